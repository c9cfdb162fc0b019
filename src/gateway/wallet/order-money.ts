/**
 * How an order's money moves on the ledger (docs/decisions/016-ledger.md):
 * - paid from a wallet: at placement the amount is held (buyer's wallet → escrow, pending);
 * - paid by card or bank transfer: when the payment is confirmed it enters escrow from the
 *   settlement account it arrived in;
 * - on delivery: the hold is posted, and escrow pays the seller's wallet less the platform's
 *   commission, which goes to the commission account (the seller's wallet is opened if needed);
 * - on cancellation: a hold is voided, every kobo back to the buyer's wallet.
 * Every transfer's id is derived from the order and its step, so a step retried (a webhook
 * replayed, two people pressing "delivered") moves the money once.
 */
import { eq, sql } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import { orderNumber } from '../../contracts/commerce.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { orders } from '../db/schema/commerce.ts';
import { createTransfers, type NewTransfer, platformAccount } from '../ledger/ledger.ts';
import { formatMoney } from '../../contracts/money.ts';
import { tell } from '../platform/parties/parties.ts';
import type { WalletDeps, Wallets } from './wallets.ts';

/** Namespace of the ids of transfers derived from an order's steps. */
const ORDER_TRANSFERS = 'c5a7f0de-6a0e-4f4b-9d76-2f1b8a9e3c11';
export const orderTransferId = (orderId: string, step: 'hold' | 'post' | 'void' | 'received' | 'settle' | 'commission') =>
  uuidv5(`${orderId}:${step}`, ORDER_TRANSFERS);

/** Default commission: 1.5 % (150 basis points). */
export const DEFAULT_COMMISSION_BPS = 150;

/**
 * The platform's commission on an amount in kobo: amount × rate, rounded half up to the kobo, in
 * integer arithmetic. The seller receives the amount less exactly this, so the two sum to the amount.
 */
export function commissionOf(amountMinor: number, basisPoints: number): number {
  return Number((BigInt(amountMinor) * BigInt(basisPoints) + 5000n) / 10000n);
}

type OrderRow = typeof orders.$inferSelect;

export function createOrderMoney(
  deps: { wallets: Wallets; commissionBps: number; clock: () => Date } & Pick<WalletDeps, 'notifications' | 'siteUrl' | 'mail'>,
) {
  const at = () => deps.clock();

  return {
    /** Holds each order's amount in the buyer's wallet, in the checkout's transaction. */
    async hold(tx: Db, walletAccountId: string, placed: Pick<OrderRow, 'id' | 'number' | 'subtotalMinor'>[]): Promise<void> {
      const escrow = platformAccount('escrow');
      const transfers: NewTransfer[] = placed.map((order) => ({
        id: orderTransferId(order.id, 'hold'),
        kind: 'pending',
        debitAccountId: walletAccountId,
        creditAccountId: escrow,
        amount: Number(order.subtotalMinor),
        code: 'payment',
        reference: orderNumber(Number(order.number)),
      }));
      await createTransfers(tx, transfers, at());
      for (const order of placed) {
        await tx
          .update(orders)
          .set({ walletHoldId: orderTransferId(order.id, 'hold'), paymentStatus: 'paid', paidAt: sql`now()` })
          .where(eq(orders.id, order.id));
      }
    },

    /** A card or bank-transfer payment for the order was confirmed: the money enters escrow. */
    async received(tx: Db, order: Pick<OrderRow, 'id' | 'number' | 'subtotalMinor'>, via: 'card' | 'bank-transfer'): Promise<void> {
      const from = platformAccount(via === 'card' ? 'card_settlement' : 'bank_settlement');
      const escrow = platformAccount('escrow');
      await createTransfers(
        tx,
        [
          {
            id: orderTransferId(order.id, 'received'),
            kind: 'single',
            debitAccountId: from,
            creditAccountId: escrow,
            amount: Number(order.subtotalMinor),
            code: 'payment',
            reference: orderNumber(Number(order.number)),
          },
        ],
        at(),
      );
    },

    /**
     * The order was delivered: the seller's company is paid from escrow, less commission, once.
     * Does nothing for an unpaid order or a storefront with no company (the money stays in escrow).
     * Answers the commission taken, for its invoice; null when nothing was settled.
     */
    async settle(tx: Db, order: OrderRow): Promise<{ netMinor: number; vatMinor: number } | null> {
      if (order.paymentStatus !== 'paid' || order.settledAt) return null;
      const [seller] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.supplierId, order.supplierId));
      if (!seller) return null;
      const wallet = await deps.wallets.openForCompany(tx, seller.id);
      const escrow = platformAccount('escrow');
      const commissionAccount = platformAccount('commission');
      const amount = Number(order.subtotalMinor);
      const commission = commissionOf(amount, deps.commissionBps);
      const reference = orderNumber(Number(order.number));
      const legs: NewTransfer[] = [];
      if (order.walletHoldId)
        legs.push({ id: orderTransferId(order.id, 'post'), kind: 'post', pendingId: order.walletHoldId, code: 'payment', reference });
      legs.push({
        id: orderTransferId(order.id, 'settle'),
        kind: 'single',
        debitAccountId: escrow,
        creditAccountId: wallet.ledgerAccountId,
        amount: amount - commission,
        code: 'settlement',
        reference,
      });
      if (commission > 0)
        legs.push({
          id: orderTransferId(order.id, 'commission'),
          kind: 'single',
          debitAccountId: escrow,
          creditAccountId: commissionAccount,
          amount: commission,
          code: 'commission',
          reference,
        });
      await createTransfers(tx, legs, at());
      await tx.update(orders).set({ settledAt: sql`now()` }).where(eq(orders.id, order.id));
      await tell(tx, deps, await deps.wallets.owners(tx, wallet), {
        kind: 'wallet.settlement',
        title: `${formatMoney(amount - commission, order.currency)} from order ${reference} is in your wallet`,
        body: `Order ${reference} was delivered: ${formatMoney(amount, order.currency)}, less the platform's commission of ${formatMoney(commission, order.currency)}, is now in your wallet.`,
        link: `/wallet/transactions?search=${reference}`,
      });
      return { netMinor: commission, vatMinor: 0 };
    },

    /** The order was cancelled: a wallet hold goes back to the buyer, whole (the order is then `refunded`). */
    async release(tx: Db, order: OrderRow): Promise<boolean> {
      if (!order.walletHoldId) return false;
      await createTransfers(
        tx,
        [
          {
            id: orderTransferId(order.id, 'void'),
            kind: 'void',
            pendingId: order.walletHoldId,
            code: 'refund',
            reference: orderNumber(Number(order.number)),
          },
        ],
        at(),
      );
      return true;
    },
  };
}

export type OrderMoney = ReturnType<typeof createOrderMoney>;
