/**
 * Runs as each page is built (every page is prerendered). The module scripts Astro writes for the
 * pages' own behaviour (the header's cart badge and account menu, a product page's buttons, the
 * platform's start) are fetched at low priority: none of them paints anything, and at Chromium's
 * default (high) they share the first round trips with what does, the pictures of the first
 * screen. Islands load through their own import and keep their priority (docs/decisions/044).
 */
import { defineMiddleware } from 'astro:middleware';

const MODULE_SCRIPT = '<script type="module" src=';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(lowPriorityScripts(html), response);
});

/** The page with every external module script asked for at low priority. */
export function lowPriorityScripts(html: string): string {
  return html.replaceAll(MODULE_SCRIPT, '<script type="module" fetchpriority="low" src=');
}
