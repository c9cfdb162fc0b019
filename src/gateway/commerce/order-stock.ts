/** A cancelled order's stock going back to its packages. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalog.ts';
import { orderLines } from '../db/schema/commerce.ts';

/** Gives a cancelled order's quantities back, locking the packages in ascending id like a checkout. */
export async function releaseStock(tx: Db, orderId: string): Promise<void> {
  const lines = await tx
    .select({ packageId: orderLines.packageId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.packageId);
  if (!lines.length) return;
  const ids = lines.map((l) => l.packageId).sort((a, b) => a - b);
  await tx.select({ id: packages.id }).from(packages).where(inArray(packages.id, ids)).orderBy(asc(packages.id)).for('update');
  for (const id of ids) {
    const quantity = Number(lines.find((l) => l.packageId === id)!.quantity);
    await tx
      .update(packages)
      .set({ stock: sql`${packages.stock} + ${quantity}` })
      .where(eq(packages.id, id));
  }
}
