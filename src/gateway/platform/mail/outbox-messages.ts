/** The outbox's messages as they would arrive, newest first (what the development mailbox shows), and those waiting to be sent (metrics). */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MailAttachment, outbox } from '../../db/schema/platform.ts';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  createdAt: Date;
}

/** The latest `limit` messages, to one address (any case) when `to` is given. */
export async function latestOutboxMessages(db: Db, options: { to?: string | undefined; limit: number }): Promise<OutboxMessage[]> {
  const { id, to, subject, text, html, attachments, createdAt } = outbox;
  return db
    .select({ id, to, subject, text, html, attachments, createdAt })
    .from(outbox)
    .where(options.to ? eq(sql`lower(${to})`, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(createdAt), desc(id))
    .limit(options.limit);
}

/** Messages waiting to be sent (pending: not yet sent, retries included), and the oldest one's age in seconds. */
export async function waitingOutboxMessages(db: Db): Promise<{ count: number; oldestSeconds: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return { count: Number(row?.count ?? 0), oldestSeconds: Number(row?.oldestSeconds ?? 0) };
}
