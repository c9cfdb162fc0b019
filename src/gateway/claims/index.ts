/**
 * Claims' public entry (docs/decisions/042-claims-and-settlement-window.md): the buyer's claims on
 * delivered orders and the seller's answer, the port that holds an order's settlement while a claim
 * is open (wired into commerce by registry.ts), and the console's queue (`createClaimReview`).
 */
export type { ClaimDeps } from './claim-steps.ts';
export { type Claims, createClaims, openClaimHolds } from './claims.ts';
export { claimsModule } from './module.ts';
export { type ClaimReview, createClaimReview } from './review.ts';
