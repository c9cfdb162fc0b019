/**
 * Writing an issued document, whatever its kind: dated by the services' clock, numbered in its
 * issuer's series as the last step before the row is written (numbering.ts: the series row stays
 * locked from there to the commit), with its clearance row and, when the e-invoicing service is to
 * clear it, the job that asks after the commit.
 */
import { v7 as uuidv7 } from 'uuid';
import type { DocumentKind, IssuedDocumentContent } from '../../contracts/documents.ts';
import { marketToday } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import type { orders } from '../db/schema/commerce.ts';
import { documentClearances, issuedDocuments } from '../db/schema/documents.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import { nextInSeries, printedNumber } from './numbering.ts';

type OrderRow = typeof orders.$inferSelect;
export type DocumentRow = typeof issuedDocuments.$inferSelect;

export interface IssueRecord {
  kind: DocumentKind;
  /** `platform`, or `seller:<storefront id>`: whose series numbers it. */
  issuer: string;
  order: OrderRow;
  correctsId: string | null;
  /** Who sees it besides the storefront: the order's buyer, or nobody (a commission invoice). */
  buyerSees: boolean;
  totals: { netMinor: number; vatMinor: number; totalMinor: number };
  paymentReference: string | null;
  /** Whether the e-invoicing service clears it. */
  clear: boolean;
  /** What it prints, once its number and date are known. */
  content: (number: string, issuedAt: Date) => IssuedDocumentContent;
}

export async function writeDocument(tx: Db, deps: { clock: () => Date; jobs: JobQueue | null }, record: IssueRecord): Promise<DocumentRow> {
  const { order, totals } = record;
  const at = deps.clock();
  const year = Number(marketToday(at).slice(0, 4));
  // Last: the series row stays locked from here to the commit.
  const sequence = await nextInSeries(tx, record.issuer, record.kind, year);
  const number = printedNumber(record.kind, year, sequence);
  const id = uuidv7();
  const [row] = await tx
    .insert(issuedDocuments)
    .values({
      id,
      kind: record.kind,
      issuer: record.issuer,
      year,
      sequence,
      number,
      orderId: order.id,
      correctsId: record.correctsId,
      supplierId: order.supplierId,
      buyerUserId: record.buyerSees ? order.buyerUserId : null,
      buyerCompanyId: record.buyerSees ? order.buyerCompanyId : null,
      netMinor: totals.netMinor,
      vatMinor: totals.vatMinor,
      totalMinor: totals.totalMinor,
      currency: order.currency,
      paymentReference: record.paymentReference,
      issuedAt: at,
      content: record.content(number, at),
    })
    .returning();
  await tx.insert(documentClearances).values({
    documentId: id,
    state: record.clear ? 'pending' : 'not-required',
    nextAttemptAt: record.clear ? at : null,
    updatedAt: at,
  });
  if (record.clear) await deps.jobs?.send('documents.clear', { documentId: id }, { db: tx });
  return row!;
}
