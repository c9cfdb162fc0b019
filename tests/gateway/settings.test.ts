import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, companyMembers } from '../../src/gateway/db/schema/companies.ts';
import { contactMessages } from '../../src/gateway/db/schema/requests.ts';
import { users } from '../../src/gateway/db/schema/accounts.ts';
import { hashPassword } from '../../src/gateway/platform/auth/passwords.ts';
import { backends, signedInUser, startGateway, type TestGateway } from './harness.ts';
import { startSmtpSink } from './smtp-sink.ts';

const PASSWORD = 'Baobab-Lantern-73-Kano';

describe.each(backends)('account settings, countries and contact on %s', (backend) => {
  let gw: TestGateway;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    gw = await startGateway(backend, 5, {
      contactEmail: 'operator@market.test',
      smtp: { url: smtp.url, from: 'Market <no-reply@market.test>' },
    });
  });
  afterAll(async () => {
    await gw?.close();
    await smtp?.close();
  });

  const person = async (email: string) => signedInUser(gw, email, 'Musa Danjuma', await hashPassword(PASSWORD));

  it('saves the name and time zone, refusing an unknown zone', async () => {
    const me = await person('profile@kano.test');
    const saved = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/settings/update-profile',
      headers: me.auth,
      payload: { fullName: 'Musa D. Danjuma', timezone: 'Africa/Nairobi' },
    });
    expect(saved.statusCode).toBe(200);
    const profile = (await gw.app.inject({ url: '/api/v1/Account/me', headers: me.auth })).json().data;
    expect(profile).toMatchObject({ fullName: 'Musa D. Danjuma', timezone: 'Africa/Nairobi' });
    const bad = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/settings/update-profile',
      headers: me.auth,
      payload: { fullName: 'Musa', timezone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('timezone');
  });

  it('changes the password only with the current one, keeping this session and ending the others', async () => {
    const me = await person('password@kano.test');
    const other = await gw.app.services.sessions.issue(me.id, '10.0.0.9');
    const wrong = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/settings/change-password',
      headers: me.auth,
      payload: { currentPassword: 'nope-nope-nope', newPassword: 'Fresh-Gourd-19-Jos' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('currentPassword');
    const changed = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/settings/change-password',
      headers: { ...me.auth, cookie: `refresh_token=${me.refreshToken}` },
      payload: { currentPassword: PASSWORD, newPassword: 'Fresh-Gourd-19-Jos' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await gw.app.inject({ method: 'POST', url: '/api/v1/Account/refreshtoken', payload: { token: other.refreshToken } })).statusCode,
    ).toBe(401);
    expect(
      (await gw.app.inject({ method: 'POST', url: '/api/v1/Account/refreshtoken', payload: { token: me.refreshToken } })).statusCode,
    ).toBe(200);
  });

  it('deletes an account: personal data anonymised, sessions ended, the row kept for records', async () => {
    const me = await person('leaving@kano.test');
    const unconfirmed = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/settings/delete-account',
      headers: me.auth,
      payload: { password: PASSWORD, confirmation: 'yes' },
    });
    expect(unconfirmed.statusCode).toBe(400);
    const wrong = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/settings/delete-account',
      headers: me.auth,
      payload: { password: 'bad', confirmation: 'DELETE' },
    });
    expect(wrong.statusCode).toBe(400);
    const deleted = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/settings/delete-account',
      headers: me.auth,
      payload: { password: PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    const [row] = await gw.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ fullName: 'Former member', passwordHash: null });
    expect(row!.email).not.toContain('leaving');
    expect(
      (await gw.app.inject({ method: 'POST', url: '/api/v1/Account/refreshtoken', payload: { token: me.refreshToken } })).statusCode,
    ).toBe(401);
  });

  it('refuses to delete the last owner of a company that has other members', async () => {
    const owner = await person('owner@kano.test');
    const staff = await person('staff@kano.test');
    const companyId = (
      await gw.database.db.insert(companies).values({ id: crypto.randomUUID(), name: 'Kano Grains' }).returning({ id: companies.id })
    )[0]!.id;
    await gw.database.db.insert(companyMembers).values([
      { companyId, userId: owner.id, role: 'owner' },
      { companyId, userId: staff.id, role: 'viewer' },
    ]);
    const response = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/settings/delete-account',
      headers: owner.auth,
      payload: { password: PASSWORD, confirmation: 'DELETE' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('lists countries by name with their codes', async () => {
    const { data } = (await gw.app.inject({ url: '/api/v1/countries/get-all' })).json();
    expect(data.length).toBeGreaterThan(190);
    expect(data).toContainEqual({ code: 'NG', name: 'Nigeria' });
    expect(data).toContainEqual({ code: 'CI', name: 'Côte d’Ivoire' });
  });

  it('stores a contact message and emails it to the operator; limits repeats', async () => {
    const body = {
      name: 'Efua Mensah',
      email: 'efua@accra-soaps.test',
      company: 'Accra Soaps',
      subject: 'Bulk glycerine',
      message: 'Do you list USP glycerine in 1000 L IBCs?',
    };
    const sent = await gw.app.inject({ method: 'POST', url: '/api/v1/contact/send', payload: body, remoteAddress: '10.8.8.8' });
    expect(sent.statusCode, sent.body).toBe(200);
    await smtp.waitFor('operator@market.test', /Bulk glycerine/);
    expect(await gw.database.db.$count(contactMessages)).toBe(1);
    const bad = await gw.app.inject({ method: 'POST', url: '/api/v1/contact/send', payload: { ...body, message: 'hi' } });
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < 4; i++)
      await gw.app.inject({ method: 'POST', url: '/api/v1/contact/send', payload: body, remoteAddress: '10.8.8.8' });
    const limited = await gw.app.inject({ method: 'POST', url: '/api/v1/contact/send', payload: body, remoteAddress: '10.8.8.8' });
    expect(limited.statusCode).toBe(429);
  });
});
