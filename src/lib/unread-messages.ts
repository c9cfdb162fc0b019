/**
 * The header's unread-messages count (GET /api/v1/conversations/unread-count), kept fresh as
 * unread-count.ts says; the messages area dispatches `messages:changed` after reading a thread and
 * when a live message arrives. `$unreadMessagesBySide` tells the buying dashboard's from the storefront's.
 */
import type { UnreadMessages } from '../contracts/conversations.ts';
import { createUnreadCount } from './unread-count.ts';

export const MESSAGES_CHANGED = 'messages:changed';

const unread = createUnreadCount<UnreadMessages>('/v1/conversations/unread-count', MESSAGES_CHANGED, (answer) => answer.count);

export const $unreadMessages = unread.$count;
export const $unreadMessagesBySide = unread.$answer;
export const watchUnreadMessages = unread.watch;
/** Tells the header that messages were read or arrived. */
export const messagesChanged = unread.changed;
