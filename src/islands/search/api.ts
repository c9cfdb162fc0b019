/**
 * The search page's calls: the results, and saving a search.
 */
import type { Envelope, PagedEnvelope } from '../../contracts/envelope.ts';
import type { ProductSearchFilters, ProductSummary } from '../../contracts/products.ts';
import type { CreateSavedSearchBody, SavedSearch } from '../../contracts/saved-searches.ts';
import { api } from '../../lib/api-client.ts';
import { type SearchState, toSearchFilters, writeSearchState } from '../../lib/search-params.ts';
import { queryKey } from '../shared/data/use-query.ts';

/** One key per address: the same search (Back, a shared link) shows its answer at once. */
export const resultsKey = (state: SearchState) => queryKey('marketplace/products', Object.fromEntries(writeSearchState(state)));

export function searchProducts(filters: ProductSearchFilters, signal: AbortSignal): Promise<PagedEnvelope<ProductSummary>> {
  return api<PagedEnvelope<ProductSummary>>('/v2/marketplace/products', { method: 'POST', body: filters, signal });
}

export const loadResults = (state: SearchState) => (signal: AbortSignal) => searchProducts(toSearchFilters(state), signal);

export async function createSavedSearch(body: CreateSavedSearchBody): Promise<SavedSearch> {
  return (await api<Envelope<SavedSearch>>('/v1/savedsearches/create', { method: 'POST', body })).data;
}
