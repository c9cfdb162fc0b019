/**
 * What the static site's publishing reads (docs/decisions/020-incremental-publishing.md): which
 * products and storefronts changed since the catalog version the site shows (stamped by
 * bumpCatalogVersion and recordCompanyChange in catalog/catalog-version.ts, and migration 0013),
 * the details of some products, and where every address a product page ever had leads now (the
 * addresses are kept by a trigger of migration 0014).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProductDetail } from '../../contracts/products.ts';
import type { CatalogChanges, RouteRule, RouteRules } from '../../contracts/site-publishing.ts';
import { marketPath } from '../../contracts/urls.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { type TreeService, loadProductDetails } from '../catalog/index.ts';
import { rowsOf } from '../db/rows.ts';

/** Rows of a raw query, whichever driver ran it (node-postgres answers with `rows`, PGlite too). */
const ints = (values: unknown): number[] => ((values as (number | string)[] | null) ?? []).map(Number);

interface HistoryRow {
  product_id: number;
  paths: string[];
  last_market: number;
  last_market_slug: string | null;
  status: string | null;
  current: string | null;
}

export function createSitePublishing(db: Db, trees: { markets: TreeService }) {
  /** Rules of the products with recorded addresses: all those asked for, or those with something to say. */
  async function history(where: { productIds: number[] } | { afterId: number; limit: number }): Promise<HistoryRow[]> {
    const scope =
      'productIds' in where
        ? sql`product_id in (${sql.join(
            where.productIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`product_id > ${where.afterId}`;
    const worth = 'productIds' in where ? sql`true` : sql`(cardinality(h.paths) > 1 or p.status is distinct from 'published')`;
    const limit = 'productIds' in where ? sql`` : sql`limit ${where.limit}`;
    return rowsOf<HistoryRow>(
      await db.execute(sql`
        with h as (
          select product_id,
                 array_agg(path order by recorded_at desc, path) as paths,
                 (array_agg(market_id order by recorded_at desc, path))[1] as last_market
          from product_paths where ${scope}
          group by product_id
        )
        select h.product_id, h.paths, h.last_market, lm.slug as last_market_slug, p.status,
               case when p.status = 'published' then '/product/' || p.slug || '/' || m.slug || '/' || p.id end as current
        from h
        left join products p on p.id = h.product_id
        left join markets m on m.id = p.market_id
        left join markets lm on lm.id = h.last_market
        where ${worth}
        order by h.product_id
        ${limit}`),
    );
  }

  async function toRules(rows: HistoryRow[]): Promise<RouteRule[]> {
    const retiredIds = rows.filter((r) => r.status !== null && r.status !== 'published').map((r) => Number(r.product_id));
    const retired = new Map(
      retiredIds.length
        ? (await loadProductDetails(db, trees.markets, inArray(products.id, retiredIds), retiredIds.length)).map((p) => [p.id, p])
        : [],
    );
    return rows.map((row): RouteRule => {
      const productId = Number(row.product_id);
      const paths = row.paths;
      if (row.current !== null) {
        return { productId, status: 'published', path: row.current, previous: paths.filter((p) => p !== row.current), retired: null };
      }
      const detail = retired.get(productId);
      if (detail) {
        const { name, grade, casNumber, market, marketPath: path, applications } = detail;
        return {
          productId,
          status: 'retired',
          path: paths[0]!,
          previous: paths.slice(1),
          retired: { name, grade, casNumber, market, marketPath: path, applications },
        };
      }
      // Deleted: its addresses lead to the page of the market it was last in.
      const market = row.last_market_slug === null ? '/markets' : marketPath(row.last_market_slug, Number(row.last_market));
      return { productId, status: 'removed', path: market, previous: paths, retired: null };
    });
  }

  return {
    /**
     * What changed after catalog version `since`: the version now and the changes in one statement
     * (one snapshot). Versions commit in order (bumpCatalogVersion holds the version's row until
     * commit), so "stamped above `since`" is exactly what changed since.
     */
    async changes(since: number, limit: number): Promise<CatalogChanges> {
      const [row] = rowsOf<{ version: number; products: unknown; removed: unknown; suppliers: unknown; producers: unknown }>(
        await db.execute(sql`
          select (select coalesce(max(version), 0) from catalog_state) as version,
                 array(select id from products where catalog_version > ${since} order by id limit ${limit + 1}) as products,
                 array(select product_id from catalog_removals where catalog_version > ${since}) as removed,
                 array(select distinct company_id from catalog_company_changes where catalog_version > ${since} and kind = 'supplier') as suppliers,
                 array(select distinct company_id from catalog_company_changes where catalog_version > ${since} and kind = 'producer') as producers`),
      );
      const version = Number(row!.version);
      const changed = [...new Set([...ints(row!.products), ...ints(row!.removed)])].sort((a, b) => a - b);
      if (since > version || changed.length > limit) return { version, products: [], suppliers: [], producers: [], tooMany: true };
      return { version, products: changed, suppliers: ints(row!.suppliers), producers: ints(row!.producers), tooMany: false };
    },

    /** Full details of the published products among `ids`, in id order. */
    async products(ids: number[]): Promise<ProductDetail[]> {
      if (!ids.length) return [];
      return loadProductDetails(db, trees.markets, and(eq(products.status, 'published'), inArray(products.id, ids)), ids.length);
    },

    /**
     * Where product addresses lead. Without `productIds`: every product that has an old address or
     * is no longer published, in id order, `limit` at a time. With: those products, each with its
     * rule (a product never published has none).
     */
    async routeRules(query: { afterId: number; limit: number; productIds?: number[] | undefined }): Promise<RouteRules> {
      if (query.productIds) {
        return { items: await toRules(await history({ productIds: query.productIds })), nextAfterId: null };
      }
      const rows = await history({ afterId: query.afterId, limit: query.limit });
      return {
        items: await toRules(rows),
        nextAfterId: rows.length === query.limit ? Number(rows.at(-1)!.product_id) : null,
      };
    },
  };
}

export type SitePublishing = ReturnType<typeof createSitePublishing>;
