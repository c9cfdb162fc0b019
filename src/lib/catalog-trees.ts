/**
 * Spec §3/§4: the markets and the applications list in client state, each top-level entry with its
 * menu tree. At app start, every page with an island fills them from the build's copy
 * (/catalog-trees.json, fetched once the page script runs and kept by the service worker); a page
 * rendered with them seeds them; the first island that shows them asks the gateway once per page
 * load, getmarkets (PageNumber 1, PageSize 200) and gettechnologies, whose answer is fresher. An
 * answer is stored only when the call succeeded with lists. A failed load shows nothing (spec §8):
 * the stores keep what they held.
 */
import { atom } from 'nanostores';
import type { MenuItem } from '../contracts/catalog-tree.ts';
import type { PagedEnvelope } from '../contracts/envelope.ts';
import { api } from './api-client.ts';

/** What the islands read of a market or application (the gateway's menu items carry more). */
export interface CatalogNode {
  id: number;
  name: string;
  subMenu: CatalogNode[];
}

export interface CatalogTrees {
  markets: CatalogNode[];
  applications: CatalogNode[];
}

/** The build's copy of the trees (src/pages/catalog-trees.json.ts). */
export const BUILT_CATALOG_TREES = '/catalog-trees.json';

export const $markets = atom<CatalogNode[]>([]);
export const $applications = atom<CatalogNode[]>([]);

/** Fills an empty store with what the page was built with; a store already loaded keeps its answer. */
export function seedCatalogTrees(trees: CatalogTrees): void {
  if ($markets.get().length === 0) $markets.set(trees.markets);
  if ($applications.get().length === 0) $applications.set(trees.applications);
}

async function load(path: string, store: typeof $markets): Promise<void> {
  try {
    const answer = await api<PagedEnvelope<CatalogNode>>(path, { query: { PageNumber: 1, PageSize: 200 } });
    if (Array.isArray(answer?.data)) store.set(answer.data);
  } catch {
    // No message (spec §8): what the store holds stays.
  }
}

let refreshing: Promise<void> | undefined;

/** Once per page load; settles when both calls have answered or failed. */
export function refreshCatalogTrees(): Promise<void> {
  refreshing ??= Promise.all([load('/v1/marketplace/getmarkets', $markets), load('/v1/technologies/gettechnologies', $applications)]).then(
    () => undefined,
  );
  return refreshing;
}

/** Only what the islands read of each node: the build's copy and a page's seed. */
export function catalogNodes(items: readonly MenuItem[]): CatalogNode[] {
  return items.map(({ id, name, subMenu }) => ({ id, name, subMenu: catalogNodes(subMenu) }));
}

/** App start (spec §4): the build's copy of the trees, stored on status 200 in the stores still empty. */
export async function loadBuiltCatalogTrees(): Promise<void> {
  try {
    const answer = await fetch(BUILT_CATALOG_TREES, { headers: { Accept: 'application/json' } });
    if (answer.status !== 200) return;
    const trees = (await answer.json()) as Partial<CatalogTrees>;
    if (Array.isArray(trees.markets) && Array.isArray(trees.applications)) {
      seedCatalogTrees({ markets: trees.markets, applications: trees.applications });
    }
  } catch {
    // No message (spec §8): what the stores hold stays.
  }
}

export interface TreeOption {
  id: number;
  name: string;
  /** 0 for a top-level market or application. */
  depth: number;
  /** "Paints and coatings › Decorative paints". */
  path: string;
  topId: number;
}

/** Depth-first, so every node follows its parent: what pickers and filter lists show. */
export function flattenTree(items: CatalogNode[]): TreeOption[] {
  const out: TreeOption[] = [];
  const walk = (nodes: CatalogNode[], depth: number, trail: string[], topId: number | null) => {
    for (const node of nodes) {
      const path = [...trail, node.name];
      out.push({ id: node.id, name: node.name, depth, path: path.join(' › '), topId: topId ?? node.id });
      walk(node.subMenu ?? [], depth + 1, path, topId ?? node.id);
    }
  };
  walk(items, 0, [], null);
  return out;
}
