/**
 * Every gateway call of the messages area (src/contracts/conversations.ts): threads on the page's
 * side, one thread and its messages, sending, reading, reporting, the subject of a new thread, the
 * files of a message, and the live stream's ticket. Keys start with "messages." so
 * `invalidate('messages.')` reloads the area.
 */
import type {
  ConversationThread,
  MessageBody,
  MessagesPage,
  NewThreadSubject,
  SentMessage,
  Side,
  StreamTicket,
  SubjectPreview,
  ThreadDetail,
} from '../../../../contracts/conversations.ts';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const THREADS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;

export const messagesKeys = {
  threads: (side: Side, page: number) => queryKey(`messages.threads.${side}`, { page }),
  thread: (id: string) => queryKey('messages.thread', { id }),
  messages: (id: string) => queryKey('messages.thread.messages', { id }),
  subject: (subject: NewThreadSubject) => queryKey('messages.subject', subject),
};

export const listThreads = (side: Side, page: number, signal: AbortSignal) =>
  api<PagedEnvelope<ConversationThread>>('/v1/conversations/threads', {
    query: { side, PageNumber: page, PageSize: THREADS_PAGE_SIZE },
    signal,
  });

const threadPath = (id: string) => `/v1/conversations/threads/${encodeURIComponent(id)}`;

export const getThread = async (id: string, signal: AbortSignal) => (await api<Envelope<ThreadDetail>>(threadPath(id), { signal })).data;

export const getMessages = async (id: string, before: number | null, signal?: AbortSignal) =>
  (
    await api<Envelope<MessagesPage>>(`${threadPath(id)}/messages`, {
      query: { PageSize: MESSAGES_PAGE_SIZE, ...(before ? { before } : {}) },
      ...(signal ? { signal } : {}),
    })
  ).data;

export const sendMessage = async (id: string, body: MessageBody) =>
  (await api<Envelope<SentMessage>>(`${threadPath(id)}/messages`, { method: 'POST', body })).data;

export const startThread = async (subject: NewThreadSubject, body: MessageBody) =>
  (await api<Envelope<SentMessage>>('/v1/conversations/threads', { method: 'POST', body: { subject, ...body } })).data;

export const markThreadRead = async (id: string, upTo: number) =>
  (await api<Envelope<{ lastReadSeq: number }>>(`${threadPath(id)}/read`, { method: 'POST', body: { upTo } })).data;

export const reportMessage = (messageId: string, reason: string) =>
  api<Envelope<{ id: string }>>(`/v1/conversations/messages/${encodeURIComponent(messageId)}/report`, { method: 'POST', body: { reason } });

/** What a new thread would be about; its query spells the subject's fields. */
export const previewSubject = async (subject: NewThreadSubject, signal: AbortSignal) =>
  (await api<Envelope<SubjectPreview>>('/v1/conversations/subject', { query: { ...subject }, signal })).data;

export const streamTicket = async () =>
  (await api<Envelope<StreamTicket>>('/v1/conversations/stream-ticket', { method: 'POST', body: {} })).data;

/** A file of a message, as a blob (the gateway serves it to the thread's parties only, with the bearer token). */
