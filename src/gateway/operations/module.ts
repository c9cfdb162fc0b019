/** The operations console: the queues operators review and their decisions. */
import type { Uploads } from '../platform/files/uploads.ts';
import type { GatewayModule } from '../platform/http/module.ts';
import type { Operations } from './operations.ts';
import { operationsRoutes } from './operations-routes.ts';

export const operationsModule: GatewayModule<{ operations: Operations; uploads: Uploads }> = {
  name: 'operations',
  routes: [operationsRoutes],
};
