/**
 * Financing's kinds, statuses, their labels and its fixed terms, without the schemas: financing.ts
 * builds its schemas from them and re-exports them, and a page's first screen (the finance
 * overview, a status badge) reads them from here without loading zod.
 */

export const FINANCING_TYPES = ['procurement', 'import', 'manufacturing'] as const;
export type FinancingType = (typeof FINANCING_TYPES)[number];
export const FINANCING_TYPE_LABELS: Record<FinancingType, string> = {
  procurement: 'Procurement',
  import: 'Import',
  manufacturing: 'Manufacturing',
};
export const FINANCING_TYPE_BLURBS: Record<FinancingType, string> = {
  procurement: 'Pay a supplier on the marketplace now for a cart, a quote or an order; repay in 30, 60 or 90 days.',
  import: 'Pay a foreign supplier’s proforma invoice (Form M) and repay once the goods are sold.',
  manufacturing: 'Working capital for a production run, backed by your offtake contracts.',
};

export const FINANCING_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'offered',
  'declined',
  'accepted',
  'expired',
  'disbursed',
  'repaying',
  'overdue',
  'repaid',
] as const;
export type FinancingStatus = (typeof FINANCING_STATUSES)[number];
export const FINANCING_STATUS_LABELS: Record<FinancingStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_review: 'In review',
  offered: 'Offer made',
  declined: 'Declined',
  accepted: 'Accepted',
  expired: 'Offer expired',
  disbursed: 'Disbursed',
  repaying: 'Repaying',
  overdue: 'Overdue',
  repaid: 'Repaid',
};
/** Statuses that end a request: a new one of its type may then be started. */
export const FINANCING_CLOSED: readonly FinancingStatus[] = ['declined', 'expired', 'repaid'];
/** Statuses in which money is owed. */
export const FINANCING_OWING: readonly FinancingStatus[] = ['disbursed', 'repaying', 'overdue'];

/** Days between instalments; tenors are whole multiples of it. */
export const INSTALMENT_DAYS = 30;
export const PROCUREMENT_TENORS = [30, 60, 90] as const;
export const MAX_TENOR_DAYS = 180;
export const REMINDER_DAYS = 3;

/** Short reference: FN- and the last 8 characters of the id, upper-case. */
export const financingReference = (id: string) => `FN-${id.replaceAll('-', '').slice(-8).toUpperCase()}`;
