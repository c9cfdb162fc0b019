/**
 * Conversations as the messages area uses them: threads listed, read and started, messages sent
 * with their files, read marks, unread counts, reports, and the live stream's tickets. Every call
 * reads the person's role afresh (access.ts) and is limited per sender (rate-limiter.ts, in the
 * database, so every gateway counts the same messages).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type {
  MessageBody,
  NewThreadSubject,
  SentMessage,
  Side,
  SubjectPreview,
  ThreadDetail,
  UnreadMessages,
} from '../../contracts/conversations.ts';
import { isUuid } from '../../contracts/ids.ts';
import type { Page } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { conversationMessageFiles, conversationMessages } from '../db/schema/conversations.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import type { Uploads } from '../platform/files/uploads.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';
import { loadViewer, threadFor, type Viewer } from './access.ts';
import { filesOf, messagesOf, messageView, partyNames } from './message-views.ts';
import { reportMessage } from './reports.ts';
import { issueStreamTicket, streamTicketHolder } from './stream-ticket.ts';
import { resolveSubject } from './subjects.ts';
import { listThreads, readMarks, threadById, unreadCounts } from './thread-views.ts';
import { existingThread, markRead, openThread, postMessage } from './threads.ts';
import { remindUnread } from './unread-mail.ts';

/** Messages one person may send: a burst, and a sustained pace; plenty for a negotiation, too few to spam. */
export const MESSAGE_LIMITS = {
  burst: { limit: 20, windowSeconds: 60 },
  hourly: { limit: 300, windowSeconds: 3600 },
};
/** New threads one person may start in an hour: writing to many suppliers at once is a request for quotation. */
export const NEW_THREAD_LIMIT = { limit: 30, windowSeconds: 3600 };

export interface ConversationsDeps {
  db: Db;
  limiter: RateLimiter;
  mail: Mail;
  uploads: Uploads;
  siteUrl: string;
  clock: () => Date;
  /** The gateway's key; stream tickets are signed with a key derived from it. */
  secret: Uint8Array;
  /** How long a message waits unread before its side is emailed. */
  unreadEmailAfterMs: number;
}

