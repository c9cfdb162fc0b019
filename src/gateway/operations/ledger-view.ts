/**
 * The ledger in the console, read-only: the invariant check of `npm run ledger:check`, what each
 * platform account holds, and the newest transfers between accounts named for people (the
 * platform's by what they are for, a wallet by its company or owner).
 */
import type { LedgerView } from '../../contracts/operations.ts';
import type { Db } from '../db/client.ts';
import { platformAccountBalances } from '../ledger/balances.ts';
import { checkLedger } from '../ledger/check.ts';
import { latestTransfers } from '../ledger/statements.ts';
import { walletNamesByAccount } from '../wallet/index.ts';

const PLATFORM_NAMES: Record<string, string> = {
  escrow: 'Escrow (orders not yet delivered)',
  commission: 'Commission revenue',
  card_settlement: 'Card settlement',
  bank_settlement: 'Bank transfer settlement',
  payouts_in_flight: 'Payouts to banks',
  financing: 'Financing pool',
  vat_payable: 'VAT on commission (owed to the revenue service)',
};

/** The invariant check, as the console's summary shows it. */
export async function ledgerCheck(db: Db, now: Date): Promise<LedgerView['check']> {
  const result = await checkLedger(db);
  return {
    ok: result.problems.length === 0,
    problems: result.problems,
    accounts: result.accounts,
    transfers: result.transfers,
    checkedAt: now.toISOString(),
  };
}

export async function ledgerView(db: Db, now: Date): Promise<LedgerView> {
  const [check, accounts, transfers] = await Promise.all([ledgerCheck(db, now), platformAccountBalances(db), latestTransfers(db, 50)]);
  const wallets = await walletNamesByAccount(
    db,
    transfers.flatMap((t) => [t.debit.accountId, t.credit.accountId]),
  );
  const nameOf = (side: { accountId: string; kind: string }) => {
    const name = wallets.get(side.accountId) ?? side.kind;
    return PLATFORM_NAMES[name] ?? name;
  };
  return {
    check,
    platformAccounts: accounts.map((a) => ({
      id: a.id,
      kind: a.kind,
      name: PLATFORM_NAMES[a.kind] ?? a.kind,
      debitsPosted: a.balance.debitsPosted,
      creditsPosted: a.balance.creditsPosted,
      debitsPending: a.balance.debitsPending,
      creditsPending: a.balance.creditsPending,
    })),
    transfers: transfers.map((t) => ({
      id: t.id,
      kind: t.kind,
      code: t.code,
      reference: t.reference,
      amount: t.amount,
      debit: nameOf(t.debit),
      credit: nameOf(t.credit),
      createdAt: t.createdAt.toISOString(),
    })),
  };
}
