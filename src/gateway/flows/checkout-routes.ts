/**
 * Spec §7 "Shopping cart": checkout (confirm-purchase, with an Idempotency-Key header) and its
 * result. The cart's own endpoints are commerce/shopping-cart-routes.ts.
 */
import { checkoutIdParams, confirmPurchaseBody, purchaseResult } from '../../contracts/commerce.ts';
import { envelope } from '../../contracts/envelope.ts';
import { currentMember } from '../platform/http/access.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok } from '../platform/http/reply.ts';
import { type CheckoutPayments, type CheckoutService, idempotencyKey } from './checkout.ts';

export const checkoutRoutes: Routes<{ checkout: CheckoutService; payments: CheckoutPayments }> = async (app, { services }) => {
  const tags = ['Shopping cart'];
  const config = { access: { permission: 'buy' as const } };
  const cardPayments = (): CheckoutPayments | null => services.payments ?? null;

  app.post(
    '/v1/shoppingcart/confirm-purchase',
    {
      config,
      schema: {
        tags,
        summary:
          "Buy: one order per supplier at today's prices. Needs an Idempotency-Key header; the same key answers the first purchase again. Without items, buys your cart",
        body: confirmPurchaseBody,
        response: { 200: envelope(purchaseResult) },
      },
    },
    async (request) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const result = await services.checkout.confirm(currentMember(request), key, request.body, cardPayments());
      return ok(result, result.orders.length === 1 ? 'Your order is placed.' : `Your ${result.orders.length} orders are placed.`);
    },
  );

  app.get(
    '/v1/shoppingcart/checkout/:checkoutId',
    {
      config,
      schema: {
        tags,
        summary: 'One of your purchases with its orders and payment',
        params: checkoutIdParams,
        response: { 200: envelope(purchaseResult) },
      },
    },
    async (request) => ok(await services.checkout.get(currentMember(request).userId, request.params.checkoutId)),
  );
};
