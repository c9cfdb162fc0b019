/** Accounts, companies, sessions, one-time email tokens, the email outbox and rate-limit counters. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './schema.ts';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
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
  googleSubject: text('google_subject'),
  passwordChangedAt: at('password_changed_at'),
  createdAt: now('created_at'),
  updatedAt: now('updated_at'),
}, (t) => [
  uniqueIndex('users_email_key').on(t.email),
  uniqueIndex('users_google_subject_key').on(t.googleSubject),
]);

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  /** The storefront a seller company sells through. */
  supplierId: integer('supplier_id').references(() => suppliers.id),
  createdAt: now('created_at'),
}, (t) => [uniqueIndex('companies_supplier_key').on(t.supplierId)]);

export const companyRoles = ['owner', 'admin', 'procurement', 'sales', 'finance', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** A person belongs to at most one company. */
export const companyMembers = pgTable('company_members', {
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').$type<CompanyRole>().notNull(),
  createdAt: now('created_at'),
}, (t) => [uniqueIndex('company_members_user_key').on(t.userId), index('company_members_company_idx').on(t.companyId)]);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token: the used row is marked and
 * a new one joins the same family. Presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: at('used_at'),
  revokedAt: at('revoked_at'),
  ipAddress: text('ip_address'),
  createdAt: now('created_at'),
}, (t) => [
  uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
  index('refresh_tokens_family_idx').on(t.familyId),
  index('refresh_tokens_user_idx').on(t.userId),
]);

export const emailTokenPurposes = ['verify-email', 'reset-password', 'invite'] as const;

/** Single-use tokens sent by email (verification, password reset, invitation), stored hashed. */
export const emailTokens = pgTable('email_tokens', {
  id: uuid('id').primaryKey(),
  purpose: text('purpose').$type<(typeof emailTokenPurposes)[number]>().notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull(),
  data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: at('used_at'),
  createdAt: now('created_at'),
}, (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)]);

/** Transactional outbox: a message is stored with the change that causes it, then sent by the worker. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: now('next_attempt_at'),
  lastError: text('last_error'),
  sentAt: at('sent_at'),
  createdAt: now('created_at'),
}, (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt)]);

/** Fixed-window counters, in the database so every gateway copy shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
