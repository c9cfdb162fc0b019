/** robots.txt: everything public may be crawled; private areas are noindex and left out. */
import type { APIRoute } from 'astro';

const PRIVATE = [
  '/auth/',
  '/account/',
  '/overview',
  '/storefront',
  '/procurement/',
  '/company/',
  '/user-management',
  '/wallet/',
  '/finance',
  '/financing/',
  '/campaign/',
  '/onboarding/',
  '/cart',
  '/checkout',
  '/order-success',
  '/api/',
];

export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
