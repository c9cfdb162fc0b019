/**
 * The storefront a company sells through (companies.supplier_id): found for the seller's product
 * calls, and opened from the company's name and country with its first product, so a new seller
 * can start selling. Another storefront's product answers "not found", never "forbidden".
 */
import { eq, ilike, or, sql } from 'drizzle-orm';
import { slugify } from '../../contracts/urls.ts';
import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { supplierOfCompany } from '../platform/parties/parties.ts';

export const notInStorefront = (id: number) => notFound(`No product with id ${id} in your storefront.`);

/** The company's storefront, or null when it sells through none yet. */
export const storefrontOf = (db: Db, companyId: string) => supplierOfCompany(db, companyId);

/** The company's storefront; a company without one has no product `productId` either. */
export async function requireStorefront(db: Db, companyId: string, productId: number): Promise<number> {
  const supplierId = await storefrontOf(db, companyId);
  if (supplierId === null) throw notInStorefront(productId);
  return supplierId;
}

/**
 * The company's storefront, made from the company's name and country when it has none. The company
 * row is locked so two first products make one storefront.
 */
export async function ensureStorefront(tx: Db, companyId: string): Promise<{ supplierId: number; created: boolean }> {
  const [company] = await tx
    .select({ name: companies.name, country: companies.country, supplierId: companies.supplierId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) throw new HttpError(403, 'This needs a company account.');
  if (company.supplierId !== null) return { supplierId: company.supplierId, created: false };
  const base = slugify(company.name) || 'seller';
  const taken = new Set(
    (
      await tx
        .select({ slug: suppliers.slug })
        .from(suppliers)
        .where(or(eq(suppliers.slug, base), ilike(suppliers.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  const [supplier] = await tx
    .insert(suppliers)
    .values({ slug, name: company.name, country: company.country ?? 'NG' })
    .returning({ id: suppliers.id });
  await tx.update(companies).set({ supplierId: supplier!.id, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
  return { supplierId: supplier!.id, created: true };
}
