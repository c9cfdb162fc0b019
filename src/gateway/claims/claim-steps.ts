/**
 * The steps that change a claim, inside the caller's transaction (docs/decisions/042-claims-and-settlement-window.md).
 * Each writes its event (the claim's audit trail, never changed), the platform's note in the
 * claim's conversation, and tells the other side in-app and by email. Locks are taken in one order
 * everywhere, the order's row then the claim's, as the settlement job and the order's refund take
 * the order's: so an ending, a refund and the job queue behind each other instead of deadlocking.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { buyerClaimLink, claimNumber, OPEN_CLAIM_STATUSES, sellerClaimLink } from '../../contracts/claims.ts';
import { orderNumber } from '../../contracts/commerce.ts';
import { isUuid } from '../../contracts/ids.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { OrdersService, RefundInput } from '../commerce/index.ts';
import { postMessage } from '../conversations/index.ts';
import type { Db } from '../db/client.ts';
import { claimEvents, orderClaims } from '../db/schema/claims.ts';
import { orders } from '../db/schema/commerce.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { buyerRecipients, sellerRecipients, tell } from '../platform/parties/parties.ts';
import type { ClaimRow } from './claim-views.ts';

export interface ClaimDeps {
  db: Db;
  /** The order's refund and settlement, in the claim's transaction. */
  orders: Pick<OrdersService, 'refundInTransaction' | 'settleAfterClaim'>;
  notifications: Notifications;
  mail: Mail;
  siteUrl: string;
  clock: () => Date;
  /** Days after delivery while a claim may be opened (0: none can). */
  windowDays: number;
  /** Days the seller has to settle a claim before it goes to an operator. */
  responseDays: number;
}

export type ClaimActor = 'buyer' | 'seller' | 'operator' | 'system';

export const missingClaim = () => notFound('No such claim.');

/** Writes a step of the claim's trail. */
export async function recordStep(
  tx: Db,
  claim: Pick<ClaimRow, 'id'>,
  step: { kind: string; actor: ClaimActor; userId: string | null; note?: string | null; amountMinor?: number | null; at: Date },
): Promise<void> {
  await tx.insert(claimEvents).values({
    claimId: claim.id,
    kind: step.kind,
    actor: step.actor,
    actorUserId: step.userId,
    note: step.note ?? null,
    amountMinor: step.amountMinor ?? null,
    at: step.at,
  });
}

/** The platform's note in the claim's conversation. */
export const noteInThread = (tx: Db, claim: Pick<ClaimRow, 'threadId'>, text: string, at: Date) =>
  postMessage(tx, { threadId: claim.threadId, author: { kind: 'system' }, text, at });

/** Tells one side of a claim, in-app and by email, with a link to the claim on their side. */
export async function tellSide(
  tx: Db,
  deps: ClaimDeps,
  claim: ClaimRow,
  side: 'buyer' | 'seller',
  news: { kind: string; title: string; body: string },
): Promise<void> {
  const people =
    side === 'buyer'
      ? await buyerRecipients(tx, { userId: claim.buyerUserId, companyId: claim.buyerCompanyId })
      : await sellerRecipients(tx, claim.supplierId);
  await tell(tx, deps, people, { ...news, link: side === 'buyer' ? buyerClaimLink(claim.id) : sellerClaimLink(claim.id) });
}

/**
 * The claim, for a step that changes it: its order's row locked, then its own; 404 when it is not
 * in `scope` (the caller's side), 409 when it has ended already.
 */
export async function lockOpenClaim(tx: Db, id: string, scope: SQL | undefined): Promise<ClaimRow> {
  if (!isUuid(id)) throw missingClaim();
  const [found] = await tx
    .select({ orderId: orderClaims.orderId })
    .from(orderClaims)
    .where(and(eq(orderClaims.id, id), scope));
  if (!found) throw missingClaim();
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [claim] = await tx.select().from(orderClaims).where(eq(orderClaims.id, id)).for('update');
  if (!claim || !OPEN_CLAIM_STATUSES.includes(claim.status as never))
    throw new HttpError(409, `This claim is ${claim?.status ?? 'gone'}: it has ended already.`);
  return claim;
}

