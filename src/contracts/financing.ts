/**
 * Financing (docs/decisions/018-financing.md): a business-verified company asks for procurement,
 * import or manufacturing financing; an operator offers or declines; the company accepts with its
 * PIN and a one-time code; the money moves through the ledger (financing pool → escrow for a
 * financed order, → the company's wallet otherwise) and comes back in equal instalments debited
 * from the wallet on their due dates. Amounts are integer kobo; rates are basis points.
 *
 * Routes (all under /api):
 * - buyer side (the `finance` permission, company accounts):
 *   GET  /v1/financing/eligibility                    → FinancingEligibility
 *   GET  /v1/financing/amount?source&sourceId          → FinancingAmount (what a procurement request would finance now)
 *   GET  /v1/financing/requests?PageNumber&PageSize&status → paged FinancingSummary
 *   POST /v1/financing/requests {type}                → FinancingDetail (a new draft)
 *   GET  /v1/financing/requests/{id}                  → FinancingDetail
 *   PUT  /v1/financing/requests/{id} (draft fields)   → FinancingDetail (saved as the user goes)
 *   DELETE /v1/financing/requests/{id}                → a draft is discarded
 *   POST /v1/financing/requests/{id}/submit           → FinancingDetail (every field checked)
 *   POST /v1/financing/requests/{id}/accept {pin, otpId} → FinancingDetail (offer accepted)
 *   POST /v1/financing/requests/{id}/reject-offer {reason?} → FinancingDetail
 *   POST /v1/financing/requests/{id}/repay {pin, amount?} → FinancingDetail (early, in full without amount)
 *   POST /v1/financing/requests/{id}/pay-order {orderId, pin} → FinancingDetail (an unpaid order of the
 *        company, e.g. an accepted quote's, paid by the accepted procurement line)
 *   GET  /v1/financing/requests/{id}/files/{fileId}   → a document the request names (private file)
 *   GET  /v1/financing/overview                       → FinanceOverview (/finance)
 *   GET  /v1/financing/statement.csv                  → text/csv
 *   One-time codes for accepting: POST /v1/wallet/send-otp {purpose: 'accept-financing'}, then validate-otp.
 *   Checkout: paymentMethod 'financing' (with walletPin) draws the accepted procurement line.
 * - operations console (operators):
 *   GET  /v1/operations/financing?state=waiting|decided&PageNumber&PageSize → paged FinancingReviewItem
 *   POST /v1/operations/financing/{id}/review          → submitted → in review
 *   POST /v1/operations/financing/{id}/offer {offer}   → offered
 *   POST /v1/operations/financing/{id}/decline {reason}→ declined
 *   POST /v1/operations/financing/{id}/disburse        → import and manufacturing: money to the wallet
 */
import { z } from 'zod';
import { trimmedAtLeast } from './text-fields.ts';
import { formatMoney, KOBO_PER_NAIRA, nairaToKobo } from './money.ts';
import { optional, pagingQuery } from './paging.ts';
import { kobo, otpId, pinEntry } from './wallet.ts';
export * from './financing-terms.ts';
import { FINANCING_STATUSES, FINANCING_TYPES, INSTALMENT_DAYS, MAX_TENOR_DAYS } from './financing-terms.ts';

/* ---- The repayment schedule ---- */

/**
 * Interest over a tenor at a rate per 30 days, in kobo: principal × rate × days / (10000 × 30),
 * rounded half up to the kobo, in integer arithmetic (no float ever touches money).
 */
