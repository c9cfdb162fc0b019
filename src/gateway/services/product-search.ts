/**
 * The marketplace search (POST /api/v2/marketplace/products): full-text over name, synonyms,
 * CAS number and description, with filters, sorting and paging.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductSearch, ProductSummary } from '../../contracts/products.ts';
import { pageOffset } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { productApplications, products, suppliers } from '../db/schema.ts';
import type { TreeService } from './catalog-tree.ts';
import { selectSummaries, toSummary } from './product-rows.ts';
import { currentCatalogVersion } from './catalog-version.ts';

const CAS_NUMBER = /^\d{2,7}-\d{2}-\d$/;
const SEARCH_CACHE_SIZE = 1000;

/**
 * Turns what a buyer typed into a prefix tsquery ("titan dioxi" → "titan:* & dioxi:*"), so results
 * appear while a word is still being typed. Only letters and digits reach the query text.
 */
export function toPrefixTsquery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export function createProductSearch(db: Db, trees: { markets: TreeService; applications: TreeService }) {
  async function conditions(f: ProductSearch): Promise<{ where: SQL[]; rank: SQL | null }> {
    const where: SQL[] = [eq(products.status, 'published')];
    let rank: SQL | null = null;
    if (f.search) {
      if (CAS_NUMBER.test(f.search)) {
        where.push(eq(products.casNumber, f.search));
      } else {
        const tsquery = toPrefixTsquery(f.search);
        if (tsquery) {
          const query = sql`to_tsquery('english', ${tsquery})`;
          // Digits alone may be the start of a CAS number ("7647" → 7647-01-0).
          where.push(
            /^[\d-]+$/.test(f.search)
              ? sql`(${products.search} @@ ${query} or ${products.casNumber} like ${`${f.search}%`})`
              : sql`${products.search} @@ ${query}`,
          );
          // Ranked by name, CAS number and synonyms only (a description that repeats a word must not
          // outrank a product named for it); a match in the description alone ranks last.
          rank = sql`ts_rank(${products.titleSearch}, ${query})`;
        }
      }
    }
    if (f.marketId !== undefined) {
      // A market includes its sub-markets.
      where.push(inArray(products.marketId, (await trees.markets.tree()).descendantIds(f.marketId)));
    }
    if (f.applicationId !== undefined) {
      const ids = (await trees.applications.tree()).descendantIds(f.applicationId);
      where.push(
        sql`exists (select 1 from ${productApplications} pa where pa.product_id = ${products.id} and pa.application_id in ${ids})`,
      );
    }
    if (f.producerId !== undefined) where.push(eq(products.producerId, f.producerId));
    if (f.supplierId !== undefined) where.push(eq(products.supplierId, f.supplierId));
    if (f.country)
      where.push(inArray(products.supplierId, db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.country, f.country))));
    if (f.grade) where.push(sql`lower(${products.grade}) = lower(${f.grade})`);
    if (f.physicalForm) where.push(sql`lower(${products.physicalForm}) = lower(${f.physicalForm})`);
    if (f.minPrice !== undefined) where.push(gte(products.priceFromMinor, f.minPrice));
    if (f.maxPrice !== undefined) where.push(lte(products.priceFromMinor, f.maxPrice));
    return { where, rank };
  }

  function ordering(f: ProductSearch, rank: SQL | null): SQL[] {
    switch (f.sortOrder) {
      case 'price-asc':
        return [sql`${products.priceFromMinor} asc nulls last`, asc(products.id)];
      case 'price-desc':
        return [sql`${products.priceFromMinor} desc nulls last`, asc(products.id)];
      case 'name':
        return [asc(products.name), asc(products.id)];
      case 'newest':
        return [desc(products.createdAt), desc(products.id)];
      default:
        return rank ? [desc(rank), asc(products.id)] : [desc(products.featured), asc(products.id)];
    }
  }

  type Found = { items: ProductSummary[]; total: number };
  /**
   * Answers per catalog version: a search shows nothing that changes without a catalog change
   * (no stock), so a cached answer is exact until the version moves. Popular searches and the
   * market and application listings repeat a lot; a full-text match with ranking over a large
   * catalog costs tens of milliseconds. Insertion order makes the oldest entry the first evicted.
   */
  const cache = new Map<string, { version: number; value: Promise<Found> }>();

  async function run(f: ProductSearch): Promise<Found> {
    const { where, rank } = await conditions(f);
    const filter = and(...where);
    // The page's ids and the number of matches in one pass over narrow rows (a broad word matches
    // a fifth of a large catalog: ranking and counting them twice doubled the work), then what the
    // cards show for those ids only.
    const page = db
      .select({ id: products.id, rank: sql<number>`${rank ?? sql`0`}`.as('rank'), total: sql<string>`count(*) over ()`.as('total') })
      .from(products)
      .where(filter)
      .orderBy(...ordering(f, rank))
      .limit(f.pageSize)
      .offset(pageOffset(f))
      .as('page');
    const rows = await selectSummaries(db, { total: page.total })
      .innerJoin(page, eq(page.id, products.id))
      .orderBy(...ordering(f, rank && sql`${page.rank}`));
    if (rows.length) return { items: rows.map(toSummary), total: Number(rows[0]!.total) };
    // A page past the end still reports how many there are.
    const [counted] = f.pageNumber > 1 ? await db.select({ n: count() }).from(products).where(filter) : [];
    return { items: [], total: Number(counted?.n ?? 0) };
  }

  return async function search(f: ProductSearch): Promise<Found> {
    const version = await currentCatalogVersion(db);
    const key = JSON.stringify(f);
    const hit = cache.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = run(f);
    const entry = { version, value };
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > SEARCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return value;
  };
}
