/**
 * Keeps this gateway's search index in step with the catalog: built on first use (or at start),
 * brought up to the catalog version a search has seen before it answers, and built again in the
 * background once many products have changed. Every gateway keeps its own; they agree because
 * each follows the same versions.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../db/client.ts';
import { readChanges, readPublishedProducts } from './catalog-feed.ts';
import { buildProductIndex, type ProductIndex } from './product-index.ts';
import { type PreparedProduct, prepareProduct } from './product-terms.ts';

/** Changes beyond this many are not applied one by one: the index is read again whole. */
const CHANGE_LIMIT = 5000;
/** Products prepared between two turns of the event loop while building, so requests keep flowing. */
const PREPARE_SLICE = 1000;

interface Indexed {
  index: ProductIndex;
  version: number;
}

export interface SearchIndex {
  /** The index, at `version` of the catalog or newer. */
  at(version: number): Promise<ProductIndex>;
  /** Starts building now, so the first search does not wait (errors are left for that search). */
  warm(): void;
  /** The catalog version the index holds; null until it is first built (readiness, metrics). */
  version(): number | null;
}

export function createSearchIndex(db: Db, options: { log?: (message: string) => void } = {}): SearchIndex {
  let current: Indexed | null = null;
  let first: Promise<Indexed> | null = null;
  let catchingUp: Promise<void> | null = null;
  let rebuilding = false;

  async function build(): Promise<Indexed> {
    const started = performance.now();
    const { version, products } = await readPublishedProducts(db);
    const prepared: PreparedProduct[] = [];
    for (let i = 0; i < products.length; i += PREPARE_SLICE) {
      for (const p of products.slice(i, i + PREPARE_SLICE)) prepared.push(prepareProduct(p));
      await nextTurn();
    }
    const index = buildProductIndex(prepared);
    options.log?.(`Search index built: ${index.size} products in ${Math.round(performance.now() - started)} ms`);
    return { index, version };
  }

  /** Applies what changed after `target.version`; false when too much did (build again instead). */
  async function applyChanges(target: Indexed): Promise<boolean> {
    const changes = await readChanges(db, target.version, CHANGE_LIMIT);
    if (changes.tooMany) return false;
    for (const [id, product] of changes.changed) target.index.put(id, product && prepareProduct(product));
    target.version = Math.max(target.version, changes.version);
    return true;
  }

  function rebuildInBackground(): void {
    if (rebuilding) return;
    rebuilding = true;
    (async () => {
      const fresh = await build();
      // The served index went on following the catalog meanwhile: catch the new one up to it.
      while (current && fresh.version < current.version) {
        if (!(await applyChanges(fresh))) return;
      }
      current = fresh;
    })()
      .catch((error: Error) => options.log?.(`Search index rebuild failed (the current one stays): ${error.message}`))
      .finally(() => {
        rebuilding = false;
      });
  }

  async function catchUp(): Promise<void> {
    const target = current!;
    if (!(await applyChanges(target))) {
      current = await build();
      await applyChanges(current);
    }
    const { index } = current!;
    if (index.overlaySize > Math.max(500, index.size / 20)) rebuildInBackground();
  }

  function start(): Promise<Indexed> {
    first ??= build().then(
      (built) => (current = built),
      (error: unknown) => {
        first = null;
        throw error;
      },
    );
    return first;
  }

  return {
    async at(version) {
      if (!current) await start();
      // One read of the changes serves every search waiting for it; it reaches the version the
      // database has now, which is at least the one asked for.
      for (let round = 0; current!.version < version && round < 3; round++) {
        catchingUp ??= catchUp().finally(() => {
          catchingUp = null;
        });
        await catchingUp;
      }
      return current!.index;
    },
    warm() {
      start().catch(() => {});
    },
    version() {
      return current?.version ?? null;
    },
  };
}
