/**
 * What a built site keeps of the catalog it shows, in `<site>/.publish/` (never served): every
 * published product as far as the indexes need it (its outline), the route rules, the storefronts
 * and producers. The next partial publish starts from it (docs/decisions/020-incremental-publishing.md).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductDetail } from '../contracts/products.ts';
import type { RouteRule } from '../contracts/site-publishing.ts';

export const PUBLISH_DIR = '.publish';

/** What the indexes, the related products and the Deals strip read of a product; a ProductDetail is one. */
export interface IndexedProduct {
  id: number;
  slug: string;
  name: string;
  grade: string;
  physicalForm: string;
  market: { id: number; slug: string };
  marketPath: { id: number }[];
  applications: { id: number }[];
  supplier: { id: number };
  producer: { id: number } | null;
  tags: string[];
  priceFromMinor: number | null;
  salePriceFromMinor: number | null;
  saleEndsAt: string | null;
}

export interface PublishedCatalog {
  /** The catalog version the site shows: a publish applies what changed after it. */
  version: number;
  products: IndexedProduct[];
  rules: RouteRule[];
  suppliers: { id: number; slug: string }[];
  producers: { id: number; slug: string }[];
}

export function toIndexed(p: ProductDetail | IndexedProduct): IndexedProduct {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    grade: p.grade,
    physicalForm: p.physicalForm,
    market: { id: p.market.id, slug: p.market.slug },
    marketPath: p.marketPath.map(({ id }) => ({ id })),
    applications: p.applications.map(({ id }) => ({ id })),
    supplier: { id: p.supplier.id },
    producer: p.producer ? { id: p.producer.id } : null,
    tags: p.tags,
    priceFromMinor: p.priceFromMinor,
    salePriceFromMinor: p.salePriceFromMinor,
    saleEndsAt: p.saleEndsAt,
  };
}

const FILES = { catalog: 'catalog.json', rules: 'route-rules.json', state: 'state.json' } as const;

/** Writes the state into `<dir>/.publish/` (each file whole: a temporary file renamed over it). */
export function writePublished(dir: string, state: PublishedCatalog): void {
  const folder = join(dir, PUBLISH_DIR);
  mkdirSync(folder, { recursive: true });
  const { rules, ...catalog } = state;
  const write = (name: string, text: string) => {
    writeFileSync(join(folder, `${name}.tmp`), text);
    renameSync(join(folder, `${name}.tmp`), join(folder, name));
  };
  // One product a line: 100000 products are about 30 MB, read back in a fraction of a second.
  write(
    FILES.catalog,
    `{"suppliers":${JSON.stringify(catalog.suppliers)},"producers":${JSON.stringify(catalog.producers)},"products":[\n${catalog.products.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`,
  );
  write(FILES.rules, JSON.stringify(rules));
  write(FILES.state, JSON.stringify({ version: catalog.version }));
}

/** The catalog version a built site shows, or null when it kept no state (built before publishing was incremental). */
export function publishedVersion(dir: string): number | null {
  const file = join(dir, PUBLISH_DIR, FILES.state);
  if (!existsSync(file) || !existsSync(join(dir, PUBLISH_DIR, FILES.catalog))) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: number }).version;
}

/** Records that the site shows `version` (a publish found nothing of its to change). */
export function setPublishedVersion(dir: string, version: number): void {
  writeFileSync(join(dir, PUBLISH_DIR, `${FILES.state}.tmp`), JSON.stringify({ version }));
  renameSync(join(dir, PUBLISH_DIR, `${FILES.state}.tmp`), join(dir, PUBLISH_DIR, FILES.state));
}

/** The files of the state, relative to the site: a publish moves them in with the pages. */
export const PUBLISH_STATE_FILES = Object.values(FILES).map((name) => `${PUBLISH_DIR}/${name}`);

export function readPublished(dir: string): PublishedCatalog {
  const catalog = JSON.parse(readFileSync(join(dir, PUBLISH_DIR, FILES.catalog), 'utf8')) as Omit<PublishedCatalog, 'rules' | 'version'>;
  return { ...catalog, version: publishedVersion(dir) ?? 0, rules: readRouteRules(dir) };
}

export function readRouteRules(dir: string): RouteRule[] {
  const file = join(dir, PUBLISH_DIR, FILES.rules);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteRule[]) : [];
}

/** The addresses of pages saying a product is no longer sold: kept out of the sitemap. */
export function retiredPagePaths(dir: string): Set<string> {
  return new Set(readRouteRules(dir).flatMap((rule) => (rule.status === 'retired' ? [rule.path] : [])));
}
