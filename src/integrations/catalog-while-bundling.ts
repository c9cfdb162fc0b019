/**
 * A build reads the catalog from the gateway while it bundles the site, instead of after: the
 * export of 100 000 products kept the build waiting some 38 s before its first page
 * (docs/decisions/052). The index is started as the build starts; the build empties its output
 * folder just before bundling, and the index writes what the next partial publish starts from
 * there only after that. The full build's product details stay on disk while its pages render and
 * are removed at its end (docs/decisions/045).
 */
import type { AstroIntegration } from 'astro';
import { startLoadingCatalogIndex } from '../build/catalog-index.ts';
import { removeDetailSlices } from '../build/detail-slices.ts';

export function catalogWhileBundling(): AstroIntegration {
  let outputEmptied: (() => void) | undefined;
  return {
    name: 'catalog-while-bundling',
    hooks: {
      'astro:build:start': () => {
        outputEmptied = startLoadingCatalogIndex();
      },
      // Called as each part of the site is bundled, after the output folder was emptied.
      'astro:build:setup': () => outputEmptied?.(),
      'astro:build:done': () => removeDetailSlices(),
      'astro:server:done': () => removeDetailSlices(),
    },
  };
}
