/**
 * Sellers' campaigns (docs/decisions/019-campaigns.md): create, change, pause, resume, end; the
 * orders that used one, its statistics and CSV; and the `campaigns.tick` job that publishes status
 * changes that come with time (a start, an end) or a spent budget, so the site shows them.
 * The status is derived: ended (by the seller, or its end passed), exhausted (budget spent),
 * paused, scheduled (not started), else active.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  type CampaignBody,
  type CampaignStats,
  type CampaignStatus,
  type CampaignTransaction,
  type CampaignUpdateBody,
  type CampaignView,
  campaignPrice,
  MAX_PERCENT_BPS,
} from '../../contracts/campaigns.ts';
import { orderNumber } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import { isUuid } from '../../contracts/ids.ts';
import type { ProductSummary } from '../../contracts/products.ts';
import { productPath } from '../../contracts/urls.ts';
import type { Db } from '../db/client.ts';
import { orderLines, orders } from '../db/schema/commerce.ts';
import { type Campaign, campaignProducts, campaigns } from '../db/schema/campaigns.ts';
import { markets, packages, products } from '../db/schema/catalog.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { marketToday } from '../../contracts/requests.ts';
import { periodStart } from '../platform/time.ts';
import { bumpCatalogVersion, selectSummaries, toSummary } from '../catalog/index.ts';
import type { Member } from '../platform/auth/members.ts';
import { storefrontOf } from '../platform/parties/parties.ts';
import { rowsOf } from '../db/rows.ts';

export function statusOf(row: Pick<Campaign, 'state' | 'startsAt' | 'endsAt' | 'budgetMinor' | 'spentMinor'>, now: Date): CampaignStatus {
  if (row.state === 'ended' || row.endsAt <= now) return 'ended';
  if (row.budgetMinor !== null && row.spentMinor >= row.budgetMinor) return 'exhausted';
  if (row.state === 'paused') return 'paused';
  if (row.startsAt > now) return 'scheduled';
  return 'active';
}

export function createCampaigns(deps: { db: Db; clock: () => Date }) {
  const { db } = deps;

  async function own(member: Member, id: string, handle: Db = db): Promise<Campaign> {
    const supplierId = await storefrontOf(handle, member);
    if (!isUuid(id)) throw notFound('No such campaign.');
    const [row] = await handle
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id.toLowerCase()), eq(campaigns.supplierId, supplierId)));
    if (!row) throw notFound('No such campaign.');
    return row;
  }

  /**
   * Publishes a campaign's status when it differs from what the site shows: the catalog version
   * moves, so the site rebuilds and every gateway's cached answers are read again.
   */
  async function publish(tx: Db, row: Campaign): Promise<void> {
    const status = statusOf(row, deps.clock());
    if (row.publishedStatus === status) return;
    await tx.update(campaigns).set({ publishedStatus: status }).where(eq(campaigns.id, row.id));
    // Its products' prices change on the site.
    await markProductsChanged(tx, row.id);
    await bumpCatalogVersion(tx);
  }

  /** The seller's published products among `ids`, with their packages; 404 naming one that is not. */
  async function sellersProducts(handle: Db, supplierId: number, ids: number[]) {
    const found = await handle
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.supplierId, supplierId), eq(products.status, 'published')));
    const missing = ids.filter((id) => !found.some((p) => p.id === id));
    if (missing.length)
      throw new HttpError(404, `Product ${missing[0]} is not one of your published products.`, {
        productIds: [`${missing.join(', ')} not among your published products`],
      });
    return found;
  }

  /** Refuses a discount that would bring a chosen package's price to zero or below, naming it. */
  async function assertPricesStayPositive(
    handle: Db,
    ids: number[],
    discount: { kind: Campaign['discountKind']; value: number; floorMinor: number | null },
  ) {
    if (discount.kind === 'percent' && discount.value > MAX_PERCENT_BPS)
      throw new HttpError(400, 'A percentage discount is at most 90 %.', { discountValue: ['must be at most 90 %'] });
    const rows = await handle
      .select({ productName: products.name, label: packages.label, price: packages.priceMinor })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(inArray(packages.productId, ids));
    const tooDeep = rows.find((r) => campaignPrice(Number(r.price), discount) === null);
    if (tooDeep)
      throw new HttpError(
        400,
        `The discount would bring ${tooDeep.productName}, ${tooDeep.label} (${formatMoney(Number(tooDeep.price))}) to zero or below.`,
        { discountValue: [`is more than the price of ${tooDeep.productName}, ${tooDeep.label}`] },
      );
  }

  function checkDates(startsAt: Date, endsAt: Date, checkStart: boolean) {
    const now = deps.clock();
    if (checkStart && startsAt.getTime() < now.getTime() - 5 * 60_000)
      throw new HttpError(400, 'A campaign cannot start in the past.', { startsAt: ['is in the past'] });
    if (endsAt <= startsAt) throw new HttpError(400, 'The end must come after the start.', { endsAt: ['must be after the start'] });
    if (endsAt <= now) throw new HttpError(400, 'The end is in the past.', { endsAt: ['is in the past'] });
  }

  async function view(row: Campaign): Promise<CampaignView> {
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
      status: statusOf(row, deps.clock()),
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

  /** Moves a campaign's state by one conditional update, then publishes what changed. */
  async function setState(
    member: Member,
    id: string,
    from: Campaign['state'][],
    to: Campaign['state'],
    refuse: string,
  ): Promise<CampaignView> {
    const row = await own(member, id);
    const now = deps.clock();
    if (statusOf(row, now) === 'ended') throw new HttpError(409, 'This campaign has ended.');
    const after = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(campaigns)
        .set({ state: to, updatedAt: now, ...(to === 'ended' ? { endsAt: now < row.startsAt ? row.endsAt : now } : {}) })
        .where(and(eq(campaigns.id, row.id), inArray(campaigns.state, from)))
        .returning();
      if (!moved) throw new HttpError(409, refuse);
      await publish(tx, moved);
      return moved;
    });
    return view(after);
  }

  return {
    statusOf,
    view,

    async list(member: Member, query: { pageNumber: number; pageSize: number; status?: CampaignStatus | undefined }) {
      const supplierId = await storefrontOf(db, member);
      const rows = await db.select().from(campaigns).where(eq(campaigns.supplierId, supplierId)).orderBy(desc(campaigns.createdAt));
      const now = deps.clock();
      const matching = query.status ? rows.filter((r) => statusOf(r, now) === query.status) : rows;
      const page = matching.slice((query.pageNumber - 1) * query.pageSize, query.pageNumber * query.pageSize);
      return { items: await Promise.all(page.map(view)), total: matching.length };
    },

    get: async (member: Member, id: string) => view(await own(member, id)),

    async create(member: Member, body: CampaignBody): Promise<CampaignView> {
      const supplierId = await storefrontOf(db, member);
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      checkDates(startsAt, endsAt, true);
      const ids = [...new Set(body.productIds)];
      await sellersProducts(db, supplierId, ids);
      await assertPricesStayPositive(db, ids, { kind: body.discountKind, value: body.discountValue, floorMinor: body.floorMinor ?? null });
      const id = uuidv7();
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(campaigns)
          .values({
            id,
            supplierId,
            name: body.name,
            discountKind: body.discountKind,
            discountValue: body.discountValue,
            floorMinor: body.floorMinor ?? null,
            startsAt,
            endsAt,
            budgetMinor: body.budgetMinor ?? null,
            perBuyerCap: body.perBuyerCap ?? null,
            createdBy: member.userId,
            createdAt: deps.clock(),
            updatedAt: deps.clock(),
          })
          .returning();
        await tx.insert(campaignProducts).values(ids.map((productId) => ({ campaignId: id, productId })));
        await publish(tx, inserted!);
        return inserted!;
      });
      return view(row);
    },

    /**
     * Name, end, budget, cap and products change any time; the discount, the floor and the start
     * only before it starts (a running campaign's price is what buyers were shown: end it and start
     * another to change it).
     */
    async update(member: Member, id: string, body: CampaignUpdateBody): Promise<CampaignView> {
      const row = await own(member, id);
      const now = deps.clock();
      const status = statusOf(row, now);
      if (status === 'ended') throw new HttpError(409, 'This campaign has ended; start a new one.');
      const pricing =
        (body.discountKind !== undefined && body.discountKind !== row.discountKind) ||
        (body.discountValue !== undefined && body.discountValue !== row.discountValue) ||
        (body.floorMinor !== undefined && (body.floorMinor ?? null) !== row.floorMinor) ||
        (body.startsAt !== undefined && new Date(body.startsAt).getTime() !== row.startsAt.getTime());
      if (pricing && row.startsAt <= now)
        throw new HttpError(
          409,
          'A campaign that has started keeps its discount, floor and start. End it and start a new one to change them.',
          {
            discountValue: ['cannot change once the campaign has started'],
          },
        );
      const startsAt = body.startsAt ? new Date(body.startsAt) : row.startsAt;
      const endsAt = body.endsAt ? new Date(body.endsAt) : row.endsAt;
      checkDates(startsAt, endsAt, body.startsAt !== undefined);
      if (body.budgetMinor != null && body.budgetMinor < row.spentMinor)
        throw new HttpError(400, `The budget cannot be below the ${formatMoney(row.spentMinor)} already given.`, {
          budgetMinor: [`must be at least ${formatMoney(row.spentMinor)}`],
        });
      const ids = body.productIds ? [...new Set(body.productIds)] : null;
      const discount = {
        kind: body.discountKind ?? row.discountKind,
        value: body.discountValue ?? row.discountValue,
        floorMinor: body.floorMinor === undefined ? row.floorMinor : (body.floorMinor ?? null),
      };
      if (ids) await sellersProducts(db, row.supplierId, ids);
      const chosen =
        ids ??
        (await db.select({ id: campaignProducts.productId }).from(campaignProducts).where(eq(campaignProducts.campaignId, row.id))).map(
          (p) => p.id,
        );
      await assertPricesStayPositive(db, chosen, discount);
      const after = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(campaigns)
          .set({
            name: body.name ?? row.name,
            discountKind: discount.kind,
            discountValue: discount.value,
            floorMinor: discount.floorMinor,
            startsAt,
            endsAt,
            budgetMinor: body.budgetMinor === undefined ? row.budgetMinor : (body.budgetMinor ?? null),
            perBuyerCap: body.perBuyerCap === undefined ? row.perBuyerCap : (body.perBuyerCap ?? null),
            updatedAt: now,
          })
          .where(
            and(
              eq(campaigns.id, row.id),
              eq(campaigns.updatedAt, row.updatedAt),
              // Purchases may have spent more since it was read: a budget below that is refused here too.
              body.budgetMinor != null ? sql`${campaigns.spentMinor} <= ${body.budgetMinor}` : undefined,
            ),
          )
          .returning();
        if (!changed)
          throw new HttpError(409, 'The campaign changed meanwhile (or buyers spent more of its budget). Reload it and try again.');
        if (ids) {
          // Products leaving the campaign lose its price on the site: marked changed like those in it.
          await markProductsChanged(tx, row.id);
          await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, row.id));
          await tx.insert(campaignProducts).values(ids.map((productId) => ({ campaignId: row.id, productId })));
        }
        // What the site shows may change even when the status does not (products, price, end).
        await tx.update(campaigns).set({ publishedStatus: null }).where(eq(campaigns.id, row.id));
        await publish(tx, { ...changed, publishedStatus: null });
        return changed;
      });
      return view(after);
    },

    pause: (member: Member, id: string) => setState(member, id, ['live'], 'paused', 'Only a running or scheduled campaign can be paused.'),
    resume: (member: Member, id: string) => setState(member, id, ['paused'], 'live', 'Only a paused campaign can be resumed.'),
    end: (member: Member, id: string) => setState(member, id, ['live', 'paused'], 'ended', 'This campaign has ended already.'),

    /** The seller's published products to choose from, with the campaign each is in now or later. */
    async productOptions(member: Member, search: string | undefined) {
      const supplierId = await storefrontOf(db, member);
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows = await db
        .select({ id: products.id, name: products.name, imageUrl: products.imageUrl, priceFromMinor: products.priceFromMinor })
        .from(products)
        .where(
          and(
            eq(products.supplierId, supplierId),
            eq(products.status, 'published'),
            pattern ? sql`${products.name} ilike ${pattern}` : undefined,
          ),
        )
        .orderBy(asc(products.name))
        .limit(100);
      const now = deps.clock();
      const inCampaign = rows.length
        ? await db
            .select({ productId: campaignProducts.productId, name: campaigns.name })
            .from(campaignProducts)
            .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
            .where(
              and(
                inArray(
                  campaignProducts.productId,
                  rows.map((r) => r.id),
                ),
                ne(campaigns.state, 'ended'),
                sql`${campaigns.endsAt} > ${now.toISOString()}::timestamptz`,
              ),
            )
        : [];
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        imageUrl: r.imageUrl,
        priceFromMinor: r.priceFromMinor === null ? null : Number(r.priceFromMinor),
        inCampaign: inCampaign.find((c) => c.productId === r.id)?.name ?? null,
      }));
    },

    /** The orders that used the campaign, newest first, with the discount each got. */
    async transactions(
      member: Member,
      id: string,
      page: { pageNumber: number; pageSize: number },
    ): Promise<{ items: CampaignTransaction[]; total: number }> {
      const row = await own(member, id);
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
      const row = await own(member, id);
      // Days are Lagos days, as the orders and views are counted: at 23:30 UTC it is already tomorrow there.
      const since = periodStart(marketToday(deps.clock()), days);
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

    /** The home page's Deals strip: products the public sees on sale, soonest-ending first. */
    async deals(limit: number): Promise<ProductSummary[]> {
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
    },

    /** The `campaigns.tick` job: campaigns whose status changed by time or budget since last published. */
    async tick(): Promise<number> {
      const now = deps.clock();
      const candidates = await db
        .select()
        .from(campaigns)
        .where(sql`${campaigns.publishedStatus} is distinct from 'ended' or ${campaigns.endsAt} > ${now.toISOString()}::timestamptz`);
      let published = 0;
      for (const row of candidates) {
        if (row.publishedStatus === statusOf(row, now)) continue;
        await db.transaction(async (tx) => {
          const [fresh] = await tx.select().from(campaigns).where(eq(campaigns.id, row.id)).for('update');
          if (fresh) await publish(tx, fresh);
        });
        published++;
      }
      return published;
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaigns>;
/**
 * Marks a campaign's products changed (migration 0013), so the catalog version the transaction
 * bumps stamps them and readers that follow changes (the search index, the site's publishing)
 * read their prices again.
 */
async function markProductsChanged(tx: Db, campaignId: string): Promise<void> {
  await tx
    .update(products)
    .set({ catalogVersion: -1 })
    .where(
      inArray(
        products.id,
        tx.select({ id: campaignProducts.productId }).from(campaignProducts).where(eq(campaignProducts.campaignId, campaignId)),
      ),
    );
}
