/**
 * The wallet: a company's or a person's NGN balance on the ledger, its PIN, one-time codes and
 * limits, top-ups and its transactions. Amounts are integer kobo.
 */
import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import { optional, pagingQuery } from './paging.ts';
export * from './wallet-transaction-kinds.ts';
import { WALLET_TRANSACTION_STATUSES, WALLET_TRANSACTION_TYPES } from './wallet-transaction-kinds.ts';

export const PIN_LENGTH = 6;
export const PIN_MAX_FAILURES = 5;
export const PIN_BLOCK_MINUTES = 30;
export const OTP_LENGTH = 6;
export const OTP_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

/**
 * Whether a PIN is too easy to guess: one digit repeated, a run up or down (123456, 987654), two or
 * three digits repeated in a pattern (121212, 123123), or four zeros first (0000xx).
 */
export function isTrivialPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => (d - digits[i]! + 10) % 10);
  if (steps.every((s) => s === 0)) return true;
  if (steps.every((s) => s === 1) || steps.every((s) => s === 9)) return true;
  if (/^(\d{2})\1+$/.test(pin) || /^(\d{3})\1$/.test(pin)) return true;
  if (pin.startsWith('0000')) return true;
  return false;
}

export const pin = z
  .string({ error: 'is required' })
  .regex(/^\d{6}$/, { error: 'must be 6 digits' })
  .refine((value) => !/^\d{6}$/.test(value) || !isTrivialPin(value), {
    error: 'is too easy to guess: avoid repeated digits and runs like 123456',
  })
  .meta({
    description:
      'Six digits, not easy to guess: not one digit repeated, not a run up or down (123456, 987654), not two or three digits repeated (121212, 123123), not starting 0000.',
  });

/** A PIN given to authorise something: only its shape is checked here. */
export const pinEntry = z.string({ error: 'is required' }).regex(/^\d{6}$/, { error: 'must be 6 digits' });

export const otpCode = z.string({ error: 'is required' }).regex(/^\d{6}$/, { error: 'must be 6 digits' });
export const otpId = z.uuid({ error: 'is not a code we sent' });

/** Kobo: a whole number above zero that JavaScript counts exactly. */
export const kobo = z
  .number({ error: 'must be an amount in kobo' })
  .int({ error: 'must be whole kobo' })
  .positive({ error: 'must be more than zero' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });

export const setPinBody = z.object({ pin });
export const changePinBody = z.object({ currentPin: pinEntry, newPin: pin, otpId });
export const sendOtpBody = z.object({
  purpose: z.enum(['change-pin', 'large-outflow', 'add-beneficiary', 'accept-financing'], {
    error: 'must be change-pin, large-outflow, add-beneficiary or accept-financing',
  }),
});
export const validateOtpBody = z.object({ otpId, code: otpCode });

export const limitsBody = z.object({
  pin: pinEntry,
  warningLimit: kobo.nullable(),
  perTransactionLimit: kobo.nullable(),
  dailyLimit: kobo.nullable(),
});

/** The smallest top-up or payout: ₦100 (routes/wallet.ts and wallet/payouts.ts refuse less). */
export const MIN_MOVED_KOBO = 100_00;
export const movedKobo = kobo.min(MIN_MOVED_KOBO, { error: 'must be at least ₦100' });

export const topUpBody = z.object({ amount: movedKobo });

export const walletBalances = z.object({
  /** What can be spent now. */
  available: z.number().int(),
  /** Held for orders whose seller is not paid yet (delivery, then its claim window) and payouts not yet sent. */
  held: z.number().int(),
  /** Posted credits less posted debits: available plus held. */
  ledger: z.number().int(),
});
export type WalletBalances = z.infer<typeof walletBalances>;

export const walletLimits = z.object({
  warningLimit: z.number().int().nullable(),
  perTransactionLimit: z.number().int().nullable(),
  dailyLimit: z.number().int().nullable(),
  /** The platform's caps the owner's limits cannot exceed. */
  maxPerTransaction: z.number().int(),
  maxDaily: z.number().int(),
  /** Sent out today (market time), holds included. */
  spentToday: z.number().int(),
});
export type WalletLimits = z.infer<typeof walletLimits>;

export const dedicatedAccount = z.object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string() });

export const walletDetails = z.object({
  id: z.string(),
  currency: z.string(),
  owner: z.object({ kind: z.enum(['company', 'personal']), name: z.string() }),
  balances: walletBalances,
  limits: walletLimits,
  pinSet: z.boolean(),
  /** When the PIN is blocked after wrong attempts, until when. */
  pinBlockedUntil: z.string().nullable(),
  /** Where a bank transfer funds the wallet; null when no provider is configured. */
  dedicatedAccount: dedicatedAccount.nullable(),
  cardTopUp: z.boolean(),
  /** Whether the caller may move money (the finance permission). */
  canMoveMoney: z.boolean(),
  openedAt: z.string(),
});
export type WalletDetails = z.infer<typeof walletDetails>;

/** No wallet yet: whether the caller may open one, and what stops them. */
export const walletState = z.object({
  wallet: walletDetails.nullable(),
  /** Whose wallet it is (or would be): the caller's company's, or their own. */
  ownerKind: z.enum(['company', 'personal']),
  canOpen: z.boolean(),
  /** Why the caller cannot open it (email not verified, no finance permission), or null. */
  blocker: z.string().nullable(),
});
export type WalletState = z.infer<typeof walletState>;

export const walletTransactionType = z.enum(WALLET_TRANSACTION_TYPES);

export const walletTransaction = z.object({
  id: z.string(),
  type: walletTransactionType,
  status: z.enum(WALLET_TRANSACTION_STATUSES),
  direction: z.enum(['in', 'out']),
  amount: z.number().int(),
  reference: z.string().nullable(),
  description: z.string(),
  /** The order or top-up it belongs to, on the site. */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

const isoDate = calendarDay('must be a date like 2026-11-24');

export const transactionsQuery = pagingQuery.extend({
  type: optional(walletTransactionType),
  status: optional(z.enum(WALLET_TRANSACTION_STATUSES)),
  from: optional(isoDate),
  to: optional(isoDate),
  search: optional(z.string().trim().max(100)),
});

/** A statement's period, in market days (both included). */
export const statementQuery = z.object({ from: isoDate, to: isoDate });

export const flowPoint = z.object({ day: z.string(), in: z.number().int(), out: z.number().int() });
export const walletFlow = z.object({ days: z.number().int(), points: z.array(flowPoint) });
export const flowQuery = z.object({ days: optional(z.enum(['30', '90'])) });

export const otpSent = z.object({ otpId: z.string(), expiresAt: z.string(), sentTo: z.string() });
export const topUpStarted = z.object({ reference: z.string(), authorizationUrl: z.string().nullable(), accessCode: z.string().nullable() });
