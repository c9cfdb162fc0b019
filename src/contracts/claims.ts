/**
 * Claims on delivered orders (docs/decisions/042-claims-and-settlement-window.md): within the claim
 * window after delivery, while the seller is not paid yet, the buyer opens a quality or quantity
 * claim with evidence; the escrow hold stays until it ends: withdrawn by the buyer, refunded in part
 * or whole by the seller (a credit note), or decided by an operator once the seller's time to answer
 * has passed. Money is kobo; instants ISO 8601.
 */
import { z } from 'zod';
import { namesSomethingToRefund, refundParts } from './commerce.ts';
import { MESSAGE_FILES_MAX, messageFile } from './conversations.ts';
import { decisionReason } from './operations.ts';
import { optional, pagingQuery } from './paging.ts';
import { vatGivenBack } from './tax.ts';
import { requiredText } from './text-fields.ts';

/** Days after delivery during which the buyer may claim, the seller's proceeds waiting (ORDER_CLAIM_WINDOW_DAYS); 0: delivery pays the seller at once. */
export const CLAIM_WINDOW_DAYS = 7;
/** Days the seller has to settle a claim before it goes to an operator (ORDER_CLAIM_RESPONSE_DAYS). */
export const CLAIM_RESPONSE_DAYS = 5;
export const CLAIM_REASON_MAX = 2000;

export const CLAIM_KINDS = ['quality', 'quantity'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
/** Open and awaiting an operator hold the order's settlement; the others are endings. */
export const CLAIM_STATUSES = ['open', 'awaiting-operator', 'withdrawn', 'refunded', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const OPEN_CLAIM_STATUSES = ['open', 'awaiting-operator'] as const satisfies readonly ClaimStatus[];
/** Who ended a claim. */
export const CLAIM_RESOLVERS = ['buyer', 'seller', 'operator'] as const;

export const claimNumber = (n: number) => `CL-${n}`;
export const buyerClaimLink = (id: string) => `/procurement/claims?claim=${id}`;
export const sellerClaimLink = (id: string) => `/storefront/claims?claim=${id}`;

const uuid = z.uuid({ error: 'must be an id we gave' });

/** POST /v1/claims: the buyer's claim on a delivered order, with evidence files they uploaded. */
export const openClaimBody = z.object({
  orderId: uuid,
  kind: z.enum(CLAIM_KINDS, { error: 'must be quality or quantity' }),
  reason: requiredText(CLAIM_REASON_MAX),
  fileIds: z
    .array(uuid, { error: 'must be a list of file ids' })
    .max(MESSAGE_FILES_MAX, { error: `must name at most ${MESSAGE_FILES_MAX} files` })
    .default([]),
});
export type OpenClaimBody = z.input<typeof openClaimBody>;
export type OpenClaim = z.output<typeof openClaimBody>;

/** POST /v1/claims/refund/{id}: the seller settles the claim by refunding packages and/or delivery (the order's refund, decision 034). */
export const claimRefundBody = refundParts.refine(...namesSomethingToRefund);
export type ClaimRefundBody = z.input<typeof claimRefundBody>;

/** An operator's decision on a claim that waited past the seller's time: a refund of packages and/or delivery, or none. */
export const claimDecisionBody = z.discriminatedUnion('outcome', [
  refundParts.extend({ outcome: z.literal('refund'), reason: decisionReason }).refine(...namesSomethingToRefund),
  z.object({ outcome: z.literal('reject'), reason: decisionReason }),
]);
export type ClaimDecisionBody = z.input<typeof claimDecisionBody>;
export type ClaimDecision = z.output<typeof claimDecisionBody>;

export const claimIdParams = z.object({ id: z.string().max(100) });
export const claimsQuery = pagingQuery.extend({
  Status: optional(z.enum(CLAIM_STATUSES, { error: `must be one of ${CLAIM_STATUSES.join(', ')}` })),
});
/** The console's queue: claims waiting for an operator (default), or every claim. */
export const claimQueueQuery = pagingQuery.extend({
  state: optional(z.enum(['waiting', 'all'])).default('waiting'),
});

export const claimEvent = z.object({
  /** opened, escalated, operator-joined, withdrawn, refunded, rejected. */
  kind: z.string(),
  actor: z.enum(['buyer', 'seller', 'operator', 'system']),
  note: z.string().nullable(),
  amountMinor: z.number().int().nullable(),
  at: z.string(),
});

export const claim = z.object({
  id: z.string(),
  /** "CL-1001". */
  number: z.string(),
  kind: z.enum(CLAIM_KINDS),
  status: z.enum(CLAIM_STATUSES),
  reason: z.string(),
  order: z.object({
    id: z.string(),
    number: z.string(),
    totalMinor: z.number().int(),
    refundedMinor: z.number().int(),
    deliveryMinor: z.number().int(),
    refundedDeliveryMinor: z.number().int(),
    /** The VAT rate the delivery fee was charged at, in basis points (0: none). */
    deliveryVatRateBps: z.number().int(),
    currency: z.string(),
    deliveredAt: z.string().nullable(),
    /** What a refund may name: each line's packages not refunded yet. */
    lines: z.array(
      z.object({
        id: z.string(),
        productName: z.string(),
        packageLabel: z.string(),
        quantity: z.number().int(),
        refundedQuantity: z.number().int(),
        unitPriceMinor: z.number().int(),
        /** The VAT rate the line was charged at, in basis points (0: none). */
        vatRateBps: z.number().int(),
      }),
    ),
  }),
  buyer: z.object({ name: z.string() }),
  supplier: z.object({ id: z.number().int(), name: z.string() }),
  /** The evidence, served to the claim's parties by the thread's file route. */
  evidence: z.array(messageFile),
  /** The conversation with the seller (the operator reads it once they joined). */
  threadId: z.string(),
  openedAt: z.string(),
  /** When it goes to an operator if the seller has not settled it. */
  respondBy: z.string(),
  escalatedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.enum(CLAIM_RESOLVERS).nullable(),
  resolution: z.string().nullable(),
  /** Refunded by the claim's ending, VAT included. */
  refundedMinor: z.number().int(),
  creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
  /** Every step, oldest first: the claim's audit trail. */
  events: z.array(claimEvent),
  /** What the caller may do next: buyer 'withdraw'; seller 'refund'; operator 'join', 'decide'. */
  actions: z.array(z.string()),
});
export type Claim = z.infer<typeof claim>;

/**
 * What a refund of these parts gives back, VAT included, as the gateway computes it (order
 * refunds, decision 034): each line's packages at their price and the delivery part, each with the
 * VAT charged on it given back exactly; null when a line is not the order's.
 */
export function refundAmount(
  order: Pick<Claim['order'], 'lines' | 'refundedDeliveryMinor' | 'deliveryVatRateBps'>,
  parts: { lines: { orderLineId: string; quantity: number }[]; deliveryMinor: number },
): number | null {
  let total = parts.deliveryMinor + vatGivenBack(order.refundedDeliveryMinor, parts.deliveryMinor, order.deliveryVatRateBps);
  for (const part of parts.lines) {
    const line = order.lines.find((l) => l.id === part.orderLineId);
    if (!line) return null;
    const amount = line.unitPriceMinor * part.quantity;
    total += amount + vatGivenBack(line.unitPriceMinor * line.refundedQuantity, amount, line.vatRateBps);
  }
  return total;
}
