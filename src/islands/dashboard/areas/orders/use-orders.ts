/** Loads a page of orders and one order for the order pages, each with its own loading and error state. */
import { useCallback, useEffect, useState } from 'react';
import type { Order, OrderStatusName } from '../../../../contracts/commerce.ts';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import { api, errorMessage } from '../../../../lib/api-client.ts';

export const ORDERS_PAGE_SIZE = 10;

export type Loaded<T> =
  | { status: 'loading'; last: T | null }
  | { status: 'error'; message: string; code: number | undefined; last: T | null }
  | { status: 'done'; value: T };

/** The HTTP status of a failed call, when there was an answer. */
export function failureStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

const lastOf = <T,>(current: Loaded<T>): T | null => (current.status === 'done' ? current.value : current.last);

function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', last: null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    // The last answer stays on screen while the next one comes, so the page does not jump.
    setState((current) => ({ status: 'loading', last: lastOf(current) }));
    load(controller.signal).then(
      (value) => { if (!controller.signal.aborted) setState({ status: 'done', value }); },
      (error) => {
        if (!controller.signal.aborted) setState((current) => ({ status: 'error', message: errorMessage(error), code: failureStatus(error), last: lastOf(current) }));
      },
    );
    return () => controller.abort();
  }, [load, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, setState, reload };
}

export function useOrderPage(base: string, query: { status: OrderStatusName | null; q: string; page: number }) {
  const { status, q, page } = query;
  const load = useCallback((signal: AbortSignal) => api<PagedEnvelope<Order>>(base, {
    query: { PageNumber: page, PageSize: ORDERS_PAGE_SIZE, ...(status ? { Status: status } : {}), ...(q ? { Search: q } : {}) },
    signal,
  }), [base, status, q, page]);
  return useLoad(load);
}

export function useOrder(base: string, id: string | null) {
  const load = useCallback(
    (signal: AbortSignal) => api<Envelope<Order>>(`${base}/${encodeURIComponent(id!)}`, { signal }).then((r) => r.data),
    [base, id],
  );
  return useLoad(id ? load : null);
}
