/**
 * Money out of the platform (docs/decisions/017-verification-and-payouts.md): the banks, a wallet's
 * beneficiary accounts, and payouts to them.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, now } from './columns.ts';
import { users } from './accounts.ts';
import { wallets } from './wallet.ts';

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
