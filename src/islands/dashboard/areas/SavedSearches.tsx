/**
 * /account/saved-searches: the searches the signed-in person saved from the search page. Each can
 * be run (a link to /search with its filters), renamed in place, or deleted after a confirmation.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Envelope } from '../../../contracts/envelope.ts';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_NAME_MAX, type SavedSearch } from '../../../contracts/saved-searches.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { useAccountDates } from '../../shared/use-account-dates.ts';
import '../../shared/shared.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; items: SavedSearch[] };

const LABELS: Record<string, string> = {
  q: 'Search', market: 'Market', application: 'Application', producer: 'Producer', supplier: 'Supplier',
  country: 'Country', grade: 'Grade', form: 'Form', min: 'Min price (₦)', max: 'Max price (₦)', sort: 'Sort',
};

/** "q=glycerine&country=NG" → "Search: glycerine · Country: NG". */
function describeQuery(query: string): string {
  const parts = [...new URLSearchParams(query)].map(([key, value]) => `${LABELS[key] ?? key}: ${value}`);
  return parts.length ? parts.join(' · ') : 'All products';
}

export default function SavedSearches({ title }: { title: string; params: Record<string, string> }) {
  const { date: formatDate } = useAccountDates();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [formError, setFormError] = useState<{ id: string; message: string } | null>(null);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** Where the keyboard goes after the next render: an element id. */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api<Envelope<SavedSearch[]>>('/v1/savedsearches/get-all', { signal: controller.signal }).then(
      (response) => setLoad({ status: 'done', items: response.data }),
      (error) => { if (!controller.signal.aborted) setLoad({ status: 'error', message: errorMessage(error) }); },
    );
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => {
    if (!focusNext.current) return;
    const target = focusNext.current === 'heading' ? headingRef.current : document.getElementById(focusNext.current);
    focusNext.current = null;
    target?.focus();
  });

  const items = load.status === 'done' ? load.items : [];
  const replace = (changed: SavedSearch) =>
    setLoad((current) => (current.status === 'done' ? { ...current, items: current.items.map((s) => (s.id === changed.id ? changed : s)) } : current));

  function startRename(search: SavedSearch) {
    setConfirming(null);
    setFormError(null);
    setRenaming(search.id);
    focusNext.current = `rename-${search.id}`;
  }

  function cancelRename(search: SavedSearch) {
    setRenaming(null);
    setFormError(null);
    focusNext.current = `rename-button-${search.id}`;
  }

  async function onRename(event: FormEvent<HTMLFormElement>, search: SavedSearch) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) {
      setFormError({ id: search.id, message: 'Enter a name.' });
      focusNext.current = `rename-${search.id}`;
      return;
    }
    if (name === search.name) return cancelRename(search);
    setBusy(search.id);
    setFormError(null);
    try {
      const response = await api<Envelope<SavedSearch>>(`/v1/savedsearches/rename/${encodeURIComponent(search.id)}`, { method: 'POST', body: { name } });
      replace(response.data);
      setRenaming(null);
      setStatus(`Renamed to “${response.data.name}”.`);
      focusNext.current = `rename-button-${search.id}`;
    } catch (error) {
      setFormError({ id: search.id, message: errorMessage(error) });
      focusNext.current = `rename-${search.id}`;
    } finally {
      setBusy(null);
    }
  }

  function askDelete(search: SavedSearch) {
    setRenaming(null);
    setFormError(null);
    setConfirming(search.id);
    focusNext.current = `confirm-delete-${search.id}`;
  }

  function cancelDelete(search: SavedSearch) {
    setConfirming(null);
    focusNext.current = `delete-button-${search.id}`;
  }

  async function onDelete(search: SavedSearch) {
    const index = items.findIndex((s) => s.id === search.id);
    setBusy(search.id);
    setFormError(null);
    try {
      await api(`/v1/savedsearches/delete/${encodeURIComponent(search.id)}`, { method: 'DELETE' });
      const rest = items.filter((s) => s.id !== search.id);
      setLoad({ status: 'done', items: rest });
      setConfirming(null);
      setStatus(`Deleted “${search.name}”.`);
      // The keyboard goes to the next search (or the previous one, or the heading when none is left).
      const neighbour = rest[Math.min(index, rest.length - 1)];
      focusNext.current = neighbour ? `saved-${neighbour.id}` : 'heading';
    } catch (error) {
      setFormError({ id: search.id, message: errorMessage(error) });
      focusNext.current = `confirm-delete-${search.id}`;
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="list-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" ref={headingRef} tabIndex={-1}>{title}</h1>
        <a className="button secondary" href="/search">New search</a>
      </div>
      <p className="visually-hidden" role="status">{status}</p>

      {load.status === 'loading' && <div className="card notice-block" aria-busy="true">Loading your saved searches…</div>}
      {load.status === 'error' && (
        <div className="card notice-block" role="alert">
          <p>We could not load your saved searches: {load.message}</p>
          <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
        </div>
      )}
      {load.status === 'done' && items.length === 0 && (
        <div className="card notice-block empty-list">
          <h2>No saved searches yet</h2>
          <p>To save one, <a href="/search">search the catalog</a>, set the filters you want, then choose <strong>Save this search</strong> next to the results heading. It will show here, ready to run again.</p>
        </div>
      )}

      {items.length > 0 && (
        <>
          <p className="muted small">{items.length} of {SAVED_SEARCH_LIMIT} saved searches.</p>
          <ul className="item-list" ref={listRef}>
            {items.map((search) => {
              const nameId = `saved-name-${search.id}`;
              const error = formError?.id === search.id ? formError.message : null;
              const errorId = `saved-error-${search.id}`;
              return (
                <li key={search.id} id={`saved-${search.id}`} className="card saved-item" tabIndex={-1} aria-labelledby={nameId}>
                  {renaming === search.id ? (
                    <form className="rename-form" onSubmit={(e) => void onRename(e, search)} noValidate>
                      <label htmlFor={`rename-${search.id}`}>New name for “{search.name}”</label>
                      <div className="rename-row">
                        <input id={`rename-${search.id}`} name="name" className="input" defaultValue={search.name} maxLength={SAVED_SEARCH_NAME_MAX}
                          required autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
                          onKeyDown={(e) => { if (e.key === 'Escape') cancelRename(search); }} />
                        <button type="submit" className="button" disabled={busy === search.id}>{busy === search.id ? 'Saving…' : 'Save'}</button>
                        <button type="button" className="button secondary" onClick={() => cancelRename(search)}>Cancel</button>
                      </div>
                      {error && <p id={errorId} className="field-error" role="alert">{error}</p>}
                      <span id={nameId} hidden>{search.name}</span>
                    </form>
                  ) : (
                    <div className="item-main">
                      <h2 className="item-title" id={nameId}>{search.name}</h2>
                      <p className="item-body">{describeQuery(search.query)}</p>
                      <p className="muted small item-meta">Saved {formatDate(search.createdAt)}</p>
                    </div>
                  )}
                  {renaming !== search.id && (
                    confirming === search.id ? (
                      <div className="item-actions confirm" role="group" aria-labelledby={`confirm-text-${search.id}`}>
                        <p id={`confirm-text-${search.id}`} className="confirm-text">Delete “{search.name}”? This cannot be undone.</p>
                        <button id={`confirm-delete-${search.id}`} type="button" className="button danger" onClick={() => void onDelete(search)} disabled={busy === search.id}>
                          {busy === search.id ? 'Deleting…' : 'Yes, delete'}
                        </button>
                        <button type="button" className="button secondary" onClick={() => cancelDelete(search)}>Keep it</button>
                        {error && <p className="field-error" role="alert">{error}</p>}
                      </div>
                    ) : (
                      <div className="item-actions">
                        <a className="button" href={`/search${search.query ? `?${search.query}` : ''}`} aria-describedby={nameId}>Run</a>
                        <button id={`rename-button-${search.id}`} type="button" className="button secondary" onClick={() => startRename(search)} aria-describedby={nameId}>Rename</button>
                        <button id={`delete-button-${search.id}`} type="button" className="button secondary" onClick={() => askDelete(search)} aria-describedby={nameId}>Delete</button>
                      </div>
                    )
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
