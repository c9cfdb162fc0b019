/**
 * Cart, shipping addresses, checkout and orders. Amounts are integer minor units (kobo) beside a
 * currency code; the gateway prices everything itself and ignores any price or total a client sends.
 * The order status machine is written down in docs/decisions/009-order-status-machine.md.
 */
import { z } from 'zod';
import { orderDocument } from './documents.ts';
import { optional, pagingQuery, wholeNumber } from './paging.ts';
import { shippingAddress } from './shipping-addresses.ts';
import { requiredText, trimmedAtLeast } from './text-fields.ts';
import { HAZARD_CLASSES, transportClassification } from './dangerous-goods.ts';
import { deliveryChoices, deliveryChoiceView, pricedDeliveryOption } from './delivery.ts';
import { vatTreatment } from './tax.ts';
import { otpId, pinEntry } from './wallet.ts';
import { CART_LINE_LIMIT, END_USE_MIN, QUANTITY_MAX } from './order-limits.ts';
import { ORDER_SEARCH_MAX, ORDER_STATUSES } from './order-list-params.ts';

export { CART_LINE_LIMIT, END_USE_MIN, QUANTITY_MAX } from './order-limits.ts';
/** Days after shipping when an order nobody marked delivered is delivered by the system (AUTO_DELIVER_DAYS). */
export const AUTO_DELIVER_DAYS = 14;

// ---------------------------------------------------------------- cart

/** The spec's cart item; the browser store keeps this shape (packagePrice in minor units). */
export const cartItem = z.object({
  packageId: z.number().int(),
  packagePrice: z.number().int(),
  quantity: z.number().int(),
});
export type CartItem = z.infer<typeof cartItem>;

export const quantity = wholeNumber(1, QUANTITY_MAX);
export const packageIdField = wholeNumber(1);

/** One line of a cart as the gateway prices it now. */
export const pricedCartLine = z.object({
  packageId: z.number().int(),
  quantity: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** Path of the product page. */
  productUrl: z.string(),
  imageUrl: z.string().nullable(),
  packageLabel: z.string(),
  supplier: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** The price of one package now: the campaign price while a campaign runs on it. */
  unitPriceMinor: z.number().int(),
  /** The package's own price, struck through when a campaign lowers it. */
  listUnitPriceMinor: z.number().int(),
  campaign: z.object({ id: z.string(), name: z.string(), endsAt: z.string() }).nullable(),
  currency: z.string(),
  lineTotalMinor: z.number().int(),
  stock: z.number().int(),
  /** Minimum order quantity, in packages, derived from the product's MOQ and the package size. */
  minQuantity: z.number().int(),
  /** False when the product is no longer published or the package is gone. */
  available: z.boolean(),
  /** A reason this line cannot be bought as it is ("Only 4 left", "Minimum order is 2 packages"), or null. */
  problem: z.string().nullable(),
});
export type PricedCartLine = z.infer<typeof pricedCartLine>;

export const pricedCart = z.object({
  lines: z.array(pricedCartLine),
  totalMinor: z.number().int(),
  currency: z.string(),
  /** Number of packages in all. */
  count: z.number().int(),
});
export type PricedCart = z.infer<typeof pricedCart>;

/** POST /v1/shoppingcart/create: add one package (refused with 409 "Already in cart" when present). */
export const cartAddBody = z.object({ packageId: packageIdField, quantity: quantity.default(1) });
/** POST /v1/shoppingcart/update: set the quantity of a package already in the cart. */
export const cartUpdateBody = z.object({ packageId: packageIdField, quantity });
/** POST /v1/shoppingcart/merge: the browser's cart after sign-in; server lines win on conflict. */
export const cartMergeBody = z.object({
  items: z.array(z.object({ packageId: packageIdField, quantity })).max(CART_LINE_LIMIT),
});
/** POST /v1/shoppingcart/price: prices any list of lines (used for a signed-out cart). Public. */
export const cartPriceBody = cartMergeBody;
export const cartPackageParams = z.object({ packageId: packageIdField });

// ---------------------------------------------------------------- shipping addresses

// In their own file, so the address form does not carry every commerce schema; named here too.
export {
  addShippingAddressBody,
  type ShippingAddress,
  type ShippingAddressInput,
  shippingAddress,
  shippingAddressFields,
  shippingAddressIdParams,
  updateShippingAddressBody,
} from './shipping-addresses.ts';

// ---------------------------------------------------------------- checkout

export const paymentMethod = z.enum(['bank-transfer', 'card', 'wallet', 'financing'], {
  error: 'must be bank-transfer, card, wallet or financing',
});
export type PaymentMethodName = z.infer<typeof paymentMethod>;

/**
 * What restricted dangerous goods (explosives, toxic gases, packing group I toxics, drug precursors
 * and the configured list) are bought for: the buyer's own words, stored on the order with who
 * declared it and when (docs/decisions/040-dangerous-goods-in-orders.md).
 */