export function createConversations(deps: ConversationsDeps) {
  const { db, limiter } = deps;

  async function countMessage(userId: string) {
    const wait = 'You sent many messages in a short time. Please wait a moment before sending more.';
    await limiter.enforce(`messages:burst:${userId}`, MESSAGE_LIMITS.burst, wait);
    await limiter.enforce(`messages:hourly:${userId}`, MESSAGE_LIMITS.hourly, wait);
  }

  /** Writes a message as the viewer, for their side of the thread. */
  function postAs(tx: Db, viewer: Viewer, threadId: string, side: Side, body: MessageBody) {
    return postMessage(tx, {
      threadId,
      author: { kind: 'person', userId: viewer.userId, name: viewer.name, side },
      text: body.text ?? '',
      fileIds: body.fileIds ?? [],
      at: deps.clock(),
    });
  }

  /** A message just written, with its thread as it is now. */
  async function answer(viewer: Viewer, threadId: string, sent: Awaited<ReturnType<typeof postMessage>>): Promise<SentMessage> {
    const names = await partyNames(db, threadId);
    const attached = sent.files.length ? ((await filesOf(db, threadId, [sent.message.id])).get(sent.message.id) ?? []) : [];
    return { thread: await threadById(db, viewer, threadId), message: messageView(sent.message, attached, names, viewer.userId) };
  }

  return {
    viewer: (userId: string) => loadViewer(db, userId),

    async list(userId: string, side: Side | undefined, page: Page) {
      return listThreads(db, await loadViewer(db, userId), side, page);
    },

    async thread(userId: string, threadId: string): Promise<ThreadDetail> {
      const viewer = await loadViewer(db, userId);
      const { thread } = await threadFor(db, viewer, threadId);
      const [view, marks] = await Promise.all([threadById(db, viewer, thread.id), readMarks(db, viewer, thread.id)]);
      return { ...view, reads: marks.reads, myLastReadSeq: marks.mine };
    },

    async messages(userId: string, threadId: string, page: { before?: number | undefined; size: number }) {
      const viewer = await loadViewer(db, userId);
      const { thread } = await threadFor(db, viewer, threadId);
      return messagesOf(db, thread.id, viewer.userId, page);
    },

    /** What a new thread would be about and with whom, and the thread already there: checked as starting one is. */
    async preview(userId: string, subject: NewThreadSubject): Promise<SubjectPreview> {
      const viewer = await loadViewer(db, userId);
      const resolved = await resolveSubject(db, viewer, subject);
      return {
        threadId: await existingThread(db, { companies: resolved.parties, subject: resolved.subject }),
        side: resolved.side,
        subject: { kind: resolved.subject.kind, ref: resolved.subject.ref || null, title: resolved.subject.title, url: null },
        counterpart: resolved.counterpart,
      };
    },

    /** Starts a thread with its first message, or adds the message to the pair's thread about the subject. */
    async start(userId: string, body: { subject: NewThreadSubject } & MessageBody): Promise<SentMessage> {
      const viewer = await loadViewer(db, userId);
      const resolved = await resolveSubject(db, viewer, body.subject);
      const thread = { companies: resolved.parties, subject: resolved.subject };
      await countMessage(userId);
      if (!(await existingThread(db, thread))) {
        await limiter.enforce(
          `threads:new:${userId}`,
          NEW_THREAD_LIMIT,
          'You started many conversations in the last hour. To ask several suppliers at once, send a request for quotation.',
        );
      }
      // The thread and its first message commit together: no thread is ever left empty.
      const sent = await db.transaction(async (tx) => {
        const { id } = await openThread(tx, thread);
        return { id, ...(await postAs(tx, viewer, id, resolved.side, body)) };
      });
      return answer(viewer, sent.id, sent);
    },

    async send(userId: string, threadId: string, body: MessageBody): Promise<SentMessage> {
      const viewer = await loadViewer(db, userId);
      const { thread, side } = await threadFor(db, viewer, threadId);
      await countMessage(userId);
      return answer(viewer, thread.id, await db.transaction((tx) => postAs(tx, viewer, thread.id, side, body)));
    },

    /** Moves the viewer's read mark to `upTo` (the newest message when absent); answers it. */
    async markRead(userId: string, threadId: string, upTo: number | undefined): Promise<{ lastReadSeq: number }> {
      const viewer = await loadViewer(db, userId);
      const { thread, side } = await threadFor(db, viewer, threadId);
      const newest = thread.lastSeq ?? 0;
      const target = Math.min(upTo ?? newest, newest);
      if (target > 0) await db.transaction((tx) => markRead(tx, thread, { userId, name: viewer.name, side }, target, deps.clock()));
      const marks = await readMarks(db, viewer, thread.id);
      return { lastReadSeq: marks.mine };
    },

    async unread(userId: string): Promise<UnreadMessages> {
      return unreadCounts(db, await loadViewer(db, userId));
    },

    async report(userId: string, messageId: string, reason: string) {
      return reportMessage(db, await loadViewer(db, userId), messageId, reason);
    },

    /** A file sent in a thread, to its parties only; any other file (or thread) is absent. */
    async file(userId: string, threadId: string, fileId: string) {
      const viewer = await loadViewer(db, userId);
      const { thread } = await threadFor(db, viewer, threadId);
      if (!isUuid(fileId)) throw notFound('No such file.');
      const [sent] = await db
        .select({ fileId: conversationMessageFiles.fileId })
        .from(conversationMessageFiles)
        .innerJoin(conversationMessages, eq(conversationMessages.id, conversationMessageFiles.messageId))
        .where(
          and(
            eq(conversationMessages.threadId, thread.id),
            eq(conversationMessageFiles.fileId, fileId.toLowerCase()),
            isNull(conversationMessages.removedAt),
          ),
        );
      if (!sent) throw notFound('No such file.');
      return deps.uploads.get(sent.fileId, { privateToo: true });
    },

    issueTicket: (userId: string) => issueStreamTicket(deps.secret, userId),

    /** The person a stream is for, from its ticket; 401 without a valid one. */
    async streamHolder(ticket: string | undefined): Promise<Viewer> {
      const userId = ticket ? await streamTicketHolder(deps.secret, ticket) : null;
      if (!userId) {
        throw new HttpError(
          401,
          ticket
            ? 'This stream ticket has expired or is not valid. Ask for a new one.'
            : 'Open the stream with a ticket: POST /api/v1/conversations/stream-ticket.',
        );
      }
      return loadViewer(db, userId);
    },

    remindUnread: (now = deps.clock()) =>
      remindUnread({ db, mail: deps.mail, siteUrl: deps.siteUrl, delayMs: deps.unreadEmailAfterMs }, now),
  };
}

export type Conversations = ReturnType<typeof createConversations>;
