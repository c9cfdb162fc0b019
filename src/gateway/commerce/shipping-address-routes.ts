/** Shipping addresses of the signed-in buyer, shared with their company's buyers. */
import { z } from 'zod';
import { addShippingAddressBody, shippingAddress, shippingAddressIdParams, updateShippingAddressBody } from '../../contracts/commerce.ts';
import { envelope } from '../../contracts/envelope.ts';
import { currentMember } from '../platform/http/access.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { ShippingAddressesService } from './shipping-addresses.ts';

export const shippingAddressRoutes: Routes<{ shippingAddresses: ShippingAddressesService }> = async (app, { services }) => {
  const tags = ['Shipping addresses'];
  const config = { access: { permission: 'buy' as const } };
  const owner = (request: { member: Parameters<typeof currentMember>[0]['member'] }) => {
    const member = currentMember(request);
    return { userId: member.userId, companyId: member.companyId };
  };

  app.get(
    '/v1/shippingaddress/get-all',
    {
      config,
      schema: {
        tags,
        summary: "Your shipping addresses and your company's, the default first",
        response: { 200: envelope(z.array(shippingAddress)) },
      },
    },
    async (request) => ok(await services.shippingAddresses.list(owner(request))),
  );

  app.post(
    '/v1/shippingaddress/add',
    {
      config,
      schema: {
        tags,
        summary: 'Add a shipping address (the first one becomes the default)',
        body: addShippingAddressBody,
        response: { 200: envelope(shippingAddress) },
      },
    },
    async (request) => ok(await services.shippingAddresses.add(owner(request), request.body), 'Address added.'),
  );

  app.post(
    '/v1/shippingaddress/update',
    {
      config,
      schema: { tags, summary: 'Change a shipping address', body: updateShippingAddressBody, response: { 200: envelope(shippingAddress) } },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(await services.shippingAddresses.update(owner(request), id, fields), 'Address saved.');
    },
  );

  app.delete(
    '/v1/shippingaddress/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a shipping address (the newest other one becomes the default)',
        params: shippingAddressIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await services.shippingAddresses.remove(owner(request), request.params.id);
      return ok(null, 'Address deleted.');
    },
  );

  app.post(
    '/v1/shippingaddress/set-default/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Make a shipping address the default',
        params: shippingAddressIdParams,
        response: { 200: envelope(shippingAddress) },
      },
    },
    async (request) => ok(await services.shippingAddresses.setDefault(owner(request), request.params.id), 'Default address set.'),
  );
};
