/**
 * Partial refunds (docs/decisions/034-vat-delivery-and-commission.md): the seller gives back some
 * packages of some lines and/or part of the delivery fee of a paid order that is not settled yet.
 * The VAT given back is the VAT charged on what is refunded, computed on the running totals so that
 * refunding a whole line, however many times it is split, gives back exactly the line's VAT:
 * vatOf(refunded so far + now) − vatOf(refunded so far). The money goes back in the same
 * transaction (OrderMoneySteps.refund), the lines and the order record what was refunded, and
 * settlement later pays the seller only what is left. The order's row is locked first, so two
 * refunds, or a refund and the delivery that settles, take turns.
 *
 * A claim's ending refunds through the same step inside its own transaction (refundInTransaction):
 * by the seller, or by an operator's decision, and there the whole of what is left may go back,
 * since a delivered order can no longer be cancelled (docs/decisions/042-claims-and-settlement-window.md).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { orderNumber } from '../../contracts/commerce.ts';
import { isUuid } from '../../contracts/ids.ts';
import { formatMoney } from '../../contracts/money.ts';
import { vatGivenBack } from '../../contracts/tax.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orderLines, orders } from '../db/schema/commerce.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { buyerRecipients, tell } from '../platform/parties/parties.ts';
import { documentFile, orderEmail } from './order-mail.ts';
import { buyerOrderLink } from './order-placement.ts';
import type { IssuedDocumentRef } from './order-mail.ts';
import type { OrderDeps, OrderRefund } from './order-ports.ts';
import { buyerSide } from './order-views.ts';

export interface RefundInput {
  lines: { orderLineId: string; quantity: number }[];
  /** Of the delivery fee, before VAT. */
  deliveryMinor: number;
  reason: string;
}

/** Who refunds: the seller's person, or the platform deciding a claim (the order's history says "system"). */
export type RefundActor = { side: 'seller'; userId: string } | { side: 'platform'; userId: string };

export interface RefundOptions {
  /** SQL the order must match beside its id (the seller's storefront); none when the caller checked. */
  scope?: SQL;
  /** A claim may give back everything left; the order's own refund leaves something (cancel instead). */
  allowWhole?: boolean;
}

/** What a refund gave back and the credit note it issued. */
export interface RefundDone {
  amountMinor: number;
  creditNote: IssuedDocumentRef | null;
  currency: string;
}

export async function refundOrder(db: Db, deps: OrderDeps, scope: SQL, id: string, userId: string, input: RefundInput): Promise<void> {
  if (!isUuid(id)) throw notFound('No such order.');
  await db.transaction((tx) => refundInTransaction(tx, deps, id, { side: 'seller', userId }, input, { scope }));
}

