/** Tables of the shared floor: the email outbox, rate-limit counters, in-app notifications and uploaded files. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { at, now } from './columns.ts';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

/** A file an email carries, by reference: what kind of file, which one, and the name it is sent under. */
export interface MailAttachment {
  /** e.g. 'trade-document' (an issued invoice, receipt or credit note, as PDF). */
  source: string;
  /** The record it is rendered from, e.g. a document's id. */
  ref: string;
  filename: string;
}

/** Transactional outbox: a message is stored with the change that causes it, then sent by the worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * Files to attach, named, not stored: a trade document is rendered from its issued record when
     * the message is sent (platform/mail/mailer.ts), so the outbox never holds a second copy.
     */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
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
