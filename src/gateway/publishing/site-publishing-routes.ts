/**
 * What the static site's publishing reads (docs/decisions/020-incremental-publishing.md). All
 * public, like the catalog export: it is what the catalog pages show, and old addresses of pages.
 */
import { z } from 'zod';
import { envelope } from '../../contracts/envelope.ts';
import { productDetail } from '../../contracts/products.ts';
import { catalogChanges, catalogChangesQuery, productsByIdsQuery, routeRules, routeRulesQuery } from '../../contracts/site-publishing.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { SitePublishing } from './site-publishing.ts';

export const sitePublishingRoutes: Routes<{ sitePublishing: SitePublishing }> = async (app, { services }) => {
  const tags = ['Site publishing'];
  const config = { access: 'public' as const };

  app.get(
    '/v1/site-publishing/changes',
    {
      config,
      schema: {
        tags,
        summary: 'Products and storefronts changed since a catalog version, and the version now',
        querystring: catalogChangesQuery,
        response: { 200: envelope(catalogChanges) },
      },
    },
    async ({ query }) => ok(await services.sitePublishing.changes(query.SinceVersion, query.Limit)),
  );

  app.get(
    '/v1/site-publishing/products',
    {
      config,
      schema: {
        tags,
        summary: 'Full details of the published products among Ids (at most 200), in id order',
        querystring: productsByIdsQuery,
        response: { 200: envelope(z.array(productDetail)) },
      },
    },
    async ({ query }) => ok(await services.sitePublishing.products(query.Ids)),
  );

  app.get(
    '/v1/site-publishing/route-rules',
    {
      config,
      schema: {
        tags,
        summary: 'Where every address a product page ever had leads now: its page, its page saying it is no longer sold, or its market',
        querystring: routeRulesQuery,
        response: { 200: envelope(routeRules) },
      },
    },
    async ({ query }) =>
      ok(await services.sitePublishing.routeRules({ afterId: query.AfterId, limit: query.Limit, productIds: query.ProductIds })),
  );
};
