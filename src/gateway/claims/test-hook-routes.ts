/**
 * Browser tests' hook, registered only when TEST_HOOKS is on (never in production: platform/config.ts
 * refuses it there). A claim the seller leaves open goes to an operator once its time has passed; a
 * browser test sends one there at once, as the job claims.escalate would then, without moving any clock.
 */
import { z } from 'zod';
import { envelope } from '../../contracts/envelope.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { Claims } from './claims.ts';

export const claimsHookRoutes: Routes<{ claims: Claims }> = async (app, { services }) => {
  app.post(
    '/v1/test/claims/escalate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Test hooks'],
        summary: 'Sends an open claim to an operator as if the seller had let its time pass (browser tests only)',
        body: z.object({ claimId: z.uuid() }),
        response: { 200: envelope(z.object({ escalated: z.boolean() })) },
      },
    },
    async (request) => ok({ escalated: await services.claims.escalateAsIfDue(request.body.claimId) }),
  );
};
