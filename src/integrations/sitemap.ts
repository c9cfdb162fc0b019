/**
 * The sitemap (sitemaps.org protocol): /sitemap-index.xml naming /sitemap-0.xml, /sitemap-1.xml, …
 * of at most SITEMAP_URL_LIMIT addresses each, listing the public pages of the build (robots.txt
 * points at the index). Written in one pass over the built pages: a 100000-product site lists its
 * pages in well under a second.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isPublicPage } from '../lib/public-pages.ts';

/** The protocol allows 50000 addresses per file; staying below leaves room for growth between builds. */
export const SITEMAP_URL_LIMIT = 45000;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

export interface SitemapFile { name: string; content: string }

/**
 * `pathnames`: the built pages as Astro reports them ("", "markets/", "product/a/b/1/").
 * Public pages only, sorted, with the site's address in front.
 */
export function sitemapFiles(site: string | URL, pathnames: string[], limit = SITEMAP_URL_LIMIT): SitemapFile[] {
  const urls = [...new Set(pathnames.map((p) => `/${p.replace(/^\/+/, '')}`))]
    .filter(isPublicPage)
    .sort()
    .map((path) => xml(new URL(path, site).href));
  const files: SitemapFile[] = [];
  for (let i = 0; i === 0 || i < urls.length; i += limit) {
    const entries = urls.slice(i, i + limit).map((loc) => `<url><loc>${loc}</loc></url>`).join('');
    files.push({
      name: `sitemap-${files.length}.xml`,
      content: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>\n`,
    });
  }
  const index = files.map((f) => `<sitemap><loc>${xml(new URL(`/${f.name}`, site).href)}</loc></sitemap>`).join('');
  return [
    { name: 'sitemap-index.xml', content: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${index}</sitemapindex>\n` },
    ...files,
  ];
}

export function sitemap(): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'sitemap',
    hooks: {
      'astro:config:done': ({ config }) => { site = config.site; },
      'astro:build:done': ({ dir, pages, logger }) => {
        if (!site) throw new Error('The sitemap needs the site address (PUBLIC_SITE_URL).');
        const out = fileURLToPath(dir);
        const files = sitemapFiles(site, pages.map((p) => p.pathname));
        for (const file of files) writeFileSync(join(out, file.name), file.content);
        logger.info(`${files.length - 1} sitemap file(s) and sitemap-index.xml written`);
      },
    },
  };
}
