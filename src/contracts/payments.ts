/**
 * Payments: which methods the marketplace offers, card payments (shape in commerce.ts) and the
 * proforma invoice a buyer paying by bank transfer prints. Amounts are integer minor units (kobo).
 */
import { z } from 'zod';
import { addressSnapshot, orderStatus, paymentMethod, paymentStatus } from './commerce.ts';

/** A bank transfer is due this many days after the purchase. */
export const PROFORMA_DUE_DAYS = 7;

/** GET /v1/payments/config (public). The inline popup needs `publicKey`; without it the buyer is sent to the provider's page. */
export const paymentsConfig = z.object({
  cardEnabled: z.boolean(),
  publicKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;

export const paymentReferenceParams = z.object({ reference: z.string().max(100) });

/** The marketplace's account a bank transfer is paid into. */
export const bankDetails = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
});
export type BankDetails = z.infer<typeof bankDetails>;

export const proformaLine = z.object({
  productName: z.string(),
  packageLabel: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  lineTotalMinor: z.number().int(),
  /** VAT on the line: the rate in basis points (750 = 7.5 %) and the amount. */
  vatRateBps: z.number().int(),
  vatMinor: z.number().int(),
});

/** One seller's order within the purchase; the buyer quotes `paymentReference` with the transfer. */
export const proformaOrder = z.object({
  orderId: z.string(),
  /** "MC-100042". */
  number: z.string(),
  /** What to write in the transfer's description: the order number. */
  paymentReference: z.string(),
  supplier: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  lines: z.array(proformaLine),
  /** The goods before VAT, their VAT, the delivery line and its VAT, and what is paid for the order. */
  subtotalMinor: z.number().int(),
  goodsVatMinor: z.number().int(),
  deliveryMinor: z.number().int(),
  deliveryVatMinor: z.number().int(),
  deliveryLabel: z.string().nullable(),
  totalMinor: z.number().int(),
  currency: z.string(),
  status: orderStatus,
  paymentStatus,
});
export type ProformaOrder = z.infer<typeof proformaOrder>;

/**
 * GET /v1/payments/proforma/{checkoutId} (a purchase at checkout, its orders together) and
 * GET /v1/payments/proforma/orders/{orderId} (one order placed outside checkout: an awarded offer,
 * an accepted quote): the data of a printable proforma invoice.
 */
export const proformaInvoice = z.object({
  /** The purchase's reference; null for an order placed outside checkout. */
  checkoutId: z.string().nullable(),
  paymentMethod,
  /** When the orders were placed (ISO timestamp). */
  issuedAt: z.string(),
  /** PROFORMA_DUE_DAYS after `issuedAt` (ISO timestamp). */
  dueAt: z.string(),
  buyer: z.object({ name: z.string(), email: z.string(), companyName: z.string().nullable() }),
  shippingAddress: addressSnapshot,
  bank: bankDetails,
  orders: z.array(proformaOrder),
  /** Sum of the orders that are not cancelled. */
  totalMinor: z.number().int(),
  /** Sum of the orders neither cancelled nor paid yet: what is left to transfer. */
  amountDueMinor: z.number().int(),
  currency: z.string(),
});
export type ProformaInvoice = z.infer<typeof proformaInvoice>;
export const proformaOrderParams = z.object({ orderId: z.string().max(100) });

/** What a proforma invoice is of: a purchase made at checkout, or one order placed outside it. */
export type ProformaOf = { checkoutId: string } | { orderId: string };

/** The emails' attachment reference of a proforma: a checkout id, or `order:` and an order id. */
const ORDER_REF_PREFIX = 'order:';
export const proformaRef = (of: ProformaOf): string => ('checkoutId' in of ? of.checkoutId : `${ORDER_REF_PREFIX}${of.orderId}`);
export const proformaOfRef = (ref: string): ProformaOf =>
  ref.startsWith(ORDER_REF_PREFIX) ? { orderId: ref.slice(ORDER_REF_PREFIX.length) } : { checkoutId: ref };
