/** Spec §7: supplier details, and the supplier list the catalog pages link from. All public. */
import { z } from 'zod';
import { supplier, supplierDetailsQuery, supplierSummary, suppliersQuery } from '../../contracts/companies.ts';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf } from '../../contracts/paging.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { CompaniesService } from './company-listings.ts';

export const supplierCatalogRoutes: Routes<{ companies: CompaniesService }> = async (app, { services }) => {
  const tags = ['Supplier catalog'];
  const config = { access: 'public' as const };

  app.get(
    '/v1/suppliercatalog/supplierdetails',
    {
      config,
      schema: { tags, summary: 'One supplier', querystring: supplierDetailsQuery, response: { 200: envelope(supplier) } },
    },
    async ({ query }) => ok(await services.companies.supplierDetails(query)),
  );

  app.get(
    '/v1/suppliercatalog/get-suppliers',
    {
      config,
      schema: {
        tags,
        summary: 'Suppliers, verified first',
        querystring: suppliersQuery,
        response: { 200: pagedEnvelope(supplierSummary.extend({ productCount: z.number().int() })) },
      },
    },
    async ({ query }) => {
      const page = pageOf(query);
      const { items, total } = await services.companies.listSuppliers({ ...page, search: query.Search, country: query.Country });
      return paged(items, total, page);
    },
  );
};
