/**
 * Where the browser is, as one store for every island: one `popstate` listener for the whole page,
 * and one `navigate` that moves without a reload. The dashboard routes on `$location.pathname`,
 * areas keep their view in `$location.search` (see use-url-state.ts).
 */
import { useSyncExternalStore } from 'react';
import { atom, onMount } from 'nanostores';

export interface Place {
  pathname: string;
  search: string;
}

const here = (): Place =>
  typeof location === 'undefined' ? { pathname: '', search: '' } : { pathname: location.pathname, search: location.search };

export const $location = atom<Place>(here());

/** Reads the address again; a store update only when it changed, so subscribers do not re-render for nothing. */
function sync(): void {
  const next = here();
  const current = $location.get();
  if (next.pathname !== current.pathname || next.search !== current.search) $location.set(next);
}

onMount($location, () => {
  // Pre-rendering reads the store on the server, where there is no address to follow.
  if (typeof window === 'undefined') return;
  sync();
  addEventListener('popstate', sync);
  return () => removeEventListener('popstate', sync);
});

/** Moves to `to` (a path with its query) on the client; `replace` keeps Back from returning to the old address. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === `${location.pathname}${location.search}`) return;
  if (options.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  sync();
}

/** Pre-rendered HTML (and so the first render while hydrating) is drawn for no particular address. */
const PRE_RENDERED: Place = { pathname: '', search: '' };

/** The address, for components: the plain page while pre-rendered and hydrating, then the real one. */
export function useLocation(): Place {
  return useSyncExternalStore(
    (changed) => $location.listen(changed),
    $location.get,
    () => PRE_RENDERED,
  );
}
