/**
 * Who sees a request for quotation and how: the buyer (the person and their company's buyers) sees
 * every storefront it went to and every offer, with prices hidden while a sealed request is open;
 * a storefront it went to sees the request and its own offers only. Anyone else gets 404.
 */
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { fileUrl } from '../../contracts/files.ts';
import { isUuid } from '../../contracts/ids.ts';
import { marketToday } from '../../contracts/requests.ts';
import type { Offer, Rfq } from '../../contracts/rfq.ts';
import type { Db } from '../db/client.ts';
import { packages, suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { rfqAwards, rfqFiles, rfqLines, rfqOfferLines, rfqOffers, rfqRecipients, rfqs } from '../db/schema/rfq.ts';
import { notFound } from '../platform/errors.ts';
import { type Caller, onBuyerSide, storefrontOf } from '../platform/parties/parties.ts';

export type RfqRow = typeof rfqs.$inferSelect;
export type Viewer = { side: 'buyer' } | { side: 'seller'; supplierId: number };

/** A malformed id, another party's request and an unknown one all answer the same 404. */
export function rfqId(id: string): string {
  if (!isUuid(id)) throw notFound('No such request for quotation.');
  return id.toLowerCase();
}

/** The request as the caller may see it from a side, or 404. */
export async function visibleRfq(
  handle: Db,
  caller: Caller,
  side: 'buyer' | 'seller',
  id: string,
): Promise<{ row: RfqRow; viewer: Viewer }> {
  const key = rfqId(id);
  if (side === 'buyer') {
    const [row] = await handle
      .select()
      .from(rfqs)
      .where(and(eq(rfqs.id, key), onBuyerSide(rfqs, caller)));
    if (!row) throw notFound('No such request for quotation.');
    return { row, viewer: { side } };
  }
  const supplierId = await storefrontOf(handle, caller);
  const [found] = await handle
    .select({ row: rfqs })
    .from(rfqs)
    .innerJoin(rfqRecipients, and(eq(rfqRecipients.rfqId, rfqs.id), eq(rfqRecipients.supplierId, supplierId)))
    .where(eq(rfqs.id, key));
  if (!found) throw notFound('No such request for quotation.');
  return { row: found.row, viewer: { side, supplierId } };
}

/** Offers still come in: the request is open and its closing time has not come. */
export const takesOffers = (row: RfqRow, now: Date) => row.status === 'open' && row.closesAt > now;
/** The buyer sees no price yet: sealed, and still taking offers. */
export const pricesHidden = (row: RfqRow, viewer: Viewer, now: Date) => viewer.side === 'buyer' && row.sealed && takesOffers(row, now);

export async function linesOf(handle: Db, rfqId: string) {
  return handle.select().from(rfqLines).where(eq(rfqLines.rfqId, rfqId)).orderBy(asc(rfqLines.position));
}

const supplierColumns = { id: suppliers.id, name: suppliers.name, slug: suppliers.slug };

/** Offers of a request (current only, or every revision), newest revision first, with their lines and documents. */
export async function offersOf(
  handle: Db,
  rfqId: string,
  options: { supplierId?: number; currentOnly?: boolean; hidePrices: boolean; today?: string },
): Promise<Offer[]> {
  const where: SQL[] = [eq(rfqOffers.rfqId, rfqId)];
  if (options.supplierId !== undefined) where.push(eq(rfqOffers.supplierId, options.supplierId));
  if (options.currentOnly) where.push(eq(rfqOffers.superseded, false));
  const rows = await handle
    .select({ offer: rfqOffers, supplier: supplierColumns })
    .from(rfqOffers)
    .innerJoin(suppliers, eq(suppliers.id, rfqOffers.supplierId))
    .where(and(...where))
    .orderBy(asc(rfqOffers.supplierId), desc(rfqOffers.revision));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.offer.id);
  // One after another: inside a transaction the queries share one connection.
  const lines = await handle
    .select({ line: rfqOfferLines, packageLabel: packages.label, position: rfqLines.position })
    .from(rfqOfferLines)
    .innerJoin(packages, eq(packages.id, rfqOfferLines.packageId))
    .innerJoin(rfqLines, eq(rfqLines.id, rfqOfferLines.lineId))
    .where(inArray(rfqOfferLines.offerId, ids))
    .orderBy(asc(rfqLines.position));
  const docs = await handle.select().from(rfqFiles).where(inArray(rfqFiles.offerId, ids));
  const today = options.today ?? marketToday();
  return rows.map(({ offer, supplier }) => ({
    id: offer.id,
    supplier,
    revision: offer.revision,
    superseded: offer.superseded,
    incoterm: offer.incoterm,
    paymentTerms: offer.paymentTerms,
    validUntil: offer.validUntil,
    expired: offer.validUntil < today,
    deliveryMinor: options.hidePrices ? null : offer.deliveryMinor,
    deliveryLabel: offer.deliveryLabel,
    note: offer.note,
    sealed: options.hidePrices,
    lines: lines
      .filter((l) => l.line.offerId === offer.id)
      .map(({ line, packageLabel }) => ({
        lineId: line.lineId,
        packageId: line.packageId,
        packageLabel,
        packages: line.packages,
        unitPriceMinor: options.hidePrices ? null : line.unitPriceMinor,
        lineTotalMinor: options.hidePrices ? null : line.unitPriceMinor * line.packages,
        moq: line.moq,
        packaging: line.packaging,
        leadTimeDays: line.leadTimeDays,
        note: line.note,
      })),
    documents: docs.filter((d) => d.offerId === offer.id).map(fileView),
    createdAt: offer.createdAt.toISOString(),
  }));
}

