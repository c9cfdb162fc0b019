/** The products on sale as the public sees them, for the home page's Deals strip (deals-routes.ts). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductSummary } from '../../contracts/products.ts';
import { selectSummaries, toSummary } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';

/** The home page's Deals strip: products the public sees on sale, soonest-ending first. */
export async function deals(db: Db, limit: number): Promise<ProductSummary[]> {
  const rows = await selectSummaries(db)
    .where(
      and(
        eq(products.status, 'published'),
        sql`exists (select 1 from campaign_products cp join campaigns c on c.id = cp.campaign_id
          where cp.product_id = ${products.id} and c.published_status = 'active')`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(limit * 2);
  return rows
    .map(toSummary)
    .filter((s) => s.salePriceFromMinor !== null)
    .sort((a, b) => (a.saleEndsAt ?? '').localeCompare(b.saleEndsAt ?? ''))
    .slice(0, limit);
}
