/**
 * Repayments into the financing pool, shared by what the company repays early (money.ts) and what
 * the clock collects (collections.ts): one transfer wallet → pool per step, spread over the
 * instalments in order, and the request's status as they then stand; and money back to the wallet
 * when an order it paid for was cancelled.
 */
import { asc, eq } from 'drizzle-orm';
import { FINANCING_OWING, financingReference } from '../../contracts/financing.ts';
import type { Db } from '../db/client.ts';
import { type FinancingInstalment, type FinancingRequest, financingInstalments } from '../db/schema/financing.ts';
import { wallets } from '../db/schema/wallet.ts';
import { createTransfers, platformAccount } from '../ledger/ledger.ts';
import { HttpError } from '../platform/errors.ts';
import { type Actor, announce, type FinancingDeps, FINANCING_CODE, financingTransferId, move, owedOn } from './state.ts';

/** What the instalments record as paid so far. */
export const paidSoFar = (instalments: FinancingInstalment[]) => instalments.reduce((sum, i) => sum + i.paid, 0);

export function createRepayments(deps: FinancingDeps) {
  async function walletOf(tx: Db, row: FinancingRequest) {
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, row.walletId));
    if (!wallet) throw new HttpError(409, 'The company’s wallet is missing.');
    return wallet;
  }

  async function lockedInstalments(tx: Db, requestId: string): Promise<FinancingInstalment[]> {
    return tx
      .select()
      .from(financingInstalments)
      .where(eq(financingInstalments.requestId, requestId))
      .orderBy(asc(financingInstalments.seq))
      .for('update');
  }

  /**
   * Spreads `amount` over the instalments in order (what is due first is paid first) and moves the
   * request to repaying, overdue or repaid as the instalments now stand.
   */
  async function apply(tx: Db, row: FinancingRequest, instalments: FinancingInstalment[], amount: number, actor: Actor) {
    const at = deps.clock();
    let left = amount;
    for (const i of instalments) {
      if (i.status === 'paid' || i.status === 'waived') continue;
      if (owedOn(i) === 0) {
        // Waived down to nothing by an early repayment in full: it is settled.
        i.status = 'paid';
        await tx.update(financingInstalments).set({ status: 'paid', paidAt: at }).where(eq(financingInstalments.id, i.id));
        continue;
      }
      if (left <= 0) continue;
      const take = Math.min(left, owedOn(i));
      left -= take;
      i.paid += take;
      const done = owedOn(i) === 0;
      if (done) i.status = 'paid';
      await tx
        .update(financingInstalments)
        .set({ paid: i.paid, status: i.status, paidAt: done ? at : null })
        .where(eq(financingInstalments.id, i.id));
    }
    await settleStatus(tx, row, instalments, actor);
    return amount - left;
  }

  /** Repaid when nothing is owed; overdue while an instalment is; repaying otherwise. */
  async function settleStatus(tx: Db, row: FinancingRequest, instalments: FinancingInstalment[], actor: Actor) {
    const open = instalments.filter((i) => i.status === 'scheduled' || i.status === 'overdue');
    const to = open.length === 0 ? 'repaid' : open.some((i) => i.status === 'overdue') ? 'overdue' : 'repaying';
    if (to === row.status) return;
    const title = to === 'repaid' ? 'Repaid in full' : to === 'overdue' ? 'An instalment is overdue' : 'Repaying';
    const moved = await move(tx, deps, row.id, FINANCING_OWING, to, { title, actor }, to === 'repaid' ? { closedAt: deps.clock() } : {});
    row.status = moved.status;
    if (to === 'repaid')
      await announce(tx, deps, row, {
        title: 'Financing repaid',
        body: 'Every instalment is paid. Thank you: your next request starts from a good record.',
      });
  }

  /** One repayment transfer wallet → financing pool; null when the wallet holds nothing to take. */
  async function collectFrom(tx: Db, row: FinancingRequest, amount: number, step: string): Promise<number> {
    if (amount <= 0) return 0;
    const wallet = await walletOf(tx, row);
    await createTransfers(
      tx,
      [
        {
          id: financingTransferId(row.id, step),
          kind: 'single',
          debitAccountId: wallet.ledgerAccountId,
          creditAccountId: platformAccount('financing'),
          amount,
          code: FINANCING_CODE,
          reference: financingReference(row.id),
        },
      ],
      deps.clock(),
    );
    return amount;
  }

  /** Money collected for an order that was then cancelled goes back to the wallet. */
  async function refund(tx: Db, row: FinancingRequest, amount: number, step: string) {
    const wallet = await walletOf(tx, row);
    await createTransfers(
      tx,
      [
        {
          id: financingTransferId(row.id, step),
          kind: 'single',
          debitAccountId: platformAccount('financing'),
          creditAccountId: wallet.ledgerAccountId,
          amount,
          code: FINANCING_CODE,
          reference: financingReference(row.id),
        },
      ],
      deps.clock(),
    );
  }
  return { walletOf, lockedInstalments, apply, settleStatus, collectFrom, refund };
}

export type Repayments = ReturnType<typeof createRepayments>;
