/** Spec §7 "Marketplace": the search of published products (search-index.ts answers it). Public. */
import { pagedEnvelope } from '../../contracts/envelope.ts';
import { productSearchFilters, productSummary } from '../../contracts/products.ts';
import type { Routes } from '../platform/http/module.ts';
import { paged } from '../platform/http/reply.ts';
import type { ProductSearchService } from './product-search.ts';

export const marketplaceSearchRoutes: Routes<{ searchProducts: ProductSearchService }> = async (app, { services }) => {
  const tags = ['Marketplace'];
  const config = { access: 'public' as const };

  app.post(
    '/v2/marketplace/products',
    {
      config,
      schema: {
        tags,
        summary: 'Search published products; empty and null filters are ignored',
        body: productSearchFilters,
        response: { 200: pagedEnvelope(productSummary) },
      },
    },
    async ({ body }) => {
      const { items, total } = await services.searchProducts(body);
      return paged(items, total, body);
    },
  );
};
