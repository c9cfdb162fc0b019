/**
 * The request pages keep their state in the address: `tab`, `status`, `page` and `id` (the request
 * open). Notification links open a request by `?tab=quotes&id=…`; Back and Forward work.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { REQUEST_TABS, type RequestTab } from '../../../../contracts/requests.ts';

export interface RequestsView { tab: RequestTab; status: string | null; page: number; id: string | null }

const subscribe = (onChange: () => void) => {
  addEventListener('popstate', onChange);
  return () => removeEventListener('popstate', onChange);
};
const currentSearch = () => location.search;

function readView(search: string, tabs: readonly RequestTab[]): RequestsView {
  const params = new URLSearchParams(search);
  const tab = params.get('tab') as RequestTab | null;
  const page = Number(params.get('page'));
  return {
    tab: tab && tabs.includes(tab) ? tab : tabs[0]!,
    status: params.get('status') || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    id: params.get('id') || null,
  };
}

function viewAddress(path: string, view: RequestsView, tabs: readonly RequestTab[]): string {
  const params = new URLSearchParams();
  if (view.tab !== tabs[0]) params.set('tab', view.tab);
  if (view.status) params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.id) params.set('id', view.id);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function useRequestsUrl(path: string, tabs: readonly RequestTab[] = REQUEST_TABS) {
  const search = useSyncExternalStore(subscribe, currentSearch, () => '');
  const view = useMemo(() => readView(search, tabs), [search, tabs]);

  /** Moves to another view as a new history entry (the dashboard follows popstate). */
  const go = useCallback((changes: Partial<RequestsView>) => {
    const next = viewAddress(path, { ...readView(location.search, tabs), ...changes }, tabs);
    if (next === `${location.pathname}${location.search}`) return;
    history.pushState(null, '', next);
    dispatchEvent(new PopStateEvent('popstate'));
  }, [path, tabs]);

  const href = useCallback((changes: Partial<RequestsView>) => viewAddress(path, { ...view, ...changes }, tabs), [path, view, tabs]);
  return { view, go, href };
}
