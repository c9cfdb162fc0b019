/**
 * Runs as each page is built (every page is prerendered). The module scripts Astro writes for the
 * pages' own behaviour (the header's cart badge and account menu, a product page's buttons, the
 * platform's start) are fetched at low priority: none of them paints anything, and at Chromium's
 * default (high) they share the first round trips with what does, the pictures of the first
 * screen. Islands load through their own import and keep their priority (docs/decisions/044).
 */
import { defineMiddleware } from 'astro:middleware';

const MODULE_SCRIPT = Buffer.from('<script type="module" src=');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');
/** Where the attribute goes: after `<script type="module"`. */
const AT = MODULE_SCRIPT.length - ' src='.length;

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(lowPriorityScripts(Buffer.from(await response.arrayBuffer())), response);
});

/**
 * The page with every external module script asked for at low priority. It works on the page's
 * bytes: decoding and encoding every page's text again cost a 100 000-product build more than its
 * writes to disk (docs/decisions/045).
 */
export function lowPriorityScripts(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const parts: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = html.indexOf(MODULE_SCRIPT); at !== -1; at = html.indexOf(MODULE_SCRIPT, at + MODULE_SCRIPT.length)) {
    parts.push(html.subarray(from, at + AT), LOW_PRIORITY);
    from = at + AT;
  }
  if (!parts.length) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
