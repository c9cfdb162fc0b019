/**
 * The login page's address with its query parameters (spec §2: info and redirected_from), and the
 * check that keeps redirected_from a path on this site, so it cannot send anyone elsewhere.
 */
export function loginAddress(params: { info?: 'session_expired'; redirectedFrom?: string } = {}): string {
  const query = new URLSearchParams();
  if (params.info) query.set('info', params.info);
  if (params.redirectedFrom) query.set('redirected_from', params.redirectedFrom);
  const text = query.toString();
  return text ? `/auth/login?${text}` : '/auth/login';
}

/** A same-site path to go back to, or the fallback: "//evil.example", "https://…", "/\\evil" are refused. */
export function safeRedirect(target: string | null | undefined, fallback = '/overview'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const url = new URL(target, 'http://same.site');
    if (url.host !== 'same.site') return fallback;
    if (url.pathname.startsWith('/auth/')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
