/**
 * The route-rules manifest (spec §2): addresses with a parameter that no build can list in advance
 * (an invitation id, an email) are served by one pre-rendered shell page. The all-in-one server
 * applies these rules; the build writes them to `dist/_redirects` for CDNs that read that format.
 */
export interface Rewrite {
  /** Address prefix, ending in "/". */
  prefix: string;
  /** The shell page that serves every address under it. */
  page: string;
}

export const SITE_REWRITES: Rewrite[] = [
  { prefix: '/auth/invited-user/', page: '/auth/invited-user/' },
  { prefix: '/auth/resend-verification/', page: '/auth/resend-verification/' },
  { prefix: '/onboarding/complete/', page: '/onboarding/complete/' },
  { prefix: '/financing/requests/', page: '/financing/requests/' },
  { prefix: '/campaign/transactions/', page: '/campaign/transactions/' },
];

/** The shell page for an address, or null when no rule applies. */
export function rewriteFor(path: string): string | null {
  const rule = SITE_REWRITES.find((r) => path.startsWith(r.prefix) && path.length > r.prefix.length);
  return rule ? rule.page : null;
}
