/**
 * Spec §7 "Marketplace": markets, products, producers, and the product-page view beacon. All public.
 * The family's search is search/marketplace-search-routes.ts, its deals campaigns/deals-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketsMenuQuery, levelGroup, menuItem } from '../../contracts/catalog-tree.ts';
import { producer, searchQuery } from '../../contracts/companies.ts';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf, pagingQuery } from '../../contracts/paging.ts';
import {
  catalogExport,
  catalogExportQuery,
  productDetail,
  productIdQuery,
  productsByTagsBody,
  productSummary,
} from '../../contracts/products.ts';
import { productViewBody } from '../../contracts/storefront-stats.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { TreeService } from './catalog-tree.ts';
import type { ProductsService } from './products.ts';
import type { CompaniesService } from './company-listings.ts';
import type { StorefrontStatsService } from './storefront-stats.ts';

export const marketplaceRoutes: Routes<{
  markets: TreeService;
  products: ProductsService;
  companies: CompaniesService;
  storefrontStats: StorefrontStatsService;
}> = async (app, { services }) => {
  const tags = ['Marketplace'];
  const config = { access: 'public' as const };

  app.get(
    '/v1/marketplace/getmarkets',
    {
      config,
      schema: {
        tags,
        summary: 'The markets list: top-level markets, each with its menu tree (spec §3; fetched at start with PageSize 200)',
        querystring: pagingQuery,
        response: { 200: pagedEnvelope(menuItem) },
      },
    },
    async ({ query }) => {
      const page = pageOf(query);
      const { items, total } = await services.markets.menu({ ...page, showSubMenu: true });
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/marketplace/getmarkets-menu',
    {
      config,
      schema: {
        tags,
        summary: "Markets as a menu tree; MarketId lists that market's sub-markets",
        querystring: marketsMenuQuery,
        response: { 200: pagedEnvelope(menuItem) },
      },
    },
    async ({ query }) => {
      const page = pageOf(query);
      const { items, total } = await services.markets.menu({ ...page, showSubMenu: query.ShowSubMenu ?? false, rootId: query.MarketId });
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/marketplace/getmarketlevels',
    {
      config,
      schema: { tags, summary: 'Markets grouped by level', response: { 200: envelope(z.array(levelGroup)) } },
    },
    async () => ok(await services.markets.levels()),
  );

  app.get(
    '/v1/marketplace/get-featured-manufacturers',
    {
      config,
      schema: { tags, summary: 'Featured producers', querystring: searchQuery, response: { 200: pagedEnvelope(producer) } },
    },
    async ({ query }) => {
      const page = pageOf(query);
      const { items, total } = await services.companies.listProducers({ ...page, search: query.Search, featuredOnly: true });
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/marketplace/get-producers',
    {
      config,
      schema: { tags, summary: 'Producers', querystring: searchQuery, response: { 200: pagedEnvelope(producer) } },
    },
    async ({ query }) => {
      const page = pageOf(query);
      const { items, total } = await services.companies.listProducers({ ...page, search: query.Search, featuredOnly: false });
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/marketplace/get-product',
    {
      config,
      schema: { tags, summary: 'One published product', querystring: productIdQuery, response: { 200: envelope(productDetail) } },
    },
    async ({ query }) => ok(await services.products.getProduct(query.productId)),
  );

  app.post(
    '/v1/marketplace/get-products-bytags',
    {
      config,
      schema: {
        tags,
        summary: 'Published products carrying any of the tags',
        body: productsByTagsBody,
        response: { 200: pagedEnvelope(productSummary) },
      },
    },
    async ({ body }) => {
      const { items, total } = await services.products.byTags(body.tags, body);
      return paged(items, total, body);
    },
  );

  app.get(
    '/v1/marketplace/catalog-export',
    {
      config,
      schema: {
        tags,
        summary: 'Full details of published products in id order, for the static site build',
        querystring: catalogExportQuery,
        response: { 200: envelope(catalogExport) },
      },
    },
    async ({ query }) => ok(await services.products.exportBatch(query.AfterId, query.Limit)),
  );

  await app.register(productViewBeacon, { services });
};

/**
 * navigator.sendBeacon posts a string as text/plain: this plugin reads it as JSON, in its own scope,
 * so the other marketplace routes keep refusing text/plain bodies.
 */
const productViewBeacon: FastifyPluginAsyncZod<{ services: { storefrontStats: StorefrontStatsService } }> = async (app, { services }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });
  app.post(
    '/v1/marketplace/product-view',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Marketplace'],
        summary: 'Count a view of a product page (sent with navigator.sendBeacon; limited per address)',
        body: productViewBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await services.storefrontStats.recordView(request.body.productId, request.ip);
      return ok(null);
    },
  );
};
