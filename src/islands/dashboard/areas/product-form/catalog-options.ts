/**
 * The choices of the product form: markets and applications (the catalog's trees, flattened with
 * their depth for pickers) and producers. Each is fetched once per page and shared by every step.
 */
import { useEffect, useState } from 'react';
import type { MenuItem } from '../../../../contracts/catalog-tree.ts';
import type { Producer } from '../../../../contracts/companies.ts';
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';

export interface TreeOption { id: number; name: string; depth: number; path: string; topId: number }

/** Depth-first, so every node follows its parent; `path` reads "Paints and coatings › Decorative paints". */
export function flattenTree(items: MenuItem[]): TreeOption[] {
  const out: TreeOption[] = [];
  const walk = (nodes: MenuItem[], depth: number, trail: string[], topId: number | null) => {
    for (const node of nodes) {
      const path = [...trail, node.name];
      out.push({ id: node.id, name: node.name, depth, path: path.join(' › '), topId: topId ?? node.id });
      walk(node.subMenu ?? [], depth + 1, path, topId ?? node.id);
    }
  };
  walk(items, 0, [], null);
  return out;
}

export interface CatalogOptions {
  markets: TreeOption[];
  applications: TreeOption[];
  producers: { id: number; name: string; country: string }[];
  error: string | null;
  loading: boolean;
}

let cached: Promise<Omit<CatalogOptions, 'error' | 'loading'>> | undefined;

function load() {
  cached ??= Promise.all([
    api<PagedEnvelope<MenuItem>>('/v1/marketplace/getmarkets-menu', { query: { ShowSubMenu: true, PageSize: 200 } }),
    api<PagedEnvelope<MenuItem>>('/v1/technologies/tech-menu', { query: { ShowSubMenu: true, PageSize: 200 } }),
    api<PagedEnvelope<Producer>>('/v1/marketplace/get-producers', { query: { PageSize: 200 } }),
  ]).then(([markets, applications, producers]) => ({
    markets: flattenTree(markets.data),
    applications: flattenTree(applications.data),
    producers: producers.data.map(({ id, name, country }) => ({ id, name, country })).sort((a, b) => a.name.localeCompare(b.name)),
  }), (error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

export function useCatalogOptions(): CatalogOptions {
  const [state, setState] = useState<CatalogOptions>({ markets: [], applications: [], producers: [], error: null, loading: true });
  useEffect(() => {
    let live = true;
    load().then(
      (options) => { if (live) setState({ ...options, error: null, loading: false }); },
      () => { if (live) setState((s) => ({ ...s, error: 'The markets, applications and producers could not be loaded. Reload the page to try again.', loading: false })); },
    );
    return () => { live = false; };
  }, []);
  return state;
}