export function interestOf(principal: number, rateBps: number, tenorDays: number): number {
  const numerator = BigInt(principal) * BigInt(rateBps) * BigInt(tenorDays);
  const denominator = 10_000n * BigInt(INSTALMENT_DAYS);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

export interface ScheduledInstalment {
  seq: number;
  dueAt: string;
  principal: number;
  interest: number;
  /** The arrangement fee, on the first instalment only. */
  fee: number;
  amount: number;
}

/**
 * Equal instalments, one every 30 days from `start`: principal and interest are each split into n
 * parts that differ by at most one kobo (the first P mod n instalments carry the extra kobo), so
 * the instalments add up exactly to principal + interest (+ the fee, on the first).
 */
export function repaymentSchedule(input: {
  principal: number;
  rateBps: number;
  tenorDays: number;
  fee: number;
  start: Date;
}): ScheduledInstalment[] {
  const n = Math.max(1, Math.round(input.tenorDays / INSTALMENT_DAYS));
  const interest = interestOf(input.principal, input.rateBps, input.tenorDays);
  const split = (total: number, k: number) => Math.floor(total / n) + (k < total % n ? 1 : 0);
  return Array.from({ length: n }, (_, k) => {
    const principal = split(input.principal, k);
    const share = split(interest, k);
    const fee = k === 0 ? input.fee : 0;
    return {
      seq: k + 1,
      dueAt: new Date(input.start.getTime() + (k + 1) * INSTALMENT_DAYS * 86_400_000).toISOString(),
      principal,
      interest: share,
      fee,
      amount: principal + share + fee,
    };
  });
}

/* ---- What a request may ask for: the same words in the form's step and at submission ---- */

export const CART_EMPTY = 'Your cart is empty: add what you want to buy first.';

/** The cart lines financing pays for: those that can be bought as they are (priced, in stock, published), and their sum. */
export function financedCart<L extends { problem: string | null; lineTotalMinor: number }>(
  lines: readonly L[],
): { lines: L[]; amount: number } {
  const buyable = lines.filter((l) => !l.problem);
  return { lines: buyable, amount: buyable.reduce((sum, l) => sum + l.lineTotalMinor, 0) };
}

/** Why an amount cannot be financed (outside the gateway's bounds, FINANCING_MIN_NAIRA..FINANCING_MAX_NAIRA), or null. */
export function amountOutOfBounds(amount: number, bounds: { minAmount: number; maxAmount: number }): string | null {
  if (amount >= bounds.minAmount && amount <= bounds.maxAmount) return null;
  return `comes to ${formatMoney(amount)}: financing is from ${formatMoney(bounds.minAmount)} to ${formatMoney(bounds.maxAmount)}`;
}

/* ---- The annual percentage rate (docs/decisions/026-annual-percentage-rate.md) ---- */

/** The most an APR is told as, in basis points (1,000,000 %): a fee many times the amount lent goes no higher. */
export const MAX_APR_BPS = 100_000_000;
const DAYS_A_YEAR = 365;

/**
 * The annual percentage rate of an offer, in basis points: the yearly rate X, compounded, at which
 * the instalments (interest and the fee included, on their due dates) are worth the principal the
 * day it is paid out:  principal = Σ amountₖ × (1 + X)^(−daysₖ / 365). Every instalment is
 * positive and due later, so the right side falls as X grows and one X solves it; it is found by
 * bisection on ln(1 + X) to far below a basis point, then rounded to the nearest basis point. A
 * display figure, not money: the only place doubles are used.
 */
export function annualPercentageRate(input: { principal: number; rateBps: number; tenorDays: number; fee: number }): number {
  if (input.principal <= 0) return 0;
  const flows = repaymentSchedule({ ...input, start: new Date(0) }).map((i) => ({
    amount: i.amount,
    years: (i.seq * INSTALMENT_DAYS) / DAYS_A_YEAR,
  }));
  const worth = (logRate: number) => flows.reduce((sum, f) => sum + f.amount * Math.exp(-logRate * f.years), 0);
  // Paid back no more than was lent: no cost to tell.
  if (worth(0) <= input.principal) return 0;
  const ceiling = Math.log1p(MAX_APR_BPS / 10_000);
  if (worth(ceiling) >= input.principal) return MAX_APR_BPS;
  let low = 0;
  let high = ceiling;
  for (let step = 0; step < 100; step++) {
    const middle = (low + high) / 2;
    if (worth(middle) > input.principal) low = middle;
    else high = middle;
  }
  return Math.round(Math.expm1((low + high) / 2) * 10_000);
}

/* ---- Import: currencies and rates ---- */

export const IMPORT_CURRENCIES = ['USD', 'EUR', 'CNY'] as const;
export type ImportCurrency = (typeof IMPORT_CURRENCIES)[number];
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export const PORTS_OF_DISCHARGE = [
  'Apapa, Lagos',
  'Tin Can Island, Lagos',
  'Lekki Deep Sea Port, Lagos',
  'Onne, Rivers',
  'Port Harcourt, Rivers',
  'Calabar, Cross River',
  'Warri, Delta',
  'Murtala Muhammed Airport (cargo), Lagos',
] as const;

/** Above any naira rate of a currency: a rate typed with more digits is a slip, not a rate. */
const MAX_RATE_KOBO = 10_000_000 * KOBO_PER_NAIRA;

/**
 * A rate typed as naira per unit ("1550.25") → kobo per unit (155025), read as any naira amount is
 * (nairaToKobo); null when it is not one, is zero, or has more than seven digits of naira.
 */
export function rateToKobo(typed: string): number | null {
  const kobo = nairaToKobo(typed);
  return kobo !== null && kobo > 0 && kobo < MAX_RATE_KOBO ? kobo : null;
}

/** A foreign amount in minor units (cents, fen) at kobo per unit → kobo, rounded half up. */
export function nairaEquivalent(foreignMinor: number, koboPerUnit: number): number {
  return Number((BigInt(foreignMinor) * BigInt(koboPerUnit) * 2n + 100n) / 200n);
}

/* ---- Request bodies ---- */

/** Import, manufacturing and every offer: whole 30-day periods up to MAX_TENOR_DAYS. */
const longTenor = z
  .number({ error: 'must be a number of days' })
  .int({ error: 'must be a number of days' })
  .min(INSTALMENT_DAYS, { error: 'must be 30, 60, 90, 120, 150 or 180 days' })
  .max(MAX_TENOR_DAYS, { error: 'must be 30, 60, 90, 120, 150 or 180 days' })
  .multipleOf(INSTALMENT_DAYS, { error: 'must be 30, 60, 90, 120, 150 or 180 days' });

const text = (max: number) => z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(max).meta(trimmedAtLeast(1));
const fileId = z.uuid({ error: 'is not one of your uploads' });
export const financingDocument = z.object({ fileId, label: text(120) });
export type FinancingDocument = z.infer<typeof financingDocument>;

export const procurementDetails = z.object({
  /** What is financed: the cart as it is at submission, a quote the seller has priced, or an order waiting for a bank transfer. */
  source: z.enum(['cart', 'quote', 'order'], { error: 'must be cart, quote or order' }),
  sourceId: optional(z.uuid({ error: 'is not one of your quotes or orders' })),
  tenorDays: z.union([z.literal(30), z.literal(60), z.literal(90)], { error: 'must be 30, 60 or 90 days' }),
  purpose: optional(z.string().trim().max(1000)),
});

export const importDetails = z.object({
  supplierName: text(200),
  supplierCountry: z.string().regex(/^[A-Z]{2}$/, { error: 'choose a country' }),
  proformaNumber: text(80),
  proformaFileId: fileId,
  formMNumber: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^MF\d{8,12}$/i, { error: 'must look like MF20241234567 (MF and 8 to 12 digits)' })
    .transform((v) => v.toUpperCase()),
  incoterm: z.enum(INCOTERMS, { error: 'choose an Incoterm' }),
  portOfDischarge: z.enum(PORTS_OF_DISCHARGE, { error: 'choose a port' }),
  goods: text(1000),
  hsCode: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\d{4}(\.?\d{2}){0,3}$/, { error: 'must be an HS code such as 2807.00 or 3206.11.00' }),
  currency: z.enum(IMPORT_CURRENCIES, { error: 'must be USD, EUR or CNY' }),
  /** In the currency's minor units (cents, fen). */
  foreignAmount: kobo,
  /** Kobo per unit of the currency, as stated by the company (e.g. 155025 for ₦1,550.25 per USD). */
  koboPerUnit: kobo,
  tenorDays: longTenor,
});

