/** Trade documents: the Documents routes of both sides, and the clearance jobs when an e-invoicing service is configured. */
import { type GatewayModule, job } from '../platform/http/module.ts';
import type { Clearances } from './clearance.ts';
import type { Documents } from './documents.ts';
import { documentsRoutes } from './documents-routes.ts';

export const documentsModule: GatewayModule<{ documents: Documents; clearances: Clearances }> = {
  name: 'documents',
  routes: [documentsRoutes],
  jobs: ({ services, settings }) =>
    settings.einvoicing
      ? [
          job('documents.clear', ({ documentId }) => services.clearances.attempt(documentId)),
          // Failed and unanswered clearances, each after its backoff (documents/clearance.ts).
          job('documents.clearance-retry', () => services.clearances.retryDue(), { cron: '* * * * *' }),
        ]
      : [],
};
