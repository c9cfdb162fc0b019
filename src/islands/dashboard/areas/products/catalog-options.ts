/**
 * The choices of the product form: markets and applications (the catalog's trees, flattened with
 * their depth for pickers) and producers. Loaded once for the whole form and shared by its steps.
 */
import { useMemo } from 'react';
import type { MenuItem } from '../../../../contracts/catalog-tree.ts';
import { useQuery } from '../../../shared/use-query.ts';
import { CATALOG_CHOICES_KEY, loadCatalogChoices } from './api.ts';

export interface TreeOption {
  id: number;
  name: string;
  depth: number;
  path: string;
  topId: number;
}

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

const NONE = { markets: [], applications: [], producers: [] };

export function useCatalogOptions(): CatalogOptions {
  const query = useQuery(CATALOG_CHOICES_KEY, () => loadCatalogChoices());
  const options = useMemo(() => {
    if (!query.data) return NONE;
    const { markets, applications, producers } = query.data;
    return {
      markets: flattenTree(markets),
      applications: flattenTree(applications),
      producers: producers.map(({ id, name, country }) => ({ id, name, country })).sort((a, b) => a.name.localeCompare(b.name)),
    };
  }, [query.data]);
  const failed = query.error !== null && query.data === undefined;
  return {
    ...options,
    error: failed ? 'The markets, applications and producers could not be loaded. Reload the page to try again.' : null,
    loading: query.data === undefined && !failed,
  };
}
