/**
 * The refund a claim ends with, as a form: packages per order line (up to what is left of each),
 * part of the delivery fee in naira (up to what is left of it) and a reason. Its output is the
 * gateway's body (`refundParts`: lines [{orderLineId, quantity}], deliveryMinor, reason), so the
 * seller's refund and the operator's decision send what they show. Prices and the delivery part are
 * typed before VAT; the amount shown adds the VAT given back on them, as the gateway computes it.
 */
import { z } from 'zod';
import { type Claim, refundAmount } from '../../../contracts/claims.ts';
import { nairaToKobo } from '../../../contracts/money.ts';

export const REFUND_REASON_MAX = 500;

export interface RefundValues {
  /** One per order line, in the claim's order; quantity as typed. */
  lines: { orderLineId: string; quantity: string }[];
  /** Naira, as typed; empty for none. */
  delivery: string;
  reason: string;
  /** The operator's decision only: a refund, or none (the refund's fields then go unsent). */
  outcome?: 'refund' | 'reject';
}

export interface RefundParts {
  lines: { orderLineId: string; quantity: number }[];
  deliveryMinor: number;
  reason: string;
}

type Order = Claim['order'];

export const packagesLeft = (line: Order['lines'][number]) => Math.max(0, line.quantity - line.refundedQuantity);
export const deliveryLeft = (order: Order) => Math.max(0, order.deliveryMinor - order.refundedDeliveryMinor);

export const refundDefaults = (order: Order): RefundValues => ({
  lines: order.lines.map((l) => ({ orderLineId: l.id, quantity: '0' })),
  delivery: '',
  reason: '',
});

const count = (typed: string) => (/^\s*\d{1,9}\s*$/.test(typed) ? Number(typed) : null);
const kobo = (typed: string) => (typed.trim() === '' ? 0 : nairaToKobo(typed));

/** What a form's values refund, VAT included (the contract's refundAmount, the gateway's computation); null while a field is not a number. */
export function refundTotal(order: Order, values: Pick<RefundValues, 'lines' | 'delivery'>): number | null {
  const deliveryMinor = kobo(values.delivery ?? '');
  if (deliveryMinor === null) return null;
  const lines: { orderLineId: string; quantity: number }[] = [];
  for (const [index, line] of order.lines.entries()) {
    const n = count(values.lines?.[index]?.quantity ?? '0');
    if (n === null) return null;
    if (n > 0) lines.push({ orderLineId: line.id, quantity: n });
  }
  return refundAmount(order, { lines, deliveryMinor });
}

/** Each field within what is left of it, and something named: the issues go on the fields. */
export function checkRefund(order: Order, values: Pick<RefundValues, 'lines' | 'delivery'>, ctx: z.RefinementCtx): void {
  values.lines.forEach((value, index) => {
    const line = order.lines[index];
    const n = count(value.quantity);
    if (!line) return;
    if (n === null) ctx.addIssue({ code: 'custom', path: ['lines', index, 'quantity'], message: 'Enter a whole number of packages.' });
    else if (n > packagesLeft(line))
      ctx.addIssue({ code: 'custom', path: ['lines', index, 'quantity'], message: `At most ${packagesLeft(line)} can be refunded.` });
  });
  const delivery = kobo(values.delivery);
  if (delivery === null)
    ctx.addIssue({ code: 'custom', path: ['delivery'], message: 'Enter an amount in naira, such as 2500 or 2,500.50.' });
  else if (delivery > deliveryLeft(order))
    ctx.addIssue({ code: 'custom', path: ['delivery'], message: 'This is more than is left of the delivery fee.' });
  if (refundTotal(order, values) === 0)
    ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Choose packages or a delivery amount to refund.' });
}

/** The body's parts from valid values: the lines with packages, the delivery part in kobo. */
export const refundPartsOf = (values: RefundValues): RefundParts => ({
  lines: values.lines.map((l) => ({ orderLineId: l.orderLineId, quantity: count(l.quantity) ?? 0 })).filter((l) => l.quantity > 0),
  deliveryMinor: kobo(values.delivery) ?? 0,
  reason: values.reason,
});

export const refundFields = (reason: z.ZodType<string>) =>
  z.object({ lines: z.array(z.object({ orderLineId: z.string(), quantity: z.string() })), delivery: z.string(), reason });

/** The seller's refund form for one claim's order: each field's limit is what is left of it. */
export function refundSchema(order: Order, reason: z.ZodType<string>) {
  return refundFields(reason)
    .superRefine((values, ctx) => checkRefund(order, values, ctx))
    .transform(refundPartsOf);
}

/** The form's name of a field the gateway names in the body: a line's index there is not the form's, so line errors go to the lines. */
export const refundFieldOf = (name: string) => (name === 'deliveryMinor' ? 'delivery' : name.startsWith('lines') ? 'lines' : name);
