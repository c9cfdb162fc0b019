/** People's accounts: users, their refresh tokens (sessions) and one-time email tokens. */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, now } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** Stored lower-case; unique while the account exists. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in with a social identity. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    accountType: text('account_type').$type<'personal' | 'company'>().notNull(),
    businessUserType: text('business_user_type').$type<'buyer' | 'seller' | 'both'>().notNull(),
    emailVerifiedAt: at('email_verified_at'),
    onboardedAt: at('onboarded_at'),
    timezone: text('timezone').notNull().default('Africa/Lagos'),
    /** A mobile number in E.164 (+2348031234567): one-time codes go there too when an SMS sender is configured. */
    phone: text('phone'),
    googleSubject: text('google_subject'),
    passwordChangedAt: at('password_changed_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_google_subject_key').on(t.googleSubject)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token: the used row is marked and
 * a new one joins the same family. Presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    ipAddress: text('ip_address'),
    createdAt: now('created_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const emailTokenPurposes = ['verify-email', 'reset-password', 'invite'] as const;

/** Single-use tokens sent by email (verification, password reset, invitation), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').$type<(typeof emailTokenPurposes)[number]>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: at('used_at'),
    createdAt: now('created_at'),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);
