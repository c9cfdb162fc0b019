/**
 * The marketplace search (POST /api/v2/marketplace/products): words matched by their start in the
 * name, CAS number, formula, synonyms and description, forgiving spelling variants and typing
 * mistakes, with filters, sorting and paging. The matching, filtering and ordering run on this
 * gateway's in-memory index (src/gateway/search/); the database gives the cards of one page.
 */
import { inArray } from 'drizzle-orm';
import type { ProductSearch, ProductSummary } from '../../contracts/products.ts';
import { pageOffset } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { products, suppliers } from '../db/schema/catalog.ts';
import { createSearchIndex } from './search-index.ts';
import { parseQuery } from './text.ts';
import { hazardBitsOf } from './product-terms.ts';
import { type TreeService, currentCatalogVersion, versionedCache, selectSummaries, toSummary } from '../catalog/index.ts';

const ANSWER_MEMORY = 1000;
const CARD_MEMORY = 20_000;

type Found = { items: ProductSummary[]; total: number };

export function createProductSearch(
  db: Db,
  trees: { markets: TreeService; applications: TreeService },
  options: { log?: (message: string) => void } = {},
) {
  const index = createSearchIndex(db, options);
  const suppliersByCountry = versionedCache(db, async () => {
    const byCountry = new Map<string, number[]>();
    for (const s of await db.select({ id: suppliers.id, country: suppliers.country }).from(suppliers)) {
      byCountry.set(s.country, [...(byCountry.get(s.country) ?? []), s.id]);
    }
    return byCountry;
  });

  /** Product cards per catalog version: a card changes only with the catalog. */
  let cards = { version: -1, byId: new Map<number, ProductSummary>() };
  async function cardsFor(ids: number[], version: number): Promise<ProductSummary[]> {
    if (cards.version !== version) cards = { version, byId: new Map() };
    const { byId } = cards;
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) {
      const rows = await selectSummaries(db).where(inArray(products.id, missing));
      if (byId.size + rows.length > CARD_MEMORY) byId.clear();
      for (const row of rows) byId.set(row.id, toSummary(row));
    }
    // A product removed between the index and this read is left out of the page.
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function run(f: ProductSearch, version: number): Promise<Found> {
    const [searchIndex, marketIds, applicationIds, supplierIds] = await Promise.all([
      index.at(version),
      f.marketId === undefined ? undefined : trees.markets.tree().then((t) => t.descendantIds(f.marketId!)),
      f.applicationId === undefined ? undefined : trees.applications.tree().then((t) => t.descendantIds(f.applicationId!)),
      f.country === undefined ? undefined : suppliersByCountry().then((m) => m.get(f.country!) ?? []),
    ]);
    const { ids, total } = searchIndex.query({
      text: f.search ? parseQuery(f.search) : null,
      marketIds,
      applicationIds,
      supplierIds,
      producerId: f.producerId,
      supplierId: f.supplierId,
      grade: f.grade,
      physicalForm: f.physicalForm,
      minPrice: f.minPrice,
      maxPrice: f.maxPrice,
      hazards: f.hazardClass === undefined ? undefined : hazardBitsOf(f.hazardClass),
      sortOrder: f.sortOrder,
      offset: pageOffset(f),
      limit: f.pageSize,
    });
    return { items: await cardsFor(ids, version), total };
  }

  /**
   * Answers per catalog version: a search shows nothing that changes without a catalog change
   * (no stock), so a remembered answer is exact until the version moves. Insertion order makes the
   * oldest entry the first dropped.
   */
  const answers = new Map<string, { version: number; value: Promise<Found> }>();

  async function search(f: ProductSearch): Promise<Found> {
    const version = await currentCatalogVersion(db);
    const key = JSON.stringify(f);
    const hit = answers.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = run(f, version);
    const entry = { version, value };
    answers.delete(key);
    answers.set(key, entry);
    if (answers.size > ANSWER_MEMORY) answers.delete(answers.keys().next().value!);
    value.catch(() => {
      if (answers.get(key) === entry) answers.delete(key);
    });
    return value;
  }
  /**
   * The catalog version the index holds (null until built) and the catalog's now: the index
   * follows the catalog when a search asks, so the gap is what the next search catches up on.
   */
  async function indexState(): Promise<{ indexVersion: number | null; catalogVersion: number }> {
    return { indexVersion: index.version(), catalogVersion: await currentCatalogVersion(db) };
  }
  return Object.assign(search, { warm: () => index.warm(), indexState });
}

export type ProductSearchService = ReturnType<typeof createProductSearch>;
