/**
 * Requests for quotation's public entry (docs/decisions/041-requests-for-quotation.md): one request
 * to many storefronts, offers per line, the comparison and the award into orders.
 */
export { createRfqAward, type RfqAward } from './award.ts';
export { createRfqCompare } from './compare.ts';
export { createRfqOffers, type RfqOffers } from './offers.ts';
export { rfqModule } from './module.ts';
export type { SearchProducts } from './recipients.ts';
export { createRfqs, type RfqDeps, type Rfqs } from './rfqs.ts';
