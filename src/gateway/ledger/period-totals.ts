/**
 * An account's money over periods, counted in market days and months (platform/time.ts): what went
 * out since an instant (the wallet's "spent today"), and what came in and went out per day or per
 * month. Per account: a domain that wants its own figures beside them joins them on its account ids.
 */
import { sql } from 'drizzle-orm';
import { MARKET_TIME_ZONE } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * What the account sent out since `since`: payments and holds (a hold counts from when it was
 * placed, at its full amount, whether posted since or not), less the holds released.
 */
export async function outflowSince(db: Db, accountId: string, since: Date): Promise<number> {
  const [row] = rowsOf<{ spent: string }>(
    await db.execute(sql`
      select coalesce(sum(t.amount), 0)::text as spent from ledger_transfers t
      where t.debit_account_id = ${accountId} and t.kind in ('single', 'pending')
        and t.created_at >= ${since.toISOString()}::timestamptz
        and not exists (select 1 from ledger_transfers v where v.pending_id = t.id and v.kind = 'void')`),
  );
  return Number(row!.spent);
}

/** A period's money in and out (kobo): posted movements only; a hold counts when it is posted. */
export interface FlowPoint {
  in: number;
  out: number;
}

/** Money in and out of the account per market day, for the `days` days ending on the market day of `at`, oldest first. */
export async function dailyFlow(db: Db, accountId: string, days: number, at: Date): Promise<(FlowPoint & { day: string })[]> {
  const today = sql`(${at.toISOString()}::timestamptz at time zone ${MARKET_TIME_ZONE})::date`;
  const rows = rowsOf<{ day: string; in: string; out: string }>(
    await db.execute(sql`
      with days as (select generate_series(${today} - (${days}::int - 1), ${today}, interval '1 day')::date as day)
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(sum(t.amount) filter (where t.credit_account_id = ${accountId}), 0)::text as in,
        coalesce(sum(t.amount) filter (where t.debit_account_id = ${accountId}), 0)::text as out
      from days d
      left join ledger_transfers t on t.kind in ('single', 'post')
        and (t.debit_account_id = ${accountId} or t.credit_account_id = ${accountId})
        and (t.created_at at time zone ${MARKET_TIME_ZONE})::date = d.day
      group by d.day order by d.day`),
  );
  return rows.map((r) => ({ day: r.day, in: Number(r.in), out: Number(r.out) }));
}

/**
 * Money in and out of the account per market month ("yyyy-MM") from the month `from` on, for the
 * transfers of one code; months without any are left out.
 */
export async function monthlyFlow(db: Db, accountId: string, filter: { code: string; from: string }): Promise<Map<string, FlowPoint>> {
  const rows = rowsOf<{ month: string; in: string; out: string }>(
    await db.execute(sql`
      select to_char(created_at at time zone ${MARKET_TIME_ZONE}, 'YYYY-MM') as month,
        coalesce(sum(amount) filter (where credit_account_id = ${accountId}), 0)::text as in,
        coalesce(sum(amount) filter (where debit_account_id = ${accountId}), 0)::text as out
      from ledger_transfers
      where (debit_account_id = ${accountId} or credit_account_id = ${accountId}) and kind in ('single', 'post')
        and code = ${filter.code}
        and created_at >= (${`${filter.from}-01`}::date::timestamp at time zone ${MARKET_TIME_ZONE})
      group by 1`),
  );
  return new Map(rows.map((r) => [r.month, { in: Number(r.in), out: Number(r.out) }]));
}
