/**
 * Campaigns (docs/decisions/019-campaigns.md): a seller's price promotion on some of its published
 * products, for a time, optionally with a budget (the total discount it may give) and a cap per
 * buyer (packages one buyer may buy at the campaign price). The gateway prices carts and checkout
 * with the campaign in force at the moment of purchase; order lines keep the campaign and the
 * discount. Amounts are integer kobo; a percentage discount is in basis points.
 *
 * Routes (all under /api; sellers: the `sell` permission and a storefront):
 *   GET  /v1/campaigns?PageNumber&PageSize&status    → paged CampaignView
 *   POST /v1/campaigns (CampaignBody)                → CampaignView
 *   GET  /v1/campaigns/{id}                          → CampaignView
 *   PUT  /v1/campaigns/{id} (CampaignUpdateBody)     → CampaignView (a running campaign's discount cannot change: 409)
 *   POST /v1/campaigns/{id}/pause | /resume | /end   → CampaignView (a scheduled or running campaign pauses;
 *        a paused one resumes; any not ended ends)
 *   GET  /v1/campaigns/{id}/transactions?PageNumber&PageSize → paged CampaignTransaction (every order that
 *        used it, cancelled ones too; totals without the cancelled are the CampaignView's orders and revenue)
 *   GET  /v1/campaigns/{id}/transactions.csv         → text/csv
 *   GET  /v1/campaigns/{id}/stats?days               → CampaignStats
 *   GET  /v1/campaigns/products?search               → the seller's published products to choose from (CampaignProductOption)
 * Public:
 *   GET  /v1/marketplace/deals?Limit                 → ProductSummary[] with a sale price (the home page's Deals strip)
 *   Product details, summaries, search results and priced carts carry the sale price (see products.ts
 *   `sale`, `salePriceFromMinor`, `saleEndsAt`; commerce.ts `listUnitPriceMinor`, `campaign`).
 */
import { z } from 'zod';
import { trimmedAtLeast } from './text-fields.ts';
import { optional, pagingQuery, wholeNumber } from './paging.ts';
export * from './campaign-statuses.ts';
import { CAMPAIGN_STATUSES } from './campaign-statuses.ts';

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
/** Percentages from 1 % to 90 %, in basis points. */
export const MAX_PERCENT_BPS = 9000;
export const MAX_CAMPAIGN_PRODUCTS = 50;

/**
 * The campaign price of one package: the list price less the discount (a percentage rounded half
 * up to the kobo, or a fixed amount), never below the seller's floor, never below one kobo. Null
 * when the discount would take the price to zero or below: the gateway then refuses the campaign
 * (400 naming the package) rather than leave that package out.
 */
export function campaignPrice(
  listMinor: number,
  discount: { kind: DiscountKind; value: number; floorMinor: number | null },
): number | null {
  const off = discount.kind === 'percent' ? Number((BigInt(listMinor) * BigInt(discount.value) + 5000n) / 10000n) : discount.value;
  const price = listMinor - off;
  if (price <= 0) return null;
  return Math.min(listMinor, Math.max(price, discount.floorMinor ?? 1));
}

const name = z.string({ error: 'is required' }).trim().min(3, { error: 'must be at least 3 characters' }).max(120).meta(trimmedAtLeast(3));
const instant = z.iso.datetime({ offset: true, error: 'must be a date and time' });

export const campaignBody = z.object({
  name,
  productIds: z
    .array(wholeNumber(1, 2_147_483_647), { error: 'choose at least one product' })
    .min(1, { error: 'choose at least one product' })
    .max(MAX_CAMPAIGN_PRODUCTS, { error: `at most ${MAX_CAMPAIGN_PRODUCTS} products` }),
  discountKind: z.enum(DISCOUNT_KINDS, { error: 'must be percent or amount' }),
  /** Basis points (1000 = 10 %) for percent; kobo off each package for amount. */
  discountValue: z
    .number({ error: 'is required' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be more than zero' })
    .max(2_147_483_647, { error: 'is too large' }),
  /** No package is sold below this (kobo), whatever the discount. */
  floorMinor: z.number().int().min(1).nullable().optional(),
  startsAt: instant,
  endsAt: instant,
  /** The most discount the campaign may give in all (kobo). */
  budgetMinor: z.number().int().min(1).nullable().optional(),
  /** The most packages one buyer (a company, or a person) may buy at the campaign price. */
  perBuyerCap: z.number().int().min(1).max(100_000).nullable().optional(),
});
export type CampaignBody = z.infer<typeof campaignBody>;

/**
 * A change: name, end, budget, cap and products any time; discount, floor and start only before it
 * starts. A field left out stays as it is; null removes an optional limit (floor, budget, cap).
 */
export const campaignUpdateBody = campaignBody.partial();
export type CampaignUpdateBody = z.infer<typeof campaignUpdateBody>;

export const campaignsQuery = pagingQuery.extend({ status: optional(z.enum(CAMPAIGN_STATUSES)) });
export const campaignProductsQuery = z.object({ search: optional(z.string().trim().max(100)) });

export const campaignProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  /** Its packages: list price and the campaign price (null: not discounted, the discount would be too deep). */
  packages: z.array(
    z.object({ id: z.number().int(), label: z.string(), listMinor: z.number().int(), saleMinor: z.number().int().nullable() }),
  ),
});

export const campaignView = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  discountKind: z.enum(DISCOUNT_KINDS),
  discountValue: z.number().int(),
  floorMinor: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  budgetMinor: z.number().int().nullable(),
  spentMinor: z.number().int(),
  perBuyerCap: z.number().int().nullable(),
  products: z.array(campaignProduct),
  orders: z.number().int(),
  revenueMinor: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignView = z.infer<typeof campaignView>;

export const campaignProductOption = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  priceFromMinor: z.number().int().nullable(),
  /** Another campaign of the seller's on it now or later, by name. */
  inCampaign: z.string().nullable(),
});

export const campaignTransaction = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  buyerName: z.string(),
  placedAt: z.string(),
  status: z.string(),
  lines: z.array(
    z.object({
      productName: z.string(),
      packageLabel: z.string(),
      quantity: z.number().int(),
      listUnitPriceMinor: z.number().int(),
      unitPriceMinor: z.number().int(),
      discountMinor: z.number().int(),
    }),
  ),
  discountMinor: z.number().int(),
  revenueMinor: z.number().int(),
});
export type CampaignTransaction = z.infer<typeof campaignTransaction>;

export const campaignStats = z.object({
  views: z.number().int(),
  orders: z.number().int(),
  revenueMinor: z.number().int(),
  discountMinor: z.number().int(),
  /** Orders per 100 views of its products while it ran, one decimal. */
  conversionPercent: z.number(),
  daily: z.array(
    z.object({
      day: z.string(),
      views: z.number().int(),
      orders: z.number().int(),
      revenueMinor: z.number().int(),
      discountMinor: z.number().int(),
    }),
  ),
});
export type CampaignStats = z.infer<typeof campaignStats>;

export const statsQuery = z.object({ days: optional(wholeNumber(1, 365)).default(30) });

/** What a product or package shows while a campaign runs (defined with the products it belongs to). */
export { type SaleInfo, saleInfo } from './products.ts';
