/**
 * Commerce: server carts, shipping addresses, checkouts (one per Idempotency-Key), orders and their
 * lines and history. Money is integer minor units (kobo) beside a currency code.
 *
 * The buyer side of a row is the person who made it plus, when they belong to a company, that
 * company: every member with the `buy` permission sees the company's orders and requests. The seller
 * side is a supplier (the storefront), reached from a company through companies.supplier_id.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, kobo, now } from './columns.ts';
import { users } from './accounts.ts';
import { packages, products, suppliers } from './catalog.ts';
import { companies } from './companies.ts';
import type { DeliveryOptionKind } from './delivery.ts';
import type { TaxSnapshot, VatTreatment } from '../../../contracts/tax.ts';
import type { OrderDangerousGoods } from '../../../contracts/commerce.ts';
import type { DeliveryClass, TransportClassification } from '../../../contracts/dangerous-goods.ts';

/** The signed-in person's cart, one row per package. Prices are never stored: they are read at checkout. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.packageId] })],
);

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the person belongs to a company: the company's buyers share its addresses. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [index('shipping_addresses_user_idx').on(t.userId), index('shipping_addresses_company_idx').on(t.companyId)],
);

/**
 * One row per Idempotency-Key and person: the hash of the request body it was first sent with and
 * the answer given, so a retry gets the same answer and a different body under the same key a 409.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    totalMinor: kobo('total_minor').notNull(),
    currency: text('currency').notNull().default('NGN'),
    /** The HTTP status and envelope first returned. */
    responseStatus: integer('response_status'),
    response: jsonb('response'),
    createdAt: now('created_at'),
  },
  (t) => [uniqueIndex('checkouts_user_key').on(t.userId, t.idempotencyKey)],
);

