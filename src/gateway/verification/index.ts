/**
 * Verification's public entry: identity checks that raise a wallet's tier (verification.ts), the
 * console's queue and approval of business verifications (review.ts), the words a submission reads
 * in (summary.ts), and the name rule (name-match.ts).
 */
export { verificationModule } from './module.ts';
export { namesMatch, verifiedKind } from './name-match.ts';
export { createVerificationReview, type VerificationReview } from './review.ts';
export { createVerification, type VerificationService } from './verification.ts';
