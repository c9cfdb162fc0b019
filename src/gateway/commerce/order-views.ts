/** Orders as each side sees them: the contract's shape, with what the caller may do next. */
import { asc, eq, inArray } from 'drizzle-orm';
import { orderNumber, type Order } from '../../contracts/commerce.ts';
import { productPath } from '../../contracts/urls.ts';
import type { Db } from '../db/client.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import { markets, products, suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { orderEvents, orderLines, orders } from '../db/schema/commerce.ts';
import { documentsOfOrders } from '../documents/index.ts';

export type OrderSide = 'buyer' | 'seller';

type OrderRow = typeof orders.$inferSelect;

/** The people on an order's buyer side, as parties finds them: the person who placed it and their company. */
export const buyerSide = (row: OrderRow) => ({ userId: row.buyerUserId, companyId: row.buyerCompanyId });

/** What the caller may do next with an order, on their side. */
export function orderActions(row: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentMethod' | 'settledAt'>, side: OrderSide): string[] {
  const actions: string[] = [];
  if (side === 'seller') {
    if (row.status === 'placed') actions.push('accept');
    if ((row.status === 'placed' || row.status === 'accepted') && row.paymentMethod === 'bank-transfer' && row.paymentStatus === 'unpaid') {
      actions.push('confirm-payment');
    }
    if (row.status === 'accepted' && row.paymentStatus === 'paid') actions.push('ship');
    if (row.status === 'shipped') actions.push('deliver');
    if (row.status === 'placed' || row.status === 'accepted') actions.push('cancel');
    if (row.status !== 'cancelled' && row.paymentStatus === 'paid' && !row.settledAt) actions.push('refund');
  } else {
    if (row.status === 'shipped') actions.push('deliver');
    if (row.status === 'placed') actions.push('cancel');
  }
  return actions;
}

/** Orders as the contract shows them, in the order of `ids`. Pass a transaction's handle inside one. */
export async function orderViews(handle: Db, ids: string[], side: OrderSide): Promise<Order[]> {
  if (!ids.length) return [];
  const [rows, lines, events, documents] = await Promise.all([
    handle
      .select({ order: orders, supplierName: suppliers.name, supplierSlug: suppliers.slug, companyName: companies.name })
      .from(orders)
      .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .leftJoin(companies, eq(companies.id, orders.buyerCompanyId))
      .where(inArray(orders.id, ids)),
    handle
      .select({ line: orderLines, slug: products.slug, marketSlug: markets.slug, campaignName: campaigns.name })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .innerJoin(markets, eq(markets.id, products.marketId))
      .leftJoin(campaigns, eq(campaigns.id, orderLines.campaignId))
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id)),
    handle.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    documentsOfOrders(handle, ids, side),
  ]);
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const o = r.order;
    return [
      {
        id: o.id,
        number: orderNumber(Number(o.number)),
        status: o.status,
        paymentMethod: o.paymentMethod,
        paymentStatus: o.paymentStatus,
        supplier: { id: o.supplierId, name: r.supplierName, slug: r.supplierSlug },
        buyer: { name: o.buyerName, email: o.buyerEmail, companyName: r.companyName },
        lines: lines
          .filter((l) => l.line.orderId === id)
          .map(({ line, slug, marketSlug, campaignName }) => ({
            id: line.id,
            productId: line.productId,
            packageId: line.packageId,
            productName: line.productName,
            packageLabel: line.packageLabel,
            productUrl: productPath(slug, marketSlug, line.productId),
            unitPriceMinor: Number(line.unitPriceMinor),
            quantity: line.quantity,
            lineTotalMinor: Number(line.lineTotalMinor),
            listUnitPriceMinor: Number(line.listUnitPriceMinor ?? line.unitPriceMinor),
            discountMinor: Number(line.discountMinor),
            campaign: line.campaignId && campaignName ? { id: line.campaignId, name: campaignName } : null,
            vatTreatment: line.vatTreatment,
            vatRateBps: line.vatRateBps,
            vatMinor: Number(line.vatMinor),
            refundedQuantity: line.refundedQuantity,
            transport: line.transport,
          })),
        subtotalMinor: Number(o.subtotalMinor),
        goodsVatMinor: Number(o.goodsVatMinor),
        deliveryMinor: Number(o.deliveryMinor),
        deliveryVatMinor: Number(o.deliveryVatMinor),
        totalMinor: Number(o.totalMinor),
        refundedMinor: Number(o.refundedMinor),
        refundedDeliveryMinor: Number(o.refundedDeliveryMinor),
        currency: o.currency,
        delivery: o.delivery,
        dangerousGoods: o.dangerousGoods,
        sellerTax: o.sellerTax,
        buyerTax: o.buyerTax,
        commissionMinor: Number(o.commissionMinor),
        commissionVatMinor: Number(o.commissionVatMinor),
        shippingAddress: o.shippingAddress,
        quoteId: o.quoteId,
        checkoutId: o.checkoutId,
        trackingNote: o.trackingNote,
        cancelReason: o.cancelReason,
        cancelledBy: o.cancelledBy,
        placedAt: o.placedAt.toISOString(),
        updatedAt: o.updatedAt.toISOString(),
        deliveredAt: o.deliveredAt?.toISOString() ?? null,
        settledAt: o.settledAt?.toISOString() ?? null,
        events: events
          .filter((e) => e.orderId === id)
          .map((e) => ({ kind: e.kind, actor: e.actor, note: e.note, createdAt: e.createdAt.toISOString() })),
        actions: orderActions(o, side),
        documents: documents.get(id) ?? [],
      },
    ];
  });
}
