/**
 * The header's unread-notifications count (GET /api/v1/notifications/unread-count), kept fresh as
 * unread-count.ts says; the notifications area dispatches `notifications:changed` after marking read.
 */
import type { UnreadCount } from '../contracts/notifications.ts';
import { createUnreadCount } from './unread-count.ts';

export const NOTIFICATIONS_CHANGED = 'notifications:changed';
export { UNREAD_REFRESH_MS } from './unread-count.ts';

const unread = createUnreadCount<UnreadCount>('/v1/notifications/unread-count', NOTIFICATIONS_CHANGED, (answer) => answer.count);

export const $unreadCount = unread.$count;
export const refreshUnreadCount = unread.refresh;
export const watchUnreadNotifications = unread.watch;
/** Tells the header (and anyone else listening) that notifications were read or arrived. */
export const notificationsChanged = unread.changed;