/** The refund's step in the caller's transaction: the money back, the lines and order updated, the credit note, the buyer told. */
export async function refundInTransaction(
  tx: Db,
  deps: OrderDeps,
  id: string,
  actor: RefundActor,
  input: RefundInput,
  options: RefundOptions = {},
): Promise<RefundDone> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), options.scope))
    .for('update');
  if (!row) throw notFound('No such order.');
  if (row.status === 'cancelled') throw new HttpError(409, 'This order is cancelled: there is nothing left to refund.');
  if (row.paymentStatus !== 'paid')
    throw new HttpError(409, `This order's payment is ${row.paymentStatus}: only a paid order can be refunded.`);
  if (row.settledAt)
    throw new HttpError(409, 'This order is settled: its proceeds are in your wallet, so it can no longer be refunded here.');

  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id)).for('update');
  const errors: Record<string, string[]> = {};
  const refund: OrderRefund = { amountMinor: 0, lines: [], deliveryMinor: 0, deliveryVatMinor: 0 };
  const seen = new Set<string>();
  input.lines.forEach((wanted, index) => {
    const line = lines.find((l) => l.id === wanted.orderLineId);
    if (!line) errors[`lines.${index}.orderLineId`] = ['is not a line of this order'];
    else if (seen.has(line.id)) errors[`lines.${index}.orderLineId`] = ['appears more than once'];
    else if (wanted.quantity > line.quantity - line.refundedQuantity)
      errors[`lines.${index}.quantity`] = [
        line.quantity === line.refundedQuantity
          ? 'nothing is left to refund on this line'
          : `must be at most ${line.quantity - line.refundedQuantity}, the packages not refunded yet`,
      ];
    else {
      seen.add(line.id);
      const unit = Number(line.unitPriceMinor);
      const amountMinor = unit * wanted.quantity;
      refund.lines.push({
        orderLineId: line.id,
        quantity: wanted.quantity,
        amountMinor,
        vatMinor: vatGivenBack(unit * line.refundedQuantity, amountMinor, line.vatRateBps),
      });
    }
  });
  const deliveryLeft = Number(row.deliveryMinor) - Number(row.refundedDeliveryMinor);
  if (input.deliveryMinor > deliveryLeft)
    errors.deliveryMinor = [
      deliveryLeft === 0 ? 'nothing is left of the delivery fee to refund' : `must be at most ${deliveryLeft}, the fee not refunded yet`,
    ];
  if (Object.keys(errors).length) {
    const [field, messages] = Object.entries(errors)[0]!;
    throw new HttpError(400, `Invalid request. ${field}: ${messages[0]}`, errors);
  }
  if (input.deliveryMinor > 0) {
    refund.deliveryMinor = input.deliveryMinor;
    refund.deliveryVatMinor = vatGivenBack(Number(row.refundedDeliveryMinor), input.deliveryMinor, row.delivery?.vatRateBps ?? 0);
  }
  refund.amountMinor =
    refund.lines.reduce((sum, l) => sum + l.amountMinor + l.vatMinor, 0) + refund.deliveryMinor + refund.deliveryVatMinor;
  const left = Number(row.totalMinor) - Number(row.refundedMinor) - refund.amountMinor;
  if (left <= 0 && !options.allowWhole)
    throw new HttpError(409, 'That would refund the whole order. Cancel it instead (before it ships), so its stock comes back too.', {
      lines: ['would refund everything left'],
    });

  await deps.orderMoney.refund(tx, row, refund.amountMinor);
  if (row.paymentMethod === 'financing')
    await deps.financing?.orderReleased(tx, row, { amountMinor: refund.amountMinor, whole: left === 0 });
  await tx
    .update(orders)
    .set({
      refundedMinor: sql`${orders.refundedMinor} + ${refund.amountMinor}`,
      refundedDeliveryMinor: sql`${orders.refundedDeliveryMinor} + ${refund.deliveryMinor}`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id));
  for (const line of refund.lines)
    await tx
      .update(orderLines)
      .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${line.quantity}` })
      .where(eq(orderLines.id, line.orderLineId));
  const number = orderNumber(Number(row.number));
  const amount = formatMoney(refund.amountMinor, row.currency);
  await tx.insert(orderEvents).values({
    id: uuidv7(),
    orderId: id,
    kind: 'refunded',
    actor: actor.side === 'seller' ? 'seller' : 'system',
    actorUserId: actor.userId,
    note: `${amount} refunded: ${input.reason}`,
  });
  const note = (await deps.documents?.refunded(tx, id, refund)) ?? null;
  const [after] = await tx.select().from(orders).where(eq(orders.id, id));
  const where = row.paymentMethod === 'financing' ? 'It went back to your financing: that much less is owed.' : 'It is in your wallet.';
  await tell(tx, deps, await buyerRecipients(tx, buyerSide(row)), {
    kind: 'order.refunded',
    title: `${amount} refunded on order ${number}`,
    body: `${actor.side === 'seller' ? 'The seller' : 'The platform'} refunded ${amount} of order ${number} (VAT included): "${input.reason}". ${where}`,
    link: buyerOrderLink(id),
    email: await orderEmail(tx, after!, 'refunded', { attachments: note ? [documentFile(note)] : [] }),
  });
  return { amountMinor: refund.amountMinor, creditNote: note, currency: row.currency };
}
