/**
 * The routes every kind of buyer's request has (quotes, sample requests, document requests): the
 * buyer's list, one request and the cancel, and the seller's list and one received request.
 * Generic in the item's schema, so each handler's answer is checked against its response contract
 * at compile time (decision 003: responses are typed, not re-validated), as in any route file.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf, type Page } from '../../contracts/paging.ts';
import { requestIdParams } from '../../contracts/requests.ts';
import { currentMember } from '../platform/http/access.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Caller } from './request-parties.ts';

/** The app a route plugin gets, with the zod type provider. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const buy = { access: { permission: 'buy' as const } };
export const sell = { access: { permission: 'sell' as const } };

/** Who acts, and for which company, on a `buy` or `sell` route. */
export function callerOf(request: FastifyRequest): Caller {
  const { userId, companyId } = currentMember(request);
  return { userId, companyId };
}

/** What every kind of request offers both sides: lists, one request, and the buyer's cancel. */
export interface RequestKind<Item, Status> {
  list(caller: Caller, side: 'buyer' | 'seller', page: Page & { status?: Status | undefined }): Promise<{ items: Item[]; total: number }>;
  get(caller: Caller, side: 'buyer' | 'seller', id: string): Promise<Item>;
  cancel(caller: Caller, id: string): Promise<Item>;
}

/** A list's query: the spec's paging and an optional status. */
type ListQuery<Status> = z.ZodType<{ PageNumber: number; PageSize: number; Status?: Status | undefined }>;

/**
 * Registers the five shared routes under `prefix`. The item is typed by its object shape, not as
 * `<Item extends z.ZodType>`: for a bare schema parameter TypeScript cannot tell whether the
 * envelope's `data` key is optional, leaves the answer's type unresolved and refuses every answer.
 */
export function registerRequestRoutes<Shape extends z.ZodRawShape, Status>(
  app: ZodApp,
  kind: {
    prefix: string;
    tag: string;
    noun: string;
    /** The response contract of one request (`quote`, `sampleRequest`, `documentRequest`). */
    item: z.ZodObject<Shape>;
    query: ListQuery<Status>;
    service: RequestKind<z.output<z.ZodObject<Shape>>, NoInfer<Status>>;
  },
): void {
  const { prefix, noun, item, query, service } = kind;
  const tags = [kind.tag];
  app.get(
    `${prefix}/get-all`,
    {
      config: buy,
      schema: {
        tags,
        summary: `Your ${noun}s (and your company's), newest first`,
        querystring: query,
        response: { 200: pagedEnvelope(item) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await service.list(callerOf(request), 'buyer', { ...page, status: request.query.Status });
      return paged(items, total, page);
    },
  );
  app.get(
    `${prefix}/get/:id`,
    {
      config: buy,
      schema: { tags, summary: `One of your ${noun}s`, params: requestIdParams, response: { 200: envelope(item) } },
    },
    async (request) => ok(await service.get(callerOf(request), 'buyer', request.params.id)),
  );
  app.post(
    `${prefix}/cancel/:id`,
    {
      config: buy,
      schema: {
        tags,
        summary: `Withdraw one of your ${noun}s (409 once the seller has acted)`,
        params: requestIdParams,
        response: { 200: envelope(item) },
      },
    },
    async (request) => ok(await service.cancel(callerOf(request), request.params.id), 'Request withdrawn.'),
  );
  app.get(
    `${prefix}/received`,
    {
      config: sell,
      schema: {
        tags,
        summary: `${noun[0]!.toUpperCase()}${noun.slice(1)}s your storefront received, newest first`,
        querystring: query,
        response: { 200: pagedEnvelope(item) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await service.list(callerOf(request), 'seller', { ...page, status: request.query.Status });
      return paged(items, total, page);
    },
  );
  app.get(
    `${prefix}/received/:id`,
    {
      config: sell,
      schema: { tags, summary: `One ${noun} your storefront received`, params: requestIdParams, response: { 200: envelope(item) } },
    },
    async (request) => ok(await service.get(callerOf(request), 'seller', request.params.id)),
  );
}
