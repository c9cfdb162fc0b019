/**
 * Conversations between a buyer (a company, or a personal account) and a storefront, one thread per
 * pair and subject (docs/decisions/039-conversations.md): threads, messages with their files, read
 * marks, unread counts, reports to the operators, and what the live stream sends.
 */
import { z } from 'zod';
import { MAX_INTEGER_COLUMN, optional, pagingQuery, wholeNumber } from './paging.ts';
import { optionalText, requiredText } from './text-fields.ts';

/** A message's text, in characters once trimmed; long enough for a specification, short enough to read. */
export const MESSAGE_TEXT_MAX = 4000;
/** Files one message may carry (each within the upload limits of its kind). */
export const MESSAGE_FILES_MAX = 5;
export const REPORT_REASON_MAX = 500;

/** What a thread is about. Requests for quotation and claims open their threads from their own domains. */
export const SUBJECT_KINDS = ['product', 'rfq', 'order', 'claim', 'general'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** The sides of a thread: the buying party, the storefront, and operators invited to it. */
export const SIDES = ['buyer', 'seller', 'operator'] as const;
export type Side = (typeof SIDES)[number];
/** Who wrote a message: one of the sides, or the platform itself (an automatic message). */
export type AuthorSide = Side | 'system';

const uuid = z.uuid({ error: 'must be an id we gave' });

/** A thread started from the messages area: about a product, an order, or general (with a party one already deals with). */
export const newThreadSubject = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), productId: wholeNumber(1) }),
  z.object({ kind: z.literal('order'), orderId: uuid }),
  z.object({
    kind: z.literal('general'),
    /** The storefront a buyer writes to. */
    supplierId: optional(wholeNumber(1)),
    /** The buying company (or personal account) a storefront writes to. */
    buyerId: optional(uuid),
  }),
]);
export type NewThreadSubject = z.output<typeof newThreadSubject>;

const messageText = optionalText(MESSAGE_TEXT_MAX);
const fileIds = z
  .array(uuid, { error: 'must be a list of file ids' })
  .max(MESSAGE_FILES_MAX, { error: `must name at most ${MESSAGE_FILES_MAX} files` })
  .default([]);

/** A message: text, files, or both; never nothing. */
export const messageBody = z
  .object({ text: messageText, fileIds })
  .refine((body) => body.text.length > 0 || body.fileIds.length > 0, { error: 'Write a message or attach a file.', path: ['text'] });
export type MessageBody = z.input<typeof messageBody>;

/** The first message of a thread, with what the thread is about; an existing thread of the pair and subject gets it instead. */
export const newThreadBody = z
  .object({ subject: newThreadSubject, text: messageText, fileIds })
  .refine((body) => body.text.length > 0 || body.fileIds.length > 0, { error: 'Write a message or attach a file.', path: ['text'] });
export type NewThreadBody = z.input<typeof newThreadBody>;

export const threadIdParams = z.object({ id: z.string().max(100) });
export const threadFileParams = z.object({ id: z.string().max(100), fileId: z.string().max(100) });
export const messageIdParams = z.object({ id: z.string().max(100) });

export const threadsQuery = pagingQuery.extend({
  /** One side's threads (the buying dashboard's, the storefront's); every thread the person may read when absent. */
  side: optional(z.enum(SIDES, { error: 'must be buyer, seller or operator' })),
});

/** Older messages than `before` (a message's seq), newest page first; the newest when absent. */
export const messagesQuery = z.object({
  before: optional(wholeNumber(1, Number.MAX_SAFE_INTEGER)),
  PageSize: optional(wholeNumber(1, 100)).default(30),
});

/** Marks read up to a message (its seq); up to the newest when absent. */
export const markReadBody = z.object({ upTo: optional(wholeNumber(1, Number.MAX_SAFE_INTEGER)) });

/** A subject the messages area is asked to start a thread about, checked before anything is written. */
export const subjectQuery = z.object({
  kind: z.enum(['product', 'order', 'general'], { error: 'must be product, order or general' }),
  productId: optional(wholeNumber(1)),
  orderId: optional(z.string().max(100)),
  supplierId: optional(wholeNumber(1, MAX_INTEGER_COLUMN)),
  buyerId: optional(z.string().max(100)),
});

export const reportBody = z.object({ reason: requiredText(REPORT_REASON_MAX) });

export const messageFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  kind: z.enum(['photo', 'document']),
  /** Served only to the thread's parties: /api/v1/conversations/threads/{threadId}/files/{id}. */
  url: z.string(),
});
export type MessageFile = z.infer<typeof messageFile>;

