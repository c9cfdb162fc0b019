/**
 * /catalog-trees.json: the markets and applications with their menu trees, as the islands read them
 * (src/lib/catalog-trees.ts). Every page with an island fills its stores from it at app start
 * (spec §4), without a call to the gateway and without weighing on the pages that have none.
 */
import type { APIRoute } from 'astro';
import { loadCatalogIndex } from '../build/catalog-index.ts';
import { type CatalogTrees, catalogNodes } from '../lib/catalog-trees.ts';

export const GET: APIRoute = async () => {
  const catalog = await loadCatalogIndex();
  const trees: CatalogTrees = { markets: catalogNodes(catalog.markets), applications: catalogNodes(catalog.applications) };
  return new Response(JSON.stringify(trees), { headers: { 'content-type': 'application/json' } });
};
