/**
 * An order as its emails show it (platform/mail/order-emails.ts): read inside the transaction that
 * changed it, so the email says what was committed with it.
 */
import { asc, eq } from 'drizzle-orm';
import { orderNumber } from '../../contracts/commerce.ts';
import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { orderLines, type orders } from '../db/schema/commerce.ts';
import type { MailAttachment } from '../db/schema/platform.ts';
import type { OrderMailKind, OrderMailSummary, SettlementFigures } from '../platform/mail/order-emails.ts';
import { orderMessage } from '../platform/mail/order-emails.ts';
import type { Email } from '../platform/mail/mailer.ts';

type OrderRow = typeof orders.$inferSelect;

/** The order's number, parties, lines and totals, for its emails. */
export async function orderMailSummary(tx: Db, row: OrderRow): Promise<OrderMailSummary> {
  const [lines, [seller]] = await Promise.all([
    tx
      .select({
        productName: orderLines.productName,
        packageLabel: orderLines.packageLabel,
        quantity: orderLines.quantity,
        lineTotalMinor: orderLines.lineTotalMinor,
        vatMinor: orderLines.vatMinor,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.id)),
    tx.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, row.supplierId)),
  ]);
  return {
    number: orderNumber(Number(row.number)),
    sellerName: seller?.name ?? 'The seller',
    buyerName: row.buyerName,
    currency: row.currency,
    lines: lines.map((l) => ({ ...l, lineTotalMinor: Number(l.lineTotalMinor), vatMinor: Number(l.vatMinor) })),
    subtotalMinor: Number(row.subtotalMinor),
    goodsVatMinor: Number(row.goodsVatMinor),
    deliveryMinor: Number(row.deliveryMinor),
    deliveryVatMinor: Number(row.deliveryVatMinor),
    totalMinor: Number(row.totalMinor),
    refundedMinor: Number(row.refundedMinor),
    deliveryLabel: row.delivery?.label ?? null,
    paymentMethod: row.paymentMethod,
    trackingNote: row.trackingNote,
    cancelReason: row.cancelReason,
  };
}

/**
 * The `email` of a commerce event for one step of an order: the summary is read once, whoever the
 * recipients are.
 */
export async function orderEmail(
  tx: Db,
  row: OrderRow,
  kind: OrderMailKind,
  extra: { attachments?: MailAttachment[]; settlement?: SettlementFigures } = {},
): Promise<(to: string, url: string) => Email> {
  const summary = await orderMailSummary(tx, row);
  return (to, url) => orderMessage(to, kind, summary, url, extra);
}
