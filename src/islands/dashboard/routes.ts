/**
 * The dashboard's routes (spec §2), who sees each in the sidebar, and the code of each area,
 * loaded only when opened. Areas not built yet say so by name instead of leading nowhere.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LoggedUser } from '../../contracts/account.ts';

export interface DashboardRoute {
  path: string;
  title: string;
  /** Sidebar group; routes without one are reached by links only. */
  group?: 'Overview' | 'Buying' | 'Selling' | 'Company' | 'Money' | 'Account' | 'Operations';
  visible?: (user: LoggedUser) => boolean;
  /** Route middleware names (route-middleware.ts); every dashboard route runs "auth". */
  middleware?: string[];
  component: AreaComponent;
}

type AreaProps = { title: string; params: Record<string, string> };

/** An area's component, loaded when first rendered; `load()` starts loading it sooner. */
export type AreaComponent = LazyExoticComponent<ComponentType<AreaProps>> & { load(): Promise<unknown> };

type AreaModule = { default: ComponentType<AreaProps> };

const area = (importArea: () => Promise<AreaModule>): AreaComponent => {
  let loaded: AreaModule | undefined;
  const load = () => importArea().then((module) => (loaded = module));
  // Loaded before its first render (the page's own area, loaded with the app), the area is handed
  // to React as a thenable that answers at once: React renders it without suspending, so no
  // "Loading…" line flashes over the first screen the page's HTML already shows.
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, one that answers synchronously.
  const now = (module: AreaModule) => ({ then: (resolve: (m: AreaModule) => void) => resolve(module) }) as unknown as Promise<AreaModule>;
  return Object.assign(
    lazy(() => (loaded ? now(loaded) : load())),
    { load },
  );
};

const buys = (u: LoggedUser) => u.businessUserType !== 'seller';
const sells = (u: LoggedUser) => u.businessUserType !== 'buyer';
const runsCompany = (u: LoggedUser) => u.accountType === 'company' && u.roles.some((r) => r === 'owner' || r === 'admin');
const handlesMoney = (u: LoggedUser) => u.accountType === 'personal' || u.roles.some((r) => ['owner', 'admin', 'finance'].includes(r));
/** Platform operators (not a company role): the operations console. */
const operates = (u: LoggedUser) => u.roles.includes('operator');

const overview = area(() => import('./areas/overview/Area.tsx'));
const userManagement = area(() => import('./areas/user-management/Area.tsx'));
const companySettings = area(() => import('./areas/company-settings/Area.tsx'));
const companyCustomization = area(() => import('./areas/company-customization/Area.tsx'));
const accountSettings = area(() => import('./areas/account-settings/Area.tsx'));
const notificationsArea = area(() => import('./areas/notifications/Area.tsx'));
const savedSearches = area(() => import('./areas/saved-searches/Area.tsx'));
const myOrders = area(() => import('./areas/orders/BuyerArea.tsx'));
const shippingAddresses = area(() => import('./areas/shipping-addresses/Area.tsx'));
const storefrontOrders = area(() => import('./areas/orders/SellerArea.tsx'));
const myDocuments = area(() => import('./areas/documents/BuyerArea.tsx'));
const storefrontDocuments = area(() => import('./areas/documents/SellerArea.tsx'));
const deliveryOptions = area(() => import('./areas/delivery-options/Area.tsx'));
const storefrontProducts = area(() => import('./areas/products/ListArea.tsx'));
const productForm = area(() => import('./areas/products/FormArea.tsx'));
const myRequests = area(() => import('./areas/requests/BuyerArea.tsx'));
const storefrontRequests = area(() => import('./areas/requests/SellerArea.tsx'));
const myMessages = area(() => import('./areas/messages/BuyerArea.tsx'));
const storefrontMessages = area(() => import('./areas/messages/SellerArea.tsx'));
const myClaims = area(() => import('./areas/claims/BuyerArea.tsx'));
const storefrontClaims = area(() => import('./areas/claims/SellerArea.tsx'));
const liked = area(() => import('./areas/liked/Area.tsx'));
const storefrontHome = area(() => import('./areas/storefront-home/Area.tsx'));
const walletHome = area(() => import('./areas/wallet/HomeArea.tsx'));
const walletTransactions = area(() => import('./areas/wallet/TransactionsArea.tsx'));
const walletSettings = area(() => import('./areas/wallet/SettingsArea.tsx'));
const walletVerification = area(() => import('./areas/wallet/VerificationArea.tsx'));
const walletPayouts = area(() => import('./areas/wallet/PayoutsArea.tsx'));
const operations = area(() => import('./areas/operations/Area.tsx'));
const finance = area(() => import('./areas/finance/Area.tsx'));
const financingList = area(() => import('./areas/financing/ListArea.tsx'));
const financingRequest = area(() => import('./areas/financing/RequestArea.tsx'));
const campaignList = area(() => import('./areas/campaigns/ListArea.tsx'));
const campaignForm = area(() => import('./areas/campaigns/FormArea.tsx'));
const campaignTransactions = area(() => import('./areas/campaigns/TransactionsArea.tsx'));

