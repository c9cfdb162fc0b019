/** Checkout's pages are a buyer's own: a signed-out visitor goes to sign in first and comes back here (spec §2). */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { loginAddress } from '../../lib/login-address.ts';
import { $loggedUser } from '../../lib/session.ts';

/** The signed-in user, or null while the page sends a signed-out visitor to sign in and back to `returnTo`. */
export function useSignedIn(returnTo: () => string) {
  const user = useStore($loggedUser);
  // Once, on arrival: a session that ends later is handled by whoever ended it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on arrival only, by design
  useEffect(() => {
    if (!$loggedUser.get()) location.replace(loginAddress({ redirectedFrom: returnTo() }));
  }, []);
  return user;
}
