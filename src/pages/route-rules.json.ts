/**
 * /route-rules.json: where every old product address and every short form of a route leads now,
 * and the shell pages (the route-rules manifest, src/build/route-rules.ts). The all-in-one server answers 301 from it; the
 * build also writes it as `_redirects` for static hosts.
 */
import type { APIRoute } from 'astro';
import { loadCatalogIndex } from '../build/catalog-index.ts';
import { flattenMenu } from '../build/catalog-source.ts';
import { routeRulesManifest } from '../build/route-rules.ts';
import { shortRoutes } from '../build/short-routes.ts';

export const GET: APIRoute = async () => {
  const catalog = await loadCatalogIndex();
  const short = shortRoutes({
    markets: flattenMenu(catalog.markets),
    applications: flattenMenu(catalog.applications),
    products: catalog.products,
    retired: catalog.retired,
  });
  return new Response(JSON.stringify(routeRulesManifest(catalog.rules, short)), { headers: { 'content-type': 'application/json' } });
};
