/**
 * Browser tests' hook, registered only when TEST_HOOKS is on (never in production: platform/config.ts
 * refuses it there). The browser server keeps the claim window of the product's default, so delivery
 * does not pay the seller at once; a journey that follows the money to the seller's wallet settles its
 * order as the job orders.settle-due would once the window has passed, without moving any clock.
 */
import { z } from 'zod';
import { envelope } from '../../contracts/envelope.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { OrdersService } from './orders.ts';

export const settlementHookRoutes: Routes<{ orders: OrdersService }> = async (app, { services }) => {
  app.post(
    '/v1/test/orders/settle',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Test hooks'],
        summary: 'Pays a delivered order to its seller as if its claim window had passed (browser tests only)',
        body: z.object({ orderId: z.uuid() }),
        response: { 200: envelope(z.object({ settled: z.boolean() })) },
      },
    },
    async (request) => ok({ settled: await services.orders.settleAsIfDue(request.body.orderId) }),
  );
};
