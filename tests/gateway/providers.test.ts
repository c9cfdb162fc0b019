/**
 * The providers behind payouts and verification, spoken to over real HTTP: Paystack's bank list,
 * account names, recipients and transfers (providers/paystack.ts) against the Paystack stand-in, and
 * Dojah's BVN, NIN and CAC look-ups (providers/dojah.ts) against the identity stand-in.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateOf } from '../../src/gateway/providers/identity-dates.ts';
import { createDojahIdentity } from '../../src/gateway/providers/dojah.ts';
import { DEMO_BUSINESSES, DEMO_PEOPLE } from '../../src/gateway/seed/demo-identities.ts';
import { createPaystack, isValidPaystackSignature, type Paystack, PaystackError } from '../../src/gateway/providers/paystack.ts';
import { ProviderUnavailable } from '../../src/gateway/providers/ports.ts';
import { type IdentityServer, startIdentityServer } from '../../src/gateway/providers/local/identity-server.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';

const SECRET = 'sk_test_providers_0123456789abcdef';
const SETTLE_MS = 50;

/** A server answering every request with `answer` (or never, when null), to play a provider misbehaving. */
async function misbehaving(answer: { status: number; body: string } | null): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    if (!answer) return; // holds the request until the client gives up
    res.writeHead(answer.status, { 'content-type': 'text/html' });
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const waitFor = async (check: () => boolean, timeoutMs = 2000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('Paystack payouts', () => {
  let stand: PaystackServer;
  let paystack: Paystack;
  /** The merchant's webhook endpoint: every event received, with its signature. */
  let hooks: Server;
  const received: { body: string; signature: string | undefined }[] = [];

  beforeAll(async () => {
    hooks = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: req.headers['x-paystack-signature'] as string | undefined });
      res.writeHead(200).end();
    });
    hooks.listen(0, '127.0.0.1');
    await once(hooks, 'listening');
    stand = await startPaystackServer(SECRET, {
      webhookUrl: `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/webhook`,
      transferSettleMs: SETTLE_MS,
    });
    paystack = createPaystack({ secretKey: SECRET, baseUrl: stand.url, timeoutMs: 2000 });
    stand.accounts.set('058:0123456789', 'OKAFOR ADAEZE');
    stand.accounts.set('044:0987654321', 'APAPA CHEMICAL TRADERS LTD');
  });

  afterAll(async () => {
    await stand?.close();
    if (hooks) await closeServer(hooks);
  });

  it('lists the active Nigerian banks, every page of them', async () => {
    stand.bankPageLimit = 5;
    try {
      const banks = await paystack.listBanks();
      expect(banks.length).toBe(stand.banks.filter((b) => b.active).length);
      expect(banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
      expect(banks).toContainEqual({ code: '50211', name: 'Kuda Bank' });
      expect(banks.map((b) => b.code)).not.toContain('030'); // Heritage Bank, inactive
      expect(stand.requests.filter((r) => r === 'GET /bank').length).toBeGreaterThan(1);
    } finally {
      stand.bankPageLimit = 100;
    }
  });

  it('names an account the bank knows, and answers null for one it does not', async () => {
    expect(await paystack.resolveAccount('0123456789', '058')).toEqual({ accountName: 'OKAFOR ADAEZE' });
    expect(await paystack.resolveAccount('0123456780', '058')).toBeNull();
    expect(await paystack.resolveAccount('0123456789', '999')).toBeNull();
  });

  it('knows an account registered over HTTP by a browser test', async () => {
    const answer = await fetch(`${stand.url}/__stand-in/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bankCode: '057', accountNumber: '2233445566', accountName: 'KWAME MENSAH' }),
    });
    expect(answer.status).toBe(201);
    expect(await paystack.resolveAccount('2233445566', '057')).toEqual({ accountName: 'KWAME MENSAH' });
  });

  it('makes one recipient per account', async () => {
    const first = await paystack.createRecipient({ name: 'Adaeze Okafor', accountNumber: '0123456789', bankCode: '058' });
    const again = await paystack.createRecipient({ name: 'Adaeze Okafor', accountNumber: '0123456789', bankCode: '058' });
    expect(first).toMatch(/^RCP_/);
    expect(again).toBe(first);
    await expect(paystack.createRecipient({ name: 'Nobody', accountNumber: '1111111111', bankCode: '058' })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });

  it('pays a reference once, however often it is sent, and settles it a moment later', async () => {
    const recipientCode = await paystack.createRecipient({ name: 'Adaeze Okafor', accountNumber: '0123456789', bankCode: '058' });
    const input = { amount: 250_000_00, recipientCode, reference: 'po-0001-once', reason: 'ChemMarket payout' };
    const [first, second] = await Promise.all([paystack.initiateTransfer(input), paystack.initiateTransfer(input)]);
    const third = await paystack.initiateTransfer(input);
    expect(first.status).toBe('pending');
    expect(first.transferCode).toMatch(/^TRF_/);
    expect(second.transferCode).toBe(first.transferCode);
    expect(third.transferCode).toBe(first.transferCode);
    expect([...stand.transfers.values()].filter((t) => t.reference === input.reference)).toHaveLength(1);

    await waitFor(() => stand.transfers.get(input.reference)?.status === 'success');
    expect(await paystack.verifyTransfer(input.reference)).toEqual({ status: 'success', transferCode: first.transferCode, reason: null });
    await waitFor(() => received.some((r) => r.body.includes(input.reference)));
    const event = received.find((r) => r.body.includes(input.reference))!;
    expect(isValidPaystackSignature(Buffer.from(event.body), event.signature, SECRET)).toBe(true);
    expect(JSON.parse(event.body)).toMatchObject({
      event: 'transfer.success',
      data: { reference: input.reference, transfer_code: first.transferCode, status: 'success', amount: 250_000_00 },
    });
  });

  it('reports a failed transfer with the reason the bank gave', async () => {
    const recipientCode = await paystack.createRecipient({ name: 'Apapa Chemical Traders', accountNumber: '0987654321', bankCode: '044' });
    stand.transferOutcome = 'failed';
    try {
      const started = await paystack.initiateTransfer({ amount: 10_000_00, recipientCode, reference: 'po-0002-fails', reason: 'payout' });
      expect(started.status).toBe('pending');
      await waitFor(() => stand.deliveries.some((d) => d.reference === 'po-0002-fails'));
      expect(stand.deliveries.find((d) => d.reference === 'po-0002-fails')).toEqual({
        event: 'transfer.failed',
        reference: 'po-0002-fails',
        status: 200,
      });
      const state = await paystack.verifyTransfer('po-0002-fails');
      expect(state?.status).toBe('failed');
      expect(state?.reason).toBeTruthy();
    } finally {
      stand.transferOutcome = 'success';
    }
  });

  it('leaves a transfer pending until the bank answers, then reverses a success on request', async () => {
    const recipientCode = await paystack.createRecipient({ name: 'Adaeze Okafor', accountNumber: '0123456789', bankCode: '058' });
    const outcome = await fetch(`${stand.url}/__stand-in/transfer-outcome`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'pending' }),
    });
    expect(outcome.status).toBe(200);
    try {
      await paystack.initiateTransfer({ amount: 5_000_00, recipientCode, reference: 'po-0003-waits', reason: 'payout' });
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 3));
      expect((await paystack.verifyTransfer('po-0003-waits'))?.status).toBe('pending');

      await stand.settleTransfer('po-0003-waits', 'success');
      expect((await paystack.verifyTransfer('po-0003-waits'))?.status).toBe('success');
      const reversed = await fetch(`${stand.url}/__stand-in/transfers/po-0003-waits/settle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'reversed', reason: 'Beneficiary account is dormant' }),
      });
      expect(reversed.status).toBe(200);
      expect(await paystack.verifyTransfer('po-0003-waits')).toMatchObject({
        status: 'reversed',
        reason: 'Beneficiary account is dormant',
      });
      expect(stand.deliveries.filter((d) => d.reference === 'po-0003-waits').map((d) => d.event)).toEqual([
        'transfer.success',
        'transfer.reversed',
      ]);
      await expect(stand.settleTransfer('po-0003-waits', 'success')).rejects.toThrow(/reversed/);
    } finally {
      stand.transferOutcome = 'success';
    }
  });

  it('answers null for a reference it never received', async () => {
    expect(await paystack.verifyTransfer('po-never-sent')).toBeNull();
  });

  it('throws ProviderUnavailable while Paystack is down, and old callers still see a PaystackError', async () => {
    stand.down = true;
    try {
      for (const call of [
        () => paystack.listBanks(),
        () => paystack.resolveAccount('0123456789', '058'),
        () => paystack.createRecipient({ name: 'Adaeze Okafor', accountNumber: '0123456789', bankCode: '058' }),
        () => paystack.initiateTransfer({ amount: 100, recipientCode: 'RCP_x', reference: 'po-down', reason: 'payout' }),
        () => paystack.verifyTransfer('po-0001-once'),
      ]) {
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ProviderUnavailable);
        expect(error).toBeInstanceOf(PaystackError);
        expect((error as PaystackError).status).toBe(503);
      }
    } finally {
      stand.down = false;
    }
  });

  it('throws ProviderUnavailable with a wrong key, an unreachable host or an answer that is not JSON', async () => {
    const wrongKey = createPaystack({ secretKey: 'sk_test_wrong', baseUrl: stand.url });
    await expect(wrongKey.listBanks()).rejects.toMatchObject({ name: 'PaystackError', status: 401 });
    await expect(wrongKey.verifyTransfer('po-0001-once')).rejects.toBeInstanceOf(ProviderUnavailable);

    const gateway = await misbehaving({ status: 502, body: '<html>Bad gateway</html>' });
    const silent = await misbehaving(null);
    try {
      await expect(createPaystack({ secretKey: SECRET, baseUrl: gateway.url }).listBanks()).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(createPaystack({ secretKey: SECRET, baseUrl: silent.url, timeoutMs: 200 }).verifyTransfer('x')).rejects.toBeInstanceOf(
        ProviderUnavailable,
      );
    } finally {
      await closeServer(gateway.server);
      await closeServer(silent.server);
    }
    await expect(createPaystack({ secretKey: SECRET, baseUrl: 'http://127.0.0.1:9' }).listBanks()).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });
});

