/**
 * Financing's public entry: requests (applications.ts), offers accepted or declined and lines used
 * (offers.ts), the /finance page (overview.ts), the money they move (money.ts, collections.ts) and
 * the console's review (review.ts), all reached through createFinancing and createFinancingReview.
 */
export { createFinancing } from './financing.ts';
export { financingModule } from './module.ts';
export type { FinancingMoney } from './money.ts';
export { createFinancingReview, type FinancingReview } from './review.ts';
export { DEFAULT_FINANCING_SETTINGS, type FinancingSettings } from './state.ts';