export const manufacturingInput = z.object({
  /** A marketplace product, when the input is bought here. */
  productId: optional(z.string().trim().max(64)),
  name: text(200),
  quantity: text(60),
  amount: kobo,
});
export const offtakeContract = z.object({
  buyerName: text(200),
  value: kobo,
  fileId: optional(fileId),
});
export const manufacturingDetails = z.object({
  productName: text(200),
  productionRun: text(1000),
  inputs: z.array(manufacturingInput).min(1, { error: 'list at least one input' }).max(30),
  offtakeContracts: z.array(offtakeContract).min(1, { error: 'add at least one offtake contract' }).max(20),
  amount: kobo,
  tenorDays: longTenor,
});

export const detailsByType = { procurement: procurementDetails, import: importDetails, manufacturing: manufacturingDetails } as const;
export type ProcurementDetails = z.infer<typeof procurementDetails>;
export type ImportDetails = z.infer<typeof importDetails>;
export type ManufacturingDetails = z.infer<typeof manufacturingDetails>;
export type FinancingDetails = ProcurementDetails | ImportDetails | ManufacturingDetails;

export const createFinancingBody = z.object({ type: z.enum(FINANCING_TYPES, { error: 'must be procurement, import or manufacturing' }) });

/** A draft is saved as the user goes: any fields so far, checked only at submission. */
export const saveDraftBody = z.object({
  details: z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length <= 50_000, { error: 'is too large' }),
  documents: optional(z.array(financingDocument).max(20)),
  step: optional(z.number().int().min(0).max(10)),
});

