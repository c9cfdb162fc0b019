/**
 * What a query shows before its answer: a loading line (or a figure's place), or what went wrong with "Try again".
 * Once there is data, it renders nothing while a reload runs (the old data stays on screen) and a
 * short notice with a retry if that reload failed.
 */
import type { ReactNode } from 'react';
import type { Query } from '../data/use-query.ts';
import './query-status.css';

interface QueryStatusProps {
  query: Pick<Query<unknown>, 'data' | 'error' | 'loading' | 'reload'>;
  /** What is loading, e.g. "your orders". */
  what: string;
  /** Shown for a 404 instead of the generic error. */
  notFound?: ReactNode;
}

/** What went wrong, with a way to ask again. */
function Problem({ text, retry, compact = false }: { text: string; retry: () => void; compact?: boolean }) {
  return (
    <div className={compact ? 'query-status error compact' : 'query-status error'} role="alert">
      <p>{text}</p>
      <button type="button" className="button secondary compact" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

export function QueryStatus({ query, what, notFound }: QueryStatusProps) {
  const { data, error, loading, reload } = query;
  if (error && (data === undefined || error.status === 404)) {
    if (error.status === 404 && notFound) return <>{notFound}</>;
    return <Problem text={`Could not load ${what}: ${error.message}`} retry={reload} />;
  }
  // A reload that failed while older data is still on screen: say so above it, with a retry.
  if (error) return <Problem text={`Could not refresh ${what}: ${error.message}`} retry={reload} compact />;
  if (data === undefined && loading) return <Loading what={what} />;
  return null;
}

/**
 * The place of a figure still on its way: a bar the figure's size, in its line, read as "loading".
 * A card whose label and note are known shows them at once, with this where its figure will be.
 */
export function PendingFigure() {
  return (
    <span className="pending-figure">
      <span className="visually-hidden">Loading</span>
    </span>
  );
}

/** The loading line alone, for a wait that is not a query's (a part of the page whose code is loading). */
export function Loading({ what }: { what: string }) {
  return (
    <p className="query-status muted" aria-busy="true">
      Loading {what}…
    </p>
  );
}
