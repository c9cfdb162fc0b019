/**
 * Trade documents (docs/decisions/035-trade-documents.md): tax invoices and credit notes a seller
 * issues to its buyer, the platform's receipts for payments and its commission invoices to sellers;
 * and a seller's dangerous goods transport document for a shipment (038-dangerous-goods.md).
 * An issued document never changes: the database refuses UPDATE and DELETE on it (a trigger in the
 * migration); a correction is a credit note. Its number comes from a series row per issuer, kind and
 * year, moved in the issuing transaction, so a rolled-back issue leaves no gap. What an e-invoicing
 * service answered (the clearance) changes over time and lives in a table of its own.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentKind, IssuedDocumentContent } from '../../../contracts/documents.ts';
import { at, kobo, now } from './columns.ts';
import { suppliers } from './catalog.ts';
import { orders } from './commerce.ts';

/** The last number given in each series: one row per issuer, kind and year. */
export const documentSeries = pgTable(
  'document_series',
  {
    /** `platform`, or `seller:<storefront id>`. */
    issuer: text('issuer').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.kind, t.year] })],
);

export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** `platform`, or `seller:<storefront id>`: whose series numbered it. */
    issuer: text('issuer').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed: "INV-2026-000042". Unique per issuer. */
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The invoice a credit note corrects, or a receipt acknowledges payment of. */
    correctsId: uuid('corrects_id'),
    /** Who sees it: the order's storefront (seller side) and its buyer (none for a commission invoice). */
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    // No foreign keys: a document outlives an account or a company removed later (ON DELETE SET NULL
    // would be an UPDATE, which the database refuses on an issued document).
    buyerUserId: uuid('buyer_user_id'),
    buyerCompanyId: uuid('buyer_company_id'),
    /** The amounts, as printed: before VAT, the VAT and the whole (0 on a transport document, which carries none). */
    netMinor: kobo('net_minor').notNull(),
    vatMinor: kobo('vat_minor').notNull(),
    totalMinor: kobo('total_minor').notNull(),
    currency: text('currency').notNull(),
    paymentReference: text('payment_reference'),
    issuedAt: now('issued_at'),
    /**
     * Everything printed (parties, lines, VAT by rate, totals; a transport document's dangerous
     * goods), frozen at issue: the PDF and the UBL are made from it.
     */
    content: jsonb('content').$type<IssuedDocumentContent>().notNull(),
  },
  (t) => [
    uniqueIndex('issued_documents_number_key').on(t.issuer, t.kind, t.year, t.sequence),
    uniqueIndex('issued_documents_printed_number_key').on(t.issuer, t.number),
    // One tax invoice, one receipt and one commission invoice per order; credit notes as many as refunds.
    uniqueIndex('issued_documents_once_per_order').on(t.orderId, t.kind).where(sql`${t.kind} <> 'credit-note'`),
    index('issued_documents_order_idx').on(t.orderId),
    index('issued_documents_supplier_idx').on(t.supplierId, t.issuedAt),
    index('issued_documents_buyer_company_idx').on(t.buyerCompanyId, t.issuedAt),
    index('issued_documents_buyer_user_idx').on(t.buyerUserId, t.issuedAt),
    check('issued_documents_total_is_its_parts', sql`${t.totalMinor} = ${t.netMinor} + ${t.vatMinor}`),
  ],
);

export const clearanceStates = ['pending', 'cleared', 'failed', 'not-required'] as const;
export type ClearanceState = (typeof clearanceStates)[number];

/** What the e-invoicing service made of a document: mutable, beside the document that never changes. */
export const documentClearances = pgTable(
  'document_clearances',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => issuedDocuments.id),
    state: text('state').$type<ClearanceState>().notNull(),
    /** Invoice Reference Number, the QR code's content and the service's cryptographic stamp, once cleared. */
    irn: text('irn'),
    qrPayload: text('qr_payload'),
    stamp: text('stamp'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the retry job tries again; null when nothing is left to try. */
    nextAttemptAt: at('next_attempt_at'),
    clearedAt: at('cleared_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [index('document_clearances_due_idx').on(t.nextAttemptAt).where(sql`${t.state} in ('pending', 'failed')`)],
);
