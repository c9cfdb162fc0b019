/**
 * GET /api/health: answers without touching the database, for load balancers' liveness probes
 * and as the benchmarks' baseline route (the cost of the HTTP stack alone).
 */
import { z } from 'zod';
import { envelope } from '../../../contracts/envelope.ts';
import { ok } from './reply.ts';
import type { Routes } from './module.ts';

export const healthRoutes: Routes<unknown> = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Platform'],
        summary: 'Liveness: the process answers HTTP',
        response: { 200: envelope(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => ok({ status: 'ok' as const }),
  );
};
