/**
 * Build-time indexes over the catalog: products by market, supplier, producer, application and tag,
 * the route rules of old product addresses, and which pages this build renders.
 *
 * A full build reads every product's detail once, through the export (docs/decisions/002): it keeps
 * in memory what the indexes and the product cards need of each product, and the full details in
 * slices on disk, which each product page reads its own from (docs/decisions/045). A partial build
 * (a publish of what changed, docs/decisions/020) starts from the catalog the served site was built
 * from (its outline: what the indexes need of each product, kept in `.publish/`), applies the
 * products changed since, renders only the pages that show them, and loads the details those pages show.
 * The indexes are the same either way: every list, count and neighbour is read from the whole
 * catalog, so a page rendered by a partial build is the page a full build would render.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteRule } from '../contracts/site-publishing.ts';
import type { MenuItem, ProductDetail, ProductSummary } from './catalog-source.ts';
import {
  flattenMenu,
  forEachExportSlice,
  loadApplicationsMenu,
  loadCatalogVersion,
  loadMarketsMenu,
  loadProducers,
  loadProductsByIds,
  loadRouteRules,
  loadSuppliers,
} from './catalog-source.ts';
import { type IndexedProduct, type PublishedCatalog, readPublished, toIndexed, writePublished } from './publish-state.ts';
import { type PublishPlan, planPublish, type RetiredProduct, retiredOf } from './publish-plan.ts';
import { DetailSlices } from './detail-slices.ts';
import { indexProducts, LISTED, type ProductLists, RELATED_REACH, relatedProducts } from './catalog-lists.ts';

export type { IndexedProduct, RetiredProduct };
export { indexProducts, LISTED, type ProductLists, RELATED_REACH, relatedProducts };

export interface CatalogIndex extends ProductLists {
  markets: MenuItem[];
  applications: MenuItem[];
  /** Where old product addresses lead (products with an old address, or no longer published). */
  rules: RouteRule[];
  /** Products no longer sold, whose last address shows a page saying so. */
  retired: RetiredProduct[];
  /** What a list shows of these products (their cards). */
  cards(products: readonly { id: number }[]): Promise<ProductSummary[]>;
  /** A product page's own product, in full. */
  detail(product: { id: number }): Promise<ProductDetail>;
  /** The pages this build renders; null: every page (a full build). */
  plan: PublishPlan | null;
}

/** Where the build writes what the next partial build starts from. */
const outDir = () => process.env.SITE_OUT_DIR || 'dist';

let index: Promise<CatalogIndex> | undefined;

export function loadCatalogIndex(): Promise<CatalogIndex> {
  return (index ??= process.env.PUBLISH_BASE ? partialIndex(process.env.PUBLISH_BASE) : fullIndex());
}

/** What a full build keeps in memory of a product: what the indexes read and what its card shows. */
type ListedProduct = IndexedProduct & ProductSummary;

/**
 * What many products hold alike (their market, storefront, producer, the ids of their markets and
 * applications, their grade and form) is kept once, not once per product: 100 000 products come
 * from some 60 storefronts and a few hundred markets and applications.
 */
class Shared {
  readonly #values = new Map<string, unknown>();

  one<T>(key: string, make: () => T): T {
    let value = this.#values.get(key) as T | undefined;
    if (value === undefined) this.#values.set(key, (value = make()));
    return value;
  }

  text(value: string): string {
    return this.one(`t:${value}`, () => value);
  }
}

function toListed(p: ProductDetail, shared: Shared): ListedProduct {
  const { casNumber, purity, supplier, market, producer, currency, moq, moqUnit, imageUrl, url } = p;
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    priceFromMinor: p.priceFromMinor,
    salePriceFromMinor: p.salePriceFromMinor,
    saleEndsAt: p.saleEndsAt,
    grade: shared.text(p.grade),
    physicalForm: shared.text(p.physicalForm),
    market: shared.one(`m:${market.id}`, () => ({ id: market.id, slug: market.slug, name: market.name })),
    marketPath: p.marketPath.map(({ id }) => shared.one(`mp:${id}`, () => ({ id }))),
    applications: p.applications.map(({ id }) => shared.one(`a:${id}`, () => ({ id }))),
    supplier: shared.one(`s:${supplier.id}`, () => supplier),
    producer: producer && shared.one(`p:${producer.id}`, () => ({ id: producer.id })),
    tags: p.tags.map((tag) => shared.text(tag)),
    casNumber,
    purity,
    producerName: p.producerName === null ? null : shared.text(p.producerName),
    currency: shared.text(currency),
    moq,
    moqUnit: shared.text(moqUnit),
    imageUrl,
    url,
  };
}

