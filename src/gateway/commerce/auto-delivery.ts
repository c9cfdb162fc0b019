/**
 * Orders shipped long ago that nobody marked delivered: the system marks them delivered, so the
 * seller is paid even when the buyer never confirms (the job orders.auto-deliver, platform/jobs/catalog.ts):
 * at once without a claim window, else once it has passed (order-settlement.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { orderNumber } from '../../contracts/commerce.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orders } from '../db/schema/commerce.ts';
import { buyerRecipients, sellerRecipients, tell } from '../platform/parties/parties.ts';
import { deliveredEmail } from './order-mail.ts';
import { buyerOrderLink, sellerOrderLink } from './order-placement.ts';
import type { OrderDeps } from './order-ports.ts';
import { claimWindowOf } from './order-settlement.ts';
import { buyerSide } from './order-views.ts';

/**
 * Orders shipped more than `days` ago that nobody marked delivered become delivered (by the
 * system), each in its own transaction with its settlement when there is no claim window (`settle`:
 * paid and invoiced as by hand); both sides are told. Returns how many.
 */
export async function autoDeliver(
  db: Db,
  deps: OrderDeps,
  days: number,
  settle: ((tx: Db, row: typeof orders.$inferSelect) => Promise<unknown>) | undefined,
): Promise<number> {
  const window = claimWindowOf(deps);
  const now = deps.clock?.() ?? new Date();
  const before = new Date(now.getTime() - days * 86_400_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'shipped'), sql`${orders.shippedAt} < ${before.toISOString()}::timestamptz`))
    .orderBy(asc(orders.shippedAt))
    .limit(200);
  let delivered = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status: 'delivered', deliveredAt: now, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, 'shipped')))
        .returning();
      if (!row) return;
      const settled = settle ? await settle(tx, row) : null;
      const note = `Delivered automatically ${days} days after shipping`;
      await tx.insert(orderEvents).values({ id: uuidv7(), orderId: row.id, kind: 'delivered', actor: 'system', actorUserId: null, note });
      const number = orderNumber(Number(row.number));
      await tell(tx, deps, await buyerRecipients(tx, buyerSide(row)), {
        kind: 'order.delivered',
        title: `Order ${number} marked delivered`,
        body: settle
          ? `Order ${number} was shipped ${days} days ago, so it now counts as delivered and the seller is paid. Tell the seller at once if it has not arrived.`
          : `Order ${number} was shipped ${days} days ago, so it now counts as delivered; the seller is paid in ${window} days unless you open a claim before. Tell the seller at once if it has not arrived.`,
        link: buyerOrderLink(row.id),
        email: await deliveredEmail(tx, deps, row),
      });
      await tell(tx, deps, await sellerRecipients(tx, row.supplierId), {
        kind: 'order.delivered',
        title: `Order ${number} delivered`,
        body: settle
          ? `Order ${number} counts as delivered ${days} days after shipping; its proceeds are in your wallet, less the commission.`
          : `Order ${number} counts as delivered ${days} days after shipping; its proceeds reach your wallet, less the commission, in ${window} days unless the buyer opens a claim before.`,
        link: sellerOrderLink(row.id),
        // Settled: the settlement's email (with the commission invoice) tells the seller.
        ...(settled ? { email: null } : {}),
      });
      delivered++;
    });
  }
  return delivered;
}
