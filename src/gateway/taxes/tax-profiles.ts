/**
 * Tax profiles: a company's TIN, whether it is registered for VAT and since when, and the country
 * whose rates apply. A seller's decides whether its sales carry VAT; both parties' are copied onto
 * each order and printed on its documents.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { normalTin, ratePercent, type TaxProfile, type taxProfileBody } from '../../contracts/tax.ts';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { taxProfiles } from '../db/schema/taxes.ts';
import { fieldError } from '../platform/errors.ts';
import { type TaxSettings, type TaxStanding, vatOnSales } from './vat-rates.ts';

const standingColumns = {
  tin: taxProfiles.tin,
  vatRegistered: taxProfiles.vatRegistered,
  vatRegisteredFrom: taxProfiles.vatRegisteredFrom,
  country: taxProfiles.country,
};

/** A company's standing, or null when it has set none. */
export async function companyTaxStanding(handle: Db, companyId: string | null): Promise<TaxStanding | null> {
  if (!companyId) return null;
  const [row] = await handle.select(standingColumns).from(taxProfiles).where(eq(taxProfiles.companyId, companyId));
  return row ?? null;
}

/** The standing of the company behind each storefront, by supplier id; a storefront with no company or profile is absent. */
export async function sellerTaxStandings(handle: Db, supplierIds: number[]): Promise<Map<number, TaxStanding>> {
  if (!supplierIds.length) return new Map();
  const rows = await handle
    .select({ supplierId: companies.supplierId, ...standingColumns })
    .from(taxProfiles)
    .innerJoin(companies, eq(companies.id, taxProfiles.companyId))
    .where(inArray(companies.supplierId, supplierIds));
  return new Map(rows.map(({ supplierId, ...standing }) => [supplierId!, standing]));
}

export function createTaxProfiles(db: Db, deps: { tax: TaxSettings; clock: () => Date }) {
  const view = (row: (TaxStanding & { updatedAt: Date | null }) | null): TaxProfile => {
    const standing = row ?? { tin: null, vatRegistered: false, vatRegisteredFrom: null, country: 'NG', updatedAt: null };
    return {
      tin: standing.tin,
      vatRegistered: standing.vatRegistered,
      vatRegisteredFrom: standing.vatRegisteredFrom,
      country: standing.country,
      standardRateBps: deps.tax.rates[standing.country] ?? null,
      chargesVat: vatOnSales(standing, deps.tax.rates, deps.clock()).chargesVat,
      updatedAt: standing.updatedAt?.toISOString() ?? null,
    };
  };

  async function get(companyId: string): Promise<TaxProfile> {
    const [row] = await db
      .select({ ...standingColumns, updatedAt: taxProfiles.updatedAt })
      .from(taxProfiles)
      .where(eq(taxProfiles.companyId, companyId));
    return view(row ?? null);
  }

  return {
    get,

    /** Sets the company's profile whole. A VAT registration needs a rate configured for the country. */
    async set(companyId: string, body: z.output<typeof taxProfileBody>): Promise<TaxProfile> {
      const rate = deps.tax.rates[body.country];
      if (body.vatRegistered && !rate)
        throw fieldError('country', `has no VAT rate configured here${rate === 0 ? ` (its rate is ${ratePercent(0)})` : ''}`);
      const values = {
        tin: body.tin === null ? null : normalTin(body.tin),
        vatRegistered: body.vatRegistered,
        vatRegisteredFrom: body.vatRegistered ? body.vatRegisteredFrom : null,
        country: body.country,
      };
      await db
        .insert(taxProfiles)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: taxProfiles.companyId, set: { ...values, updatedAt: sql`now()` } });
      return get(companyId);
    },
  };
}

export type TaxProfiles = ReturnType<typeof createTaxProfiles>;
