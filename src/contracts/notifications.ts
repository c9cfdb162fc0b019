/** In-app notifications of the signed-in person: list, unread count, marking read. */
import { z } from 'zod';
import { pagingQuery, queryFlag } from './paging.ts';

export const notification = z.object({
  id: z.string(),
  /** What happened, e.g. "order.shipped"; the client may pick an icon by it. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads (a path on this site), when it leads somewhere. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = pagingQuery.extend({ UnreadOnly: queryFlag });

export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

export const markAllReadResult = z.object({ marked: z.number().int() });

/** A path segment holding a notification's id; whether it names one is the gateway's business. */
export const notificationIdParams = z.object({ id: z.string().max(100) });
