/**
 * /account/saved-searches: the searches the signed-in person saved from the search page. Each can
 * be run (a link to /search with its filters), renamed in place, or deleted after a confirmation.
 */
import { useState } from 'react';
import { SAVED_SEARCH_LIMIT, type SavedSearch } from '../../../../contracts/saved-searches.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useFocusNext } from '../../../shared/ui/use-focus-next.ts';
import { useMutation, useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { renameInputId } from './RenameForm.tsx';
import { confirmDeleteId, deleteButtonId, type ItemMode, renameButtonId, SavedSearchItem, savedItemId } from './SavedSearchItem.tsx';
import { deleteSavedSearch, loadSavedSearches, savedSearchesKey } from './api.ts';

/** Where the keyboard goes when an item's mode changes, from the mode it leaves. */
function focusTarget(id: string, from: ItemMode, to: ItemMode): string {
  if (to === 'renaming') return renameInputId(id);
  if (to === 'confirming') return confirmDeleteId(id);
  return from === 'renaming' ? renameButtonId(id) : deleteButtonId(id);
}

export default function SavedSearches({ title }: { title: string; params: Record<string, string> }) {
  const searches = useQuery(savedSearchesKey, loadSavedSearches);
  const remove = useMutation(deleteSavedSearch);
  /** The one item that is being renamed or confirming its deletion. */
  const [active, setActive] = useState<{ id: string; mode: ItemMode } | null>(null);
  const [status, setStatus] = useState('');
  const focusNext = useFocusNext();
  const items = searches.data ?? [];

  function changeMode(search: SavedSearch, mode: ItemMode) {
    const from = active?.id === search.id ? active.mode : 'view';
    remove.reset();
    setActive(mode === 'view' ? null : { id: search.id, mode });
    focusNext(focusTarget(search.id, from, mode));
  }

  function onRenamed(renamed: SavedSearch) {
    searches.setData((current) => current.map((s) => (s.id === renamed.id ? renamed : s)));
    setActive(null);
    setStatus(`Renamed to “${renamed.name}”.`);
    focusNext(renameButtonId(renamed.id));
  }

  async function onDelete(search: SavedSearch) {
    const index = items.findIndex((s) => s.id === search.id);
    if ((await remove.run(search.id)) === null) {
      focusNext(confirmDeleteId(search.id));
      return;
    }
    const rest = items.filter((s) => s.id !== search.id);
    searches.setData(() => rest);
    setActive(null);
    setStatus(`Deleted “${search.name}”.`);
    // The keyboard goes to the next search (or the previous one, or the heading when none is left).
    const neighbour = rest[Math.min(index, rest.length - 1)];
    focusNext(neighbour ? savedItemId(neighbour.id) : 'area-title');
  }

  return (
    <section className="list-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" tabIndex={-1}>
          {title}
        </h1>
        <a className="button secondary" href="/search">
          New search
        </a>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>

      <QueryStatus query={searches} what="your saved searches" />
      {searches.data && items.length === 0 && (
        <div className="card notice-block empty-list">
          <h2>No saved searches yet</h2>
          <p>
            To save one, <a href="/search">search the catalog</a>, set the filters you want, then choose <strong>Save this search</strong>{' '}
            next to the results heading. It will show here, ready to run again.
          </p>
        </div>
      )}

      {items.length > 0 && (
        <>
          <p className="muted small">
            {items.length} of {SAVED_SEARCH_LIMIT} saved searches.
          </p>
          <ul className="item-list">
            {items.map((search) => {
              const mode = active?.id === search.id ? active.mode : 'view';
              return (
                <SavedSearchItem
                  key={search.id}
                  search={search}
                  mode={mode}
                  deleting={mode === 'confirming' && remove.busy}
                  error={mode === 'confirming' ? (remove.error?.message ?? null) : null}
                  onMode={(next) => changeMode(search, next)}
                  onRenamed={onRenamed}
                  onDelete={() => void onDelete(search)}
                />
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
