/** Spec §7 "Marketplace": applications (technologies). All public. */
import { z } from 'zod';
import { levelGroup, menuItem, techMenuQuery } from '../../contracts/catalog-tree.ts';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf, pagingQuery } from '../../contracts/paging.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { TreeService } from './catalog-tree.ts';

export const technologiesRoutes: Routes<{ applications: TreeService }> = async (app, { services }) => {
  const tags = ['Technologies'];
  const config = { access: 'public' as const };

  // The spec fetches "the applications list" at start without naming its path; it mirrors getmarkets.
  app.get(
    '/v1/technologies/gettechnologies',
    {
      config,
      schema: {
        tags,
        summary: 'The applications list: top-level applications, each with its menu tree (spec §3)',
        querystring: pagingQuery,
        response: { 200: pagedEnvelope(menuItem) },
      },
    },
    async ({ query }) => {
      const page = pageOf(query);
      const { items, total } = await services.applications.menu({ ...page, showSubMenu: true });
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/technologies/tech-menu',
    {
      config,
      schema: {
        tags,
        summary: "Applications as a menu tree; TechnologyId lists that application's children",
        querystring: techMenuQuery,
        response: { 200: pagedEnvelope(menuItem) },
      },
    },
    async ({ query }) => {
      const page = pageOf(query);
      const { items, total } = await services.applications.menu({
        ...page,
        showSubMenu: query.ShowSubMenu ?? false,
        rootId: query.TechnologyId,
      });
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/technologies/gettechnologylevels',
    {
      config,
      schema: { tags, summary: 'Applications grouped by level', response: { 200: envelope(z.array(levelGroup)) } },
    },
    async () => ok(await services.applications.levels()),
  );
};
