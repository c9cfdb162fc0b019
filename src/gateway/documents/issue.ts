/**
 * Issuing documents inside the transaction that causes them (the OrderDocuments port, ports.ts):
 * a seller's tax invoice when its order is paid (on acceptance for a bank transfer, which the buyer
 * pays against it), the platform's receipt for each payment, a seller's credit note for each
 * cancellation or partial refund, the platform's commission invoice to the seller on settlement, and
 * the seller's dangerous goods transport document when an order holding them ships
 * (transport-document.ts). Each is numbered in its issuer's series as the last step before it is
 * written (issued-document.ts), so the series row is held for the rest of the transaction only. A
 * document needing clearance gets a pending clearance and a job to ask the e-invoicing service after
 * commit (clearance.ts).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { orderNumber } from '../../contracts/commerce.ts';
import type { DocumentContent, DocumentLine, DocumentParty, TradeDocumentKind } from '../../contracts/documents.ts';
import { VAT_RATES_BPS } from '../../contracts/tax.ts';
import type { Db } from '../db/client.ts';
import { orderLines, orders } from '../db/schema/commerce.ts';
import { issuedDocuments } from '../db/schema/documents.ts';
import { payments } from '../db/schema/payments.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import { deliveryLine, goodsLine, invoiceLines, remainingLines, totalsOf, vatBreakdown } from './content.ts';
import { buyerParty, type PlatformParty, platformParty, sellerParty } from './document-parties.ts';
import { type DocumentRow, writeDocument } from './issued-document.ts';
import { PLATFORM_ISSUER, sellerIssuer } from './numbering.ts';
import type { CommissionDetail, OrderDocuments, RefundDetail } from './ports.ts';
import { issueTransportDocument } from './transport-document.ts';

type OrderRow = typeof orders.$inferSelect;
/** A trade document's row: its content is an invoice's, a receipt's or a credit note's. */
type TradeRow = DocumentRow & { content: DocumentContent };

export interface DocumentDeps {
  /** The time documents are dated by (the services' clock: the demo history's days). */
  clock: () => Date;
  /** The marketplace's name, in every document's header. */
  marketplace: string;
  platform: PlatformParty;
  /** Whether an e-invoicing service clears documents (off unless configured). */
  clearance: boolean;
  jobs: JobQueue | null;
}

interface Draft {
  kind: TradeDocumentKind;
  issuer: string;
  order: OrderRow;
  corrects: TradeRow | null;
  issuerParty: DocumentParty;
  customer: DocumentParty;
  lines: DocumentLine[];
  /** Who sees it besides the storefront: the order's buyer, or nobody (a commission invoice). */
  buyerSees: boolean;
  note: string | null;
}

