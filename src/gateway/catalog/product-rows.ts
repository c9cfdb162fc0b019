/** The columns every product listing selects, and how a row becomes a ProductSummary. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { ProductSummary } from '../../contracts/products.ts';
import { productPath } from '../../contracts/urls.ts';
import { markets, producers, products, suppliers } from '../db/schema/catalog.ts';
import type { Db } from '../db/client.ts';
import { saleFromColumn } from './campaign-prices.ts';

export const summaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  casNumber: products.casNumber,
  grade: products.grade,
  purity: products.purity,
  physicalForm: products.physicalForm,
  priceFromMinor: products.priceFromMinor,
  currency: products.currency,
  moq: products.moq,
  moqUnit: products.moqUnit,
  imageUrl: products.imageUrl,
  marketId: markets.id,
  marketSlug: markets.slug,
  marketName: markets.name,
  supplierId: suppliers.id,
  supplierSlug: suppliers.slug,
  supplierName: suppliers.name,
  supplierCountry: suppliers.country,
  supplierCity: suppliers.city,
  supplierLogoUrl: suppliers.logoUrl,
  supplierVerified: suppliers.verified,
  producerName: producers.name,
  saleFrom: saleFromColumn,
};

/** products joined with what a summary shows (and `extra` columns); callers add where, order and limit. */
export function selectSummaries<Extra extends Record<string, SQL<unknown> | SQL.Aliased<unknown>> = Record<never, never>>(
  db: Db,
  extra?: Extra,
) {
  return db
    .select({ ...summaryColumns, ...(extra as Extra) })
    .from(products)
    .innerJoin(markets, eq(markets.id, products.marketId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(producers, eq(producers.id, products.producerId));
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    casNumber: row.casNumber,
    grade: row.grade,
    purity: row.purity,
    physicalForm: row.physicalForm,
    market: { id: row.marketId, slug: row.marketSlug, name: row.marketName },
    supplier: {
      id: row.supplierId,
      slug: row.supplierSlug,
      name: row.supplierName,
      country: row.supplierCountry,
      city: row.supplierCity,
      logoUrl: row.supplierLogoUrl,
      verified: row.supplierVerified,
    },
    producerName: row.producerName,
    priceFromMinor: row.priceFromMinor === null ? null : Number(row.priceFromMinor),
    salePriceFromMinor: row.saleFrom ? Number(row.saleFrom.price) : null,
    saleEndsAt: row.saleFrom ? new Date(row.saleFrom.endsAt).toISOString() : null,
    currency: row.currency,
    moq: Number(row.moq),
    moqUnit: row.moqUnit,
    imageUrl: row.imageUrl,
    url: productPath(row.slug, row.marketSlug, row.id),
  };
}

/** A published product's page address now, by its id; null when there is no such published product. */
export async function currentProductPath(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: products.slug, marketSlug: markets.slug })
    .from(products)
    .innerJoin(markets, eq(markets.id, products.marketId))
    .where(and(eq(products.id, id), eq(products.status, 'published')));
  return row ? productPath(row.slug, row.marketSlug, id) : null;
}
