/**
 * Trade documents (docs/decisions/035-trade-documents.md): what an issued document holds, as frozen
 * at issue (the PDF and the UBL are made from it), and the Documents list's requests and answers.
 * Amounts are kobo.
 */
import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import { optional, pagingQuery } from './paging.ts';

const isoDate = calendarDay('must be a date like 2026-11-24');

export const documentKinds = ['tax-invoice', 'receipt', 'credit-note', 'commission-invoice'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const documentKind = z.enum(documentKinds);

/** How each kind is titled on paper. */
export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  'tax-invoice': 'Tax invoice',
  receipt: 'Receipt',
  'credit-note': 'Credit note',
  'commission-invoice': 'Commission invoice',
};

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

/** Everything printed on a document, frozen when it is issued. */
export interface DocumentContent {
  kind: DocumentKind;
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
