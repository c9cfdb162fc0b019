/** Spec §7 "productrequest": products a signed-in person asks the marketplace to source. */
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf, pagingQuery } from '../../contracts/paging.ts';
import { productRequest, productRequestBody } from '../../contracts/requests.ts';
import { currentUser } from '../platform/http/access.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { ProductRequests } from './product-requests.ts';

export const productRequestRoutes: Routes<{ productRequests: ProductRequests }> = async (app, { services }) => {
  const tags = ['Product requests'];
  const config = { access: 'signed-in' as const };

  app.post(
    '/v1/productrequest/new',
    {
      config,
      schema: {
        tags,
        summary: 'Ask the marketplace to source a product it does not list (the CAS number, when given, must check)',
        body: productRequestBody,
        response: { 200: envelope(productRequest) },
      },
    },
    async (request) =>
      ok(
        await services.productRequests.create(currentUser(request).userId, request.body),
        'Thank you. We will look for suppliers and come back to you.',
      ),
  );

  app.get(
    '/v1/productrequest/get-all',
    {
      config,
      schema: {
        tags,
        summary: 'Your product requests, newest first',
        querystring: pagingQuery,
        response: { 200: pagedEnvelope(productRequest) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await services.productRequests.list(currentUser(request).userId, page);
      return paged(items, total, page);
    },
  );
};
