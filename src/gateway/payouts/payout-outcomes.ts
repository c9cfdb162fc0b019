/**
 * How a payout ends, as the provider tells it (a webhook, or the answer when asked): success posts
 * the hold; failed, abandoned or reversed voids it and the money is back in the wallet; a reversal
 * after success returns the money with a transfer of its own. Each ends a payout once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { formatMoney } from '../../contracts/money.ts';
import { payouts } from '../db/schema/payouts.ts';
import { wallets } from '../db/schema/wallet.ts';
import { createTransfers, platformAccount } from '../ledger/ledger.ts';
import type { TransferState } from '../providers/ports.ts';
import { announce, type PayoutDeps, payoutReference, payoutTransferId } from './payout-state.ts';

export function createPayoutOutcomes(deps: PayoutDeps) {
  const { db } = deps;

  /**
   * Ends a payout still on its way, once (the row is locked and moved by one conditional update):
   * success posts the hold; failed, abandoned or reversed voids it, and the money is back. A
   * reversal after success returns the money with a transfer of its own.
   */
  async function settle(payoutId: string, outcome: 'success' | 'failed' | 'reversed', reason: string | null): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
      if (!row) return false;
      const at = deps.clock();
      const reference = payoutReference(row.id);
      const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, row.walletId));
      if (!wallet) return false;
      if (row.status === 'succeeded' && outcome === 'reversed') {
        await createTransfers(
          tx,
          [
            {
              id: payoutTransferId(row.id, 'reverse'),
              kind: 'single',
              debitAccountId: platformAccount('payouts_in_flight'),
              creditAccountId: wallet.ledgerAccountId,
              amount: row.amount,
              code: 'reversal',
              reference,
            },
          ],
          at,
        );
        await tx
          .update(payouts)
          .set({ status: 'reversed', reason: reason ?? 'The bank returned the payout.', updatedAt: at, completedAt: at })
          .where(eq(payouts.id, row.id));
        await announce(
          tx,
          deps,
          row.walletId,
          `Payout ${reference} reversed`,
          `The bank returned ${formatMoney(row.amount)}; it is back in your wallet.`,
        );
        return true;
      }
      if (row.status !== 'processing') return false;
      if (outcome === 'success') {
        await createTransfers(
          tx,
          [{ id: payoutTransferId(row.id, 'post'), kind: 'post', pendingId: row.holdId, code: 'payout', reference }],
          at,
        );
        await tx.update(payouts).set({ status: 'succeeded', updatedAt: at, completedAt: at }).where(eq(payouts.id, row.id));
        await announce(tx, deps, row.walletId, `Payout ${reference} sent`, `${formatMoney(row.amount)} was paid out to your bank account.`);
      } else {
        await createTransfers(
          tx,
          [{ id: payoutTransferId(row.id, 'void'), kind: 'void', pendingId: row.holdId, code: 'payout', reference }],
          at,
        );
        const why = reason ?? (outcome === 'reversed' ? 'The bank returned the payout.' : 'The bank could not complete the payout.');
        await tx.update(payouts).set({ status: outcome, reason: why, updatedAt: at, completedAt: at }).where(eq(payouts.id, row.id));
        await announce(tx, deps, row.walletId, `Payout ${reference} failed`, `${why} ${formatMoney(row.amount)} is back in your wallet.`);
      }
      return true;
    });
  }

  /** Applies what the provider says of a transfer: final states settle the payout; others wait. */
  async function apply(payoutId: string, state: TransferState): Promise<void> {
    if (state.transferCode)
      await db
        .update(payouts)
        .set({ transferCode: state.transferCode })
        .where(and(eq(payouts.id, payoutId), isNull(payouts.transferCode)));
    if (state.status === 'success') await settle(payoutId, 'success', null);
    else if (state.status === 'failed' || state.status === 'abandoned') await settle(payoutId, 'failed', state.reason);
    else if (state.status === 'reversed') await settle(payoutId, 'reversed', state.reason);
  }

  return {
    apply,

    /** A transfer webhook (transfer.success, transfer.failed, transfer.reversed), signature already checked. */
    async transferEvent(event: string, data: Record<string, unknown>): Promise<boolean> {
      const reference = typeof data.reference === 'string' ? data.reference : null;
      if (!reference || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(reference)) return false;
      const outcome =
        event === 'transfer.success'
          ? 'success'
          : event === 'transfer.failed'
            ? 'failed'
            : event === 'transfer.reversed'
              ? 'reversed'
              : null;
      if (!outcome) return false;
      // Paystack's explanation is `gateway_response`; `reason` is the narration we sent.
      const reason = outcome !== 'success' && typeof data.gateway_response === 'string' ? data.gateway_response : null;
      if (typeof data.transfer_code === 'string')
        await db
          .update(payouts)
          .set({ transferCode: data.transfer_code })
          .where(and(eq(payouts.id, reference), isNull(payouts.transferCode)));
      return settle(reference, outcome, reason && reason.length < 300 ? reason : null);
    },
  };
}

export type PayoutOutcomes = ReturnType<typeof createPayoutOutcomes>;
