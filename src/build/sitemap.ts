/**
 * The site's sitemap, in the format @astrojs/sitemap wrote (same order, files of 45000 addresses,
 * same XML). A full build writes it from its pages (src/integrations/sitemap.ts); a partial publish
 * reads the served sitemap, changes the set, and writes it again: the bytes a full build of the
 * same pages would write.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPublicPage } from './public-pages.ts';

const ENTRY_LIMIT = 45_000;
const URLSET =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">';

const escapeXml = (text: string) =>
  text.replace(/[&<>'"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' })[c]!);
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|apos|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', apos: "'", quot: '"' })[name]!);

/** The sitemap files of a built site: sitemap-0.xml, sitemap-1.xml, … */
function sitemapFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .sort((a, b) => Number(a.slice(8, -4)) - Number(b.slice(8, -4)));
}

/**
 * Whether a page is listed in the sitemap (`path`: "/product/a/b/1/"): public catalog pages, not
 * the pages of products no longer sold (`retired`, a built site's `retiredPagePaths`: they say
 * "noindex").
 */
export function sitemapLists(retired: ReadonlySet<string>): (path: string) => boolean {
  return (path) => isPublicPage(path) && !retired.has(path.replace(/\/$/, ''));
}

/** Every address in a built site's sitemap. */
export function readSitemap(dir: string): string[] {
  const urls: string[] = [];
  for (const file of sitemapFiles(dir)) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)) urls.push(unescapeXml(match[1]!));
  }
  return urls;
}

/** The files for these addresses, by name, as the integration writes them. */
export function sitemapXml(urls: Iterable<string>, siteUrl: string): Map<string, string> {
  // The integration's order (localeCompare 'en', numeric), by one collator: the same order, faster.
  const sorted = [...urls].sort(new Intl.Collator('en', { numeric: true }).compare);
  const files = new Map<string, string>();
  const names: string[] = [];
  for (let i = 0; i * ENTRY_LIMIT < sorted.length || i === 0; i++) {
    const chunk = sorted.slice(i * ENTRY_LIMIT, (i + 1) * ENTRY_LIMIT);
    const name = `sitemap-${i}.xml`;
    names.push(name);
    files.set(name, `${URLSET}${chunk.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join('')}</urlset>`);
  }
  files.set(
    'sitemap-index.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${names
      .map((name) => `<sitemap><loc>${escapeXml(new URL(name, siteUrl).href)}</loc></sitemap>`)
      .join('')}</sitemapindex>`,
  );
  return files;
}

/**
 * Writes the sitemap of `urls` into a built site (each file whole, by rename), removes files of
 * chunks no longer needed, and answers the names of the files whose content changed.
 */
export function writeSitemap(dir: string, urls: Iterable<string>, siteUrl: string): string[] {
  const files = sitemapXml(urls, siteUrl);
  const changed: string[] = [];
  for (const [name, xml] of files) {
    const path = join(dir, name);
    if (existsSync(path) && readFileSync(path, 'utf8') === xml) continue;
    writeFileSync(`${path}.tmp`, xml);
    renameSync(`${path}.tmp`, path);
    changed.push(name);
  }
  for (const name of sitemapFiles(dir)) {
    if (!files.has(name)) {
      rmSync(join(dir, name));
      changed.push(name);
    }
  }
  return changed;
}
