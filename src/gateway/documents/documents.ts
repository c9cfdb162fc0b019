/**
 * The Documents list as each side sees it: a buyer (the person who bought and, in a company, its
 * buyers) sees the tax invoices, receipts, credit notes and dangerous goods transport documents of
 * its orders; a seller (its storefront's company) sees those of its orders and its commission
 * invoices; a platform operator sees every document. Another side's document answers 404, like one
 * that does not exist. Each can be had as PDF, as UBL (invoices and credit notes) and, for a period,
 * all in one ZIP (export-zip.ts).
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { DOCUMENT_TITLES, type DocumentKind, type DocumentSummary, hasUbl, type OrderDocument } from '../../contracts/documents.ts';
import { isUuid } from '../../contracts/ids.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/escape-like.ts';
import { orders } from '../db/schema/commerce.ts';
import { documentClearances, issuedDocuments } from '../db/schema/documents.ts';
import type { Member } from '../platform/auth/members.ts';
import type { AttachmentSource } from '../platform/mail/mailer.ts';
import { notFound } from '../platform/errors.ts';
import { onBuyerSide, storefrontOf } from '../platform/parties/parties.ts';
import { MARKET_TIME_ZONE } from '../../contracts/requests.ts';
import { documentPdf } from './document-pdf.ts';
import { transportDocumentPdf } from './transport-document-pdf.ts';
import { ublDocument } from './ubl.ts';

export type DocumentSide = 'buyer' | 'seller' | 'operator';

export interface DocumentsQuery extends Page {
  kind?: DocumentKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  orderId?: string | undefined;
  search?: string | undefined;
}

const missing = () => notFound('No such document.');

/**
 * The instant a market day (yyyy-MM-dd) begins, and the next one, worked out by the database in the
 * market's time zone, so any day the contract accepts (year 1 on) is a bound, however far back.
 */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${MARKET_TIME_ZONE}`;
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${MARKET_TIME_ZONE}`;

type Row = { document: typeof issuedDocuments.$inferSelect; clearance: typeof documentClearances.$inferSelect | null };

const BASES: Record<DocumentSide, string> = {
  buyer: '/api/v1/procurement/documents',
  seller: '/api/v1/storefront/documents',
  operator: '/api/v1/operations/documents',
};

function summary(row: Row, side: DocumentSide): DocumentSummary {
  const { document: d, clearance: c } = row;
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    orderId: d.orderId,
    orderNumber: d.content.order.number,
    issuerName: d.content.issuer.name,
    customerName: d.content.customer.name,
    totalMinor: Number(d.totalMinor),
    currency: d.currency,
    issuedAt: d.issuedAt.toISOString(),
    clearance: {
      state: c?.state ?? 'not-required',
      irn: c?.irn ?? null,
      attempts: c?.attempts ?? 0,
      lastError: c?.lastError ?? null,
      nextAttemptAt: c?.nextAttemptAt?.toISOString() ?? null,
      clearedAt: c?.clearedAt?.toISOString() ?? null,
    },
    pdfUrl: `${BASES[side]}/${d.id}/pdf`,
    ublUrl: hasUbl(d.kind) ? `${BASES[side]}/${d.id}/ubl` : null,
  };
}

/** A document's PDF bytes by its id, whoever asks (for the emails that carry it); null when there is none. */
export async function renderDocumentPdf(db: Db, documentId: string): Promise<{ filename: string; bytes: Buffer } | null> {
  if (!isUuid(documentId)) return null;
  const [row] = await db
    .select({ document: issuedDocuments, clearance: documentClearances })
    .from(issuedDocuments)
    .leftJoin(documentClearances, eq(documentClearances.documentId, issuedDocuments.id))
    .where(eq(issuedDocuments.id, documentId));
  return row ? { filename: `${row.document.number}.pdf`, bytes: await pdfOf(row) } : null;
}

/**
 * The emails' attachment source for trade documents (platform/mail/mailer.ts): `order-document`
 * names an order and a kind ("<orderId>:tax-invoice"), the latest of that kind is rendered when the
 * message is sent; `trade-document` names one document by id.
 */
export function documentAttachments(db: Db): AttachmentSource {
  return async (attachment) => {
    let documentId = attachment.ref;
    if (attachment.source === 'order-document') {
      const [orderId, kind] = attachment.ref.split(':') as [string, DocumentKind];
      if (!isUuid(orderId)) return null;
      const [latest] = await db
        .select({ id: issuedDocuments.id })
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.orderId, orderId), eq(issuedDocuments.kind, kind)))
        .orderBy(desc(issuedDocuments.issuedAt), desc(issuedDocuments.sequence))
        .limit(1);
      if (!latest) return null;
      documentId = latest.id;
    } else if (attachment.source !== 'trade-document') return null;
    const pdf = await renderDocumentPdf(db, documentId);
    return pdf ? { filename: pdf.filename, contentType: 'application/pdf', content: pdf.bytes } : null;
  };
}

