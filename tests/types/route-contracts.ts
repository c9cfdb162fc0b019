/**
 * Compile-time proof that a route's answer is checked against its response contract (decision
 * 003: responses are typed, not re-validated). Each `@ts-expect-error` marks a wrong answer: if the
 * check ever switches off again (a shared helper typed `z.ZodType`, a route without the zod type
 * provider), the directive goes unused and the type check that `npm test` starts with fails.
 * Type-checked only (tsconfig includes tests/); nothing here runs.
 */
import { envelope, pagedEnvelope } from '../../src/contracts/envelope.ts';
import { quote, quotesQuery, sampleRequest, type Quote } from '../../src/contracts/requests.ts';
import { ok, paged } from '../../src/gateway/platform/http/reply.ts';
import { registerRequestRoutes, type RequestKind, type ZodApp } from '../../src/gateway/requests/request-routes.ts';
import type { Quotes } from '../../src/gateway/requests/quotes.ts';

declare const app: ZodApp;
declare const quotes: Quotes;
declare const aQuote: Quote;
const config = { access: 'public' as const };
const page = { pageNumber: 1, pageSize: 10 };

// A route file's plain declaration: the schema's contract types the handler's answer.
app.get('/right', { config, schema: { response: { 200: envelope(quote) } } }, async () => ok(aQuote));
app.get('/right-page', { config, schema: { response: { 200: pagedEnvelope(quote) } } }, async () => paged([aQuote], 1, page));
app.get(
  '/wrong-field',
  { config, schema: { response: { 200: envelope(quote) } } },
  // @ts-expect-error a status the contract does not know
  async () => ok({ ...aQuote, status: 'lost' as const }),
);
app.get(
  '/wrong-item',
  { config, schema: { response: { 200: envelope(quote) } } },
  // @ts-expect-error a sample request is not a quote
  async () => ok({ id: aQuote.id, kind: 'sample' }),
);
app.get(
  '/wrong-page',
  { config, schema: { response: { 200: pagedEnvelope(quote) } } },
  // @ts-expect-error a page of ids is not a page of quotes
  async () => paged([aQuote.id], 1, page),
);
app.get(
  '/not-an-envelope',
  { config, schema: { response: { 200: envelope(quote) } } },
  // @ts-expect-error every answer is the envelope
  async () => aQuote,
);

// The shared routes of quotes, sample requests and document requests: the service's answers are
// checked against the item contract, for each of the five endpoints.
registerRequestRoutes(app, { prefix: '/q', tag: 'Quotes', noun: 'quote', item: quote, query: quotesQuery, service: quotes });

registerRequestRoutes(app, {
  prefix: '/s',
  tag: 'Sample requests',
  noun: 'sample request',
  item: sampleRequest,
  query: quotesQuery,
  // @ts-expect-error the quotes service answers quotes, not sample requests
  service: quotes,
});

declare const drifted: RequestKind<Omit<Quote, 'quantity'> & { quantity: string }, 'open'>;
registerRequestRoutes(app, {
  prefix: '/d',
  tag: 'Quotes',
  noun: 'quote',
  item: quote,
  query: quotesQuery,
  // @ts-expect-error a quote whose quantity is a string has drifted from the contract
  service: drifted,
});

declare const missingField: RequestKind<Omit<Quote, 'id'>, 'open'>;
registerRequestRoutes(app, {
  prefix: '/m',
  tag: 'Quotes',
  noun: 'quote',
  item: quote,
  query: quotesQuery,
  // @ts-expect-error a quote without its id
  service: missingField,
});
