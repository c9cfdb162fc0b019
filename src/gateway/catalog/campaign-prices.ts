/**
 * Campaign prices (docs/decisions/019-campaigns.md), in one place for every reader:
 * - what the public sees (product details, summaries, search, the site build) follows the status
 *   the `campaigns.tick` job last published, so it is the same for every gateway and cached per
 *   catalog version like the rest of the catalog;
 * - what a buyer pays (the cart, checkout) follows the campaigns running at the clock's instant,
 *   with budget left.
 * Two campaigns on one package: the buyer gets the lower price; each order line takes one campaign.
 */
import { and, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { campaignPrice, type SaleInfo } from '../../contracts/campaigns.ts';
import type { Db } from '../db/client.ts';
import { type Campaign, campaignProducts, campaigns } from '../db/schema/campaigns.ts';
import { products } from '../db/schema/catalog.ts';

export type PricedCampaign = Pick<
  Campaign,
  'id' | 'name' | 'supplierId' | 'discountKind' | 'discountValue' | 'floorMinor' | 'endsAt' | 'budgetMinor' | 'spentMinor' | 'perBuyerCap'
>;

/** The lowest campaign price of a package among `running`, and its campaign; null when none lowers it. */
export function bestSale(listMinor: number, running: readonly PricedCampaign[]): { campaign: PricedCampaign; priceMinor: number } | null {
  let best: { campaign: PricedCampaign; priceMinor: number } | null = null;
  for (const campaign of running) {
    const price = campaignPrice(listMinor, { kind: campaign.discountKind, value: campaign.discountValue, floorMinor: campaign.floorMinor });
    if (price === null || price >= listMinor) continue;
    if (!best || price < best.priceMinor || (price === best.priceMinor && campaign.endsAt > best.campaign.endsAt))
      best = { campaign, priceMinor: price };
  }
  return best;
}

export const saleInfoOf = (sale: { campaign: PricedCampaign; priceMinor: number } | null): SaleInfo | null =>
  sale
    ? {
        campaignId: sale.campaign.id,
        campaignName: sale.campaign.name,
        priceMinor: sale.priceMinor,
        endsAt: sale.campaign.endsAt.toISOString(),
      }
    : null;

async function byProduct(handle: Db, productIds: number[], running: ReturnType<typeof and>): Promise<Map<number, PricedCampaign[]>> {
  const map = new Map<number, PricedCampaign[]>();
  if (!productIds.length) return map;
  const rows = await handle
    .select({
      productId: campaignProducts.productId,
      id: campaigns.id,
      name: campaigns.name,
      supplierId: campaigns.supplierId,
      discountKind: campaigns.discountKind,
      discountValue: campaigns.discountValue,
      floorMinor: campaigns.floorMinor,
      endsAt: campaigns.endsAt,
      budgetMinor: campaigns.budgetMinor,
      spentMinor: campaigns.spentMinor,
      perBuyerCap: campaigns.perBuyerCap,
    })
    .from(campaignProducts)
    .innerJoin(campaigns, sql`${campaigns.id} = ${campaignProducts.campaignId}`)
    .where(and(inArray(campaignProducts.productId, [...new Set(productIds)]), running));
  for (const { productId, ...campaign } of rows) map.set(productId, [...(map.get(productId) ?? []), campaign]);
  return map;
}

/** Campaigns the public sees on these products (published as running by the job). */
export const publishedCampaigns = (handle: Db, productIds: number[]) =>
  byProduct(handle, productIds, and(sql`${campaigns.publishedStatus} = 'active'`));

/** Campaigns a purchase at `now` gets: live, between their dates, with budget left. */
export const runningCampaigns = (handle: Db, productIds: number[], now: Date) =>
  byProduct(
    handle,
    productIds,
    and(
      sql`${campaigns.state} = 'live'`,
      lte(campaigns.startsAt, now),
      gt(campaigns.endsAt, now),
      or(isNull(campaigns.budgetMinor), sql`${campaigns.spentMinor} < ${campaigns.budgetMinor}`),
    ),
  );

/**
 * A summary's sale "from" price and the end of its campaign, as one SQL column (JSON or null), so
 * every listing that selects summaries carries it: the lowest published campaign price among the
 * product's packages that a campaign really lowers.
 */
export const saleFromColumn = sql<{ price: number | string; endsAt: string } | null>`(
  select json_build_object('price', s.price, 'endsAt', s.ends_at) from (
    select least(pk.price_minor, greatest(coalesce(c.floor_minor, 1), pk.price_minor - case when c.discount_kind = 'percent'
        then (pk.price_minor * c.discount_value + 5000) / 10000 else c.discount_value end)) as price,
      pk.price_minor as list, c.ends_at,
      pk.price_minor - case when c.discount_kind = 'percent' then (pk.price_minor * c.discount_value + 5000) / 10000 else c.discount_value end as raw
    from campaign_products cp
    join campaigns c on c.id = cp.campaign_id and c.published_status = 'active'
    join packages pk on pk.product_id = cp.product_id
    where cp.product_id = ${products.id}
  ) s where s.raw > 0 and s.price < s.list order by s.price asc, s.ends_at desc limit 1)`;
