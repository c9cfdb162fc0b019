/** Where a person goes once signed in: onboarding until it is done, else back where they were. */
import type { LoggedUser } from '../../contracts/account.ts';
import { safeRedirect } from '../../lib/login-address.ts';

export function addressAfterSignIn(user: LoggedUser, redirectedFrom: string | null): string {
  const back = safeRedirect(redirectedFrom);
  if (!user.onboarded) return `/onboarding/account?redirected_from=${encodeURIComponent(back)}`;
  return back;
}
