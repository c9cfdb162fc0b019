/** Onboarding's one call, finishing it, and the two forms' schemas (from the contract's fields). */
import type { z } from 'zod';
import { onboardingBody, type Profile } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { api } from '../../lib/api-client.ts';

/** The first step: what kind of account, and whether the person buys, sells or both. */
export const accountChoiceForm = onboardingBody.pick({ accountType: true, businessUserType: true });
export type AccountChoice = z.infer<typeof accountChoiceForm>;

const details = onboardingBody.pick({ companyName: true, country: true, phone: true });

/** The second step. A company name is asked for when the account did not register one. */
export function detailsForm(companyNameRequired: boolean) {
  return details.superRefine(({ companyName }, ctx) => {
    if (companyNameRequired && !companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'is required' });
    else if (companyName && companyName.length < 2)
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'must be at least 2 characters' });
  });
}

/** The profile as it now stands (onboarded). */
export async function completeOnboarding(body: z.input<typeof onboardingBody>): Promise<Profile> {
  return (await api<Envelope<Profile>>('/v1/onboarding/complete', { method: 'POST', body })).data;
}
