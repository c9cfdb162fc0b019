/**
 * The sitemap of a full build, written from the list of built pages by the same writer a partial
 * publish patches it with (src/build/sitemap.ts): the same files, byte for byte, as
 * @astrojs/sitemap wrote, without its copies of every address. At 20 000 products that
 * integration added some 200 MiB to the build's resident memory in its last seconds, the build's
 * peak (docs/decisions/047). A partial build's sitemap is not used (the publisher patches the
 * served one), so it writes none.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { retiredPagePaths } from '../build/publish-state.ts';
import { sitemapLists, writeSitemap } from '../build/sitemap.ts';

export function sitemap(): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:done': ({ dir, pages, logger }) => {
        if (!site) return logger.warn('No `site` configured: no sitemap written.');
        if (process.env.PUBLISH_BASE) return;
        const out = fileURLToPath(dir);
        const listed = sitemapLists(retiredPagePaths(out));
        const origin = new URL(site).origin;
        const urls = new Set<string>();
        for (const { pathname } of pages) {
          const path = `/${pathname.replace(/^\//, '')}`;
          if (listed(path)) urls.add(`${origin}${path}`);
        }
        writeSitemap(out, urls, site);
        logger.info(`${urls.size} addresses in the sitemap.`);
      },
    },
  };
}
