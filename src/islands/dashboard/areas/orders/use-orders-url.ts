/**
 * The order pages keep their state in the address: `status`, `q` (search), `page` and `order` (the
 * one open). Notification links open an order by `?order={id}`, Back and Forward move between the
 * list and an order, and a copied address shows the same thing.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { orderStatus, type OrderStatusName } from '../../../../contracts/commerce.ts';

export interface OrdersView {
  status: OrderStatusName | null;
  q: string;
  page: number;
  order: string | null;
}

const subscribe = (onChange: () => void) => {
  addEventListener('popstate', onChange);
  return () => removeEventListener('popstate', onChange);
};
const currentSearch = () => location.search;

function readView(search: string): OrdersView {
  const params = new URLSearchParams(search);
  const status = orderStatus.safeParse(params.get('status'));
  const page = Number(params.get('page'));
  return {
    status: status.success ? status.data : null,
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    order: params.get('order') || null,
  };
}

/** The address of a view: defaults are left out, so the plain page is the plain path. */
export function viewAddress(path: string, view: OrdersView): string {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.q) params.set('q', view.q);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.order) params.set('order', view.order);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function useOrdersUrl(path: string) {
  const search = useSyncExternalStore(subscribe, currentSearch, () => '');
  const view = useMemo(() => readView(search), [search]);

  /** Moves to another view as a new history entry (the dashboard listens for popstate, as its own links do). */
  const go = useCallback((changes: Partial<OrdersView>) => {
    const next = viewAddress(path, { ...readView(location.search), ...changes });
    if (next === `${location.pathname}${location.search}`) return;
    history.pushState(null, '', next);
    dispatchEvent(new PopStateEvent('popstate'));
  }, [path]);

  const href = useCallback((changes: Partial<OrdersView>) => viewAddress(path, { ...view, ...changes }), [path, view]);
  return { view, go, href };
}
