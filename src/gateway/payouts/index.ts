/**
 * Payouts' public entry: banks, beneficiary accounts, payouts to them and the provider's transfer events.
 */
export { payoutsModule } from './module.ts';
export { createPayouts, DEFAULT_PAYOUT_SETTINGS, payoutReference, type PayoutSettings, type PayoutsService } from './payouts.ts';
