/** Spec §7 "Marketplace": the deals strip of the home page, products on sale now at their campaign price. Public. */
import { z } from 'zod';
import { envelope } from '../../contracts/envelope.ts';
import { optional, wholeNumber } from '../../contracts/paging.ts';
import { productSummary } from '../../contracts/products.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok } from '../platform/http/reply.ts';
import type { CampaignsService } from './campaigns.ts';

export const dealsRoutes: Routes<{ campaigns: CampaignsService }> = async (app, { services }) => {
  const tags = ['Marketplace'];
  const config = { access: 'public' as const };

  app.get(
    '/v1/marketplace/deals',
    {
      config,
      schema: {
        tags,
        summary: 'Products on sale now (campaign prices), soonest-ending first: the home page’s Deals strip',
        querystring: z.object({ Limit: optional(wholeNumber(1, 48)).default(12) }),
        response: { 200: envelope(z.array(productSummary)) },
      },
    },
    async ({ query }) => ok(await services.campaigns.deals(query.Limit)),
  );
};
