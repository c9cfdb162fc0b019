/**
 * Requests a buyer sends a storefront about a listed product: quotes (/v1/quotes), samples
 * (/v1/samplerequest) and documents (/v1/documentrequest). Buyer calls need `buy`, seller calls
 * `sell` and a storefront; another side's request answers 404, a step its status forbids 409.
 * Every step tells the other side (in-app and by email).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf } from '../../contracts/paging.ts';
import { documentRequest, documentRequestBody, documentsQuery, fulfilDocumentBody, noteBody, quote, quoteAcceptBody, quoteAnswerBody, quoteRequestBody, quotesQuery, requestIdParams, sampleRequest, sampleRequestBody, samplesQuery, shipSampleBody } from '../../contracts/requests.ts';
import { currentMember } from '../http/access.ts';
import { ok, paged } from '../http/reply.ts';
import type { Services } from '../services/registry.ts';
import type { Caller } from '../services/request-parties.ts';

const buy = { access: { permission: 'buy' as const } };
const sell = { access: { permission: 'sell' as const } };

function callerOf(request: FastifyRequest): Caller {
  const { userId, companyId } = currentMember(request);
  return { userId, companyId };
}

/** What every kind of request offers both sides: lists, one request, and the buyer's cancel. */
interface RequestKind {
  list(caller: Caller, side: 'buyer' | 'seller', page: { pageNumber: number; pageSize: number; status?: string | undefined }): Promise<{ items: unknown[]; total: number }>;
  get(caller: Caller, side: 'buyer' | 'seller', id: string): Promise<unknown>;
  cancel(caller: Caller, id: string): Promise<unknown>;
}

