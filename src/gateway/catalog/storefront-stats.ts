/**
 * The storefront home's numbers and charts, and the product-page view counter behind them. Days
 * are calendar days in the marketplace's time zone; a period of N days ends today. Revenue sums
 * the subtotals of orders that are not cancelled; the order count includes cancelled ones.
 */
import { sql } from 'drizzle-orm';
import { MARKET_TIME_ZONE, marketToday } from '../../contracts/requests.ts';
import type { StorefrontCharts, StorefrontStats } from '../../contracts/storefront-stats.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../platform/errors.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';
import { periodStart } from '../platform/time.ts';
import { storefrontOf, type Caller } from '../platform/parties/parties.ts';
import { rowsOf } from '../db/rows.ts';

const CURRENCY = 'NGN';
/** Views counted per visitor address; past this a crawler or a script is reloading pages. */
export const PRODUCT_VIEW_LIMIT = { limit: 120, windowSeconds: 600 };

/** The instant a market day starts, for comparisons the placed_at index can serve. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${MARKET_TIME_ZONE})`;

export function createStorefrontStats(db: Db, deps: { limiter: RateLimiter }) {
  return {
    async stats(caller: Caller, days: number): Promise<StorefrontStats> {
      const supplierId = await storefrontOf(db, caller);
      const from = periodStart(marketToday(), days);
      const [row] = rowsOf<{ orders: number; revenue: string; open: number; views: string; products: number }>(
        await db.execute(sql`
        select
          (select count(*)::int from orders where supplier_id = ${supplierId} and placed_at >= ${dayStart(from)}) as orders,
          (select coalesce(sum(subtotal_minor), 0)::text from orders
            where supplier_id = ${supplierId} and placed_at >= ${dayStart(from)} and status <> 'cancelled' and currency = ${CURRENCY}) as revenue,
          (select count(*)::int from quotes where supplier_id = ${supplierId} and status = 'open')
            + (select count(*)::int from sample_requests where supplier_id = ${supplierId} and status in ('pending', 'approved'))
            + (select count(*)::int from document_requests where supplier_id = ${supplierId} and status = 'pending') as open,
          (select coalesce(sum(v.views), 0)::text from product_views v join products p on p.id = v.product_id
            where p.supplier_id = ${supplierId} and v.day >= ${from}::date) as views,
          (select count(*)::int from products where supplier_id = ${supplierId} and status = 'published') as products`),
      );
      return {
        days,
        orders: Number(row!.orders),
        revenueMinor: Number(row!.revenue),
        currency: CURRENCY,
        openRequests: Number(row!.open),
        productViews: Number(row!.views),
        products: Number(row!.products),
      };
    },

    async charts(caller: Caller, days: number): Promise<StorefrontCharts> {
      const supplierId = await storefrontOf(db, caller);
      const today = marketToday();
      const from = periodStart(today, days);
      const rows = rowsOf<{ day: string; orders: number; revenue: string }>(
        await db.execute(sql`
        with period as (
          select d::date as day from generate_series(${from}::date, ${today}::date, interval '1 day') as d
        ), placed as (
          select (placed_at at time zone ${MARKET_TIME_ZONE})::date as day, count(*)::int as orders,
            coalesce(sum(subtotal_minor) filter (where status <> 'cancelled' and currency = ${CURRENCY}), 0) as revenue
          from orders where supplier_id = ${supplierId} and placed_at >= ${dayStart(from)}
          group by 1
        )
        select to_char(period.day, 'YYYY-MM-DD') as day, coalesce(placed.orders, 0)::int as orders, coalesce(placed.revenue, 0)::text as revenue
        from period left join placed on placed.day = period.day
        order by period.day`),
      );
      return {
        days,
        currency: CURRENCY,
        series: rows.map((r) => ({ day: r.day, orders: Number(r.orders), revenueMinor: Number(r.revenue) })),
      };
    },

    /** Counts one view of a published product today; 404 for any other id, 429 past the address's limit. */
    async recordView(productId: number, ip: string): Promise<void> {
      await deps.limiter.enforce(
        `product-view:ip:${ip}`,
        PRODUCT_VIEW_LIMIT,
        'Too many page views from your address; they are no longer counted for a while.',
      );
      const counted = rowsOf<{ product_id: number }>(
        await db.execute(sql`
        insert into product_views (product_id, day, views)
        select id, (now() at time zone ${MARKET_TIME_ZONE})::date, 1 from products where id = ${productId} and status = 'published'
        on conflict (product_id, day) do update set views = product_views.views + 1
        returning product_id`),
      );
      if (!counted.length) throw new HttpError(404, 'No such product.');
    },
  };
}

export type StorefrontStatsService = ReturnType<typeof createStorefrontStats>;
