/** Paths of the site's pages, built in one place so the gateway and the pages agree. */

/** "Titanium dioxide (rutile)" → "titanium-dioxide-rutile". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export const productPath = (slug: string, marketSlug: string, id: number) => `/product/${slug}/${marketSlug}/${id}`;
export const marketPath = (slug: string, id: number) => `/market/${slug}/${id}`;
export const applicationPath = (slug: string, id: number) => `/application/${slug}/${id}`;
export const supplierPath = (slug: string) => `/suppliers/${slug}`;
export const producerPath = (slug: string) => `/producers/${slug}`;
/** A tag's page lists the products carrying it; tags that slugify alike share one page. */
export const tagPath = (tag: string) => `/tag/${slugify(tag)}`;

/** The search page with its filters in the query string, so a search can be shared. */
export function searchPath(filters: Record<string, string | number | undefined | null> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
