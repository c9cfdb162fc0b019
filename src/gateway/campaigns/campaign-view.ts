/** A campaign as the seller's dashboard shows it. */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type CampaignView, campaignPrice } from '../../contracts/campaigns.ts';
import { productPath } from '../../contracts/urls.ts';
import type { Db } from '../db/client.ts';
import { type Campaign, campaignProducts } from '../db/schema/campaigns.ts';
import { markets, packages, products } from '../db/schema/catalog.ts';
import { orderLines, orders } from '../db/schema/commerce.ts';
import { statusOf } from './campaign-publishing.ts';

/** A campaign as its seller sees it: status, its products' list and sale prices, its orders and revenue. */
export async function campaignView(db: Db, row: Campaign, now: Date): Promise<CampaignView> {
  const [chosen, [totals]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        marketSlug: markets.slug,
        imageUrl: products.imageUrl,
        packageId: packages.id,
        label: packages.label,
        price: packages.priceMinor,
      })
      .from(campaignProducts)
      .innerJoin(products, eq(products.id, campaignProducts.productId))
      .innerJoin(markets, eq(markets.id, products.marketId))
      .leftJoin(packages, eq(packages.productId, products.id))
      .where(eq(campaignProducts.campaignId, row.id))
      .orderBy(asc(products.name), asc(packages.position), asc(packages.id)),
    db
      .select({
        orders: sql<number>`count(distinct ${orderLines.orderId})::int`,
        revenue: sql<string>`coalesce(sum(${orderLines.lineTotalMinor}), 0)::text`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.campaignId, row.id), ne(orders.status, 'cancelled'))),
  ]);
  const discount = { kind: row.discountKind, value: row.discountValue, floorMinor: row.floorMinor };
  const productsOf = new Map<number, CampaignView['products'][number]>();
  for (const p of chosen) {
    const entry = productsOf.get(p.id) ?? {
      id: p.id,
      name: p.name,
      url: productPath(p.slug, p.marketSlug, p.id),
      imageUrl: p.imageUrl,
      packages: [],
    };
    if (p.packageId !== null) {
      const sale = campaignPrice(Number(p.price), discount);
      entry.packages.push({
        id: p.packageId,
        label: p.label!,
        listMinor: Number(p.price),
        saleMinor: sale !== null && sale < Number(p.price) ? sale : null,
      });
    }
    productsOf.set(p.id, entry);
  }
  return {
    id: row.id,
    name: row.name,
    status: statusOf(row, now),
    discountKind: row.discountKind,
    discountValue: row.discountValue,
    floorMinor: row.floorMinor,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    budgetMinor: row.budgetMinor,
    spentMinor: row.spentMinor,
    perBuyerCap: row.perBuyerCap,
    products: [...productsOf.values()],
    orders: totals?.orders ?? 0,
    revenueMinor: Number(totals?.revenue ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