export const DASHBOARD_ROUTES: DashboardRoute[] = [
  { path: '/overview', title: 'Overview', group: 'Overview', component: overview },
  { path: '/procurement/my-orders', title: 'My orders', group: 'Buying', visible: buys, component: myOrders },
  { path: '/procurement/claims', title: 'Claims', group: 'Buying', visible: buys, component: myClaims },
  { path: '/procurement/documents', title: 'Documents', group: 'Buying', visible: buys, component: myDocuments },
  { path: '/procurement/my-requests', title: 'My requests', group: 'Buying', visible: buys, component: myRequests },
  { path: '/procurement/messages', title: 'Messages', group: 'Buying', visible: buys, component: myMessages },
  { path: '/procurement/shipping-addresses', title: 'Shipping addresses', group: 'Buying', visible: buys, component: shippingAddresses },
  {
    path: '/storefront',
    middleware: ['auth', 'company'],
    title: 'Storefront',
    group: 'Selling',
    visible: sells,
    component: storefrontHome,
  },
  {
    path: '/storefront/orders',
    middleware: ['auth', 'company'],
    title: 'Orders received',
    group: 'Selling',
    visible: sells,
    component: storefrontOrders,
  },
  {
    path: '/storefront/claims',
    middleware: ['auth', 'company'],
    title: 'Claims received',
    group: 'Selling',
    visible: sells,
    component: storefrontClaims,
  },
  {
    path: '/storefront/documents',
    middleware: ['auth', 'company'],
    title: 'Sales documents',
    group: 'Selling',
    visible: sells,
    component: storefrontDocuments,
  },
  {
    path: '/storefront/delivery-options',
    middleware: ['auth', 'company'],
    title: 'Delivery options',
    group: 'Selling',
    visible: sells,
    component: deliveryOptions,
  },
  {
    path: '/storefront/products',
    middleware: ['auth', 'company'],
    title: 'Products',
    group: 'Selling',
    visible: sells,
    component: storefrontProducts,
  },
  { path: '/storefront/products/add-product', middleware: ['auth', 'company'], title: 'Add a product', component: productForm },
  { path: '/storefront/products/edit-product', middleware: ['auth', 'company'], title: 'Edit a product', component: productForm },
  {
    path: '/storefront/requests',
    middleware: ['auth', 'company'],
    title: 'Requests received',
    group: 'Selling',
    visible: sells,
    component: storefrontRequests,
  },
  {
    path: '/storefront/messages',
    middleware: ['auth', 'company'],
    title: 'Buyers’ messages',
    group: 'Selling',
    visible: sells,
    component: storefrontMessages,
  },
  // /campaign shows the list, as /campaign/list does; /campaign/new?id=… edits a campaign.
  { path: '/campaign', middleware: ['auth', 'company'], title: 'Campaigns', component: campaignList },
  {
    path: '/campaign/list',
    middleware: ['auth', 'company'],
    title: 'Campaigns',
    group: 'Selling',
    visible: sells,
    component: campaignList,
  },
  { path: '/campaign/new', middleware: ['auth', 'company'], title: 'New campaign', component: campaignForm },
  { path: '/campaign/transactions/:id', middleware: ['auth', 'company'], title: 'Campaign transactions', component: campaignTransactions },
  // Spec §2: /company is the parent of the company's pages; it opens the company's settings.
  { path: '/company', middleware: ['auth', 'company'], title: 'Company settings', component: companySettings },
  {
    path: '/company/settings',
    middleware: ['auth', 'company'],
    title: 'Company settings',
    group: 'Company',
    visible: runsCompany,
    component: companySettings,
  },
  {
    path: '/company/customization',
    middleware: ['auth', 'company'],
    title: 'Storefront branding',
    group: 'Company',
    visible: (u) => runsCompany(u) && sells(u),
    component: companyCustomization,
  },
  {
    path: '/user-management',
    middleware: ['auth', 'company'],
    title: 'Users and roles',
    group: 'Company',
    visible: runsCompany,
    component: userManagement,
  },
  { path: '/wallet/home', title: 'Wallet', group: 'Money', visible: handlesMoney, component: walletHome },
  { path: '/wallet/transactions', title: 'Wallet transactions', group: 'Money', visible: handlesMoney, component: walletTransactions },
  { path: '/wallet/settings', title: 'Wallet settings', component: walletSettings },
  { path: '/wallet/verification', title: 'Verification', component: walletVerification },
  { path: '/wallet/payouts', title: 'Payouts', group: 'Money', visible: handlesMoney, component: walletPayouts },
  { path: '/finance', title: 'Finance', group: 'Money', visible: handlesMoney, component: finance },
  // /financing shows the list, as /financing/list does.
  { path: '/financing', title: 'Financing', component: financingList },
  { path: '/financing/list', title: 'Financing', group: 'Money', visible: handlesMoney, component: financingList },
  { path: '/financing/requests/:type', title: 'Financing requests', component: financingRequest },
  { path: '/account/settings', title: 'Account settings', group: 'Account', component: accountSettings },
  { path: '/account/notifications', title: 'Notifications', group: 'Account', component: notificationsArea },
  { path: '/account/liked', title: 'Liked', group: 'Account', component: liked },
  { path: '/account/saved-searches', title: 'Saved searches', group: 'Account', component: savedSearches },
  {
    path: '/operations',
    middleware: ['auth', 'operator'],
    title: 'Operations',
    group: 'Operations',
    visible: operates,
    component: operations,
  },
];

/** Static paths the build pre-renders a shell for (parameterised ones are served by rewrites). */
export const DASHBOARD_SHELL_PATHS = DASHBOARD_ROUTES.map((r) => r.path.replace(/\/:[a-z]+$/, '')).filter(
  (p, i, all) => all.indexOf(p) === i,
);

/** Matches a path against the routes; `/:vendor` (a supplier's storefront) is the last resort. */
export function matchRoute(path: string): { route: DashboardRoute; params: Record<string, string> } | null {
  const clean = path.replace(/\/+$/, '') || '/';
  for (const route of DASHBOARD_ROUTES) {
    const pattern = route.path.split('/');
    const parts = clean.split('/');
    if (pattern.length !== parts.length) continue;
    if (!pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i])) continue;
    const params: Record<string, string> = {};
    pattern.forEach((segment, i) => {
      if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(parts[i]!);
    });
    return { route, params };
  }
  return null;
}
