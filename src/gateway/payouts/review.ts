/**
 * Payouts in the operations console: bank accounts whose name did not match the wallet's verified
 * name, and payouts above the approval threshold, each a queue (waiting, oldest first, or decided)
 * with the operator's decision. The console checks the operator's rights and writes the audit entry
 * around a decision, in its transaction (operations/operations.ts).
 */
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { formatMoney } from '../../contracts/money.ts';
import type { BeneficiaryReviewItem, PayoutReviewItem } from '../../contracts/operations.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { beneficiaries, payouts } from '../db/schema/payouts.ts';
import { wallets } from '../db/schema/wallet.ts';
import { accountBalances, walletBalance } from '../ledger/balances.ts';
import { createTransfers } from '../ledger/ledger.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { namesMatch, verifiedKind } from '../verification/index.ts';
import { walletCustomers } from '../wallet/index.ts';
import { announce, type PayoutDeps, payoutReference, payoutTransferId } from './payout-state.ts';

type Decision = { approve: true } | { approve: false; reason: string };
type State = 'waiting' | 'decided';

/** Bank accounts whose name did not match, waiting for an operator. */
function beneficiaryQueue(deps: PayoutDeps) {
  const { db } = deps;
  const where = (state: State) =>
    and(
      isNull(beneficiaries.deletedAt),
      state === 'waiting' ? eq(beneficiaries.status, 'in_review') : ne(beneficiaries.status, 'in_review'),
    );

  return {
    waitingCount: () => db.$count(beneficiaries, where('waiting')),

    async list(state: State, page: Page): Promise<{ items: BeneficiaryReviewItem[]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .select({ row: beneficiaries, verifiedName: wallets.verifiedName, tier: wallets.tier })
          .from(beneficiaries)
          .innerJoin(wallets, eq(wallets.id, beneficiaries.walletId))
          .where(where(state))
          .orderBy(state === 'waiting' ? asc(beneficiaries.createdAt) : desc(beneficiaries.createdAt), asc(beneficiaries.id))
          .limit(page.pageSize)
          .offset(pageOffset(page)),
        db.$count(beneficiaries, where(state)),
      ]);
      const customers = await walletCustomers(
        db,
        rows.map(({ row }) => ({ walletId: row.walletId, contactId: row.createdBy })),
      );
      const items = rows.map(({ row, verifiedName, tier }, i) => ({
        id: row.id,
        status: row.status,
        customer: customers[i]!,
        bankName: row.bankName,
        accountNumber: row.accountNumber,
        accountName: row.accountName,
        verifiedName,
        nameMatches: verifiedName !== null && namesMatch(row.accountName, verifiedName, verifiedKind({ tier })),
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, total };
    },

    async walletOf(tx: Db, id: string): Promise<string | null> {
      const [row] = await tx.select({ walletId: beneficiaries.walletId }).from(beneficiaries).where(eq(beneficiaries.id, id));
      return row?.walletId ?? null;
    },

    /** An operator's decision on a beneficiary whose name did not match. */
    async decide(tx: Db, _operatorId: string, id: string, decision: Decision) {
      const [before] = await tx.select().from(beneficiaries).where(eq(beneficiaries.id, id)).for('update');
      if (!before || before.deletedAt) throw notFound('No such bank account.');
      if (before.status !== 'in_review') throw new HttpError(409, 'This bank account was already decided.');
      const [after] = await tx
        .update(beneficiaries)
        .set(decision.approve ? { status: 'active', reason: null } : { status: 'rejected', reason: decision.reason })
        .where(and(eq(beneficiaries.id, id), eq(beneficiaries.status, 'in_review')))
        .returning();
      if (!after) throw new HttpError(409, 'This bank account was already decided.');
      await deps.wallets.tellOwners(tx, before.walletId, {
        kind: 'wallet.beneficiary',
        title: decision.approve ? 'Bank account ready for payouts' : 'Bank account not accepted',
        body: decision.approve
          ? `${before.accountName}, ${before.bankName} ${before.accountNumber} can now receive payouts.`
          : `${before.bankName} ${before.accountNumber}: ${decision.reason}`,
        link: '/wallet/payouts',
      });
      return { before, after };
    },
  };
}

