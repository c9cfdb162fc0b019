/**
 * Payouts' public entry: banks, beneficiary accounts, sending payouts to them and the provider's
 * transfer events (payouts.ts), and the console's queues of bank accounts and payouts (review.ts).
 */
export { payoutsModule } from './module.ts';
export { createPayouts, type PayoutsService } from './payouts.ts';
export { DEFAULT_PAYOUT_SETTINGS, payoutReference, type PayoutSettings } from './payout-state.ts';
export { createPayoutReview, type PayoutReview } from './review.ts';
