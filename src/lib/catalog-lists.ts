/**
 * Markets and applications in client state (spec §3, §4: `markets` and the applications list are
 * shared state, fetched at app start and stored on HTTP 200 only, with no message on failure).
 * A page that was built with the lists seeds them, so islands draw at once; the first island that
 * reads a list refreshes it from the gateway once per page, so pages that need no list ask nothing.
 */
import { atom, onMount, type WritableAtom } from 'nanostores';
import type { TreeItem } from '../contracts/catalog-tree.ts';
import type { PagedEnvelope } from '../contracts/envelope.ts';

export const $markets = atom<TreeItem[]>([]);
export const $applications = atom<TreeItem[]>([]);

const SOURCES = new Map<WritableAtom<TreeItem[]>, string>([
  [$markets, '/api/v1/marketplace/getmarkets?PageNumber=1&PageSize=200'],
  [$applications, '/api/v1/technologies/gettechnologies?PageNumber=1&PageSize=200'],
]);

/** Fills a list from what the page was built with, unless a fresher one is already there. */
export function seedList(list: WritableAtom<TreeItem[]>, items: TreeItem[]): void {
  if (list.get().length === 0) list.set(items);
}

/** Asks the gateway for the list; stores the answer only when it is a 200 with a list in it. */
export async function refreshList(list: WritableAtom<TreeItem[]>): Promise<void> {
  try {
    const response = await fetch(SOURCES.get(list)!, { headers: { Accept: 'application/json' } });
    if (response.status !== 200) return;
    const body = (await response.json()) as PagedEnvelope<TreeItem>;
    if (Array.isArray(body.data)) list.set(body.data);
  } catch {
    // Spec §8: no visible message when the lists fail to load; the seeded list stays.
  }
}

for (const list of SOURCES.keys()) {
  let refreshed = false;
  onMount(list, () => {
    if (!refreshed) {
      refreshed = true;
      void refreshList(list);
    }
  });
}
