/**
 * Sellers' price campaigns (docs/decisions/019-campaigns.md): the campaign, its products, and what
 * each buyer bought at its price (for the cap per buyer). Order lines keep the campaign and the
 * discount they got (commerce.ts). Budgets and caps move by conditional updates only.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kobo, now } from './columns.ts';
import { users } from './accounts.ts';
import { products, suppliers } from './catalog.ts';
import type { DiscountKind } from '../../../contracts/campaigns.ts';

/** What the seller set: live (runs between its dates), paused, or ended early. */
export type CampaignState = 'live' | 'paused' | 'ended';

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    name: text('name').notNull(),
    discountKind: text('discount_kind').$type<DiscountKind>().notNull(),
    discountValue: integer('discount_value').notNull(),
    floorMinor: kobo('floor_minor'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    budgetMinor: kobo('budget_minor'),
    spentMinor: kobo('spent_minor').notNull().default(0),
    perBuyerCap: integer('per_buyer_cap'),
    state: text('state').$type<CampaignState>().notNull().default('live'),
    /** The status the published site last showed; the job republishes when it changes. */
    publishedStatus: text('published_status'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('campaigns_supplier_idx').on(t.supplierId, t.createdAt),
    index('campaigns_running_idx').on(t.state, t.startsAt, t.endsAt),
    check('campaigns_dates', sql`${t.endsAt} > ${t.startsAt}`),
    check('campaigns_kind', sql`${t.discountKind} in ('percent', 'amount')`),
    check('campaigns_value', sql`${t.discountValue} > 0 and (${t.discountKind} <> 'percent' or ${t.discountValue} <= 9000)`),
    // The budget is never exceeded: the database refuses what a bug might try.
    check('campaigns_spent', sql`${t.spentMinor} >= 0 and (${t.budgetMinor} is null or ${t.spentMinor} <= ${t.budgetMinor})`),
  ],
);
export type Campaign = typeof campaigns.$inferSelect;

export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.productId] }), index('campaign_products_product_idx').on(t.productId)],
);

/** Packages a buyer (a company, or a person: `u:<id>`) bought at a campaign's price. */
export const campaignBuyers = pgTable(
  'campaign_buyers',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    buyerKey: text('buyer_key').notNull(),
    packages: integer('packages').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.buyerKey] }), check('campaign_buyers_packages', sql`${t.packages} >= 0`)],
);
