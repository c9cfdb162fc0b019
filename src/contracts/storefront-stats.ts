/**
 * The storefront home's numbers (GET /v1/storefront/stats) and charts (GET /v1/storefront/charts),
 * and the product-page beacon that counts views (POST /v1/marketplace/product-view). Days are
 * calendar days in the marketplace's time zone (MARKET_TIME_ZONE); a period of N days ends today.
 */
import { z } from 'zod';
import { decimalInput, optional, wholeNumber } from './paging.ts';
export * from './stats-periods.ts';
import { STATS_PERIODS, type StatsPeriod } from './stats-periods.ts';

const period = optional(
  decimalInput(
    z
      .number({ error: 'must be 7, 30 or 90' })
      .refine((n): n is StatsPeriod => (STATS_PERIODS as readonly number[]).includes(n), { error: 'must be 7, 30 or 90' })
      .meta({ enum: [...STATS_PERIODS] }),
  ),
).default(30);

export const statsQuery = z.object({ Days: period });

export const storefrontStats = z.object({
  days: z.number().int(),
  /** Orders placed in the period, cancelled ones included. */
  orders: z.number().int(),
  /** Subtotals of the period's orders that are not cancelled. */
  revenueMinor: z.number().int(),
  currency: z.string(),
  /** Waiting for the seller now: open quotes, pending or approved (not yet shipped) samples, pending documents. */
  openRequests: z.number().int(),
  /** Views of the storefront's product pages in the period. */
  productViews: z.number().int(),
  /** Published products now. */
  products: z.number().int(),
});
export type StorefrontStats = z.infer<typeof storefrontStats>;

export const chartPoint = z.object({
  /** "yyyy-MM-dd". */
  day: z.string(),
  orders: z.number().int(),
  revenueMinor: z.number().int(),
});
export type ChartPoint = z.infer<typeof chartPoint>;

/** One point per day of the period, oldest first, days without orders at zero. */
export const storefrontCharts = z.object({
  days: z.number().int(),
  currency: z.string(),
  series: z.array(chartPoint),
});
export type StorefrontCharts = z.infer<typeof storefrontCharts>;

/** Sent by the product page with navigator.sendBeacon; public. */
export const productViewBody = z.object({ productId: wholeNumber(1) });
