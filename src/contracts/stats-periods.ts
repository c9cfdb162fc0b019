/**
 * The periods a seller's statistics cover, in days, without the schemas: storefront-stats.ts builds
 * its query from them, and the storefront's overview reads them from here without loading zod.
 */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
