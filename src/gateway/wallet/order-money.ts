/**
 * How an order's money moves on the ledger (docs/decisions/016-ledger.md,
 * docs/decisions/034-vat-delivery-and-commission.md). Every step moves the order's total (goods,
 * VAT and delivery):
 * - paid from a wallet (or a financing line): at placement the total is held (buyer's wallet →
 *   escrow, pending);
 * - paid by card or bank transfer: when the payment is confirmed it enters escrow from the
 *   settlement account it arrived in;
 * - a partial refund before settlement: a hold still pending is posted for what is left (the rest
 *   goes back to the buyer at once); once posted, or for a card or bank-transfer payment, escrow
 *   pays the refund into the buyer's wallet (or the financing pool);
 * - on settlement (on delivery, or once the claim window after it has passed or a claim ended:
 *   commerce/order-settlement.ts): a pending hold is posted, and escrow pays what is left of the total to the
 *   seller's wallet less the platform's commission (on the goods before VAT, less those refunded)
 *   and the VAT on the commission, which go to the commission and VAT-payable accounts;
 * - on cancellation: a pending hold is voided, every kobo back; a hold posted by a partial refund
 *   has what is left paid back from escrow.
 * Every transfer's id is derived from the order and its step, so a step retried (a webhook
 * replayed, two people pressing "delivered") moves the money once.
 */
import { eq, sql } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import { orderNumber } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import { vatOf } from '../../contracts/tax.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { orderLines, orders } from '../db/schema/commerce.ts';
import { orderEmail, orderFile } from '../commerce/index.ts';
import { createTransfers, type NewTransfer, platformAccount } from '../ledger/ledger.ts';
import { HttpError } from '../platform/errors.ts';
import { tell } from '../platform/parties/parties.ts';
import type { WalletDeps, Wallets } from './wallets.ts';

