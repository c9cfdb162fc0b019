/**
 * The storefront home (spec §7 "storefront stats and charts") and the product-page view beacon
 * (POST /v1/marketplace/product-view) whose counts the stats show.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../contracts/envelope.ts';
import { productViewBody, statsQuery, storefrontCharts, storefrontStats } from '../../contracts/storefront-stats.ts';
import { currentMember } from '../http/access.ts';
import { ok } from '../http/reply.ts';
import type { Services } from '../services/registry.ts';

export const storefrontStatsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const tags = ['Storefront'];
  const sell = { access: { permission: 'sell' as const } };
  const stats = services.storefrontStats;

  app.get('/v1/storefront/stats', {
    config: sell,
    schema: { tags, summary: 'Orders, revenue, open requests, product views and products of your storefront over the last Days (7, 30 or 90)', querystring: statsQuery, response: { 200: envelope(storefrontStats) } },
  }, async (request) => ok(await stats.stats(currentMember(request), request.query.Days)));

  app.get('/v1/storefront/charts', {
    config: sell,
    schema: { tags, summary: 'Orders and revenue per day over the last Days (7, 30 or 90), days without orders at zero', querystring: statsQuery, response: { 200: envelope(storefrontCharts) } },
  }, async (request) => ok(await stats.charts(currentMember(request), request.query.Days)));

  // navigator.sendBeacon posts a string as text/plain: read it as JSON here, in this plugin only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });

  app.post('/v1/marketplace/product-view', {
    config: { access: 'public' },
    schema: { tags: ['Marketplace'], summary: 'Count a view of a product page (sent with navigator.sendBeacon; limited per address)', body: productViewBody, response: { 200: envelope(z.null()) } },
  }, async (request) => {
    await stats.recordView(request.body.productId, request.ip);
    return ok(null);
  });
};
