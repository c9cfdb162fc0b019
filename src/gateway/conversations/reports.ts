/**
 * Reports of messages: a party of a thread reports a message written by someone else, once; the
 * operators review them in the console (operations/operations.ts composes this queue and writes the
 * audit entry): upheld removes the message for everyone, dismissed leaves it.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { isUuid } from '../../contracts/ids.ts';
import type { MessageReportItem } from '../../contracts/conversations.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { conversationMessages, conversationReports } from '../db/schema/conversations.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { threadFor, type Viewer } from './access.ts';
import { PLATFORM_NAME, removeMessage } from './threads.ts';

type ReportRow = typeof conversationReports.$inferSelect;

/** Reports a message of a thread the viewer reads; 409 for their own message or a second report. */
export async function reportMessage(db: Db, viewer: Viewer, messageId: string, reason: string): Promise<{ id: string }> {
  const missing = () => notFound('No such message.');
  if (!isUuid(messageId)) throw missing();
  const [message] = await db.select().from(conversationMessages).where(eq(conversationMessages.id, messageId.toLowerCase()));
  if (!message) throw missing();
  // A message of a thread the viewer does not read is as absent as an unknown one.
  const { side } = await threadFor(db, viewer, message.threadId).catch(() => {
    throw missing();
  });
  if (message.authorUserId === viewer.userId) throw new HttpError(409, 'You cannot report your own message.');
  const [report] = await db
    .insert(conversationReports)
    .values({ id: uuidv7(), messageId: message.id, reporterUserId: viewer.userId, reporterName: viewer.name, reporterSide: side, reason })
    .onConflictDoNothing()
    .returning({ id: conversationReports.id });
  if (!report) throw new HttpError(409, 'You have reported this message already. Our operators will look at it.');
  return report;
}

interface ItemRow {
  id: string;
  status: MessageReportItem['status'];
  reason: string;
  created_at: Date | string;
  reporter_name: string;
  reporter_side: 'buyer' | 'seller' | 'operator';
  message_id: string;
  body: string;
  files: number;
  author_name: string;
  author_side: 'buyer' | 'seller' | 'operator' | 'system';
  sent_at: Date | string;
  removed: boolean;
  thread_id: string;
  subject_title: string;
  buyer_name: string;
  buyer_is_company: boolean;
  supplier_name: string;
  decision_note: string | null;
  decided_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function itemOf(row: ItemRow): MessageReportItem {
  const party = (side: string) => (side === 'buyer' ? row.buyer_name : side === 'seller' ? row.supplier_name : PLATFORM_NAME);
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    reportedAt: iso(row.created_at),
    reporter: {
      name: row.reporter_name,
      party: party(row.reporter_side),
      kind: row.reporter_side === 'buyer' && !row.buyer_is_company ? 'personal' : 'company',
    },
    // Operators read what was written, removed or not: it is what they judge.
    message: {
      id: row.message_id,
      text: row.body,
      files: row.files,
      authorName: row.author_name,
      authorParty: party(row.author_side),
      sentAt: iso(row.sent_at),
      removed: row.removed,
    },
    thread: { id: row.thread_id, subjectTitle: row.subject_title, buyerName: row.buyer_name, supplierName: row.supplier_name },
    decision: row.decided_at ? { note: row.decision_note, decidedAt: iso(row.decided_at) } : null,
  };
}

/** The reports queue of the operations console (its ReviewQueue); the reporter is told the outcome in-app. */
export function createMessageReportReview(deps: { db: Db; clock: () => Date; notifications: Notifications }) {
  const { db } = deps;

  async function guarded(tx: Db, id: string) {
    if (!isUuid(id)) throw notFound('No such report.');
    const [before] = await tx.select().from(conversationReports).where(eq(conversationReports.id, id.toLowerCase())).for('update');
    if (!before) throw notFound('No such report.');
    if (before.status !== 'open') throw new HttpError(409, `This report was ${before.status} already.`);
    return before;
  }

  return {
    waitingCount: () => db.$count(conversationReports, eq(conversationReports.status, 'open')),

    async list(state: 'waiting' | 'decided', page: Page): Promise<{ items: MessageReportItem[]; total: number }> {
      const rows = rowsOf<ItemRow>(
        await db.execute(sql`
          select r.id, r.status, r.reason, r.created_at, r.reporter_name, r.reporter_side, r.decision_note, r.decided_at,
            m.id as message_id, m.body, m.author_name, m.author_side, m.created_at as sent_at, m.removed_at is not null as removed,
            (select count(*) from conversation_message_files f where f.message_id = m.id)::int as files,
            t.id as thread_id, t.subject_title, s.name as supplier_name, coalesce(c.name, u.full_name, 'A buyer') as buyer_name,
            t.buyer_company_id is not null as buyer_is_company
          from conversation_reports r
          join conversation_messages m on m.id = r.message_id
          join conversation_threads t on t.id = m.thread_id
          join suppliers s on s.id = t.supplier_id
          left join companies c on c.id = t.buyer_company_id
          left join users u on u.id = t.buyer_user_id
          where ${state === 'waiting' ? sql`r.status = 'open'` : sql`r.status <> 'open'`}
          order by ${state === 'waiting' ? sql`r.created_at asc` : sql`r.decided_at desc`}, r.id
          limit ${page.pageSize} offset ${pageOffset(page)}`),
      );
      const total = await db.$count(
        conversationReports,
        state === 'waiting' ? eq(conversationReports.status, 'open') : ne(conversationReports.status, 'open'),
      );
      return { items: rows.map(itemOf), total };
    },

    /** Reports concern no wallet. */
    walletOf: async (_tx: Db, _id: string): Promise<string | null> => null,

    /**
     * Upheld (approve): the message is removed, and every open report of it is upheld with this one.
     * Dismissed (reject): the message stays; the reason is the note.
     */
    async decide(
      tx: Db,
      operatorId: string,
      id: string,
      decision: { approve: true } | { approve: false; reason: string },
    ): Promise<{ before: ReportRow; after: ReportRow }> {
      const before = await guarded(tx, id);
      const at = deps.clock();
      const status = decision.approve ? 'upheld' : 'dismissed';
      const decided = { status, decidedBy: operatorId, decidedAt: at, decisionNote: decision.approve ? null : decision.reason } as const;
      const [after] = await tx.update(conversationReports).set(decided).where(eq(conversationReports.id, before.id)).returning();
      if (before.reporterUserId) {
        await deps.notifications.notify(
          before.reporterUserId,
          decision.approve
            ? { kind: 'conversation.report-upheld', title: 'The message you reported was removed', body: 'Thank you for telling us.' }
            : {
                kind: 'conversation.report-dismissed',
                title: 'The message you reported stays',
                body: `Our operators looked at it and kept it: ${decision.reason}`,
              },
          tx,
        );
      }
      if (decision.approve) {
        await removeMessage(tx, before.messageId, operatorId, at);
        await tx
          .update(conversationReports)
          .set(decided)
          .where(and(eq(conversationReports.messageId, before.messageId), eq(conversationReports.status, 'open')));
      }
      return { before, after: after! };
    },
  };
}

export type MessageReportReview = ReturnType<typeof createMessageReportReview>;
