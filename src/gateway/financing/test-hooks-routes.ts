/**
 * Browser tests' hooks, registered only when TEST_HOOKS is on (never in production: platform/config.ts
 * refuses it there). The browser journey of financing needs an instalment's due date to arrive;
 * moving the whole server's clock would expire other tests' one-time codes and sessions, so this
 * runs the financing clockwork as of a later instant instead, as the scheduled job would then.
 */
import { z } from 'zod';
import { envelope } from '../../contracts/envelope.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { FinancingService } from './financing.ts';

export const testHookRoutes: Routes<{ financing: FinancingService }> = async (app, { services }) => {
  app.post(
    '/v1/test/financing/tick',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Test hooks'],
        summary: 'Runs the financing job as of `at` (browser tests only)',
        body: z.object({ at: z.iso.datetime({ offset: true }) }),
        response: { 200: envelope(z.object({ expired: z.number(), reminded: z.number(), collected: z.number() })) },
      },
    },
    async (request) => ok(await services.financing.tick(new Date(request.body.at))),
  );
};