export const conversationMessage = z.object({
  id: z.string(),
  /** The message's place in the platform's one series: later messages have larger numbers; the stream's event id. */
  seq: z.number().int(),
  threadId: z.string(),
  author: z.object({
    side: z.enum([...SIDES, 'system']),
    /** The person, as they were named when they wrote; the platform's name for an automatic message. */
    name: z.string(),
    /** The party they wrote for: the buying company (or person), the storefront, or the platform. */
    party: z.string(),
    /** Written by the person asking. */
    mine: z.boolean(),
  }),
  /** Plain text: never HTML; links in it are shown as links (rel="nofollow noopener ugc"). Empty once removed. */
  text: z.string(),
  files: z.array(messageFile),
  sentAt: z.string(),
  /** Removed by the operators after a report: its text and files are no longer shown. */
  removed: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const threadSubject = z.object({
  kind: z.enum(SUBJECT_KINDS),
  /** The product's id, the order's, the request's or the claim's; null for a general thread. */
  ref: z.string().nullable(),
  title: z.string(),
  /** Where the subject is seen on the site, for the side asking; null when nowhere. */
  url: z.string().nullable(),
});
export type ThreadSubject = z.infer<typeof threadSubject>;

export const conversationThread = z.object({
  id: z.string(),
  /** The asking person's side in the thread. */
  side: z.enum(SIDES),
  subject: threadSubject,
  buyer: z.object({ name: z.string(), kind: z.enum(['company', 'personal']) }),
  supplier: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  lastMessage: z
    .object({
      seq: z.number().int(),
      authorName: z.string(),
      authorSide: z.enum([...SIDES, 'system']),
      mine: z.boolean(),
      /** The start of its text, on one line; empty for files alone or a removed message. */
      preview: z.string(),
      files: z.number().int(),
      sentAt: z.string(),
    })
    .nullable(),
  /** Messages from the other sides (or the platform) after the asking person's read mark. */
  unreadCount: z.number().int(),
  createdAt: z.string(),
});
export type ConversationThread = z.infer<typeof conversationThread>;

/** How far someone has read a thread. */
export const readMark = z.object({
  side: z.enum(SIDES),
  name: z.string(),
  lastReadSeq: z.number().int(),
  readAt: z.string(),
});
export type ReadMark = z.infer<typeof readMark>;

export const threadDetail = conversationThread.extend({
  /** The other people's read marks (not the asking person's own). */
  reads: z.array(readMark),
  /** The asking person's own read mark (0 before they read anything). */
  myLastReadSeq: z.number().int(),
});
export type ThreadDetail = z.infer<typeof threadDetail>;

export const messagesPage = z.object({
  /** Oldest first. */
  messages: z.array(conversationMessage),
  /** Older messages exist: ask again with `before` the first one's seq. */
  hasOlder: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPage>;

export const sentMessage = z.object({ thread: conversationThread, message: conversationMessage });
export type SentMessage = z.infer<typeof sentMessage>;

export const unreadMessages = z.object({
  count: z.number().int(),
  /** The same, by the side the person reads them on (the buying dashboard's, the storefront's). */
  bySide: z.object({ buyer: z.number().int(), seller: z.number().int(), operator: z.number().int() }),
});
export type UnreadMessages = z.infer<typeof unreadMessages>;

/** What a new thread would be about, and with whom; the thread already there when there is one. */
export const subjectPreview = z.object({
  threadId: z.string().nullable(),
  side: z.enum(SIDES),
  subject: threadSubject,
  /** The other party's name. */
  counterpart: z.string(),
});
export type SubjectPreview = z.infer<typeof subjectPreview>;

export const streamTicket = z.object({
  /** Opens /api/v1/conversations/stream?ticket=… (EventSource sends no Authorization header). */
  ticket: z.string(),
  expiresAt: z.string(),
});
export type StreamTicket = z.infer<typeof streamTicket>;

export const streamQuery = z.object({
  ticket: z.string().max(2000).optional(),
  /** The last message seq seen, for a stream opened again by hand (EventSource sends Last-Event-ID itself). */
  lastEventId: optional(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
});

/** A `read` event: someone's read mark moved. */
export const readEvent = readMark.extend({ threadId: z.string(), userId: z.string(), mine: z.boolean() });
export type ReadEvent = z.infer<typeof readEvent>;

// ---------------------------------------------------------------- reports, as the operators see them

export const MESSAGE_REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;

export const messageReportItem = z.object({
  id: z.string(),
  status: z.enum(MESSAGE_REPORT_STATUSES),
  reason: z.string(),
  reportedAt: z.string(),
  /** Who reported it: the person, and the party they read the thread for (a personal account is its own party). */
  reporter: z.object({ name: z.string(), party: z.string(), kind: z.enum(['company', 'personal']) }),
  message: z.object({
    id: z.string(),
    text: z.string(),
    files: z.number().int(),
    authorName: z.string(),
    authorParty: z.string(),
    sentAt: z.string(),
    removed: z.boolean(),
  }),
  thread: z.object({ id: z.string(), subjectTitle: z.string(), buyerName: z.string(), supplierName: z.string() }),
  decision: z.object({ note: z.string().nullable(), decidedAt: z.string() }).nullable(),
});
export type MessageReportItem = z.infer<typeof messageReportItem>;
