/**
 * What a procurement request pays for, priced now by the gateway (the cart, a priced quote or an
 * order waiting for a bank transfer), and a draft's answers checked against its type's schema
 * when it is submitted. No amount the company typed is trusted.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { orderNumber } from '../../contracts/commerce.ts';
import { CART_EMPTY, financedCart, type ProcurementDetails } from '../../contracts/financing.ts';
import type { Db } from '../db/client.ts';
import { products, suppliers } from '../db/schema/catalog.ts';
import { orderLines, orders } from '../db/schema/commerce.ts';
import type { FinancingSubject } from '../db/schema/financing.ts';
import { quotes } from '../db/schema/requests.ts';
import { cartLines, priceLines, vatOfGoods } from '../commerce/index.ts';
import { vatOf } from '../../contracts/tax.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError } from '../platform/errors.ts';
import type { FinancingDeps } from './state.ts';

/** Zod's issues as the envelope's field messages, under `details.`. */
export function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = ['details', ...issue.path.map(String)].join('.');
    (errors[field] ??= []).push(issue.message);
  }
  const first = Object.entries(errors)[0]!;
  throw new HttpError(400, `Some answers need attention. ${first[0]}: ${first[1][0]}`, errors);
}

/** A subject's VAT as a line of its own, so its lines add up to the amount; none when there is no VAT. */
const vatLine = (vatMinor: number) => (vatMinor > 0 ? [{ name: 'VAT', quantity: 1, amount: vatMinor }] : []);

/** Procurement: the amount and what it pays for, priced now by the gateway. */
export async function priceProcurement(
  deps: Pick<FinancingDeps, 'db' | 'clock' | 'tax'>,
  member: Member,
  d: ProcurementDetails,
): Promise<{ amount: number; subject: FinancingSubject }> {
  const { db } = deps;
  if (d.source === 'cart') {
    const cart = await priceLines(db, await cartLines(db, member.userId), { dropUnavailable: true, now: deps.clock() });
    const { lines: buyable, amount } = financedCart(cart.lines);
    if (!buyable.length) throw new HttpError(400, CART_EMPTY, { 'details.source': ['your cart is empty'] });
    if (cart.currency !== 'NGN')
      throw new HttpError(400, 'Financing pays in naira only.', { 'details.source': ['is not priced in naira'] });
    const suppliers = [...new Set(buyable.map((l) => l.supplier.name))];
    // The goods and their VAT, as checkout will charge them (delivery is chosen at checkout; pickup is free).
    const { vatMinor } = await vatOfGoods(
      db,
      buyable.map((l) => ({ packageId: l.packageId, supplierId: l.supplier.id, quantity: l.quantity, unitPriceMinor: l.unitPriceMinor })),
      { tax: deps.tax, at: deps.clock() },
    );
    return {
      amount: amount + vatMinor,
      subject: {
        label: `Your cart (${buyable.length} ${buyable.length === 1 ? 'line' : 'lines'})`,
        supplierName: suppliers.join(', '),
        lines: [
          ...buyable.map((l) => ({ name: `${l.productName}, ${l.packageLabel}`, quantity: l.quantity, amount: l.lineTotalMinor })),
          ...vatLine(vatMinor),
        ],
      },
    };
  }
  if (!d.sourceId) throw new HttpError(400, `Choose the ${d.source}.`, { 'details.sourceId': [`choose one of your ${d.source}s`] });
  if (d.source === 'quote') {
    const [quote] = await db
      .select({ quote: quotes, productName: products.name })
      .from(quotes)
      .innerJoin(products, eq(products.id, quotes.productId))
      .where(and(eq(quotes.id, d.sourceId), eq(quotes.buyerCompanyId, member.companyId!)));
    if (!quote)
      throw new HttpError(400, 'That is not one of your company’s quotes.', { 'details.sourceId': ['is not one of your quotes'] });
    if (quote.quote.status !== 'answered' || quote.quote.quotedUnitPriceMinor === null)
      throw new HttpError(400, 'Only a quote the seller has priced can be financed.', { 'details.sourceId': ['is not priced yet'] });
    // The quoted goods, the answer's own delivery line, and the VAT on both, as the order will charge them.
    const goods = quote.quote.quotedUnitPriceMinor * quote.quote.quantity;
    const delivery = quote.quote.quotedDeliveryMinor ?? 0;
    const { vatMinor, rateBps } = await vatOfGoods(
      db,
      [
        {
          packageId: quote.quote.packageId,
          supplierId: quote.quote.supplierId,
          quantity: quote.quote.quantity,
          unitPriceMinor: quote.quote.quotedUnitPriceMinor,
        },
      ],
      { tax: deps.tax, at: deps.clock() },
    );
    const vat = vatMinor + vatOf(delivery, rateBps.get(quote.quote.supplierId) ?? 0);
    return {
      amount: goods + delivery + vat,
      subject: {
        label: 'A quote',
        supplierName: null,
        lines: [
          { name: quote.productName, quantity: quote.quote.quantity, amount: goods },
          ...(quote.quote.quotedDeliveryMinor !== null
            ? [{ name: `Delivery: ${quote.quote.quotedDeliveryLabel ?? quote.quote.deliveryPlace}`, quantity: 1, amount: delivery }]
            : []),
          ...vatLine(vat),
        ],
      },
    };
  }
  const order = await unpaidOrder(db, member, d.sourceId);
  const [lines, [supplier]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
    db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, order.supplierId)),
  ]);
  return {
    amount: Number(order.totalMinor),
    subject: {
      label: `Order ${orderNumber(Number(order.number))}`,
      supplierName: supplier?.name ?? null,
      // The goods, then the delivery and the VAT, so the lines add up to the order's total.
      lines: [
        ...lines.map((l) => ({ name: `${l.productName}, ${l.packageLabel}`, quantity: l.quantity, amount: Number(l.lineTotalMinor) })),
        ...(Number(order.deliveryMinor) > 0
          ? [{ name: `Delivery: ${order.delivery?.label ?? 'delivery'}`, quantity: 1, amount: Number(order.deliveryMinor) }]
          : []),
        ...vatLine(Number(order.goodsVatMinor) + Number(order.deliveryVatMinor)),
      ],
    },
  };
}

/** An order of the company that waits for a bank transfer, locked when in a transaction. */
export async function unpaidOrder(handle: Db, member: Member, orderId: string) {
  const [order] = await handle
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerCompanyId, member.companyId!)));
  if (!order) throw new HttpError(400, 'That is not one of your company’s orders.', { 'details.sourceId': ['is not one of your orders'] });
  if (order.paymentStatus !== 'unpaid' || !['placed', 'accepted'].includes(order.status) || order.paymentMethod !== 'bank-transfer')
    throw new HttpError(409, `Order ${orderNumber(Number(order.number))} is not waiting for payment, so it cannot be financed.`, {
      orderId: ['is not waiting for payment'],
    });
  return order;
}
