/**
 * Who may read and write a thread (docs/decisions/039-conversations.md): on the buying side the
 * members of the buying company who may buy (or the personal account itself), on the selling side
 * the members of the storefront's company who may sell, and operators invited to the thread. The
 * person's role is read fresh, as every permission check of the gateway does.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Side } from '../../contracts/conversations.ts';
import { isUuid } from '../../contracts/ids.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { companies, companyMembers } from '../db/schema/companies.ts';
import { conversationParticipants, conversationThreads } from '../db/schema/conversations.ts';
import { platformOperators } from '../db/schema/operations.ts';
import { can, type Role } from '../platform/auth/permissions.ts';
import { HttpError, notFound } from '../platform/errors.ts';

/** The person asking, as the conversations see them. */
export interface Viewer {
  userId: string;
  name: string;
  role: Role;
  companyId: string | null;
  companyName: string | null;
  /** The storefront their company sells through. */
  supplierId: number | null;
  operator: boolean;
  canBuy: boolean;
  canSell: boolean;
}

export async function loadViewer(db: Db, userId: string): Promise<Viewer> {
  const [row] = await db
    .select({
      name: users.fullName,
      role: companyMembers.role,
      companyId: companyMembers.companyId,
      companyName: companies.name,
      supplierId: companies.supplierId,
      operator: platformOperators.userId,
    })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(platformOperators, eq(platformOperators.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new HttpError(401, 'Your session has ended. Please sign in again.');
  const role: Role = row.role ?? 'personal';
  return {
    userId,
    name: row.name,
    role,
    companyId: row.companyId ?? null,
    companyName: row.companyName ?? null,
    supplierId: row.supplierId ?? null,
    operator: row.operator !== null,
    canBuy: can(role, 'buy'),
    canSell: can(role, 'sell') && row.supplierId !== null,
  };
}

/**
 * The keys of the parties a viewer speaks for: `b:` a buying party, `s:` a storefront, `o:` an
 * operator. A thread has the same kind of keys (threadKeys); the live stream matches the two.
 */
export function viewerKeys(viewer: Viewer): string[] {
  const keys: string[] = [];
  if (viewer.canBuy) keys.push(`b:${viewer.companyId ?? viewer.userId}`);
  if (viewer.canSell) keys.push(`s:${viewer.supplierId}`);
  if (viewer.operator) keys.push(`o:${viewer.userId}`);
  return keys;
}

export interface ThreadParties {
  buyerCompanyId: string | null;
  buyerUserId: string | null;
  supplierId: number;
}

export function threadKeys(thread: ThreadParties, operators: string[]): string[] {
  return [`b:${thread.buyerCompanyId ?? thread.buyerUserId}`, `s:${thread.supplierId}`, ...operators.map((id) => `o:${id}`)];
}

/** SQL true for the threads a viewer reads on one side. */
export function sideCondition(viewer: Viewer, side: Side): SQL | null {
  const t = conversationThreads;
  if (side === 'buyer') {
    if (!viewer.canBuy) return null;
    return viewer.companyId ? eq(t.buyerCompanyId, viewer.companyId) : eq(t.buyerUserId, viewer.userId);
  }
  if (side === 'seller') return viewer.canSell ? eq(t.supplierId, viewer.supplierId!) : null;
  if (!viewer.operator) return null;
  return sql`exists (select 1 from ${conversationParticipants} p where p.thread_id = ${t.id} and p.user_id = ${viewer.userId})`;
}

/** The sides a viewer may read, with their conditions, in the order a thread's side is decided. */
export function viewerSides(viewer: Viewer, only?: Side): { side: Side; where: SQL }[] {
  return (['buyer', 'seller', 'operator'] as const)
    .filter((side) => !only || side === only)
    .map((side) => ({ side, where: sideCondition(viewer, side) }))
    .filter((entry): entry is { side: Side; where: SQL } => entry.where !== null);
}

/** SQL true for every thread the viewer may read (on `only` side, when given). */
export function visibleTo(viewer: Viewer, only?: Side): SQL {
  const sides = viewerSides(viewer, only);
  return sides.length
    ? sql`(${sql.join(
        sides.map((s) => sql`(${s.where})`),
        sql` or `,
      )})`
    : sql`false`;
}

/** SQL naming the viewer's side in each visible thread. */
export function sideOf(viewer: Viewer): SQL<Side> {
  const sides = viewerSides(viewer);
  if (!sides.length) return sql<Side>`'buyer'`;
  return sql<Side>`(case ${sql.join(
    sides.map((s) => sql`when ${s.where} then ${s.side}`),
    sql` `,
  )} end)`;
}

/** A thread the viewer may read, with their side in it; another's thread, a malformed id and an unknown one answer the same 404. */
export async function threadFor(db: Db, viewer: Viewer, threadId: string) {
  const missing = () => notFound('No such conversation.');
  if (!isUuid(threadId)) throw missing();
  const [row] = await db
    .select({ thread: conversationThreads, side: sideOf(viewer) })
    .from(conversationThreads)
    .where(and(eq(conversationThreads.id, threadId.toLowerCase()), visibleTo(viewer)));
  if (!row) throw missing();
  return row;
}