export const paymentMethods = ['bank-transfer', 'card', 'wallet', 'financing'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** See docs/decisions/009-order-status-machine.md. */
export const orderStatuses = ['placed', 'accepted', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['unpaid', 'paid', 'refund-due', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The delivery option an order was placed with, and its price. */
export interface DeliverySnapshot {
  optionId: string | null;
  /** An option of the storefront, or `quote`: the delivery line of an accepted quote's answer. */
  kind: DeliveryOptionKind | 'quote';
  label: string;
  /** Pickup: where; zone: the states covered. */
  address?: string | null;
  states?: string[] | null;
  leadTimeDays?: number | null;
  /** VAT on the delivery line, in basis points. */
  vatRateBps: number;
  /** Quoted freight: the seller prices it after the order and invoices it apart. */
  note?: string | null;
  /** Of the fee, the surcharges for the classes of dangerous goods the delivery carries. */
  surcharges?: { class: DeliveryClass; amountMinor: number }[];
}

export interface AddressSnapshot {
  label: string;
  recipientName: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** A short number people quote on the phone: "MC-100042". */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** Null for an order made from an accepted quote. */
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerCompanyId: uuid('buyer_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The buyer's name and email as they were when the order was placed. */
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    /** The goods, after any campaign discount, before VAT: the sum of the lines' totals. */
    subtotalMinor: kobo('subtotal_minor').notNull(),
    /** VAT on the goods: the sum of the lines' VAT (docs/decisions/034-vat-delivery-and-commission.md). */
    goodsVatMinor: kobo('goods_vat_minor').notNull().default(0),
    /** The delivery line: its fee before VAT, and the VAT on it. */
    deliveryMinor: kobo('delivery_minor').notNull().default(0),
    deliveryVatMinor: kobo('delivery_vat_minor').notNull().default(0),
    /** What the buyer pays: subtotal + goods VAT + delivery + delivery VAT. Every money step moves this. */
    totalMinor: kobo('total_minor').notNull(),
    /** Refunded so far (a partial refund before settlement, or the whole on cancellation). */
    refundedMinor: kobo('refunded_minor').notNull().default(0),
    /** Of it, the delivery fee refunded, before VAT. */
    refundedDeliveryMinor: kobo('refunded_delivery_minor').notNull().default(0),
    /** Set on settlement: the platform's commission on the goods not refunded, and the VAT on it. */
    commissionMinor: kobo('commission_minor').notNull().default(0),
    commissionVatMinor: kobo('commission_vat_minor').notNull().default(0),
    currency: text('currency').notNull().default('NGN'),
    /** The delivery option picked, as it was priced; null on orders from before delivery options. */
    delivery: jsonb('delivery').$type<DeliverySnapshot>(),
    /**
     * Its dangerous goods, as checked when it was placed (docs/decisions/040-dangerous-goods-in-orders.md):
     * their labels, goods kept apart, restricted goods and the end-use declaration; null when it holds none.
     */
    dangerousGoods: jsonb('dangerous_goods').$type<OrderDangerousGoods>(),
    /** Both parties' tax standing when the order was placed; printed on its documents. */
    sellerTax: jsonb('seller_tax').$type<TaxSnapshot>(),
    buyerTax: jsonb('buyer_tax').$type<TaxSnapshot>(),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>().notNull(),
    quoteId: uuid('quote_id'),
    /** Paid from a wallet: the ledger hold (buyer → escrow) posted on delivery, voided on cancel. */
    walletHoldId: uuid('wallet_hold_id'),
    /** When the money went to the seller's wallet, less the commission. */
    settledAt: at('settled_at'),
    trackingNote: text('tracking_note'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by').$type<'buyer' | 'seller'>(),
    placedAt: now('placed_at'),
    acceptedAt: at('accepted_at'),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_buyer_user_idx').on(t.buyerUserId, t.placedAt),
    index('orders_buyer_company_idx').on(t.buyerCompanyId, t.placedAt),
    index('orders_supplier_idx').on(t.supplierId, t.status, t.placedAt),
    index('orders_checkout_idx').on(t.checkoutId),
    check(
      'orders_total_is_its_parts',
      sql`${t.totalMinor} = ${t.subtotalMinor} + ${t.goodsVatMinor} + ${t.deliveryMinor} + ${t.deliveryVatMinor}`,
    ),
    check('orders_refund_within_total', sql`${t.refundedMinor} between 0 and ${t.totalMinor}`),
    check('orders_delivery_refund_within_fee', sql`${t.refundedDeliveryMinor} between 0 and ${t.deliveryMinor}`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** Names as they were when ordered: a later edit of the product does not change a past order. */
    productName: text('product_name').notNull(),
    packageLabel: text('package_label').notNull(),
    unitPriceMinor: kobo('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalMinor: kobo('line_total_minor').notNull(),
    /** Bought at a campaign's price (docs/decisions/019-campaigns.md): the package's own price, the campaign, the discount on the line. */
    listUnitPriceMinor: kobo('list_unit_price_minor'),
    campaignId: uuid('campaign_id'),
    discountMinor: kobo('discount_minor').notNull().default(0),
    /** The line's VAT: treatment, rate in basis points (750 = 7.5 %) and amount, rounded per line. */
    vatTreatment: text('vat_treatment').$type<VatTreatment>().notNull().default('standard'),
    vatRateBps: integer('vat_rate_bps').notNull().default(0),
    vatMinor: kobo('vat_minor').notNull().default(0),
    /** Packages refunded from this line (a partial refund); the line's quantity never changes. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** The goods' transport classification when sold (the package's own, else the product's); null: not stated. Documents read it. */
    transport: jsonb('transport').$type<TransportClassification>(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    index('order_lines_campaign_idx').on(t.campaignId).where(sql`${t.campaignId} is not null`),
    check('order_lines_refund_within_quantity', sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
  ],
);

/** Every status or payment change of an order, oldest first. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'placed', 'accepted', 'paid', 'shipped', 'delivered', 'cancelled'. */
    kind: text('kind').notNull(),
    actor: text('actor').$type<'buyer' | 'seller' | 'system'>().notNull(),
    actorUserId: uuid('actor_user_id'),
    note: text('note'),
    createdAt: now('created_at'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);
