/** Saved searches' calls: the list, renaming one, deleting one. */
import type { z } from 'zod';
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { renameSavedSearchBody, SavedSearch } from '../../../../contracts/saved-searches.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const savedSearchesKey = queryKey('savedsearches/get-all');

export async function loadSavedSearches(signal: AbortSignal): Promise<SavedSearch[]> {
  return (await api<Envelope<SavedSearch[]>>('/v1/savedsearches/get-all', { signal })).data;
}

export async function renameSavedSearch(id: string, body: z.infer<typeof renameSavedSearchBody>): Promise<SavedSearch> {
  return (await api<Envelope<SavedSearch>>(`/v1/savedsearches/rename/${encodeURIComponent(id)}`, { method: 'POST', body })).data;
}

export async function deleteSavedSearch(id: string): Promise<void> {
  await api(`/v1/savedsearches/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
