/**
 * Verification tiers (KYC for people, KYB for businesses), beneficiary accounts and payouts: what
 * the wallet's owner submits and sees. Amounts are integer kobo. Raw BVN and NIN numbers are sent
 * once, checked with the identity provider, and never stored or answered back: only their last four
 * digits (README, "Verification tiers").
 */
import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import { tinField } from './tax.ts';
import { trimmedAtLeast } from './text-fields.ts';
import { optional, pagingQuery } from './paging.ts';
import { movedKobo, otpId, pinEntry } from './wallet.ts';

export const TIERS = [0, 1, 2] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_NAMES: Record<Tier, string> = {
  0: 'Email verified',
  1: 'Person verified',
  2: 'Business verified',
};

/** What each tier allows, in kobo; null: no cap. */
export const tierCaps = z.object({
  /** The most the wallet may hold after a top-up (payments received are never refused). */
  maxBalance: z.number().int().nullable(),
  /** The most one movement out may be. */
  maxPerTransaction: z.number().int(),
  /** The most that may go out in a market day. */
  maxDaily: z.number().int(),
  /** Whether money may leave the platform to a bank account. */
  payouts: z.boolean(),
});
export type TierCaps = z.infer<typeof tierCaps>;

export const VERIFICATION_STATUSES = ['checking', 'in_review', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  checking: 'Being checked',
  in_review: 'Under review',
  approved: 'Verified',
  rejected: 'Not accepted',
};

export const ID_TYPES = ['bvn', 'nin'] as const;
export const ID_TYPE_LABELS: Record<(typeof ID_TYPES)[number], string> = { bvn: 'BVN', nin: 'NIN' };
export const COMPANY_TYPES = ['RC', 'BN'] as const;
export const COMPANY_TYPE_LABELS: Record<(typeof COMPANY_TYPES)[number], string> = {
  RC: 'Limited company (RC number)',
  BN: 'Business name (BN number)',
};

const isoDate = calendarDay('must be a date like 1988-04-17');

export const personVerificationBody = z.object({
  idType: z.enum(ID_TYPES, { error: 'must be BVN or NIN' }),
  idNumber: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\d{11}$/, { error: 'must be 11 digits' }),
  dateOfBirth: isoDate,
});
export type PersonVerificationBody = z.infer<typeof personVerificationBody>;

export const businessVerificationBody = z.object({
  companyType: z.enum(COMPANY_TYPES, { error: 'must be RC or BN' }),
  registrationNumber: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\d{4,8}$/, { error: 'must be the 4 to 8 digits of the number, without RC or BN' }),
  tin: tinField,
  registeredAddress: z
    .string({ error: 'is required' })
    .trim()
    .min(10, { error: 'must be the full address' })
    .max(300)
    .meta(trimmedAtLeast(10)),
  /** Uploaded documents (PDF or image) through /v1/fileupload/document. */
  incorporationFileId: z.uuid({ error: 'upload the certificate of incorporation' }),
  proofOfAddressFileId: z.uuid({ error: 'upload a proof of address' }),
});
export type BusinessVerificationBody = z.infer<typeof businessVerificationBody>;

export const verificationDocument = z.object({ fileId: z.string(), name: z.string(), label: z.string() });

