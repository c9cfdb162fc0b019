/**
 * What a query shows before its answer: a loading line, or what went wrong with "Try again".
 * Renders nothing once there is data to show (a reload keeps the old data on screen instead).
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
  if (query.data === undefined && query.loading)
    return (
      <p className="query-status muted" aria-busy="true">
        Loading {what}…
      </p>
    );
  return null;
}
