/**
 * Verification's public entry: identity checks that raise a wallet's tier, and the name rule (name-match.ts).
 */
export { verificationModule } from './module.ts';
export { namesMatch, verifiedKind } from './name-match.ts';
export { createVerification, type VerificationService } from './verification.ts';
