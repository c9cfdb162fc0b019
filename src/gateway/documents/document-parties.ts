/**
 * The parties printed on a document: a seller (its storefront and the company behind it), a buyer
 * (its company, or the person who bought) and the platform (from the configuration). A TIN comes
 * from the order's frozen tax standing when it has one (orders.seller_tax, buyer_tax), then the
 * company's tax profile, then the TIN given at verification (companies.tax_id).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DocumentParty } from '../../contracts/documents.ts';
import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema/catalog.ts';
import type { orders } from '../db/schema/commerce.ts';
import { users } from '../db/schema/accounts.ts';
import { companies, companyMembers } from '../db/schema/companies.ts';
import { taxProfiles } from '../db/schema/taxes.ts';

type OrderRow = typeof orders.$inferSelect;

/** The platform as it invoices sellers and acknowledges payments (PLATFORM_* settings). */
export interface PlatformParty {
  name: string;
  legalName: string;
  tin: string | null;
  address: string[];
  country: string;
  email: string | null;
}

export const platformParty = (platform: PlatformParty): DocumentParty => ({
  name: platform.name,
  legalName: platform.legalName,
  tin: platform.tin,
  vatRegistered: Boolean(platform.tin),
  address: platform.address,
  country: platform.country,
  email: platform.email,
  phone: null,
});

/** "12 Creek Road, Apapa" as lines, however the company wrote it. */
const addressLines = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n|,(?=\s)/)
    .map((part) => part.trim())
    .filter(Boolean);

async function companyWithProfile(tx: Db, companyId: string) {
  const [row] = await tx
    .select({ company: companies, profile: taxProfiles })
    .from(companies)
    .leftJoin(taxProfiles, eq(taxProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** Where a company is written to about its documents: its first owner's email (companies keep none of their own). */
async function contactEmail(tx: Db, companyId: string): Promise<string | null> {
  const [owner] = await tx
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
    .orderBy(asc(companyMembers.createdAt))
    .limit(1);
  return owner?.email ?? null;
}

/** The seller of an order: its storefront, and the company behind it when there is one. */
export async function sellerParty(
  tx: Db,
  order: Pick<OrderRow, 'supplierId' | 'sellerTax'>,
): Promise<DocumentParty & { companyId: string | null }> {
  const [row] = await tx
    .select({ supplier: suppliers, company: companies, profile: taxProfiles })
    .from(suppliers)
    .leftJoin(companies, eq(companies.supplierId, suppliers.id))
    .leftJoin(taxProfiles, eq(taxProfiles.companyId, companies.id))
    .where(eq(suppliers.id, order.supplierId));
  const supplier = row!.supplier;
  const company = row!.company;
  const address = addressLines(company?.address);
  const country = (order.sellerTax?.country ?? row!.profile?.country ?? company?.country ?? supplier.country ?? 'NG').toUpperCase();
  return {
    companyId: company?.id ?? null,
    name: supplier.name,
    legalName: company?.legalName && company.legalName !== supplier.name ? company.legalName : null,
    tin: order.sellerTax?.tin ?? row!.profile?.tin ?? company?.taxId ?? null,
    vatRegistered: order.sellerTax?.vatRegistered ?? row!.profile?.vatRegistered ?? false,
    address: address.length ? address : [supplier.city, supplier.country].filter(Boolean),
    country: country.length === 2 ? country : 'NG',
    email: company ? await contactEmail(tx, company.id) : null,
    phone: company?.phone ?? null,
  };
}

/** The buyer of an order: its company (or the person), at the order's shipping address when the company gave none. */
export async function buyerParty(
  tx: Db,
  order: Pick<OrderRow, 'buyerCompanyId' | 'buyerName' | 'buyerEmail' | 'buyerTax' | 'shippingAddress'>,
): Promise<DocumentParty> {
  const shipping = order.shippingAddress;
  const shippedTo = [
    shipping.line1,
    shipping.line2,
    [shipping.city, shipping.state].filter(Boolean).join(', '),
    shipping.postalCode,
  ].filter(Boolean);
  const country = (shipping.country || 'NG').toUpperCase();
  const found = order.buyerCompanyId ? await companyWithProfile(tx, order.buyerCompanyId) : null;
  if (!found)
    return {
      name: order.buyerName,
      legalName: null,
      tin: order.buyerTax?.tin ?? null,
      vatRegistered: order.buyerTax?.vatRegistered ?? false,
      address: shippedTo,
      country,
      email: order.buyerEmail,
      phone: shipping.phone || null,
    };
  const { company, profile } = found;
  const address = addressLines(company.address);
  return {
    name: company.name,
    legalName: company.legalName && company.legalName !== company.name ? company.legalName : null,
    tin: order.buyerTax?.tin ?? profile?.tin ?? company.taxId ?? null,
    vatRegistered: order.buyerTax?.vatRegistered ?? profile?.vatRegistered ?? false,
    address: address.length ? address : shippedTo,
    country: (company.country ?? country).toUpperCase().slice(0, 2),
    email: order.buyerEmail,
    phone: company.phone ?? (shipping.phone || null),
  };
}
