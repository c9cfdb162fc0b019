/**
 * The operations console: the platform's operators review what software cannot decide
 * (business verifications, beneficiaries whose name does not match, large payouts, buyers' product
 * requests) and read the ledger. They approve or reject; they never move money by hand. Every
 * action is kept in an append-only audit log.
 */
import { z } from 'zod';
import { trimmedAtLeast } from './text-fields.ts';
import { optional, pagingQuery } from './paging.ts';
import { BENEFICIARY_STATUSES, PAYOUT_STATUSES, VERIFICATION_STATUSES, verificationDocument } from './verification.ts';

export const decisionReason = z
  .string({ error: 'is required' })
  .trim()
  .min(5, { error: 'must say why, in a sentence the customer will read' })
  .max(500)
  .meta(trimmedAtLeast(5));

export const rejectBody = z.object({ reason: decisionReason });
/** Approving may carry a note for the audit log. */
export const approveBody = z.object({ note: optional(z.string().trim().max(500)) });

export const queueCounts = z.object({
  verifications: z.number().int(),
  beneficiaries: z.number().int(),
  payouts: z.number().int(),
  productRequests: z.number().int(),
  financing: z.number().int(),
  /** Reported messages waiting for a decision (conversations). */
  messageReports: z.number().int(),
  /** Claims on orders the seller left past their time, waiting for an operator's decision. */
  claims: z.number().int(),
});

export const ledgerCheckResult = z.object({
  ok: z.boolean(),
  problems: z.array(z.string()),
  accounts: z.number().int(),
  transfers: z.number().int(),
  checkedAt: z.string(),
});

export const operationsSummary = z.object({ queues: queueCounts, ledger: ledgerCheckResult });
export type OperationsSummary = z.infer<typeof operationsSummary>;

/** Who a queue item belongs to. */
export const customer = z.object({
  kind: z.enum(['company', 'personal']),
  name: z.string(),
  /** The person who submitted or asked. */
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
});

export const verificationReviewItem = z.object({
  id: z.string(),
  tier: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(VERIFICATION_STATUSES),
  customer,
  /** What was submitted and what the provider's look-up found, label by label. */
  submitted: z.array(z.object({ label: z.string(), value: z.string() })),
  lookup: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Download through /v1/operations/files/{fileId}. */
  documents: z.array(verificationDocument),
  reason: z.string().nullable(),
  submittedAt: z.string(),
});
export type VerificationReviewItem = z.infer<typeof verificationReviewItem>;

export const beneficiaryReviewItem = z.object({
  id: z.string(),
  status: z.enum(BENEFICIARY_STATUSES),
  customer,
  bankName: z.string(),
  accountNumber: z.string(),
  /** The name the bank gave, and the verified name it was compared with. */
  accountName: z.string(),
  verifiedName: z.string().nullable(),
  /** Whether the payout rule (src/gateway/wallet/name-match.ts) takes the two names for one: legal forms and word order aside. */
  nameMatches: z.boolean(),
  createdAt: z.string(),
});
export type BeneficiaryReviewItem = z.infer<typeof beneficiaryReviewItem>;

export const payoutReviewItem = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  customer,
  amount: z.number().int(),
  tier: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** The wallet's available balance now, and its payouts of the last 30 days. */
  walletAvailable: z.number().int(),
  paidOutLast30Days: z.number().int(),
  createdAt: z.string(),
});
export type PayoutReviewItem = z.infer<typeof payoutReviewItem>;

export const PRODUCT_REQUEST_STATUSES = ['open', 'sourcing', 'closed'] as const;
export const productRequestReviewItem = z.object({
  id: z.string(),
  status: z.enum(PRODUCT_REQUEST_STATUSES),
  productName: z.string(),
  casNumber: z.string().nullable(),
  quantity: z.string(),
  deliveryCountry: z.string(),
  details: z.string(),
  customer,
  /** The operator's last answer to the buyer, if any. */
  answer: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductRequestReviewItem = z.infer<typeof productRequestReviewItem>;

export const answerProductRequestBody = z.object({
  message: z
    .string({ error: 'is required' })
    .trim()
    .min(5, { error: 'must be a sentence the buyer will read' })
    .max(2000)
    .meta(trimmedAtLeast(5)),
  /** sourcing: we are looking; closed: sourced (or cannot be), with the message saying which. */
  status: z.enum(['sourcing', 'closed'], { error: 'must be sourcing or closed' }),
});

export const queueQuery = pagingQuery.extend({
  /** Which items: those waiting (default) or those already decided. */
  state: optional(z.enum(['waiting', 'decided'])).default('waiting'),
});

export const ledgerAccountRow = z.object({
  id: z.string(),
  kind: z.string(),
  /** Platform accounts by name; wallets by their owner. */
  name: z.string(),
  debitsPosted: z.number().int(),
  creditsPosted: z.number().int(),
  debitsPending: z.number().int(),
  creditsPending: z.number().int(),
});

export const ledgerTransferRow = z.object({
  id: z.string(),
  kind: z.string(),
  code: z.string(),
  reference: z.string().nullable(),
  amount: z.number().int(),
  debit: z.string(),
  credit: z.string(),
  createdAt: z.string(),
});

export const ledgerView = z.object({
  check: ledgerCheckResult,
  platformAccounts: z.array(ledgerAccountRow),
  /** The newest transfers, newest first. */
  transfers: z.array(ledgerTransferRow),
});
export type LedgerView = z.infer<typeof ledgerView>;

export const auditEntry = z.object({
  id: z.number().int(),
  operator: z.object({ name: z.string(), email: z.string() }),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = pagingQuery.extend({ subjectId: optional(z.string().trim().max(100)) });
