/**
 * The route-rules manifest (spec §2, docs/decisions/020): every address a product page ever had,
 * mapped to where it leads now, the short forms of the spec's routes (short-routes.ts), and the
 * shell pages of addresses no build can list (site-rewrites.ts).
 * The build writes it as /route-rules.json, which the all-in-one server answers 301 from, and in
 * the `_redirects` format static hosts read (Netlify, Cloudflare Pages).
 */
import type { RouteRule } from '../contracts/site-publishing.ts';
import { SITE_REWRITES } from './site-rewrites.ts';

export interface RouteRulesManifest {
  /** Old or short address (no trailing slash) → where it leads, answered with 301. */
  redirects: Record<string, string>;
  rewrites: { prefix: string; page: string }[];
}

export function routeRulesManifest(rules: readonly RouteRule[], shortForms: readonly [string, string][] = []): RouteRulesManifest {
  const redirects: [string, string][] = [...shortForms];
  for (const rule of rules) for (const from of rule.previous) if (from !== rule.path) redirects.push([from, rule.path]);
  redirects.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { redirects: Object.fromEntries(redirects), rewrites: SITE_REWRITES.map(({ prefix, page }) => ({ prefix, page })) };
}

/**
 * `_redirects`: the redirects first (each with and without the trailing slash, since hosts
 * differ in matching them), then the shell pages (200: served under the address asked for).
 */
export function redirectsFile(manifest: RouteRulesManifest): string {
  const lines: string[] = [];
  for (const [from, to] of Object.entries(manifest.redirects)) lines.push(`${from} ${to} 301`, `${from}/ ${to} 301`);
  for (const { prefix, page } of manifest.rewrites) lines.push(`${prefix}* ${page} 200`);
  return `${lines.join('\n')}\n`;
}

/** Where an address leads by the manifest (a trailing slash or not), or null. */
export function redirectFor(manifest: RouteRulesManifest, path: string): string | null {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return Object.hasOwn(manifest.redirects, bare) ? manifest.redirects[bare]! : null;
}
