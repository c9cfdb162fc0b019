/**
 * Publishes catalog changes to the served site (docs/decisions/020-incremental-publishing.md).
 *
 * A partial publish asks the gateway what changed since the catalog version the site shows, runs
 * `astro build` for the pages those changes touch only (src/build/publish-plan.ts decides which),
 * and swaps in each file whose bytes changed (written beside it, then renamed over it), then the
 * route rules, then removes the pages that are gone, patches the sitemap and records the addresses
 * it changed in `.publish/` for a CDN to purge. A full build (build-site.ts) runs instead when the
 * site's source or settings changed, when the site kept no state, when too much changed, or when a
 * partial build fails.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { CatalogChanges } from '../contracts/site-publishing.ts';
import { PUBLISH_DIR, PUBLISH_STATE_FILES, publishedVersion, retiredPagePaths, setPublishedVersion } from '../build/publish-state.ts';
import { readSitemap, sitemapLists, writeSitemap } from '../build/sitemap.ts';
import { buildSite, isBuildCurrent, runAstroBuild, sourceStamp } from './build-site.ts';

/** More products changed than this: one full build costs less than rendering their pages one by one. */
export const PARTIAL_LIMIT = 2000;
/** How many publish records `.publish/changes/` keeps. */
const KEPT_RECORDS = 200;

export interface PublishOptions {
  siteDir: string;
  gatewayUrl: string;
  siteUrl: string;
  /** Receives the build's output lines. */
  log?: (line: string) => void;
  /** Stops a build in progress (the server is shutting down). */
  signal?: AbortSignal;
  /** Products changed beyond which a full build runs instead (PARTIAL_LIMIT). */
  partialLimit?: number;
}

export interface PublishResult {
  /** full: the whole site was built; partial: the pages of the changes; none: nothing it shows changed. */
  kind: 'full' | 'partial' | 'none';
  /** The catalog version the site shows now. */
  version: number;
  /** Why a full build ran. */
  reason?: string;
  /** Site addresses whose content changed, appeared or went (a full build: every address). */
  paths: string[];
  /** Pages the partial build rendered, and of those, files whose bytes changed. */
  rendered?: number;
}

async function changesSince(gatewayUrl: string, version: number, limit: number): Promise<CatalogChanges> {
  const response = await fetch(`${gatewayUrl}/api/v1/site-publishing/changes?SinceVersion=${version}&Limit=${limit}`);
  if (!response.ok) throw new Error(`The gateway answered ${response.status} when asked what changed`);
  return ((await response.json()) as { data: CatalogChanges }).data;
}

function* walk(dir: string, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path, base);
    else yield relative(base, path).split(sep).join('/');
  }
}

/** "product/a/b/1/index.html" → "/product/a/b/1/"; "route-rules.json" → "/route-rules.json". */
export function addressOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/** The addresses a CDN may hold for a page or file (a page answers with and without the trailing slash). */
function cachedAddresses(address: string): string[] {
  return address.length > 1 && address.endsWith('/') ? [address, address.slice(0, -1)] : [address];
}

/** Files every build writes that a partial build must not bring in: the build's own id and partial sitemap. */
const NOT_SWAPPED = /^(builds\/|sitemap-[^/]*\.xml$|\.build-|\.publish\/)/;

function replaceFile(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, `${to}.publishing`);
  renameSync(`${to}.publishing`, to);
}

/** Removes a page's file and the folders it leaves empty. */
function removePage(siteDir: string, path: string): boolean {
  const file = join(siteDir, path.replace(/^\/+|\/+$/g, ''), 'index.html');
  if (!existsSync(file)) return false;
  rmSync(file);
  for (let dir = dirname(file); dir.startsWith(siteDir) && dir !== siteDir; dir = dirname(dir)) {
    if (readdirSync(dir).length) break;
    rmdirSync(dir);
  }
  return true;
}

/** Keeps a record of each publish in `.publish/changes/` and the last one's addresses in `.publish/changed-paths.txt`. */
export function recordPublish(siteDir: string, result: PublishResult): void {
  const folder = join(siteDir, PUBLISH_DIR, 'changes');
  mkdirSync(folder, { recursive: true });
  const at = new Date().toISOString();
  const record = { version: result.version, kind: result.kind, publishedAt: at, paths: result.kind === 'full' ? ['/*'] : result.paths };
  writeFileSync(join(folder, `${at.replace(/[:.]/g, '-')}-v${result.version}.json`), `${JSON.stringify(record, null, 1)}\n`);
  writeFileSync(join(siteDir, PUBLISH_DIR, 'changed-paths.txt.tmp'), `${record.paths.join('\n')}\n`);
  renameSync(join(siteDir, PUBLISH_DIR, 'changed-paths.txt.tmp'), join(siteDir, PUBLISH_DIR, 'changed-paths.txt'));
  const records = readdirSync(folder).sort();
  for (const old of records.slice(0, Math.max(0, records.length - KEPT_RECORDS))) rmSync(join(folder, old));
}

