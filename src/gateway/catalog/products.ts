/** Reading products: one product's full detail, batches of details for the site build, by tags. */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { CatalogExport, ProductDetail, ProductSummary } from '../../contracts/products.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import type { TreeService } from './catalog-tree.ts';
import { notFound } from '../platform/errors.ts';
import { loadProductDetails } from './product-details.ts';
import { selectSummaries, toSummary } from './product-rows.ts';
import { currentCatalogVersion } from './catalog-version.ts';

/** How long a product's detail (with its stock figures) is served from memory. */
export const DETAIL_TTL_MS = 5000;
const DETAIL_CACHE_SIZE = 5000;

export function createProductsService(db: Db, trees: { markets: TreeService }) {
  /** Details of the products `where` selects, in id order; every caller here keeps to published ones. */
  const details = (where: SQL | undefined, limit: number) => loadProductDetails(db, trees.markets, where, limit);

  const published = eq(products.status, 'published');

  /**
   * Product details by id, kept per catalog version (a seller's change shows at once) and for at
   * most DETAIL_TTL_MS (stock moves with every purchase without changing the catalog version).
   * Map order is insertion order, so the oldest entry is evicted first.
   */
  const detailCache = new Map<number, { version: number; loadedAt: number; value: Promise<ProductDetail | undefined> }>();

  return {
    async getProduct(id: number): Promise<ProductDetail> {
      const version = await currentCatalogVersion(db);
      let entry = detailCache.get(id);
      if (!entry || entry.version !== version || performance.now() - entry.loadedAt > DETAIL_TTL_MS) {
        const value = details(and(published, eq(products.id, id)), 1).then((rows) => rows[0]);
        entry = { version, loadedAt: performance.now(), value };
        detailCache.delete(id);
        detailCache.set(id, entry);
        if (detailCache.size > DETAIL_CACHE_SIZE) detailCache.delete(detailCache.keys().next().value!);
        const cached = entry;
        value.catch(() => {
          if (detailCache.get(id) === cached) detailCache.delete(id);
        });
      }
      const product = await entry.value;
      if (!product) throw notFound(`No product with productId ${id}.`);
      return product;
    },

    /** Batches for the static build, walking ids upwards. */
    async exportBatch(afterId: number, limit: number): Promise<CatalogExport> {
      const items = await details(and(published, gt(products.id, afterId)), limit);
      return { items, nextAfterId: items.length === limit ? items[items.length - 1]!.id : null };
    },

    async byTags(tags: string[], page: Page): Promise<{ items: ProductSummary[]; total: number }> {
      const lowered = tags.map((t) => t.toLowerCase());
      const tagArray = sql`array[${sql.join(
        lowered.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`;
      const where = and(published, sql`${products.tags} && ${tagArray}`);
      const [rows, total] = await Promise.all([
        selectSummaries(db).where(where).orderBy(asc(products.id)).limit(page.pageSize).offset(pageOffset(page)),
        db.$count(products, where),
      ]);
      return { items: rows.map(toSummary), total };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
