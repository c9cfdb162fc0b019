/** Financing: the company's side of financing requests, and its clockwork (instalments, reminders, lapsed offers). */
import type { Uploads } from '../platform/files/uploads.ts';
import { type GatewayModule, job } from '../platform/http/module.ts';
import type { FinancingService } from './financing.ts';
import { financingRoutes } from './financing-routes.ts';
import { testHookRoutes } from './test-hooks-routes.ts';

export const financingModule: GatewayModule<{ financing: FinancingService; uploads: Uploads }> = {
  name: 'financing',
  routes: [financingRoutes],
  testRoutes: [testHookRoutes],
  // Due instalments are collected, reminders sent and lapsed offers closed, by the money clock.
  jobs: ({ services }) => [job('financing.tick', () => services.financing.tick().then(() => undefined), { cron: '*/15 * * * *' })],
};
