/**
 * What each dashboard shell asks the gateway for before the app's code loads (EarlyCalls.astro):
 * the calls its first screen makes, spelled exactly as the area's api.ts asks for them (path and
 * query), so the area finds its answers waiting instead of asking once its code has arrived. The
 * profile comes first on every route: the app reads it on arrival. A call the area does not make
 * is wasted, and one it makes otherwise goes out again: the browser test in
 * tests/e2e/dashboard-first-screen.spec.ts checks that no first call is asked for twice.
 */
const PROFILE = '/v1/Account/me';

const PAGE_1 = 'PageNumber=1&PageSize=10';

const AREAS: Record<string, string[]> = {
  '/overview': [],
  '/procurement/my-orders': [`/v1/procurement/orders?${PAGE_1}`],
  '/procurement/claims': [`/v1/claims/get-all?${PAGE_1}`],
  '/procurement/documents': ['/v1/procurement/documents?PageNumber=1&PageSize=20'],
  '/procurement/my-requests': [`/v1/quotes/get-all?${PAGE_1}`],
  '/procurement/messages': ['/v1/conversations/threads?side=buyer&PageNumber=1&PageSize=20'],
  '/procurement/shipping-addresses': ['/v1/shippingaddress/get-all'],
  '/storefront': ['/v1/storefront/stats?Days=30', '/v1/storefront/charts?Days=30'],
  '/storefront/orders': [`/v1/storefront/orders?${PAGE_1}`],
  '/storefront/claims': [`/v1/claims/received?${PAGE_1}`],
  '/storefront/documents': ['/v1/storefront/documents?PageNumber=1&PageSize=20'],
  '/storefront/delivery-options': ['/v1/storefront/delivery-options'],
  '/storefront/products': [`/v1/product/get-products?${PAGE_1}&SortOrder=updated`, '/v1/product/get-productscount'],
  '/storefront/requests': [`/v1/quotes/received?${PAGE_1}`],
  '/storefront/messages': ['/v1/conversations/threads?side=seller&PageNumber=1&PageSize=20'],
  '/campaign': [`/v1/campaigns?${PAGE_1}`],
  '/campaign/list': [`/v1/campaigns?${PAGE_1}`],
  '/company': ['/v1/company/get', '/v1/countries/get-all', '/v1/company/tax-profile'],
  '/company/settings': ['/v1/company/get', '/v1/countries/get-all', '/v1/company/tax-profile'],
  '/company/customization': ['/v1/company/get'],
  '/user-management': ['/v1/usermanagement/users', '/v1/usermanagement/roles'],
  '/wallet/home': [
    '/v1/wallet/details',
    '/v1/wallet/transactions?PageNumber=1&PageSize=5',
    '/v1/wallet/verification',
    '/v1/wallet/flow?days=30',
  ],
  '/wallet/transactions': ['/v1/wallet/transactions?PageNumber=1&PageSize=20'],
  '/wallet/settings': ['/v1/wallet/details', '/v1/wallet/verification'],
  '/wallet/verification': ['/v1/wallet/verification'],
  '/wallet/payouts': ['/v1/wallet/details', '/v1/wallet/verification', '/v1/wallet/beneficiaries', `/v1/wallet/payouts?${PAGE_1}`],
  '/finance': ['/v1/financing/overview'],
  '/financing': [`/v1/financing/requests?${PAGE_1}`, '/v1/financing/eligibility'],
  '/financing/list': [`/v1/financing/requests?${PAGE_1}`, '/v1/financing/eligibility'],
  '/account/notifications': ['/v1/notifications/get-all?PageNumber=1&PageSize=20'],
  '/account/liked': ['/v1/likes/products?PageNumber=1&PageSize=12'],
  '/account/saved-searches': ['/v1/savedsearches/get-all'],
  '/operations': [`/v1/operations/verifications?state=waiting&${PAGE_1}`, '/v1/operations/summary'],
};

/** The calls the shell at `path` starts early (the profile, then its area's first screen). */
export function firstCalls(path: string): string[] {
  return [PROFILE, ...(AREAS[path] ?? [])];
}
