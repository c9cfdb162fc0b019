/**
 * The storefront home (spec §7 "storefront stats and charts"): orders, revenue, open requests and
 * product views (counted by POST /v1/marketplace/product-view, in catalog/marketplace-routes.ts).
 */
import { envelope } from '../../contracts/envelope.ts';
import { statsQuery, storefrontCharts, storefrontStats } from '../../contracts/storefront-stats.ts';
import { currentMember } from '../platform/http/access.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { StorefrontStatsService } from './storefront-stats.ts';

export const storefrontStatsRoutes: Routes<{ storefrontStats: StorefrontStatsService }> = async (app, { services }) => {
  const tags = ['Storefront'];
  const sell = { access: { permission: 'sell' as const } };
  const stats = services.storefrontStats;

  app.get(
    '/v1/storefront/stats',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Orders, revenue, open requests, product views and products of your storefront over the last Days (7, 30 or 90)',
        querystring: statsQuery,
        response: { 200: envelope(storefrontStats) },
      },
    },
    async (request) => ok(await stats.stats(currentMember(request), request.query.Days)),
  );

  app.get(
    '/v1/storefront/charts',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Orders and revenue per day over the last Days (7, 30 or 90), days without orders at zero',
        querystring: statsQuery,
        response: { 200: envelope(storefrontCharts) },
      },
    },
    async (request) => ok(await stats.charts(currentMember(request), request.query.Days)),
  );
};
