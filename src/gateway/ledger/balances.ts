/**
 * What accounts hold, read from the ledger (docs/decisions/033-ledger-read-side.md). The one place
 * the balance rule is written: an account that keeps its balance holds its row plus the posted
 * credits waiting to be folded into it (ledger_credit_deltas); a summed account (escrow,
 * commission) holds what its transfers add up to. `ledger:check` compares the two ways.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { LedgerAccountKind } from '../db/schema/ledger.ts';
import { LedgerError } from './ledger.ts';

export interface Balance {
  debitsPending: number;
  debitsPosted: number;
  creditsPending: number;
  creditsPosted: number;
}

/** What a credit-normal account (a wallet) holds: posted credits less posted debits, and its holds. */
export function walletBalance(balance: Balance) {
  const ledger = balance.creditsPosted - balance.debitsPosted;
  return { ledger, held: balance.debitsPending, available: ledger - balance.debitsPending, incoming: balance.creditsPending };
}

type BalanceRow = Record<keyof Balance, string | number>;

const toBalance = (row: BalanceRow): Balance => ({
  debitsPending: Number(row.debitsPending),
  debitsPosted: Number(row.debitsPosted),
  creditsPending: Number(row.creditsPending),
  creditsPosted: Number(row.creditsPosted),
});

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The balances of the accounts, by id; an id the ledger does not know is left out. Two reads at
 * most, however many accounts: the rows (with their waiting credits), then the transfers of the
 * summed ones.
 */
export async function accountBalances(db: Db, ids: string[]): Promise<Map<string, Balance>> {
  const balances = new Map<string, Balance>();
  const wanted = [...new Set(ids)];
  if (!wanted.length) return balances;
  const rows = rowsOf<BalanceRow & { id: string; summed: boolean }>(
    await db.execute(sql`select a.id, a.summed, a.debits_pending as "debitsPending", a.debits_posted as "debitsPosted",
        a.credits_pending as "creditsPending",
        a.credits_posted + coalesce((select sum(d.amount) from ledger_credit_deltas d where d.account_id = a.id), 0) as "creditsPosted"
      from ledger_accounts a where a.id in (${idList(wanted)})`),
  );
  for (const row of rows) if (!row.summed) balances.set(row.id, toBalance(row));
  const summed = rows.filter((row) => row.summed).map((row) => row.id);
  if (summed.length) {
    const sums = rowsOf<BalanceRow & { id: string }>(
      await db.execute(sql`select account_id as id,
          coalesce(sum(pending) filter (where side = 'debit'), 0) as "debitsPending",
          coalesce(sum(posted) filter (where side = 'debit'), 0) as "debitsPosted",
          coalesce(sum(pending) filter (where side = 'credit'), 0) as "creditsPending",
          coalesce(sum(posted) filter (where side = 'credit'), 0) as "creditsPosted"
        from ledger_transfer_effects where account_id in (${idList(summed)}) group by account_id`),
    );
    for (const id of summed) {
      const sum = sums.find((s) => s.id === id);
      balances.set(id, sum ? toBalance(sum) : { debitsPending: 0, debitsPosted: 0, creditsPending: 0, creditsPosted: 0 });
    }
  }
  return balances;
}

/** One account's balance; see accountBalances. */
export async function accountBalance(db: Db, accountId: string): Promise<Balance> {
  const balance = (await accountBalances(db, [accountId])).get(accountId);
  if (!balance) throw new LedgerError('account_not_found');
  return balance;
}

/** The platform's own accounts (escrow, commission, settlements, payouts in flight, financing) and what each holds, by kind. */
export async function platformAccountBalances(db: Db): Promise<{ id: string; kind: LedgerAccountKind; balance: Balance }[]> {
  const accounts = rowsOf<{ id: string; kind: LedgerAccountKind }>(
    await db.execute(sql`select id, kind from ledger_accounts where platform order by kind`),
  );
  const balances = await accountBalances(
    db,
    accounts.map((a) => a.id),
  );
  return accounts.map((a) => ({ ...a, balance: balances.get(a.id)! }));
}
