/**
 * The choices of the product form: markets and applications (the catalog's trees from the
 * client-state stores, flattened with their depth for pickers) and producers. Loaded once for the
 * whole form and shared by its steps.
 */
import { useMemo } from 'react';
import { flattenTree, type TreeOption } from '../../../../lib/catalog-trees.ts';
import { useCatalogTrees } from '../../../shared/data/use-catalog-trees.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { loadProducers, PRODUCERS_KEY } from './api.ts';

export type { TreeOption };

export interface CatalogOptions {
  markets: TreeOption[];
  applications: TreeOption[];
  producers: { id: number; name: string; country: string }[];
  error: string | null;
  loading: boolean;
}

export function useCatalogOptions(): CatalogOptions {
  const trees = useCatalogTrees();
  const producerQuery = useQuery(PRODUCERS_KEY, () => loadProducers());
  const markets = useMemo(() => flattenTree(trees.markets), [trees.markets]);
  const applications = useMemo(() => flattenTree(trees.applications), [trees.applications]);
  const producers = useMemo(
    () => (producerQuery.data ?? []).map(({ id, name, country }) => ({ id, name, country })).sort((a, b) => a.name.localeCompare(b.name)),
    [producerQuery.data],
  );
  const treesMissing = trees.settled && (markets.length === 0 || applications.length === 0);
  const producersFailed = producerQuery.error !== null && producerQuery.data === undefined;
  const failed = treesMissing || producersFailed;
  return {
    markets,
    applications,
    producers,
    error: failed ? 'The markets, applications and producers could not be loaded. Reload the page to try again.' : null,
    loading: !failed && (markets.length === 0 || producerQuery.data === undefined),
  };
}
