/** Builds every service once per app, on one database. */
import type { Db } from '../db/client.ts';
import { createApplicationsService, createMarketsService } from './catalog-tree.ts';
import { createCompaniesService } from './companies.ts';
import { createProductSearch } from './product-search.ts';
import { createProductsService } from './products.ts';

export function createServices(db: Db) {
  const trees = { markets: createMarketsService(db), applications: createApplicationsService(db) };
  return {
    ...trees,
    companies: createCompaniesService(db),
    products: createProductsService(db, trees),
    searchProducts: createProductSearch(db, trees),
  };
}

export type Services = ReturnType<typeof createServices>;