export const endUseDeclaration = z.object({
  statement: z
    .string({ error: 'is required: say what the goods are for' })
    .trim()
    .min(END_USE_MIN, { error: `must say what the goods are for, in at least ${END_USE_MIN} characters` })
    .max(2000, { error: 'must be at most 2000 characters' })
    .meta(trimmedAtLeast(END_USE_MIN)),
});
export type EndUseDeclaration = z.infer<typeof endUseDeclaration>;

/**
 * POST /v1/shoppingcart/confirm-purchase, with an Idempotency-Key header (8–200 characters).
 * `items` absent → the signed-in person's server cart. Any price or total sent is ignored.
 */
export const confirmPurchaseBody = z.object({
  items: z
    .array(z.object({ packageId: packageIdField, quantity }))
    .min(1, { error: 'must hold at least one line' })
    .max(CART_LINE_LIMIT)
    .optional(),
  shippingAddressId: z.string({ error: 'is required' }).max(100),
  paymentMethod,
  /** Paying from the wallet: its PIN, and above the warning limit a confirmation and a validated one-time code. */
  walletPin: pinEntry.optional(),
  confirmLargePayment: z.boolean().optional(),
  otpId: otpId.optional(),
  /**
   * The delivery option picked for each storefront of the purchase. A storefront left out gets its
   * first pickup option (free); one with options but no pickup must be named; one with none gets no
   * delivery line (docs/decisions/034-vat-delivery-and-commission.md). Several deliveries of one
   * storefront, each with its `packageIds`, split its packages: one order per delivery, each with
   * its own delivery line (docs/decisions/040-dangerous-goods-in-orders.md).
   */
  delivery: deliveryChoices.optional(),
  /** Required when the purchase holds restricted dangerous goods (with a company verified at tier 2). */
  endUse: endUseDeclaration.optional(),
});
export type ConfirmPurchaseBody = z.input<typeof confirmPurchaseBody>;

/**
 * POST /v1/shoppingcart/preview: what confirm-purchase would charge now, per storefront: the lines
 * with their VAT, the delivery options that reach the address with their prices, and the totals.
 */
export const checkoutPreviewBody = confirmPurchaseBody.pick({ items: true, shippingAddressId: true, delivery: true, endUse: true });
export type CheckoutPreviewBody = z.input<typeof checkoutPreviewBody>;

/** A party's tax standing as printed on an order. */
export const taxStanding = z.object({ tin: z.string().nullable(), vatRegistered: z.boolean(), country: z.string() });

/** The VAT of a line: how the product is treated, the rate applied (basis points, 750 = 7.5 %) and the amount. */
const lineVat = {
  vatTreatment,
  vatRateBps: z.number().int(),
  vatMinor: z.number().int(),
};

/** Two goods of one delivery that travel together only kept apart in the vehicle, with the rule in words. */
export const keptApart = z.object({
  packageIds: z.array(z.number().int()),
  products: z.array(z.string()),
  /** The pair of classes the rule comes from (one may be a subsidiary risk). */
  classes: z.array(z.enum(HAZARD_CLASSES)),
  rule: z.string(),
});

/** One delivery of a storefront's goods, as the preview prices it: one order. */
const previewDelivery = z.object({
  /** The packages that travel in it. */
  packageIds: z.array(z.number().int()),
  /** The goods before VAT, VAT on them, the chosen delivery line and its VAT, and what its order will come to. */
  subtotalMinor: z.number().int(),
  goodsVatMinor: z.number().int(),
  deliveryMinor: z.number().int(),
  deliveryVatMinor: z.number().int(),
  totalMinor: z.number().int(),
  /** Every active option of the storefront that reaches the address and carries these goods, priced for them. */
  deliveryOptions: z.array(pricedDeliveryOption),
  /** The option the order would be placed with (the one chosen, else the default), or null for no delivery line. */
  delivery: pricedDeliveryOption.nullable(),
  /** The labels (classes and subsidiary risks) of its dangerous goods. */
  classes: z.array(z.enum(HAZARD_CLASSES)),
  /** Goods that travel in it only kept apart. */
  keptApart: z.array(keptApart),
  problem: z.string().nullable(),
});

