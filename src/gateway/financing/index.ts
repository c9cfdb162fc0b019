/**
 * Financing's public entry: requests, offers and lines, the money they move (money.ts) and the console's review (review.ts).
 */
export { createFinancing } from './financing.ts';
export { financingModule } from './module.ts';
export type { FinancingMoney } from './money.ts';
export { createFinancingReview, type FinancingReview } from './review.ts';
export { DEFAULT_FINANCING_SETTINGS, type FinancingSettings } from './state.ts';
