/**
 * Claims on delivered orders (docs/decisions/042-claims-and-settlement-window.md): the buyer opens
 * one within the claim window while the seller is not paid yet, with evidence; it holds the order's
 * settlement (the SettlementHolds port commerce asks) until it ends: withdrawn by the buyer, refunded
 * by the seller, or decided by an operator once the seller's time has passed (the job
 * claims.escalate moves it to them; review.ts is the console's side). Every step is in the claim's
 * trail and its conversation with the seller.
 */
import { and, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { type Claim, type ClaimStatus, claimNumber, OPEN_CLAIM_STATUSES, type OpenClaim } from '../../contracts/claims.ts';
import { orderNumber } from '../../contracts/commerce.ts';
import { formatDate } from '../../contracts/format.ts';
import { isUuid } from '../../contracts/ids.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import { MARKET_TIME_ZONE } from '../../contracts/requests.ts';
import { peopleNamed } from '../accounts/index.ts';
import { claimWindowEnd, type RefundInput, type SettlementHolds } from '../commerce/index.ts';
import { openThread, postMessage } from '../conversations/index.ts';
import { orderClaims } from '../db/schema/claims.ts';
import { orders } from '../db/schema/commerce.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { onBuyerSide, storefrontOf } from '../platform/parties/parties.ts';
import { type ClaimDeps, endClaim, lockOpenClaim, missingClaim, noteInThread, recordStep, tellSide } from './claim-steps.ts';
import { type ClaimSide, claimViews } from './claim-views.ts';

const DAY_MS = 86_400_000;
const day = (at: Date) => formatDate(at.toISOString(), MARKET_TIME_ZONE);

/** An open claim holds its order's settlement: the port commerce's settlement job asks, with the order locked. */
export const openClaimHolds: SettlementHolds = {
  async holds(tx, orderId) {
    const [held] = await tx
      .select({ n: count() })
      .from(orderClaims)
      .where(and(eq(orderClaims.orderId, orderId), inArray(orderClaims.status, [...OPEN_CLAIM_STATUSES])));
    return (held?.n ?? 0) > 0;
  },
};

export function createClaims(deps: ClaimDeps) {
  const { db } = deps;
  const buyerScope = (member: Member) => onBuyerSide(orderClaims, member);
  const sellerScope = async (member: Member) => eq(orderClaims.supplierId, await storefrontOf(db, member));

  async function one(scope: SQL, id: string, side: ClaimSide): Promise<Claim> {
    if (!isUuid(id)) throw missingClaim();
    const [row] = await db
      .select({ id: orderClaims.id })
      .from(orderClaims)
      .where(and(eq(orderClaims.id, id), scope));
    if (!row) throw missingClaim();
    return (await claimViews(db, [row.id], side))[0]!;
  }

  async function list(scope: SQL, side: ClaimSide, query: Page & { status?: ClaimStatus | undefined }) {
    const where = and(scope, query.status ? eq(orderClaims.status, query.status) : undefined);
    const [rows, total] = await Promise.all([
      db
        .select({ id: orderClaims.id })
        .from(orderClaims)
        .where(where)
        .orderBy(desc(orderClaims.createdAt), desc(orderClaims.id))
        .limit(query.pageSize)
        .offset(pageOffset(query)),
      db.$count(orderClaims, where),
    ]);
    return {
      items: await claimViews(
        db,
        rows.map((r) => r.id),
        side,
      ),
      total,
    };
  }

  /** An open claim goes to an operator; both sides are told. False when it is no longer open. */
  async function escalate(id: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [claim] = await tx
        .update(orderClaims)
        .set({ status: 'awaiting-operator', escalatedAt: now, updatedAt: sql`now()` })
        .where(and(eq(orderClaims.id, id), eq(orderClaims.status, 'open')))
        .returning();
      if (!claim) return false;
      const number = claimNumber(Number(claim.number));
      const news = `Claim ${number} was not settled within ${deps.responseDays} days, so an operator of the platform decides it now: a refund, or none.`;
      await recordStep(tx, claim, { kind: 'escalated', actor: 'system', userId: null, note: news, at: now });
      await noteInThread(tx, claim, `${news} Both sides may still write here; the seller may still refund, the buyer withdraw.`, now);
      for (const side of ['buyer', 'seller'] as const)
        await tellSide(tx, deps, claim, side, { kind: 'claim.escalated', title: `Claim ${number} goes to an operator`, body: news });
      return true;
    });
  }

  return {
    /**
     * The buyer's claim on a delivered order in its window, not settled, with no other claim open:
     * its conversation with the seller opens with the reason and the evidence (files the buyer
     * uploaded, within the uploads' limits). The order's row is locked first, as the settlement job
     * locks it, so a claim and the order's settlement never both happen.
     */
    async open(member: Member, body: OpenClaim): Promise<Claim> {
      const id = uuidv7();
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, body.orderId), onBuyerSide(orders, member)))
          .for('update');
        if (!order) throw notFound('No such order.');
        const number = orderNumber(Number(order.number));
        const now = deps.clock();
        if (deps.windowDays === 0)
          throw new HttpError(
            409,
            'Claims are not taken here: the seller is paid on delivery. Write to the seller about the order instead.',
          );
        if (order.status !== 'delivered')
          throw new HttpError(409, `Order ${number} is ${order.status}: a claim is opened on a delivered order.`);
        if (order.paymentStatus !== 'paid')
          throw new HttpError(409, `Order ${number}'s payment is ${order.paymentStatus}: a claim is opened on a paid order.`);
        if (order.settledAt)
          throw new HttpError(409, `Order ${number} is settled: its seller has been paid, so it can no longer be claimed on.`);
        const closes = claimWindowEnd(order.deliveredAt!, deps.windowDays);
        if (closes <= now) throw new HttpError(409, `The claim window of order ${number} closed on ${day(closes)}.`);
        if (await openClaimHolds.holds(tx, order.id))
          throw new HttpError(409, `Order ${number} already has an open claim: add to it in its conversation.`);

        const thread = await openThread(tx, {
          companies: { buyerCompanyId: order.buyerCompanyId, buyerUserId: order.buyerUserId, supplierId: order.supplierId },
          subject: { kind: 'claim', ref: id, title: `Claim on order ${number}` },
        });
        const name = (await peopleNamed(tx, [member.userId])).get(member.userId)?.name ?? order.buyerName;
        const { message } = await postMessage(tx, {
          threadId: thread.id,
          author: { kind: 'person', userId: member.userId, name, side: 'buyer' },
          text: `${body.kind === 'quality' ? 'Quality' : 'Quantity'} claim: ${body.reason}`,
          fileIds: body.fileIds,
          at: now,
        });
        const respondBy = new Date(now.getTime() + deps.responseDays * DAY_MS);
        const [claim] = await tx
          .insert(orderClaims)
          .values({
            id,
            orderId: order.id,
            buyerUserId: order.buyerUserId,
            buyerCompanyId: order.buyerCompanyId,
            supplierId: order.supplierId,
            openedBy: member.userId,
            kind: body.kind,
            reason: body.reason,
            threadId: thread.id,
            evidenceMessageId: message.id,
            respondBy,
          })
          .returning();
        await recordStep(tx, claim!, { kind: 'opened', actor: 'buyer', userId: member.userId, note: body.reason, at: now });
        const claimNo = claimNumber(Number(claim!.number));
        await noteInThread(
          tx,
          claim!,
          `Claim ${claimNo} is open. The seller's proceeds of order ${number} stay held until it ends: the buyer withdraws it, the seller refunds part or all, or, if it is still open on ${day(respondBy)}, an operator of the platform decides.`,
          now,
        );
        await tellSide(tx, deps, claim!, 'seller', {
          kind: 'claim.opened',
          title: `Claim ${claimNo} on order ${number}`,
          body: `${order.buyerName} opened a ${body.kind} claim on order ${number}: "${body.reason}". Its proceeds stay held until the claim ends. Refund part or all, or answer in the conversation; if it is still open on ${day(respondBy)}, an operator decides.`,
        });
      });
      return (await claimViews(db, [id], 'buyer'))[0]!;
    },

    listForBuyer: (member: Member, query: Page & { status?: ClaimStatus | undefined }) => list(buyerScope(member), 'buyer', query),
    getForBuyer: (member: Member, id: string) => one(buyerScope(member), id, 'buyer'),

    listForSeller: async (member: Member, query: Page & { status?: ClaimStatus | undefined }) =>
      list(await sellerScope(member), 'seller', query),
    getForSeller: async (member: Member, id: string) => one(await sellerScope(member), id, 'seller'),

    /** The buyer withdraws an open claim: the order settles at once. */
    async withdraw(member: Member, id: string, note: string): Promise<Claim> {
      await db.transaction(async (tx) => {
        const claim = await lockOpenClaim(tx, id, buyerScope(member));
        await endClaim(tx, deps, claim, { kind: 'withdrawn', by: 'buyer', userId: member.userId, note: note || 'No reason given.' });
      });
      return (await claimViews(db, [id], 'buyer'))[0]!;
    },

    /** The seller settles an open claim with a refund of packages and/or delivery (a credit note); the rest is paid to them at once. */
    async refund(member: Member, id: string, refund: RefundInput): Promise<Claim> {
      const scope = await sellerScope(member);
      await db.transaction(async (tx) => {
        const claim = await lockOpenClaim(tx, id, scope);
        await endClaim(tx, deps, claim, { kind: 'refunded', by: 'seller', userId: member.userId, refund });
      });
      return (await claimViews(db, [id], 'seller'))[0]!;
    },

    /** The job: open claims the seller left past their time go to an operator; both sides are told. Answers how many. */
    async escalateDue(): Promise<number> {
      const now = deps.clock();
      const due = await db
        .select({ id: orderClaims.id })
        .from(orderClaims)
        .where(and(eq(orderClaims.status, 'open'), lt(orderClaims.respondBy, now)))
        .orderBy(orderClaims.respondBy)
        .limit(200);
      let moved = 0;
      for (const { id } of due) if (await escalate(id, now)) moved++;
      return moved;
    },

    /** Browser tests only (the TEST_HOOKS route): one open claim goes to an operator as the job would send it once its time had passed. */
    escalateAsIfDue: (id: string): Promise<boolean> => escalate(id, deps.clock()),
  };
}

export type Claims = ReturnType<typeof createClaims>;
