/**
 * The search is the address: filters, sort and page are read from it (so Back, Forward and a shared
 * link show the same results) and every change is a new address, through the shared location store.
 */
import { useCallback, useMemo } from 'react';
import { readSearchState, type SearchState, writeSearchState } from '../../lib/search-params.ts';
import { navigate, useLocation } from '../shared/data/location.ts';

export function useSearchState() {
  const { pathname, search } = useLocation();
  const state = useMemo(() => readSearchState(new URLSearchParams(search)), [search]);
  // Pre-rendered and while hydrating, the page is drawn for no address (location.ts); searching
  // then would send a search without the query first, and the page's own search right after it.
  const addressKnown = pathname !== '';

  /** Applies a change: new filters start again at page 1. */
  const update = useCallback((change: Partial<SearchState>) => {
    const current = readSearchState(new URLSearchParams(location.search));
    const query = writeSearchState({ ...current, page: 1, ...change }).toString();
    navigate(query ? `${location.pathname}?${query}` : location.pathname);
  }, []);

  return { state, update, addressKnown };
}
