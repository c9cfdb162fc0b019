/**
 * An account's history as lines people read (a wallet's transactions, a financing statement's
 * repayments) and the platform's newest transfers for the operations console. A hold is one line
 * whose state follows what resolved it: held until posted (completed, at the amount posted) or
 * voided (released); posts and voids are not lines of their own.
 */
import { sql } from 'drizzle-orm';
import { MARKET_TIME_ZONE } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/escape-like.ts';
import { rowsOf } from '../db/rows.ts';
import type { LedgerAccountKind, LedgerTransferKind } from '../db/schema/ledger.ts';

/** Where a hold stands: still held, posted (completed) or voided (released). A posted transfer is completed. */
export type LineStatus = 'held' | 'completed' | 'released';

export interface StatementLine {
  id: string;
  code: string;
  status: LineStatus;
  direction: 'in' | 'out';
  /** Kobo: a posted hold's line shows the amount posted. */
  amount: number;
  reference: string | null;
  createdAt: Date;
}

/** Which lines, and which page of them (dates are market days, yyyy-MM-dd, both included). */
export interface StatementQuery {
  pageNumber: number;
  pageSize: number;
  code?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Part of the reference, in any case. */
  search?: string | undefined;
}

/** The account's lines, newest first, and how many match the filters. */
export async function statementLines(db: Db, accountId: string, query: StatementQuery): Promise<{ items: StatementLine[]; total: number }> {
  const filters = [sql`true`];
  if (query.code) filters.push(sql`l.code = ${query.code}`);
  if (query.status) filters.push(sql`l.status = ${query.status}`);
  if (query.from) filters.push(sql`l.created_at >= (${query.from}::date::timestamp at time zone ${MARKET_TIME_ZONE})`);
  if (query.to) filters.push(sql`l.created_at < ((${query.to}::date + 1)::timestamp at time zone ${MARKET_TIME_ZONE})`);
  if (query.search) filters.push(sql`l.reference ilike ${containsPattern(query.search)}`);
  const rows = rowsOf<{
    id: string;
    code: string;
    status: LineStatus;
    direction: 'in' | 'out';
    amount: string;
    reference: string | null;
    created_at: string | Date;
    total: number;
  }>(
    await db.execute(sql`
      with lines as (
        select t.id, t.code, t.reference, t.created_at,
          case when t.debit_account_id = ${accountId} then 'out' else 'in' end as direction,
          case when t.kind = 'single' then 'completed' when r.kind = 'post' then 'completed' when r.kind = 'void' then 'released' else 'held' end as status,
          case when r.kind = 'post' then r.amount else t.amount end as amount
        from ledger_transfers t
        left join ledger_transfers r on r.pending_id = t.id
        where t.kind in ('single', 'pending') and (t.debit_account_id = ${accountId} or t.credit_account_id = ${accountId})
      )
      select l.*, count(*) over ()::int as total
      from lines l
      where ${sql.join(filters, sql` and `)}
      order by l.created_at desc, l.id desc
      limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      code: r.code,
      status: r.status,
      direction: r.direction,
      amount: Number(r.amount),
      reference: r.reference,
      createdAt: new Date(r.created_at),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** The account's posted payments out of one code for the given references, oldest first. */
export async function paymentsOut(
  db: Db,
  accountId: string,
  filter: { code: string; references: string[] },
): Promise<{ reference: string; amount: number; createdAt: Date }[]> {
  if (!filter.references.length) return [];
  const rows = rowsOf<{ created_at: string | Date; reference: string; amount: string }>(
    await db.execute(sql`
      select created_at, reference, amount::text as amount from ledger_transfers
      where debit_account_id = ${accountId} and kind in ('single', 'post') and code = ${filter.code}
        and reference in (${sql.join(
          filter.references.map((reference) => sql`${reference}`),
          sql`, `,
        )})
      order by created_at`),
  );
  return rows.map((r) => ({ reference: r.reference, amount: Number(r.amount), createdAt: new Date(r.created_at) }));
}

export interface TransferLine {
  id: string;
  kind: LedgerTransferKind;
  code: string;
  reference: string | null;
  amount: number;
  debit: { accountId: string; kind: LedgerAccountKind };
  credit: { accountId: string; kind: LedgerAccountKind };
  createdAt: Date;
}

/** The newest transfers of the whole ledger, with the kinds of the accounts they moved money between. */
export async function latestTransfers(db: Db, limit: number): Promise<TransferLine[]> {
  const rows = rowsOf<{
    id: string;
    kind: LedgerTransferKind;
    code: string;
    reference: string | null;
    amount: string;
    debit_account_id: string;
    debit_kind: LedgerAccountKind;
    credit_account_id: string;
    credit_kind: LedgerAccountKind;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select t.id, t.kind, t.code, t.reference, t.amount::text, t.created_at,
        t.debit_account_id, da.kind as debit_kind, t.credit_account_id, ca.kind as credit_kind
      from ledger_transfers t
      join ledger_accounts da on da.id = t.debit_account_id
      join ledger_accounts ca on ca.id = t.credit_account_id
      order by t.created_at desc, t.id desc limit ${limit}`),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    code: r.code,
    reference: r.reference,
    amount: Number(r.amount),
    debit: { accountId: r.debit_account_id, kind: r.debit_kind },
    credit: { accountId: r.credit_account_id, kind: r.credit_kind },
    createdAt: new Date(r.created_at),
  }));
}
