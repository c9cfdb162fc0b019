/**
 * "Save this search" beside the search results: a signed-in person names the current search (its
 * filters are the address's query string, without the page) and keeps it under
 * /account/saved-searches; a visitor is offered to sign in and come back here.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { SAVED_SEARCH_NAME_MAX } from '../../contracts/saved-searches.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { loginAddress } from '../../lib/login-address.ts';
import { $isLoggedIn } from '../../lib/session.ts';

type Step = { kind: 'idle' } | { kind: 'naming' } | { kind: 'saving' } | { kind: 'saved'; name: string } | { kind: 'error'; message: string };

/** The search page's filters as saved: the address's query string without `?` and without the page. */
export function currentSearchQuery(search = location.search): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

const row: CSSProperties = { display: 'flex', gap: 'var(--space-2)', alignItems: 'center', flexWrap: 'wrap' };

export default function SaveSearch() {
  const signedIn = useStore($isLoggedIn);
  // The page is pre-rendered without a session: render only once in the browser, so hydration matches.
  const [mounted, setMounted] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [defaultName, setDefaultName] = useState('My search');
  const inputRef = useRef<HTMLInputElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (step.kind === 'naming' || step.kind === 'error') inputRef.current?.focus();
    else if (step.kind === 'saved') savedRef.current?.focus();
    else if (step.kind === 'idle' && returnFocus.current) {
      returnFocus.current = false;
      openRef.current?.focus();
    }
  }, [step.kind]);

  if (!mounted) return null;

  if (!signedIn) {
    const here = `${location.pathname}${location.search}`;
    return <a className="small save-search" href={loginAddress({ redirectedFrom: here })}>Sign in to save this search</a>;
  }

  if (step.kind === 'idle') {
    return (
      <button ref={openRef} type="button" className="button secondary save-search" onClick={() => {
        setDefaultName(new URLSearchParams(location.search).get('q')?.trim().slice(0, SAVED_SEARCH_NAME_MAX) || 'My search');
        setStep({ kind: 'naming' });
      }}>
        Save this search
      </button>
    );
  }

  if (step.kind === 'saved') {
    return (
      <p ref={savedRef} tabIndex={-1} role="status" className="small save-search" style={{ margin: 0 }}>
        Saved as “{step.name}”. <a href="/account/saved-searches">See your saved searches</a>
      </p>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) {
      setStep({ kind: 'error', message: 'Enter a name for this search.' });
      return;
    }
    setStep({ kind: 'saving' });
    try {
      await api('/v1/savedsearches/create', { method: 'POST', body: { name, query: currentSearchQuery() } });
      setStep({ kind: 'saved', name });
    } catch (error) {
      setDefaultName(name);
      setStep({ kind: 'error', message: errorMessage(error) });
    }
  }

  const saving = step.kind === 'saving';
  return (
    <form className="save-search" onSubmit={(e) => void onSubmit(e)} noValidate style={{ display: 'grid', gap: 'var(--space-1)' }}>
      <label htmlFor="save-search-name">Name this search</label>
      <div style={row}>
        <input ref={inputRef} id="save-search-name" name="name" className="input" defaultValue={defaultName} maxLength={SAVED_SEARCH_NAME_MAX}
          required autoComplete="off" style={{ width: 'auto', flex: '1 1 180px' }}
          aria-invalid={step.kind === 'error' ? true : undefined} aria-describedby={step.kind === 'error' ? 'save-search-error' : undefined}
          onKeyDown={(e) => { if (e.key === 'Escape') { returnFocus.current = true; setStep({ kind: 'idle' }); } }} />
        <button type="submit" className="button" disabled={saving}>{saving ? 'Saving…' : 'Save'}</button>
        <button type="button" className="button secondary" onClick={() => { returnFocus.current = true; setStep({ kind: 'idle' }); }}>Cancel</button>
      </div>
      {step.kind === 'error' && <p id="save-search-error" role="alert" className="small" style={{ color: 'var(--color-danger)', margin: 0 }}>{step.message}</p>}
    </form>
  );
}
