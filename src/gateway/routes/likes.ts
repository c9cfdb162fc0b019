/**
 * Spec §7 "likes": a signed-in person likes products and suppliers, and producers the same way;
 * pressing again takes the like back, and a body with `liked` sets the like to it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { producerSummary, supplierSummary } from '../../contracts/companies.ts';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf, pagingQuery } from '../../contracts/paging.ts';
import { productSummary } from '../../contracts/products.ts';
import { likeProducerBody, likeProductBody, likeState, likeStatusQuery, likeSupplierBody } from '../../contracts/requests.ts';
import { currentUser } from '../http/access.ts';
import { ok, paged } from '../http/reply.ts';
import type { Services } from '../services/registry.ts';

export const likesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const tags = ['Likes'];
  const config = { access: 'signed-in' as const };
  const likes = services.likes;

  app.post(
    '/v1/likes/likeproduct',
    {
      config,
      schema: {
        tags,
        summary: 'Like a product, or take the like back (`liked` sets it); answers the like and the number of likes',
        body: likeProductBody,
        response: { 200: envelope(likeState) },
      },
    },
    async (request) => {
      const state = await likes.likeProduct(currentUser(request).userId, request.body.productId, request.body.liked);
      return ok(state, state.liked ? 'Added to your liked products.' : 'Removed from your liked products.');
    },
  );

  app.post(
    '/v1/likes/likesupplier',
    {
      config,
      schema: {
        tags,
        summary: 'Like a supplier, or take the like back (`liked` sets it)',
        body: likeSupplierBody,
        response: { 200: envelope(likeState) },
      },
    },
    async (request) => {
      const state = await likes.likeSupplier(currentUser(request).userId, request.body.supplierId, request.body.liked);
      return ok(state, state.liked ? 'Added to your liked suppliers.' : 'Removed from your liked suppliers.');
    },
  );

  app.post(
    '/v1/likes/likeproducer',
    {
      config,
      schema: {
        tags,
        summary: 'Like a producer, or take the like back (`liked` sets it)',
        body: likeProducerBody,
        response: { 200: envelope(likeState) },
      },
    },
    async (request) => {
      const state = await likes.likeProducer(currentUser(request).userId, request.body.producerId, request.body.liked);
      return ok(state, state.liked ? 'Added to your liked producers.' : 'Removed from your liked producers.');
    },
  );

  app.get(
    '/v1/likes/status',
    {
      // Public: visitors see the number of likes; `liked` is theirs when a session comes with the call.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether you like a product (productId), supplier (supplierId) or producer (producerId), and how many people do',
        querystring: likeStatusQuery,
        response: { 200: envelope(likeState) },
      },
    },
    async (request) => ok(await likes.status(request.user?.userId ?? null, request.query)),
  );

  app.get(
    '/v1/likes/products',
    {
      config,
      schema: {
        tags,
        summary: 'Products you like that are on sale, latest like first',
        querystring: pagingQuery,
        response: { 200: pagedEnvelope(productSummary) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await likes.likedProducts(currentUser(request).userId, page);
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/likes/suppliers',
    {
      config,
      schema: {
        tags,
        summary: 'Suppliers you like, latest like first',
        querystring: pagingQuery,
        response: { 200: pagedEnvelope(supplierSummary) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await likes.likedSuppliers(currentUser(request).userId, page);
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/likes/producers',
    {
      config,
      schema: {
        tags,
        summary: 'Producers you like, latest like first',
        querystring: pagingQuery,
        response: { 200: pagedEnvelope(producerSummary) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await likes.likedProducers(currentUser(request).userId, page);
      return paged(items, total, page);
    },
  );
};