async function fullIndex(): Promise<CatalogIndex> {
  const version = await loadCatalogVersion();
  const details = new DetailSlices();
  const products: ListedProduct[] = [];
  const shared = new Shared();
  const [, markets, applications, rules, suppliers, producers] = await Promise.all([
    forEachExportSlice((slice) => {
      for (const product of slice) products.push(toListed(product, shared));
      details.write(slice);
    }),
    loadMarketsMenu(),
    loadApplicationsMenu(),
    loadRouteRules(),
    loadSuppliers(),
    loadProducers(),
  ]);
  const lists = indexProducts(products, applications);
  // What the next partial publish starts from: written by `astro build`, not by `astro dev`, which
  // renders pages on request (and must not touch a built site's state).
  if (process.argv.includes('build'))
    writePublished(outDir(), {
      version,
      products: products.map(toIndexed),
      rules,
      suppliers: suppliers.map(({ id, slug }) => ({ id, slug })),
      producers: producers.map(({ id, slug }) => ({ id, slug })),
    });
  return {
    ...lists,
    markets,
    applications,
    rules,
    retired: retiredOf(rules),
    cards: async (wanted) => wanted.map(({ id }) => lists.byId.get(id)!),
    detail: ({ id }) => details.take(id),
    plan: null,
  };
}

async function partialIndex(base: string): Promise<CatalogIndex> {
  const before: PublishedCatalog = readPublished(base);
  const changes = JSON.parse(process.env.PUBLISH_CHANGES ?? '{}') as {
    version: number;
    products: number[];
    suppliers: number[];
    producers: number[];
  };
  const changed = new Set(changes.products);
  const [fresh, freshRules, markets, applications, suppliers, producers] = await Promise.all([
    loadProductsByIds([...changed]),
    loadRouteRules([...changed]),
    loadMarketsMenu(),
    loadApplicationsMenu(),
    loadSuppliers(),
    loadProducers(),
  ]);
  const products = [...before.products.filter((p) => !changed.has(p.id)), ...fresh].sort((a, b) => a.id - b.id);
  // A rule is kept when it has something to say: an old address, or a product no longer published.
  const rules = [
    ...before.rules.filter((r) => !changed.has(r.productId)),
    ...freshRules.filter((r) => r.status !== 'published' || r.previous.length > 0),
  ].sort((a, b) => a.productId - b.productId);
  const beforeLists = indexProducts(before.products, applications);
  const lists = indexProducts(products, applications);
  const after: PublishedCatalog = {
    version: changes.version,
    products: products.map(toIndexed),
    rules,
    suppliers: suppliers.map(({ id, slug }) => ({ id, slug })),
    producers: producers.map(({ id, slug }) => ({ id, slug })),
  };
  const plan = planPublish({
    before: { ...beforeLists, retired: retiredOf(before.rules), suppliers: before.suppliers, producers: before.producers },
    after: { ...lists, retired: retiredOf(rules), suppliers: after.suppliers, producers: after.producers },
    changed,
    suppliers: changes.suppliers,
    producers: changes.producers,
    applications,
  });
  writePublished(outDir(), after);
  mkdirSync(join(outDir(), '.publish'), { recursive: true });
  writeFileSync(join(outDir(), '.publish', 'plan.json'), JSON.stringify({ version: changes.version, removed: plan.removed }));

  // Details: the changed products now, the others on demand (batched per call, kept for the build).
  const loaded = new Map<number, Promise<ProductDetail>>(fresh.map((p) => [p.id, Promise.resolve(p)]));
  const details = (wanted: readonly { id: number }[]): Promise<ProductDetail[]> => {
    const missing = wanted.map(({ id }) => id).filter((id) => !loaded.has(id));
    if (missing.length) {
      const batch = loadProductsByIds(missing).then((found) => new Map(found.map((p) => [p.id, p])));
      for (const id of missing) {
        loaded.set(
          id,
          batch.then((found) => {
            const product = found.get(id);
            // Published a moment ago, withdrawn since: the next publish renders this page again.
            if (!product) throw new Error(`Product ${id} is no longer published; the site is published again.`);
            return product;
          }),
        );
      }
    }
    return Promise.all(wanted.map(({ id }) => loaded.get(id)!));
  };
  return {
    ...lists,
    markets,
    applications,
    rules,
    retired: retiredOf(rules),
    cards: details,
    detail: async (product) => (await details([product]))[0]!,
    plan,
  };
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

/** Whether this build renders a page: every page in a full build, those the plan names in a partial one. */
export function renders(catalog: CatalogIndex, kind: Exclude<keyof PublishPlan, 'removed' | 'dashboard'>, key: number | string): boolean {
  if (!catalog.plan) return true;
  return (catalog.plan[kind] as Set<number | string>).has(key);
}
