/** Requests for quotation: their routes, and the job that closes them at their closing time. */
import { type GatewayModule, job } from '../platform/http/module.ts';
import { rfqRoutes, type RfqServices } from './rfq-routes.ts';

export const rfqModule: GatewayModule<RfqServices> = {
  name: 'rfq',
  routes: [rfqRoutes],
  jobs: ({ services }) => [job('rfq.close-due', () => services.rfqs.closeDue(), { cron: '* * * * *' })],
};