export const acceptOfferBody = z.object({ pin: pinEntry, otpId });
export const rejectOfferBody = z.object({ reason: optional(z.string().trim().max(500)) });
export const repayBody = z.object({ pin: pinEntry, amount: optional(kobo) });
export const payOrderBody = z.object({ orderId: z.uuid({ error: 'choose one of your orders' }), pin: pinEntry });

export const financingListQuery = pagingQuery.extend({ status: optional(z.enum(FINANCING_STATUSES)) });

/* ---- Views ---- */

export const offerView = z.object({
  amount: z.number().int(),
  tenorDays: z.number().int(),
  /** Interest per 30 days, in basis points (250 = 2.5 % a month). */
  rateBps: z.number().int(),
  /**
   * The annual percentage rate, in basis points (3505 = 35.05 % a year): interest and fee over the
   * schedule as one yearly compound rate, the figure to compare offers by (annualPercentageRate).
   */
  aprBps: z.number().int(),
  fee: z.number().int(),
  interest: z.number().int(),
  total: z.number().int(),
  expiresAt: z.string(),
  /** For procurement: the line may be drawn until then. */
  note: z.string().nullable(),
  schedule: z.array(
    z.object({
      seq: z.number().int(),
      dueAt: z.string(),
      principal: z.number().int(),
      interest: z.number().int(),
      fee: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type OfferView = z.infer<typeof offerView>;

export const INSTALMENT_STATUSES = ['scheduled', 'paid', 'overdue', 'waived'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
export const instalmentView = z.object({
  id: z.string(),
  seq: z.number().int(),
  dueAt: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  fee: z.number().int(),
  lateFee: z.number().int(),
  /** principal + interest + fee + late fee − waived. */
  amount: z.number().int(),
  paid: z.number().int(),
  status: z.enum(INSTALMENT_STATUSES),
  paidAt: z.string().nullable(),
});
export type InstalmentView = z.infer<typeof instalmentView>;

export const financingEvent = z.object({
  at: z.string(),
  status: z.enum(FINANCING_STATUSES).nullable(),
  title: z.string(),
  body: z.string().nullable(),
  by: z.enum(['customer', 'operator', 'system']),
});
export type FinancingEvent = z.infer<typeof financingEvent>;

export const financingSummary = z.object({
  id: z.string(),
  /** FN- and 8 characters, as people quote it. */
  reference: z.string(),
  type: z.enum(FINANCING_TYPES),
  status: z.enum(FINANCING_STATUSES),
  /** Asked for (kobo); null while a draft has none yet. */
  amount: z.number().int().nullable(),
  /** Offered or accepted amount. */
  offeredAmount: z.number().int().nullable(),
  /** Still owed on the schedule (principal, interest and fees), and the next instalment when money is owed. */
  outstanding: z.number().int(),
  nextInstalment: z.object({ dueAt: z.string(), amount: z.number().int() }).nullable(),
  /** What the company does next, in words ("Accept or decline the offer by 3 Dec"). */
  nextStep: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FinancingSummary = z.infer<typeof financingSummary>;

export const financingDetail = financingSummary.extend({
  details: z.record(z.string(), z.unknown()),
  documents: z.array(financingDocument),
  step: z.number().int(),
  /** For procurement: what the money pays for, as the gateway priced it at submission. */
  subject: z
    .object({
      label: z.string(),
      supplierName: z.string().nullable(),
      lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })),
    })
    .nullable(),
  offer: offerView.nullable(),
  declineReason: z.string().nullable(),
  /** Procurement: the line's amount drawn by financed orders, and those orders. */
  drawn: z.number().int(),
  orders: z.array(z.object({ id: z.string(), number: z.string(), amount: z.number().int(), status: z.string() })),
  instalments: z.array(instalmentView),
  events: z.array(financingEvent),
  /** Early repayment in full today: principal left, this period's interest, fees due. */
  payoffAmount: z.number().int(),
});
export type FinancingDetail = z.infer<typeof financingDetail>;

export const financingEligibility = z.object({
  eligible: z.boolean(),
  /** Why not, in words, with where to go (verification). */
  reason: z.string().nullable(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** The open request of each type, if any (one at a time). */
  open: z.record(z.enum(FINANCING_TYPES), z.string().nullable()),
});
export type FinancingEligibility = z.infer<typeof financingEligibility>;

/** GET /v1/financing/amount: what a procurement request of this source would finance now, priced as at submission. */
export const financingAmountQuery = procurementDetails.pick({ source: true, sourceId: true });
export const financingAmount = z.object({
  /** In kobo; null when the source cannot be priced (not one of the company's quotes or orders). */
  amount: z.number().int().nullable(),
  /** Why it cannot be financed, on the field that says what is financed; null when it can. */
  problem: z.object({ field: z.enum(['source', 'sourceId']), message: z.string() }).nullable(),
});
export type FinancingAmount = z.infer<typeof financingAmount>;

export const financeOverview = z.object({
  wallet: z.object({ available: z.number().int(), currency: z.string() }).nullable(),
  /** The accepted procurement line, if any: what it allows, drawn, left, until when. */
  line: z
    .object({ requestId: z.string(), amount: z.number().int(), used: z.number().int(), left: z.number().int(), expiresAt: z.string() })
    .nullable(),
  owed: z.number().int(),
  overdue: z.number().int(),
  upcoming: z.array(instalmentView.extend({ requestId: z.string(), reference: z.string(), type: z.enum(FINANCING_TYPES) })),
  history: z.array(financingSummary),
  /** Per month (YYYY-MM), the last 6 and the next 6: repaid and due. */
  repayments: z.array(z.object({ month: z.string(), paid: z.number().int(), due: z.number().int() })),
});
export type FinanceOverview = z.infer<typeof financeOverview>;

/* ---- Operations ---- */

export const offerBody = z.object({
  amount: kobo,
  tenorDays: longTenor,
  rateBps: z
    .number({ error: 'must be basis points' })
    .int()
    .min(0, { error: 'cannot be negative' })
    .max(1000, { error: 'is at most 10 % a month' }),
  fee: z.number({ error: 'must be kobo' }).int().min(0, { error: 'cannot be negative' }).max(Number.MAX_SAFE_INTEGER),
  expiresInDays: z.number().int().min(1).max(30).default(7),
  note: optional(z.string().trim().max(500)),
});
export type OfferBody = z.infer<typeof offerBody>;

export const financingReviewItem = financingDetail.extend({
  customer: z.object({ name: z.string(), contactName: z.string().nullable(), contactEmail: z.string().nullable(), tier: z.number().int() }),
  /** Label/value pairs of what was asked, for the reviewer. */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type FinancingReviewItem = z.infer<typeof financingReviewItem>;
