/**
 * The one way an island loads from the gateway. A query is a key (what is asked, as the area's
 * api.ts spells it) and a loader; the hook gives the answer with loading and error states.
 * - Stale while revalidating: an answer seen before (same key) shows at once while a fresh one
 *   comes, and the last answer stays on screen while the next key loads, so lists do not jump.
 * - A request whose key changed or whose component left is aborted.
 * - After a change, `invalidate(prefix)` reloads every query on screen whose key starts with it.
 * Signing in again on 401/403 and retrying once is the API client's job (src/lib/api-client.ts).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';

export interface QueryError {
  message: string;
  /** The HTTP status when the gateway answered (404 shows "not found" rather than "try again"). */
  status: number | undefined;
}

export interface Query<T> {
  /** The latest answer, or the previous one while a new one loads; undefined before the first. */
  data: T | undefined;
  error: QueryError | null;
  /** True while a request is on its way (there may still be older `data` to show). */
  loading: boolean;
  reload(): void;
  /** Changes the answer on screen (after a change the gateway confirmed) without asking again. */
  setData(update: (current: T) => T): void;
}

/** Keys are short strings; the cache keeps the last answers for Back and for areas opened again. */
const cache = new Map<string, unknown>();
const CACHE_LIMIT = 100;
const listeners = new Map<string, Set<() => void>>();

function remember(key: string, value: unknown): void {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

/** Forgets answers whose key starts with `prefix` and reloads the queries on screen that use them. */
export function invalidate(prefix: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
  for (const [key, set] of listeners) if (key.startsWith(prefix)) for (const reload of set) reload();
}

/** The HTTP status of a failed call, when there was an answer. */
export function failureStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function toQueryError(error: unknown): QueryError {
  return { message: errorMessage(error), status: failureStatus(error) };
}

/** Builds a query key from a name and its parameters (empty ones left out, order kept). */
export function queryKey(name: string, params?: Record<string, unknown>): string {
  if (!params) return name;
  const kept = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return kept.length ? `${name}?${JSON.stringify(Object.fromEntries(kept))}` : name;
}

/** Loads `key` with `load` (nothing while `key` is null). `load` may change every render; the key decides. */
export function useQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Query<T> {
  const [data, setState] = useState<T | undefined>(() => (key === null ? undefined : (cache.get(key) as T | undefined)));
  const [error, setError] = useState<QueryError | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (key === null) {
      setLoading(false);
      return;
    }
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    set.add(reload);
    return () => {
      set.delete(reload);
      if (!set.size) listeners.delete(key);
    };
  }, [key, reload]);

  // `version` is the trigger of a reload; the loader is read through a ref so a new function each render does not reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    if (cache.has(key)) setState(cache.get(key) as T);
    // An error belongs to the answer it replaced: a new key or a retry starts without it.
    setError(null);
    setLoading(true);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        remember(key, value);
        // Drawing an answer (a page of rows) is React's largest piece of work on a screen: as a
        // transition it is done in short slices, so a click or a key press is not held behind it.
        startTransition(() => {
          setState(value);
          setError(null);
          setLoading(false);
        });
      },
      (failure) => {
        if (controller.signal.aborted) return;
        setError(toQueryError(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, version]);

  const setData = useCallback(
    (update: (current: T) => T) =>
      setState((current) => {
        if (current === undefined) return current;
        const next = update(current);
        if (key !== null) remember(key, next);
        return next;
      }),
    [key],
  );

  return { data, error, loading, reload, setData };
}

export interface Mutation<A extends unknown[], R> {
  /** Runs the change; resolves to its result, or null after keeping the error (nothing is thrown). */
  run(...args: A): Promise<R | null>;
  busy: boolean;
  error: QueryError | null;
  reset(): void;
}

/** A change sent to the gateway (a button, not a form: forms use useGatewayForm), with its busy and error state. */
export function useMutation<A extends unknown[], R>(send: (...args: A) => Promise<R>): Mutation<A, R> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<QueryError | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const run = useCallback(async (...args: A) => {
    setBusy(true);
    setError(null);
    try {
      return await sendRef.current(...args);
    } catch (failure) {
      setError(toQueryError(failure));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  const reset = useCallback(() => setError(null), []);
  return { run, busy, error, reset };
}
