/**
 * Campaigns (the spec's /campaign area; docs/decisions/019-campaigns.md): a seller's price
 * promotions, their orders, statistics and CSV. Every route needs the `sell` permission and a
 * storefront; the public sees campaign prices through the catalog calls and `marketplace/deals`.
 */
import { z } from 'zod';
import {
  campaignBody,
  campaignProductOption,
  campaignProductsQuery,
  campaignStats,
  campaignTransaction,
  campaignUpdateBody,
  campaignView,
  campaignsQuery,
  statsQuery,
} from '../../contracts/campaigns.ts';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { koboToDecimal } from '../../contracts/money.ts';
import { pageOf, pagingQuery } from '../../contracts/paging.ts';
import { currentMember } from '../platform/http/access.ts';
import { csvFile } from '../platform/http/csv.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { CampaignsService } from './campaigns.ts';

export const campaignRoutes: Routes<{ campaigns: CampaignsService }> = async (app, { services }) => {
  const tags = ['Campaigns'];
  const config = { access: { permission: 'sell' as const } };
  const { campaigns } = services;
  const idParams = z.object({ id: z.string().max(64) });
  const one = { 200: envelope(campaignView) };

  app.get(
    '/v1/campaigns',
    {
      config,
      schema: {
        tags,
        summary: 'The storefront’s campaigns, newest first',
        querystring: campaignsQuery,
        response: { 200: pagedEnvelope(campaignView) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await campaigns.list(currentMember(request), { ...page, status: request.query.status });
      return paged(items, total, page);
    },
  );

  app.post(
    '/v1/campaigns',
    { config, schema: { tags, summary: 'Start a campaign on some of your published products', body: campaignBody, response: one } },
    async (request) => ok(await campaigns.create(currentMember(request), request.body), 'Campaign saved.'),
  );

  app.get(
    '/v1/campaigns/products',
    {
      config,
      schema: {
        tags,
        summary: 'Your published products to choose from',
        querystring: campaignProductsQuery,
        response: { 200: envelope(z.array(campaignProductOption)) },
      },
    },
    async (request) => ok(await campaigns.productOptions(currentMember(request), request.query.search)),
  );

  app.get(
    '/v1/campaigns/:id',
    { config, schema: { tags, summary: 'A campaign with its products and prices', params: idParams, response: one } },
    async (request) => ok(await campaigns.get(currentMember(request), request.params.id)),
  );

  app.put(
    '/v1/campaigns/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a campaign (the discount, floor and start only before it starts: 409 after)',
        params: idParams,
        body: campaignUpdateBody,
        response: one,
      },
    },
    async (request) => ok(await campaigns.update(currentMember(request), request.params.id, request.body), 'Campaign saved.'),
  );

  for (const [action, done] of [
    ['pause', 'Campaign paused.'],
    ['resume', 'Campaign resumed.'],
    ['end', 'Campaign ended.'],
  ] as const)
    app.post(
      `/v1/campaigns/:id/${action}`,
      { config, schema: { tags, summary: `${action[0]!.toUpperCase()}${action.slice(1)} a campaign`, params: idParams, response: one } },
      async (request) => ok(await campaigns[action](currentMember(request), request.params.id), done),
    );

  app.get(
    '/v1/campaigns/:id/transactions',
    {
      config,
      schema: {
        tags,
        summary: 'The orders that used the campaign, newest first',
        params: idParams,
        querystring: pagingQuery,
        response: { 200: pagedEnvelope(campaignTransaction) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await campaigns.transactions(currentMember(request), request.params.id, page);
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/campaigns/:id/transactions.csv',
    { config, schema: { tags, summary: 'The campaign’s orders as CSV, a line per order line', params: idParams } },
    async (request, reply) => {
      const member = currentMember(request);
      const rows: string[][] = [];
      for (let pageNumber = 1; ; pageNumber++) {
        const { items, total } = await campaigns.transactions(member, request.params.id, { pageNumber, pageSize: 200 });
        for (const t of items)
          for (const l of t.lines)
            rows.push([
              t.placedAt.slice(0, 10),
              t.orderNumber,
              t.buyerName,
              t.status,
              `${l.productName}, ${l.packageLabel}`,
              String(l.quantity),
              koboToDecimal(l.listUnitPriceMinor),
              koboToDecimal(l.unitPriceMinor),
              koboToDecimal(l.discountMinor),
              koboToDecimal(l.unitPriceMinor * l.quantity),
            ]);
        if (pageNumber * 200 >= total) break;
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="campaign-transactions.csv"')
        .send(
          csvFile(
            [
              'Date',
              'Order',
              'Buyer',
              'Status',
              'Line',
              'Quantity',
              'List price (NGN)',
              'Campaign price (NGN)',
              'Discount (NGN)',
              'Revenue (NGN)',
            ],
            rows,
          ),
        );
    },
  );

  app.get(
    '/v1/campaigns/:id/stats',
    {
      config,
      schema: {
        tags,
        summary: 'Views, orders, revenue, discount and conversion, by day',
        params: idParams,
        querystring: statsQuery,
        response: { 200: envelope(campaignStats) },
      },
    },
    async (request) => ok(await campaigns.stats(currentMember(request), request.params.id, request.query.days)),
  );
};
