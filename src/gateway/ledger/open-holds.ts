/**
 * The ledger at a glance, for the gateways' metrics: how many transfers it holds by kind, and the
 * holds still open (pending transfers nothing has posted or voided) with the money they hold.
 * Read from the tables, so every gateway reports the same figures whichever wrote the transfers.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { LedgerTransferKind } from '../db/schema/ledger.ts';
import { rowsOf } from '../db/rows.ts';

export interface LedgerTotals {
  transfers: Partial<Record<LedgerTransferKind, number>>;
  openHolds: { count: number; amount: number };
}

export async function ledgerTotals(db: Db): Promise<LedgerTotals> {
  const kinds = rowsOf<{ kind: LedgerTransferKind; n: number }>(
    await db.execute(sql`select kind, count(*)::int as n from ledger_transfers group by kind`),
  );
  // A hold is resolved at most once (the unique index on pending_id), so this is an index look-up per hold.
  const [holds] = rowsOf<{ count: number; amount: string }>(
    await db.execute(sql`
      select count(*)::int as count, coalesce(sum(t.amount), 0)::text as amount
      from ledger_transfers t
      where t.kind = 'pending' and not exists (select 1 from ledger_transfers r where r.pending_id = t.id)`),
  );
  return {
    transfers: Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n)])),
    openHolds: { count: Number(holds!.count), amount: Number(holds!.amount) },
  };
}
