/**
 * Sellers' campaigns (docs/decisions/019-campaigns.md): create, change, pause, resume, end, and the
 * products to choose from. Its status and how the site learns of it: campaign-publishing.ts; the
 * checks a request passes: campaign-checks.ts; the orders that used one and its statistics:
 * campaign-reports.ts; a purchase's use of its budget: budget-check.ts.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { CampaignBody, CampaignStatus, CampaignUpdateBody, CampaignView } from '../../contracts/campaigns.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { type Campaign, campaignProducts, campaigns } from '../db/schema/campaigns.ts';
import { products } from '../db/schema/catalog.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError } from '../platform/errors.ts';
import { storefrontOf } from '../platform/parties/parties.ts';
import { assertPricesStayPositive, checkDates, ownCampaign, sellersProducts } from './campaign-checks.ts';
import { markProductsChanged, publishStatus, publishStatusChanges, statusOf } from './campaign-publishing.ts';
import { createCampaignReports } from './campaign-reports.ts';
import { campaignView } from './campaign-view.ts';
import { deals } from './deals.ts';

export function createCampaigns(deps: { db: Db; clock: () => Date }) {
  const { db } = deps;
  const view = (row: Campaign) => campaignView(db, row, deps.clock());

  /** Moves a campaign's state by one conditional update, then publishes what changed. */
  async function setState(
    member: Member,
    id: string,
    from: Campaign['state'][],
    to: Campaign['state'],
    refuse: string,
  ): Promise<CampaignView> {
    const row = await ownCampaign(db, member, id);
    const now = deps.clock();
    if (statusOf(row, now) === 'ended') throw new HttpError(409, 'This campaign has ended.');
    const after = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(campaigns)
        .set({ state: to, updatedAt: now, ...(to === 'ended' ? { endsAt: now < row.startsAt ? row.endsAt : now } : {}) })
        .where(and(eq(campaigns.id, row.id), inArray(campaigns.state, from)))
        .returning();
      if (!moved) throw new HttpError(409, refuse);
      await publishStatus(tx, moved, deps.clock);
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

    get: async (member: Member, id: string) => view(await ownCampaign(db, member, id)),

    async create(member: Member, body: CampaignBody): Promise<CampaignView> {
      const supplierId = await storefrontOf(db, member);
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      checkDates(deps.clock(), startsAt, endsAt, true);
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
        await publishStatus(tx, inserted!, deps.clock);
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
      const row = await ownCampaign(db, member, id);
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
      checkDates(deps.clock(), startsAt, endsAt, body.startsAt !== undefined);
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
        await publishStatus(tx, { ...changed, publishedStatus: null }, deps.clock);
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

    ...createCampaignReports(db, deps.clock),
    deals: (limit: number) => deals(db, limit),
    /** The `campaigns.tick` job (campaign-publishing.ts). */
    tick: () => publishStatusChanges(db, deps.clock),
  };
}

export type CampaignsService = ReturnType<typeof createCampaigns>;
