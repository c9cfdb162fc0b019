/**
 * Saved searches: a name and the search page's query string ("q=glycerine&country=NG"), kept per
 * person. The query may only hold the keys the search page reads (src/lib/search-params.ts).
 */
import { z } from 'zod';
import { trimmedAtLeast } from './text-fields.ts';
import { sortOrders } from './sort-orders.ts';

export const SAVED_SEARCH_LIMIT = 50;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_QUERY_MAX = 1000;

/** The address parameters of the search page; `page` is not part of a saved search. */
export const savedSearchKeys = [
  'q',
  'market',
  'application',
  'producer',
  'supplier',
  'country',
  'grade',
  'form',
  'hazard',
  'min',
  'max',
  'sort',
] as const;

export const savedSearch = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchName = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(SAVED_SEARCH_NAME_MAX, { error: `must be at most ${SAVED_SEARCH_NAME_MAX} characters` })
  .meta(trimmedAtLeast(1));

/** Why a query string is refused, or null when the search page could have written it. */
export function savedQueryProblem(query: string): string | null {
  if (query.length > SAVED_SEARCH_QUERY_MAX) return `must be at most ${SAVED_SEARCH_QUERY_MAX} characters`;
  const seen = new Set<string>();
  for (const [key, value] of new URLSearchParams(query)) {
    if (!(savedSearchKeys as readonly string[]).includes(key)) {
      return `may only use the search page's keys (${savedSearchKeys.join(', ')}); "${key.slice(0, 40)}" is not one of them`;
    }
    if (seen.has(key)) return `repeats the key "${key}"`;
    seen.add(key);
    if (key === 'sort' && !(sortOrders as readonly string[]).includes(value)) return `sort must be one of ${sortOrders.join(', ')}`;
  }
  return null;
}

/** Drops a leading "?" and empty parameters, so equal searches are stored alike. */
export function normalizeSavedQuery(query: string): string {
  const params = new URLSearchParams(query);
  return new URLSearchParams([...params].filter(([, value]) => value.trim() !== '')).toString();
}

export const savedSearchQuery = z
  .string({ error: 'is required' })
  .trim()
  .transform((q) => q.replace(/^\?/, ''))
  .superRefine((q, ctx) => {
    const problem = savedQueryProblem(q);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeSavedQuery);

export const createSavedSearchBody = z.object({ name: savedSearchName, query: savedSearchQuery });
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBody>;

export const renameSavedSearchBody = z.object({ name: savedSearchName });

export const savedSearchIdParams = z.object({ id: z.string().max(100) });
