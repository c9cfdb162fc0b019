/**
 * Conversations' public entry (docs/decisions/039-conversations.md). Other domains open their
 * threads and post automatic messages with `openThread` and `postMessage` inside their own
 * transactions (a request for quotation's, a claim's), and invite an operator to a thread; the
 * console reviews reported messages through `createMessageReportReview`.
 */
export type { ThreadParties } from './access.ts';
export { createConversations, type Conversations } from './conversations.ts';
export { createLiveHub, type LiveHub, openStreamCount } from './live-hub.ts';
export { conversationsModule } from './module.ts';
export { filesOf } from './message-views.ts';
export { createMessageReportReview, type MessageReportReview } from './reports.ts';
export type { Subject } from './subjects.ts';
export {
  type Author,
  inviteOperator,
  type NewMessage,
  openThread,
  PLATFORM_NAME,
  postMessage,
  threadsJoinedBy,
} from './threads.ts';