export const checkoutPreview = z.object({
  sellers: z.array(
    z.object({
      supplier: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
      sellerTax: taxStanding,
      lines: z.array(pricedCartLine.extend(lineVat).extend({ transport: transportClassification.nullable() })),
      /** The goods before VAT, VAT on them, the delivery lines and their VAT, and what the orders will come to. */
      subtotalMinor: z.number().int(),
      goodsVatMinor: z.number().int(),
      deliveryMinor: z.number().int(),
      deliveryVatMinor: z.number().int(),
      totalMinor: z.number().int(),
      currency: z.string(),
      /** The first delivery's (the only one unless the storefront's packages are split): its options and the one chosen. */
      deliveryOptions: z.array(pricedDeliveryOption),
      delivery: pricedDeliveryOption.nullable(),
      /** Its deliveries, one order each. */
      deliveries: z.array(previewDelivery),
      /** Why the purchase cannot go ahead as it is for this storefront ("Choose a delivery option"), or null. */
      problem: z.string().nullable(),
    }),
  ),
  totalMinor: z.number().int(),
  currency: z.string(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

// ---------------------------------------------------------------- orders

export const orderStatus = z.enum(ORDER_STATUSES);
export type { OrderStatusName } from './order-list-params.ts';
export const paymentStatus = z.enum(['unpaid', 'paid', 'refund-due', 'refunded']);

export const orderLine = z.object({
  /** The line's id, for a partial refund. */
  id: z.string(),
  productId: z.number().int(),
  packageId: z.number().int(),
  productName: z.string(),
  packageLabel: z.string(),
  productUrl: z.string(),
  unitPriceMinor: z.number().int(),
  quantity: z.number().int(),
  lineTotalMinor: z.number().int(),
  /** Bought at a campaign's price: the package's own price, the discount on the line, the campaign. */
  listUnitPriceMinor: z.number().int(),
  discountMinor: z.number().int(),
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  ...lineVat,
  /** Packages of the line refunded so far. */
  refundedQuantity: z.number().int(),
  /** The goods' transport classification when sold (null: not stated). */
  transport: transportClassification.nullable(),
});

/** An order's dangerous goods: their labels, goods kept apart, restricted goods and the buyer's end-use declaration. */
export const orderDangerousGoods = z.object({
  classes: z.array(z.enum(HAZARD_CLASSES)),
  keptApart: z.array(keptApart),
  restricted: z.array(z.object({ packageId: z.number().int(), productName: z.string(), reasons: z.array(z.string()) })),
  endUse: z.object({ statement: z.string(), declaredBy: z.string(), declaredAt: z.string() }).nullable(),
});
export type OrderDangerousGoods = z.infer<typeof orderDangerousGoods>;

/**
 * The `data` of a 422 refusing goods that may not travel together: each pair, with the rule, and
 * the purchase's deliveries split so that none do, to send back as `delivery` as it is.
 */
export const segregationRefusal = z.object({
  conflicts: z.array(
    z.object({
      supplierId: z.number().int(),
      /** The delivery's index in the request's `delivery`; null for a storefront's only delivery, not named there. */
      delivery: z.number().int().nullable(),
      lines: z.array(
        z.object({
          packageId: z.number().int(),
          productName: z.string(),
          packageLabel: z.string(),
          unNumber: z.string().nullable(),
          classes: z.array(z.enum(HAZARD_CLASSES)),
        }),
      ),
      /** The pair of classes the rule comes from (one may be a subsidiary risk). */
      classes: z.array(z.enum(HAZARD_CLASSES)),
      rule: z.string(),
    }),
  ),
  suggestedDelivery: z.array(deliveryChoiceView),
});
export type SegregationRefusal = z.infer<typeof segregationRefusal>;
/** What an error's `data` may carry: how to fix the request (null on other errors). */
export const refusalDetails = z.object({ segregation: segregationRefusal });
export type RefusalDetails = z.infer<typeof refusalDetails>;

export const orderEvent = z.object({
  kind: z.string(),
  actor: z.enum(['buyer', 'seller', 'system']),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const addressSnapshot = shippingAddress.omit({ id: true, isDefault: true, createdAt: true });

export const order = z.object({
  id: z.string(),
  /** "MC-100042". */
  number: z.string(),
  status: orderStatus,
  paymentMethod,
  paymentStatus,
  supplier: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string(), companyName: z.string().nullable() }),
  lines: z.array(orderLine),
  /** The goods before VAT (the lines' totals); VAT on them (the lines' VAT); the delivery line and its VAT; what the buyer pays. */
  subtotalMinor: z.number().int(),
  goodsVatMinor: z.number().int(),
  deliveryMinor: z.number().int(),
  deliveryVatMinor: z.number().int(),
  totalMinor: z.number().int(),
  /** Refunded so far (partial refunds, or the whole on a cancellation), and of it the delivery fee before VAT. */
  refundedMinor: z.number().int(),
  refundedDeliveryMinor: z.number().int(),
  currency: z.string(),
  /** The delivery option the order was placed with, as priced then; null when it has no delivery line. */
  delivery: z
    .object({
      optionId: z.string().nullable(),
      kind: z.enum(['pickup', 'zone', 'quoted', 'quote']),
      label: z.string(),
      address: z.string().nullable().optional(),
      states: z.array(z.string()).nullable().optional(),
      leadTimeDays: z.number().int().nullable().optional(),
      vatRateBps: z.number().int(),
      note: z.string().nullable().optional(),
      /** Of the fee, the surcharges for the classes of dangerous goods it carries. */
      surcharges: z.array(z.object({ class: z.string(), amountMinor: z.number().int() })).optional(),
    })
    .nullable(),
  /** Its dangerous goods (null when it holds none): what buyer and seller must know of them. */
  dangerousGoods: orderDangerousGoods.nullable(),
  sellerTax: taxStanding.nullable(),
  buyerTax: taxStanding.nullable(),
  /** Once settled: the platform's commission on the goods and the VAT on it, both taken from the seller's proceeds. */
  commissionMinor: z.number().int(),
  commissionVatMinor: z.number().int(),
  shippingAddress: addressSnapshot,
  quoteId: z.string().nullable(),
  /** The checkout that made the order (null for one made from a quote): the proforma invoice is per checkout. */
  checkoutId: z.string().nullable().optional(),
  trackingNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['buyer', 'seller']).nullable(),
  placedAt: z.string(),
  updatedAt: z.string(),
  /** When it was delivered, and when the seller was paid: a claim window may pass between the two (docs/decisions/042-claims-and-settlement-window.md). */
  deliveredAt: z.string().nullable().optional(),
  settledAt: z.string().nullable().optional(),
  events: z.array(orderEvent),
  /** What the caller may do next: 'accept', 'confirm-payment', 'ship', 'deliver', 'cancel', 'refund' (seller: a paid order not settled). */
  actions: z.array(z.string()),
  /** Its tax invoice, receipts and credit notes (and, for the seller, the commission invoice), oldest first. */
  documents: z.array(orderDocument),
});
export type Order = z.infer<typeof order>;

/** Card payments: where the buyer pays (the provider's page or inline popup). */
export const cardPayment = z.object({
  reference: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  authorizationUrl: z.string().nullable(),
  accessCode: z.string().nullable(),
  status: z.enum(['pending', 'succeeded', 'failed']),
});
export type CardPayment = z.infer<typeof cardPayment>;

export const purchaseResult = z.object({
  checkoutId: z.string(),
  orders: z.array(order),
  totalMinor: z.number().int(),
  currency: z.string(),
  paymentMethod,
  /** Present for card purchases. */
  payment: cardPayment.nullable(),
});
export type PurchaseResult = z.infer<typeof purchaseResult>;

export const ordersQuery = pagingQuery.extend({
  Status: optional(orderStatus),
  Search: optional(z.string().trim().max(ORDER_SEARCH_MAX)),
});
export const orderIdParams = z.object({ id: z.string().max(100) });
export const cancelOrderBody = z.object({ reason: z.string().trim().max(500).default('') });
/** The seller must tell the buyer why (services/orders.ts cancelBySeller). */
export const sellerCancelOrderBody = z.object({ reason: requiredText(500) });
export const shipOrderBody = z.object({ trackingNote: requiredText(500) });
export const checkoutIdParams = z.object({ checkoutId: z.string().max(100) });

/**
 * POST /v1/storefront/orders/refund/{id}: the seller gives back some packages of some lines and/or
 * part of the delivery fee of a paid order not yet settled. Amounts are before VAT; the gateway adds
 * the VAT that was charged on them.
 */
export const refundParts = z.object({
  lines: z
    .array(z.object({ orderLineId: z.string({ error: 'is required' }).max(100), quantity }))
    .max(CART_LINE_LIMIT)
    .default([]),
  /** Of the delivery fee, before VAT, in kobo. */
  deliveryMinor: wholeNumber(0, Number.MAX_SAFE_INTEGER).default(0),
  reason: requiredText(500),
});
/** A refund names packages or part of the delivery fee (a claim's refund too: contracts/claims.ts). */
export const namesSomethingToRefund: [(b: { lines: unknown[]; deliveryMinor: number }) => boolean, { error: string; path: string[] }] = [
  (b) => b.lines.length > 0 || b.deliveryMinor > 0,
  { error: 'name packages or a delivery amount to refund', path: ['lines'] },
];
export const refundOrderBody = refundParts.refine(...namesSomethingToRefund);
export type RefundOrderBody = z.input<typeof refundOrderBody>;

export function orderNumber(n: number): string {
  return `MC-${n}`;
}

/**
 * The fewest packages of a given size that make up the product's minimum order quantity. Units
 * that differ (a MOQ in kg, a package in L) cannot be compared, so the minimum is then one package.
 */
export function minPackages(product: { moq: number; moqUnit: string }, pack: { size: number; unit: string }): number {
  if (product.moqUnit !== pack.unit || pack.size <= 0 || product.moq <= 0) return 1;
  return Math.max(1, Math.ceil(product.moq / pack.size - 1e-9));
}
