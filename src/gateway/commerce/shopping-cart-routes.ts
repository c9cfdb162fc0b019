/**
 * The server cart of the signed-in buyer and the pricing of a signed-out browser cart. Checkout
 * (confirm-purchase) crosses domains: flows/checkout-routes.ts.
 */
import {
  cartAddBody,
  cartMergeBody,
  cartPackageParams,
  cartPriceBody,
  cartUpdateBody,
  checkoutPreview,
  checkoutPreviewBody,
  pricedCart,
} from '../../contracts/commerce.ts';
import { envelope } from '../../contracts/envelope.ts';
import { currentMember } from '../platform/http/access.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { Cart } from './cart.ts';

export const shoppingCartRoutes: Routes<{ cart: Cart }> = async (app, { services }) => {
  const tags = ['Shopping cart'];
  const config = { access: { permission: 'buy' as const } };
  const answer = { 200: envelope(pricedCart) };

  app.get(
    '/v1/shoppingcart/get',
    {
      config,
      schema: { tags, summary: 'Your cart, priced now: price, stock, minimum order and any problem per line', response: answer },
    },
    async (request) => ok(await services.cart.get(currentMember(request).userId)),
  );

  app.post(
    '/v1/shoppingcart/create',
    {
      config,
      schema: { tags, summary: 'Add a package to your cart (409 "Already in cart" when it is there)', body: cartAddBody, response: answer },
    },
    async (request) => ok(await services.cart.add(currentMember(request).userId, request.body), 'Added to your cart.'),
  );

  app.post(
    '/v1/shoppingcart/update',
    {
      config,
      schema: { tags, summary: 'Set the quantity of a package in your cart', body: cartUpdateBody, response: answer },
    },
    async (request) => ok(await services.cart.update(currentMember(request).userId, request.body)),
  );

  app.delete(
    '/v1/shoppingcart/remove/:packageId',
    {
      config,
      schema: { tags, summary: 'Remove a package from your cart', params: cartPackageParams, response: answer },
    },
    async (request) => ok(await services.cart.remove(currentMember(request).userId, request.params.packageId), 'Removed from your cart.'),
  );

  app.delete(
    '/v1/shoppingcart/clear',
    {
      config,
      schema: { tags, summary: 'Empty your cart', response: answer },
    },
    async (request) => ok(await services.cart.clear(currentMember(request).userId), 'Your cart is empty.'),
  );

  app.post(
    '/v1/shoppingcart/merge',
    {
      config,
      schema: {
        tags,
        summary:
          "Add the browser's cart after sign-in; lines already in your cart keep their quantity, packages no longer sold are dropped",
        body: cartMergeBody,
        response: answer,
      },
    },
    async (request) => ok(await services.cart.merge(currentMember(request).userId, request.body.items)),
  );

  app.post(
    '/v1/shoppingcart/price',
    {
      config: { access: 'public' },
      schema: { tags, summary: "Price a list of lines at today's prices (a signed-out cart)", body: cartPriceBody, response: answer },
    },
    async (request) => ok(await services.cart.price(request.body.items)),
  );

  app.post(
    '/v1/shoppingcart/preview',
    {
      config,
      schema: {
        tags,
        summary:
          'What confirm-purchase would charge now, per storefront: lines with VAT, the delivery options that reach the address with their prices, and the totals',
        body: checkoutPreviewBody,
        response: { 200: envelope(checkoutPreview) },
      },
    },
    async (request) => ok(await services.cart.preview(currentMember(request), request.body)),
  );
};
