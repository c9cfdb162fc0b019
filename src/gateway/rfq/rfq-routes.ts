/**
 * Requests for quotation over HTTP (docs/decisions/041-requests-for-quotation.md). Buyer routes need
 * `buy`, storefront routes `sell` and a storefront; a request or offer not the caller's answers 404,
 * a step its state forbids 409 (an offer after closing, an award of an expired offer).
 */
import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf } from '../../contracts/paging.ts';
import {
  awardBody,
  compareQuery,
  comparison,
  declineBody,
  offer,
  offerBody,
  rfq,
  rfqBody,
  rfqIdParams,
  rfqPreferences,
  rfqPreferencesBody,
  rfqQuery,
} from '../../contracts/rfq.ts';
import { currentMember } from '../platform/http/access.ts';
import { csvFile } from '../platform/http/csv.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Caller } from '../platform/parties/parties.ts';
import type { RfqAward } from './award.ts';
import type { createRfqCompare } from './compare.ts';
import type { RfqOffers } from './offers.ts';
import type { Rfqs } from './rfqs.ts';

export interface RfqServices {
  rfqs: Rfqs;
  rfqOffers: RfqOffers;
  rfqCompare: ReturnType<typeof createRfqCompare>;
  rfqAward: RfqAward;
}

const buy = { access: { permission: 'buy' as const } };
const sell = { access: { permission: 'sell' as const } };

export const rfqRoutes: Routes<RfqServices> = async (app, { services }) => {
  const tags = ['Requests for quotation'];
  const callerOf = (request: Parameters<typeof currentMember>[0]): Caller => {
    const { userId, companyId } = currentMember(request);
    return { userId, companyId };
  };
  const { rfqs, rfqOffers, rfqCompare, rfqAward } = services;

  app.post(
    '/v1/rfq',
    {
      config: buy,
      schema: {
        tags,
        summary: 'Send a request for quotation to picked storefronts, or to those selling a CAS number or in a market',
        body: rfqBody,
        response: { 200: envelope(rfq) },
      },
    },
    async (request) => {
      const created = await rfqs.create(callerOf(request), request.body);
      return ok(created, `Your request for quotation went to ${created.recipients.length} storefronts.`);
    },
  );
  app.get(
    '/v1/rfq/get-all',
    {
      config: buy,
      schema: {
        tags,
        summary: 'Your requests for quotation (and your company’s), newest first',
        querystring: rfqQuery,
        response: { 200: pagedEnvelope(rfq) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await rfqs.list(callerOf(request), 'buyer', { ...page, status: request.query.Status });
      return paged(items, total, page);
    },
  );
  app.get(
    '/v1/rfq/get/:id',
    {
      config: buy,
      schema: {
        tags,
        summary: 'One of your requests with every offer (prices hidden while sealed)',
        params: rfqIdParams,
        response: { 200: envelope(rfq) },
      },
    },
    async (request) => ok(await rfqs.get(callerOf(request), 'buyer', request.params.id)),
  );
  app.get(
    '/v1/rfq/compare/:id',
    {
      config: buy,
      schema: {
        tags,
        summary:
          'The offers side by side: a column per storefront, the best price per line, totals with VAT and delivery, a weighted score',
        params: rfqIdParams,
        querystring: compareQuery,
        response: { 200: envelope(comparison) },
      },
    },
    async (request) => ok(await rfqCompare.compare(callerOf(request), request.params.id, request.query)),
  );
  app.get(
    '/v1/rfq/compare/:id/csv',
    { config: buy, schema: { tags, summary: 'The comparison as a CSV file', params: rfqIdParams, querystring: compareQuery } },
    async (request, reply) => {
      const file = await rfqCompare.table(callerOf(request), request.params.id, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(csvFile(file.header, file.rows));
    },
  );
  app.post(
    '/v1/rfq/award/:id',
    {
      config: buy,
      schema: {
        tags,
        summary: 'Award all to one storefront or line by line: one order per storefront at the offered prices (409 for an expired offer)',
        params: rfqIdParams,
        body: awardBody,
        response: { 200: envelope(rfq.extend({ orderIds: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const { rfq: awarded, orderIds } = await rfqAward.award(callerOf(request), request.params.id, request.body);
      return ok(
        { ...awarded, orderIds },
        orderIds.length === 1 ? 'Awarded: your order is placed.' : `Awarded: your ${orderIds.length} orders are placed.`,
      );
    },
  );
  app.post(
    '/v1/rfq/cancel/:id',
    {
      config: buy,
      schema: {
        tags,
        summary: 'Withdraw an open request; the storefronts are told',
        params: rfqIdParams,
        response: { 200: envelope(rfq) },
      },
    },
    async (request) => ok(await rfqs.cancel(callerOf(request), request.params.id), 'Request withdrawn.'),
  );

  app.get(
    '/v1/rfq/received',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Requests your storefront received, newest first',
        querystring: rfqQuery,
        response: { 200: pagedEnvelope(rfq) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await rfqs.list(callerOf(request), 'seller', { ...page, status: request.query.Status });
      return paged(items, total, page);
    },
  );
  app.get(
    '/v1/rfq/received/:id',
    {
      config: sell,
      schema: {
        tags,
        summary: 'One request your storefront received, with your own offers',
        params: rfqIdParams,
        response: { 200: envelope(rfq) },
      },
    },
    async (request) => ok(await rfqs.get(callerOf(request), 'seller', request.params.id)),
  );
  app.post(
    '/v1/rfq/offer/:id',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Offer prices for some or all lines; sent again, a new revision (409 once the request closed)',
        params: rfqIdParams,
        body: offerBody,
        response: { 200: envelope(rfq) },
      },
    },
    async (request) => ok(await rfqOffers.offer(callerOf(request), request.params.id, request.body), 'Your offer was sent to the buyer.'),
  );
  app.post(
    '/v1/rfq/decline/:id',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Decline a request, with a reason',
        params: rfqIdParams,
        body: declineBody,
        response: { 200: envelope(rfq) },
      },
    },
    async (request) => ok(await rfqOffers.decline(callerOf(request), request.params.id, request.body.reason), 'Request declined.'),
  );
  app.get(
    '/v1/rfq/offers/:id',
    {
      config: sell,
      schema: { tags, summary: 'One of your storefront’s offers (any revision)', params: rfqIdParams, response: { 200: envelope(offer) } },
    },
    async (request) => ok(await rfqOffers.offerOf(callerOf(request), request.params.id)),
  );
  app.get(
    '/v1/rfq/preferences',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Whether your storefront takes open requests (by CAS number or market)',
        response: { 200: envelope(rfqPreferences) },
      },
    },
    async (request) => ok(await rfqs.preferences(callerOf(request))),
  );
  app.post(
    '/v1/rfq/preferences',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Take open requests, or keep out of them (picked requests still reach you)',
        body: rfqPreferencesBody,
        response: { 200: envelope(rfqPreferences) },
      },
    },
    async (request) => ok(await rfqs.setPreferences(callerOf(request), request.body), 'Saved.'),
  );
};
