/** Claims on delivered orders: their routes, and the job that sends claims the seller left unsettled to an operator. */
import { type GatewayModule, job } from '../platform/http/module.ts';
import type { Claims } from './claims.ts';
import { claimsRoutes } from './claims-routes.ts';
import { claimsHookRoutes } from './test-hook-routes.ts';

export const claimsModule: GatewayModule<{ claims: Claims }> = {
  name: 'claims',
  routes: [claimsRoutes],
  testRoutes: [claimsHookRoutes],
  jobs: ({ services }) => [job('claims.escalate', () => services.claims.escalateDue(), { cron: '*/15 * * * *' })],
};
