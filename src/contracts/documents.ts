/**
 * Trade documents (docs/decisions/035-trade-documents.md): what an issued document holds, as frozen
 * at issue (the PDF and the UBL are made from it), and the Documents list's requests and answers.
 * Amounts are kobo. The dangerous goods transport document of a shipment lives beside them
 * (docs/decisions/038-dangerous-goods.md): same list, numbering and immutability, its own content.
 */
import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import type { HazardClass, PackingGroup, QuantityProvision } from './dangerous-goods.ts';
import { optional, pagingQuery } from './paging.ts';
export * from './document-kinds.ts';
import { documentKinds, type DocumentKind } from './document-kinds.ts';

const isoDate = calendarDay('must be a date like 2026-11-24');

export const documentKind = z.enum(documentKinds);
/** The kinds that carry money (and VAT): all but the dangerous goods transport document. */
export type TradeDocumentKind = Exclude<DocumentKind, 'transport-document'>;

/** A party as printed: who it is, where, and its taxpayer number. */
export interface DocumentParty {
  name: string;
  /** The registered name when it differs from the trading name. */
  legalName: string | null;
  tin: string | null;
  vatRegistered: boolean;
  /** One line per row of the address. */
  address: string[];
  /** ISO country code. */
  country: string;
  email: string | null;
  phone: string | null;
}

export type VatCategory = 'standard' | 'zero-rated' | 'exempt';

export interface DocumentLine {
  description: string;
  /** The order line it comes from; null for delivery, commission and payment lines. */
  orderLineId: string | null;
  quantity: number;
  /** What one costs before VAT. */
  unitPriceMinor: number;
  netMinor: number;
  vatCategory: VatCategory;
  vatRateBps: number;
  vatMinor: number;
  /** The delivery line of an order. */
  delivery?: boolean;
}

export interface VatBreakdown {
  category: VatCategory;
  rateBps: number;
  taxableMinor: number;
  vatMinor: number;
}

/** Everything printed on a trade document, frozen when it is issued. */
export interface DocumentContent {
  kind: TradeDocumentKind;
  number: string;
  /** ISO instant. */
  issuedAt: string;
  currency: string;
  /** The marketplace's name, in the header. */
  marketplace: string;
  issuer: DocumentParty;
  customer: DocumentParty;
  order: { id: string; number: string; placedAt: string; paymentMethod: string };
  /** The invoice a credit note corrects or a receipt acknowledges payment of. */
  corrects: { id: string; number: string; issuedAt: string } | null;
  lines: DocumentLine[];
  vatBreakdown: VatBreakdown[];
  totals: { netMinor: number; vatMinor: number; totalMinor: number };
  payment: { method: string; reference: string | null; status: string } | null;
  /** A sentence under the lines (a credit note's reason, a receipt's words). */
  note: string | null;
}

/**
 * One line of dangerous goods as a transport document prints it (UN Model Regulations 5.4.1.4.1 and
 * 5.4.1.5): the classification the line was sold with (stated when the order was placed), the packages and the quantity.
 */
export interface TransportDocumentLine {
  orderLineId: string;
  productName: string;
  unNumber: string;
  /** The proper shipping name, with the technical name in brackets where the entry needs one (N.O.S.). */
  properShippingName: string;
  hazardClass: HazardClass;
  subsidiaryRisks: HazardClass[];
  packingGroup: PackingGroup | null;
  /** How many packages, and what kind ("25 L jerrycan"). */
  packages: number;
  packageKind: string;
  /** The total net quantity: packages × their size, in the package's unit (L or kg). */
  netQuantity: number;
  unit: string;
  quantity: QuantityProvision;
  marinePollutant: boolean;
}

/** A line of the same shipment that is not dangerous goods, listed apart. */
export interface TransportOtherLine {
  description: string;
  packages: number;
  /** Why it is not in the dangerous goods table. */
  status: 'not-dangerous' | 'not-stated';
}

/**
 * A dangerous goods transport document (UN Model Regulations 5.4.1, ADR 5.4.1), frozen when the
 * order ships: consignor (the seller) and consignee (the buyer, at the delivery address), the
 * dangerous lines, the other goods, the 24-hour emergency telephone and the shipper's declaration.
 */
export interface TransportDocumentContent {
  kind: 'transport-document';
  number: string;
  /** ISO instant: when the order shipped. */
  issuedAt: string;
  marketplace: string;
  /** The consignor. */
  issuer: DocumentParty;
  /** The consignee. */
  customer: DocumentParty;
  /** Where the goods go: the order's shipping address, one line per row, with the person who receives them. */
  deliverTo: string[];
  order: { id: string; number: string; placedAt: string };
  /** What the seller told the buyer about the shipment (carrier, waybill). */
  trackingNote: string | null;
  goods: TransportDocumentLine[];
  otherGoods: TransportOtherLine[];
  /** The consignor's 24-hour emergency telephone; null when it gave none (the document says so). */
  emergencyPhone: string | null;
  /** The consignor's ordinary telephone, printed beside a missing emergency one. */
  consignorPhone: string | null;
  /** The reference list the classifications were checked against, with its edition. */
  source: string;
}

/** What an issued document holds: a trade document's content, or a transport document's. */
export type IssuedDocumentContent = DocumentContent | TransportDocumentContent;

export const clearanceState = z.enum(['pending', 'cleared', 'failed', 'not-required']);

export const documentClearance = z.object({
  state: clearanceState,
  irn: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  clearedAt: z.string().nullable(),
});

/** A document in a list and on its order. */
export const documentSummary = z.object({
  id: z.string(),
  kind: documentKind,
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  issuerName: z.string(),
  customerName: z.string(),
  totalMinor: z.number().int(),
  currency: z.string(),
  issuedAt: z.string(),
  clearance: documentClearance,
  pdfUrl: z.string(),
  ublUrl: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

/** What an order's answer carries of its documents. */
export const orderDocument = documentSummary.pick({ id: true, kind: true, number: true, issuedAt: true }).extend({
  clearanceState,
});
export type OrderDocument = z.infer<typeof orderDocument>;

export const documentsQuery = pagingQuery.extend({
  Kind: optional(documentKind),
  /** Issued on or after this market day, and on or before `To`. */
  From: optional(isoDate),
  To: optional(isoDate),
  OrderId: optional(z.string().max(100)),
  /** A document number or an order number, or part of one. */
  Search: optional(z.string().trim().max(100)),
});

export const documentsExportQuery = z.object({
  From: isoDate,
  To: isoDate,
  Kind: optional(documentKind),
});

export const documentIdParams = z.object({ id: z.string().max(100) });