const fileView = (f: typeof rfqFiles.$inferSelect) => ({ id: f.fileId, name: f.name, kind: f.kind, url: fileUrl(f.fileId) });

/** The whole request as the viewer sees it. */
export async function rfqView(handle: Db, row: RfqRow, viewer: Viewer, now: Date): Promise<Rfq> {
  const hidden = pricesHidden(row, viewer, now);
  const supplierId = viewer.side === 'seller' ? viewer.supplierId : undefined;
  const lines = await linesOf(handle, row.id);
  const recipients = await handle
    .select({ r: rfqRecipients, supplier: supplierColumns })
    .from(rfqRecipients)
    .innerJoin(suppliers, eq(suppliers.id, rfqRecipients.supplierId))
    .where(and(eq(rfqRecipients.rfqId, row.id), supplierId === undefined ? undefined : eq(rfqRecipients.supplierId, supplierId)))
    .orderBy(asc(suppliers.name));
  const offers = await offersOf(handle, row.id, {
    hidePrices: hidden,
    today: marketToday(now),
    ...(supplierId === undefined ? {} : { supplierId }),
  });
  const files = await handle
    .select()
    .from(rfqFiles)
    .where(and(eq(rfqFiles.rfqId, row.id), isNull(rfqFiles.offerId)));
  const awards = await handle
    .select({ lineId: rfqAwards.lineId, supplierId: rfqAwards.supplierId, orderId: rfqAwards.orderId })
    .from(rfqAwards)
    .where(and(eq(rfqAwards.rfqId, row.id), supplierId === undefined ? undefined : eq(rfqAwards.supplierId, supplierId)));
  const company = row.buyerCompanyId
    ? await handle.select({ name: companies.name }).from(companies).where(eq(companies.id, row.buyerCompanyId))
    : [];
  const open = takesOffers(row, now);
  const mine = recipients[0]?.r.status;
  const actions =
    viewer.side === 'buyer'
      ? [
          'compare',
          ...((row.status === 'open' || row.status === 'closed') && !hidden && offers.length ? ['award'] : []),
          ...(row.status === 'open' ? ['cancel'] : []),
        ]
      : open && mine !== 'declined'
        ? ['offer', ...(mine === 'invited' ? ['decline'] : [])]
        : [];
  return {
    id: row.id,
    title: row.title,
    status: row.status === 'open' && !open ? 'closed' : row.status,
    buyer: { name: row.buyerName, companyName: company[0]?.name ?? null },
    lines: lines.map(lineView),
    deliveryPlace: row.deliveryPlace,
    neededBy: row.neededBy,
    incoterm: row.incoterm,
    paymentTerms: row.paymentTerms,
    closesAt: row.closesAt.toISOString(),
    sealed: row.sealed,
    audience: row.audience,
    note: row.note,
    currency: row.currency,
    files: files.map(fileView),
    recipients: recipients.map(({ r, supplier }) => ({
      supplier,
      status: r.status,
      declineReason: r.declineReason,
      respondedAt: r.respondedAt?.toISOString() ?? null,
    })),
    offers,
    awards,
    createdAt: row.createdAt.toISOString(),
    actions,
  };
}

export const lineView = (l: typeof rfqLines.$inferSelect) => ({
  id: l.id,
  position: l.position,
  productId: l.productId,
  name: l.name,
  casNumber: l.casNumber,
  grade: l.grade,
  purity: l.purity,
  quantity: l.quantity,
  unit: l.unit,
  packaging: l.packaging,
});
