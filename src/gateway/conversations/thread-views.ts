/**
 * Threads as the messages area lists them: newest activity first, each with its last message and
 * the asking person's unread count (messages from the other sides after their read mark); and the
 * unread counts of the header's badge. One query per page, whatever its length.
 */
import { buyerClaimLink, sellerClaimLink } from '../../contracts/claims.ts';
import { buyerRfqLink, sellerRfqLink } from '../../contracts/rfq.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { AuthorSide, ConversationThread, ReadMark, Side, SubjectKind, UnreadMessages } from '../../contracts/conversations.ts';
import { productPath } from '../../contracts/urls.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { conversationThreads } from '../db/schema/conversations.ts';
import { sideOf, type Viewer, visibleTo } from './access.ts';
import { messagePreview } from './message-text.ts';

interface ThreadRow {
  id: string;
  side: Side;
  subject_kind: SubjectKind;
  subject_ref: string;
  subject_title: string;
  supplier_id: number;
  supplier_name: string;
  supplier_slug: string;
  buyer_name: string;
  buyer_is_company: boolean;
  created_at: Date | string;
  product_slug: string | null;
  market_slug: string | null;
  last_seq: string | number | null;
  last_author_name: string | null;
  last_author_side: AuthorSide;
  last_author_user_id: string | null;
  last_body: string | null;
  last_removed: boolean | null;
  last_files: number | null;
  last_at: Date | string | null;
  unread: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Where the subject is seen, for the side asking. */
function subjectUrl(row: ThreadRow): string | null {
  if (row.subject_kind === 'product' && row.product_slug && row.market_slug)
    return productPath(row.product_slug, row.market_slug, Number(row.subject_ref));
  if (row.subject_kind === 'order') {
    if (row.side === 'buyer') return `/procurement/my-orders?order=${row.subject_ref}`;
    if (row.side === 'seller') return `/storefront/orders?order=${row.subject_ref}`;
  }
  if (row.subject_kind === 'rfq') {
    if (row.side === 'buyer') return buyerRfqLink(row.subject_ref);
    if (row.side === 'seller') return sellerRfqLink(row.subject_ref);
  }
  if (row.subject_kind === 'claim') {
    if (row.side === 'buyer') return buyerClaimLink(row.subject_ref);
    if (row.side === 'seller') return sellerClaimLink(row.subject_ref);
  }
  return null;
}

function threadView(row: ThreadRow, viewer: Viewer): ConversationThread {
  return {
    id: row.id,
    side: row.side,
    subject: {
      kind: row.subject_kind,
      ref: row.subject_ref || null,
      title: row.subject_title,
      url: subjectUrl(row),
    },
    buyer: { name: row.buyer_name, kind: row.buyer_is_company ? 'company' : 'personal' },
    supplier: { id: row.supplier_id, name: row.supplier_name, slug: row.supplier_slug },
    lastMessage:
      row.last_seq === null
        ? null
        : {
            seq: Number(row.last_seq),
            authorName: row.last_author_name!,
            authorSide: row.last_author_side,
            mine: row.last_author_user_id === viewer.userId,
            preview: row.last_removed ? '' : messagePreview(row.last_body ?? ''),
            files: row.last_removed ? 0 : (row.last_files ?? 0),
            sentAt: iso(row.last_at!),
          },
    unreadCount: row.unread,
    createdAt: iso(row.created_at),
  };
}

/** Threads the viewer may read that match `where`, newest activity first, with names, last message and unread count. */
async function threadRows(db: Db, viewer: Viewer, where: SQL, page: Page | null): Promise<ConversationThread[]> {
  const limit = page ? sql`limit ${page.pageSize} offset ${pageOffset(page)}` : sql``;
  const result = await db.execute(sql`
    select ct.id, ct.side, ct.subject_kind, ct.subject_ref, ct.subject_title, ct.supplier_id, ct.created_at,
      s.name as supplier_name, s.slug as supplier_slug,
      coalesce(c.name, u.full_name, 'A buyer') as buyer_name, ct.buyer_company_id is not null as buyer_is_company,
      p.slug as product_slug, mk.slug as market_slug,
      lm.seq as last_seq, lm.author_name as last_author_name, lm.author_side as last_author_side,
      lm.author_user_id as last_author_user_id, lm.body as last_body, lm.removed_at is not null as last_removed,
      lm.files as last_files, lm.created_at as last_at,
      un.unread
    from (
      select ${conversationThreads}.*, ${sideOf(viewer)} as side from ${conversationThreads}
      where ${visibleTo(viewer)} and ${where}
      order by ${conversationThreads.lastSeq} desc nulls last, ${conversationThreads.createdAt} desc
      ${limit}
    ) ct
    join suppliers s on s.id = ct.supplier_id
    left join companies c on c.id = ct.buyer_company_id
    left join users u on u.id = ct.buyer_user_id
    left join products p on ct.subject_kind = 'product' and p.id = (case when ct.subject_kind = 'product' then ct.subject_ref::int end)
    left join markets mk on mk.id = p.market_id
    left join lateral (
      select m.id, m.seq, m.author_name, m.author_side, m.author_user_id, m.body, m.removed_at, m.created_at,
        (select count(*) from conversation_message_files f where f.message_id = m.id)::int as files
      from conversation_messages m where m.thread_id = ct.id order by m.seq desc limit 1
    ) lm on true
    left join lateral (
      select count(*)::int as unread from conversation_messages m
      where m.thread_id = ct.id and m.removed_at is null and m.author_side <> ct.side
        and m.seq > coalesce((select r.last_read_seq from conversation_reads r where r.thread_id = ct.id and r.user_id = ${viewer.userId}), 0)
    ) un on true
    order by ct.last_seq desc nulls last, ct.created_at desc`);
  return rowsOf<ThreadRow>(result).map((row) => threadView(row, viewer));
}

export async function listThreads(db: Db, viewer: Viewer, side: Side | undefined, page: Page) {
  const where = side ? visibleTo(viewer, side) : sql`true`;
  const [items, [count]] = await Promise.all([
    threadRows(db, viewer, where, page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationThreads)
      .where(sql`${visibleTo(viewer)} and ${where}`),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** One thread the viewer may read (threadFor has checked it), as the lists show it. */
export async function threadById(db: Db, viewer: Viewer, threadId: string): Promise<ConversationThread> {
  const [thread] = await threadRows(db, viewer, sql`${conversationThreads.id} = ${threadId}`, null);
  return thread!;
}

/** The read marks of everyone but the viewer, and the viewer's own. */
export async function readMarks(db: Db, viewer: Viewer, threadId: string): Promise<{ reads: ReadMark[]; mine: number }> {
  const rows = rowsOf<{ user_id: string; side: Side; last_read_seq: string | number; read_at: Date | string; name: string }>(
    await db.execute(sql`
      select r.user_id, r.side, r.last_read_seq, r.read_at, u.full_name as name
      from conversation_reads r join users u on u.id = r.user_id
      where r.thread_id = ${threadId} order by r.last_read_seq desc`),
  );
  const mine = rows.find((r) => r.user_id === viewer.userId);
  return {
    reads: rows
      .filter((r) => r.user_id !== viewer.userId)
      .map((r) => ({ side: r.side, name: r.name, lastReadSeq: Number(r.last_read_seq), readAt: iso(r.read_at) })),
    mine: mine ? Number(mine.last_read_seq) : 0,
  };
}

/** Unread messages across every thread the viewer reads, by the side they read them on. */
export async function unreadCounts(db: Db, viewer: Viewer): Promise<UnreadMessages> {
  const rows = rowsOf<{ side: Side; n: number }>(
    await db.execute(sql`
      select ct.side, count(*)::int as n
      from (select ${conversationThreads.id} as id, ${sideOf(viewer)} as side from ${conversationThreads} where ${visibleTo(viewer)}) ct
      join conversation_messages m on m.thread_id = ct.id and m.removed_at is null and m.author_side <> ct.side
      left join conversation_reads r on r.thread_id = ct.id and r.user_id = ${viewer.userId}
      where m.seq > coalesce(r.last_read_seq, 0)
      group by ct.side`),
  );
  const bySide = { buyer: 0, seller: 0, operator: 0 };
  for (const row of rows) bySide[row.side] = row.n;
  return { count: bySide.buyer + bySide.seller + bySide.operator, bySide };
}
