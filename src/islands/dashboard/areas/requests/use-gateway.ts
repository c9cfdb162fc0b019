/** Loads one gateway answer for the request pages, keeping the last one on screen while the next comes. */
import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '../../../../lib/api-client.ts';

export type Loaded<T> =
  | { status: 'loading'; last: T | null }
  | { status: 'error'; message: string; code: number | undefined; last: T | null }
  | { status: 'done'; value: T };

export const lastOf = <T,>(state: Loaded<T>): T | null => (state.status === 'done' ? state.value : state.last);

/** The HTTP status of a failed call, when there was an answer. */
export function failureStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** GET `path` with `query` (nothing while `path` is null); `pick` takes what the page needs from the answer. */
export function useGateway<E, T>(path: string | null, query: Record<string, string | number>, pick: (answer: E) => T) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', last: null });
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', last: lastOf(current) }));
    api<E>(path, { query: JSON.parse(key) as Record<string, string | number>, signal: controller.signal }).then(
      (answer) => { if (!controller.signal.aborted) setState({ status: 'done', value: pick(answer) }); },
      (error) => {
        if (!controller.signal.aborted) setState((current) => ({ status: 'error', message: errorMessage(error), code: failureStatus(error), last: lastOf(current) }));
      },
    );
    return () => controller.abort();
    // `pick` is a plain projection; a new function each render must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, setState, reload };
}
