/**
 * An area's view kept in the address (tab, filters, page, the item open), so Back, Forward, reload
 * and a copied link all show the same thing. Each area describes its view once, as a `UrlView`:
 * how to read it from the query and which values are the defaults left out of the address.
 */
import { useCallback, useMemo } from 'react';
import { navigate, useLocation } from './location.ts';

export type UrlValue = string | number | null;

export interface UrlView<V extends Record<string, UrlValue>> {
  /** Reads the view from the query; unknown or broken values fall back to defaults. */
  read(params: URLSearchParams): V;
  /** The values that are left out of the address (the plain page is the plain path). */
  defaults: V;
}

/** Builds "/path?a=1" from parameters, leaving out empty ones. */
export function address(path: string, params: Record<string, UrlValue | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A page number from the address: a whole number above 1, else 1. */
export function pageParam(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function viewAddress<V extends Record<string, UrlValue>>(path: string, view: V, defaults: V): string {
  const params: Record<string, UrlValue> = {};
  for (const [key, value] of Object.entries(view)) if (value !== defaults[key]) params[key] = value;
  return address(path, params);
}

export function useUrlState<V extends Record<string, UrlValue>>(path: string, spec: UrlView<V>) {
  const { search } = useLocation();
  const view = useMemo(() => spec.read(new URLSearchParams(search)), [search, spec]);

  /** Moves to another view as a new history entry (`replace` for one that should not stay in history). */
  const go = useCallback(
    (changes: Partial<V>, options: { replace?: boolean } = {}) => {
      const current = spec.read(new URLSearchParams(location.search));
      navigate(viewAddress(path, { ...current, ...changes }, spec.defaults), options);
    },
    [path, spec],
  );

  /** The address of another view, for links (they open in a new tab too). */
  const href = useCallback((changes: Partial<V>) => viewAddress(path, { ...view, ...changes }, spec.defaults), [path, spec, view]);
  return { view, go, href };
}
