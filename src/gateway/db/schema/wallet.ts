/**
 * Wallets on the ledger (docs/decisions/016-ledger.md), and the one-time codes that confirm their
 * large moves. A wallet's tier and verified name live on its row (verification.ts sets them).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kobo, now } from './columns.ts';
import { users } from './accounts.ts';
import { companies } from './companies.ts';
import { ledgerAccounts } from './ledger.ts';

/**
 * A company's or a person's NGN wallet: one per company, or per personal account. Its money is
 * the ledger account; this row keeps who owns it, the PIN and the owner's limits.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey(),
    ledgerAccountId: uuid('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The company the wallet belongs to; null for a personal account's wallet. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /** The personal account the wallet belongs to; null for a company's wallet. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'restrict' }),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    currency: text('currency').notNull().default('NGN'),
    /** The 6-digit PIN's keyed hash (platform/auth/pin-keys.ts; argon2id when set before keyed hashes); null until set. */
    pinHash: text('pin_hash'),
    /** Wrong PINs in a row (the one that reaches PIN_MAX_FAILURES blocks the PIN); a right one clears it. */
    pinFailures: integer('pin_failures').notNull().default(0),
    pinBlockedUntil: timestamp('pin_blocked_until', { withTimezone: true }),
    /** An outflow above it needs a confirmation and a one-time code. */
    warningLimit: kobo('warning_limit'),
    /** Per transaction and per day; never above the platform's caps. */
    perTransactionLimit: kobo('per_transaction_limit'),
    dailyLimit: kobo('daily_limit'),
    /** The bank account number transfers into the wallet arrive at, from the provider. */
    dedicatedAccount: jsonb('dedicated_account').$type<{
      bankName: string;
      accountNumber: string;
      accountName: string;
      customerCode: string;
    }>(),
    /** The verification tier reached (0 email, 1 person, 2 business); set only when a verification is approved. */
    tier: integer('tier').notNull().default(0),
    /** The name the tiers verified (the person's, then the registered business name): beneficiaries must match it. */
    verifiedName: text('verified_name'),
    createdAt: now('created_at'),
  },
  (t) => [
    uniqueIndex('wallets_company_key').on(t.companyId),
    uniqueIndex('wallets_owner_key').on(t.ownerUserId),
    uniqueIndex('wallets_account_key').on(t.ledgerAccountId),
    check('wallets_one_owner', sql`(${t.companyId} is null) <> (${t.ownerUserId} is null)`),
  ],
);

/** What a one-time code may authorise. */
export const OTP_PURPOSES = ['change-pin', 'large-outflow', 'reset-pin', 'add-beneficiary', 'accept-financing'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Six-digit codes sent by email (or SMS): stored hashed, single use, a few attempts, ten minutes. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the right code is given; the operation it authorises then consumes it. */
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: now('created_at'),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.createdAt)],
);

export type Wallet = typeof wallets.$inferSelect;
