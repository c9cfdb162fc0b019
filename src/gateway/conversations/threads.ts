/**
 * The writes of a conversation, inside the caller's transaction: a thread opened once per pair and
 * subject, a message with its files, and a read mark. Each tells the live stream on commit (NOTIFY
 * is transactional: a rolled-back message is never announced; conversations/live-hub.ts listens).
 * Other domains (requests for quotation, claims) open their threads and post their automatic
 * messages through these, from conversations/index.ts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { MESSAGE_FILES_MAX, MESSAGE_TEXT_MAX, type Side } from '../../contracts/conversations.ts';
import type { Db } from '../db/client.ts';
import {
  conversationMessageFiles,
  conversationMessages,
  conversationParticipants,
  conversationReads,
  conversationThreads,
} from '../db/schema/conversations.ts';
import { fieldError, notFound } from '../platform/errors.ts';
import { type StoredFile, unusedUploadsOf } from '../platform/files/uploads.ts';
import { sqlStateOf } from '../platform/loggable-error.ts';
import { type ThreadParties, threadKeys } from './access.ts';
import { cleanMessageText } from './message-text.ts';
import type { Subject } from './subjects.ts';

/** The channel of NOTIFY on which every gateway hears of new messages and read marks. */
export const LIVE_CHANNEL = 'conversations';

/** The platform's name on its automatic messages. */
export const PLATFORM_NAME = 'ChemMarket Africa';

/** What the live stream is told: a message (`m`) or a read mark (`r`) in a thread, and the parties' keys it concerns. */
export type LiveNotice =
  | { t: 'm'; th: string; s: number; k: string[] }
  | { t: 'r'; th: string; u: string; n: string; sd: Side; s: number; at: string; k: string[] };

/** Who writes: a person for one side (the caller has checked they may), or the platform itself. */
export type Author = { kind: 'system' } | { kind: 'person'; userId: string; name: string; side: Side };

export interface NewMessage {
  threadId: string;
  author: Author;
  text?: string;
  /** Uploaded files: a person's own, that nothing uses yet; the platform's messages may carry anyone's unused files. */
  fileIds?: string[];
  /** When it was written; the database's clock when absent. */
  at?: Date;
}

export type MessageRow = typeof conversationMessages.$inferSelect;

async function announce(tx: Db, notice: LiveNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** The keys of a thread's parties, for the live stream. */
async function keysOf(tx: Db, thread: ThreadParties & { id: string }): Promise<string[]> {
  const operators = await tx
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.threadId, thread.id));
  return threadKeys(
    thread,
    operators.map((o) => o.userId),
  );
}

/**
 * The thread of a pair of parties about a subject: the one there is, or a new one. Two people
 * opening it at once get the same thread (the unique index decides).
 */
export async function openThread(tx: Db, input: { companies: ThreadParties; subject: Subject }): Promise<{ id: string; created: boolean }> {
  const { companies: parties, subject } = input;
  const [created] = await tx
    .insert(conversationThreads)
    .values({
      id: uuidv7(),
      buyerCompanyId: parties.buyerCompanyId,
      buyerUserId: parties.buyerCompanyId ? null : parties.buyerUserId,
      supplierId: parties.supplierId,
      subjectKind: subject.kind,
      subjectRef: subject.ref,
      subjectTitle: subject.title,
    })
    .onConflictDoNothing()
    .returning({ id: conversationThreads.id });
  if (created) return { id: created.id, created: true };
  return { id: (await existingThread(tx, input))!, created: false };
}

/** The thread of a pair of parties about a subject, when there is one. */
export async function existingThread(db: Db, input: { companies: ThreadParties; subject: Subject }): Promise<string | null> {
  const { companies: parties, subject } = input;
  const buyer = parties.buyerCompanyId
    ? eq(conversationThreads.buyerCompanyId, parties.buyerCompanyId)
    : eq(conversationThreads.buyerUserId, parties.buyerUserId!);
  const [existing] = await db
    .select({ id: conversationThreads.id })
    .from(conversationThreads)
    .where(
      and(
        buyer,
        eq(conversationThreads.supplierId, parties.supplierId),
        eq(conversationThreads.subjectKind, subject.kind),
        eq(conversationThreads.subjectRef, subject.ref),
      ),
    );
  return existing?.id ?? null;
}

/** Lets an operator read and write in a thread (a claim's), as the platform's side. */
export async function inviteOperator(tx: Db, threadId: string, operatorUserId: string): Promise<void> {
  await tx.insert(conversationParticipants).values({ threadId, userId: operatorUserId }).onConflictDoNothing();
}

/** Of some threads, those an operator was invited to. */
export async function threadsJoinedBy(handle: Db, operatorUserId: string, threadIds: string[]): Promise<Set<string>> {
  if (!threadIds.length) return new Set();
  const rows = await handle
    .select({ threadId: conversationParticipants.threadId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.userId, operatorUserId), inArray(conversationParticipants.threadId, threadIds)));
  return new Set(rows.map((r) => r.threadId));
}

