/**
 * The markets and applications an island shows, from the client-state stores (src/lib/catalog-trees.ts):
 * seeded with what the page was built with, refreshed from the gateway once per page load.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $applications, $markets, type CatalogTrees, refreshCatalogTrees, seedCatalogTrees } from '../../../lib/catalog-trees.ts';

export function useCatalogTrees(seed?: CatalogTrees): CatalogTrees & { settled: boolean } {
  const markets = useStore($markets);
  const applications = useStore($applications);
  const [settled, setSettled] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's seed is read once, on mount
  useEffect(() => {
    if (seed) seedCatalogTrees(seed);
    let live = true;
    void refreshCatalogTrees().then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, []);
  // Before the effect runs (and in the build's render) the page's seed is shown.
  return {
    markets: markets.length > 0 ? markets : (seed?.markets ?? []),
    applications: applications.length > 0 ? applications : (seed?.applications ?? []),
    settled,
  };
}
