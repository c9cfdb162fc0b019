/**
 * A card payment arriving for orders (payments/ verified it with the provider): the unpaid orders
 * become paid, or refund-due when they were cancelled meanwhile, their money enters escrow, and
 * both sides are told. A bank transfer is confirmed by the seller instead (orders.ts).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { orderNumber } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orders } from '../db/schema/commerce.ts';
import { buyerRecipients, sellerRecipients, tell } from '../platform/parties/parties.ts';
import { orderEmail, orderFile } from './order-mail.ts';
import { buyerOrderLink, sellerOrderLink } from './order-placement.ts';
import type { OrderDeps } from './order-ports.ts';
import { buyerSide } from './order-views.ts';

/**
 * Marks the unpaid orders of a checkout paid (a verified card payment): one 'paid' event each by
 * the system, and both sides told. An order cancelled before the money arrived becomes refund-due.
 * Runs inside the caller's transaction; returns the ids of the orders it changed (none the second time).
 */
/** What marking orders paid needs: the money's step, the documents, and telling both sides. */
export type PaidDeps = Pick<OrderDeps, 'notifications' | 'siteUrl' | 'mail' | 'orderMoney' | 'documents' | 'log'>;

export async function markCheckoutPaid(tx: Db, checkoutId: string, deps: PaidDeps): Promise<string[]> {
  return markPaid(tx, eq(orders.checkoutId, checkoutId), deps);
}

/** The same for a single order paid on its own (for example one made from a quote). */
export async function markOrderPaid(tx: Db, orderId: string, deps: PaidDeps): Promise<string[]> {
  return markPaid(tx, eq(orders.id, orderId), deps);
}

async function markPaid(tx: Db, which: SQL, deps: PaidDeps): Promise<string[]> {
  const rows = await tx
    .update(orders)
    .set({
      paymentStatus: sql`case when ${orders.status} = 'cancelled' then 'refund-due' else 'paid' end`,
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(which, eq(orders.paymentStatus, 'unpaid')))
    .returning();
  for (const row of rows) {
    await deps.orderMoney.received(tx, row, 'card');
    if (row.paymentStatus === 'paid') await deps.documents?.paid(tx, row.id);
    const number = orderNumber(Number(row.number));
    const amount = formatMoney(Number(row.totalMinor), row.currency);
    const refund = row.paymentStatus === 'refund-due';
    await tx.insert(orderEvents).values({
      id: uuidv7(),
      orderId: row.id,
      kind: 'paid',
      actor: 'system',
      actorUserId: null,
      note: refund ? 'Card payment received after the order was cancelled; a refund is due' : 'Card payment received',
    });
    await tell(tx, deps, await buyerRecipients(tx, buyerSide(row)), {
      kind: 'order.paid',
      title: `Payment received for ${number}`,
      body: refund
        ? `Your card payment of ${amount} for order ${number} arrived after the order was cancelled. The seller owes you a refund.`
        : `Your card payment of ${amount} for order ${number} was received.`,
      link: buyerOrderLink(row.id),
      // Paid: the step's email, with the tax invoice and the receipt just issued; refund-due keeps the plain one.
      ...(refund
        ? {}
        : {
            email: await orderEmail(tx, row, 'payment-received', {
              attachments: deps.documents ? [orderFile(row, 'tax-invoice'), orderFile(row, 'receipt')] : [],
            }),
          }),
    });
    await tell(tx, deps, await sellerRecipients(tx, row.supplierId), {
      kind: 'order.paid',
      title: `Order ${number} is paid`,
      body: refund
        ? `${row.buyerName} paid ${amount} by card for order ${number} after it was cancelled. A refund is due.`
        : `${row.buyerName} paid ${amount} by card for order ${number}.${row.status === 'accepted' ? ' You can ship it now.' : ''}`,
      link: sellerOrderLink(row.id),
      ...(refund ? {} : { email: await orderEmail(tx, row, 'seller-payment-received') }),
    });
  }
  return rows.map((r) => r.id);
}
