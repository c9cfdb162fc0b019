import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/gateway/db/client.ts';
import { companies, companyMembers } from '../../src/gateway/db/schema/companies.ts';
import { users } from '../../src/gateway/db/schema/accounts.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { linkIn, startSmtpSink } from './smtp-sink.ts';

const SITE = 'http://market.test';
const PASSWORD = 'Sturdy-Kiln-47-Ocean';

describe.each(backends)('account calls on %s', (backend) => {
  let gw: TestGateway;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const logLines: string[] = [];
  const jwtSecret = new TextEncoder().encode('test-secret-that-is-long-enough-0123456789');

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    gw = await startGateway(backend, 20, {
      siteUrl: SITE,
      jwtSecret,
      smtp: { url: smtp.url, from: 'Market <no-reply@market.test>' },
      logger: { level: 'info', stream },
    });
  });
  afterAll(async () => {
    await gw?.close();
    await smtp?.close();
  });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    gw.app.inject({ method: 'POST', url, payload: body as object, headers, remoteAddress: ip });

  async function registerAndConfirm(email: string, extra: Record<string, unknown> = {}) {
    const registered = await post('/api/v1/Account/register', {
      email,
      password: PASSWORD,
      fullName: 'Ngozi Eze',
      accountType: 'company',
      businessUserType: 'buyer',
      companyName: 'Eze Foods Ltd',
      ...extra,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const mail = await smtp.waitFor(email, /confirm-email\?token=/);
    const link = linkIn(mail, SITE);
    expect(link.pathname).toBe('/confirm-email');
    const confirmed = await post('/api/v1/Account/confirm-email', { token: link.searchParams.get('token') });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }

  async function signIn(email: string, password = PASSWORD, headers: Record<string, string> = {}, ip = '10.0.0.1') {
    return post('/api/v1/Account/authenticate', { email, password }, headers, ip);
  }

  it('registers, emails a confirmation link over SMTP, confirms, and signs in', async () => {
    await registerAndConfirm('ngozi@eze-foods.test');
    const response = await signIn('NGOZI@eze-foods.test');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      email: 'ngozi@eze-foods.test',
      fullName: 'Ngozi Eze',
      roles: ['owner'],
      businessUserType: 'buyer',
      accountType: 'company',
      onboarded: false,
    });
    expect(data.refreshToken.length).toBeGreaterThanOrEqual(40);
    const me = await gw.app.inject({ url: '/api/v1/Account/me', headers: { authorization: `Bearer ${data.jwToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ emailVerified: true, company: { name: 'Eze Foods Ltd', role: 'owner' } });
  });

  it('refuses malformed registrations with field messages, and stores nothing', async () => {
    const before = await gw.database.db.$count(users);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'short' }, 'password'],
      [{ password: 'qwerty123' }, 'password'],
      [{ email: 'not-an-email' }, 'email'],
      [{ companyName: '' }, 'companyName'],
      [{ accountType: 'team' }, 'accountType'],
      [{ password: 'x'.repeat(129) }, 'password'],
    ];
    for (const [change, field] of cases) {
      const response = await post('/api/v1/Account/register', {
        email: 'new@company.test',
        password: PASSWORD,
        fullName: 'New Person',
        accountType: 'company',
        businessUserType: 'buyer',
        companyName: 'New Co',
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    }
    expect(await gw.database.db.$count(users)).toBe(before);
  });

  it('answers a second registration of the same address the same way, and tells the owner by email', async () => {
    await registerAndConfirm('twice@eze-foods.test');
    const again = await post('/api/v1/Account/register', {
      email: 'twice@eze-foods.test',
      password: 'Another-Long-Pass-9',
      fullName: 'Impostor',
      accountType: 'personal',
      businessUserType: 'buyer',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toContain('Check your email');
    await smtp.waitFor('twice@eze-foods.test', /already has one/);
    expect(await gw.database.db.$count(users, eq(users.email, 'twice@eze-foods.test'))).toBe(1);
  });

  it('refuses to sign in before the email is confirmed', async () => {
    await post('/api/v1/Account/register', {
      email: 'pending@eze-foods.test',
      password: PASSWORD,
      fullName: 'Pending Person',
      accountType: 'personal',
      businessUserType: 'buyer',
    });
    const response = await signIn('pending@eze-foods.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('Confirm your email');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    await registerAndConfirm('same@eze-foods.test');
    const wrong = await signIn('same@eze-foods.test', 'Not-The-Password-1', {}, '10.0.1.1');
    const unknown = await signIn('nobody@eze-foods.test', 'Not-The-Password-1', {}, '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rotates the refresh token on every use, and a reused one ends the whole session', async () => {
    await registerAndConfirm('rotate@eze-foods.test');
    const first = (await signIn('rotate@eze-foods.test')).json().data.refreshToken;
    const second = await post('/api/v1/Account/refreshtoken', { token: first, ipAddress: '10.0.0.1' });
    expect(second.statusCode).toBe(200);
    const next = second.json().data.refreshToken;
    expect(next).not.toBe(first);
    expect(second.json().data.jwToken).toBeTruthy();

    const reused = await post('/api/v1/Account/refreshtoken', { token: first });
    expect(reused.statusCode).toBe(401);
    // The reuse revoked the family: the token issued after it is dead too.
    const afterReuse = await post('/api/v1/Account/refreshtoken', { token: next });
    expect(afterReuse.statusCode).toBe(401);
  });

  it("keeps the browser's refresh token in an httpOnly, SameSite=Strict cookie of 60 days scoped to the account routes", async () => {
    await registerAndConfirm('cookie@eze-foods.test');
    const response = await signIn('cookie@eze-foods.test', PASSWORD, { 'x-refresh-transport': 'cookie' });
    expect(response.json().data.refreshToken).toBe('');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^refresh_token=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/v1/Account');
    // spec §9: the auth cookie lasts 60 days.
    expect(cookie).toContain(`Max-Age=${60 * 86_400}`);
    const value = /refresh_token=([^;]+)/.exec(cookie)![1]!;
    const refreshed = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/Account/refreshtoken',
      headers: { cookie: `refresh_token=${value}`, 'x-refresh-transport': 'cookie' },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.refreshToken).toBe('');

    const newValue = /refresh_token=([^;]+)/.exec(String(refreshed.headers['set-cookie']))![1]!;
    const out = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/Account/logout',
      headers: { cookie: `refresh_token=${newValue}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const afterLogout = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/Account/refreshtoken',
      headers: { cookie: `refresh_token=${newValue}` },
      payload: {},
    });
    expect(afterLogout.statusCode).toBe(401);
  });

  it('refuses expired and tampered access tokens', async () => {
    await registerAndConfirm('jwt@eze-foods.test');
    const { jwToken, id } = (await signIn('jwt@eze-foods.test')).json().data;
    const expired = await new SignJWT({ roles: ['owner'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuer('chemmarket-gateway')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(jwtSecret);
    const expiredResponse = await gw.app.inject({ url: '/api/v1/Account/me', headers: { authorization: `Bearer ${expired}` } });
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json().message).toContain('expired');
    const [header, payload, signature] = jwToken.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), roles: ['admin'] })).toString(
      'base64url',
    );
    const tampered = await gw.app.inject({
      url: '/api/v1/Account/me',
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(tampered.statusCode).toBe(401);
    const anonymous = await gw.app.inject({ url: '/api/v1/Account/me' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits failed sign-ins per account and address with 429 and Retry-After, without locking out the owner elsewhere', async () => {
    await registerAndConfirm('limited@eze-foods.test');
    const attacker = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn('limited@eze-foods.test', `Wrong-Guess-${i}-xx`, {}, attacker)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const blocked = await signIn('limited@eze-foods.test', PASSWORD, {}, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own address, still signs in.
    expect((await signIn('limited@eze-foods.test', PASSWORD, {}, '10.1.2.3')).statusCode).toBe(200);
  });

  it('limits refresh attempts per address', async () => {
    const ip = '10.7.7.7';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await post('/api/v1/Account/refreshtoken', { token: `guess-${i}-aaaaaaaaaaaaaaaaaaaa` }, {}, ip)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('resets a forgotten password through the emailed link, ending every session', async () => {
    await registerAndConfirm('forgot@eze-foods.test');
    const oldSession = (await signIn('forgot@eze-foods.test')).json().data.refreshToken;
    expect((await post('/api/v1/Account/forgot-password', { email: 'forgot@eze-foods.test' })).statusCode).toBe(200);
    const mail = await smtp.waitFor('forgot@eze-foods.test', /reset-password\?token=/);
    const token = linkIn(mail, SITE).searchParams.get('token');
    const reset = await post('/api/v1/Account/reset-password', { token, password: 'Brand-New-Harbour-82' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await post('/api/v1/Account/refreshtoken', { token: oldSession })).statusCode).toBe(401);
    expect((await signIn('forgot@eze-foods.test', PASSWORD, {}, '10.3.3.3')).statusCode).toBe(401);
    expect((await signIn('forgot@eze-foods.test', 'Brand-New-Harbour-82', {}, '10.3.3.4')).statusCode).toBe(200);
    const again = await post('/api/v1/Account/reset-password', { token, password: 'Another-New-Harbour-83' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toHaveProperty('token');
  });

  it('answers forgot-password and resend-verification the same for unknown addresses', async () => {
    const known = await post('/api/v1/Account/forgot-password', { email: 'ngozi@eze-foods.test' }, {}, '10.4.4.4');
    const unknown = await post('/api/v1/Account/forgot-password', { email: 'ghost@eze-foods.test' }, {}, '10.4.4.4');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const resend = await post('/api/v1/Account/resend-verification', { email: 'ghost@eze-foods.test' }, {}, '10.4.4.5');
    expect(resend.statusCode).toBe(200);
  });

  it('creates an account from an invitation once, in the inviting company with the invited role', async () => {
    await registerAndConfirm('owner@eze-foods.test', { companyName: 'Invite Co' });
    const [owner] = await gw.database.db.select().from(users).where(eq(users.email, 'owner@eze-foods.test'));
    const [membership] = await gw.database.db.select().from(companyMembers).where(eq(companyMembers.userId, owner!.id));
    const token = await gw.app.services.accounts.createInvite(gw.database.db as Db, {
      email: 'colleague@eze-foods.test',
      companyId: membership!.companyId,
      role: 'procurement',
      businessUserType: 'buyer',
    });
    const joined = await post('/api/v1/Account/register-invited-user', { token, fullName: 'Chidi Colleague', password: PASSWORD });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data).toMatchObject({
      email: 'colleague@eze-foods.test',
      roles: ['procurement'],
      accountType: 'company',
      onboarded: true,
    });
    const [company] = await gw.database.db.select().from(companies).where(eq(companies.id, membership!.companyId));
    expect(company!.name).toBe('Invite Co');
    const twice = await post('/api/v1/Account/register-invited-user', { token, fullName: 'Chidi Again', password: PASSWORD });
    expect(twice.statusCode).toBe(400);
  });

  it('completes onboarding for the signed-in user only', async () => {
    await registerAndConfirm('onboard@eze-foods.test', { accountType: 'personal', companyName: undefined });
    const { jwToken } = (await signIn('onboard@eze-foods.test', PASSWORD, {}, '10.5.5.5')).json().data;
    const anonymous = await post('/api/v1/onboarding/complete', { accountType: 'company', businessUserType: 'both' });
    expect(anonymous.statusCode).toBe(401);
    const withoutName = await post(
      '/api/v1/onboarding/complete',
      { accountType: 'company', businessUserType: 'both' },
      { authorization: `Bearer ${jwToken}` },
    );
    expect(withoutName.statusCode).toBe(400);
    expect(withoutName.json().errors).toHaveProperty('companyName');
    const done = await post(
      '/api/v1/onboarding/complete',
      { accountType: 'company', businessUserType: 'both', companyName: 'Onboard Trading' },
      { authorization: `Bearer ${jwToken}` },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      onboarded: true,
      accountType: 'company',
      businessUserType: 'both',
      company: { name: 'Onboard Trading', role: 'owner' },
    });
  });

  it('refuses social sign-in when no client id is configured', async () => {
    const response = await post('/api/v1/Account/social-login', { idToken: 'x'.repeat(40) });
    expect(response.statusCode).toBe(404);
  });

  it('writes no password, token or emailed link into the logs at info level', async () => {
    const text = logLines.join('');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/token=/);
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
    expect(text).not.toContain('refresh_token=');
  });
});