describe('Dojah identity look-ups', () => {
  let stand: IdentityServer;
  let identity: ReturnType<typeof createDojahIdentity>;

  beforeAll(async () => {
    stand = await startIdentityServer();
    identity = createDojahIdentity({ baseUrl: stand.url, appId: stand.appId, secretKey: stand.secretKey, timeoutMs: 2000 });
  });
  afterAll(async () => {
    await stand?.close();
  });

  it('finds a person by BVN, with the date of birth as yyyy-MM-dd', async () => {
    expect(await identity.lookUpPerson('bvn', '22212345678')).toEqual({
      firstName: 'Adaeze',
      lastName: 'Okafor',
      middleName: null,
      dateOfBirth: '1986-03-14',
    });
  });

  it('knows every demo person and company the seed verifies', async () => {
    for (const person of DEMO_PEOPLE) {
      const expected = {
        firstName: person.firstName,
        lastName: person.lastName,
        middleName: person.middleName,
        dateOfBirth: person.dateOfBirth,
      };
      expect(await identity.lookUpPerson('bvn', person.bvn)).toEqual(expected);
      expect(await identity.lookUpPerson('nin', person.nin)).toEqual(expected);
    }
    for (const business of DEMO_BUSINESSES) {
      expect(await identity.lookUpBusiness(business.companyType, business.registrationNumber)).toMatchObject({ address: business.address });
    }
  });

  it('finds a person by NIN', async () => {
    expect(await identity.lookUpPerson('nin', '12345678901')).toMatchObject({
      firstName: 'Adaeze',
      lastName: 'Okafor',
      dateOfBirth: '1986-03-14',
    });
  });

  it('answers null for a number nobody holds, or one that is not a number', async () => {
    expect(await identity.lookUpPerson('bvn', '22299999999')).toBeNull();
    expect(await identity.lookUpPerson('nin', '123')).toBeNull();
  });

  it('finds a person registered over HTTP by a browser test, middle name included', async () => {
    const answer = await fetch(`${stand.url}/__stand-in/people`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        idType: 'bvn',
        number: '22211112222',
        firstName: 'Ngozi',
        middleName: 'Amaka',
        lastName: 'Eze',
        dateOfBirth: '1992-11-05',
      }),
    });
    expect(answer.status).toBe(201);
    expect(await identity.lookUpPerson('bvn', '22211112222')).toEqual({
      firstName: 'Ngozi',
      lastName: 'Eze',
      middleName: 'Amaka',
      dateOfBirth: '1992-11-05',
    });
  });

  it('finds the demo companies by RC number, and answers null for an unregistered one', async () => {
    expect(await identity.lookUpBusiness('RC', '1234567')).toEqual({
      name: 'Apapa Chemical Traders',
      registrationNumber: '1234567',
      address: '12 Wharf Road, Apapa, Lagos',
      status: 'ACTIVE',
    });
    expect(await identity.lookUpBusiness('RC', '7654321')).toMatchObject({ name: 'Okafor Paints Manufacturing Ltd' });
    expect(await identity.lookUpBusiness('RC', '1111111')).toMatchObject({ status: 'INACTIVE' });
    expect(await identity.lookUpBusiness('BN', '1234567')).toBeNull();
    expect(await identity.lookUpBusiness('RC', '9999999')).toBeNull();
  });

  it('finds a business name registered over HTTP', async () => {
    const answer = await fetch(`${stand.url}/__stand-in/businesses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyType: 'BN', number: '3456789', companyName: 'Eze Solvents Enterprises', status: 'Not Active' }),
    });
    expect(answer.status).toBe(201);
    expect(await identity.lookUpBusiness('BN', '3456789')).toEqual({
      name: 'Eze Solvents Enterprises',
      registrationNumber: '3456789',
      address: null,
      status: 'NOT ACTIVE',
    });
  });

  it('throws ProviderUnavailable while Dojah is down', async () => {
    stand.down = true;
    try {
      await expect(identity.lookUpPerson('bvn', '22212345678')).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(identity.lookUpBusiness('RC', '1234567')).rejects.toBeInstanceOf(ProviderUnavailable);
    } finally {
      stand.down = false;
    }
  });

  it('throws ProviderUnavailable with a wrong secret key or app id, never "not found"', async () => {
    const wrongKey = createDojahIdentity({ baseUrl: stand.url, appId: stand.appId, secretKey: 'test_sk_wrong' });
    const wrongApp = createDojahIdentity({ baseUrl: stand.url, appId: 'someone-else', secretKey: stand.secretKey });
    await expect(wrongKey.lookUpPerson('bvn', '22212345678')).rejects.toThrow(/401/);
    await expect(wrongApp.lookUpBusiness('RC', '1234567')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('throws ProviderUnavailable on a timeout, an answer that is not JSON, or a refusal about our account', async () => {
    const gateway = await misbehaving({ status: 502, body: '<html>Bad gateway</html>' });
    const silent = await misbehaving(null);
    const broke = await misbehaving({ status: 400, body: JSON.stringify({ error: 'Insufficient wallet balance' }) });
    const at = (url: string) => createDojahIdentity({ baseUrl: url, appId: 'a', secretKey: 'k', timeoutMs: 200 });
    try {
      await expect(at(gateway.url).lookUpPerson('bvn', '22212345678')).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(at(silent.url).lookUpPerson('nin', '12345678901')).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(at(broke.url).lookUpBusiness('RC', '1234567')).rejects.toBeInstanceOf(ProviderUnavailable);
    } finally {
      await Promise.all([closeServer(gateway.server), closeServer(silent.server), closeServer(broke.server)]);
    }
  });
});

describe('dates of birth from the registries', () => {
  it('reads the ways the BVN and NIN registries write them', () => {
    expect(isoDateOf('01-Jan-1990')).toBe('1990-01-01');
    expect(isoDateOf('14-March-1986')).toBe('1986-03-14');
    expect(isoDateOf('1990-01-01')).toBe('1990-01-01');
    expect(isoDateOf('1993-05-06T00:00:00.000Z')).toBe('1993-05-06');
    expect(isoDateOf('05/06/1993')).toBe('1993-06-05');
  });

  it('reads no day where there is none', () => {
    expect(isoDateOf('31-Apr-1990')).toBeNull();
    expect(isoDateOf('1990-02-30')).toBeNull();
    expect(isoDateOf('01-Foo-1990')).toBeNull();
    expect(isoDateOf('')).toBeNull();
  });
});
