/** In-app notifications: every feature tells people about events through `notify`. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { type Page, pageOffset } from '../../../contracts/paging.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/platform.ts';
import { notFound } from '../errors.ts';

export interface NewNotification {
  kind: string;
  title: string;
  body?: string;
  link?: string | null;
}

export function createNotifications(db: Db) {
  return {
    /** Pass a transaction's handle to create the notification with the change it reports. */
    async notify(userId: string, notification: NewNotification, handle: Db = db): Promise<void> {
      await handle.insert(notifications).values({
        id: uuidv7(),
        userId,
        kind: notification.kind,
        title: notification.title,
        body: notification.body ?? '',
        link: notification.link ?? null,
      });
    },

    async list(userId: string, page: Page & { unreadOnly?: boolean | undefined }) {
      const where = and(eq(notifications.userId, userId), page.unreadOnly ? isNull(notifications.readAt) : undefined);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(page.pageSize)
          .offset(pageOffset(page)),
        db.$count(notifications, where),
      ]);
      return {
        items: rows.map((n) => ({
          id: n.id,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
          read: n.readAt !== null,
          createdAt: n.createdAt.toISOString(),
        })),
        total,
      };
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },

    async markRead(userId: string, id: string): Promise<void> {
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      if (!updated.length) throw notFound('No such notification.');
    },

    async markAllRead(userId: string): Promise<number> {
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return updated.length;
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
