/**
 * GET /api/health/ready: 200 when the gateway should take traffic, 503 naming what is not ready
 * (readiness.ts). The load balancer's health check; GET /api/health stays the liveness probe.
 */
import { z } from 'zod';
import { envelope } from '../../../contracts/envelope.ts';
import { HttpError } from '../errors.ts';
import { ok } from '../http/reply.ts';
import type { Routes } from '../http/module.ts';

export const readinessRoutes: Routes<unknown> = async (app) => {
  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Platform'],
        summary: 'Readiness: the database answers with every migration applied, the search index is built, the gateway is not stopping',
        description:
          'For load balancers: 200 while the gateway should take traffic; 503 otherwise, its `errors` naming each check that fails (`database`, `searchIndex`, `draining`). A stopping gateway answers 503 here at once and goes on serving for its drain period.',
        response: { 200: envelope(z.object({ status: z.literal('ready') })) },
      },
    },
    async (_request, reply) => {
      const notReady = await app.readiness.check();
      const fresh = { 'cache-control': 'no-store' };
      if (Object.keys(notReady).length > 0) throw new HttpError(503, 'Not ready to take traffic.', notReady, fresh);
      return reply.headers(fresh).send(ok({ status: 'ready' as const }));
    },
  );
};
