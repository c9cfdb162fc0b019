/**
 * Verification tiers (docs/decisions/017-verification-and-payouts.md): a person's or a business's
 * submissions and what the identity provider answered. A wallet's tier and verified name live on
 * the wallet row (wallet.ts); everything here hangs off a wallet.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, now } from './columns.ts';
import { users } from './accounts.ts';
import { wallets } from './wallet.ts';

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
