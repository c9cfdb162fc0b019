/** A link stored with a notification is followed only when it is a path on this site or an http(s) address. */
export function safeLink(link: string | null): { href: string; external: boolean } | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) return { href: link, external: false };
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { href: url.href, external: url.origin !== location.origin };
  } catch {
    return null;
  }
}