/** One submission for a tier, as its owner sees it. */
export const verificationView = z.object({
  id: z.string(),
  tier: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(VERIFICATION_STATUSES),
  /** Shown to the owner: what we keep (never a full BVN or NIN). */
  summary: z.array(z.object({ label: z.string(), value: z.string() })),
  documents: z.array(verificationDocument),
  /** The operator's or the provider check's reason, after a rejection. */
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VerificationView = z.infer<typeof verificationView>;

export const verificationState = z.object({
  /** The tier reached: the highest approved one. */
  tier: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The name the tiers verified: the person's, then the registered business name. */
  verifiedName: z.string().nullable(),
  caps: z.object({ 0: tierCaps, 1: tierCaps, 2: tierCaps }),
  /** The latest submission per tier, or null. */
  person: verificationView.nullable(),
  business: verificationView.nullable(),
  /** Whether this wallet is a company's (business verification applies) or a person's. */
  ownerKind: z.enum(['company', 'personal']),
  /** What is missing to reach the next tier, in words; empty at the top. */
  missing: z.array(z.string()),
});
export type VerificationState = z.infer<typeof verificationState>;

/* ---- Banks and beneficiaries ---- */

export const bank = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bank>;

export const accountNumber = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\d{10}$/, { error: 'must be the 10 digits of the account number' });

export const bankCode = z
  .string({ error: 'choose a bank' })
  .trim()
  .regex(/^\d{3,6}$/, { error: 'choose a bank from the list' });

export const resolveAccountBody = z.object({ bankCode, accountNumber });
export const resolvedAccount = z.object({
  accountName: z.string(),
  bankName: z.string(),
  /** Whether the name matches the wallet's verified name by the matching rule (README). */
  nameMatches: z.boolean(),
});

export const addBeneficiaryBody = z.object({ bankCode, accountNumber, pin: pinEntry, otpId });

export const BENEFICIARY_STATUSES = ['active', 'in_review', 'rejected'] as const;
export type BeneficiaryStatus = (typeof BENEFICIARY_STATUSES)[number];
export const BENEFICIARY_STATUS_LABELS: Record<BeneficiaryStatus, string> = {
  active: 'Ready',
  in_review: 'Name under review',
  rejected: 'Not accepted',
};

export const beneficiaryView = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  status: z.enum(BENEFICIARY_STATUSES),
  /** Until then payouts to it are capped lower (cooling-off after it was added). */
  coolingOffUntil: z.string().nullable(),
  coolingOffCap: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type BeneficiaryView = z.infer<typeof beneficiaryView>;

/* ---- Payouts ---- */

export const PAYOUT_STATUSES = ['awaiting_approval', 'processing', 'succeeded', 'failed', 'reversed', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  awaiting_approval: 'Awaiting approval',
  processing: 'On its way',
  succeeded: 'Paid out',
  failed: 'Failed, money returned',
  reversed: 'Reversed, money returned',
  rejected: 'Declined, money returned',
};

export const createPayoutBody = z.object({
  beneficiaryId: z.uuid({ error: 'choose a bank account' }),
  amount: movedKobo,
  pin: pinEntry,
  otpId: optional(otpId),
  confirmLarge: optional(z.boolean()),
});

export const payoutView = z.object({
  id: z.string(),
  /** Short reference shown to people, e.g. PO-01J9ZK3D (the provider gets the full id). */
  reference: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  beneficiary: z.object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string() }),
  /** Why it failed or was declined, in words. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutView>;

export const payoutsQuery = pagingQuery.extend({ status: optional(z.enum(PAYOUT_STATUSES)) });

const NUBAN_WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/**
 * The CBN's NUBAN check digit: the 6-digit institution code (a bank's 3-digit code is prefixed
 * with 000) and the first nine digits of the account number, weighted 3-7-3; the tenth digit is
 * (10 − sum mod 10) mod 10. Only banks with 3-digit codes are checked: the codes payment providers
 * give other institutions (e.g. 50211, 999992) are not the institution codes the digit is computed
 * from, so those accounts are left to the bank's own name look-up.
 */
export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber)) return false;
  if (!/^\d{3}$/.test(bankCode)) return true;
  const digits = `000${bankCode}${accountNumber.slice(0, 9)}`;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * NUBAN_WEIGHTS[i]!, 0);
  return (10 - (sum % 10)) % 10 === Number(accountNumber[9]);
}

/** A valid account number for a bank with a 3-digit code, from nine digits of serial (demos and tests). */
export function nubanWithCheckDigit(bankCode: string, serial: string): string {
  for (let digit = 0; digit < 10; digit++) if (isValidNuban(bankCode, `${serial}${digit}`)) return `${serial}${digit}`;
  throw new Error('unreachable: one check digit always fits');
}
