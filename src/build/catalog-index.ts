/** Build-time indexes over the exported catalog: products by market, supplier and application. */
import type { MenuItem, ProductDetail } from './catalog-source.ts';
import { flattenMenu, loadAllProducts, loadApplicationsMenu, loadMarketsMenu } from './catalog-source.ts';
import { slugify } from '../contracts/urls.ts';

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export interface CatalogIndex {
  products: ProductDetail[];
  byMarket: Map<number, ProductDetail[]>;
  bySupplier: Map<number, ProductDetail[]>;
  byProducer: Map<number, ProductDetail[]>;
  byApplication: Map<number, ProductDetail[]>;
  /** Products by the slug of a tag they carry, with the tag as first written. */
  byTag: Map<string, { name: string; products: ProductDetail[] }>;
  markets: MenuItem[];
  applications: MenuItem[];
}

let index: Promise<CatalogIndex> | undefined;

export function loadCatalogIndex(): Promise<CatalogIndex> {
  return (index ??= (async () => {
    const [products, markets, applications] = await Promise.all([loadAllProducts(), loadMarketsMenu(), loadApplicationsMenu()]);
    const byMarket = new Map<number, ProductDetail[]>();
    const bySupplier = new Map<number, ProductDetail[]>();
    const byProducer = new Map<number, ProductDetail[]>();
    const byApplication = new Map<number, ProductDetail[]>();
    const byTag = new Map<string, { name: string; products: ProductDetail[] }>();
    for (const product of products) {
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
    return { products, byMarket, bySupplier, byProducer, byApplication, byTag, markets, applications };
  })());
}

/**
 * Up to `n` other products of the same market: the nearest ids around it, other chemicals first.
 * Pools are in id order, so this looks at a few neighbours instead of sorting the whole market.
 */
export function relatedProducts(catalog: CatalogIndex, product: ProductDetail, n = 4): ProductDetail[] {
  const pool = catalog.byMarket.get(product.market.id) ?? [];
  let lo = 0;
  let hi = pool.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pool[mid]!.id < product.id) lo = mid + 1;
    else hi = mid;
  }
  const picked: ProductDetail[] = [];
  const sameName: ProductDetail[] = [];
  const names = new Set([product.name]);
  for (let step = 1; picked.length < n && step <= 60 && (lo - step >= 0 || lo + step < pool.length); step++) {
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

/** Every node of a menu tree with its path from the top, for the pages of markets and applications. */
export function treeNodePaths(menu: MenuItem[]) {
  const parents = new Map<number, MenuItem>();
  const nodes = flattenMenu(menu);
  for (const node of nodes) for (const child of node.subMenu) parents.set(child.id, node);
  return nodes.map((node) => {
    const path: MenuItem[] = [];
    for (let n: MenuItem | undefined = node; n; n = parents.get(n.id)) path.unshift(n);
    return { params: { title: node.slug, id: String(node.id) }, props: { node, path } };
  });
}
