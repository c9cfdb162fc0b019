/** Payments: card payments and the provider's webhook; a webhook the provider could not confirm at once is confirmed later. */
import { type GatewayModule, job } from '../platform/http/module.ts';
import type { Payments } from './payments.ts';
import { paymentsRoutes } from './payments-routes.ts';

export const paymentsModule: GatewayModule<{ payments: Payments }> = {
  name: 'payments',
  routes: [paymentsRoutes],
  jobs: ({ services }) => [job('payments.confirm', ({ reference }) => services.payments.confirm(reference).then(() => undefined))],
};