/** How a claim ends: the buyer withdraws it, the seller or an operator refunds, or an operator decides no refund is due. */
export type Ending =
  | { kind: 'withdrawn'; by: 'buyer'; userId: string; note: string }
  | { kind: 'refunded'; by: 'seller' | 'operator'; userId: string; refund: RefundInput }
  | { kind: 'rejected'; by: 'operator'; userId: string; note: string };

/**
 * Ends a locked, open claim: the refund through the order's own step (a credit note, the money back
 * to the buyer at once), the claim closed, its step written and noted in the thread, the order
 * settled at once (the seller paid what is left, less the commission), the other side told.
 */
export async function endClaim(tx: Db, deps: ClaimDeps, claim: ClaimRow, ending: Ending): Promise<ClaimRow> {
  const at = deps.clock();
  const number = claimNumber(Number(claim.number));
  const [order] = await tx.select().from(orders).where(eq(orders.id, claim.orderId));
  const orderNo = orderNumber(Number(order!.number));
  let refunded = { amountMinor: 0, creditNote: null as { id: string; number: string } | null };
  if (ending.kind === 'refunded') {
    refunded = await deps.orders.refundInTransaction(
      tx,
      claim.orderId,
      ending.by === 'seller' ? { side: 'seller', userId: ending.userId } : { side: 'platform', userId: ending.userId },
      { ...ending.refund, reason: `Claim ${number}: ${ending.refund.reason}` },
      { allowWhole: true },
    );
  }
  const note = ending.kind === 'refunded' ? ending.refund.reason : ending.note;
  const [after] = await tx
    .update(orderClaims)
    .set({
      status: ending.kind,
      refundedMinor: refunded.amountMinor,
      creditNoteId: refunded.creditNote?.id ?? null,
      creditNoteNumber: refunded.creditNote?.number ?? null,
      resolvedBy: ending.by,
      resolvedByUserId: ending.userId,
      resolution: note,
      resolvedAt: at,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orderClaims.id, claim.id), inArray(orderClaims.status, [...OPEN_CLAIM_STATUSES])))
    .returning();
  await recordStep(tx, claim, {
    kind: ending.kind,
    actor: ending.by,
    userId: ending.userId,
    note,
    amountMinor: ending.kind === 'refunded' ? refunded.amountMinor : null,
    at,
  });
  const amount = formatMoney(refunded.amountMinor, order!.currency);
  const credit = refunded.creditNote ? `, credit note ${refunded.creditNote.number}` : '';
  const who = ending.by === 'buyer' ? 'The buyer' : ending.by === 'seller' ? 'The seller' : 'The platform';
  const what =
    ending.kind === 'withdrawn'
      ? `${who} withdrew claim ${number}: "${note}".`
      : ending.kind === 'refunded'
        ? `${who} refunded ${amount} (VAT included${credit}) on claim ${number}: "${note}".`
        : `The platform decided claim ${number}: no refund is due. "${note}"`;
  await noteInThread(tx, claim, `${what} The claim is closed and the rest of order ${orderNo} is paid to the seller.`, at);
  await deps.orders.settleAfterClaim(tx, claim.orderId, `Paid to the seller: claim ${number} ended (${ending.kind})`);
  // The refund's own notice (with its credit note) tells the buyer of a refund; the settlement's email tells the seller of the money.
  if (ending.by !== 'seller')
    await tellSide(tx, deps, after!, 'seller', {
      kind: `claim.${ending.kind}`,
      title: `Claim ${number} on order ${orderNo} ${ending.kind === 'withdrawn' ? 'withdrawn' : 'decided'}`,
      body: `${what} What is left of the order is paid to your wallet, less the commission.`,
    });
  if (ending.kind !== 'refunded' && ending.by !== 'buyer')
    await tellSide(tx, deps, after!, 'buyer', {
      kind: `claim.${ending.kind}`,
      title: `Claim ${number} on order ${orderNo} decided`,
      body: what,
    });
  return after!;
}
