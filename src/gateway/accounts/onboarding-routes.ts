/** Spec §7 "onboarding": what a new user tells us after the first sign-in. */
import { onboardingBody, profile } from '../../contracts/account.ts';
import { envelope } from '../../contracts/envelope.ts';
import { currentUser } from '../platform/http/access.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { AccountsService } from './accounts.ts';

export const onboardingRoutes: Routes<{ accounts: AccountsService }> = async (app, { services }) => {
  app.post(
    '/v1/onboarding/complete',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Onboarding'],
        summary: 'Finish onboarding: account kind, buyer or seller, company',
        body: onboardingBody,
        response: { 200: envelope(profile) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await services.accounts.completeOnboarding(userId, request.body);
      return ok(await services.accounts.profile(userId), 'Your account is ready.');
    },
  );
};
