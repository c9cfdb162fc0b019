/**
 * What other records point at a seller's product or its packages: orders and buyers' requests keep
 * them, so such a product is archived rather than deleted and such a package stays on it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { orderLines } from '../db/schema/commerce.ts';
import { documentRequests, quotes, sampleRequests } from '../db/schema/requests.ts';

/** Packages that orders or quotes point at: they stay, so those records keep their meaning. */
export async function packagesInUse(tx: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx.execute<{ package_id: number }>(sql`
    select package_id from ${orderLines} where package_id in ${ids}
    union select package_id from ${quotes} where package_id in ${ids}`);
  return new Set(rowsOf<{ package_id: number }>(rows).map((r) => Number(r.package_id)));
}

/** Orders and buyers' requests keep a product: it can be archived, not deleted. */
export async function productInUse(tx: Db, id: number): Promise<{ orders: boolean; requests: boolean }> {
  const rows = rowsOf<{ orders: boolean; requests: boolean }>(
    await tx.execute(sql`select
    exists (select 1 from ${orderLines} where product_id = ${id}) as orders,
    (exists (select 1 from ${quotes} where product_id = ${id})
      or exists (select 1 from ${sampleRequests} where product_id = ${id})
      or exists (select 1 from ${documentRequests} where product_id = ${id})) as requests`),
  );
  return { orders: Boolean(rows[0]?.orders), requests: Boolean(rows[0]?.requests) };
}
