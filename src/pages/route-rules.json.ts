/**
 * /route-rules.json: where every old product address leads now, and the shell pages (the
 * route-rules manifest, src/build/route-rules.ts). The all-in-one server answers 301 from it; the
 * build also writes it as `_redirects` for static hosts.
 */
import type { APIRoute } from 'astro';
import { loadCatalogIndex } from '../build/catalog-index.ts';
import { routeRulesManifest } from '../build/route-rules.ts';

export const GET: APIRoute = async () => {
  const catalog = await loadCatalogIndex();
  return new Response(JSON.stringify(routeRulesManifest(catalog.rules)), { headers: { 'content-type': 'application/json' } });
};
