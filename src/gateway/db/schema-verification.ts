/**
 * Verification tiers, beneficiary accounts, payouts, the platform's operators and their audit log
 * (docs/decisions/017-verification-and-payouts.md). A wallet's tier and verified name live on the
 * wallet row (schema-ledger.ts); everything here hangs off a wallet.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts.ts';
import { wallets } from './schema-ledger.ts';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/** People who run the platform: not a company role, granted with `npm run operator`. */
export const platformOperators = pgTable('platform_operators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: now('granted_at'),
});

export type VerificationStatus = 'checking' | 'in_review' | 'approved' | 'rejected';

/** What a person submitted for tier 1 (never the raw number). */
export interface PersonDetails {
  idType: 'bvn' | 'nin';
  last4: string;
  fullName: string;
  dateOfBirth: string;
}

/** What a business submitted for tier 2. */
export interface BusinessDetails {
  companyType: 'RC' | 'BN';
  registrationNumber: string;
  tin: string;
  registeredAddress: string;
  companyName: string;
  incorporationFileId: string;
  proofOfAddressFileId: string;
}

/** What the identity provider answered, as shown to an operator. */
export interface LookupResult {
  found: boolean;
  name?: string;
  dateOfBirth?: string;
  address?: string;
  status?: string;
}

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id),
    tier: integer('tier').notNull(),
    status: text('status').$type<VerificationStatus>().notNull(),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<PersonDetails | BusinessDetails>().notNull(),
    /** Keyed hash of the identity number (tier 1) or registration number (tier 2): one identity verifies one wallet. */
    identityHash: text('identity_hash').notNull(),
    lookup: jsonb('lookup').$type<LookupResult>(),
    /**
     * Only while the identity provider could not be asked: the identity number sealed (AES-GCM with
     * a key derived from the server's secret) so the check can be retried; erased once it ran.
     */
    sealedNumber: text('sealed_number'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('verifications_wallet_idx').on(t.walletId, t.tier, t.createdAt),
    index('verifications_status_idx').on(t.status, t.createdAt),
    // One identity, one wallet: a number being checked, reviewed or approved cannot be used again.
    uniqueIndex('verifications_identity_key').on(t.tier, t.identityHash).where(sql`${t.status} <> 'rejected'`),
    // One open submission per wallet and tier.
    uniqueIndex('verifications_one_open_key').on(t.walletId, t.tier).where(sql`${t.status} in ('checking', 'in_review')`),
    check('verifications_tier', sql`${t.tier} in (1, 2)`),
  ],
);
export type Verification = typeof verifications.$inferSelect;

/** Banks money can be paid out to, from the provider, refreshed daily. */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  fetchedAt: now('fetched_at'),
});

export type BeneficiaryStatus = 'active' | 'in_review' | 'rejected';

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** As the bank resolved it. */
    accountName: text('account_name').notNull(),
    status: text('status').$type<BeneficiaryStatus>().notNull(),
    /** The provider's transfer recipient, created before the first payout. */
    recipientCode: text('recipient_code'),
    coolingOffUntil: at('cooling_off_until').notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('beneficiaries_wallet_idx').on(t.walletId, t.createdAt),
    uniqueIndex('beneficiaries_one_per_account').on(t.walletId, t.bankCode, t.accountNumber).where(sql`${t.deletedAt} is null`),
  ],
);
export type Beneficiary = typeof beneficiaries.$inferSelect;

export type PayoutStatus = 'awaiting_approval' | 'processing' | 'succeeded' | 'failed' | 'reversed' | 'rejected';

export const payouts = pgTable(
  'payouts',
  {
    /** Also the provider's transfer reference: a retried request is the same transfer. */
    id: uuid('id').primaryKey(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    /** The pending ledger transfer wallet → payouts in flight. */
    holdId: uuid('hold_id').notNull(),
    transferCode: text('transfer_code'),
    reason: text('reason'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was handed to the provider, and when we last asked the provider about it. */
    sentAt: at('sent_at'),
    checkedAt: at('checked_at'),
    completedAt: at('completed_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('payouts_wallet_idx').on(t.walletId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.createdAt),
    check('payouts_amount', sql`${t.amount} > 0`),
  ],
);
export type Payout = typeof payouts.$inferSelect;

/** Every operator action: who, what, when, before and after. The database refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    at: now('at'),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectId), index('audit_log_at_idx').on(t.at)],
);

/** An operator's answer to a buyer's product request. */
export const productRequestAnswers = pgTable(
  'product_request_answers',
  {
    id: uuid('id').primaryKey(),
    productRequestId: uuid('product_request_id').notNull(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [index('product_request_answers_request_idx').on(t.productRequestId, t.createdAt)],
);
