import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/gateway/db/client.ts';
import { companies, companyMembers, type CompanyRole } from '../../src/gateway/db/schema/companies.ts';
import { platformOperators } from '../../src/gateway/db/schema/operations.ts';
import { ROLE_PERMISSIONS, type Permission, type Role } from '../../src/gateway/platform/auth/permissions.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

/**
 * Who may call each API route, written here rather than read from the routes' own declarations, so
 * that a wrong `config.access` fails this test. Paths as the spec spells them (under /api, `{id}`
 * for a parameter). The walk fails when a live route is missing from this table or the table
 * names a route the gateway does not have; then it calls every route as an anonymous visitor, as
 * each role that lacks the permission the row needs, and as each role that has it.
 */
type Who = 'public' | 'signed-in' | 'operator' | Permission;

const ROUTES: [method: string, path: string, who: Who][] = [
  ['GET', '/health', 'public'],
  ['GET', '/health/ready', 'public'],

  // Account: sign-in, registration and the email flows are open; logout reads the refresh token.
  ['POST', '/v1/Account/register', 'public'],
  ['POST', '/v1/Account/authenticate', 'public'],
  ['POST', '/v1/Account/refreshtoken', 'public'],
  ['POST', '/v1/Account/logout', 'public'],
  ['GET', '/v1/Account/me', 'signed-in'],
  ['POST', '/v1/Account/confirm-email', 'public'],
  ['POST', '/v1/Account/resend-verification', 'public'],
  ['POST', '/v1/Account/forgot-password', 'public'],
  ['POST', '/v1/Account/reset-password', 'public'],
  ['POST', '/v1/Account/register-invited-user', 'public'],
  ['POST', '/v1/Account/social-login', 'public'],
  ['POST', '/v1/Account/social-register', 'public'],

  // Onboarding, settings and profile: one's own account.
  ['POST', '/v1/onboarding/complete', 'signed-in'],
  ['POST', '/v1/settings/change-password', 'signed-in'],
  ['POST', '/v1/settings/delete-account', 'signed-in'],
  ['POST', '/v1/settings/update-profile', 'signed-in'],

  // Company administration and user management.
  ['GET', '/v1/company/get', 'company:view'],
  ['POST', '/v1/company/update-settings', 'company:manage'],
  ['POST', '/v1/company/update-customization', 'company:manage'],
  // The company's TIN and VAT registration: its money people.
  ['GET', '/v1/company/tax-profile', 'finance'],
  ['POST', '/v1/company/tax-profile', 'finance'],
  ['GET', '/v1/usermanagement/users', 'company:view'],
  ['GET', '/v1/usermanagement/roles', 'signed-in'],
  ['POST', '/v1/usermanagement/invite', 'users:manage'],
  ['POST', '/v1/usermanagement/resend-invite', 'users:manage'],
  ['DELETE', '/v1/usermanagement/invite/{id}', 'users:manage'],
  ['DELETE', '/v1/usermanagement/user/{id}', 'users:manage'],
  ['POST', '/v1/usermanagement/change-role', 'users:manage'],

  // The public catalog.
  ['GET', '/v1/marketplace/getmarkets', 'public'],
  ['GET', '/v1/marketplace/getmarkets-menu', 'public'],
  ['GET', '/v1/marketplace/getmarketlevels', 'public'],
  ['GET', '/v1/marketplace/get-featured-manufacturers', 'public'],
  ['GET', '/v1/marketplace/get-product', 'public'],
  ['POST', '/v2/marketplace/products', 'public'],

  // The reference list of dangerous goods: published data.
  ['GET', '/v1/dangerous-goods/suggestion', 'public'],
  ['GET', '/v1/dangerous-goods/un-entries', 'public'],
  ['POST', '/v1/marketplace/get-products-bytags', 'public'],
  ['GET', '/v1/marketplace/get-producers', 'public'],
  ['GET', '/v1/marketplace/catalog-export', 'public'],
  // What the site's publishing reads: what changed, some products' details, old addresses.
  ['GET', '/v1/site-publishing/changes', 'public'],
  ['GET', '/v1/site-publishing/products', 'public'],
  ['GET', '/v1/site-publishing/route-rules', 'public'],
  ['POST', '/v1/marketplace/product-view', 'public'],
  ['GET', '/v1/technologies/tech-menu', 'public'],
  ['GET', '/v1/technologies/gettechnologylevels', 'public'],
  ['GET', '/v1/technologies/gettechnologies', 'public'],
  ['GET', '/v1/suppliercatalog/supplierdetails', 'public'],
  ['GET', '/v1/suppliercatalog/get-suppliers', 'public'],
  ['GET', '/v1/countries/get-all', 'public'],
  ['POST', '/v1/contact/send', 'public'],

  // Likes: visitors see the counts; liking needs a session.
  ['POST', '/v1/likes/likeproduct', 'signed-in'],
  ['POST', '/v1/likes/likesupplier', 'signed-in'],
  ['POST', '/v1/likes/likeproducer', 'signed-in'],
  ['GET', '/v1/likes/status', 'public'],
  ['GET', '/v1/likes/products', 'signed-in'],
  ['GET', '/v1/likes/suppliers', 'signed-in'],
  ['GET', '/v1/likes/producers', 'signed-in'],

  // Files: uploads need a session; published files (logos, TDS/SDS) download openly.
  ['POST', '/v1/fileupload/photo', 'signed-in'],
  ['POST', '/v1/fileupload/document', 'signed-in'],
  ['GET', '/v1/files/{id}', 'public'],

  // One's own notifications, saved searches and product requests.
  ['GET', '/v1/notifications/get-all', 'signed-in'],
  ['GET', '/v1/notifications/unread-count', 'signed-in'],
  ['POST', '/v1/notifications/mark-read/{id}', 'signed-in'],
  ['POST', '/v1/notifications/mark-all-read', 'signed-in'],
  ['GET', '/v1/savedsearches/get-all', 'signed-in'],
  ['POST', '/v1/savedsearches/create', 'signed-in'],
  ['POST', '/v1/savedsearches/rename/{id}', 'signed-in'],
  ['DELETE', '/v1/savedsearches/delete/{id}', 'signed-in'],
  ['GET', '/v1/productrequest/get-all', 'signed-in'],
  ['POST', '/v1/productrequest/new', 'signed-in'],

  // Buying: cart (a signed-out cart is priced openly), checkout, payments, addresses, orders placed.
  ['POST', '/v1/shoppingcart/price', 'public'],
  ['POST', '/v1/shoppingcart/create', 'buy'],
  ['POST', '/v1/shoppingcart/update', 'buy'],
  ['GET', '/v1/shoppingcart/get', 'buy'],
  ['DELETE', '/v1/shoppingcart/remove/{packageId}', 'buy'],
  ['DELETE', '/v1/shoppingcart/clear', 'buy'],
  ['POST', '/v1/shoppingcart/merge', 'buy'],
  ['POST', '/v1/shoppingcart/preview', 'buy'],
  ['POST', '/v1/delivery-options/price', 'public'],
  ['POST', '/v1/shoppingcart/confirm-purchase', 'buy'],
  ['GET', '/v1/shoppingcart/checkout/{checkoutId}', 'buy'],
  ['GET', '/v1/payments/config', 'public'],
  ['POST', '/v1/payments/initialize/{reference}', 'buy'],
  ['GET', '/v1/payments/verify/{reference}', 'buy'],
  ['GET', '/v1/payments/proforma/{checkoutId}', 'buy'],
  ['GET', '/v1/payments/proforma/orders/{orderId}', 'buy'],
  ['POST', '/v1/payments/paystack/webhook', 'public'], // the provider's signature is checked instead
  ['GET', '/v1/shippingaddress/get-all', 'buy'],
  ['POST', '/v1/shippingaddress/add', 'buy'],
  ['POST', '/v1/shippingaddress/update', 'buy'],
  ['POST', '/v1/shippingaddress/set-default/{id}', 'buy'],
  ['DELETE', '/v1/shippingaddress/delete/{id}', 'buy'],
  ['GET', '/v1/procurement/orders', 'buy'],
  ['GET', '/v1/procurement/documents', 'buy'],
  ['GET', '/v1/procurement/documents/export.zip', 'buy'],
  ['GET', '/v1/procurement/documents/{id}', 'buy'],
  ['GET', '/v1/procurement/documents/{id}/pdf', 'buy'],
  ['GET', '/v1/procurement/documents/{id}/ubl', 'buy'],
  ['GET', '/v1/procurement/orders/{id}', 'buy'],
  ['POST', '/v1/procurement/orders/delivered/{id}', 'buy'],
  ['POST', '/v1/procurement/orders/setascancelled/{id}', 'buy'],

  // Requests to a storefront: the buyer's side needs `buy`, the storefront's side `sell`.
  ['POST', '/v1/quotes/request', 'buy'],
  ['GET', '/v1/quotes/get-all', 'buy'],
  ['GET', '/v1/quotes/get/{id}', 'buy'],
  ['POST', '/v1/quotes/accept/{id}', 'buy'],
  ['POST', '/v1/quotes/cancel/{id}', 'buy'],
  ['GET', '/v1/quotes/received', 'sell'],
  ['GET', '/v1/quotes/received/{id}', 'sell'],
  ['POST', '/v1/quotes/answer/{id}', 'sell'],
  ['POST', '/v1/quotes/decline/{id}', 'sell'],
  ['POST', '/v1/samplerequest/new', 'buy'],
  ['GET', '/v1/samplerequest/get-all', 'buy'],
  ['GET', '/v1/samplerequest/get/{id}', 'buy'],
  ['POST', '/v1/samplerequest/cancel/{id}', 'buy'],
  ['GET', '/v1/samplerequest/received', 'sell'],
  ['GET', '/v1/samplerequest/received/{id}', 'sell'],
  ['POST', '/v1/samplerequest/approve/{id}', 'sell'],
  ['POST', '/v1/samplerequest/decline/{id}', 'sell'],
  ['POST', '/v1/samplerequest/ship/{id}', 'sell'],
  ['POST', '/v1/documentrequest/new', 'buy'],
  ['GET', '/v1/documentrequest/get-all', 'buy'],
  ['GET', '/v1/documentrequest/get/{id}', 'buy'],
  ['POST', '/v1/documentrequest/cancel/{id}', 'buy'],
  ['GET', '/v1/documentrequest/received', 'sell'],
  ['GET', '/v1/documentrequest/received/{id}', 'sell'],
  ['POST', '/v1/documentrequest/fulfil/{id}', 'sell'],
  ['POST', '/v1/documentrequest/decline/{id}', 'sell'],

  // Selling: the storefront's products, producers, orders received and stats.
  ['POST', '/v1/product/add-product', 'sell'],
  ['POST', '/v1/product/update-product', 'sell'],
  ['POST', '/v1/product/update-properties', 'sell'],
  ['POST', '/v1/product/update-productdocuments', 'sell'],
  ['POST', '/v1/product/update-additionalinfo', 'sell'],
  ['POST', '/v1/product/deleteproduct/{id}', 'sell'],
  ['GET', '/v1/product/get-product', 'sell'],
  ['GET', '/v1/product/get-products', 'sell'],
  ['GET', '/v1/product/get-productscount', 'sell'],
  ['POST', '/v1/producer/addproducer', 'sell'],
  ['GET', '/v1/storefront/orders', 'sell'],
  ['GET', '/v1/storefront/documents', 'sell'],
  ['GET', '/v1/storefront/documents/export.zip', 'sell'],
  ['GET', '/v1/storefront/documents/{id}', 'sell'],
  ['GET', '/v1/storefront/documents/{id}/pdf', 'sell'],
  ['GET', '/v1/storefront/documents/{id}/ubl', 'sell'],
  // Every document, for the platform's operators (no period ZIP).
  ['GET', '/v1/operations/documents', 'operator'],
  ['GET', '/v1/operations/documents/{id}', 'operator'],
  ['GET', '/v1/operations/documents/{id}/pdf', 'operator'],
  ['GET', '/v1/operations/documents/{id}/ubl', 'operator'],
  ['GET', '/v1/storefront/orders/{id}', 'sell'],
  ['POST', '/v1/storefront/orders/accept/{id}', 'sell'],
  ['POST', '/v1/storefront/orders/cancel/{id}', 'sell'],
  ['POST', '/v1/storefront/orders/confirm-payment/{id}', 'sell'],
  ['POST', '/v1/storefront/orders/ship/{id}', 'sell'],
  ['POST', '/v1/storefront/orders/delivered/{id}', 'sell'],
  ['POST', '/v1/storefront/orders/refund/{id}', 'sell'],
  ['GET', '/v1/storefront/delivery-options', 'sell'],
  ['POST', '/v1/storefront/delivery-options', 'sell'],
  ['POST', '/v1/storefront/delivery-options/update', 'sell'],
  ['DELETE', '/v1/storefront/delivery-options/delete/{id}', 'sell'],
  ['GET', '/v1/storefront/stats', 'sell'],
  ['GET', '/v1/storefront/charts', 'sell'],

  // The wallet: people who may move the company's money (or a personal account's owner).
  ['GET', '/v1/wallet/details', 'finance'],
  ['POST', '/v1/wallet/new', 'finance'],
  ['POST', '/v1/wallet/set-pin', 'finance'],
  ['POST', '/v1/wallet/change-pin', 'finance'],
  ['POST', '/v1/wallet/send-otp', 'finance'],
  ['POST', '/v1/wallet/validate-otp', 'finance'],
  ['POST', '/v1/wallet/limits', 'finance'],
  ['POST', '/v1/wallet/top-up', 'finance'],
  ['GET', '/v1/wallet/top-up/{reference}', 'finance'],
  ['GET', '/v1/wallet/transactions', 'finance'],
  ['GET', '/v1/wallet/transactions.csv', 'finance'],
  ['GET', '/v1/wallet/statement.pdf', 'finance'],
  ['GET', '/v1/wallet/flow', 'finance'],
  ['GET', '/v1/wallet/verification', 'finance'],
  ['POST', '/v1/wallet/verification/person', 'finance'],
  ['POST', '/v1/wallet/verification/business', 'finance'],
  ['GET', '/v1/wallet/banks', 'finance'],
  ['POST', '/v1/wallet/beneficiaries/resolve', 'finance'],
  ['GET', '/v1/wallet/beneficiaries', 'finance'],
  ['POST', '/v1/wallet/beneficiaries', 'finance'],
  ['DELETE', '/v1/wallet/beneficiaries/{id}', 'finance'],
  ['GET', '/v1/wallet/payouts', 'finance'],
  ['POST', '/v1/wallet/payouts', 'finance'],
  ['GET', '/v1/wallet/payouts/{id}', 'finance'],

  // The operations console: platform operators only, whatever their company role.
  ['GET', '/v1/operations/summary', 'operator'],
  ['GET', '/v1/operations/verifications', 'operator'],
  ['POST', '/v1/operations/verifications/{id}/approve', 'operator'],
  ['POST', '/v1/operations/verifications/{id}/reject', 'operator'],
  ['GET', '/v1/operations/beneficiaries', 'operator'],
  ['POST', '/v1/operations/beneficiaries/{id}/approve', 'operator'],
  ['POST', '/v1/operations/beneficiaries/{id}/reject', 'operator'],
  ['GET', '/v1/operations/payouts', 'operator'],
  ['POST', '/v1/operations/payouts/{id}/approve', 'operator'],
  ['POST', '/v1/operations/payouts/{id}/reject', 'operator'],
  ['GET', '/v1/operations/product-requests', 'operator'],
  ['POST', '/v1/operations/product-requests/{id}/answer', 'operator'],
  ['GET', '/v1/operations/transport-deviations', 'operator'],
  ['GET', '/v1/operations/ledger', 'operator'],
  ['GET', '/v1/operations/audit', 'operator'],
  ['GET', '/v1/operations/files/{id}', 'operator'],
  ['GET', '/v1/operations/financing', 'operator'],
  ['POST', '/v1/operations/financing/{id}/review', 'operator'],
  ['POST', '/v1/operations/financing/{id}/offer', 'operator'],
  ['POST', '/v1/operations/financing/{id}/decline', 'operator'],
  ['POST', '/v1/operations/financing/{id}/disburse', 'operator'],
  ['GET', '/v1/financing/eligibility', 'finance'],
  ['GET', '/v1/financing/amount', 'finance'],
  ['GET', '/v1/financing/requests', 'finance'],
  ['POST', '/v1/financing/requests', 'finance'],
  ['GET', '/v1/financing/requests/{id}', 'finance'],
  ['PUT', '/v1/financing/requests/{id}', 'finance'],
  ['DELETE', '/v1/financing/requests/{id}', 'finance'],
  ['POST', '/v1/financing/requests/{id}/submit', 'finance'],
  ['POST', '/v1/financing/requests/{id}/accept', 'finance'],
  ['POST', '/v1/financing/requests/{id}/reject-offer', 'finance'],
  ['POST', '/v1/financing/requests/{id}/pay-order', 'finance'],
  ['POST', '/v1/financing/requests/{id}/repay', 'finance'],
  ['GET', '/v1/financing/overview', 'finance'],
  ['GET', '/v1/financing/requests/{id}/files/{fileId}', 'finance'],
  ['GET', '/v1/campaigns', 'sell'],
  ['POST', '/v1/campaigns', 'sell'],
  ['GET', '/v1/campaigns/products', 'sell'],
  ['GET', '/v1/campaigns/{id}', 'sell'],
  ['PUT', '/v1/campaigns/{id}', 'sell'],
  ['POST', '/v1/campaigns/{id}/pause', 'sell'],
  ['POST', '/v1/campaigns/{id}/resume', 'sell'],
  ['POST', '/v1/campaigns/{id}/end', 'sell'],
  ['GET', '/v1/campaigns/{id}/transactions', 'sell'],
  ['GET', '/v1/campaigns/{id}/transactions.csv', 'sell'],
  ['GET', '/v1/campaigns/{id}/stats', 'sell'],
  ['GET', '/v1/marketplace/deals', 'public'],
  ['GET', '/v1/financing/statement.csv', 'finance'],

  // Conversations: any session; who reads or writes a thread is decided per thread (the buying
  // party's members who may buy, the storefront's who may sell, invited operators), tested in
  // tests/gateway/conversations.test.ts. The stream checks its ticket instead (conversations-live.test.ts).
  ['GET', '/v1/conversations/threads', 'signed-in'],
  ['POST', '/v1/conversations/threads', 'signed-in'],
  ['GET', '/v1/conversations/subject', 'signed-in'],
  ['GET', '/v1/conversations/threads/{id}', 'signed-in'],
  ['GET', '/v1/conversations/threads/{id}/messages', 'signed-in'],
  ['POST', '/v1/conversations/threads/{id}/messages', 'signed-in'],
  ['POST', '/v1/conversations/threads/{id}/read', 'signed-in'],
  ['GET', '/v1/conversations/threads/{id}/files/{fileId}', 'signed-in'],
  ['GET', '/v1/conversations/unread-count', 'signed-in'],
  ['POST', '/v1/conversations/messages/{id}/report', 'signed-in'],
  ['POST', '/v1/conversations/stream-ticket', 'signed-in'],
  ['GET', '/v1/conversations/stream', 'public'],
  // Requests for quotation: buyers send, compare and award; storefronts answer. Whose request or
  // offer it is, is the service's (another's answers 404): tests/gateway/rfq.test.ts.
  ['POST', '/v1/rfq', 'buy'],
  ['GET', '/v1/rfq/get-all', 'buy'],
  ['GET', '/v1/rfq/get/{id}', 'buy'],
  ['GET', '/v1/rfq/compare/{id}', 'buy'],
  ['GET', '/v1/rfq/compare/{id}/csv', 'buy'],
  ['POST', '/v1/rfq/award/{id}', 'buy'],
  ['POST', '/v1/rfq/cancel/{id}', 'buy'],
  ['GET', '/v1/rfq/received', 'sell'],
  ['GET', '/v1/rfq/received/{id}', 'sell'],
  ['POST', '/v1/rfq/offer/{id}', 'sell'],
  ['POST', '/v1/rfq/decline/{id}', 'sell'],
  ['GET', '/v1/rfq/offers/{id}', 'sell'],
  ['GET', '/v1/rfq/preferences', 'sell'],
  ['POST', '/v1/rfq/preferences', 'sell'],
  // Claims on delivered orders: the buyer's side needs `buy`, the storefront's `sell`; which claim it
  // is, is the service's (another's answers 404): tests/gateway/claims.test.ts. The console's, operators.
  ['POST', '/v1/claims', 'buy'],
  ['GET', '/v1/claims/get-all', 'buy'],
  ['GET', '/v1/claims/get/{id}', 'buy'],
  ['POST', '/v1/claims/withdraw/{id}', 'buy'],
  ['GET', '/v1/claims/received', 'sell'],
  ['GET', '/v1/claims/received/{id}', 'sell'],
  ['POST', '/v1/claims/refund/{id}', 'sell'],
  ['GET', '/v1/operations/claims', 'operator'],
  ['GET', '/v1/operations/claims/{id}', 'operator'],
  ['POST', '/v1/operations/claims/{id}/join', 'operator'],
  ['POST', '/v1/operations/claims/{id}/decide', 'operator'],
  ['GET', '/v1/operations/message-reports', 'operator'],
  ['POST', '/v1/operations/message-reports/{id}/approve', 'operator'],
  ['POST', '/v1/operations/message-reports/{id}/reject', 'operator'],
];

