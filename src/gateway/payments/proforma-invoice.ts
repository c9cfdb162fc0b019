/** A bank-transfer purchase's proforma invoice: the buyer pays each order into the marketplace's account, quoting its number. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { orderNumber } from '../../contracts/commerce.ts';
import { isUuid } from '../../contracts/ids.ts';
import { type BankDetails, PROFORMA_DUE_DAYS, type ProformaInvoice, type ProformaOf } from '../../contracts/payments.ts';
import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { checkouts, orderLines, orders, type PaymentMethod } from '../db/schema/commerce.ts';
import { notFound } from '../platform/errors.ts';

const missingPurchase = () => notFound('No such purchase.');

/**
 * The proforma invoice of one of the caller's purchases, or of one of their orders placed outside
 * checkout: its orders, what is due, and the account to pay into. `userId` null: whoever's it is
 * (for the email of its orders).
 */
export async function proformaInvoice(db: Db, bank: BankDetails, userId: string | null, of: ProformaOf): Promise<ProformaInvoice> {
  const id = 'checkoutId' in of ? of.checkoutId : of.orderId;
  if (!isUuid(id)) throw missingPurchase();
  let paymentMethod: PaymentMethod | undefined;
  if ('checkoutId' in of) {
    const [checkout] = await db
      .select({ paymentMethod: checkouts.paymentMethod })
      .from(checkouts)
      .where(and(eq(checkouts.id, id), userId === null ? undefined : eq(checkouts.userId, userId)));
    if (!checkout) throw missingPurchase();
    paymentMethod = checkout.paymentMethod;
  }
  const rows = await db
    .select({ order: orders, supplier: { id: suppliers.id, name: suppliers.name, slug: suppliers.slug }, companyName: companies.name })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .leftJoin(companies, eq(companies.id, orders.buyerCompanyId))
    .where(
      'checkoutId' in of
        ? eq(orders.checkoutId, id)
        : and(eq(orders.id, id), isNull(orders.checkoutId), userId === null ? undefined : eq(orders.buyerUserId, userId)),
    )
    .orderBy(asc(orders.number));
  if (!rows.length) throw missingPurchase();
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderLines.id));

  const first = rows[0]!;
  const placed = new Date(Math.min(...rows.map((r) => r.order.placedAt.getTime())));
  const live = rows.filter((r) => r.order.status !== 'cancelled');
  return {
    checkoutId: 'checkoutId' in of ? of.checkoutId : null,
    paymentMethod: paymentMethod ?? first.order.paymentMethod,
    issuedAt: placed.toISOString(),
    dueAt: new Date(placed.getTime() + PROFORMA_DUE_DAYS * 86_400_000).toISOString(),
    buyer: { name: first.order.buyerName, email: first.order.buyerEmail, companyName: first.companyName ?? null },
    shippingAddress: first.order.shippingAddress,
    bank,
    orders: rows.map(({ order, supplier }) => ({
      orderId: order.id,
      number: orderNumber(Number(order.number)),
      paymentReference: orderNumber(Number(order.number)),
      supplier,
      lines: lines
        .filter((l) => l.orderId === order.id)
        .map((l) => ({
          productName: l.productName,
          packageLabel: l.packageLabel,
          quantity: l.quantity,
          unitPriceMinor: l.unitPriceMinor,
          lineTotalMinor: l.lineTotalMinor,
          vatRateBps: l.vatRateBps,
          vatMinor: l.vatMinor,
        })),
      subtotalMinor: order.subtotalMinor,
      goodsVatMinor: order.goodsVatMinor,
      deliveryMinor: order.deliveryMinor,
      deliveryVatMinor: order.deliveryVatMinor,
      deliveryLabel: order.delivery?.label ?? null,
      totalMinor: order.totalMinor,
      currency: order.currency,
      status: order.status,
      paymentStatus: order.paymentStatus,
    })),
    totalMinor: live.reduce((sum, r) => sum + r.order.totalMinor, 0),
    amountDueMinor: live.filter((r) => r.order.paymentStatus === 'unpaid').reduce((sum, r) => sum + r.order.totalMinor, 0),
    currency: first.order.currency,
  };
}