/** Namespace of the ids of transfers derived from an order's steps. */
const ORDER_TRANSFERS = 'c5a7f0de-6a0e-4f4b-9d76-2f1b8a9e3c11';
type Step = 'hold' | 'post' | 'void' | 'received' | 'settle' | 'commission' | 'commission-vat' | `refund:${number}`;
export const orderTransferId = (orderId: string, step: Step) => uuidv5(`${orderId}:${step}`, ORDER_TRANSFERS);

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
  deps: {
    wallets: Wallets;
    commissionBps: number;
    /** VAT on the commission, in basis points: the platform's country's standard rate. */
    commissionVatBps: number;
    clock: () => Date;
  } & Pick<WalletDeps, 'notifications' | 'siteUrl' | 'mail'>,
) {
  const at = () => deps.clock();
  const escrow = platformAccount('escrow');

  /**
   * Where money refunded on an order goes: the account its hold came from (the buyer's wallet, or
   * the financing pool), or for a card or bank-transfer payment the buyer's wallet, opened if needed.
   */
  async function refundAccount(tx: Db, order: OrderRow): Promise<string> {
    if (order.paymentMethod === 'financing') return platformAccount('financing');
    if (!order.buyerCompanyId && !order.buyerUserId)
      throw new HttpError(409, 'The buyer of this order has closed their account: there is no wallet to refund into.');
    const wallet = await deps.wallets.openForBuyer(
      tx,
      order.buyerCompanyId ? { companyId: order.buyerCompanyId } : { userId: order.buyerUserId! },
    );
    return wallet.ledgerAccountId;
  }

  /** A transfer escrow → the refund's account, its id from what was refunded before, so a retried step moves it once. */
  const refundFromEscrow = async (tx: Db, order: OrderRow, amount: number): Promise<NewTransfer> => ({
    id: orderTransferId(order.id, `refund:${Number(order.refundedMinor)}`),
    kind: 'single',
    debitAccountId: escrow,
    creditAccountId: await refundAccount(tx, order),
    amount,
    code: 'refund',
    reference: orderNumber(Number(order.number)),
  });

  /** Whether the order's hold is still pending: a partial refund posts it, and settlement or a cancellation resolves it. */
  const holdPending = (order: OrderRow) => order.walletHoldId !== null && Number(order.refundedMinor) === 0 && !order.settledAt;

  return {
    /** Holds each order's total in the buyer's wallet (or the financing pool), in the checkout's transaction. */
    async hold(tx: Db, walletAccountId: string, placed: Pick<OrderRow, 'id' | 'number' | 'totalMinor'>[]): Promise<void> {
      const transfers: NewTransfer[] = placed.map((order) => ({
        id: orderTransferId(order.id, 'hold'),
        kind: 'pending',
        debitAccountId: walletAccountId,
        creditAccountId: escrow,
        amount: Number(order.totalMinor),
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

    /** A card or bank-transfer payment for the order was confirmed: its total enters escrow. */
    async received(tx: Db, order: Pick<OrderRow, 'id' | 'number' | 'totalMinor'>, via: 'card' | 'bank-transfer'): Promise<void> {
      const from = platformAccount(via === 'card' ? 'card_settlement' : 'bank_settlement');
      await createTransfers(
        tx,
        [
          {
            id: orderTransferId(order.id, 'received'),
            kind: 'single',
            debitAccountId: from,
            creditAccountId: escrow,
            amount: Number(order.totalMinor),
            code: 'payment',
            reference: orderNumber(Number(order.number)),
          },
        ],
        at(),
      );
    },

    /**
     * Part of a paid order goes back before settlement (`order` as it was before this refund). A
     * pending hold is posted for what is left, which returns the refund at once (voided when nothing
     * is left); otherwise escrow pays it back.
     */
    async refund(tx: Db, order: OrderRow, amountMinor: number): Promise<void> {
      const reference = orderNumber(Number(order.number));
      const left = Number(order.totalMinor) - amountMinor;
      // Refunded whole (a claim's ending) while still held: the hold is voided, every kobo back.
      const leg: NewTransfer = !holdPending(order)
        ? await refundFromEscrow(tx, order, amountMinor)
        : left === 0
          ? { id: orderTransferId(order.id, 'void'), kind: 'void', pendingId: order.walletHoldId!, code: 'refund', reference }
          : {
              id: orderTransferId(order.id, 'post'),
              kind: 'post',
              pendingId: order.walletHoldId!,
              amount: left,
              code: 'payment',
              reference,
            };
      await createTransfers(tx, [leg], at());
    },

    /**
     * The order was delivered: the seller's company is paid from escrow what is left of the total,
     * less the commission on the goods not refunded (before VAT) and the VAT on it, once. Does
     * nothing for an unpaid order or a storefront with no company (the money stays in escrow).
     * Answers the commission taken, or null when nothing was paid (an order refunded whole is only
     * marked settled).
     */
    async settle(tx: Db, order: OrderRow): Promise<{ netMinor: number; vatMinor: number } | null> {
      if (order.paymentStatus !== 'paid' || order.settledAt) return null;
      const [seller] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.supplierId, order.supplierId));
      if (!seller) return null;
      const wallet = await deps.wallets.openForCompany(tx, seller.id);
      const [goods] = await tx
        .select({ refunded: sql<string>`coalesce(sum(${orderLines.unitPriceMinor} * ${orderLines.refundedQuantity}), 0)::text` })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id));
      const left = Number(order.totalMinor) - Number(order.refundedMinor);
      // Refunded whole (a claim's ending): nothing to pay, no commission; the order is closed all the same.
      if (left === 0) {
        await tx.update(orders).set({ settledAt: sql`now()`, commissionMinor: 0, commissionVatMinor: 0 }).where(eq(orders.id, order.id));
        return null;
      }
      const commission = commissionOf(Number(order.subtotalMinor) - Number(goods!.refunded), deps.commissionBps);
      const commissionVat = vatOf(commission, deps.commissionVatBps);
      const proceeds = left - commission - commissionVat;
      if (proceeds < 0) throw new Error(`The commission of order ${order.number} is more than what is left of it`);
      const reference = orderNumber(Number(order.number));
      const legs: NewTransfer[] = [];
      if (holdPending(order))
        legs.push({ id: orderTransferId(order.id, 'post'), kind: 'post', pendingId: order.walletHoldId!, code: 'payment', reference });
      const pay = (step: 'settle' | 'commission' | 'commission-vat', account: string, amount: number, code: string) => {
        if (amount > 0)
          legs.push({
            id: orderTransferId(order.id, step),
            kind: 'single',
            debitAccountId: escrow,
            creditAccountId: account,
            amount,
            code,
            reference,
          });
      };
      pay('settle', wallet.ledgerAccountId, proceeds, 'settlement');
      pay('commission', platformAccount('commission'), commission, 'commission');
      pay('commission-vat', platformAccount('vat_payable'), commissionVat, 'commission-vat');
      await createTransfers(tx, legs, at());
      await tx
        .update(orders)
        .set({ settledAt: sql`now()`, commissionMinor: commission, commissionVatMinor: commissionVat })
        .where(eq(orders.id, order.id));
      const taken = formatMoney(commission, order.currency);
      await tell(tx, deps, await deps.wallets.owners(tx, wallet), {
        kind: 'wallet.settlement',
        title: `${formatMoney(proceeds, order.currency)} from order ${reference} is in your wallet`,
        body: `Order ${reference} was delivered: ${formatMoney(left, order.currency)}${
          Number(order.refundedMinor) > 0 ? ' (what was not refunded)' : ''
        }, less the platform's commission of ${taken}${commissionVat > 0 ? ` and ${formatMoney(commissionVat, order.currency)} VAT on it` : ''}, is now in your wallet.`,
        link: `/wallet/transactions?search=${reference}`,
        // The step's email, with the commission invoice the documents issue next in this transaction.
        email: await orderEmail(tx, order, 'seller-settled', {
          attachments: [orderFile(order, 'commission-invoice')],
          settlement: { paidOutMinor: proceeds, commissionMinor: commission, commissionVatMinor: commissionVat },
        }),
      });
      return { netMinor: commission, vatMinor: commissionVat };
    },

    /**
     * The order was cancelled: a pending hold is voided, whole, back to the buyer (the order is then
     * `refunded`); a hold a partial refund posted has what is left paid back from escrow. Card and
     * bank-transfer payments stay owed back (refund-due). Answers whether money went back.
     */
    async release(tx: Db, order: OrderRow): Promise<boolean> {
      if (!order.walletHoldId) return false;
      const reference = orderNumber(Number(order.number));
      const left = Number(order.totalMinor) - Number(order.refundedMinor);
      const leg: NewTransfer = holdPending(order)
        ? { id: orderTransferId(order.id, 'void'), kind: 'void', pendingId: order.walletHoldId, code: 'refund', reference }
        : await refundFromEscrow(tx, order, left);
      await createTransfers(tx, [leg], at());
      return true;
    },
  };
}

export type OrderMoney = ReturnType<typeof createOrderMoney>;
