/**
 * The ledger (docs/decisions/016-ledger.md): accounts and immutable transfers on TigerBeetle's model
 * (the wallets built on it are in wallet.ts).
 * Amounts are kobo in bigint columns. Transfers are written only by the `ledger_create_transfers`
 * function of migration 0005, which checks and moves the balances in the same statement; the
 * database refuses UPDATE, DELETE and TRUNCATE on transfers and DELETE on accounts.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kobo, now } from './columns.ts';

/** What an account is for. Platform accounts have no owner; wallets belong to a company or a person. */
export const LEDGER_ACCOUNT_KINDS = [
  /** A customer's money: never below zero, pending debits counted. */
  'wallet',
  /** Buyers' money held for orders until delivery or cancellation. */
  'escrow',
  /** The platform's commission on settled orders. */
  'commission',
  /** Money that came in by card: debited when a top-up or a card payment is credited to a wallet. */
  'card_settlement',
  /** Money that came in by bank transfer to a wallet's dedicated account. */
  'bank_settlement',
  /** Payouts sent to a bank and not yet confirmed. */
  'payouts_in_flight',
  /** Money lent to buyers through financing. */
  'financing',
  /** VAT the platform charged on its commission, owed to the revenue service (docs/decisions/034-vat-delivery-and-commission.md). */
  'vat_payable',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    currency: text('currency').notNull().default('NGN'),
    /**
     * Debits (pending and posted) may not exceed posted credits: a customer's wallet never goes
     * below zero, counting its holds.
     */
    debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull().default(false),
    /**
     * The balance is not kept on this row but summed from the transfers when read. For platform
     * accounts every payment touches (escrow, commission): no row lock serialises the payments.
     * Such an account can have no balance rule.
     */
    summed: boolean('summed').notNull().default(false),
    debitsPending: kobo('debits_pending').notNull().default(0),
    debitsPosted: kobo('debits_posted').notNull().default(0),
    creditsPending: kobo('credits_pending').notNull().default(0),
    creditsPosted: kobo('credits_posted').notNull().default(0),
    /** Platform accounts are found by their kind; wallets by their wallet row. */
    platform: boolean('platform').notNull().default(false),
    createdAt: now('created_at'),
  },
  (t) => [
    uniqueIndex('ledger_accounts_one_per_platform_kind').on(t.kind, t.currency).where(sql`${t.platform}`),
    check('ledger_accounts_summed_has_no_rule', sql`not (${t.summed} and ${t.debitsMustNotExceedCredits})`),
    check(
      'ledger_accounts_balances_not_negative',
      sql`${t.debitsPending} >= 0 and ${t.debitsPosted} >= 0 and ${t.creditsPending} >= 0 and ${t.creditsPosted} >= 0`,
    ),
  ],
);

/**
 * Posted credits waiting to be folded into their account's row (docs/decisions/016-ledger.md,
 * "Hot accounts"): a transfer credits a wallet by appending here instead of locking the wallet's
 * row, so a seller paid by every order is not a queue. A wallet's posted credits are its row's plus
 * these; they are folded into the row when the wallet is next debited, and by a scheduled job.
 */
export const ledgerCreditDeltas = pgTable(
  'ledger_credit_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: kobo('amount').notNull(),
  },
  (t) => [index('ledger_credit_deltas_account_idx').on(t.accountId), check('ledger_credit_deltas_amount', sql`${t.amount} > 0`)],
);

export const LEDGER_TRANSFER_KINDS = [
  /** Posted at once. */
  'single',
  /** A hold: reserves the amount on both accounts until posted or voided. */
  'pending',
  /** Posts a pending transfer, all of it or part (the rest returns). */
  'post',
  /** Releases a pending transfer. */
  'void',
] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    /** Chosen by the caller: the same id twice is the same transfer. */
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<LedgerTransferKind>().notNull(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: kobo('amount').notNull(),
    /** For `post` and `void`: the pending transfer they resolve. */
    pendingId: uuid('pending_id'),
    /** For `pending`: after this instant it can only be voided (a scheduled job does it). */
    timeoutAt: timestamp('timeout_at', { withTimezone: true }),
    /** Why the money moved: topup, payment, settlement, commission, refund, reversal, payout… */
    code: text('code').notNull(),
    /** What it is about, for people: an order number, a top-up reference. */
    reference: text('reference'),
    /** The business time: the application's clock when the money moved (backdated only by the demo history). */
    createdAt: now('created_at'),
    /** The database's clock when the transfer was written; nobody chooses it. */
    recordedAt: now('recorded_at'),
  },
  (t) => [
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
    uniqueIndex('ledger_transfers_pending_once').on(t.pendingId),
    index('ledger_transfers_timeouts_idx').on(t.timeoutAt).where(sql`${t.kind} = 'pending'`),
    index('ledger_transfers_reference_idx').on(t.reference),
    check('ledger_transfers_amount', sql`${t.amount} >= 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_resolves_pending', sql`(${t.kind} in ('post', 'void')) = (${t.pendingId} is not null)`),
  ],
);

/**
 * Each run of the ledger's check (ledger/check-runs.ts): `npm run ledger:check`, and the nightly
 * `ledger.check` job. Every gateway reports the last one in its metrics, whoever ran it. The last
 * 100 runs are kept.
 */
export const ledgerCheckRuns = pgTable('ledger_check_runs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Who ran it: `command` (npm run ledger:check) or `job` (the nightly check). */
  ranBy: text('ran_by').$type<'command' | 'job'>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  tookMs: integer('took_ms').notNull(),
  accounts: integer('accounts').notNull(),
  transfers: bigint('transfers', { mode: 'number' }).notNull(),
  /** How many problems it found: 0 when the ledger holds together. */
  problems: integer('problems').notNull(),
  /** The first problems found, as the command prints them. */
  findings: text('findings').array().notNull(),
});

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;
