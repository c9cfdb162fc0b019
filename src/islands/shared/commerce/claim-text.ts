/** How claims read on screen: their kinds, statuses, who ended them, and the steps of their trail. */
import type { Claim, ClaimKind, ClaimStatus } from '../../../contracts/claims.ts';

export const KIND_LABEL: Record<ClaimKind, string> = { quality: 'Quality', quantity: 'Quantity' };

export const KIND_CHOICES = [
  { value: 'quality', label: 'Quality: damaged, caked, off-spec or the wrong grade' },
  { value: 'quantity', label: 'Quantity: fewer packages than invoiced' },
] as const;

export const STATUS_LABEL: Record<ClaimStatus, string> = {
  open: 'Open',
  'awaiting-operator': 'With an operator',
  withdrawn: 'Withdrawn',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

export const RESOLVER_LABEL: Record<NonNullable<Claim['resolvedBy']>, string> = {
  buyer: 'the buyer',
  seller: 'the seller',
  operator: 'an operator',
};

const EVENT_LABEL: Record<string, string> = {
  opened: 'Claim opened',
  escalated: 'Sent to an operator',
  'operator-joined': 'An operator joined the conversation',
  withdrawn: 'Withdrawn',
  refunded: 'Refunded',
  rejected: 'Rejected: no refund due',
};

/** A step the screen does not know yet still reads as words: "payment-failed" → "Payment failed". */
export function claimEventLabel(kind: string): string {
  const known = EVENT_LABEL[kind];
  if (known) return known;
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ACTOR_LABEL: Record<Claim['events'][number]['actor'], string> = {
  buyer: 'by the buyer',
  seller: 'by the seller',
  operator: 'by an operator',
  system: 'automatically',
};

/** Open and awaiting an operator hold the order's settlement; the respond-by date matters only then. */
export const isOpen = (claim: Pick<Claim, 'status'>) => claim.status === 'open' || claim.status === 'awaiting-operator';
