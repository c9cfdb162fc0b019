/**
 * Conversations (docs/decisions/039-conversations.md): one thread per buying party (a company, or a
 * personal account) and storefront and subject, its messages in one platform-wide series, their
 * files, each person's read mark, operators invited to a thread, and reports of messages.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AuthorSide, Side, SubjectKind } from '../../../contracts/conversations.ts';
import { at, now } from './columns.ts';
import { users } from './accounts.ts';
import { suppliers } from './catalog.ts';
import { companies } from './companies.ts';
import { files } from './platform.ts';

export const conversationThreads = pgTable(
  'conversation_threads',
  {
    id: uuid('id').primaryKey(),
    /** The buying party: a company, or (for a personal account) the person; exactly one is set. */
    buyerCompanyId: uuid('buyer_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The selling party: a storefront, run by the members of the company linked to it. */
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    subjectKind: text('subject_kind').$type<SubjectKind>().notNull(),
    /** The product's id, the order's, the request's or the claim's, as text; '' for a general thread. */
    subjectRef: text('subject_ref').notNull().default(''),
    /** The subject's name when the thread opened ("Titanium dioxide, rutile", "Order MC-100042"). */
    subjectTitle: text('subject_title').notNull(),
    /** The newest message: what the lists sort by. */
    lastSeq: bigint('last_seq', { mode: 'number' }),
    lastMessageAt: at('last_message_at'),
    /** The last message each side was emailed about while it stayed unread (one email per thread: conversations/unread-mail.ts). */
    buyerRemindedSeq: bigint('buyer_reminded_seq', { mode: 'number' }),
    sellerRemindedSeq: bigint('seller_reminded_seq', { mode: 'number' }),
    createdAt: now('created_at'),
  },
  (t) => [
    uniqueIndex('conversation_threads_pair_subject_key').on(
      t.supplierId,
      sql`coalesce(${t.buyerCompanyId}, ${t.buyerUserId})`,
      t.subjectKind,
      t.subjectRef,
    ),
    index('conversation_threads_buyer_company_idx').on(t.buyerCompanyId, t.lastSeq),
    index('conversation_threads_buyer_user_idx').on(t.buyerUserId, t.lastSeq),
    index('conversation_threads_supplier_idx').on(t.supplierId, t.lastSeq),
    check('conversation_threads_one_buyer', sql`(${t.buyerCompanyId} is null) <> (${t.buyerUserId} is null)`),
    check('conversation_threads_subject_kind', sql`${t.subjectKind} in ('product', 'rfq', 'order', 'claim', 'general')`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey(),
    /** One series for the platform: the order of messages, the live stream's event ids and the read marks. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    authorSide: text('author_side').$type<AuthorSide>().notNull(),
    /** Null for the platform's own messages. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author as named when they wrote. */
    authorName: text('author_name').notNull(),
    /** Plain text, never HTML. */
    body: text('body').notNull().default(''),
    createdAt: now('created_at'),
    /** Removed by an operator upholding a report: the text and files are kept for the record, never shown. */
    removedAt: at('removed_at'),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('conversation_messages_seq_key').on(t.seq),
    index('conversation_messages_thread_idx').on(t.threadId, t.seq),
    check('conversation_messages_author_side', sql`${t.authorSide} in ('buyer', 'seller', 'operator', 'system')`),
  ],
);

/** Uploaded files a message carries; a file goes with one message, and only the thread's parties may read it. */
export const conversationMessageFiles = pgTable(
  'conversation_message_files',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), uniqueIndex('conversation_message_files_file_key').on(t.fileId)],
);

/** How far each person has read a thread, and for which side they read it. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').$type<Side>().notNull(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull(),
    readAt: now('read_at'),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('conversation_reads_user_idx').on(t.userId)],
);

/** Operators invited to a thread (a claim's): they read and write in it as the platform's side. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: now('added_at'),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('conversation_participants_user_idx').on(t.userId)],
);

export type MessageReportStatus = 'open' | 'upheld' | 'dismissed';

/** A message reported to the operators; upheld removes the message, dismissed leaves it. One report per person and message. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name').notNull(),
    reporterSide: text('reporter_side').$type<Side>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<MessageReportStatus>().notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note'),
    createdAt: now('created_at'),
  },
  (t) => [
    uniqueIndex('conversation_reports_message_reporter_key').on(t.messageId, t.reporterUserId),
    index('conversation_reports_status_idx').on(t.status, t.createdAt),
  ],
);
