/**
 * "Save this search" beside the search results: a signed-in person names the current search (its
 * filters are the address's query string, without the page) and keeps it under
 * /account/saved-searches; a visitor is offered to sign in and come back here.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loginAddress } from '../../lib/login-address.ts';
import { $isLoggedIn } from '../../lib/session.ts';
import { useFocusNext } from '../shared/ui/use-focus-next.ts';

const SaveSearchForm = lazy(() => import('./SaveSearchForm.tsx'));

type Step = { kind: 'idle' } | { kind: 'naming' } | { kind: 'saved'; name: string };

export default function SaveSearch() {
  const signedIn = useStore($isLoggedIn);
  // The page is pre-rendered without a session: render only once in the browser, so hydration matches.
  const [mounted, setMounted] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const focusNext = useFocusNext();
  useEffect(() => setMounted(true), []);

  if (!mounted) return null;

  if (!signedIn) {
    const here = `${location.pathname}${location.search}`;
    return (
      <a className="small save-search" href={loginAddress({ redirectedFrom: here })}>
        Sign in to save this search
      </a>
    );
  }

  if (step.kind === 'naming') {
    return (
      <Suspense
        fallback={
          <p className="small save-search muted" aria-busy="true">
            Opening…
          </p>
        }
      >
        <SaveSearchForm
          onSaved={(name) => {
            setStep({ kind: 'saved', name });
            focusNext('save-search-saved');
          }}
          onCancel={() => {
            setStep({ kind: 'idle' });
            focusNext('save-search-open');
          }}
        />
      </Suspense>
    );
  }

  if (step.kind === 'saved') {
    return (
      <p id="save-search-saved" tabIndex={-1} role="status" className="small save-search" style={{ margin: 0 }}>
        Saved as “{step.name}”. <a href="/account/saved-searches">See your saved searches</a>
      </p>
    );
  }

  return (
    <button id="save-search-open" type="button" className="button secondary save-search" onClick={() => setStep({ kind: 'naming' })}>
      Save this search
    </button>
  );
}
