/** Payouts: beneficiaries and payouts, sent to the provider in the background, asked about when silent, and its banks refreshed. */
import { type GatewayModule, job } from '../platform/http/module.ts';
import type { PayoutsService } from './payouts.ts';
import { payoutsRoutes } from './payouts-routes.ts';

export const payoutsModule: GatewayModule<{ payouts: PayoutsService }> = {
  name: 'payouts',
  routes: [payoutsRoutes],
  jobs: ({ services }) => [
    job('payouts.send', ({ payoutId }) => services.payouts.send(payoutId)),
    // Payouts that heard nothing from the provider for ten minutes are asked about.
    job('payouts.check', () => services.payouts.checkSilent().then(() => undefined), { cron: '* * * * *' }),
    job('banks.refresh', () => services.payouts.refreshBanks(), { cron: '17 3 * * *' }),
  ],
};
