/**
 * What an outside scan and a fuzzer sent: NUL characters, numbers in disguise, a second
 * onboarding, sign-in floods. Each answers in the envelope with a 4xx and stores nothing.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/gateway/platform/auth/passwords.ts';
import { users } from '../../src/gateway/db/schema/accounts.ts';
import { backends, signedInUser, startGateway, type TestGateway } from './harness.ts';

const PASSWORD = 'Sturdy-Kiln-47-Ocean';

describe.each(backends)('hostile input on %s', (backend) => {
  let gw: TestGateway;
  let buyer: Awaited<ReturnType<typeof signedInUser>>;
  const logLines: string[] = [];
  const secretEmail = 'secret.person@leak.test';
  let secretHash = '';

  beforeAll(async () => {
    secretHash = await hashPassword(PASSWORD);
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    gw = await startGateway(backend, 20, {
      logger: { level: 'debug', stream },
      signInAttemptsPerAddress: 8,
      // A call whose query fails in the database with personal data among its parameters.
      extend: async (app) => {
        app.post('/test/failing-query', { config: { access: 'public' } }, async () => {
          await gw.database.db.execute(sql`select ${secretEmail}::int, ${secretHash}::int, ${`tok_${'x'.repeat(30)}`}::int`);
          return {};
        });
        // Text the NUL guard never saw (a job, a script) reaching the database.
        app.post('/test/nul-query', { config: { access: 'public' } }, async () => {
          await gw.database.db.execute(sql`select ${'a\u0000b'}::text`);
          return {};
        });
      },
    });
    buyer = await signedInUser(gw, 'buyer@hostile.test', 'Hostile Buyer');
  });
  afterAll(async () => {
    await gw?.close();
  });

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    gw.app.inject({ method, url, headers, remoteAddress: ip, ...(body === undefined ? {} : { payload: body as object }) });

  const userCount = async () => (await gw.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  it.each([
    ['query, signed out', 'GET', '/api/v1/marketplace/get-producers?Search=a%00b', undefined, false, 'Search'],
    ['query, signed in', 'GET', '/api/v1/procurement/orders?Search=x%00', undefined, true, 'Search'],
    [
      'body, registration name',
      'POST',
      '/api/v1/Account/register',
      {
        email: 'nul@hostile.test',
        password: PASSWORD,
        fullName: 'Ngo\u0000zi',
        accountType: 'personal',
        businessUserType: 'buyer',
      },
      false,
      'fullName',
    ],
    ['body, saved search', 'POST', '/api/v1/savedsearches/create', { name: 'a\u0000', query: 'q=glycerine' }, true, 'name'],
    ['path', 'GET', '/api/v1/procurement/orders/abc%00def', undefined, true, 'id'],
  ] as const)('refuses a NUL character in the %s with 400 and the field', async (_where, method, url, body, signedIn, field) => {
    const before = await userCount();
    const response = await send(method, url, body, signedIn ? buyer.auth : {});
    expect(response.statusCode, response.body).toBe(400);
    const envelope = response.json();
    expect(envelope).toMatchObject({ succeeded: false, data: null });
    expect(envelope.errors[field]).toEqual(['must not contain the NUL character']);
    expect(await userCount()).toBe(before);
  });

  it('answers 400 in the envelope when the database refuses a character', async () => {
    const response = await send('POST', '/test/nul-query');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      succeeded: false,
      data: null,
      errors: { request: ['holds a character that cannot be stored'] },
    });
  });

  it('keeps emails, passwords, hashes and tokens out of the log of a failed query', async () => {
    const response = await send('POST', '/test/failing-query');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ succeeded: false, data: null });
    await send(
      'POST',
      '/api/v1/Account/authenticate',
      { email: secretEmail, password: PASSWORD },
      { authorization: 'Bearer tok_header_secret' },
    );
    const text = logLines.join('');
    expect(text).toContain('22P02'); // the SQLSTATE of the failed query is there
    for (const secret of [secretEmail, PASSWORD, '$argon2', 'tok_', buyer.token]) expect(text).not.toContain(secret);
  });

  it('keeps the address and the link of a queued email out of the debug log', async () => {
    const before = logLines.length;
    const response = await send('POST', '/api/v1/Account/forgot-password', { email: 'buyer@hostile.test' }, {}, '10.0.0.9');
    expect(response.statusCode, response.body).toBe(200);
    const stored = await gw.database.db.execute(sql`select text from outbox where "to" = 'buyer@hostile.test'`);
    const rows = (stored as unknown as { rows: { text: string }[] }).rows;
    const link = /https?:\/\/\S+token=\S+/.exec(rows.at(-1)?.text ?? '')?.[0];
    expect(link, 'the reset email holds its link').toBeTruthy();
    const text = logLines.slice(before).join('');
    expect(text).toContain('email queued');
    for (const secret of ['buyer@hostile.test', link!, 'token=']) expect(text).not.toContain(secret);
  });

  it.each([
    ['a boolean in a JSON body', 'POST', '/api/v1/shoppingcart/create', { packageId: true }, 'packageId'],
    ['an array in a JSON body', 'POST', '/api/v1/shoppingcart/create', { packageId: [5] }, 'packageId'],
    ['a hexadecimal string in a JSON body', 'POST', '/api/v1/shoppingcart/create', { packageId: '0x10' }, 'packageId'],
    ['a digit string in a JSON body', 'POST', '/api/v1/shoppingcart/create', { packageId: '5' }, 'packageId'],
    ['a digit string in a beacon body', 'POST', '/api/v1/marketplace/product-view', { productId: '1' }, 'productId'],
    ['a hexadecimal path id', 'DELETE', '/api/v1/shoppingcart/remove/0x10', undefined, 'packageId'],
    ['a hexadecimal query number', 'GET', '/api/v1/marketplace/get-producers?PageSize=0x10', undefined, 'PageSize'],
    ['an exponent in a query number', 'GET', '/api/v1/marketplace/get-producers?PageNumber=1e1', undefined, 'PageNumber'],
    ['a word in a query number', 'GET', '/api/v1/marketplace/get-producers?PageNumber=true', undefined, 'PageNumber'],
  ] as const)('refuses %s where a number belongs', async (_what, method, url, body, field) => {
    const response = await send(method, url, body, buyer.auth);
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).map((k) => k.toLowerCase())).toContain(field.toLowerCase());
  });

  it('still reads decimal strings in queries and paths', async () => {
    expect((await send('GET', '/api/v1/marketplace/get-producers?PageSize=3&PageNumber=1')).json().pageSize).toBe(3);
  });

  it('refuses a second onboarding that would flip the buyer/seller type', async () => {
    const person = await signedInUser(gw, 'onboarded@hostile.test', 'Onboarded Person');
    const first = await send('POST', '/api/v1/onboarding/complete', { accountType: 'personal', businessUserType: 'buyer' }, person.auth);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('POST', '/api/v1/onboarding/complete', { accountType: 'personal', businessUserType: 'seller' }, person.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      succeeded: false,
      message: 'Onboarding is already complete: your account type cannot be changed here. Contact us to change it.',
    });
    const me = await send('GET', '/api/v1/Account/me', undefined, person.auth);
    expect(me.json().data.businessUserType).toBe('buyer');
  });

  describe('sign-in limits', () => {
    const signIn = (email: string, password: string, ip: string) =>
      send('POST', '/api/v1/Account/authenticate', { email, password }, {}, ip);

    it('never limits successful sign-ins from one address', async () => {
      await signedInUser(gw, 'office-a@hostile.test', 'Office A', await hashPassword(PASSWORD));
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await signIn('office-a@hostile.test', PASSWORD, '10.20.0.1')).statusCode);
      expect(statuses).toEqual(Array(12).fill(200));
    });

    it('limits failures per account and address with 429 and Retry-After', async () => {
      await signedInUser(gw, 'guessed@hostile.test', 'Guessed', await hashPassword(PASSWORD));
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await signIn('guessed@hostile.test', `Wrong-${i}-guess`, '10.30.0.1')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const locked = await signIn('guessed@hostile.test', PASSWORD, '10.30.0.1');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn('guessed@hostile.test', PASSWORD, '10.30.0.2')).statusCode).toBe(200);
    });

    it("lets the right password through after other accounts' failures from the address, until the address limit", async () => {
      await signedInUser(gw, 'colleague@hostile.test', 'Colleague', await hashPassword(PASSWORD));
      const ip = '10.40.0.1';
      for (let i = 0; i < 4; i++) expect((await signIn(`stranger${i}@hostile.test`, 'Wrong-guess-1', ip)).statusCode).toBe(401);
      expect((await signIn('colleague@hostile.test', PASSWORD, ip)).statusCode).toBe(200);
      for (let i = 4; i < 8; i++) expect((await signIn(`stranger${i}@hostile.test`, 'Wrong-guess-1', ip)).statusCode).toBe(401);
      const overLimit = await signIn('stranger9@hostile.test', 'Wrong-guess-1', ip);
      expect(overLimit.statusCode).toBe(429);
      const colleague = await signIn('colleague@hostile.test', PASSWORD, ip);
      expect(colleague.statusCode).toBe(429);
      expect(Number(colleague.headers['retry-after'])).toBeGreaterThan(0);
      expect(colleague.json()).toMatchObject({ succeeded: false });
    });
  });
});
