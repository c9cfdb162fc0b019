/**
 * The catalog's lists, read by every catalog page: products by market, supplier, producer,
 * application and tag, and a product's neighbours in its market. Built the same way over every
 * product's detail (a full build) or over the outline a partial build keeps (publish-state.ts).
 */
import { slugify } from '../contracts/urls.ts';
import { flattenMenu, type MenuItem } from './catalog-source.ts';
import type { IndexedProduct } from './publish-state.ts';

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Products by market, supplier, producer, application and tag, each list in id order (an application group: its own, then its children's). */
export interface ProductLists<P extends IndexedProduct = IndexedProduct> {
  /** Every published product, in id order. */
  products: P[];
  byId: Map<number, P>;
  byMarket: Map<number, P[]>;
  bySupplier: Map<number, P[]>;
  byProducer: Map<number, P[]>;
  byApplication: Map<number, P[]>;
  /** Products by the slug of a tag they carry, with the tag as first written. */
  byTag: Map<string, { name: string; products: P[] }>;
}

/** The lists over `products` (in id order); applications roll up into their top-level group. */
export function indexProducts<P extends IndexedProduct>(products: P[], applications: MenuItem[]): ProductLists<P> {
  const byId = new Map<number, P>();
  const byMarket = new Map<number, P[]>();
  const bySupplier = new Map<number, P[]>();
  const byProducer = new Map<number, P[]>();
  const byApplication = new Map<number, P[]>();
  const byTag = new Map<string, { name: string; products: P[] }>();
  for (const product of products) {
    byId.set(product.id, product);
    for (const slug of new Set(product.tags.map(slugify))) {
      if (!slug) continue;
      const tag = byTag.get(slug);
      if (tag) tag.products.push(product);
      else byTag.set(slug, { name: product.tags.find((t) => slugify(t) === slug)!, products: [product] });
    }
    // A product counts in its market and every market above it.
    for (const node of product.marketPath) push(byMarket, node.id, product);
    push(bySupplier, product.supplier.id, product);
    if (product.producer) push(byProducer, product.producer.id, product);
    for (const application of product.applications) push(byApplication, application.id, product);
  }
  // Applications roll up too: a group lists the products of its children.
  for (const group of applications) {
    const seen = new Set<number>();
    for (const node of flattenMenu([group])) {
      for (const product of byApplication.get(node.id) ?? []) {
        if (node.id !== group.id && !seen.has(product.id)) push(byApplication, group.id, product);
        seen.add(product.id);
      }
    }
  }
  return { products, byId, byMarket, bySupplier, byProducer, byApplication, byTag };
}

/** Products a listing page shows (a market, an application, a storefront, a producer, a tag); the rest are a search away. */
export const LISTED = 24;

/** How many places on each side of a product `relatedProducts` looks at, at most. */
export const RELATED_REACH = 60;

/**
 * Up to `n` other products of the same market: the nearest ids around it, other chemicals first.
 * Pools are in id order, so this looks at a few neighbours instead of sorting the whole market.
 */
export function relatedProducts<T extends { id: number; name: string }>(
  lists: { byMarket: Map<number, T[]> },
  product: { id: number; name: string; market: { id: number } },
  n = 4,
): T[] {
  const pool = lists.byMarket.get(product.market.id) ?? [];
  let lo = 0;
  let hi = pool.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pool[mid]!.id < product.id) lo = mid + 1;
    else hi = mid;
  }
  const picked: T[] = [];
  const sameName: T[] = [];
  const names = new Set([product.name]);
  for (let step = 1; picked.length < n && step <= RELATED_REACH && (lo - step >= 0 || lo + step < pool.length); step++) {
    for (const candidate of [pool[lo + step], pool[lo - step]]) {
      if (!candidate || candidate.id === product.id || picked.length >= n) continue;
      if (names.has(candidate.name)) sameName.push(candidate);
      else {
        names.add(candidate.name);
        picked.push(candidate);
      }
    }
  }
  return [...picked, ...sameName].slice(0, n);
}
