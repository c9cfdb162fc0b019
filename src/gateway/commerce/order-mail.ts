/**
 * An order as its emails show it (platform/mail/order-emails.ts): read inside the transaction that
 * changed it, so the email says what was committed with it.
 */
import { asc, eq } from 'drizzle-orm';
import { orderNumber } from '../../contracts/commerce.ts';
import { proformaRef } from '../../contracts/payments.ts';
import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { orderLines, type orders } from '../db/schema/commerce.ts';
import type { MailAttachment } from '../db/schema/platform.ts';
import type { OrderMailExtra, OrderMailKind, OrderMailSummary } from '../platform/mail/order-emails.ts';
import { orderMessage } from '../platform/mail/order-emails.ts';
import type { Email, Mail } from '../platform/mail/mailer.ts';
import { buyerRecipients, mailTo, sellerRecipients } from '../platform/parties/parties.ts';
import { buyerSide } from './order-views.ts';

type OrderRow = typeof orders.$inferSelect;

/** A document a step issued, as its email names it. */
export interface IssuedDocumentRef {
  id: string;
  number: string;
}

/** The documents an order has one of; its credit notes may be several. */
export type OrderFileKind = 'tax-invoice' | 'receipt' | 'commission-invoice' | 'transport-document';

/**
 * The order's document of a kind, issued in the same transaction or before, rendered as PDF when
 * the email is sent (documents/documents.ts: documentAttachments), e.g. "tax-invoice-MC-100042.pdf" or
 * "transport-document-MC-100042.pdf".
 */
export const orderFile = (row: Pick<OrderRow, 'id' | 'number'>, kind: OrderFileKind): MailAttachment => ({
  source: 'order-document',
  ref: `${row.id}:${kind}`,
  filename: `${kind}-${orderNumber(Number(row.number))}.pdf`,
});

/** One issued document by its id (a credit note), named by its number: "CRN-2026-000003.pdf". */
export const documentFile = (document: IssuedDocumentRef): MailAttachment => ({
  source: 'trade-document',
  ref: document.id,
  filename: `${document.number}.pdf`,
});

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
    paymentStatus: row.paymentStatus,
    trackingNote: row.trackingNote,
    cancelReason: row.cancelReason,
  };
}

/**
 * The `email` of a commerce event for one step of an order: the summary is read once, whoever the
 * recipients are.
 */
export type OrderEmailFn = (to: string, url: string) => Email;

export async function orderEmail(tx: Db, row: OrderRow, kind: OrderMailKind, extra: OrderMailExtra = {}): Promise<OrderEmailFn> {
  const summary = await orderMailSummary(tx, row);
  return (to, url) => orderMessage(to, kind, summary, url, extra);
}

/** What sending an order's emails needs: where the site is, the outbox, and whether documents are issued. */
export interface OrderMailDeps {
  siteUrl: string;
  mail: Mail;
  documents?: unknown;
}

/** Paid at once (from the wallet or with financing): the order's documents are issued with it. */
const paidAtOnce = (row: OrderRow) => row.paymentMethod === 'wallet' || row.paymentMethod === 'financing';

/**
 * The buyer's email of a placed order (to the buyer and, in a company, its buyers). An order paid
 * at once goes with its tax invoice and receipt, which the caller issues in the same transaction; one
 * of a purchase paid by bank transfer with its proforma invoice.
 */
export async function mailPlaced(tx: Db, deps: OrderMailDeps, row: OrderRow, link: string): Promise<void> {
  const attachments = paidAtOnce(row) && deps.documents ? [orderFile(row, 'tax-invoice'), orderFile(row, 'receipt')] : [];
  // Paying by bank transfer: the purchase's proforma, with the account and the reference to quote (payments/proforma-pdf.ts).
  if (row.paymentMethod === 'bank-transfer')
    attachments.push({
      source: 'proforma',
      ref: proformaRef(row.checkoutId ? { checkoutId: row.checkoutId } : { orderId: row.id }),
      filename: `proforma-invoice-${orderNumber(Number(row.number))}.pdf`,
    });
  await mailTo(tx, deps, await buyerRecipients(tx, buyerSide(row)), link, await orderEmail(tx, row, 'placed', { attachments }));
}

/**
 * An order placed unpaid is paid later by a hold (the company's procurement financing): the buyer's
 * email with the tax invoice and the receipt, and the seller's.
 */
export async function mailPaymentHeld(tx: Db, deps: OrderMailDeps, row: OrderRow, links: { buyer: string; seller: string }): Promise<void> {
  const attachments = deps.documents ? [orderFile(row, 'tax-invoice'), orderFile(row, 'receipt')] : [];
  await mailTo(
    tx,
    deps,
    await buyerRecipients(tx, buyerSide(row)),
    links.buyer,
    await orderEmail(tx, row, 'payment-held', { attachments }),
  );
  await mailTo(tx, deps, await sellerRecipients(tx, row.supplierId), links.seller, await orderEmail(tx, row, 'seller-payment-received'));
}

/** The buyer's email of a delivered order, with its tax invoice when it was paid (and so invoiced). */
export const deliveredEmail = (tx: Db, deps: OrderMailDeps, row: OrderRow) =>
  orderEmail(tx, row, 'delivered', { attachments: deps.documents && row.paidAt ? [orderFile(row, 'tax-invoice')] : [] });