const pdfOf = (row: Row) =>
  row.document.content.kind === 'transport-document'
    ? transportDocumentPdf(row.document.content)
    : documentPdf(row.document.content, {
        state: row.clearance?.state ?? 'not-required',
        irn: row.clearance?.irn ?? null,
        qrPayload: row.clearance?.state === 'cleared' ? row.clearance.qrPayload : null,
      });

/** The documents of orders, for the orders' answers (the buyer's side leaves the commission invoice out). */
export async function documentsOfOrders(handle: Db, orderIds: string[], side: 'buyer' | 'seller'): Promise<Map<string, OrderDocument[]>> {
  const found = new Map<string, OrderDocument[]>();
  if (!orderIds.length) return found;
  const rows = await handle
    .select({
      id: issuedDocuments.id,
      orderId: issuedDocuments.orderId,
      kind: issuedDocuments.kind,
      number: issuedDocuments.number,
      issuedAt: issuedDocuments.issuedAt,
      state: documentClearances.state,
    })
    .from(issuedDocuments)
    .leftJoin(documentClearances, eq(documentClearances.documentId, issuedDocuments.id))
    .where(inArray(issuedDocuments.orderId, orderIds))
    .orderBy(asc(issuedDocuments.issuedAt), asc(issuedDocuments.id));
  for (const row of rows) {
    if (side === 'buyer' && row.kind === 'commission-invoice') continue;
    const list = found.get(row.orderId) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      clearanceState: row.state ?? 'not-required',
    });
    found.set(row.orderId, list);
  }
  return found;
}

export function createDocuments(db: Db) {
  async function scope(member: Member, side: DocumentSide): Promise<SQL> {
    if (side === 'buyer') return onBuyerSide(issuedDocuments, member);
    // The route lets operators alone in (access 'operator'); they look at any order's documents.
    if (side === 'operator') return sql`true`;
    return eq(issuedDocuments.supplierId, await storefrontOf(db, member));
  }

  function filters(query: Omit<DocumentsQuery, 'pageNumber' | 'pageSize'>): SQL[] {
    const conditions: SQL[] = [];
    if (query.kind) conditions.push(eq(issuedDocuments.kind, query.kind));
    if (query.from) conditions.push(gte(issuedDocuments.issuedAt, dayStart(query.from)));
    if (query.to) conditions.push(lt(issuedDocuments.issuedAt, dayAfter(query.to)));
    if (query.orderId) conditions.push(isUuid(query.orderId) ? eq(issuedDocuments.orderId, query.orderId) : sql`false`);
    const search = query.search?.trim();
    if (search) {
      const digits = /^(?:mc-?)?\s*(\d{1,15})$/i.exec(search)?.[1];
      const byNumber = ilike(issuedDocuments.number, containsPattern(search));
      conditions.push(
        digits
          ? or(
              byNumber,
              inArray(
                issuedDocuments.orderId,
                db
                  .select({ id: orders.id })
                  .from(orders)
                  .where(eq(orders.number, Number(digits))),
              ),
            )!
          : byNumber,
      );
    }
    return conditions;
  }

  const select = () =>
    db
      .select({ document: issuedDocuments, clearance: documentClearances })
      .from(issuedDocuments)
      .leftJoin(documentClearances, eq(documentClearances.documentId, issuedDocuments.id));

  async function one(member: Member, side: DocumentSide, id: string): Promise<Row> {
    if (!isUuid(id)) throw missing();
    const [row] = await select().where(and(eq(issuedDocuments.id, id), await scope(member, side)));
    if (!row) throw missing();
    return row;
  }

  return {
    async list(member: Member, side: DocumentSide, query: DocumentsQuery) {
      const where = and(await scope(member, side), ...filters(query));
      const [rows, total] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(issuedDocuments.issuedAt), desc(issuedDocuments.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.$count(issuedDocuments, where),
      ]);
      return { items: rows.map((row) => summary(row, side)), total };
    },

    get: async (member: Member, side: DocumentSide, id: string) => summary(await one(member, side, id), side),

    async pdf(member: Member, side: DocumentSide, id: string) {
      const row = await one(member, side, id);
      return { filename: `${row.document.number}.pdf`, bytes: await pdfOf(row) };
    },

    async ubl(member: Member, side: DocumentSide, id: string) {
      const row = await one(member, side, id);
      const xml = ublDocument(row.document.content);
      if (!xml) throw notFound(`A ${DOCUMENT_TITLES[row.document.kind].toLowerCase()} has no UBL form; download its PDF.`);
      return { filename: `${row.document.number}.xml`, xml };
    },

    /** The period's documents, oldest first, for the ZIP export (at most 2000). */
    async forExport(member: Member, side: DocumentSide, query: { from: string; to: string; kind?: DocumentKind | undefined }) {
      const where = and(await scope(member, side), ...filters(query));
      return select().where(where).orderBy(asc(issuedDocuments.issuedAt), asc(issuedDocuments.id)).limit(2000);
    },

    pdfOf,
  };
}

export type Documents = ReturnType<typeof createDocuments>;
