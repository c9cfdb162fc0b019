/**
 * Verification tiers, beneficiary accounts, payouts and the operations console over real HTTP calls
 * to the gateway on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), with the
 * identity provider and Paystack's transfers played by local servers speaking their APIs. After
 * every test the ledger's invariants hold.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nubanWithCheckDigit } from '../../src/contracts/verification.ts';
import { notifications, outbox } from '../../src/gateway/db/schema/platform.ts';
import { wallets } from '../../src/gateway/db/schema/wallet.ts';
import { auditLog, platformOperators } from '../../src/gateway/db/schema/operations.ts';
import { verifications } from '../../src/gateway/db/schema/verification.ts';
import { createDojahIdentity } from '../../src/gateway/providers/dojah.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { accountBalance } from '../../src/gateway/ledger/balances.ts';
import { platformAccount } from '../../src/gateway/ledger/ledger.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { namesMatch } from '../../src/gateway/verification/name-match.ts';
import { type Auth, db, member, send, uploadPdf } from './commerce-fixtures.ts';
import { backends, signedInUser, startGateway, type TestGateway } from './harness.ts';
import { type IdentityServer, startIdentityServer } from '../../src/gateway/providers/local/identity-server.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';

const SECRET = 'sk_test_payouts_secret';
const PIN = '482916';
const DAY = 24 * 3600_000;

describe('the name rule beneficiaries must pass', () => {
  it.each([
    ['OKAFOR ADAEZE', 'Adaeze Chioma Okafor', 'person', true],
    ['OKAFOR ADAEZE CHIOMA', 'Adaeze Chioma Okafor', 'person', true],
    ['Okafor, Adaeze C.', 'Adaeze Chioma Okafor', 'person', true],
    ['CHIOMA OKAFOR', 'Adaeze Chioma Okafor', 'person', false],
    ['ADAEZE CHIOMA OKAFOR', 'Adaeze Okafor', 'person', false],
    ['ADAEZE OKAFOR FOUNDATION', 'Adaeze Okafor', 'person', false],
    ['A OKAFOR', 'Adaeze Okafor', 'person', false],
    ['OKAFOR', 'Adaeze Okafor', 'person', false],
    ['BALOGUN NGOZI', 'Adaeze Okafor', 'person', false],
    ['', 'Adaeze Okafor', 'person', false],
    ['OKAFOR PAINTS MANUFACTURING LIMITED', 'Okafor Paints Manufacturing Ltd', 'business', true],
    ['OKAFOR PAINTS NIG LTD', 'Okafor Paints Nigeria Limited', 'business', true],
    ['APAPA CHEMICAL TRADERS LTD', 'Apapa Chemical Traders', 'business', true],
    ['OKAFOR PAINTS MFG NIG LTD', 'Okafor Paints Manufacturing Ltd', 'business', false],
    ['DELTA CHEMICALS DISTRIBUTION VENTURES', 'Delta Chemicals Ltd', 'business', false],
    ['OKAFOR P', 'Okafor Paints Ltd', 'business', false],
    ['LTD', 'Okafor Paints Ltd', 'business', false],
  ] as const)('%s against %s (%s): %s', (account, verified, kind, expected) => {
    expect(namesMatch(account, verified, kind)).toBe(expected);
  });
});

describe.each(backends)('verification, beneficiaries and payouts on %s', (backend) => {
  let gw: TestGateway;
  let paystack: PaystackServer;
  let identity: IdentityServer;
  let offset = 0;
  let operator: Auth;
  let people = 0;

  beforeAll(async () => {
    paystack = await startPaystackServer(SECRET);
    identity = await startIdentityServer();
    gw = await startGateway(backend, 30, {
      payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url } },
      identity: createDojahIdentity({ baseUrl: identity.url, appId: identity.appId, secretKey: identity.secretKey, timeoutMs: 2000 }),
      storage: createDiskStorage(mkdtempSync(join(tmpdir(), 'verification-test-'))),
      clock: () => new Date(Date.now() + offset),
      logger: { level: 'error' },
    });
    await gw.app.listen({ host: '127.0.0.1', port: 0 });
    paystack.webhookUrl = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/payments/paystack/webhook`;
    const ops = await signedInUser(gw, 'ops@verification.test', 'Ops Person');
    await db(gw).insert(platformOperators).values({ userId: ops.id });
    operator = ops.auth;
  });
  afterAll(async () => {
    await gw.close();
    await paystack.close();
    await identity.close();
  });
  afterEach(async () => {
    offset = 0;
    identity.down = false;
    paystack.transferOutcome = 'success';
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  /** A company owner with an open wallet and a PIN, whose BVN the identity provider knows. */
  async function owner(name = 'owner') {
    const n = ++people;
    const email = `${name}-${n}@verify.test`;
    const person = await member(gw, email, 'owner', { companyName: `${name} ${n} Chemicals Ltd` });
    expect((await send(gw, 'POST', '/v1/wallet/new', person.auth)).status).toBe(200);
    expect((await send(gw, 'POST', '/v1/wallet/set-pin', person.auth, { pin: PIN })).status).toBe(200);
    // The fixtures name a member "Member <local part>".
    const bvn = `2230000${String(n).padStart(4, '0')}`;
    identity.people.set(`bvn:${bvn}`, { firstName: 'Member', lastName: `${name}-${n}`, middleName: null, dateOfBirth: '1985-06-01' });
    return { ...person, email, bvn, name: `Member ${name}-${n}`, companyName: `${name} ${n} Chemicals Ltd` };
  }
  type Owner = Awaited<ReturnType<typeof owner>>;

  const verification = async (auth: Auth) => (await send(gw, 'GET', '/v1/wallet/verification', auth)).body.data;
  const balances = async (auth: Auth) => (await send(gw, 'GET', '/v1/wallet/details', auth)).body.data.wallet.balances;

  async function verifyPerson(who: Owner) {
    const answer = await send(gw, 'POST', '/v1/wallet/verification/person', who.auth, {
      idType: 'bvn',
      idNumber: who.bvn,
      dateOfBirth: '1985-06-01',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.tier).toBe(1);
  }

  let rc = 3_000_000;
  async function submitBusiness(who: Owner) {
    const number = String(++rc);
    identity.businesses.set(`RC:${number}`, { companyName: who.companyName.toUpperCase(), address: '1 Marina, Lagos', status: 'ACTIVE' });
    return send(gw, 'POST', '/v1/wallet/verification/business', who.auth, {
      companyType: 'RC',
      registrationNumber: number,
      tin: '12345678-0001',
      registeredAddress: '1 Marina, Lagos Island, Lagos',
      incorporationFileId: await uploadPdf(gw, who.auth, 'certificate.pdf'),
      proofOfAddressFileId: await uploadPdf(gw, who.auth, 'utility-bill.pdf'),
    });
  }

  /** Tier 2: the person, the business, and the operator's approval. */
  async function verifyBusiness(who: Owner) {
    await verifyPerson(who);
    const submitted = await submitBusiness(who);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const id = submitted.body.data.business.id;
    expect((await send(gw, 'POST', `/v1/operations/verifications/${id}/approve`, operator, {})).status).toBe(200);
    expect((await verification(who.auth)).tier).toBe(2);
    return id as string;
  }

  /** Money into the wallet as a seller's proceeds arrive: a bank transfer to its dedicated account. */
  async function fund(who: Owner, amount: number) {
    const [wallet] = await db(gw).select().from(wallets).where(eq(wallets.companyId, who.companyId));
    await gw.app.services.wallets.assignDedicatedAccount(wallet!.id);
    const [refreshed] = await db(gw).select().from(wallets).where(eq(wallets.id, wallet!.id));
    const body = paystack.bankTransferBody(refreshed!.dedicatedAccount!.accountNumber, amount);
    expect((await paystack.sendWebhook(paystack.webhookUrl!, body)).status).toBe(200);
  }

  async function validatedCode(who: Owner, purpose: 'add-beneficiary' | 'large-outflow') {
    const sent = await send(gw, 'POST', '/v1/wallet/send-otp', who.auth, { purpose });
    expect(sent.status).toBe(200);
    const [mail] = await db(gw)
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, who.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const code = /code to .* is (\d{6})/.exec(mail!.text)![1]!;
    expect((await send(gw, 'POST', '/v1/wallet/validate-otp', who.auth, { otpId: sent.body.data.otpId, code })).status).toBe(200);
    return sent.body.data.otpId as string;
  }

  let serial = 100_000_000;
  /** A GTBank account the bank knows under `accountName`. */
  function bankAccount(accountName: string) {
    const number = nubanWithCheckDigit('058', String(++serial));
    paystack.accounts.set(`058:${number}`, accountName);
    return number;
  }

  async function addBeneficiary(who: Owner, accountName = who.companyName.toUpperCase()) {
    const accountNumber = bankAccount(accountName);
    const answer = await send(gw, 'POST', '/v1/wallet/beneficiaries', who.auth, {
      bankCode: '058',
      accountNumber,
      pin: PIN,
      otpId: await validatedCode(who, 'add-beneficiary'),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { id: string; status: string; accountName: string; coolingOffUntil: string | null };
  }

  /** Waits for what the stand-in does a moment later (a transfer settling, its webhook), without a fixed sleep. */
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await gw.app.jobs.drain('payouts.send', { includeDeferred: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const payoutOf = (who: Owner, id: string) => async () => (await send(gw, 'GET', `/v1/wallet/payouts/${id}`, who.auth)).body.data;

  it('keeps an email-verified wallet to tier 0: a low top-up cap, no bank accounts, no payouts', async () => {
    const who = await owner('tier0');
    const state = await verification(who.auth);
    expect(state.tier).toBe(0);
    expect(state.caps[0]).toMatchObject({ maxBalance: 300_000_00, payouts: false });
    expect(state.missing.length).toBe(2);
    const topUp = await send(gw, 'POST', '/v1/wallet/top-up', who.auth, { amount: 400_000_00 });
    expect(topUp.status).toBe(422);
    expect(topUp.body.message).toContain('Verify the wallet to raise it');
    expect(
      (await send(gw, 'POST', '/v1/wallet/beneficiaries/resolve', who.auth, { bankCode: '058', accountNumber: bankAccount('X Y') })).status,
    ).toBe(403);
    const payout = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, {
      beneficiaryId: crypto.randomUUID(),
      amount: 1000_00,
      pin: PIN,
    });
    expect(payout.status).toBe(403);
    // Paying from the wallet is capped by the tier too: the details show the tier's caps.
    expect((await send(gw, 'GET', '/v1/wallet/details', who.auth)).body.data.wallet.limits.maxPerTransaction).toBe(50_000_00);
  });

  it('counts top-ups started and not yet paid against the tier-0 cap, and gives no bank-transfer account before tier 1', async () => {
    const who = await owner('pending');
    expect((await send(gw, 'POST', '/v1/wallet/top-up', who.auth, { amount: 290_000_00 })).status).toBe(200);
    const second = await send(gw, 'POST', '/v1/wallet/top-up', who.auth, { amount: 20_000_00 });
    expect(second.status).toBe(422);
    const [wallet] = await db(gw).select().from(wallets).where(eq(wallets.companyId, who.companyId));
    await gw.app.services.wallets.assignDedicatedAccount(wallet!.id);
    const [still] = await db(gw).select().from(wallets).where(eq(wallets.id, wallet!.id));
    expect(still!.dedicatedAccount).toBeNull();
    await verifyPerson(who);
    await gw.app.services.wallets.assignDedicatedAccount(wallet!.id);
    const [verified] = await db(gw).select().from(wallets).where(eq(wallets.id, wallet!.id));
    expect(verified!.dedicatedAccount).not.toBeNull();
  });

  it("verifies a company's wallet with an owner's identity only", async () => {
    const who = await owner('boss');
    const clerk = await member(gw, `clerk-${++people}@verify.test`, 'finance', { companyId: who.companyId });
    identity.people.set('bvn:22399990000', {
      firstName: 'Member',
      lastName: `clerk-${people}`,
      middleName: null,
      dateOfBirth: '1985-06-01',
    });
    const refused = await send(gw, 'POST', '/v1/wallet/verification/person', clerk.auth, {
      idType: 'bvn',
      idNumber: '22399990000',
      dateOfBirth: '1985-06-01',
    });
    expect(refused.status).toBe(403);
    expect((await verification(who.auth)).tier).toBe(0);
  });

  it('verifies a person by BVN, keeping only the last four digits and a keyed hash; the same BVN cannot verify another wallet', async () => {
    const who = await owner('person');
    await verifyPerson(who);
    const state = await verification(who.auth);
    expect(state.person.status).toBe('approved');
    expect(state.person.summary).toContainEqual({ label: 'BVN', value: `•••••••${who.bvn.slice(-4)}` });
    expect(state.verifiedName).toBe(who.name);
    // Nothing stored holds the number.
    const dump = JSON.stringify(await db(gw).select().from(verifications));
    expect(dump).not.toContain(who.bvn);
    const other = await owner('copycat');
    const reused = await send(gw, 'POST', '/v1/wallet/verification/person', other.auth, {
      idType: 'bvn',
      idNumber: who.bvn,
      dateOfBirth: '1985-06-01',
    });
    expect(reused.status).toBe(409);
    expect(reused.body.errors.idNumber).toBeTruthy();
    expect((await verification(other.auth)).tier).toBe(0);
  });

  it('rejects a wrong date of birth and an unknown number with a reason, and takes a corrected submission', async () => {
    const who = await owner('mistaken');
    const wrongDate = await send(gw, 'POST', '/v1/wallet/verification/person', who.auth, {
      idType: 'bvn',
      idNumber: who.bvn,
      dateOfBirth: '1990-01-01',
    });
    expect(wrongDate.status).toBe(200);
    expect(wrongDate.body.data.person).toMatchObject({ status: 'rejected' });
    expect(wrongDate.body.data.person.reason).toContain('date of birth');
    const unknown = await send(gw, 'POST', '/v1/wallet/verification/person', who.auth, {
      idType: 'nin',
      idNumber: '99999999999',
      dateOfBirth: '1985-06-01',
    });
    expect(unknown.body.data.person.reason).toContain('found no NIN record');
    const short = await send(gw, 'POST', '/v1/wallet/verification/person', who.auth, {
      idType: 'bvn',
      idNumber: '123',
      dateOfBirth: '1985-06-01',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors.idNumber).toEqual(['must be 11 digits']);
    // A name the record does not carry.
    identity.people.set('bvn:22311112222', { firstName: 'Someone', lastName: 'Else', middleName: null, dateOfBirth: '1985-06-01' });
    const stranger = await send(gw, 'POST', '/v1/wallet/verification/person', who.auth, {
      idType: 'bvn',
      idNumber: '22311112222',
      dateOfBirth: '1985-06-01',
    });
    expect(stranger.body.data.person.reason).toContain('does not match the name on your account');
    await verifyPerson(who);
  });

  it('keeps a submission while the provider is down, asks again by job, and erases the sealed number once checked', async () => {
    const who = await owner('patient');
    identity.down = true;
    const waiting = await send(gw, 'POST', '/v1/wallet/verification/person', who.auth, {
      idType: 'bvn',
      idNumber: who.bvn,
      dateOfBirth: '1985-06-01',
    });
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.person.status).toBe('checking');
    const [row] = await db(gw).select().from(verifications).where(eq(verifications.id, waiting.body.data.person.id));
    expect(row!.sealedNumber).toBeTruthy();
    expect(row!.sealedNumber).not.toContain(who.bvn);
    // Still down: the job fails once and waits for its retry; nothing is lost.
    expect(await gw.app.jobs.drain('verification.check')).toBeLessThanOrEqual(1);
    expect((await verification(who.auth)).person.status).toBe('checking');
    identity.down = false;
    await until(
      async () => {
        await gw.app.jobs.drain('verification.check', { includeDeferred: true });
        return (await verification(who.auth)).person.status;
      },
      (status) => status === 'approved',
    );
    expect((await verification(who.auth)).tier).toBe(1);
    const [after] = await db(gw).select().from(verifications).where(eq(verifications.id, row!.id));
    expect(after!.sealedNumber).toBeNull();
  });

  it('closes a submission the provider never answered on the last attempt, so the number can be used again', async () => {
    const who = await owner('abandoned');
    identity.down = true;
    const waiting = await send(gw, 'POST', '/v1/wallet/verification/person', who.auth, {
      idType: 'bvn',
      idNumber: who.bvn,
      dateOfBirth: '1985-06-01',
    });
    const id = waiting.body.data.person.id;
    await gw.app.services.verification.recheck(id, true);
    const closed = await verification(who.auth);
    expect(closed.person.status).toBe('rejected');
    expect(closed.person.reason).toContain('could not reach the identity service');
    const [row] = await db(gw).select().from(verifications).where(eq(verifications.id, id));
    expect(row!.sealedNumber).toBeNull();
    identity.down = false;
    await verifyPerson(who);
  });

  it('keeps documents private whatever the case of their ids, and moves person-named accounts to review when the business is verified', async () => {
    const who = await owner('casing');
    await verifyPerson(who);
    const personal = await addBeneficiary(who, `${who.name.split(' ').reverse().join(' ')}`.toUpperCase());
    expect(personal.status).toBe('active');
    const number = String(++rc);
    identity.businesses.set(`RC:${number}`, { companyName: who.companyName.toUpperCase(), address: '1 Marina, Lagos', status: 'ACTIVE' });
    const certificate = await uploadPdf(gw, who.auth, 'certificate.pdf');
    const submitted = await send(gw, 'POST', '/v1/wallet/verification/business', who.auth, {
      companyType: 'RC',
      registrationNumber: number,
      tin: '12345678-0001',
      registeredAddress: '1 Marina, Lagos Island, Lagos',
      incorporationFileId: certificate.toUpperCase(),
      proofOfAddressFileId: (await uploadPdf(gw, who.auth, 'bill.pdf')).toUpperCase(),
    });
    expect(submitted.status).toBe(200);
    expect((await gw.app.inject({ url: `/api/v1/files/${certificate}` })).statusCode).toBe(404);
    expect((await send(gw, 'POST', `/v1/operations/verifications/${submitted.body.data.business.id}/approve`, operator, {})).status).toBe(
      200,
    );
    const accounts = (await send(gw, 'GET', '/v1/wallet/beneficiaries', who.auth)).body.data;
    expect(accounts.find((b: { id: string }) => b.id === personal.id).status).toBe('in_review');
  });

  it("refuses an operator a decision on their own company's item", async () => {
    const who = await owner('insider');
    await verifyBusiness(who);
    await db(gw).insert(platformOperators).values({ userId: who.id });
    const theirs = await addBeneficiary(who, 'BALOGUN NGOZI');
    expect(theirs.status).toBe('in_review');
    const own = await send(gw, 'POST', `/v1/operations/beneficiaries/${theirs.id}/approve`, who.auth, {});
    expect(own.status).toBe(403);
    expect((await send(gw, 'POST', `/v1/operations/beneficiaries/${theirs.id}/approve`, operator, {})).status).toBe(200);
  });

  it('reviews a business: tier 1 first, own documents only, the operator approves or rejects with a reason, all audited', async () => {
    const who = await owner('business');
    expect((await submitBusiness(who)).status).toBe(409);
    await verifyPerson(who);
    const stranger = await owner('stranger');
    const foreignFile = await uploadPdf(gw, stranger.auth, 'not-mine.pdf');
    const borrowed = await send(gw, 'POST', '/v1/wallet/verification/business', who.auth, {
      companyType: 'RC',
      registrationNumber: '4000001',
      tin: '12345678-0001',
      registeredAddress: '1 Marina, Lagos Island, Lagos',
      incorporationFileId: foreignFile,
      proofOfAddressFileId: foreignFile,
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.errors.incorporationFileId).toEqual(['is not a file your company uploaded']);

    const first = await submitBusiness(who);
    expect(first.body.data.business.status).toBe('in_review');
    const id = first.body.data.business.id;
    // The documents are private: not on the public file route, only through the console.
    const documentId = first.body.data.business.documents[0].fileId;
    expect((await gw.app.inject({ url: `/api/v1/files/${documentId}` })).statusCode).toBe(404);
    expect((await gw.app.inject({ url: `/api/v1/operations/files/${documentId}`, headers: operator })).statusCode).toBe(200);
    // A company owner is not an operator.
    expect((await send(gw, 'POST', `/v1/operations/verifications/${id}/approve`, who.auth, {})).status).toBe(403);
    const queue = (await send(gw, 'GET', '/v1/operations/verifications', operator)).body.data;
    const item = queue.find((v: { id: string }) => v.id === id);
    expect(item.lookup).toContainEqual({ label: 'Registered name', value: who.companyName.toUpperCase() });
    expect((await send(gw, 'POST', `/v1/operations/verifications/${id}/reject`, operator, { reason: 'no' })).status).toBe(400);
    expect(
      (
        await send(gw, 'POST', `/v1/operations/verifications/${id}/reject`, operator, {
          reason: 'The proof of address is older than three months.',
        })
      ).status,
    ).toBe(200);
    expect((await send(gw, 'POST', `/v1/operations/verifications/${id}/approve`, operator, {})).status).toBe(409);
    const rejected = await verification(who.auth);
    expect(rejected.tier).toBe(1);
    expect(rejected.business.reason).toBe('The proof of address is older than three months.');

    const approvedId = await (async () => {
      const again = await submitBusiness(who);
      const next = again.body.data.business.id;
      expect(
        (await send(gw, 'POST', `/v1/operations/verifications/${next}/approve`, operator, { note: 'Documents match the registry.' }))
          .status,
      ).toBe(200);
      return next as string;
    })();
    const state = await verification(who.auth);
    expect(state.tier).toBe(2);
    expect(state.verifiedName).toBe(who.companyName.toUpperCase());

    const audit = (await send(gw, 'GET', `/v1/operations/audit?subjectId=${approvedId}`, operator)).body.data;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'verification.approve',
      subjectType: 'verification',
      reason: 'Documents match the registry.',
    });
    expect(audit[0].before.status).toBe('in_review');
    expect(audit[0].after.status).toBe('approved');
    expect(JSON.stringify(audit[0])).not.toContain('identityHash');
    const rejection = (await send(gw, 'GET', `/v1/operations/audit?subjectId=${id}`, operator)).body.data;
    expect(rejection[0]).toMatchObject({ action: 'verification.reject', reason: 'The proof of address is older than three months.' });
    // The log is append-only: the database refuses to change it.
    await expect(db(gw).update(auditLog).set({ reason: 'changed' }).where(eq(auditLog.subjectId, id))).rejects.toThrow();
    await expect(db(gw).delete(auditLog).where(eq(auditLog.subjectId, id))).rejects.toThrow();
  });

  it('adds beneficiaries the bank resolves, with the PIN and a one-time code; a name that differs waits for an operator', async () => {
    const who = await owner('payee');
    await verifyBusiness(who);
    const wrongLength = await send(gw, 'POST', '/v1/wallet/beneficiaries/resolve', who.auth, { bankCode: '058', accountNumber: '12345' });
    expect(wrongLength.status).toBe(400);
    const valid = nubanWithCheckDigit('058', '777888999');
    const badDigit = `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`;
    const wrongDigit = await send(gw, 'POST', '/v1/wallet/beneficiaries/resolve', who.auth, { bankCode: '058', accountNumber: badDigit });
    expect(wrongDigit.status).toBe(400);
    expect(wrongDigit.body.errors.accountNumber[0]).toContain('not a valid');
    const unknown = await send(gw, 'POST', '/v1/wallet/beneficiaries/resolve', who.auth, { bankCode: '058', accountNumber: valid });
    expect(unknown.status).toBe(400);
    const noCode = await send(gw, 'POST', '/v1/wallet/beneficiaries', who.auth, {
      bankCode: '058',
      accountNumber: bankAccount(who.companyName),
      pin: PIN,
      otpId: crypto.randomUUID(),
    });
    expect(noCode.status).toBe(403);

    const ours = await addBeneficiary(who);
    expect(ours.status).toBe('active');
    expect(ours.coolingOffUntil).not.toBeNull();
    const theirs = await addBeneficiary(who, 'BALOGUN NGOZI');
    expect(theirs.status).toBe('in_review');
    const blocked = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: theirs.id, amount: 1000_00, pin: PIN });
    expect(blocked.status).toBe(409);
    const flagged = (await send(gw, 'GET', '/v1/operations/beneficiaries', operator)).body.data.find(
      (b: { id: string }) => b.id === theirs.id,
    );
    expect(flagged).toMatchObject({ accountName: 'BALOGUN NGOZI', verifiedName: who.companyName.toUpperCase() });
    expect((await send(gw, 'POST', `/v1/operations/beneficiaries/${theirs.id}/approve`, operator, {})).status).toBe(200);
    const list = (await send(gw, 'GET', '/v1/wallet/beneficiaries', who.auth)).body.data;
    expect(list.map((b: { status: string }) => b.status).sort()).toEqual(['active', 'active']);

    // Another company's bank account is not there for anyone else.
    const other = await owner('other');
    expect((await send(gw, 'DELETE', `/v1/wallet/beneficiaries/${ours.id}`, other.auth)).status).toBe(404);
    expect((await send(gw, 'DELETE', `/v1/wallet/beneficiaries/${ours.id}`, who.auth)).status).toBe(200);
    expect((await send(gw, 'GET', '/v1/wallet/beneficiaries', who.auth)).body.data).toHaveLength(1);
  });

  it('pays out: cooling-off cap first, then the webhook posts the hold; a failure and a reversal put the money back and say so', async () => {
    const who = await owner('withdrawer');
    await verifyBusiness(who);
    await fund(who, 2_000_000_00);
    const account = await addBeneficiary(who);
    const early = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount: 500_000_00, pin: PIN });
    expect(early.status).toBe(422);
    expect(early.body.message).toContain('added recently');
    const wrongPin = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, {
      beneficiaryId: account.id,
      amount: 50_000_00,
      pin: '135792',
    });
    expect(wrongPin.status).toBe(400);

    offset = DAY + 3600_000;
    const inFlightBefore = await accountBalance(db(gw), platformAccount('payouts_in_flight'));
    const started = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount: 500_000_00, pin: PIN });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.status).toBe('processing');
    expect((await balances(who.auth)).held).toBe(500_000_00);
    const paid = await until(payoutOf(who, started.body.data.id), (p) => p.status === 'succeeded');
    expect(paid.status).toBe('succeeded');
    expect(paystack.transfers.get(started.body.data.id)).toMatchObject({ amount: 500_000_00, status: 'success' });
    expect(await balances(who.auth)).toEqual({ available: 1_500_000_00, held: 0, ledger: 1_500_000_00 });
    const inFlight = await accountBalance(db(gw), platformAccount('payouts_in_flight'));
    expect(inFlight.creditsPosted - inFlightBefore.creditsPosted).toBe(500_000_00);
    // The webhook again changes nothing.
    const replay = paystack.transferWebhookBody(started.body.data.id, 'transfer.success');
    expect((await paystack.sendWebhook(paystack.webhookUrl!, replay)).status).toBe(200);
    expect((await balances(who.auth)).available).toBe(1_500_000_00);

    paystack.transferOutcome = 'failed';
    const failing = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount: 300_000_00, pin: PIN });
    expect(failing.status).toBe(200);
    const failed = await until(payoutOf(who, failing.body.data.id), (p) => p.status === 'failed');
    expect(failed.status).toBe('failed');
    expect(failed.reason).toBeTruthy();
    expect(await balances(who.auth)).toEqual({ available: 1_500_000_00, held: 0, ledger: 1_500_000_00 });
    const [told] = await db(gw)
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), sql`${notifications.title} like 'Payout % failed'`));
    expect(told!.body).toContain('is back in your wallet');

    // A payout that succeeded and is returned by the bank later.
    await paystack.settleTransfer(started.body.data.id, 'reversed', 'Beneficiary bank returned the funds');
    const reversed = await until(payoutOf(who, started.body.data.id), (p) => p.status === 'reversed');
    expect(reversed.status).toBe('reversed');
    expect((await balances(who.auth)).available).toBe(2_000_000_00);
  });

  it('caps everything paid to a new account while it cools off, and sends split payouts above the threshold to an operator', async () => {
    const who = await owner('splitter');
    await verifyBusiness(who);
    await fund(who, 10_000_000_00);
    const account = await addBeneficiary(who);
    const first = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount: 60_000_00, pin: PIN });
    expect(first.status).toBe(200);
    const second = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount: 50_000_00, pin: PIN });
    expect(second.status).toBe(422);
    expect(second.body.message).toContain('₦40,000.00 left');
    expect(
      (await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount: 40_000_00, pin: PIN })).status,
    ).toBe(200);

    offset = DAY + 3600_000;
    const parts = [];
    for (const amount of [3_000_000_00, 2_500_000_00]) {
      const answer = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount, pin: PIN });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      parts.push(answer.body.data.status);
    }
    // ₦3,000,000 goes; ₦2,500,000 more within the day passes ₦5,000,000 and waits.
    expect(parts).toEqual(['processing', 'awaiting_approval']);
    await until(
      async () => (await balances(who.auth)).held,
      (held) => held === 2_500_000_00,
    );
  });

  it('asks the provider about a payout that heard nothing for ten minutes', async () => {
    const who = await owner('silent');
    await verifyBusiness(who);
    await fund(who, 300_000_00);
    const account = await addBeneficiary(who);
    offset = DAY + 3600_000;
    paystack.transferOutcome = 'pending';
    const webhookUrl = paystack.webhookUrl;
    paystack.webhookUrl = null;
    try {
      const started = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount: 100_000_00, pin: PIN });
      expect(started.status).toBe(200);
      const id = started.body.data.id;
      await until(
        async () => paystack.transfers.get(id)?.status,
        (status) => status === 'pending',
      );
      await paystack.settleTransfer(id, 'success');
      // Nothing told the gateway: the payout still waits, the money still held.
      expect((await send(gw, 'GET', `/v1/wallet/payouts/${id}`, who.auth)).body.data.status).toBe('processing');
      expect(await gw.app.services.payouts.checkSilent()).toBe(0);
      offset += 11 * 60_000;
      expect(await gw.app.services.payouts.checkSilent()).toBe(1);
      expect((await send(gw, 'GET', `/v1/wallet/payouts/${id}`, who.auth)).body.data.status).toBe('succeeded');
      expect((await balances(who.auth)).available).toBe(200_000_00);
    } finally {
      paystack.webhookUrl = webhookUrl;
    }
  });

  it('holds payouts above the threshold for an operator, who approves one and declines another (money back)', async () => {
    const who = await owner('large');
    await verifyBusiness(who);
    await fund(who, 20_000_000_00);
    const account = await addBeneficiary(who);
    offset = DAY + 3600_000;
    const big = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount: 6_000_000_00, pin: PIN });
    expect(big.status, JSON.stringify(big.body)).toBe(200);
    expect(big.body.data.status).toBe('awaiting_approval');
    expect((await balances(who.auth)).held).toBe(6_000_000_00);
    const waiting = (await send(gw, 'GET', '/v1/operations/payouts', operator)).body.data.find(
      (p: { id: string }) => p.id === big.body.data.id,
    );
    expect(waiting).toMatchObject({ amount: 6_000_000_00, walletAvailable: 14_000_000_00 });
    expect((await send(gw, 'POST', `/v1/operations/payouts/${big.body.data.id}/approve`, operator, {})).status).toBe(200);
    expect((await until(payoutOf(who, big.body.data.id), (p) => p.status === 'succeeded')).status).toBe('succeeded');

    const second = await send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount: 7_000_000_00, pin: PIN });
    expect(second.body.data.status).toBe('awaiting_approval');
    expect(
      (
        await send(gw, 'POST', `/v1/operations/payouts/${second.body.data.id}/reject`, operator, {
          reason: 'Please call us to confirm this payout.',
        })
      ).status,
    ).toBe(200);
    const declined = (await send(gw, 'GET', `/v1/wallet/payouts/${second.body.data.id}`, who.auth)).body.data;
    expect(declined).toMatchObject({ status: 'rejected', reason: 'Please call us to confirm this payout.' });
    expect(await balances(who.auth)).toEqual({ available: 14_000_000_00, held: 0, ledger: 14_000_000_00 });
    expect(paystack.transfers.has(second.body.data.id)).toBe(false);
    // Someone else's payout is not found.
    const other = await owner('nosy');
    expect((await send(gw, 'GET', `/v1/wallet/payouts/${big.body.data.id}`, other.auth)).status).toBe(404);
  });

  it('lets exactly one of two payouts racing for the same balance through', async () => {
    const who = await owner('racer');
    await verifyBusiness(who);
    await fund(who, 150_000_00);
    const account = await addBeneficiary(who);
    offset = DAY + 3600_000;
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => send(gw, 'POST', '/v1/wallet/payouts', who.auth, { beneficiaryId: account.id, amount: 100_000_00, pin: PIN })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await balances(who.auth)).ledger).toBeGreaterThanOrEqual(0);
    await until(
      async () => (await balances(who.auth)).held,
      (held) => held === 0,
    );
    expect(await balances(who.auth)).toEqual({ available: 50_000_00, held: 0, ledger: 50_000_00 });
  });

  it('shows operators the queues and a balanced ledger, and answers product requests', async () => {
    const buyer = await signedInUser(gw, 'asker@verification.test', 'Asking Buyer');
    const asked = await send(gw, 'POST', '/v1/productrequest/new', buyer.auth, {
      productName: 'Zinc phosphate',
      quantity: '5 tonnes',
      deliveryCountry: 'NG',
      details: 'Monthly, Lagos',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const summary = (await send(gw, 'GET', '/v1/operations/summary', operator)).body.data;
    expect(summary.ledger.ok).toBe(true);
    expect(summary.queues.productRequests).toBeGreaterThan(0);
    const ledger = (await send(gw, 'GET', '/v1/operations/ledger', operator)).body.data;
    expect(ledger.platformAccounts.map((a: { kind: string }) => a.kind)).toContain('payouts_in_flight');
    const id = asked.body.data.id;
    const answered = await send(gw, 'POST', `/v1/operations/product-requests/${id}/answer`, operator, {
      message: 'Two sellers in Lagos stock it; we asked them to list it this week.',
      status: 'closed',
    });
    expect(answered.status).toBe(200);
    expect(
      (await send(gw, 'POST', `/v1/operations/product-requests/${id}/answer`, operator, { message: 'Again and again', status: 'closed' }))
        .status,
    ).toBe(409);
    const [told] = await db(gw).select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told!.body).toContain('Two sellers in Lagos');
    expect((await send(gw, 'GET', '/v1/operations/summary', buyer.auth)).status).toBe(403);
  });
});