/** Decision 007's matrix, written out here too: which roles hold each permission. */
const HOLDERS: Record<Permission, Role[]> = {
  'company:view': ['owner', 'admin', 'procurement', 'sales', 'finance', 'viewer'],
  'company:manage': ['owner', 'admin'],
  'users:manage': ['owner', 'admin'],
  buy: ['owner', 'admin', 'procurement', 'personal'],
  sell: ['owner', 'admin', 'sales'],
  finance: ['owner', 'admin', 'finance', 'personal'],
};
const ROLES: Role[] = ['owner', 'admin', 'procurement', 'sales', 'finance', 'viewer', 'personal'];

/** Spec spelling of a live route: without the /api prefix, `{name}` for `:name`. */
const specPath = (url: string) => url.replace(/^\/api(?=\/)/, '').replace(/:([A-Za-z]+)/g, '{$1}');
/** Parameter names are the code's choice: routes compare without them. */
const key = (method: string, path: string) => `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;
const sampleId = '00000000-0000-7000-8000-000000000000';

describe.each(backends)('authorization of every route on %s', (backend) => {
  let gw: TestGateway;
  const tokens = new Map<Role | 'b-owner' | 'operator', string>();
  const memberIds = new Map<string, string>();

  async function person(key: Role | 'b-owner' | 'operator', company: string | null, role: CompanyRole | null) {
    const db = gw.database.db as Db;
    const user = await gw.app.services.accounts.createUser(db, {
      email: `${key}@authz.test`,
      fullName: `Person ${key}`,
      passwordHash: null,
      accountType: company ? 'company' : 'personal',
      businessUserType: 'both',
      verified: true,
    });
    if (company && role) await db.insert(companyMembers).values({ companyId: company, userId: user.id, role });
    memberIds.set(key, user.id);
    tokens.set(key, (await gw.app.services.sessions.issue(user.id, '127.0.0.1')).jwToken);
  }

  beforeAll(async () => {
    gw = await startGateway(backend, 5);
    const db = gw.database.db as Db;
    const newCompany = async (name: string) =>
      (await db.insert(companies).values({ id: crypto.randomUUID(), name }).returning({ id: companies.id }))[0]!.id;
    const companyA = await newCompany('Company A');
    const companyB = await newCompany('Company B');
    await person('personal', null, null);
    for (const role of ROLES) if (role !== 'personal') await person(role, companyA, role);
    await person('b-owner', companyB, 'owner');
    // A platform operator is a person with no company role at all.
    await person('operator', null, null);
    await db.insert(platformOperators).values({ userId: memberIds.get('operator')! });
  });
  afterAll(() => gw?.close());

  /** How the access check answered: refused for want of a session or of a role, or let through. */
  async function accessOutcome(method: string, path: string, caller: Role | 'operator' | null) {
    const response = await gw.app.inject({
      method: method as 'GET',
      url: `/api${path.replace(/\{[^}]*\}/g, sampleId)}`,
      headers: caller ? { authorization: `Bearer ${tokens.get(caller)}` } : {},
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    const message = (() => {
      try {
        return String(response.json().message);
      } catch {
        return '';
      }
    })();
    if (response.statusCode === 401 && message === 'Sign in to continue.') return 'needs sign-in';
    if (response.statusCode === 403 && message.startsWith('Your role does not allow this.')) return 'role refused';
    if (response.statusCode === 403 && message === 'Only the platform’s operators can do this.') return 'operators only';
    return `let through (${response.statusCode})`;
  }

  it('the table here and the permission model agree on which roles hold each permission', () => {
    for (const role of ROLES) {
      const held = (Object.keys(HOLDERS) as Permission[]).filter((p) => HOLDERS[p].includes(role));
      expect([...ROLE_PERMISSIONS[role]].sort(), role).toEqual(held.sort());
    }
  });

  it('lists exactly the live routes: none missing from the table, none the gateway lacks', () => {
    const live = gw.app.routeTable.map((r) => key(r.method, specPath(r.url)));
    const listed = ROUTES.map(([method, path]) => key(method, path));
    expect(new Set(listed).size, 'a route listed twice').toBe(listed.length);
    expect(
      live.filter((k) => !listed.includes(k)),
      'live routes missing from the table',
    ).toEqual([]);
    expect(
      listed.filter((k) => !live.includes(k)),
      'routes in the table the gateway does not have',
    ).toEqual([]);
  });

  it('refuses anonymous callers with 401 wherever the table asks for more than public, and only there', async () => {
    const wrong: string[] = [];
    for (const [method, path, who] of ROUTES) {
      const outcome = await accessOutcome(method, path, null);
      const expected = who === 'public' ? outcome.startsWith('let through') : outcome === 'needs sign-in';
      if (!expected) wrong.push(`${method} ${path} (${who}) anonymous: ${outcome}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses with 403 each signed-in role that lacks the permission a row needs, and lets through each role that has it', async () => {
    const wrong: string[] = [];
    for (const [method, path, who] of ROUTES) {
      if (who === 'public') continue;
      for (const role of ROLES) {
        const allowed = who === 'signed-in' || (who !== 'operator' && HOLDERS[who].includes(role));
        const refusal = who === 'operator' ? 'operators only' : 'role refused';
        const outcome = await accessOutcome(method, path, role);
        if (allowed ? !outcome.startsWith('let through') : outcome !== refusal) {
          wrong.push(`${method} ${path} (${who}) as ${role}: ${outcome}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets a platform operator through every operator route, and refuses them company money they do not hold', async () => {
    const wrong: string[] = [];
    for (const [method, path, who] of ROUTES) {
      if (who !== 'operator') continue;
      const outcome = await accessOutcome(method, path, 'operator');
      if (!outcome.startsWith('let through')) wrong.push(`${method} ${path}: ${outcome}`);
    }
    expect(wrong).toEqual([]);
    // An operator is a person: their own (personal) wallet, not any company's.
    expect(await accessOutcome('GET', '/v1/storefront/orders', 'operator')).toBe('role refused');
  });

  it('refuses a plain buyer (a personal account) on every seller and company route', async () => {
    const sellerOrCompany = ROUTES.filter(([, , who]) => who === 'sell' || who.startsWith('company:') || who === 'users:manage');
    expect(sellerOrCompany.length).toBeGreaterThan(30);
    for (const [method, path] of sellerOrCompany) {
      expect(await accessOutcome(method, path, 'personal'), `${method} ${path}`).toBe('role refused');
    }
  });

  it('answers a member of company B with "not found" for company A\'s people', async () => {
    const auth = { authorization: `Bearer ${tokens.get('b-owner')}` };
    const viewerOfA = memberIds.get('viewer')!;
    const remove = await gw.app.inject({ method: 'DELETE', url: `/api/v1/usermanagement/user/${viewerOfA}`, headers: auth });
    expect(remove.statusCode).toBe(404);
    const change = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/usermanagement/change-role',
      headers: auth,
      payload: { userId: viewerOfA, role: 'admin' },
    });
    expect(change.statusCode).toBe(404);
    const list = await gw.app.inject({ url: '/api/v1/usermanagement/users', headers: auth });
    expect(list.json().data.members.map((m: { email: string }) => m.email)).toEqual(['b-owner@authz.test']);
    const [membership] = await gw.database.db.select().from(companyMembers).where(eq(companyMembers.userId, viewerOfA));
    expect(membership!.role).toBe('viewer');
  });
});
