/**
 * The one assembly of a product's full detail (summary, description, safety data, market path,
 * applications, producer, packages, documents): the public product page and the site build read
 * it for published products, the seller's product form for the storefront's own in any status.
 */
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ProductDetail } from '../../contracts/products.ts';
import type { Db } from '../db/client.ts';
import { applications, packages, producers, productApplications, productDocuments, products } from '../db/schema/catalog.ts';
import type { TreeService } from './catalog-tree.ts';
import { selectSummaries, toSummary } from './product-rows.ts';
import { bestSale, publishedCampaigns, saleInfoOf } from './campaign-prices.ts';
import { publicTransport, readTransport } from '../dangerous-goods/index.ts';

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
  vatTreatment: products.vatTreatment,
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

/** Full details of the products `where` selects, in id order, at most `limit`: six queries however many. */
export async function loadProductDetails(db: Db, markets: TreeService, where: SQL | undefined, limit: number): Promise<ProductDetail[]> {
  const rows = await selectSummaries(db).where(where).orderBy(asc(products.id)).limit(limit);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [extra, pkgs, docs, apps, tree, sales, transport] = await Promise.all([
    db
      .select({ id: products.id, ...detailColumns })
      .from(products)
      .leftJoin(producers, eq(producers.id, products.producerId))
      .where(inArray(products.id, ids)),
    db.select().from(packages).where(inArray(packages.productId, ids)).orderBy(asc(packages.position), asc(packages.id)),
    db.select().from(productDocuments).where(inArray(productDocuments.productId, ids)).orderBy(asc(productDocuments.id)),
    db
      .select({ productId: productApplications.productId, id: applications.id, slug: applications.slug, name: applications.name })
      .from(productApplications)
      .innerJoin(applications, eq(applications.id, productApplications.applicationId))
      .where(inArray(productApplications.productId, ids))
      .orderBy(asc(applications.name)),
    markets.tree(),
    publishedCampaigns(db, ids),
    readTransport(db, ids),
  ]);
  const extraById = new Map(extra.map((e) => [e.id, e]));
  const pkgsBy = groupBy(pkgs, (p) => p.productId);
  const docsBy = groupBy(docs, (d) => d.productId);
  const appsBy = groupBy(apps, (a) => a.productId);
  return rows.map((row) => {
    const e = extraById.get(row.id)!;
    const classified = transport.get(row.id)!;
    const product = classified.product && publicTransport(classified.product);
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
      unNumber: product?.unNumber ?? null,
      transport: product,
      vatTreatment: e.vatTreatment,
      marketPath: tree.pathTo(row.marketId).map(({ id, slug, name }) => ({ id, slug, name })),
      applications: (appsBy.get(row.id) ?? []).map(({ id, slug, name }) => ({ id, slug, name })),
      producer:
        e.producerId !== null && row.producerName !== null
          ? { id: e.producerId, slug: e.producerSlug!, name: row.producerName, country: e.producerCountry! }
          : null,
      packages: (pkgsBy.get(row.id) ?? []).map((p) => ({
        id: p.id,
        label: p.label,
        unit: p.unit,
        size: Number(p.size),
        priceMinor: Number(p.priceMinor),
        currency: p.currency,
        stock: p.stock,
        sale: saleInfoOf(bestSale(Number(p.priceMinor), sales.get(row.id) ?? [])),
        transport: classified.packages.has(p.id) ? publicTransport(classified.packages.get(p.id)!) : null,
      })),
      documents: (docsBy.get(row.id) ?? []).map((d) => ({
        id: d.id,
        kind: d.kind,
        title: d.title,
        language: d.language,
        fileUrl: d.fileUrl,
        issuedAt: d.issuedAt.toISOString(),
      })),
      updatedAt: e.updatedAt.toISOString(),
    };
  });
}
