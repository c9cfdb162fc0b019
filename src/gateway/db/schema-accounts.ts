/** Accounts, companies, sessions, one-time email tokens, the email outbox and rate-limit counters. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './schema.ts';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

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

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey(),
    /** The trading name shown on the marketplace. */
    name: text('name').notNull(),
    /** The storefront a seller company sells through. */
    supplierId: integer('supplier_id').references(() => suppliers.id),
    legalName: text('legal_name'),
    registrationNumber: text('registration_number'),
    taxId: text('tax_id'),
    country: text('country'),
    address: text('address'),
    phone: text('phone'),
    industry: text('industry'),
    /** Storefront branding. */
    logoFileId: uuid('logo_file_id'),
    bannerFileId: uuid('banner_file_id'),
    brandColor: text('brand_color'),
    about: text('about'),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [uniqueIndex('companies_supplier_key').on(t.supplierId)],
);

export const companyRoles = ['owner', 'admin', 'procurement', 'sales', 'finance', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** A person belongs to at most one company. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyRole>().notNull(),
    createdAt: now('created_at'),
  },
  (t) => [uniqueIndex('company_members_user_key').on(t.userId), index('company_members_company_idx').on(t.companyId)],
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

/** Transactional outbox: a message is stored with the change that causes it, then sent by the worker. */
export const outbox = pgTable(
  'outbox',
  {
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
    /** Set for a message carrying a one-time code or a one-use link: when that secret stops working. */
    secretUntil: at('secret_until'),
    /** When the secret was removed from the stored message (once sent, or once it expired unsent). */
    redactedAt: at('redacted_at'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_secrets_idx').on(t.secretUntil).where(sql`${t.redactedAt} is null and ${t.secretUntil} is not null`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/** Fixed-window counters, in the database so every gateway copy shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** In-app notifications; events of every feature create them through one service. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: at('read_at'),
    createdAt: now('created_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** A marketplace search with its filters, kept under a name. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search page's query string, e.g. "q=glycerine&country=NG". */
    query: text('query').notNull(),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/** Uploaded files; the bytes live in the storage (DATA_DIR/uploads or S3), keyed by id. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
  kind: text('kind').$type<'photo' | 'document'>().notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name').notNull(),
  createdAt: now('created_at'),
});

/** Messages from the contact form, also emailed to the operator. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: now('created_at'),
});
