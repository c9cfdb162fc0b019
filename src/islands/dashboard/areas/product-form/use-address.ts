/**
 * The product pages keep their state in the address (`?status=&q=&page=` on the list,
 * `?id=&step=` in the form), so Back, Forward, reload and a copied link all show the same thing.
 */
import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  addEventListener('popstate', onChange);
  return () => removeEventListener('popstate', onChange);
};
const currentAddress = () => `${location.pathname}${location.search}`;

/** Builds "/path?a=1" from parameters, leaving out empty ones. */
export function address(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function useAddress() {
  const current = useSyncExternalStore(subscribe, currentAddress, () => '');
  const params = new URLSearchParams(current.split('?')[1] ?? '');
  /** Moves to an address inside the dashboard; `replace` keeps Back from returning to the old one. */
  const go = useCallback((to: string, options: { replace?: boolean } = {}) => {
    if (to === currentAddress()) return;
    if (options.replace) history.replaceState(null, '', to);
    else history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return { params, go };
}