export function createDocumentIssuer(deps: DocumentDeps): OrderDocuments {
  const platform = platformParty(deps.platform);

  async function loadOrder(tx: Db, orderId: string) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error(`no order ${orderId} to issue documents for`);
    return order;
  }

  const existing = async (tx: Db, orderId: string, kind: TradeDocumentKind) =>
    ((
      await tx
        .select()
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.orderId, orderId), eq(issuedDocuments.kind, kind)))
        .orderBy(desc(issuedDocuments.issuedAt))
    )[0] ?? null) as TradeRow | null;

  /** The payment's reference as the buyer's bank statement or card receipt shows it. */
  async function paymentOf(tx: Db, order: OrderRow): Promise<DocumentContent['payment']> {
    let reference = orderNumber(Number(order.number));
    if (order.paymentMethod === 'card' && order.checkoutId) {
      const [card] = await tx
        .select({ reference: payments.reference })
        .from(payments)
        .where(and(eq(payments.checkoutId, order.checkoutId), eq(payments.status, 'succeeded')));
      if (card) reference = card.reference;
    }
    return { method: order.paymentMethod, reference, status: order.paymentStatus };
  }

  /** Clearance is asked for B2B tax documents of a VAT-registered issuer, when a service is configured. */
  const needsClearance = (draft: Draft) =>
    deps.clearance && draft.kind !== 'receipt' && draft.issuerParty.vatRegistered && Boolean(draft.customer.tin);

  async function issue(tx: Db, draft: Draft): Promise<TradeRow> {
    const { order } = draft;
    const payment = await paymentOf(tx, order);
    const totals = totalsOf(draft.lines);
    const row = await writeDocument(tx, deps, {
      kind: draft.kind,
      issuer: draft.issuer,
      order,
      correctsId: draft.corrects?.id ?? null,
      buyerSees: draft.buyerSees,
      totals,
      paymentReference: payment?.reference ?? null,
      clear: needsClearance(draft),
      content: (number, at): DocumentContent => ({
        kind: draft.kind,
        number,
        issuedAt: at.toISOString(),
        currency: order.currency,
        marketplace: deps.marketplace,
        issuer: draft.issuerParty,
        customer: draft.customer,
        order: {
          id: order.id,
          number: orderNumber(Number(order.number)),
          placedAt: order.placedAt.toISOString(),
          paymentMethod: order.paymentMethod,
        },
        corrects: draft.corrects
          ? { id: draft.corrects.id, number: draft.corrects.number, issuedAt: draft.corrects.issuedAt.toISOString() }
          : null,
        lines: draft.lines,
        vatBreakdown: draft.kind === 'receipt' ? [] : vatBreakdown(draft.lines),
        totals,
        payment,
        note: draft.note,
      }),
    });
    return row as TradeRow;
  }

  async function invoice(tx: Db, order: OrderRow) {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
    return issue(tx, {
      kind: 'tax-invoice',
      issuer: sellerIssuer(order.supplierId),
      order,
      corrects: null,
      issuerParty: await sellerParty(tx, order),
      customer: await buyerParty(tx, order),
      lines: invoiceLines(order, lines),
      buyerSees: true,
      note: order.paymentStatus === 'paid' ? null : `Pay by bank transfer quoting ${orderNumber(Number(order.number))}.`,
    });
  }

  /** A seller's credit note against the order's invoice. */
  const creditNote = async (tx: Db, order: OrderRow, corrects: TradeRow, lines: DocumentLine[], note: string) =>
    issue(tx, {
      kind: 'credit-note',
      issuer: sellerIssuer(order.supplierId),
      order,
      corrects,
      issuerParty: corrects.content.issuer,
      customer: corrects.content.customer,
      lines,
      buyerSees: true,
      note,
    });

  return {
    async paid(tx, orderId) {
      const order = await loadOrder(tx, orderId);
      const money = order.paymentStatus === 'paid' || order.paymentStatus === 'refund-due';
      let taxInvoice = await existing(tx, order.id, 'tax-invoice');
      const invoiceable =
        order.status !== 'cancelled' &&
        (order.paymentStatus === 'paid' || (order.paymentMethod === 'bank-transfer' && order.status === 'accepted'));
      if (!taxInvoice && invoiceable) taxInvoice = await invoice(tx, order);
      if (!money || (await existing(tx, order.id, 'receipt'))) return;
      // The platform receives every payment (into escrow) and acknowledges it.
      await issue(tx, {
        kind: 'receipt',
        issuer: PLATFORM_ISSUER,
        order,
        corrects: taxInvoice,
        issuerParty: platform,
        customer: taxInvoice?.content.customer ?? (await buyerParty(tx, order)),
        lines: [
          {
            description: `Payment for order ${orderNumber(Number(order.number))}${taxInvoice ? `, invoice ${taxInvoice.number}` : ''}`,
            orderLineId: null,
            quantity: 1,
            unitPriceMinor: Number(order.totalMinor),
            netMinor: Number(order.totalMinor),
            vatCategory: 'exempt',
            vatRateBps: 0,
            vatMinor: 0,
          },
        ],
        buyerSees: true,
        note: `Received on behalf of ${(await sellerParty(tx, order)).name}, held until after delivery.`,
      });
    },

    async cancelled(tx, orderId) {
      const order = await loadOrder(tx, orderId);
      const taxInvoice = await existing(tx, order.id, 'tax-invoice');
      if (!taxInvoice) return null;
      const earlier = await tx
        .select({ content: issuedDocuments.content })
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.orderId, order.id), eq(issuedDocuments.kind, 'credit-note')));
      const lines = remainingLines(
        taxInvoice.content.lines,
        earlier.map((e) => e.content as DocumentContent),
      );
      if (!lines.length) return null;
      const why = order.cancelReason ? `: ${order.cancelReason}` : '';
      return creditNote(tx, order, taxInvoice, lines, `Order ${orderNumber(Number(order.number))} cancelled${why}.`);
    },

    async refunded(tx, orderId, refund: RefundDetail) {
      const order = await loadOrder(tx, orderId);
      const taxInvoice = await existing(tx, order.id, 'tax-invoice');
      if (!taxInvoice) return null;
      const rows = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      const lines: DocumentLine[] = refund.lines.map((part) => {
        const row = rows.find((r) => r.id === part.orderLineId);
        if (!row) throw new Error(`order ${order.id} has no line ${part.orderLineId}`);
        return {
          ...goodsLine(row),
          quantity: part.quantity,
          netMinor: part.amountMinor,
          vatMinor: part.vatMinor,
        };
      });
      const delivery = deliveryLine(order, refund.deliveryMinor, refund.deliveryVatMinor);
      if (delivery) lines.push(delivery);
      const { totalMinor } = totalsOf(lines);
      if (totalMinor !== refund.amountMinor)
        throw new Error(`refund of order ${order.id}: its parts come to ${totalMinor}, not the ${refund.amountMinor} refunded`);
      return creditNote(tx, order, taxInvoice, lines, `Partial refund of order ${orderNumber(Number(order.number))}.`);
    },

    shipped: async (tx, orderId) => issueTransportDocument(tx, deps, await loadOrder(tx, orderId)),

    async settled(tx, orderId, commission: CommissionDetail) {
      const order = await loadOrder(tx, orderId);
      if (await existing(tx, order.id, 'commission-invoice')) return;
      const { companyId: _, ...seller } = await sellerParty(tx, order);
      const rateBps = commission.vatMinor > 0 ? (VAT_RATES_BPS[deps.platform.country] ?? 0) : 0;
      await issue(tx, {
        kind: 'commission-invoice',
        issuer: PLATFORM_ISSUER,
        order,
        corrects: null,
        issuerParty: platform,
        customer: seller,
        lines: [
          {
            description: `Commission on order ${orderNumber(Number(order.number))}`,
            orderLineId: null,
            quantity: 1,
            unitPriceMinor: commission.netMinor,
            netMinor: commission.netMinor,
            vatCategory: rateBps > 0 ? 'standard' : 'zero-rated',
            vatRateBps: rateBps,
            vatMinor: commission.vatMinor,
          },
        ],
        buyerSees: false,
        note: 'Deducted from the order’s proceeds paid into your wallet.',
      });
    },
  };
}
