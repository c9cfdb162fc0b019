/**
 * Orders: the buyer's (placed by the person or, in a company, by its buyers) and the seller's (those
 * of the caller company's storefront). Status changes follow docs/decisions/009-order-status-machine.md.
 */
import {
  cancelOrderBody,
  order,
  orderIdParams,
  ordersQuery,
  refundOrderBody,
  sellerCancelOrderBody,
  shipOrderBody,
} from '../../contracts/commerce.ts';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf } from '../../contracts/paging.ts';
import { currentMember } from '../platform/http/access.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { OrdersService } from './orders.ts';

export const ordersRoutes: Routes<{ orders: OrdersService }> = async (app, { services }) => {
  const orders = services.orders;
  const one = { 200: envelope(order) };

  // ------------------------------------------------------------------ buyer
  {
    const tags = ['Orders (buyer)'];
    const config = { access: { permission: 'buy' as const } };

    app.get(
      '/v1/procurement/orders',
      {
        config,
        schema: {
          tags,
          summary: "Your orders and your company's, newest first; Status filters, Search matches the order number or a product",
          querystring: ordersQuery,
          response: { 200: pagedEnvelope(order) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { items, total } = await orders.listForBuyer(currentMember(request), {
          ...page,
          status: request.query.Status,
          search: request.query.Search,
        });
        return paged(items, total, page);
      },
    );

    app.get(
      '/v1/procurement/orders/:id',
      {
        config,
        schema: { tags, summary: 'One of your orders', params: orderIdParams, response: one },
      },
      async (request) => ok(await orders.getForBuyer(currentMember(request), request.params.id)),
    );

    app.post(
      '/v1/procurement/orders/setascancelled/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Cancel an order the seller has not accepted yet',
          params: orderIdParams,
          body: cancelOrderBody,
          response: one,
        },
      },
      async (request) => ok(await orders.cancelByBuyer(currentMember(request), request.params.id, request.body.reason), 'Order cancelled.'),
    );

    app.post(
      '/v1/procurement/orders/delivered/:id',
      {
        config,
        schema: { tags, summary: 'Confirm a shipped order arrived', params: orderIdParams, response: one },
      },
      async (request) => ok(await orders.deliveredByBuyer(currentMember(request), request.params.id), 'Order marked delivered.'),
    );
  }

  // ------------------------------------------------------------------ seller
  {
    const tags = ['Orders (seller)'];
    const config = { access: { permission: 'sell' as const } };

    app.get(
      '/v1/storefront/orders',
      {
        config,
        schema: {
          tags,
          summary: 'Orders of your storefront, newest first; Status filters, Search matches the order number or a product',
          querystring: ordersQuery,
          response: { 200: pagedEnvelope(order) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { items, total } = await orders.listForSeller(currentMember(request), {
          ...page,
          status: request.query.Status,
          search: request.query.Search,
        });
        return paged(items, total, page);
      },
    );

    app.get(
      '/v1/storefront/orders/:id',
      {
        config,
        schema: { tags, summary: 'One order of your storefront', params: orderIdParams, response: one },
      },
      async (request) => ok(await orders.getForSeller(currentMember(request), request.params.id)),
    );

    app.post(
      '/v1/storefront/orders/accept/:id',
      {
        config,
        schema: { tags, summary: 'Accept a placed order', params: orderIdParams, response: one },
      },
      async (request) => ok(await orders.accept(currentMember(request), request.params.id), 'Order accepted.'),
    );

    app.post(
      '/v1/storefront/orders/confirm-payment/:id',
      {
        config,
        schema: { tags, summary: 'Confirm the bank transfer for an order arrived', params: orderIdParams, response: one },
      },
      async (request) => ok(await orders.confirmPayment(currentMember(request), request.params.id), 'Payment confirmed.'),
    );

    app.post(
      '/v1/storefront/orders/ship/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Ship an accepted, paid order, with a tracking note for the buyer',
          params: orderIdParams,
          body: shipOrderBody,
          response: one,
        },
      },
      async (request) => ok(await orders.ship(currentMember(request), request.params.id, request.body.trackingNote), 'Order shipped.'),
    );

    app.post(
      '/v1/storefront/orders/delivered/:id',
      {
        config,
        schema: { tags, summary: 'Mark a shipped order delivered', params: orderIdParams, response: one },
      },
      async (request) => ok(await orders.deliveredBySeller(currentMember(request), request.params.id), 'Order marked delivered.'),
    );

    app.post(
      '/v1/storefront/orders/cancel/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Cancel an order not shipped yet, with a reason for the buyer; its stock comes back',
          params: orderIdParams,
          body: sellerCancelOrderBody,
          response: one,
        },
      },
      async (request) =>
        ok(await orders.cancelBySeller(currentMember(request), request.params.id, request.body.reason), 'Order cancelled.'),
    );

    app.post(
      '/v1/storefront/orders/refund/:id',
      {
        config,
        schema: {
          tags,
          summary:
            'Refund some packages and/or part of the delivery fee of a paid order not settled yet: the buyer gets it back with its VAT at once',
          params: orderIdParams,
          body: refundOrderBody,
          response: one,
        },
      },
      async (request) => ok(await orders.refund(currentMember(request), request.params.id, request.body), 'Refund made.'),
    );
  }
};
