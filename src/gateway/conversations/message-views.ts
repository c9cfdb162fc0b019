/**
 * Messages as the API and the live stream show them: the author with the party they wrote for, the
 * text (never HTML), the files by their thread-private address; a removed message shows neither.
 */
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { ConversationMessage, MessageFile } from '../../contracts/conversations.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { conversationMessageFiles, conversationMessages, conversationThreads } from '../db/schema/conversations.ts';
import { files } from '../db/schema/platform.ts';
import { type Viewer, visibleTo } from './access.ts';
import { type MessageRow, PLATFORM_NAME } from './threads.ts';

/** The names of a thread's two parties. */
export interface PartyNames {
  buyer: string;
  supplier: string;
}

export const threadFileUrl = (threadId: string, fileId: string) => `/api/v1/conversations/threads/${threadId}/files/${fileId}`;

export async function partyNames(db: Db, threadId: string): Promise<PartyNames> {
  const [row] = await db
    .select({ company: companies.name, person: users.fullName, supplier: suppliers.name })
    .from(conversationThreads)
    .innerJoin(suppliers, eq(suppliers.id, conversationThreads.supplierId))
    .leftJoin(companies, eq(companies.id, conversationThreads.buyerCompanyId))
    .leftJoin(users, eq(users.id, conversationThreads.buyerUserId))
    .where(eq(conversationThreads.id, threadId));
  return { buyer: row?.company ?? row?.person ?? 'A buyer', supplier: row?.supplier ?? 'A supplier' };
}

/** The party a side writes for. */
export function partyOf(side: MessageRow['authorSide'], names: PartyNames): string {
  return side === 'buyer' ? names.buyer : side === 'seller' ? names.supplier : PLATFORM_NAME;
}

/** The files of some messages, in their order, by message. */
export async function filesOf(db: Db, threadId: string, messageIds: string[]): Promise<Map<string, MessageFile[]>> {
  const byMessage = new Map<string, MessageFile[]>();
  if (!messageIds.length) return byMessage;
  const rows = await db
    .select({
      messageId: conversationMessageFiles.messageId,
      id: files.id,
      name: files.originalName,
      contentType: files.contentType,
      size: files.size,
      kind: files.kind,
    })
    .from(conversationMessageFiles)
    .innerJoin(files, eq(files.id, conversationMessageFiles.fileId))
    .where(inArray(conversationMessageFiles.messageId, messageIds))
    .orderBy(asc(conversationMessageFiles.position));
  for (const { messageId, ...file } of rows) {
    const list = byMessage.get(messageId) ?? [];
    list.push({ ...file, url: threadFileUrl(threadId, file.id) });
    byMessage.set(messageId, list);
  }
  return byMessage;
}

export function messageView(row: MessageRow, attached: MessageFile[], names: PartyNames, viewerUserId: string | null): ConversationMessage {
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    seq: row.seq,
    threadId: row.threadId,
    author: {
      side: row.authorSide,
      name: row.authorName,
      party: partyOf(row.authorSide, names),
      mine: viewerUserId !== null && row.authorUserId === viewerUserId,
    },
    text: removed ? '' : row.body,
    files: removed ? [] : attached,
    sentAt: row.createdAt.toISOString(),
    removed,
  };
}

/** A page of a thread's messages, newest page first, oldest first within it. */
export async function messagesOf(db: Db, threadId: string, viewerUserId: string, page: { before?: number | undefined; size: number }) {
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.threadId, threadId), page.before !== undefined ? lt(conversationMessages.seq, page.before) : undefined),
    )
    .orderBy(desc(conversationMessages.seq))
    .limit(page.size + 1);
  const hasOlder = rows.length > page.size;
  const shown = rows.slice(0, page.size).reverse();
  const [names, attached] = await Promise.all([
    partyNames(db, threadId),
    filesOf(
      db,
      threadId,
      shown.map((m) => m.id),
    ),
  ]);
  return { messages: shown.map((m) => messageView(m, attached.get(m.id) ?? [], names, viewerUserId)), hasOlder };
}

/** One message as everyone sees it (`mine` set per reader by the caller), with its thread's names: what the live stream sends. */
export async function messageBySeq(db: Db, seq: number) {
  const [row] = await db.select().from(conversationMessages).where(eq(conversationMessages.seq, seq));
  if (!row) return null;
  const [names, attached] = await Promise.all([partyNames(db, row.threadId), filesOf(db, row.threadId, [row.id])]);
  return { row, view: messageView(row, attached.get(row.id) ?? [], names, null) };
}

/**
 * The messages after `afterSeq` in every thread the viewer reads, oldest first, at most `limit`
 * (and whether more wait): what a stream opened again with Last-Event-ID sends first.
 */
export async function messagesAfter(db: Db, viewer: Viewer, afterSeq: number, limit: number) {
  const rows = await db
    .select({ message: conversationMessages })
    .from(conversationMessages)
    .innerJoin(conversationThreads, eq(conversationThreads.id, conversationMessages.threadId))
    .where(and(gt(conversationMessages.seq, afterSeq), visibleTo(viewer)))
    .orderBy(asc(conversationMessages.seq))
    .limit(limit + 1);
  const shown = rows.slice(0, limit).map((r) => r.message);
  const views: ConversationMessage[] = [];
  const names = new Map<string, PartyNames>();
  for (const threadId of new Set(shown.map((m) => m.threadId))) names.set(threadId, await partyNames(db, threadId));
  for (const threadId of names.keys()) {
    const inThread = shown.filter((m) => m.threadId === threadId);
    const attached = await filesOf(
      db,
      threadId,
      inThread.map((m) => m.id),
    );
    for (const m of inThread) views.push(messageView(m, attached.get(m.id) ?? [], names.get(threadId)!, viewer.userId));
  }
  views.sort((a, b) => a.seq - b.seq);
  return { messages: views, more: rows.length > limit };
}
