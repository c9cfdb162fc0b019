/**
 * Paying the seller after delivery (docs/decisions/042-claims-and-settlement-window.md). With a claim
 * window, delivery leaves the money where it is (a wallet hold pending, a card or bank payment in
 * escrow) for `claimWindowDays`, while the buyer may open a claim; then the job orders.settle-due
 * pays every delivered order whose window has passed and that nothing holds (an open claim, asked
 * through the SettlementHolds port), and a claim's ending pays its order at once. With a window of
 * 0, delivery pays the seller in its own transaction, as before.
 *
 * Each order settles in a transaction of its own with its row locked: a claim being opened takes the
 * same lock, so one of the two goes first and the other sees it (settled: no claim; claimed: held).
 * The ledger's transfer ids come from the order, so a settlement retried moves the money once.
 */
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { CLAIM_WINDOW_DAYS } from '../../contracts/claims.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orders } from '../db/schema/commerce.ts';
import { companies } from '../db/schema/companies.ts';
import type { OrderCommission, OrderDeps } from './order-ports.ts';

type OrderRow = typeof orders.$inferSelect;

const DAY_MS = 86_400_000;
/** Orders read per round of the job; it reads on until none is due. */
const BATCH = 200;

/** The claim window of the deps, in days. */
export const claimWindowOf = (deps: OrderDeps) => deps.claimWindowDays ?? CLAIM_WINDOW_DAYS;

/** When a delivered order's claim window ends (and it settles unless a claim holds it). */
export const claimWindowEnd = (deliveredAt: Date, days: number) => new Date(deliveredAt.getTime() + days * DAY_MS);

/** The seller is paid (orderMoney.settle, which emails the settlement) and the commission invoiced; answers the commission, null when nothing was paid. */
export async function settleOrder(tx: Db, deps: OrderDeps, row: OrderRow): Promise<OrderCommission | null> {
  const commission = await deps.orderMoney.settle(tx, row);
  if (commission) await deps.documents?.settled(tx, row.id, commission);
  return commission;
}

/**
 * Settles one delivered, paid order not settled yet, with its row locked, and writes the step in its
 * history; `due` may refuse it (its window has not passed, a claim holds it). Answers whether it settled.
 */
async function settleLocked(
  tx: Db,
  deps: OrderDeps,
  orderId: string,
  note: string,
  due?: (tx: Db, row: OrderRow) => Promise<boolean>,
): Promise<boolean> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (row?.status !== 'delivered' || row.paymentStatus !== 'paid' || row.settledAt) return false;
  if (due && !(await due(tx, row))) return false;
  await settleOrder(tx, deps, row);
  await tx.insert(orderEvents).values({ id: uuidv7(), orderId, kind: 'settled', actor: 'system', actorUserId: null, note });
  return true;
}

/** A claim ended: its order settles now, in the claim's transaction, whatever is left of its window. */
export const settleAfterClaim = (tx: Db, deps: OrderDeps, orderId: string, note: string) => settleLocked(tx, deps, orderId, note);

/**
 * One delivered order settled as the job settles it once its window has passed, whatever is left of
 * the window (a claim still holds it). For the browser tests' hook only (commerce/test-hook-routes.ts).
 */
export const settleAsIfDue = (db: Db, deps: OrderDeps, orderId: string) =>
  db.transaction((tx) =>
    settleLocked(
      tx,
      deps,
      orderId,
      `Paid to the seller: the ${claimWindowOf(deps)}-day claim window passed`,
      async (held, row) => !(await deps.settlementHolds?.holds(held, row.id)),
    ),
  );

/**
 * The job: delivered, paid orders whose window ended before now and that nothing holds are settled,
 * each in its own transaction, oldest delivery first. Answers how many.
 */
export async function settleDue(db: Db, deps: OrderDeps): Promise<number> {
  const days = claimWindowOf(deps);
  const before = new Date((deps.clock?.() ?? new Date()).getTime() - days * DAY_MS);
  const note = `Paid to the seller: the ${days}-day claim window passed`;
  const due = async (tx: Db, row: OrderRow) =>
    row.deliveredAt !== null && row.deliveredAt < before && !(await deps.settlementHolds?.holds(tx, row.id));
  let settled = 0;
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const page: { id: string; deliveredAt: Date | null }[] = await db
      .select({ id: orders.id, deliveredAt: orders.deliveredAt })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'delivered'),
          eq(orders.paymentStatus, 'paid'),
          isNull(orders.settledAt),
          lt(orders.deliveredAt, before),
          // A storefront with no company has no wallet to pay: its orders stay in escrow (orderMoney.settle).
          sql`exists (select 1 from ${companies} where ${companies.supplierId} = ${orders.supplierId})`,
          after ? or(gt(orders.deliveredAt, after.at), and(eq(orders.deliveredAt, after.at), gt(orders.id, after.id))) : undefined,
        ),
      )
      .orderBy(asc(orders.deliveredAt), asc(orders.id))
      .limit(BATCH);
    for (const { id } of page) {
      if (await db.transaction((tx) => settleLocked(tx, deps, id, note, due))) settled++;
    }
    if (page.length < BATCH) return settled;
    const last = page.at(-1)!;
    after = { at: last.deliveredAt!, id: last.id };
  }
}
