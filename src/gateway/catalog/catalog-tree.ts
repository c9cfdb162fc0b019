/**
 * Markets and applications are small trees (a few hundred nodes): each is loaded whole with its
 * product counts, cached per catalog version, and menus, levels and descendant sets are cut from it.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { LevelGroup, MenuItem, TreeItem } from '../../contracts/catalog-tree.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { applications, markets, productApplications, products } from '../db/schema/catalog.ts';
import { versionedCache } from './catalog-version.ts';

export interface Tree {
  items: TreeItem[];
  byId: Map<number, TreeItem>;
  childrenOf(id: number | null): TreeItem[];
  /** The node and all nodes below it. */
  descendantIds(id: number): number[];
  /** From the top-level ancestor down to the node. */
  pathTo(id: number): TreeItem[];
}

const LEVEL_LABELS: Record<'markets' | 'applications', string[]> = {
  markets: ['Markets', 'Sub-markets', 'Segments'],
  applications: ['Application groups', 'Applications', 'Uses'],
};

function buildTree(rows: Omit<TreeItem, 'productCount'>[], directCounts: Map<number, number>): Tree {
  const children = new Map<number | null, TreeItem[]>();
  const byId = new Map<number, TreeItem>();
  const items = rows.map((row) => ({ ...row, productCount: 0 }));
  for (const item of items) {
    byId.set(item.id, item);
    const siblings = children.get(item.parentId) ?? [];
    siblings.push(item);
    children.set(item.parentId, siblings);
  }
  const childrenOf = (id: number | null) => children.get(id) ?? [];
  const descendantIds = (id: number): number[] => [id, ...childrenOf(id).flatMap((c) => descendantIds(c.id))];
  // Roll counts up: a market counts the products of its sub-markets too.
  const rollUp = (item: TreeItem): number => {
    item.productCount = (directCounts.get(item.id) ?? 0) + childrenOf(item.id).reduce((sum, c) => sum + rollUp(c), 0);
    return item.productCount;
  };
  childrenOf(null).forEach(rollUp);
  const pathTo = (id: number): TreeItem[] => {
    const path: TreeItem[] = [];
    for (let node = byId.get(id); node; node = node.parentId === null ? undefined : byId.get(node.parentId)) path.unshift(node);
    return path;
  };
  return { items, byId, childrenOf, descendantIds, pathTo };
}

export interface TreeService {
  tree(): Promise<Tree>;
  menu(options: Page & { showSubMenu: boolean; rootId?: number | undefined }): Promise<{ items: MenuItem[]; total: number }>;
  levels(): Promise<LevelGroup[]>;
}

function createTreeService(db: Db, kind: 'markets' | 'applications'): TreeService {
  const table = kind === 'markets' ? markets : applications;
  const columns = {
    id: table.id,
    parentId: table.parentId,
    slug: table.slug,
    name: table.name,
    description: table.description,
    level: table.level,
  };
  const countDirect = async (): Promise<Map<number, number>> => {
    const rows =
      kind === 'markets'
        ? await db
            .select({ id: products.marketId, n: count() })
            .from(products)
            .where(eq(products.status, 'published'))
            .groupBy(products.marketId)
        : await db
            .select({ id: productApplications.applicationId, n: count() })
            .from(productApplications)
            .innerJoin(products, and(eq(products.id, productApplications.productId), eq(products.status, 'published')))
            .groupBy(productApplications.applicationId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  };
  const tree = versionedCache(db, async () => {
    const [rows, counts] = await Promise.all([
      db.select(columns).from(table).orderBy(asc(table.level), asc(table.position), asc(table.name)),
      countDirect(),
    ]);
    return buildTree(rows, counts);
  });

  const toMenu = (t: Tree, item: TreeItem, deep: boolean): MenuItem => ({
    ...item,
    subMenu: deep ? t.childrenOf(item.id).map((c) => toMenu(t, c, true)) : [],
  });

  return {
    tree,
    async menu({ showSubMenu, rootId, ...page }) {
      const t = await tree();
      const nodes = t.childrenOf(rootId ?? null);
      const slice = nodes.slice(pageOffset(page), pageOffset(page) + page.pageSize);
      return { items: slice.map((n) => toMenu(t, n, showSubMenu)), total: nodes.length };
    },
    async levels() {
      const t = await tree();
      const byLevel = new Map<number, TreeItem[]>();
      for (const item of t.items) byLevel.set(item.level, [...(byLevel.get(item.level) ?? []), item]);
      return [...byLevel.entries()]
        .sort(([a], [b]) => a - b)
        .map(([level, items]) => ({
          level,
          label: LEVEL_LABELS[kind][level - 1] ?? `Level ${level}`,
          items,
        }));
    },
  };
}

export const createMarketsService = (db: Db) => createTreeService(db, 'markets');
export const createApplicationsService = (db: Db) => createTreeService(db, 'applications');
