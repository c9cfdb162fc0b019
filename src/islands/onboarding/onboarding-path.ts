/**
 * Onboarding spans pages: the first step's choice waits in sessionStorage for the second, and
 * every step carries redirected_from, so the person ends up where they were going.
 */
import type { BusinessUserType } from '../../contracts/account.ts';
import { safeRedirect } from '../../lib/login-address.ts';
import type { AccountChoice } from './api.ts';

const CHOICE_KEY = 'onboarding-choice';

export const returnTo = () => safeRedirect(new URLSearchParams(location.search).get('redirected_from'));
export const withReturn = (path: string) => `${path}?redirected_from=${encodeURIComponent(returnTo())}`;

export function saveChoice(choice: AccountChoice): void {
  sessionStorage.setItem(CHOICE_KEY, JSON.stringify(choice));
}

export function savedBusinessType(): BusinessUserType | undefined {
  const saved = JSON.parse(sessionStorage.getItem(CHOICE_KEY) ?? 'null') as Partial<AccountChoice> | null;
  return saved?.businessUserType;
}

export function forgetChoice(): void {
  sessionStorage.removeItem(CHOICE_KEY);
}
