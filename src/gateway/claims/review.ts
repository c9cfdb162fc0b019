/**
 * Claims in the operations console (operations/operations.ts composes it and writes the audit entry
 * in the same transaction): the queue of claims waiting for an operator, joining a claim's
 * conversation (at any time while it is open), and the decision once the seller's time has passed:
 * a refund of packages and/or delivery through the order's own refund, or none. Either way the
 * order then settles. An operator never decides a claim of their own company's (buyer or seller).
 */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Claim, ClaimDecision } from '../../contracts/claims.ts';
import { isUuid } from '../../contracts/ids.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import { inviteOperator, threadsJoinedBy } from '../conversations/index.ts';
import type { Db } from '../db/client.ts';
import { orderClaims } from '../db/schema/claims.ts';
import { companies, companyMembers } from '../db/schema/companies.ts';
import { HttpError } from '../platform/errors.ts';
import { type ClaimDeps, endClaim, lockOpenClaim, missingClaim, noteInThread, recordStep } from './claim-steps.ts';
import { type ClaimRow, claimViews } from './claim-views.ts';

export function createClaimReview(deps: ClaimDeps) {
  const { db } = deps;

  /** The claims whose conversation the operator is in, of some. */
  async function joinedOf(handle: Db, operatorId: string, rows: Pick<ClaimRow, 'id' | 'threadId'>[]): Promise<Set<string>> {
    const threads = await threadsJoinedBy(
      handle,
      operatorId,
      rows.map((r) => r.threadId),
    );
    return new Set(rows.filter((r) => threads.has(r.threadId)).map((r) => r.id));
  }

  /** Refuses an operator who is on either side of the claim: their own company's claim is another operator's to decide. */
  async function assertNotAParty(tx: Db, claim: ClaimRow, operatorId: string): Promise<void> {
    const [party] = await tx
      .select({ n: sql<number>`1` })
      .from(companyMembers)
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(
        and(
          eq(companyMembers.userId, operatorId),
          or(
            claim.buyerCompanyId ? eq(companyMembers.companyId, claim.buyerCompanyId) : sql`false`,
            eq(companies.supplierId, claim.supplierId),
          ),
        ),
      )
      .limit(1);
    if (party || claim.buyerUserId === operatorId)
      throw new HttpError(403, 'This claim is your own company’s (or your own): another operator decides it.');
  }

  return {
    waitingCount: () => db.$count(orderClaims, eq(orderClaims.status, 'awaiting-operator')),

    /** Waiting for an operator, oldest first; or every claim, newest first. */
    async list(operatorId: string, state: 'waiting' | 'all', page: Page): Promise<{ items: Claim[]; total: number }> {
      const where = state === 'waiting' ? eq(orderClaims.status, 'awaiting-operator') : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({ id: orderClaims.id, threadId: orderClaims.threadId })
          .from(orderClaims)
          .where(where)
          .orderBy(
            ...(state === 'waiting' ? [orderClaims.escalatedAt, orderClaims.id] : [desc(orderClaims.createdAt), desc(orderClaims.id)]),
          )
          .limit(page.pageSize)
          .offset(pageOffset(page)),
        db.$count(orderClaims, where),
      ]);
      const items = await claimViews(
        db,
        rows.map((r) => r.id),
        'operator',
        await joinedOf(db, operatorId, rows),
      );
      return { items, total };
    },

    /** The operator joins the claim's conversation (reads and writes it as the platform's side); the claim before and after, for the audit log. */
    async join(tx: Db, operatorId: string, id: string): Promise<{ before: ClaimRow; after: ClaimRow }> {
      if (!isUuid(id)) throw missingClaim();
      const claim = await lockOpenClaim(tx, id, undefined);
      await assertNotAParty(tx, claim, operatorId);
      if ((await joinedOf(tx, operatorId, [claim])).size) throw new HttpError(409, 'You are in this claim’s conversation already.');
      const at = deps.clock();
      await inviteOperator(tx, claim.threadId, operatorId);
      await recordStep(tx, claim, { kind: 'operator-joined', actor: 'operator', userId: operatorId, at });
      await noteInThread(tx, claim, 'An operator of the platform joined this conversation.', at);
      return { before: claim, after: claim };
    },

    /** The operator decides a claim waiting for them: a refund (then the rest is paid to the seller), or none (all of it is). */
    async decide(tx: Db, operatorId: string, id: string, decision: ClaimDecision): Promise<{ before: ClaimRow; after: ClaimRow }> {
      const claim = await lockOpenClaim(tx, id, undefined);
      await assertNotAParty(tx, claim, operatorId);
      if (claim.status !== 'awaiting-operator')
        throw new HttpError(409, 'This claim is still with the seller: an operator decides once the seller’s time to answer has passed.');
      const after = await endClaim(
        tx,
        deps,
        claim,
        decision.outcome === 'refund'
          ? {
              kind: 'refunded',
              by: 'operator',
              userId: operatorId,
              refund: { lines: decision.lines, deliveryMinor: decision.deliveryMinor, reason: decision.reason },
            }
          : { kind: 'rejected', by: 'operator', userId: operatorId, note: decision.reason },
      );
      return { before: claim, after };
    },

    /** One claim as the operator sees it. */
    async one(operatorId: string, id: string): Promise<Claim> {
      if (!isUuid(id)) throw missingClaim();
      const [row] = await db.select({ id: orderClaims.id, threadId: orderClaims.threadId }).from(orderClaims).where(eq(orderClaims.id, id));
      if (!row) throw missingClaim();
      return (await claimViews(db, [row.id], 'operator', await joinedOf(db, operatorId, [row])))[0]!;
    },
  };
}

export type ClaimReview = ReturnType<typeof createClaimReview>;
