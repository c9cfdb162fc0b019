/**
 * Which pages a change touches (docs/decisions/020-incremental-publishing.md). Given the catalog
 * the served site shows and the catalog now, and the products and storefronts changed between
 * them, it names every page whose content may differ: the changed products' pages, the product
 * pages (and the pages of products no longer sold) that show one of them among their neighbours or
 * whose neighbours moved, the pages of their markets, applications, storefronts, producers and
 * tags, before and after; and the addresses whose page is gone. The pages every build renders
 * anyway (home, indexes, search) are not listed. Naming a page too many costs a render; the
 * publish swaps in only the files whose bytes changed.
 */
import type { RouteRule } from '../contracts/site-publishing.ts';
import { productPath, slugify } from '../contracts/urls.ts';
import type { MenuItem } from './catalog-source.ts';
import { type ProductLists, RELATED_REACH, relatedProducts } from './catalog-lists.ts';
import type { IndexedProduct } from './publish-state.ts';

/** A product no longer sold: its last address shows a page saying so, with similar products. */
export interface RetiredProduct {
  id: number;
  /** Its last address, where its page is. */
  path: string;
  name: string;
  grade: string;
  casNumber: string | null;
  market: { id: number; slug: string; name: string };
  marketPath: { id: number; slug: string; name: string }[];
  applications: { id: number; slug: string; name: string }[];
}

export function retiredOf(rules: RouteRule[]): RetiredProduct[] {
  return rules.flatMap((rule) =>
    rule.status === 'retired' && rule.retired ? [{ id: rule.productId, path: rule.path, ...rule.retired }] : [],
  );
}

export interface PublishPlan {
  products: Set<number>;
  retired: Set<number>;
  markets: Set<number>;
  applications: Set<number>;
  suppliers: Set<number>;
  producers: Set<number>;
  /** Tag slugs. */
  tags: Set<string>;
  /** The dashboard has a shell per storefront: the shells are rendered again when that list changed. */
  dashboard: boolean;
  /** Addresses whose page is gone (a product renamed, moved, deleted; a tag no product carries). */
  removed: string[];
}

interface Side extends ProductLists {
  retired: RetiredProduct[];
  suppliers: { id: number; slug: string }[];
  producers: { id: number; slug: string }[];
}

export interface PlanInput {
  before: Side;
  after: Side;
  /** Products changed in between (published, edited, withdrawn, deleted). */
  changed: ReadonlySet<number>;
  /** Storefronts and producers whose own page changed. */
  suppliers: readonly number[];
  producers: readonly number[];
  applications: MenuItem[];
}

const pagePath = (p: IndexedProduct) => productPath(p.slug, p.market.slug, p.id);

/** The index of `id` in a pool in id order, or where it would be. */
function position(pool: readonly { id: number }[], id: number): number {
  let lo = 0;
  let hi = pool.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pool[mid]!.id < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const ids = (list: readonly { id: number }[]) => list.map((p) => p.id).join(',');

export function planPublish(input: PlanInput): PublishPlan {
  const { before, after, changed } = input;
  const plan: PublishPlan = {
    products: new Set(),
    retired: new Set(),
    markets: new Set(),
    applications: new Set(),
    suppliers: new Set(input.suppliers),
    producers: new Set(input.producers),
    tags: new Set(),
    dashboard: false,
    removed: [],
  };
  const retiredBefore = new Map(before.retired.map((r) => [r.id, r]));
  const retiredAfter = new Map(after.retired.map((r) => [r.id, r]));
  const parents = new Map<number, number>();
  for (const node of flattenTree(input.applications)) for (const child of node.subMenu) parents.set(child.id, node.id);
  const withAncestors = (id: number) => {
    const chain: number[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parents.get(n)) chain.push(n);
    return chain;
  };

  /** Markets whose pool of neighbours a changed product was or is in. */
  const pools = new Set<number>();
  for (const id of changed) {
    const was = before.byId.get(id);
    const is = after.byId.get(id);
    if (is) plan.products.add(id);
    else if (retiredAfter.has(id)) plan.retired.add(id);
    const wasAt = was ? pagePath(was) : retiredBefore.get(id)?.path;
    const isAt = is ? pagePath(is) : retiredAfter.get(id)?.path;
    if (wasAt && wasAt !== isAt) plan.removed.push(wasAt);
    for (const product of [was, is]) {
      if (!product) continue;
      for (const node of product.marketPath) {
        plan.markets.add(node.id);
        pools.add(node.id);
      }
      for (const application of product.applications) for (const node of withAncestors(application.id)) plan.applications.add(node);
      plan.suppliers.add(product.supplier.id);
      if (product.producer) plan.producers.add(product.producer.id);
      for (const tag of product.tags) {
        const slug = slugify(tag);
        if (!slug) continue;
        if (after.byTag.has(slug)) plan.tags.add(slug);
        else if (before.byTag.has(slug) && !plan.removed.includes(`/tag/${slug}`)) plan.removed.push(`/tag/${slug}`);
      }
    }
  }

  // Pages that show a changed product among their neighbours, before or after, or whose neighbours
  // moved: the products within reach of it in a market's pool, and the market's products no longer sold.
  const touches = (from: readonly { id: number }[], to: readonly { id: number }[]) =>
    ids(from) !== ids(to) || from.some((p) => changed.has(p.id)) || to.some((p) => changed.has(p.id));
  for (const marketId of pools) {
    const pools = [before.byMarket.get(marketId) ?? [], after.byMarket.get(marketId) ?? []];
    const near = new Set<number>();
    for (const id of changed) {
      for (const pool of pools) {
        const at = position(pool, id);
        for (let i = Math.max(0, at - RELATED_REACH - 1); i <= Math.min(pool.length - 1, at + RELATED_REACH + 1); i++) {
          const candidate = pool[i]!;
          if (candidate.market.id === marketId && !changed.has(candidate.id)) near.add(candidate.id);
        }
      }
    }
    for (const id of near) {
      const product = after.byId.get(id);
      if (product && touches(relatedProducts(before, product), relatedProducts(after, product))) plan.products.add(id);
    }
    for (const retired of after.retired) {
      if (retired.market.id !== marketId || changed.has(retired.id)) continue;
      if (touches(relatedProducts(before, retired), relatedProducts(after, retired))) plan.retired.add(retired.id);
    }
  }

  // Storefronts and producers that appeared, went or took a new address.
  const companies = (from: Side['suppliers'], to: Side['suppliers'], added: Set<number>, gone: (slug: string) => string[]) => {
    const slugs = new Map(from.map((c) => [c.id, c.slug]));
    const now = new Map(to.map((c) => [c.id, c.slug]));
    for (const company of to) if (slugs.get(company.id) !== company.slug) added.add(company.id);
    for (const company of from) if (now.get(company.id) !== company.slug) plan.removed.push(...gone(company.slug));
  };
  companies(before.suppliers, after.suppliers, plan.suppliers, (slug) => [`/suppliers/${slug}`, `/${slug}`]);
  companies(before.producers, after.producers, plan.producers, (slug) => [`/producers/${slug}`]);
  // The dashboard has a shell per storefront's address.
  plan.dashboard = before.suppliers.map((s) => s.slug).join('\n') !== after.suppliers.map((s) => s.slug).join('\n');
  return plan;
}

function flattenTree(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenTree(item.subMenu)]);
}
