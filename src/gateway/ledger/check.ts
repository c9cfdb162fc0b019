/**
 * `npm run ledger:check`, and after every money test. The ledger's own invariants, against the
 * database as it is: debits equal credits; every stored balance (its row plus the credits waiting
 * to be folded into it) equals the sum of its transfers; no wallet below zero counting its holds;
 * each hold resolved at most once, by no more than it held and on its own accounts. Then the
 * business reconciled with the ledger (reconcile.ts): orders, top-ups, payouts, financing and
 * campaign spend against their transfers. Returns what is wrong, an empty list when nothing is.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Reconciled, reconcileBusiness } from './reconcile.ts';
import { rowsOf } from '../db/rows.ts';

export interface LedgerCheck {
  accounts: number;
  transfers: number;
  /** The business records compared with their transfers. */
  reconciled: Reconciled;
  problems: string[];
}

export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const problems: string[] = [];
  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));

  const [totals] = await query<{ accounts: number; transfers: number }>(
    sql`select (select count(*)::int from ledger_accounts) as accounts, (select count(*)::int from ledger_transfers) as transfers`,
  );

  const [sides] = await query<Record<'dPending' | 'dPosted' | 'cPending' | 'cPosted', string>>(sql`
    select coalesce(sum(pending) filter (where side = 'debit'), 0)::text as "dPending",
           coalesce(sum(posted) filter (where side = 'debit'), 0)::text as "dPosted",
           coalesce(sum(pending) filter (where side = 'credit'), 0)::text as "cPending",
           coalesce(sum(posted) filter (where side = 'credit'), 0)::text as "cPosted"
    from ledger_transfer_effects`);
  if (sides!.dPosted !== sides!.cPosted) problems.push(`posted debits ${sides!.dPosted} ≠ posted credits ${sides!.cPosted}`);
  if (sides!.dPending !== sides!.cPending) problems.push(`pending debits ${sides!.dPending} ≠ pending credits ${sides!.cPending}`);

  const balances = await query<{ id: string; kind: string; stored: string; summed: string; wallet: boolean; negative: boolean }>(sql`
    with waiting as (select account_id, sum(amount) as amount from ledger_credit_deltas group by account_id),
    sums as (
      select account_id,
        coalesce(sum(pending) filter (where side = 'debit'), 0) as dpe, coalesce(sum(posted) filter (where side = 'debit'), 0) as dpo,
        coalesce(sum(pending) filter (where side = 'credit'), 0) as cpe, coalesce(sum(posted) filter (where side = 'credit'), 0) as cpo
      from ledger_transfer_effects group by account_id)
    select a.id, a.kind,
      concat_ws('/', a.debits_pending, a.debits_posted, a.credits_pending, a.credits_posted) as stored,
      concat_ws('/', coalesce(s.dpe, 0), coalesce(s.dpo, 0), coalesce(s.cpe, 0), coalesce(s.cpo, 0)) as summed,
      a.debits_must_not_exceed_credits and coalesce(s.dpe + s.dpo > s.cpo, false) as wallet,
      coalesce(s.dpe < 0 or s.cpe < 0, false) as negative
    from (select a.id, a.kind, a.summed, a.debits_must_not_exceed_credits, a.debits_pending, a.debits_posted, a.credits_pending,
            a.credits_posted + coalesce(w.amount, 0) as credits_posted
          from ledger_accounts a left join waiting w on w.account_id = a.id) a
    left join sums s on s.account_id = a.id
    where (not a.summed and concat_ws('/', a.debits_pending, a.debits_posted, a.credits_pending, a.credits_posted)
             <> concat_ws('/', coalesce(s.dpe, 0), coalesce(s.dpo, 0), coalesce(s.cpe, 0), coalesce(s.cpo, 0)))
       or (a.debits_must_not_exceed_credits and coalesce(s.dpe + s.dpo > s.cpo, false))
       or coalesce(s.dpe < 0 or s.cpe < 0, false)
    order by a.id limit 50`);
  for (const b of balances) {
    if (b.wallet) problems.push(`${b.kind} account ${b.id} is below zero (debits pending/posted, credits pending/posted: ${b.summed})`);
    else if (b.negative) problems.push(`${b.kind} account ${b.id} has released more than it held (${b.summed})`);
    else problems.push(`${b.kind} account ${b.id} stores ${b.stored} but its transfers sum to ${b.summed}`);
  }

  const resolutions = await query<{ id: string; problem: string }>(sql`
    select r.id, case
        when p.id is null then 'resolves a transfer that is not a hold'
        when r.amount > p.amount then 'posts more than its hold'
        when r.debit_account_id <> p.debit_account_id or r.credit_account_id <> p.credit_account_id then 'moves other accounts than its hold'
        when r.kind = 'void' and r.amount <> p.amount then 'voids a different amount than its hold'
      end as problem
    from ledger_transfers r left join ledger_transfers p on p.id = r.pending_id and p.kind = 'pending'
    where r.pending_id is not null and (p.id is null or r.amount > p.amount
      or r.debit_account_id <> p.debit_account_id or r.credit_account_id <> p.credit_account_id
      or (r.kind = 'void' and r.amount <> p.amount))
    union all
    select pending_id, count(*) || ' resolutions of one hold' from ledger_transfers where pending_id is not null
    group by pending_id having count(*) > 1
    limit 50`);
  for (const r of resolutions) problems.push(`transfer ${r.id}: ${r.problem}`);

  const business = await reconcileBusiness(db);
  problems.push(...business.problems);

  return { accounts: totals!.accounts, transfers: totals!.transfers, reconciled: business.reconciled, problems };
}
