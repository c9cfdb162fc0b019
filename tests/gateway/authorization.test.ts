import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/gateway/db/client.ts';
import { companies, companyMembers, type CompanyRole } from '../../src/gateway/db/schema-accounts.ts';
import { can, ROLE_PERMISSIONS, type Role } from '../../src/gateway/auth/permissions.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

/**
 * Walks every API route of the route table (a new route is covered without editing this test) as
 * an anonymous visitor, a personal buyer, each role of company A and the owner of company B, and
 * compares who is refused with the permission model.
 */
const REFUSALS = ['Sign in to continue.', 'Your role does not allow this.', 'This needs a company account.'];
const isRefusal = (status: number, message: string | undefined) =>
  (status === 401 || status === 403) && REFUSALS.some((r) => message?.startsWith(r.slice(0, 20)));

describe.each(backends)('authorization of every route on %s', (backend) => {
  let gw: TestGateway;
  const tokens = new Map<string, string>();
  let companyA = '';
  const memberIds = new Map<string, string>();

  async function person(key: string, accountType: 'personal' | 'company', company: string | null, role: CompanyRole | null) {
    const db = gw.database.db as Db;
    const user = await gw.app.services.accounts.createUser(db, {
      email: `${key}@authz.test`, fullName: `Person ${key}`, passwordHash: null, accountType, businessUserType: 'both', verified: true,
    });
    if (company && role) await db.insert(companyMembers).values({ companyId: company, userId: user.id, role });
    memberIds.set(key, user.id);
    tokens.set(key, (await gw.app.services.sessions.issue(user.id, '127.0.0.1')).jwToken);
  }

  beforeAll(async () => {
    gw = await startGateway(backend, 5);
    const db = gw.database.db as Db;
    companyA = (await db.insert(companies).values({ id: crypto.randomUUID(), name: 'Company A' }).returning({ id: companies.id }))[0]!.id;
    const companyB = (await db.insert(companies).values({ id: crypto.randomUUID(), name: 'Company B' }).returning({ id: companies.id }))[0]!.id;
    await person('personal', 'personal', null, null);
    for (const role of Object.keys(ROLE_PERMISSIONS).filter((r) => r !== 'personal') as CompanyRole[]) await person(role, 'company', companyA, role);
    await person('b-owner', 'company', companyB, 'owner');
  });
  afterAll(() => gw?.close());

  const sampleUrl = (url: string) => url.replace(/:[a-zA-Z]+/g, '00000000-0000-7000-8000-000000000000');

  it('lists a good number of routes, each with its access', () => {
    const api = gw.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(30);
  });

  it('refuses exactly whom the permission model refuses', async () => {
    const callers: { key: string | null; role: Role | null }[] = [
      { key: null, role: null },
      { key: 'personal', role: 'personal' },
      ...(['owner', 'admin', 'procurement', 'sales', 'finance', 'viewer'] as const).map((role) => ({ key: role, role })),
      { key: 'b-owner', role: 'owner' },
    ];
    const mismatches: string[] = [];
    for (const route of gw.app.routeTable.filter((r) => r.url.startsWith('/api/'))) {
      for (const caller of callers) {
        const access = route.access;
        const shouldRefuse = access === 'public' ? false
          : caller.key === null ? true
          : access === 'signed-in' ? false
          : !can(caller.role, access.permission);
        const response = await gw.app.inject({
          method: route.method as 'GET', url: sampleUrl(route.url),
          headers: caller.key ? { authorization: `Bearer ${tokens.get(caller.key)}` } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const message = (() => { try { return response.json().message as string; } catch { return undefined; } })();
        if (isRefusal(response.statusCode, message) !== shouldRefuse) {
          mismatches.push(`${route.method} ${route.url} as ${caller.key ?? 'anonymous'}: ${response.statusCode} ${message}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers a member of company B with "not found" for company A\'s people', async () => {
    const auth = { authorization: `Bearer ${tokens.get('b-owner')}` };
    const viewerOfA = memberIds.get('viewer')!;
    const remove = await gw.app.inject({ method: 'DELETE', url: `/api/v1/usermanagement/user/${viewerOfA}`, headers: auth });
    expect(remove.statusCode).toBe(404);
    const change = await gw.app.inject({ method: 'POST', url: '/api/v1/usermanagement/change-role', headers: auth, payload: { userId: viewerOfA, role: 'admin' } });
    expect(change.statusCode).toBe(404);
    const list = await gw.app.inject({ url: '/api/v1/usermanagement/users', headers: auth });
    expect(list.json().data.members.map((m: { email: string }) => m.email)).toEqual(['b-owner@authz.test']);
    const [membership] = await gw.database.db.select().from(companyMembers).where(eq(companyMembers.userId, viewerOfA));
    expect(membership!.role).toBe('viewer');
  });
});
