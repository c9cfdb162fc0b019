/**
 * Spec §7 "likes": a signed-in person likes products and suppliers, and producers the same way;
 * pressing again takes the like back, and a body with `liked` sets the like to it.
 */
import type { z } from 'zod';
import { producerSummary, supplierSummary } from '../../contracts/companies.ts';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { type Page, pageOf, pagingQuery } from '../../contracts/paging.ts';
import { productSummary } from '../../contracts/products.ts';
import {
  type LikeState,
  likeProducerBody,
  likeProductBody,
  likeState,
  likeStatusQuery,
  likeSupplierBody,
} from '../../contracts/requests.ts';
import { currentUser } from '../platform/http/access.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { Likes } from './likes.ts';

export const likesRoutes: Routes<{ likes: Likes }> = async (app, { services }) => {
  const tags = ['Likes'];
  const config = { access: 'signed-in' as const };
  const likes = services.likes;

  /** Liking one kind of thing (`plural` names the kind in the answer's message). */
  function likeRoute<Shape extends z.ZodRawShape>(
    path: string,
    summary: string,
    plural: string,
    body: z.ZodObject<Shape>,
    change: (userId: string, body: z.output<z.ZodObject<Shape>>) => Promise<LikeState>,
  ) {
    app.post(path, { config, schema: { tags, summary, body, response: { 200: envelope(likeState) } } }, async (request) => {
      // The body's type, which fastify leaves unresolved for a schema given as a type parameter.
      const state = await change(currentUser(request).userId, request.body as z.output<z.ZodObject<Shape>>);
      return ok(state, state.liked ? `Added to your liked ${plural}.` : `Removed from your liked ${plural}.`);
    });
  }

  /** The caller's likes of one kind, a page at a time. */
  function likedRoute<Shape extends z.ZodRawShape>(
    path: string,
    summary: string,
    item: z.ZodObject<Shape>,
    list: (userId: string, page: Page) => Promise<{ items: z.output<z.ZodObject<Shape>>[]; total: number }>,
  ) {
    app.get(
      path,
      { config, schema: { tags, summary, querystring: pagingQuery, response: { 200: pagedEnvelope(item) } } },
      async (request) => {
        const page = pageOf(request.query);
        const { items, total } = await list(currentUser(request).userId, page);
        return paged(items, total, page);
      },
    );
  }

  likeRoute(
    '/v1/likes/likeproduct',
    'Like a product, or take the like back (`liked` sets it); answers the like and the number of likes',
    'products',
    likeProductBody,
    (userId, body) => likes.likeProduct(userId, body.productId, body.liked),
  );
  likeRoute(
    '/v1/likes/likesupplier',
    'Like a supplier, or take the like back (`liked` sets it)',
    'suppliers',
    likeSupplierBody,
    (userId, body) => likes.likeSupplier(userId, body.supplierId, body.liked),
  );
  likeRoute(
    '/v1/likes/likeproducer',
    'Like a producer, or take the like back (`liked` sets it)',
    'producers',
    likeProducerBody,
    (userId, body) => likes.likeProducer(userId, body.producerId, body.liked),
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

  likedRoute('/v1/likes/products', 'Products you like that are on sale, latest like first', productSummary, likes.likedProducts);
  likedRoute('/v1/likes/suppliers', 'Suppliers you like, latest like first', supplierSummary, likes.likedSuppliers);
  likedRoute('/v1/likes/producers', 'Producers you like, latest like first', producerSummary, likes.likedProducers);
};
