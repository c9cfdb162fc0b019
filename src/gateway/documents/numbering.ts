/**
 * Document numbers: one unbroken series per issuer, kind and year. The next number is taken by one
 * statement on the series row, inside the issuing transaction: the row stays locked until that
 * transaction ends, so two issues never share a number, and a transaction that rolls back takes its
 * number back with it, leaving no gap (docs/decisions/035-trade-documents.md).
 */
import { sql } from 'drizzle-orm';
import type { DocumentKind } from '../../contracts/documents.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

const PREFIXES: Record<DocumentKind, string> = {
  'tax-invoice': 'INV',
  receipt: 'RCT',
  'credit-note': 'CRN',
  'commission-invoice': 'COM',
  'transport-document': 'DGD',
};

/** Whose series: the platform's, or a storefront's. */
export const sellerIssuer = (supplierId: number) => `seller:${supplierId}`;
export const PLATFORM_ISSUER = 'platform';

/** "INV-2026-000042". */
export const printedNumber = (kind: DocumentKind, year: number, sequence: number) =>
  `${PREFIXES[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

/** The next number of the series, in the caller's transaction. */
export async function nextInSeries(tx: Db, issuer: string, kind: DocumentKind, year: number): Promise<number> {
  const rows = rowsOf<{ last: number }>(
    await tx.execute(sql`insert into document_series (issuer, kind, year, last) values (${issuer}, ${kind}, ${year}, 1)
      on conflict (issuer, kind, year) do update set last = document_series.last + 1
      returning last`),
  );
  return Number(rows[0]!.last);
}
