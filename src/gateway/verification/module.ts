/** Verification tiers: the wallet's verification endpoints, and the identity provider asked again when it could not answer. */
import { queueSettings } from '../platform/jobs/catalog.ts';
import { type GatewayModule, job } from '../platform/http/module.ts';
import type { VerificationService } from './verification.ts';
import { verificationRoutes } from './verification-routes.ts';

export const verificationModule: GatewayModule<{ verification: VerificationService }> = {
  name: 'verification',
  routes: [verificationRoutes],
  jobs: ({ services }) => [
    // Its last attempt closes a submission the provider never answered, so nobody waits for ever.
    job('verification.check', ({ verificationId }, attempt) =>
      services.verification.recheck(verificationId, attempt.retryCount >= queueSettings['verification.check'].retryLimit),
    ),
  ],
};
