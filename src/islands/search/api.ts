/**
 * The search page's calls (the results, saving a search) and the schemas of its small forms
 * (the search bar, the price range, a saved search's name).
 */
import { z } from 'zod';
import type { Envelope, PagedEnvelope } from '../../contracts/envelope.ts';
import type { ProductSearchFilters, ProductSummary } from '../../contracts/products.ts';
import { type CreateSavedSearchBody, createSavedSearchBody, type SavedSearch } from '../../contracts/saved-searches.ts';
import { api } from '../../lib/api-client.ts';
import { type SearchState, toSearchFilters, writeSearchState } from '../../lib/search-params.ts';
import { queryKey } from '../shared/use-query.ts';

/** One key per address: the same search (Back, a shared link) shows its answer at once. */
export const resultsKey = (state: SearchState) => queryKey('marketplace/products', Object.fromEntries(writeSearchState(state)));

export function searchProducts(filters: ProductSearchFilters, signal: AbortSignal): Promise<PagedEnvelope<ProductSummary>> {
  return api<PagedEnvelope<ProductSummary>>('/v2/marketplace/products', { method: 'POST', body: filters, signal });
}

export const loadResults = (state: SearchState) => (signal: AbortSignal) => searchProducts(toSearchFilters(state), signal);

export async function createSavedSearch(body: CreateSavedSearchBody): Promise<SavedSearch> {
  return (await api<Envelope<SavedSearch>>('/v1/savedsearches/create', { method: 'POST', body })).data;
}

export const searchBarForm = z.object({ q: z.string().trim() });

/** Whole naira as typed; src/lib/search-params.ts turns them into kobo (and drops what is not a number). */
export const priceForm = z.object({ min: z.string().trim(), max: z.string().trim() });

export const saveSearchForm = createSavedSearchBody.pick({ name: true });