/** Runs `astro build` for the pages of `changes` into `out`, against the served site's state. */
async function partialBuild(options: PublishOptions, changes: CatalogChanges, out: string, buildId: string): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  await runAstroBuild(
    {
      GATEWAY_URL: options.gatewayUrl,
      SITE_OUT_DIR: out,
      PUBLIC_SITE_URL: options.siteUrl,
      BUILD_ID: buildId,
      PUBLISH_BASE: options.siteDir,
      PUBLISH_CHANGES: JSON.stringify(changes),
    },
    // A partial build says little worth a line in the server's log: only its errors.
    { signal: options.signal, onLine: (line) => /error/i.test(line) && options.log?.(line) },
  ).catch((error: Error) => {
    throw new Error(`the partial build failed: ${error.message}`);
  });
}

/** Swaps a partial build's changed files into the served site; answers the addresses that changed. */
function swapIn(siteDir: string, out: string, siteUrl: string): { paths: string[]; rendered: number } {
  const changed: string[] = [];
  const pages: string[] = [];
  let rendered = 0;
  for (const file of walk(out)) {
    if (NOT_SWAPPED.test(file)) continue;
    const target = join(siteDir, file);
    if (file.startsWith('_astro/')) {
      // Hashed: the same name is the same bytes. New ones (a picture first shown) are added.
      if (!existsSync(target)) replaceFile(join(out, file), target);
      continue;
    }
    if (file.endsWith('.html')) {
      rendered++;
      pages.push(addressOf(file));
    }
    const bytes = readFileSync(join(out, file));
    if (existsSync(target) && statSync(target).size === bytes.length && readFileSync(target).equals(bytes)) continue;
    replaceFile(join(out, file), target);
    changed.push(addressOf(file));
  }

  // The route rules are in place: the pages that are gone can go (their addresses now redirect).
  const plan = JSON.parse(readFileSync(join(out, PUBLISH_DIR, 'plan.json'), 'utf8')) as { removed: string[] };
  for (const path of plan.removed) if (removePage(siteDir, path)) changed.push(`${path}/`);

  // The state the next publish starts from.
  for (const file of PUBLISH_STATE_FILES) replaceFile(join(out, file), join(siteDir, file));

  // The sitemap: the pages gone or no longer sold out, the pages rendered that are public in.
  const retired = retiredPagePaths(siteDir);
  const origin = new URL(siteUrl).origin;
  const urls = new Set(readSitemap(siteDir));
  let moved = false;
  const listed = sitemapLists(retired);
  for (const path of [...plan.removed, ...retired]) moved = urls.delete(`${origin}${path}/`) || moved;
  for (const page of pages) {
    const url = `${origin}${page}`;
    if (listed(page) && !urls.has(url)) {
      urls.add(url);
      moved = true;
    }
  }
  if (moved) changed.push(...writeSitemap(siteDir, urls, siteUrl).map((name) => `/${name}`));
  return { paths: [...new Set(changed.flatMap(cachedAddresses))].sort(), rendered };
}

/**
 * Brings the served site up to the catalog now: a partial publish when it can, else a full build.
 * One at a time (the caller's watcher sees to that).
 */
export async function publishSite(options: PublishOptions): Promise<PublishResult> {
  const stamp = sourceStamp(options.siteUrl);
  const shown = publishedVersion(options.siteDir);
  const full = async (reason: string): Promise<PublishResult> => {
    const version = (await changesSince(options.gatewayUrl, 0, 1)).version;
    await buildSite({
      siteDir: options.siteDir,
      gatewayUrl: options.gatewayUrl,
      siteUrl: options.siteUrl,
      stamp,
      ...(options.log && { log: options.log }),
      ...(options.signal && { signal: options.signal }),
    });
    const result: PublishResult = { kind: 'full', version: publishedVersion(options.siteDir) ?? version, reason, paths: ['/*'] };
    recordPublish(options.siteDir, result);
    return result;
  };
  if (!isBuildCurrent(options.siteDir, stamp)) return full('the site’s source or settings changed');
  if (shown === null) return full('the site kept no publishing state');
  const changes = await changesSince(options.gatewayUrl, shown, options.partialLimit ?? PARTIAL_LIMIT);
  if (changes.tooMany) return full(`more than ${options.partialLimit ?? PARTIAL_LIMIT} products changed`);
  if (!changes.products.length && !changes.suppliers.length && !changes.producers.length) {
    if (changes.version !== shown) setPublishedVersion(options.siteDir, changes.version);
    return { kind: 'none', version: changes.version, paths: [] };
  }
  const buildId = (JSON.parse(readFileSync(join(options.siteDir, 'builds', 'latest.json'), 'utf8')) as { id: string }).id;
  const out = `${options.siteDir}.partial`;
  try {
    await partialBuild(options, changes, out, buildId);
  } catch (error) {
    rmSync(out, { recursive: true, force: true });
    if (options.signal?.aborted) throw error;
    return full(`${(error as Error).message}`);
  }
  const swapped = swapIn(options.siteDir, out, options.siteUrl);
  rmSync(out, { recursive: true, force: true });
  const result: PublishResult = { kind: 'partial', version: changes.version, paths: swapped.paths, rendered: swapped.rendered };
  recordPublish(options.siteDir, result);
  return result;
}

/** A few words on a publish, for the log. */
export function describePublish(result: PublishResult): string {
  if (result.kind === 'full') return `whole site built: ${result.reason}`;
  if (result.kind === 'none') return 'nothing the site shows changed';
  const pages = result.paths.filter((p) => p.endsWith('/')).length;
  return `${result.rendered} pages rendered, ${pages} changed, ${result.paths.length} addresses to purge`;
}
