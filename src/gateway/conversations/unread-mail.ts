/**
 * The email about messages left unread (a job every minute): when a message from the other side has
 * waited longer than the delay (MESSAGE_EMAIL_AFTER_MINUTES, 15 by default) and nobody of a side has
 * read it, that side's people are emailed once for the thread. No second email comes for the thread
 * until someone of the side has read what the first was about: one email per thread, not per message.
 * Operators are not emailed; their console is where they look.
 */
import { eq, sql } from 'drizzle-orm';
import type { Side } from '../../contracts/conversations.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { conversationThreads } from '../db/schema/conversations.ts';
import { unreadMessagesMessage } from '../platform/mail/email-templates.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import { buyerRecipients, type Recipient, sellerRecipients } from '../platform/parties/parties.ts';
import { messagePreview } from './message-text.ts';
import { partyNames, partyOf } from './message-views.ts';

export interface UnreadMailDeps {
  db: Db;
  mail: Mail;
  siteUrl: string;
  /** How long a message waits unread before the email. */
  delayMs: number;
}

/** Threads looked at per side and run; the next minute takes the rest. */
const BATCH = 100;

/** Where each side reads its messages. */
export const MESSAGES_PATH: Record<'buyer' | 'seller', string> = { buyer: '/procurement/messages', seller: '/storefront/messages' };

/** SQL: the highest read mark of a side's people in thread `t`. */
const sideRead = (side: Side) =>
  sql`coalesce((select max(r.last_read_seq) from conversation_reads r where r.thread_id = t.id and r.side = ${side}), 0)`;

/**
 * The threads (or the one named) whose side `side` has a message waiting unread past `cutoff`, and
 * has read what it was last emailed about.
 */
async function due(db: Db, side: 'buyer' | 'seller', cutoff: Date, threadId?: string): Promise<string[]> {
  const reminded = sql.raw(side === 'buyer' ? 't.buyer_reminded_seq' : 't.seller_reminded_seq');
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select t.id from conversation_threads t
      where t.last_seq is not null ${threadId ? sql`and t.id = ${threadId}` : sql``}
        and coalesce(${reminded}, 0) <= ${sideRead(side)}
        and exists (select 1 from conversation_messages m
          where m.thread_id = t.id and m.author_side <> ${side} and m.removed_at is null
            and m.seq > ${sideRead(side)} and m.seq > coalesce(${reminded}, 0)
            and m.created_at <= ${cutoff.toISOString()}::timestamptz)
      order by t.last_message_at
      limit ${BATCH}`),
  );
  return rows.map((r) => r.id);
}

/** Emails one side of one thread, and notes how far it was told; nothing when another gateway got there first. */
async function remind(deps: UnreadMailDeps, side: 'buyer' | 'seller', threadId: string, cutoff: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [thread] = await tx
      .select()
      .from(conversationThreads)
      .where(eq(conversationThreads.id, threadId))
      .for('update', { skipLocked: true });
    if (!thread || !(await due(tx, side, cutoff, threadId)).length) return 0;
    const unread = rowsOf<{ n: number; author_name: string; author_side: 'buyer' | 'seller' | 'operator' | 'system'; body: string }>(
      await tx.execute(sql`
        select count(*) over ()::int as n, m.author_name, m.author_side, m.body
        from conversation_messages m join conversation_threads t on t.id = m.thread_id
        where t.id = ${thread.id} and m.author_side <> ${side} and m.removed_at is null and m.seq > ${sideRead(side)}
        order by m.seq desc limit 1`),
    )[0];
    await tx
      .update(conversationThreads)
      .set(side === 'buyer' ? { buyerRemindedSeq: thread.lastSeq } : { sellerRemindedSeq: thread.lastSeq })
      .where(eq(conversationThreads.id, thread.id));
    if (!unread) return 0;
    const names = await partyNames(tx, thread.id);
    const people: Recipient[] =
      side === 'buyer'
        ? await buyerRecipients(tx, { userId: thread.buyerUserId, companyId: thread.buyerCompanyId })
        : await sellerRecipients(tx, thread.supplierId);
    const url = new URL(`${MESSAGES_PATH[side]}?thread=${thread.id}`, deps.siteUrl).href;
    const latest = {
      author: `${unread.author_name} (${partyOf(unread.author_side, names)})`,
      excerpt: messagePreview(unread.body, 200).replace(/\b(?:https?:\/\/|www\.)\S+/gi, '(link)'),
    };
    const counterpart = side === 'buyer' ? names.supplier : names.buyer;
    for (const person of people) {
      await deps.mail.enqueue(
        tx,
        unreadMessagesMessage(person.email, { counterpart, subject: thread.subjectTitle, count: unread.n, latest }, url),
      );
    }
    return people.length;
  });
}

/** The job's run: answers how many emails it queued. */
export async function remindUnread(deps: UnreadMailDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.delayMs);
  let sent = 0;
  for (const side of ['buyer', 'seller'] as const) {
    for (const threadId of await due(deps.db, side, cutoff)) sent += await remind(deps, side, threadId, cutoff);
  }
  return sent;
}
