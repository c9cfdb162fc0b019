/** Reading products: one product's full detail, batches of details for the site build, by tags. */
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { CatalogExport, ProductDetail, ProductSummary } from '../../contracts/products.ts';
import type { Db } from '../db/client.ts';
import { packages, products } from '../db/schema/catalog.ts';
import type { TreeService } from './catalog-tree.ts';
import { notFound } from '../platform/errors.ts';
import { loadProductDetails } from './product-details.ts';
import { selectSummaries, toSummary } from './product-rows.ts';
import { currentCatalogVersion } from './catalog-version.ts';

/** How long a product's stock figures are served before they are read again (in the background). */
export const DETAIL_TTL_MS = 5000;
/** Details kept in memory: every product of a catalog of up to 10 000 (about 3 KB of JSON each). */
const DETAIL_CACHE_SIZE = 10_000;
/** Stock reads running in the background at once: under a burst, stock ages a little rather than queue. */
const STOCK_READS_AT_ONCE = 2;
/**
 * Reads of products not yet in memory running at once. The ids asked for meanwhile wait and go
 * together in the next read, one query for all of them: on the embedded database's one connection
 * a burst of 50 first reads is two or three queries rather than 50 in a queue.
 */
const COLD_READS_AT_ONCE = 2;
/** Products in one read of products not yet in memory. */
const COLD_READ_MAX = 200;

export function createProductsService(db: Db, trees: { markets: TreeService }) {
  /** Details of the products `where` selects, in id order; every caller here keeps to published ones. */
  const details = (where: SQL | undefined, limit: number) => loadProductDetails(db, trees.markets, where, limit);

  const published = eq(products.status, 'published');

  /**
   * Product details by id, kept for as long as the catalog version holds (a seller's change shows at
   * once): only stock moves with every purchase without changing the version, so a detail older than
   * DETAIL_TTL_MS is answered as it is while its packages' stock is read again behind it, at most
   * STOCK_READS_AT_ONCE at a time. A cold product is the only answer that waits for the database,
   * and cold products asked for at the same time are read in one query (`readCold`).
   * Map order is insertion order, so the oldest entry is evicted first.
   */
  interface CachedDetail {
    version: number;
    value: Promise<ProductDetail | undefined>;
    stockReadAt: number;
    stockReading: boolean;
  }
  const detailCache = new Map<number, CachedDetail>();
  let stockReads = 0;

  /** Ids waiting for a read of products not yet in memory, and what each caller waits on. */
  const waiting = new Map<number, PromiseWithResolvers<ProductDetail | undefined>>();
  let coldReads = 0;

  function readCold(id: number): Promise<ProductDetail | undefined> {
    let wait = waiting.get(id);
    if (!wait) {
      wait = Promise.withResolvers();
      waiting.set(id, wait);
      // Callers of the same moment join before the read starts.
      setImmediate(startColdReads);
    }
    return wait.promise;
  }

  function startColdReads(): void {
    while (waiting.size && coldReads < COLD_READS_AT_ONCE) {
      const batch = new Map([...waiting].slice(0, COLD_READ_MAX));
      for (const id of batch.keys()) waiting.delete(id);
      coldReads++;
      details(and(published, inArray(products.id, [...batch.keys()])), batch.size)
        .then((rows) => {
          const byId = new Map(rows.map((row) => [row.id, row]));
          for (const [id, wait] of batch) wait.resolve(byId.get(id));
        })
        .catch((error: unknown) => {
          for (const wait of batch.values()) wait.reject(error);
        })
        .finally(() => {
          coldReads--;
          startColdReads();
        });
    }
  }

  function refreshStock(id: number, entry: CachedDetail): void {
    if (entry.stockReading || stockReads >= STOCK_READS_AT_ONCE) return;
    entry.stockReading = true;
    stockReads++;
    Promise.all([entry.value, db.select({ id: packages.id, stock: packages.stock }).from(packages).where(eq(packages.productId, id))])
      .then(([product, rows]) => {
        if (!product) return;
        const stock = new Map(rows.map((r) => [r.id, r.stock]));
        entry.value = Promise.resolve({ ...product, packages: product.packages.map((p) => ({ ...p, stock: stock.get(p.id) ?? p.stock })) });
        entry.stockReadAt = performance.now();
      })
      .catch(() => {}) // the detail as it was stays; the next request tries again
      .finally(() => {
        entry.stockReading = false;
        stockReads--;
      });
  }

  return {
    async getProduct(id: number): Promise<ProductDetail> {
      const version = await currentCatalogVersion(db);
      let entry = detailCache.get(id);
      if (!entry || entry.version !== version) {
        const value = readCold(id);
        const fresh: CachedDetail = { version, value, stockReadAt: performance.now(), stockReading: false };
        entry = fresh;
        detailCache.delete(id);
        detailCache.set(id, fresh);
        if (detailCache.size > DETAIL_CACHE_SIZE) detailCache.delete(detailCache.keys().next().value!);
        value.catch(() => {
          if (detailCache.get(id) === fresh) detailCache.delete(id);
        });
      } else if (performance.now() - entry.stockReadAt > DETAIL_TTL_MS) {
        refreshStock(id, entry);
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