export const requestsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const optionalNote = noteBody.optional();

  function common(prefix: string, tag: string, noun: string, service: RequestKind, item: z.ZodType, query: typeof quotesQuery | typeof samplesQuery | typeof documentsQuery) {
    const tags = [tag];
    app.get(`${prefix}/get-all`, {
      config: buy, schema: { tags, summary: `Your ${noun}s (and your company's), newest first`, querystring: query, response: { 200: pagedEnvelope(item) } },
    }, async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await service.list(callerOf(request), 'buyer', { ...page, status: request.query.Status });
      return paged(items, total, page);
    });
    app.get(`${prefix}/get/:id`, {
      config: buy, schema: { tags, summary: `One of your ${noun}s`, params: requestIdParams, response: { 200: envelope(item) } },
    }, async (request) => ok(await service.get(callerOf(request), 'buyer', request.params.id)));
    app.post(`${prefix}/cancel/:id`, {
      config: buy, schema: { tags, summary: `Withdraw one of your ${noun}s (409 once the seller has acted)`, params: requestIdParams, response: { 200: envelope(item) } },
    }, async (request) => ok(await service.cancel(callerOf(request), request.params.id), 'Request withdrawn.'));
    app.get(`${prefix}/received`, {
      config: sell, schema: { tags, summary: `${noun[0]!.toUpperCase()}${noun.slice(1)}s your storefront received, newest first`, querystring: query, response: { 200: pagedEnvelope(item) } },
    }, async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await service.list(callerOf(request), 'seller', { ...page, status: request.query.Status });
      return paged(items, total, page);
    });
    app.get(`${prefix}/received/:id`, {
      config: sell, schema: { tags, summary: `One ${noun} your storefront received`, params: requestIdParams, response: { 200: envelope(item) } },
    }, async (request) => ok(await service.get(callerOf(request), 'seller', request.params.id)));
  }

  // ---------------------------------------------------------------- quotes
  {
    const tags = ['Quotes'];
    const quotes = services.quotes;
    app.post('/v1/quotes/request', {
      config: buy, schema: { tags, summary: 'Ask the product\'s storefront for a price for some packages', body: quoteRequestBody, response: { 200: envelope(quote) } },
    }, async (request) => ok(await quotes.request(callerOf(request), request.body), 'Your request for quote was sent to the seller.'));
    common('/v1/quotes', 'Quotes', 'quote', quotes, quote, quotesQuery);
    app.post('/v1/quotes/answer/:id', {
      config: sell, schema: { tags, summary: 'Answer a quote with a price per package and its last valid day', params: requestIdParams, body: quoteAnswerBody, response: { 200: envelope(quote) } },
    }, async (request) => ok(await quotes.answer(callerOf(request), request.params.id, request.body), 'Your answer was sent to the buyer.'));
    app.post('/v1/quotes/decline/:id', {
      config: sell, schema: { tags, summary: 'Decline a quote, with an optional note', params: requestIdParams, body: optionalNote, response: { 200: envelope(quote) } },
    }, async (request) => ok(await quotes.decline(callerOf(request), request.params.id, request.body?.note ?? ''), 'Quote declined.'));
    app.post('/v1/quotes/accept/:id', {
      config: buy,
      schema: {
        tags, summary: 'Accept an answered quote: it becomes an order at the quoted price (409 when expired or not answered)',
        params: requestIdParams, body: quoteAcceptBody, response: { 200: envelope(quote) },
      },
    }, async (request) => {
      const { quote: accepted } = await quotes.accept(callerOf(request), request.params.id, request.body);
      return ok(accepted, 'Quote accepted: your order is placed.');
    });
  }

  // ---------------------------------------------------------------- samples
  {
    const tags = ['Sample requests'];
    const samples = services.sampleRequests;
    app.post('/v1/samplerequest/new', {
      config: buy, schema: { tags, summary: 'Ask the product\'s storefront for a sample', body: sampleRequestBody, response: { 200: envelope(sampleRequest) } },
    }, async (request) => ok(await samples.request(callerOf(request), request.body), 'Your sample request was sent to the seller.'));
    common('/v1/samplerequest', 'Sample requests', 'sample request', samples, sampleRequest, samplesQuery);
    app.post('/v1/samplerequest/approve/:id', {
      config: sell, schema: { tags, summary: 'Approve a pending sample request, with an optional note', params: requestIdParams, body: optionalNote, response: { 200: envelope(sampleRequest) } },
    }, async (request) => ok(await samples.decide(callerOf(request), request.params.id, 'approve', request.body?.note ?? ''), 'Sample approved.'));
    app.post('/v1/samplerequest/decline/:id', {
      config: sell, schema: { tags, summary: 'Decline a sample request not shipped yet, with an optional note', params: requestIdParams, body: optionalNote, response: { 200: envelope(sampleRequest) } },
    }, async (request) => ok(await samples.decide(callerOf(request), request.params.id, 'decline', request.body?.note ?? ''), 'Sample request declined.'));
    app.post('/v1/samplerequest/ship/:id', {
      config: sell, schema: { tags, summary: 'Mark an approved sample shipped, with a tracking note', params: requestIdParams, body: shipSampleBody, response: { 200: envelope(sampleRequest) } },
    }, async (request) => ok(await samples.decide(callerOf(request), request.params.id, 'ship', request.body.trackingNote), 'Sample marked as shipped.'));
  }

  // ---------------------------------------------------------------- documents
  {
    const tags = ['Document requests'];
    const documents = services.documentRequests;
    app.post('/v1/documentrequest/new', {
      config: buy, schema: { tags, summary: 'Ask the product\'s storefront for a document (TDS, SDS, CoA or another)', body: documentRequestBody, response: { 200: envelope(documentRequest) } },
    }, async (request) => ok(await documents.request(callerOf(request), request.body), 'Your document request was sent to the seller.'));
    common('/v1/documentrequest', 'Document requests', 'document request', documents, documentRequest, documentsQuery);
    app.post('/v1/documentrequest/fulfil/:id', {
      config: sell,
      schema: {
        tags, summary: 'Fulfil a document request with a PDF uploaded through POST /v1/fileupload/document',
        params: requestIdParams, body: fulfilDocumentBody, response: { 200: envelope(documentRequest) },
      },
    }, async (request) => ok(await documents.fulfil(callerOf(request), request.params.id, request.body), 'Document sent to the buyer.'));
    app.post('/v1/documentrequest/decline/:id', {
      config: sell, schema: { tags, summary: 'Decline a document request, with an optional note', params: requestIdParams, body: optionalNote, response: { 200: envelope(documentRequest) } },
    }, async (request) => ok(await documents.decline(callerOf(request), request.params.id, request.body?.note ?? ''), 'Document request declined.'));
  }
};
