import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/gateway/db/client.ts';
import { companies, companyMembers, type CompanyRole } from '../../src/gateway/db/schema/companies.ts';
import { emailTokens, users } from '../../src/gateway/db/schema/accounts.ts';
import { hashPassword } from '../../src/gateway/platform/auth/passwords.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { addressBody } from './commerce-fixtures.ts';
import { linkIn, startSmtpSink } from './smtp-sink.ts';

const SITE = 'http://market.test';
const PASSWORD = 'Copper-Delta-Rain-64';

describe.each(backends)('user management on %s', (backend) => {
  let gw: TestGateway;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let companyId = '';
  const tokens = new Map<string, string>();
  const ids = new Map<string, string>();

  async function member(key: string, role: CompanyRole) {
    const db = gw.database.db as Db;
    const user = await gw.app.services.accounts.createUser(db, {
      email: `${key}@acme-resins.test`,
      fullName: `${key[0]!.toUpperCase()}${key.slice(1)} Adeyemi`,
      passwordHash: await hashPassword(PASSWORD),
      accountType: 'company',
      businessUserType: 'buyer',
      verified: true,
    });
    await db.insert(companyMembers).values({ companyId, userId: user.id, role });
    ids.set(key, user.id);
    tokens.set(key, (await gw.app.services.sessions.issue(user.id, '127.0.0.1')).jwToken);
  }

  const as = (key: string) => ({ authorization: `Bearer ${tokens.get(key)}` });
  const post = (key: string, url: string, payload: object) => gw.app.inject({ method: 'POST', url, headers: as(key), payload });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    gw = await startGateway(backend, 5, { siteUrl: SITE, smtp: { url: smtp.url, from: 'Market <no-reply@market.test>' } });
    companyId = (
      await gw.database.db.insert(companies).values({ id: crypto.randomUUID(), name: 'Acme Resins' }).returning({ id: companies.id })
    )[0]!.id;
    await member('owner', 'owner');
    await member('admin', 'admin');
    await member('buyer', 'procurement');
  });
  afterAll(async () => {
    await gw?.close();
    await smtp?.close();
  });

  it('invites by email; the colleague joins through the link with the role, and the inviter is notified', async () => {
    const sent = await post('owner', '/api/v1/usermanagement/invite', { email: 'Newhire@Acme-Resins.test', role: 'sales' });
    expect(sent.statusCode, sent.body).toBe(200);
    const list = (await gw.app.inject({ url: '/api/v1/usermanagement/users', headers: as('owner') })).json().data;
    expect(list.invites).toEqual([expect.objectContaining({ email: 'newhire@acme-resins.test', role: 'sales', expired: false })]);

    const mail = await smtp.waitFor('newhire@acme-resins.test', /invited-user/);
    const link = linkIn(mail, SITE);
    const token = link.pathname.split('/').at(-1);
    const joined = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/Account/register-invited-user',
      payload: { token, fullName: 'Nneka Newhire', password: PASSWORD },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.roles).toEqual(['sales']);

    const after = (await gw.app.inject({ url: '/api/v1/usermanagement/users', headers: as('owner') })).json().data;
    expect(after.invites).toEqual([]);
    expect(after.members.map((m: { email: string }) => m.email)).toContain('newhire@acme-resins.test');
    const notes = await gw.app.services.notifications.list(ids.get('owner')!, { pageNumber: 1, pageSize: 10 });
    expect(notes.items[0]).toMatchObject({ kind: 'invite-accepted', title: 'Nneka Newhire joined your company' });

    const again = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/Account/register-invited-user',
      payload: { token, fullName: 'Twice', password: PASSWORD },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses inviting your own address, a member, an unknown role, and an owner by an admin', async () => {
    const own = await post('owner', '/api/v1/usermanagement/invite', { email: 'owner@acme-resins.test', role: 'viewer' });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toHaveProperty('email');
    const existing = await post('owner', '/api/v1/usermanagement/invite', { email: 'buyer@acme-resins.test', role: 'viewer' });
    expect(existing.statusCode).toBe(409);
    const badRole = await post('owner', '/api/v1/usermanagement/invite', { email: 'x@acme-resins.test', role: 'emperor' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors).toHaveProperty('role');
    const adminOwner = await post('admin', '/api/v1/usermanagement/invite', { email: 'boss@acme-resins.test', role: 'owner' });
    expect(adminOwner.statusCode).toBe(400);
    const procurement = await post('buyer', '/api/v1/usermanagement/invite', { email: 'y@acme-resins.test', role: 'viewer' });
    expect(procurement.statusCode).toBe(403);
  });

  it('resends an invitation with a fresh link, and withdraws one', async () => {
    await post('owner', '/api/v1/usermanagement/invite', { email: 'later@acme-resins.test', role: 'viewer' });
    const first = linkIn(await smtp.waitFor('later@acme-resins.test', /invited-user/), SITE)
      .pathname.split('/')
      .at(-1);
    const invite = (await gw.app.inject({ url: '/api/v1/usermanagement/users', headers: as('owner') })).json().data.invites[0];
    expect((await post('owner', '/api/v1/usermanagement/resend-invite', { inviteId: invite.id })).statusCode).toBe(200);
    await expect.poll(() => smtp.received.filter((m) => m.to === 'later@acme-resins.test').length, { timeout: 15_000 }).toBe(2);
    const dead = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/Account/register-invited-user',
      payload: { token: first, fullName: 'Late Comer', password: PASSWORD },
    });
    expect(dead.statusCode).toBe(400);
    const pending = (await gw.app.inject({ url: '/api/v1/usermanagement/users', headers: as('owner') })).json().data.invites[0];
    const withdrawn = await gw.app.inject({ method: 'DELETE', url: `/api/v1/usermanagement/invite/${pending.id}`, headers: as('owner') });
    expect(withdrawn.statusCode).toBe(200);
    expect((await gw.app.inject({ url: '/api/v1/usermanagement/users', headers: as('owner') })).json().data.invites).toEqual([]);
  });

  it('refuses an invitation past its expiry, and lists it as expired', async () => {
    await post('owner', '/api/v1/usermanagement/invite', { email: 'slow@acme-resins.test', role: 'viewer' });
    const token = linkIn(await smtp.waitFor('slow@acme-resins.test', /invited-user/), SITE)
      .pathname.split('/')
      .at(-1);
    await gw.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.email, 'slow@acme-resins.test'));
    const invites = (await gw.app.inject({ url: '/api/v1/usermanagement/users', headers: as('owner') })).json().data.invites;
    expect(invites.find((i: { email: string }) => i.email === 'slow@acme-resins.test')).toMatchObject({ expired: true });
    const late = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/Account/register-invited-user',
      payload: { token, fullName: 'Slow Poke', password: PASSWORD },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toHaveProperty('token');
  });

  it('changes a role at once (the next call uses it) and notifies the member', async () => {
    expect((await post('buyer', '/api/v1/usermanagement/invite', { email: 'z@acme-resins.test', role: 'viewer' })).statusCode).toBe(403);
    const changed = await post('owner', '/api/v1/usermanagement/change-role', { userId: ids.get('buyer'), role: 'admin' });
    expect(changed.statusCode).toBe(200);
    // Same access token as before: the gateway reads the role fresh.
    expect((await gw.app.inject({ url: '/api/v1/usermanagement/users', headers: as('buyer') })).statusCode).toBe(200);
    const notes = await gw.app.services.notifications.list(ids.get('buyer')!, { pageNumber: 1, pageSize: 5 });
    expect(notes.items[0]).toMatchObject({ kind: 'role-changed', title: 'Your role is now Administrator' });
    await post('owner', '/api/v1/usermanagement/change-role', { userId: ids.get('buyer'), role: 'procurement' });
  });

  it('keeps the last owner: no demotion, no removal; admins cannot touch owners', async () => {
    const demote = await post('owner', '/api/v1/usermanagement/change-role', { userId: ids.get('owner'), role: 'admin' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toContain('at least one owner');
    const remove = await gw.app.inject({ method: 'DELETE', url: `/api/v1/usermanagement/user/${ids.get('owner')}`, headers: as('owner') });
    expect(remove.statusCode).toBe(409);
    const byAdmin = await post('admin', '/api/v1/usermanagement/change-role', { userId: ids.get('owner'), role: 'viewer' });
    expect(byAdmin.statusCode).toBe(403);
    const [owner] = await gw.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, ids.get('owner')!));
    expect(owner!.role).toBe('owner');
  });

  it('removes a member, who keeps a personal account and is signed out', async () => {
    await member('leaver', 'viewer');
    const session = await gw.app.services.sessions.issue(ids.get('leaver')!, '127.0.0.1');
    const removed = await gw.app.inject({
      method: 'DELETE',
      url: `/api/v1/usermanagement/user/${ids.get('leaver')}`,
      headers: as('admin'),
    });
    expect(removed.statusCode).toBe(200);
    const [user] = await gw.database.db
      .select()
      .from(users)
      .where(eq(users.id, ids.get('leaver')!));
    expect(user!.accountType).toBe('personal');
    const refresh = await gw.app.inject({ method: 'POST', url: '/api/v1/Account/refreshtoken', payload: { token: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
  });

  it("leaves the company's addresses with the company when a member is removed, and keeps their own", async () => {
    await member('mover', 'procurement');
    const add = (key: string, label: string) => post(key, '/api/v1/shippingaddress/add', addressBody({ label }));
    const listed = async (key: string) =>
      ((await gw.app.inject({ url: '/api/v1/shippingaddress/get-all', headers: as(key) })).json().data as { label: string }[]).map(
        (a) => a.label,
      );
    const depot = await add('mover', 'Acme depot');
    expect(depot.statusCode, depot.body).toBe(200);
    const removed = await gw.app.inject({ method: 'DELETE', url: `/api/v1/usermanagement/user/${ids.get('mover')}`, headers: as('admin') });
    expect(removed.statusCode).toBe(200);
    // Signed in again as the personal account they now have.
    tokens.set('mover', (await gw.app.services.sessions.issue(ids.get('mover')!, '127.0.0.1')).jwToken);
    expect(await listed('mover')).toEqual([]);
    expect(await listed('owner')).toContain('Acme depot');
    const home = await add('mover', 'Home');
    expect(home.statusCode, home.body).toBe(200);
    expect(await listed('mover')).toEqual(['Home']);
    // Nor can the company's address be named at checkout.
    const checkout = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/shoppingcart/confirm-purchase',
      headers: { ...as('mover'), 'idempotency-key': crypto.randomUUID() },
      payload: { items: [{ packageId: 1, quantity: 1 }], shippingAddressId: depot.json().data.id, paymentMethod: 'bank-transfer' },
    });
    expect(checkout.statusCode, checkout.body).toBe(400);
    expect(checkout.json().errors).toHaveProperty('shippingAddressId');
  });

  it('saves company settings and branding, refusing bad values', async () => {
    const saved = await post('owner', '/api/v1/company/update-settings', {
      name: 'Acme Resins',
      legalName: 'Acme Resins Nigeria Limited',
      registrationNumber: 'RC 123456',
      taxId: '12345678-0001',
      country: 'ng',
      address: '12 Creek Road, Apapa, Lagos',
      phone: '+234 803 000 0000',
      industry: 'Paints and coatings',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const company = (await gw.app.inject({ url: '/api/v1/company/get', headers: as('buyer') })).json().data;
    expect(company).toMatchObject({ legalName: 'Acme Resins Nigeria Limited', country: 'NG', phone: '+234 803 000 0000' });
    const badPhone = await post('owner', '/api/v1/company/update-settings', { name: 'Acme Resins', phone: 'call me' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toHaveProperty('phone');
    const branding = await post('owner', '/api/v1/company/update-customization', {
      brandColor: '#0A7F5C',
      about: 'Resins since 1998.',
      links: [{ label: 'Website', url: 'https://acme-resins.test' }],
    });
    expect(branding.statusCode, branding.body).toBe(200);
    const badColour = await post('owner', '/api/v1/company/update-customization', {
      brandColor: 'green',
      links: [{ label: 'x', url: 'javascript:alert(1)' }],
    });
    expect(badColour.statusCode).toBe(400);
    expect(Object.keys(badColour.json().errors)).toEqual(expect.arrayContaining(['brandColor', 'links.0.url']));
    const foreignLogo = await post('owner', '/api/v1/company/update-customization', { logoFileId: crypto.randomUUID() });
    expect(foreignLogo.statusCode).toBe(400);
    expect((await post('buyer', '/api/v1/company/update-settings', { name: 'Hijack' })).statusCode).toBe(403);
  });
});