/** The files a message may carry, in the order given; 400 naming the field when one is not the author's to attach. */
async function attachable(tx: Db, author: Author, fileIds: string[]): Promise<StoredFile[]> {
  const ids = [...new Set(fileIds.map((id) => id.toLowerCase()))];
  if (ids.length > MESSAGE_FILES_MAX) throw fieldError('fileIds', `must name at most ${MESSAGE_FILES_MAX} files`);
  if (!ids.length) return [];
  const found = await unusedUploadsOf(tx, author.kind === 'person' ? author.userId : null, ids);
  if (found.length !== ids.length) {
    throw fieldError('fileIds', 'Attach files you uploaded yourself that are not used anywhere else (upload them again if need be).');
  }
  return ids.map((id) => found.find((f) => f.id === id)!);
}

/**
 * Moves a person's read mark forward (never back) and tells the live stream; answers whether it
 * moved. `quiet` for the author's own mark on a message: the message's event says as much.
 */
export async function markRead(
  tx: Db,
  thread: ThreadParties & { id: string },
  reader: { userId: string; name: string; side: Side },
  upTo: number,
  at = new Date(),
  quiet = false,
): Promise<boolean> {
  const [moved] = await tx
    .insert(conversationReads)
    .values({ threadId: thread.id, userId: reader.userId, side: reader.side, lastReadSeq: upTo, readAt: at })
    .onConflictDoUpdate({
      target: [conversationReads.threadId, conversationReads.userId],
      set: { lastReadSeq: upTo, side: reader.side, readAt: at },
      setWhere: sql`${conversationReads.lastReadSeq} < ${upTo}`,
    })
    .returning({ seq: conversationReads.lastReadSeq });
  if (!moved || quiet) return Boolean(moved);
  await announce(tx, {
    t: 'r',
    th: thread.id,
    u: reader.userId,
    n: reader.name,
    sd: reader.side,
    s: upTo,
    at: at.toISOString(),
    k: await keysOf(tx, thread),
  });
  return true;
}

/**
 * Writes a message and its files, moves the thread's newest message and the author's read mark,
 * and tells the live stream. Text is cleaned (message-text.ts) and capped; a message is never empty.
 */
export async function postMessage(tx: Db, input: NewMessage): Promise<{ message: MessageRow; files: StoredFile[] }> {
  const text = cleanMessageText(input.text ?? '');
  if ([...text].length > MESSAGE_TEXT_MAX) throw fieldError('text', `must be at most ${MESSAGE_TEXT_MAX} characters`);
  const fileIds = input.fileIds ?? [];
  if (!text && !fileIds.length) throw fieldError('text', 'Write a message or attach a file.');
  // The thread's row is held until commit: its messages are numbered and listed in the order they were written.
  const [thread] = await tx.select().from(conversationThreads).where(eq(conversationThreads.id, input.threadId)).for('update');
  if (!thread) throw notFound('No such conversation.');
  const files = await attachable(tx, input.author, fileIds);
  const { author } = input;
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      id: uuidv7(),
      threadId: thread.id,
      authorSide: author.kind === 'system' ? 'system' : author.side,
      authorUserId: author.kind === 'system' ? null : author.userId,
      authorName: author.kind === 'system' ? PLATFORM_NAME : author.name,
      body: text,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning();
  if (files.length) {
    await tx
      .insert(conversationMessageFiles)
      .values(files.map((f, position) => ({ messageId: message!.id, fileId: f.id, position })))
      .catch((error: unknown) => {
        // The same file sent with two messages at once: the unique index lets one through.
        if (sqlStateOf(error) === '23505')
          throw fieldError('fileIds', 'A file goes with one message: this one was just sent with another.');
        throw error;
      });
  }
  await tx
    .update(conversationThreads)
    .set({ lastSeq: message!.seq, lastMessageAt: message!.createdAt })
    .where(eq(conversationThreads.id, thread.id));
  await announce(tx, { t: 'm', th: thread.id, s: message!.seq, k: await keysOf(tx, thread) });
  // Whoever writes has read the thread up to what they wrote.
  if (author.kind === 'person') await markRead(tx, thread, author, message!.seq, message!.createdAt, true);
  return { message: message!, files };
}

/**
 * Removes a message (an operator upheld a report): its text and files are kept for the record and
 * never shown again; open threads hear of it as the message again, marked removed.
 */
export async function removeMessage(tx: Db, messageId: string, operatorId: string, at = new Date()): Promise<void> {
  const [removed] = await tx
    .update(conversationMessages)
    .set({ removedAt: at, removedBy: operatorId })
    .where(and(eq(conversationMessages.id, messageId), sql`${conversationMessages.removedAt} is null`))
    .returning({ seq: conversationMessages.seq, threadId: conversationMessages.threadId });
  if (!removed) return;
  const [thread] = await tx.select().from(conversationThreads).where(eq(conversationThreads.id, removed.threadId));
  await announce(tx, { t: 'm', th: removed.threadId, s: removed.seq, k: await keysOf(tx, thread!) });
}
