/**
 * Build-time access to the gateway: the static pages are rendered from what these calls return.
 * Each loader runs once per build (memoised), however many pages read it.
 */
import { ofetch } from 'ofetch';
import type { LevelGroup, MenuItem, TreeItem } from '../contracts/catalog-tree.ts';
import type { Producer, Supplier, SupplierSummary } from '../contracts/companies.ts';
import type { Envelope, PagedEnvelope } from '../contracts/envelope.ts';
import type { CatalogExport, ProductDetail, ProductSummary } from '../contracts/products.ts';
import { type CatalogChanges, MAX_IDS, type RouteRule, type RouteRules } from '../contracts/site-publishing.ts';

const gateway = ofetch.create({
  baseURL: `${process.env.GATEWAY_URL || 'http://127.0.0.1:4322'}/api`,
  headers: { Accept: 'application/json' },
  retry: 2,
  retryDelay: 500,
});

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/** Walks every page of a paged call. */
async function allPages<T>(path: string, query: Record<string, unknown> = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const body = await gateway<PagedEnvelope<T>>(path, { query: { ...query, PageNumber: page, PageSize: 200 } });
    items.push(...body.data);
    if (page >= body.totalPages) return items;
  }
}

export const loadMarketsMenu = once(() => allPages<MenuItem>('/v1/marketplace/getmarkets-menu', { ShowSubMenu: true }));
export const loadApplicationsMenu = once(() => allPages<MenuItem>('/v1/technologies/tech-menu', { ShowSubMenu: true }));
/** Markets and applications grouped by level (1 is the top): the header's menus list the top level. */
export const loadMarketLevels = once(async () => (await gateway<Envelope<LevelGroup[]>>('/v1/marketplace/getmarketlevels')).data);
export const loadApplicationLevels = once(async () => (await gateway<Envelope<LevelGroup[]>>('/v1/technologies/gettechnologylevels')).data);
export const loadProducers = once(() => allPages<Producer>('/v1/marketplace/get-producers'));
export const loadFeaturedProducers = once(() => allPages<Producer>('/v1/marketplace/get-featured-manufacturers'));
export const loadSuppliers = once(() => allPages<SupplierSummary & { productCount: number }>('/v1/suppliercatalog/get-suppliers'));

export async function loadSupplier(id: number): Promise<Supplier> {
  return (await gateway<Envelope<Supplier>>('/v1/suppliercatalog/supplierdetails', { query: { supplierId: id } })).data;
}

/**
 * Every published product with its full detail, in id order, one slice of the export at a time:
 * the build keeps what it needs of each slice and lets the rest go (docs/decisions/045).
 */
export async function forEachExportSlice(take: (products: ProductDetail[]) => void): Promise<void> {
  const slice = (after: number): Promise<Envelope<CatalogExport>> =>
    gateway('/v1/marketplace/catalog-export', { query: { AfterId: after, Limit: 1000 } });
  // The next slice is asked for before this one is taken, so the gateway reads it meanwhile.
  for (let next: Promise<Envelope<CatalogExport>> | null = slice(0); next; ) {
    const { data }: Envelope<CatalogExport> = await next;
    next = data.nextAfterId === null ? null : slice(data.nextAfterId);
    try {
      if (data.items.length) take(data.items);
    } catch (error) {
      next?.catch(() => {});
      throw error;
    }
  }
}

/** The published products among `ids`, with their full detail, in id order (a partial publish's). */
export async function loadProductsByIds(ids: readonly number[]): Promise<ProductDetail[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const batches: number[][] = [];
  for (let i = 0; i < sorted.length; i += MAX_IDS) batches.push(sorted.slice(i, i + MAX_IDS));
  const answers = await Promise.all(
    batches.map((batch) => gateway<Envelope<ProductDetail[]>>('/v1/site-publishing/products', { query: { Ids: batch.join(',') } })),
  );
  return answers.flatMap((body) => body.data);
}

/** The catalog version now (read before the catalog, so the build is at least as new as it). */
export async function loadCatalogVersion(): Promise<number> {
  return (await gateway<Envelope<CatalogChanges>>('/v1/site-publishing/changes', { query: { SinceVersion: 0, Limit: 1 } })).data.version;
}

/** Where every old product address leads: all rules (a full build), or those of some products. */
export async function loadRouteRules(productIds?: readonly number[]): Promise<RouteRule[]> {
  const rules: RouteRule[] = [];
  if (productIds) {
    const ids = [...new Set(productIds)];
    for (let i = 0; i < ids.length; i += MAX_IDS) {
      const body: Envelope<RouteRules> = await gateway('/v1/site-publishing/route-rules', {
        query: { ProductIds: ids.slice(i, i + MAX_IDS).join(',') },
      });
      rules.push(...body.data.items);
    }
    return rules;
  }
  for (let after: number | null = 0; after !== null; ) {
    const body: Envelope<RouteRules> = await gateway('/v1/site-publishing/route-rules', { query: { AfterId: after, Limit: 5000 } });
    rules.push(...body.data.items);
    after = body.data.nextAfterId;
  }
  return rules;
}

/** Flattens a menu tree into its nodes, parents before children. */
export function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.subMenu)]);
}

export type { MenuItem, TreeItem, ProductDetail, ProductSummary };

/** Featured products first: what the home page shows. */
export const loadFeaturedProducts = once(
  async () =>
    (
      await gateway<PagedEnvelope<ProductSummary>>('/v2/marketplace/products', {
        method: 'POST',
        body: { sortOrder: 'relevance', pageSize: 8 },
      })
    ).data,
);
