/**
 * Spec §7 "quotes": a buyer asks a storefront for a price for some packages of a listed product,
 * the seller answers or declines, the buyer accepts (an order at the quoted price) or withdraws.
 * Buyer calls need `buy`, seller calls `sell` and a storefront; another side's quote answers 404,
 * a step its status forbids 409. Every step tells the other side (in-app and by email).
 */
import { envelope } from '../../contracts/envelope.ts';
import {
  noteBody,
  quote,
  quoteAcceptBody,
  quoteAnswerBody,
  quoteRequestBody,
  quotesQuery,
  requestIdParams,
} from '../../contracts/requests.ts';
import { ok } from '../platform/http/reply.ts';
import { buy, callerOf, registerRequestRoutes, sell } from './request-routes.ts';
import type { Routes } from '../platform/http/module.ts';
import type { Quotes } from './quotes.ts';

export const quotesRoutes: Routes<{ quotes: Quotes }> = async (app, { services }) => {
  const tags = ['Quotes'];
  const quotes = services.quotes;
  app.post(
    '/v1/quotes/request',
    {
      config: buy,
      schema: {
        tags,
        summary: "Ask the product's storefront for a price for some packages",
        body: quoteRequestBody,
        response: { 200: envelope(quote) },
      },
    },
    async (request) => ok(await quotes.request(callerOf(request), request.body), 'Your request for quote was sent to the seller.'),
  );
  registerRequestRoutes(app, { prefix: '/v1/quotes', tag: 'Quotes', noun: 'quote', service: quotes, item: quote, query: quotesQuery });
  app.post(
    '/v1/quotes/answer/:id',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Answer a quote with a price per package and its last valid day',
        params: requestIdParams,
        body: quoteAnswerBody,
        response: { 200: envelope(quote) },
      },
    },
    async (request) => ok(await quotes.answer(callerOf(request), request.params.id, request.body), 'Your answer was sent to the buyer.'),
  );
  app.post(
    '/v1/quotes/decline/:id',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Decline a quote, with an optional note',
        params: requestIdParams,
        body: noteBody.optional(),
        response: { 200: envelope(quote) },
      },
    },
    async (request) => ok(await quotes.decline(callerOf(request), request.params.id, request.body?.note ?? ''), 'Quote declined.'),
  );
  app.post(
    '/v1/quotes/accept/:id',
    {
      config: buy,
      schema: {
        tags,
        summary: 'Accept an answered quote: it becomes an order at the quoted price (409 when expired or not answered)',
        params: requestIdParams,
        body: quoteAcceptBody,
        response: { 200: envelope(quote) },
      },
    },
    async (request) => {
      const { quote: accepted } = await quotes.accept(callerOf(request), request.params.id, request.body);
      return ok(accepted, 'Quote accepted: your order is placed.');
    },
  );
};
