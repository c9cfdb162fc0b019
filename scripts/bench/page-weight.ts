/**
 * Page weight per page type, read from a built dist/: HTML, CSS and JavaScript bytes (raw, gzip,
 * brotli), JavaScript fetched before the first interaction (module scripts, island components and
 * renderers, and their static imports) and in all (with dynamic imports), and the request count.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface Weight {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface PageWeight {
  page: string;
  html: Weight;
  css: Weight;
  jsBeforeInteraction: Weight;
  jsInAll: Weight;
  renderBlockingScripts: number;
  requests: number;
}

const measureBytes = (bytes: Buffer): Weight => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes).length,
});
const add = (a: Weight, b: Weight): Weight => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero: Weight = { raw: 0, gzip: 0, brotli: 0 };
const unescapeAttribute = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

function chunkImports(dist: string, file: string, dynamic: boolean): string[] {
  const code = readFileSync(join(dist, file), 'utf8');
  const found = new Set<string>();
  const resolve = (spec: string) => (spec.startsWith('./') ? `_astro/${spec.slice(2)}` : spec.startsWith('/') ? spec.slice(1) : null);
  for (const match of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.{0,2}\/[^"']+\.js)["']/g)) {
    const path = resolve(match[1]!);
    if (path) found.add(path);
  }
  if (dynamic) {
    // The bundler may quote a dynamic import's path with backticks.
    for (const match of code.matchAll(/import\(\s*["'`](\.{0,2}\/[^"'`]+\.js)["'`]\s*\)/g)) {
      const path = resolve(match[1]!);
      if (path) found.add(path);
    }
    // Vite lists the files of a lazy chunk in its preload map.
    for (const match of code.matchAll(/"(_astro\/[^"]+\.js)"/g)) found.add(match[1]!);
  }
  return [...found];
}

function closure(dist: string, roots: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || !existsSync(join(dist, file))) continue;
    seen.add(file);
    stack.push(...chunkImports(dist, file, dynamic));
  }
  return seen;
}

export function pageWeight(dist: string, page: string, path: string): PageWeight | null {
  const htmlFile = join(dist, path, 'index.html');
  if (!existsSync(htmlFile)) return null;
  const html = readFileSync(htmlFile);
  const text = html.toString();
  const css = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!);
  const scripts = [...text.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]!);
  const islands = [...text.matchAll(/(?:component|renderer)-url="\/([^"]+)"/g)].map((m) => unescapeAttribute(m[1]!));
  const blocking = [
    ...text.matchAll(/<script(?![^>]*type="(?:module|application\/ld\+json)")(?![^>]*\basync\b)(?![^>]*\bdefer\b)[^>]*\bsrc=/g),
  ].length;
  const early = closure(dist, [...scripts, ...islands], false);
  const all = closure(dist, [...scripts, ...islands], true);
  const sum = (files: Iterable<string>) => [...files].reduce((w, f) => add(w, measureBytes(readFileSync(join(dist, f)))), zero);
  const images = new Set([...text.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1]));
  return {
    page,
    html: measureBytes(html),
    css: sum(css),
    jsBeforeInteraction: sum(early),
    jsInAll: sum(all),
    renderBlockingScripts: blocking,
    requests: 1 + css.length + early.size + images.size,
  };
}

/** The page types the benchmark reports, each with a built example. */
export function pageTypes(dist: string): [string, string][] {
  const first = (dir: string, depth: number): string | null => {
    let path = dir;
    for (let i = 0; i < depth; i++) {
      const entries = existsSync(join(dist, path)) ? readdirSync(join(dist, path)) : [];
      if (!entries.length) return null;
      path = join(path, entries.sort()[0]!);
    }
    return path;
  };
  return [
    ['home', ''],
    ['markets', 'markets'],
    ['market', first('market', 2) ?? 'market'],
    ['product', first('product', 3) ?? 'product'],
    ['search', 'search'],
    ['cart', 'cart'],
    ['login', 'auth/login'],
    ['checkout', 'checkout'],
    ['overview', 'overview'],
    ['storefront', 'storefront'],
  ];
}
