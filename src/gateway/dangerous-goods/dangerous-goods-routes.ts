/**
 * The reference list of dangerous goods (beyond the spec): the classification it suggests for a
 * CAS number in a product form, and its entries for a UN number. Public: it is published data,
 * and the seller's product form reads it.
 */
import { envelope } from '../../contracts/envelope.ts';
import { transportSuggestion, transportSuggestionQuery, unEntries, unEntriesQuery } from '../../contracts/dangerous-goods.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok } from '../platform/http/reply.ts';
import type { DangerousGoods } from './dangerous-goods.ts';

export const dangerousGoodsRoutes: Routes<{ dangerousGoods: DangerousGoods }> = async (app, { services }) => {
  const tags = ['Dangerous goods'];
  const config = { access: 'public' as const };

  app.get(
    '/v1/dangerous-goods/suggestion',
    {
      config,
      schema: {
        tags,
        summary: "The reference list's transport classification for a CAS number, in a physical form and concentration",
        querystring: transportSuggestionQuery,
        response: { 200: envelope(transportSuggestion) },
      },
    },
    async ({ query }) => ok(services.dangerousGoods.suggestion(query.CasNumber, query.PhysicalForm, query.Concentration)),
  );

  app.get(
    '/v1/dangerous-goods/un-entries',
    {
      config,
      schema: {
        tags,
        summary: "The reference list's entries for a UN number (some have several, by concentration)",
        querystring: unEntriesQuery,
        response: { 200: envelope(unEntries) },
      },
    },
    async ({ query }) => ok(services.dangerousGoods.entries(query.UnNumber)),
  );
};
