/**
 * Delivery options: the seller's own (pickup, zones of states with their fees, quoted freight), and
 * a storefront's options for a place priced for some packages, public so a cart can show them.
 */
import { z } from 'zod';
import {
  deliveryOption,
  deliveryOptionBody,
  deliveryOptionIdParams,
  deliveryPriceBody,
  pricedDeliveryOption,
  updateDeliveryOptionBody,
} from '../../contracts/delivery.ts';
import { envelope } from '../../contracts/envelope.ts';
import { currentMember } from '../platform/http/access.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok } from '../platform/http/reply.ts';
import type { DeliveryOptions } from './delivery-options.ts';

export const deliveryOptionsRoutes: Routes<{ deliveryOptions: DeliveryOptions }> = async (app, { services }) => {
  const tags = ['Delivery options'];
  const config = { access: { permission: 'sell' as const } };
  const options = services.deliveryOptions;
  const storefront = (request: { member: Parameters<typeof currentMember>[0]['member'] }) => options.storefrontOf(currentMember(request));

  app.get(
    '/v1/storefront/delivery-options',
    {
      config,
      schema: {
        tags,
        summary: "Your storefront's delivery options, active or not, in their order",
        response: { 200: envelope(z.array(deliveryOption)) },
      },
    },
    async (request) => ok(await options.list(await storefront(request))),
  );

  app.post(
    '/v1/storefront/delivery-options',
    {
      config,
      schema: {
        tags,
        summary:
          'Add a delivery option: pickup at a warehouse (free), a zone of states with fees per order, tonne and package, or quoted freight',
        body: deliveryOptionBody,
        response: { 200: envelope(deliveryOption) },
      },
    },
    async (request) => ok(await options.add(await storefront(request), request.body), 'Delivery option added.'),
  );

  app.post(
    '/v1/storefront/delivery-options/update',
    {
      config,
      schema: {
        tags,
        summary: 'Change a delivery option (orders placed with it keep the price they were placed at)',
        body: updateDeliveryOptionBody,
        response: { 200: envelope(deliveryOption) },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(await options.update(await storefront(request), id, fields), 'Delivery option saved.');
    },
  );

  app.delete(
    '/v1/storefront/delivery-options/delete/:id',
    {
      config,
      schema: { tags, summary: 'Remove a delivery option', params: deliveryOptionIdParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await options.remove(await storefront(request), request.params.id);
      return ok(null, 'Delivery option removed.');
    },
  );

  app.post(
    '/v1/delivery-options/price',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A storefront's active delivery options that reach a state, priced (with VAT) for some of its packages",
        body: deliveryPriceBody,
        response: { 200: envelope(z.array(pricedDeliveryOption)) },
      },
    },
    async (request) => ok(await options.price(request.body)),
  );
};
