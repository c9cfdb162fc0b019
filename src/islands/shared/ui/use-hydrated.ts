/**
 * False while a pre-rendered island hydrates, true after. What only the browser knows (the address's
 * query, the session cookie) is read once this is true, so hydration renders exactly the pre-rendered
 * HTML: a mismatch makes React throw the page's markup away, and the page reports it as a fault.
 */
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
