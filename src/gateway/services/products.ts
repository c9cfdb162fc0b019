/** Reading products: one product's full detail, batches of details for the site build, by tags. */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../contracts/paging.ts';
import { pageOffset } from '../../contracts/paging.ts';
import type { CatalogExport, ProductDetail, ProductSummary } from '../../contracts/products.ts';
import type { Db } from '../db/client.ts';
import { applications, packages, producers, productApplications, productDocuments, products } from '../db/schema.ts';
import type { TreeService } from './catalog-tree.ts';
import { notFound } from '../errors.ts';
import { selectSummaries, toSummary } from './product-rows.ts';
import { currentCatalogVersion } from './catalog-version.ts';

const detailColumns = {
  formula: products.formula,
  synonyms: products.synonyms,
  description: products.description,
  status: products.status,
  tags: products.tags,
  properties: products.properties,
  additionalInfo: products.additionalInfo,
  leadTimeDays: products.leadTimeDays,
  originCountry: products.originCountry,
  incoterms: products.incoterms,
  ghsPictograms: products.ghsPictograms,
  signalWord: products.signalWord,
  hStatements: products.hStatements,
  pStatements: products.pStatements,
  unNumber: products.unNumber,
  producerId: products.producerId,
  producerSlug: producers.slug,
  producerCountry: producers.country,
  updatedAt: products.updatedAt,
};

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** How long a product's detail (with its stock figures) is served from memory. */
export const DETAIL_TTL_MS = 5000;
const DETAIL_CACHE_SIZE = 5000;

export function createProductsService(db: Db, trees: { markets: TreeService }) {
  /** Full details of published products with the given ids, in id order. */
  async function details(where: ReturnType<typeof and>, limit: number): Promise<ProductDetail[]> {
    const rows = await selectSummaries(db).where(where).orderBy(asc(products.id)).limit(limit);
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [extra, pkgs, docs, apps, tree] = await Promise.all([
      db.select({ id: products.id, ...detailColumns }).from(products)
        .leftJoin(producers, eq(producers.id, products.producerId)).where(inArray(products.id, ids)),
      db.select().from(packages).where(inArray(packages.productId, ids)).orderBy(asc(packages.position), asc(packages.id)),
      db.select().from(productDocuments).where(inArray(productDocuments.productId, ids)).orderBy(asc(productDocuments.id)),
      db.select({ productId: productApplications.productId, id: applications.id, slug: applications.slug, name: applications.name })
        .from(productApplications).innerJoin(applications, eq(applications.id, productApplications.applicationId))
        .where(inArray(productApplications.productId, ids)).orderBy(asc(applications.name)),
      trees.markets.tree(),
    ]);
    const extraById = new Map(extra.map((e) => [e.id, e]));
    const pkgsBy = groupBy(pkgs, (p) => p.productId);
    const docsBy = groupBy(docs, (d) => d.productId);
    const appsBy = groupBy(apps, (a) => a.productId);
    return rows.map((row) => {
      const e = extraById.get(row.id)!;
      return {
        ...toSummary(row),
        formula: e.formula,
        synonyms: e.synonyms,
        description: e.description,
        status: e.status,
        tags: e.tags,
        properties: e.properties,
        additionalInfo: e.additionalInfo,
        leadTimeDays: e.leadTimeDays,
        originCountry: e.originCountry,
        incoterms: e.incoterms,
        ghsPictograms: e.ghsPictograms,
        signalWord: e.signalWord,
        hStatements: e.hStatements,
        pStatements: e.pStatements,
        unNumber: e.unNumber,
        marketPath: tree.pathTo(row.marketId).map(({ id, slug, name }) => ({ id, slug, name })),
        applications: (appsBy.get(row.id) ?? []).map(({ id, slug, name }) => ({ id, slug, name })),
        producer: e.producerId !== null && row.producerName !== null
          ? { id: e.producerId, slug: e.producerSlug!, name: row.producerName, country: e.producerCountry! }
          : null,
        packages: (pkgsBy.get(row.id) ?? []).map((p) => ({
          id: p.id, label: p.label, unit: p.unit, size: Number(p.size),
          priceMinor: Number(p.priceMinor), currency: p.currency, stock: p.stock,
        })),
        documents: (docsBy.get(row.id) ?? []).map((d) => ({
          id: d.id, kind: d.kind, title: d.title, language: d.language, fileUrl: d.fileUrl, issuedAt: d.issuedAt.toISOString(),
        })),
        updatedAt: e.updatedAt.toISOString(),
      };
    });
  }

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
        value.catch(() => { if (detailCache.get(id) === cached) detailCache.delete(id); });
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
      const tagArray = sql`array[${sql.join(lowered.map((t) => sql`${t}`), sql`, `)}]::text[]`;
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
