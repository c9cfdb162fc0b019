/**
 * The search is the address: filters, sort and page are read from it (so Back, Forward and a shared
 * link show the same results) and every change is a new address, through the shared location store.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readSearchState, type SearchState, writeSearchState } from '../../lib/search-params.ts';
import { $location, navigate, type Place } from '../shared/location.ts';

const PRE_RENDERED: Place = { pathname: '/search', search: '' };

/**
 * useLocation, but safe where the page is pre-rendered: reading `$location` starts its popstate
 * listener, which the build (no window) cannot do. The pre-render and hydration show the plain
 * search; the address's search follows at once.
 */
function useSearchAddress(): Place {
  return useSyncExternalStore(
    (changed) => $location.listen(changed),
    () => $location.get(),
    () => PRE_RENDERED,
  );
}

export function useSearchState() {
  const { search } = useSearchAddress();
  const state = useMemo(() => readSearchState(new URLSearchParams(search)), [search]);

  /** Applies a change: new filters start again at page 1. */
  const update = useCallback((change: Partial<SearchState>) => {
    const current = readSearchState(new URLSearchParams(location.search));
    const query = writeSearchState({ ...current, page: 1, ...change }).toString();
    navigate(query ? `${location.pathname}?${query}` : location.pathname);
  }, []);

  return { state, update };
}
