// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';

/** Pages that are nobody's business in a search engine. */
const PRIVATE_PREFIXES = ['/auth/', '/account/', '/storefront', '/procurement/', '/company', '/user-management',
  '/wallet/', '/finance', '/financing', '/campaign', '/onboarding/', '/overview', '/cart', '/checkout', '/order-success', '/search'];

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  outDir: process.env.SITE_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  redirects: { '/market': '/markets' },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !PRIVATE_PREFIXES.some((prefix) => new URL(page).pathname.startsWith(prefix)),
    }),
  ],
  vite: {
    server: { proxy: { '/api': process.env.GATEWAY_URL || 'http://127.0.0.1:4322', '/media': process.env.GATEWAY_URL || 'http://127.0.0.1:4322' } },
  },
});
