/**
 * The demo history's clock. The services stamp rows with the database's clock, so after each step
 * a seed-only rewind (rewindSince) moves what that step wrote back to the step's day in the past;
 * while a step runs, the services' own clock reads the step's day and hour, so the ledger's
 * transfers (which take their time from it, never changed afterwards) land on that day too.
 */
import { sql } from 'drizzle-orm';
import { MARKET_TIME_ZONE, marketToday } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { withBackdating } from '../ledger/ledger.ts';

/** How far back the history reaches. */
export const DAYS = 90;

/**
 * The timestamp columns the history's services write, per table. A rewind moves every value
 * written since a mark by the same interval, so a step's rows land on the step's day.
 */
const STAMPED: Record<string, string[]> = {
  checkouts: ['created_at'],
  orders: ['placed_at', 'accepted_at', 'paid_at', 'shipped_at', 'delivered_at', 'settled_at', 'cancelled_at', 'updated_at'],
  order_claims: ['created_at', 'updated_at'],
  order_events: ['created_at'],
  quotes: ['answered_at', 'created_at', 'updated_at'],
  sample_requests: ['created_at', 'updated_at'],
  document_requests: ['created_at', 'updated_at'],
  notifications: ['created_at', 'read_at'],
  saved_searches: ['created_at', 'updated_at'],
  product_likes: ['created_at'],
  supplier_likes: ['created_at'],
  producer_likes: ['created_at'],
  shipping_addresses: ['created_at', 'updated_at'],
  users: ['created_at', 'updated_at', 'email_verified_at', 'onboarded_at'],
  wallets: ['created_at'],
  product_requests: ['created_at'],
  beneficiaries: ['created_at', 'cooling_off_until'],
  payouts: ['created_at', 'updated_at', 'completed_at'],
  payments: ['created_at', 'updated_at', 'paid_at'],
  companies: ['created_at', 'updated_at'],
  company_members: ['created_at'],
  conversation_threads: ['created_at'],
  rfqs: ['created_at', 'updated_at', 'closed_at'],
  rfq_recipients: ['created_at', 'responded_at'],
  rfq_offers: ['created_at'],
  rfq_awards: ['created_at'],
};

/** The database's clock now, as a mark for rewindSince. */
export async function mark(db: Db): Promise<string> {
  return rowsOf<{ t: string }>(await db.execute(sql`select clock_timestamp()::text as t`))[0]!.t;
}

/** Seed only: moves every timestamp written since `since` back so that `since` becomes `daysAgo` days before today at `hour` (market time). */
async function rewindSince(db: Db, since: string, daysAgo: number, hour: number, minute = 0): Promise<void> {
  const target = sql`(((${marketToday()}::date - ${daysAgo}::int)::timestamp at time zone ${MARKET_TIME_ZONE}) + make_interval(hours => ${hour}, mins => ${minute}))`;
  const shift = sql`(${since}::timestamptz - ${target})`;
  // One statement (an update per table, as data-modifying CTEs): a round trip per step, not per table.
  const updates = Object.entries(STAMPED).map(([table, columns], i) => {
    const sets = columns.map(
      (c) =>
        sql`${sql.identifier(c)} = case when ${sql.identifier(c)} >= ${since}::timestamptz then ${sql.identifier(c)} - ${shift} else ${sql.identifier(c)} end`,
    );
    const where = columns.map((c) => sql`${sql.identifier(c)} >= ${since}::timestamptz`);
    return sql`${sql.identifier(`t${i}`)} as (update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where ${sql.join(where, sql` or `)} returning 1)`;
  });
  await db.execute(sql`with ${sql.join(updates, sql`, `)} select 1`);
}

/** Today's date in the market shifted by `days` (negative: the past), as yyyy-MM-dd. */
export const dayOffset = (days: number) => {
  const date = new Date(`${marketToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export interface HistoryClock {
  /** Runs a step and moves what it wrote to its day: `daysAgo` days before today at `hour`:`minute`, market time. */
  on<T>(daysAgo: number, hour: number, step: () => Promise<T>, minute?: number): Promise<T>;
  /** The time the services see during a step; null between steps. */
  stepTime(): Date | null;
}

export function createHistoryClock(db: Db): HistoryClock {
  let stepTime: Date | null = null;
  return {
    stepTime: () => stepTime,
    async on(daysAgo, hour, step, minute = 0) {
      const since = await mark(db);
      // Market time is West Africa Time, UTC+1 all year.
      const day = new Date(`${marketToday()}T00:00:00Z`);
      stepTime = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - daysAgo, hour - 1, minute));
      try {
        const result = await withBackdating(step);
        await rewindSince(db, since, daysAgo, hour, minute);
        return result;
      } finally {
        stepTime = null;
      }
    },
  };
}