/** Payouts above the approval threshold, held and waiting for an operator. */
function payoutQueue(deps: PayoutDeps) {
  const { db } = deps;
  const where = (state: State) => (state === 'waiting' ? eq(payouts.status, 'awaiting_approval') : ne(payouts.status, 'awaiting_approval'));

  return {
    waitingCount: () => db.$count(payouts, where('waiting')),

    async list(state: State, page: Page): Promise<{ items: PayoutReviewItem[]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .select({
            row: payouts,
            tier: wallets.tier,
            accountId: wallets.ledgerAccountId,
            bankName: beneficiaries.bankName,
            accountNumber: beneficiaries.accountNumber,
            accountName: beneficiaries.accountName,
            // What the wallet had paid out in the 30 days before this payout was asked for.
            paid30: sql<string>`(select coalesce(sum(q.amount), 0) from payouts q where q.wallet_id = ${payouts.walletId}
              and q.status = 'succeeded' and q.created_at > ${payouts.createdAt} - interval '30 days')::text`,
          })
          .from(payouts)
          .innerJoin(wallets, eq(wallets.id, payouts.walletId))
          .innerJoin(beneficiaries, eq(beneficiaries.id, payouts.beneficiaryId))
          .where(where(state))
          .orderBy(state === 'waiting' ? asc(payouts.createdAt) : desc(payouts.createdAt), asc(payouts.id))
          .limit(page.pageSize)
          .offset(pageOffset(page)),
        db.$count(payouts, where(state)),
      ]);
      const [customers, balances] = await Promise.all([
        walletCustomers(
          db,
          rows.map(({ row }) => ({ walletId: row.walletId, contactId: row.requestedBy })),
        ),
        accountBalances(
          db,
          rows.map((r) => r.accountId),
        ),
      ]);
      const items = rows.map((r, i) => ({
        id: r.row.id,
        reference: payoutReference(r.row.id),
        status: r.row.status,
        customer: customers[i]!,
        amount: r.row.amount,
        tier: r.tier,
        bankName: r.bankName,
        accountNumber: r.accountNumber,
        accountName: r.accountName,
        walletAvailable: walletBalance(balances.get(r.accountId)!).available,
        paidOutLast30Days: Number(r.paid30),
        createdAt: r.row.createdAt.toISOString(),
      }));
      return { items, total };
    },

    async walletOf(tx: Db, id: string): Promise<string | null> {
      const [row] = await tx.select({ walletId: payouts.walletId }).from(payouts).where(eq(payouts.id, id));
      return row?.walletId ?? null;
    },

    /**
     * An operator's decision on a payout waiting for approval: approved goes to the provider;
     * declined voids the hold. One conditional move (409 when someone decided first).
     */
    async decide(tx: Db, operatorId: string, id: string, decision: Decision) {
      const [before] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (!before) throw notFound('No such payout.');
      if (before.status !== 'awaiting_approval') throw new HttpError(409, 'This payout was already decided.');
      const at = deps.clock();
      const reference = payoutReference(id);
      if (!decision.approve)
        await createTransfers(
          tx,
          [{ id: payoutTransferId(id, 'void'), kind: 'void', pendingId: before.holdId, code: 'payout', reference }],
          at,
        );
      const [after] = await tx
        .update(payouts)
        .set(
          decision.approve
            ? { status: 'processing', decidedBy: operatorId, updatedAt: at }
            : { status: 'rejected', reason: decision.reason, decidedBy: operatorId, updatedAt: at, completedAt: at },
        )
        .where(and(eq(payouts.id, id), eq(payouts.status, 'awaiting_approval')))
        .returning();
      if (!after) throw new HttpError(409, 'This payout was already decided.');
      if (decision.approve) await deps.jobs?.send('payouts.send', { payoutId: id }, { db: tx, singletonKey: id });
      else
        await announce(
          tx,
          deps,
          before.walletId,
          `Payout ${reference} declined`,
          `${decision.reason} ${formatMoney(before.amount)} is back in your wallet.`,
        );
      return { before, after };
    },
  };
}

export function createPayoutReview(deps: PayoutDeps) {
  return { beneficiaries: beneficiaryQueue(deps), payouts: payoutQueue(deps) };
}

export type PayoutReview = ReturnType<typeof createPayoutReview>;
