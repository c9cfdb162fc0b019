/** What a campaign brought its seller: the orders that used it (also as CSV) and its statistics by day. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CampaignStats, CampaignTransaction } from '../../contracts/campaigns.ts';
import { orderNumber } from '../../contracts/commerce.ts';
import { marketToday } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { orderLines, orders } from '../db/schema/commerce.ts';
import type { Member } from '../platform/auth/members.ts';
import { periodStart } from '../platform/time.ts';
import { ownCampaign } from './campaign-checks.ts';

export function createCampaignReports(db: Db, clock: () => Date) {
  return {
    /** The orders that used the campaign, newest first, with the discount each got. */
    async transactions(
      member: Member,
      id: string,
      page: { pageNumber: number; pageSize: number },
    ): Promise<{ items: CampaignTransaction[]; total: number }> {
      const row = await ownCampaign(db, member, id);
      const [ids, [count]] = await Promise.all([
        db
          .selectDistinct({ id: orders.id, placedAt: orders.placedAt })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(eq(orderLines.campaignId, row.id))
          .orderBy(desc(orders.placedAt), desc(orders.id))
          .limit(page.pageSize)
          .offset((page.pageNumber - 1) * page.pageSize),
        db
          .select({ total: sql<number>`count(distinct ${orderLines.orderId})::int` })
          .from(orderLines)
          .where(eq(orderLines.campaignId, row.id)),
      ]);
      if (!ids.length) return { items: [], total: count?.total ?? 0 };
      const [heads, lines] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(
            inArray(
              orders.id,
              ids.map((o) => o.id),
            ),
          ),
        db
          .select()
          .from(orderLines)
          .where(
            and(
              inArray(
                orderLines.orderId,
                ids.map((o) => o.id),
              ),
              eq(orderLines.campaignId, row.id),
            ),
          ),
      ]);
      return {
        items: ids.map(({ id: orderId }) => {
          const order = heads.find((o) => o.id === orderId)!;
          const own = lines.filter((l) => l.orderId === orderId);
          return {
            orderId,
            orderNumber: orderNumber(Number(order.number)),
            buyerName: order.buyerName,
            placedAt: order.placedAt.toISOString(),
            status: order.status,
            lines: own.map((l) => ({
              productName: l.productName,
              packageLabel: l.packageLabel,
              quantity: l.quantity,
              listUnitPriceMinor: Number(l.listUnitPriceMinor ?? l.unitPriceMinor),
              unitPriceMinor: Number(l.unitPriceMinor),
              discountMinor: Number(l.discountMinor),
            })),
            discountMinor: own.reduce((sum, l) => sum + Number(l.discountMinor), 0),
            revenueMinor: own.reduce((sum, l) => sum + Number(l.lineTotalMinor), 0),
          };
        }),
        total: count?.total ?? 0,
      };
    },

    /** Views of its products, orders, revenue and discount, by day, over the last `days` days. */
    async stats(member: Member, id: string, days: number): Promise<CampaignStats> {
      const row = await ownCampaign(db, member, id);
      // Days are Lagos days, as the orders and views are counted: at 23:30 UTC it is already tomorrow there.
      const since = periodStart(marketToday(clock()), days);
      const [views, sales] = await Promise.all([
        rowsOf<{ day: string; views: number }>(
          await db.execute(sql`select v.day::text as day, sum(v.views)::int as views from product_views v
            join campaign_products cp on cp.product_id = v.product_id and cp.campaign_id = ${row.id}
            where v.day >= ${since}::date and v.day >= (${row.startsAt.toISOString()}::timestamptz at time zone 'Africa/Lagos')::date
            group by 1`),
        ),
        rowsOf<{ day: string; orders: number; revenue: string; discount: string }>(
          await db.execute(sql`select (o.placed_at at time zone 'Africa/Lagos')::date::text as day, count(distinct o.id)::int as orders,
              sum(l.line_total_minor)::text as revenue, sum(l.discount_minor)::text as discount
            from order_lines l join orders o on o.id = l.order_id
            where l.campaign_id = ${row.id} and o.status <> 'cancelled' and (o.placed_at at time zone 'Africa/Lagos')::date >= ${since}::date
            group by 1`),
        ),
      ]);
      const daily = Array.from({ length: days }, (_, i) => {
        const day = new Date(new Date(`${since}T00:00:00Z`).getTime() + i * 86_400_000).toISOString().slice(0, 10);
        const v = views.find((r) => r.day === day);
        const s = sales.find((r) => r.day === day);
        return {
          day,
          views: v?.views ?? 0,
          orders: s?.orders ?? 0,
          revenueMinor: Number(s?.revenue ?? 0),
          discountMinor: Number(s?.discount ?? 0),
        };
      });
      const total = (key: 'views' | 'orders' | 'revenueMinor' | 'discountMinor') => daily.reduce((sum, d) => sum + d[key], 0);
      const totalViews = total('views');
      return {
        views: totalViews,
        orders: total('orders'),
        revenueMinor: total('revenueMinor'),
        discountMinor: total('discountMinor'),
        conversionPercent: totalViews ? Math.round((total('orders') / totalViews) * 1000) / 10 : 0,
        daily,
      };
    },
  };
}
