/**
 * "Guarded" auth pages (spec §2): a signed-in person is sent on to redirected_from or the
 * dashboard. Pages opened from an emailed link (reset, invitation, confirmation) are not guarded:
 * the link may be meant for another account than the one signed in on this browser.
 */
import { useEffect } from 'react';
import { $loggedUser } from '../../lib/session.ts';
import { addressAfterSignIn } from './after-sign-in.ts';

export function useGuestOnly(): void {
  useEffect(() => {
    const user = $loggedUser.get();
    if (user) location.replace(addressAfterSignIn(user, new URLSearchParams(location.search).get('redirected_from')));
  }, []);
}
