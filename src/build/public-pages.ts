/**
 * Which built pages are public catalog pages (listed in the sitemap) and which are private
 * shells: auth, dashboard, cart and checkout pages, and every single-segment page that is not a
 * known public one (a storefront's /:vendor shell).
 */
const PUBLIC_TOP = new Set(['', 'markets', 'application', 'producers', 'suppliers', 'terms', 'policy', 'contact', 'request-product']);
const PRIVATE_PREFIXES = [
  '/auth/',
  '/account/',
  '/storefront',
  '/procurement/',
  '/company',
  '/user-management',
  '/wallet/',
  '/finance',
  '/financing',
  '/campaign',
  '/onboarding/',
  '/overview',
  '/cart',
  '/checkout',
  '/order-success',
  '/search',
  '/confirm-email',
  '/offline',
  '/404',
];

/** `path`: a site path such as "/markets/" or "/product/a/b/1/". */
export function isPublicPage(path: string): boolean {
  if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  const segments = path.split('/').filter(Boolean);
  return segments.length !== 1 || PUBLIC_TOP.has(segments[0] ?? '');
}
