/** Producers and suppliers as the catalog lists them. */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Producer, Supplier, SupplierSummary } from '../../contracts/companies.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { markets, producers, products, suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { containsPattern } from '../db/escape-like.ts';
import { fileUrlOf } from '../platform/files/file-url.ts';
import { notFound } from '../platform/errors.ts';

/**
 * Published products of the producer or supplier in the outer query. Written with explicit
 * table names: Drizzle leaves columns unqualified in single-table selects, which would make the
 * subquery compare products with themselves.
 */
const publishedCount = (owner: 'producer' | 'supplier') =>
  sql<number>`(select count(*)::int from products p where p.${sql.raw(owner)}_id = ${sql.raw(`"${owner}s"."id"`)} and p.status = 'published')`;

export function createCompaniesService(db: Db) {
  async function listProducers(options: Page & { search?: string | undefined; featuredOnly: boolean }) {
    const where: SQL[] = [];
    if (options.featuredOnly) where.push(eq(producers.featured, true));
    if (options.search) where.push(ilike(producers.name, containsPattern(options.search)));
    const filter = where.length ? and(...where) : undefined;
    const [rows, total] = await Promise.all([
      db
        .select({
          id: producers.id,
          slug: producers.slug,
          name: producers.name,
          country: producers.country,
          city: producers.city,
          about: producers.about,
          founded: producers.founded,
          logoUrl: producers.logoUrl,
          featured: producers.featured,
          productCount: publishedCount('producer'),
        })
        .from(producers)
        .where(filter)
        .orderBy(desc(producers.featured), asc(producers.name))
        .limit(options.pageSize)
        .offset(pageOffset(options)),
      db.$count(producers, filter),
    ]);
    return { items: rows satisfies Producer[], total };
  }

  const summaryColumns = {
    id: suppliers.id,
    slug: suppliers.slug,
    name: suppliers.name,
    country: suppliers.country,
    city: suppliers.city,
    logoUrl: suppliers.logoUrl,
    verified: suppliers.verified,
  };

  return {
    listProducers,

    async listSuppliers(options: Page & { search?: string | undefined; country?: string | undefined }) {
      const where: SQL[] = [];
      if (options.search) where.push(ilike(suppliers.name, containsPattern(options.search)));
      if (options.country) where.push(eq(suppliers.country, options.country));
      const filter = where.length ? and(...where) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({ ...summaryColumns, productCount: publishedCount('supplier') })
          .from(suppliers)
          .where(filter)
          .orderBy(desc(suppliers.verified), asc(suppliers.name))
          .limit(options.pageSize)
          .offset(pageOffset(options)),
        db.$count(suppliers, filter),
      ]);
      return { items: rows satisfies (SupplierSummary & { productCount: number })[], total };
    },

    async supplierDetails(key: { supplierId?: number | undefined; slug?: string | undefined }): Promise<Supplier> {
      const [found] = await db
        .select({
          supplier: { ...summaryColumns, about: suppliers.about, founded: suppliers.founded, productCount: publishedCount('supplier') },
          company: {
            logoFileId: companies.logoFileId,
            bannerFileId: companies.bannerFileId,
            brandColor: companies.brandColor,
            about: companies.about,
            links: companies.links,
          },
        })
        .from(suppliers)
        .leftJoin(companies, eq(companies.supplierId, suppliers.id))
        .where(key.supplierId !== undefined ? eq(suppliers.id, key.supplierId) : eq(suppliers.slug, key.slug!));
      if (!found)
        throw notFound(
          key.supplierId !== undefined ? `No supplier with supplierId ${key.supplierId}.` : `No supplier with slug ${key.slug}.`,
        );
      const id = found.supplier.id;
      const { supplier: row, company } = found;
      const branding =
        company && (company.logoFileId || company.bannerFileId || company.brandColor || company.about || company.links?.length)
          ? {
              logoUrl: fileUrlOf(company.logoFileId),
              bannerUrl: fileUrlOf(company.bannerFileId),
              brandColor: company.brandColor,
              about: company.about,
              links: company.links ?? [],
            }
          : null;
      const served = await db
        .select({ id: markets.id, slug: markets.slug, name: markets.name, productCount: count() })
        .from(products)
        .innerJoin(markets, eq(markets.id, products.marketId))
        .where(and(eq(products.supplierId, id), eq(products.status, 'published')))
        .groupBy(markets.id, markets.slug, markets.name)
        .orderBy(desc(count()), asc(markets.name));
      return { ...row, branding, markets: served.map((m) => ({ ...m, productCount: Number(m.productCount) })) };
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
