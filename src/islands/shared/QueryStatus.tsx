/**
 * What a query shows before its answer: a loading line, or what went wrong with "Try again".
 * Once there is data, it renders nothing while a reload runs (the old data stays on screen) and a
 * short notice with a retry if that reload failed.
 */
import type { ReactNode } from 'react';
import type { Query } from './use-query.ts';
import './shared.css';

interface QueryStatusProps {
  query: Pick<Query<unknown>, 'data' | 'error' | 'loading' | 'reload'>;
  /** What is loading, e.g. "your orders". */
  what: string;
  /** Shown for a 404 instead of the generic error. */
  notFound?: ReactNode;
}

export function QueryStatus({ query, what, notFound }: QueryStatusProps) {
  if (query.error && (query.data === undefined || query.error.status === 404)) {
    if (query.error.status === 404 && notFound) return <>{notFound}</>;
    return (
      <div className="query-status error" role="alert">
        <p>
          Could not load {what}: {query.error.message}
        </p>
        <button type="button" className="button secondary compact" onClick={query.reload}>
          Try again
        </button>
      </div>
    );
  }
  // A reload that failed while older data is still on screen: say so above it, with a retry.
  if (query.error)
    return (
      <div className="query-status error compact" role="alert">
        <p>
          Could not refresh {what}: {query.error.message}
        </p>
        <button type="button" className="button secondary compact" onClick={query.reload}>
          Try again
        </button>
      </div>
    );
  if (query.data === undefined && query.loading)
    return (
      <p className="query-status muted" aria-busy="true">
        Loading {what}…
      </p>
    );
  return null;
}
