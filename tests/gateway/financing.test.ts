/**
 * Financing over real HTTP calls to the gateway on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), with card top-ups against a local server speaking Paystack's API:
 * eligibility, drafts and submission, the status machine and its races, acceptance with PIN and
 * one-time code, disbursement, a procurement line paying an order through escrow, instalments
 * collected on due dates by a clock the test moves, late fees, early repayment. After every test
 * the ledger's invariants hold.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { amountOutOfBounds, annualPercentageRate, CART_EMPTY, interestOf } from '../../src/contracts/financing.ts';
import { packages, products } from '../../src/gateway/db/schema/catalog.ts';
import { outbox } from '../../src/gateway/db/schema/platform.ts';
import { auditLog, platformOperators } from '../../src/gateway/db/schema/operations.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { accountBalance } from '../../src/gateway/ledger/balances.ts';
import { platformAccount } from '../../src/gateway/ledger/ledger.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { commissionOf } from '../../src/gateway/wallet/order-money.ts';
import { vatOf } from '../../src/contracts/tax.ts';
import {
  type Auth,
  addAddress,
  asBusinessVerified,
  db,
  member,
  packagesOfSuppliers,
  purchase,
  seller,
  send,
  stockUp,
  type TestPackage,
  uploadPdf,
} from './commerce-fixtures.ts';
import { backends, signedInUser, startGateway, type TestGateway } from './harness.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';

const SECRET = 'sk_test_financing_secret';
const PIN = '482916';
const DAY = 86_400_000;

describe.each(backends)('financing on %s', (backend) => {
  let gw: TestGateway;
  let paystack: PaystackServer;
  let webhookUrl = '';
  let offset = 0;
  let operator: Auth;
  let pack: TestPackage;
  let other: TestPackage;
  let people = 0;
  const now = () => new Date(Date.now() + offset);

  beforeAll(async () => {
    paystack = await startPaystackServer(SECRET);
    gw = await startGateway(backend, 30, {
      // Delivery pays the seller at once here; the claim window before it is tests/gateway/claims.test.ts's.
      claims: { windowDays: 0 },
      payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url }, publicKey: 'pk_test_public' },
      storage: createDiskStorage(mkdtempSync(join(tmpdir(), 'financing-test-'))),
      clock: now,
      logger: { level: 'error' },
      wallet: { financing: { minAmount: 100_000_00, maxAmount: 50_000_000_00, lateFeeBps: 500, lineDays: 30 } },
    });
    await gw.app.listen({ host: '127.0.0.1', port: 0 });
    webhookUrl = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/payments/paystack/webhook`;
    const ops = await signedInUser(gw, 'ops@financing.test', 'Ops Person');
    await db(gw).insert(platformOperators).values({ userId: ops.id });
    operator = ops.auth;
    const picked = await packagesOfSuppliers(gw, 2);
    pack = picked[0]!;
    other = picked[1]!;
    await stockUp(gw, pack, 100_000);
  });
  afterAll(async () => {
    await gw.close();
    await paystack.close();
  });
  afterEach(async () => {
    offset = 0;
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  /** A business-verified company's owner with a wallet, a PIN and an address. */
  async function company(name = 'maker', verified = true) {
    const person = await member(gw, `${name}-${++people}@financing.test`, 'owner', { companyName: `${name} ${people} Ltd` });
    expect((await send(gw, 'POST', '/v1/wallet/new', person.auth)).status).toBe(200);
    expect((await send(gw, 'POST', '/v1/wallet/set-pin', person.auth, { pin: PIN })).status).toBe(200);
    if (verified) await asBusinessVerified(gw, person.companyId);
    return { ...person, email: `${name}-${people}@financing.test`, address: await addAddress(gw, person.auth) };
  }
  type Company = Awaited<ReturnType<typeof company>>;

  async function topUp(auth: Auth, amount: number) {
    const started = await send(gw, 'POST', '/v1/wallet/top-up', auth, { amount });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    paystack.complete(started.body.data.reference);
    expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(started.body.data.reference))).status).toBe(200);
  }
  const available = async (auth: Auth) => (await send(gw, 'GET', '/v1/wallet/details', auth)).body.data.wallet.balances.available as number;

  async function acceptCode(who: Company) {
    const sent = await send(gw, 'POST', '/v1/wallet/send-otp', who.auth, { purpose: 'accept-financing' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
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

  const importDetails = (proformaFileId: string, overrides: Record<string, unknown> = {}) => ({
    supplierName: 'Qingdao Titanium Co.',
    supplierCountry: 'CN',
    proformaNumber: 'PI-2026-118',
    proformaFileId,
    formMNumber: 'MF20261234567',
    incoterm: 'CIF',
    portOfDischarge: 'Apapa, Lagos',
    goods: 'Titanium dioxide rutile, 40 t in 25 kg bags',
    hsCode: '3206.11.00',
    currency: 'USD',
    foreignAmount: 10_000_00, // USD 10,000.00
    koboPerUnit: 155_000, // ₦1,550 per USD → ₦15,500,000
    tenorDays: 90,
    ...overrides,
  });

  /** A submitted import request: draft, saved details, submission. */
  async function submittedImport(who: Company, overrides: Record<string, unknown> = {}) {
    const draft = await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'import' });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const id = draft.body.data.id as string;
    const details = importDetails(await uploadPdf(gw, who.auth), overrides);
    expect((await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, { details, step: 3 })).status).toBe(200);
    const submitted = await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return id;
  }
  const offer = (id: string, body: Record<string, unknown> = {}) =>
    send(gw, 'POST', `/v1/operations/financing/${id}/offer`, operator, {
      amount: 15_500_000_00,
      tenorDays: 90,
      rateBps: 300,
      fee: 50_000_00,
      expiresInDays: 7,
      ...body,
    });
  async function offered(id: string, body: Record<string, unknown> = {}) {
    expect((await send(gw, 'POST', `/v1/operations/financing/${id}/review`, operator, {})).status).toBe(200);
    const made = await offer(id, body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  }
  const accept = async (who: Company, id: string) =>
    send(gw, 'POST', `/v1/financing/requests/${id}/accept`, who.auth, { pin: PIN, otpId: await acceptCode(who) });
  const get = async (who: Company, id: string) => (await send(gw, 'GET', `/v1/financing/requests/${id}`, who.auth)).body.data;
  const tick = () => gw.app.services.financing.tick();

  it('is for business-verified companies: personal accounts and unverified companies are told why', async () => {
    const personal = await signedInUser(gw, `solo-${++people}@financing.test`, 'Solo Trader');
    const refused = await send(gw, 'POST', '/v1/financing/requests', personal.auth, { type: 'import' });
    expect(refused.status).toBe(403);
    const unverified = await company('fresh', false);
    const eligibility = await send(gw, 'GET', '/v1/financing/eligibility', unverified.auth);
    expect(eligibility.body.data).toMatchObject({ eligible: false, reason: expect.stringContaining('business-verified') });
    expect((await send(gw, 'POST', '/v1/financing/requests', unverified.auth, { type: 'import' })).status).toBe(403);
    const verified = await company('ready');
    expect((await send(gw, 'GET', '/v1/financing/eligibility', verified.auth)).body.data).toMatchObject({
      eligible: true,
      minAmount: 100_000_00,
      open: { procurement: null, import: null, manufacturing: null },
    });
    // A buyer without the finance permission is refused by the route.
    const clerk = await member(gw, `clerk-${++people}@financing.test`, 'procurement', { companyId: verified.companyId });
    expect((await send(gw, 'GET', '/v1/financing/requests', clerk.auth)).status).toBe(403);
  });

  it('keeps a draft as it is filled, checks every field on submission, and allows one open request per type', async () => {
    const who = await company();
    const draft = await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'import' });
    const id = draft.body.data.id as string;
    expect(draft.body.data).toMatchObject({ status: 'draft', reference: expect.stringMatching(/^FN-[0-9A-F]{8}$/) });
    const second = await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'import' });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain(draft.body.data.reference);

    const partial = { supplierName: 'Qingdao Titanium Co.', formMNumber: 'not a form m', currency: 'USD' };
    const saved = await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, { details: partial, step: 1 });
    expect(saved.status).toBe(200);
    expect((await get(who, id)).details).toEqual(partial);
    const early = await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
    expect(early.status).toBe(400);
    expect(early.body.errors).toMatchObject({
      'details.formMNumber': [expect.stringContaining('MF')],
      'details.proformaFileId': expect.any(Array),
      'details.hsCode': expect.any(Array),
    });
    expect((await get(who, id)).status).toBe('draft');

    // Someone else's file is not accepted as the proforma invoice.
    const other = await company('other');
    const foreign = await uploadPdf(gw, other.auth);
    await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, { details: importDetails(foreign) });
    const stolen = await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toHaveProperty(['details.proformaFileId']);
    // Nor an amount beyond the bounds: USD 100,000 at ₦1,550 is ₦155M, above ₦50M.
    await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, {
      details: importDetails(await uploadPdf(gw, who.auth), { foreignAmount: 100_000_00 }),
    });
    const large = await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
    expect(large.status).toBe(400);
    expect(large.body.errors['details.foreignAmount'][0]).toContain('₦155,000,000.00');

    await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, { details: importDetails(await uploadPdf(gw, who.auth)) });
    const submitted = await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'submitted', amount: 15_500_000_00 });
    expect((await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, { details: {} })).status).toBe(409);
    // The proforma invoice is private: the public file route does not serve it.
    const file = (submitted.body.data.details as { proformaFileId: string }).proformaFileId;
    expect((await gw.app.inject({ method: 'GET', url: `/api/v1/files/${file}` })).statusCode).toBe(404);
    // The company's finance people download it from the request; another company cannot, nor see the request.
    const own = await gw.app.inject({ method: 'GET', url: `/api/v1/financing/requests/${id}/files/${file}`, headers: who.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.body.startsWith('%PDF')).toBe(true);
    const theirs = await gw.app.inject({ method: 'GET', url: `/api/v1/financing/requests/${id}/files/${file}`, headers: other.auth });
    expect(theirs.statusCode).toBe(404);
    const unnamed = await gw.app.inject({ method: 'GET', url: `/api/v1/financing/requests/${id}/files/${foreign}`, headers: who.auth });
    expect(unnamed.statusCode).toBe(404);
    expect((await send(gw, 'GET', `/v1/financing/requests/${id}`, other.auth)).status).toBe(404);
  });

  it('creates nothing when read: eligibility, the list and the requests leave no draft behind, and the open one is named', async () => {
    const who = await company();
    const count = async () =>
      (
        (await db(gw).execute(sql`select count(*)::int as n from financing_requests where company_id = ${who.companyId}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    for (let visit = 0; visit < 2; visit++) {
      const eligibility = await send(gw, 'GET', '/v1/financing/eligibility', who.auth);
      expect(eligibility.status).toBe(200);
      expect(eligibility.body.data.open).toEqual({ procurement: null, import: null, manufacturing: null });
      expect((await send(gw, 'GET', '/v1/financing/requests?status=draft', who.auth)).body.totalRecords).toBe(0);
      expect((await send(gw, 'GET', '/v1/financing/requests', who.auth)).body.totalRecords).toBe(0);
    }
    expect(await count()).toBe(0);
    // The buyer acts: the draft exists from then on, and eligibility leads a later visit to it.
    const draft = await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'procurement' });
    expect(draft.status).toBe(200);
    expect((await send(gw, 'GET', '/v1/financing/eligibility', who.auth)).body.data.open).toEqual({
      procurement: draft.body.data.id,
      import: null,
      manufacturing: null,
    });
    expect(await count()).toBe(1);
  });

  it('refuses an empty cart and a cart below the minimum with the words the form uses at its first step', async () => {
    const who = await company();
    const draft = await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'procurement' });
    const id = draft.body.data.id as string;
    const cartAmount = async () => (await send(gw, 'GET', '/v1/financing/amount?source=cart', who.auth)).body.data;
    await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, { details: { source: 'cart', tenorDays: 30 } });
    const empty = await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(CART_EMPTY);
    // The form's first step asks the same question before submission, and hears the same answer.
    expect(await cartAmount()).toEqual({ amount: 0, problem: { field: 'source', message: CART_EMPTY } });
    // A storefront of its own (the third): it registers for VAT below, which the other tests' two never do.
    const pack = (await packagesOfSuppliers(gw, 3))[2];
    const [before] = await db(gw)
      .select({ stock: packages.stock, moq: products.moq, moqUnit: products.moqUnit, vatTreatment: products.vatTreatment })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(eq(packages.id, pack!.id));
    await stockUp(gw, pack!, 10);
    let vendor: Awaited<ReturnType<typeof seller>> | undefined;
    // ₦50,000 for a while: below the ₦100,000 this gateway finances from.
    await db(gw).update(packages).set({ priceMinor: 50_000_00 }).where(eq(packages.id, pack!.id));
    try {
      expect((await send(gw, 'POST', '/v1/shoppingcart/create', who.auth, { packageId: pack!.id, quantity: 1 })).status).toBe(200);
      const small = await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
      expect(small.status).toBe(400);
      expect(small.body.errors['details.source']).toEqual([
        amountOutOfBounds(50_000_00, { minAmount: 100_000_00, maxAmount: 50_000_000_00 }),
      ]);
      expect(small.body.errors['details.source'][0]).toContain('₦50,000.00');
      expect(await cartAmount()).toEqual({
        amount: 50_000_00,
        problem: { field: 'source', message: `It ${small.body.errors['details.source'][0]}.` },
      });
      // Once the storefront charges VAT, the amount is what checkout charges: goods and their VAT.
      vendor = await seller(gw, `vendor-${++people}@financing.test`, pack!.supplierId);
      const registered = await send(gw, 'POST', '/v1/company/tax-profile', vendor.auth, {
        tin: '12345678-0001',
        vatRegistered: true,
        vatRegisteredFrom: '2020-01-01',
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      await db(gw).update(products).set({ vatTreatment: 'standard' }).where(eq(products.id, pack!.productId));
      const preview = await send(gw, 'POST', '/v1/shoppingcart/preview', who.auth, { shippingAddressId: who.address });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.data.totalMinor).toBe(50_000_00 + vatOf(50_000_00, 750));
      expect((await cartAmount()).amount).toBe(preview.body.data.totalMinor);
      // A quote or an order that is not the company's is named as such, with nothing to finance.
      expect((await send(gw, 'GET', `/v1/financing/amount?source=quote&sourceId=${crypto.randomUUID()}`, who.auth)).body.data).toEqual({
        amount: null,
        problem: { field: 'sourceId', message: 'That is not one of your company’s quotes.' },
      });
    } finally {
      await db(gw).update(packages).set({ priceMinor: pack!.priceMinor, stock: before!.stock }).where(eq(packages.id, pack!.id));
      await db(gw)
        .update(products)
        .set({ moq: before!.moq, moqUnit: before!.moqUnit, vatTreatment: before!.vatTreatment })
        .where(eq(products.id, pack!.productId));
      if (vendor) await send(gw, 'POST', '/v1/company/tax-profile', vendor.auth, { tin: '12345678-0001', vatRegistered: false });
      await send(gw, 'POST', '/v1/shoppingcart/clear', who.auth);
    }
  });

  it('gives every offer its annual percentage rate, and says truthfully who acts after acceptance', async () => {
    const who = await company();
    const id = await submittedImport(who);
    await offered(id, { amount: 1_000_000_00, tenorDays: 90, rateBps: 250, fee: 10_000_00 });
    const offer = (await get(who, id)).offer;
    // docs/decisions/026-annual-percentage-rate.md, its fourth worked example.
    expect(offer).toMatchObject({ rateBps: 250, aprBps: 6521 });
    expect(offer.aprBps).toBe(annualPercentageRate({ principal: 1_000_000_00, rateBps: 250, tenorDays: 90, fee: 10_000_00 }));
    const queued = [
      ...(await send(gw, 'GET', '/v1/operations/financing?state=waiting&PageSize=100', operator)).body.data,
      ...(await send(gw, 'GET', '/v1/operations/financing?state=decided&PageSize=100', operator)).body.data,
    ];
    expect(queued.find((item: { id: string }) => item.id === id)?.offer.aprBps).toBe(6521);

    expect((await accept(who, id)).status).toBe(200);
    const accepted = await get(who, id);
    expect(accepted.status).toBe('accepted');
    expect(accepted.nextStep).toBe(
      'Accepted: our financing team makes a last check, then pays ₦1,000,000.00 into your wallet. You will be notified, and the first instalment falls due 30 days after that.',
    );
    expect(await available(who.auth)).toBe(0);
  });

  it("shows the reviewer what an import asked: the supplier's country by name, amounts by the one rule", async () => {
    const who = await company();
    const id = await submittedImport(who);
    const queue = await send(gw, 'GET', '/v1/operations/financing', operator);
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const item = (queue.body.data as { id: string; facts: { label: string; value: string }[] }[]).find((i) => i.id === id)!;
    expect(item.facts).toContainEqual({ label: 'Supplier country', value: 'China' });
    expect(item.facts).toContainEqual({ label: 'Invoice amount', value: 'US$10,000.00 at ₦1,550.00 = ₦15,500,000.00' });
  });

  it('walks the status machine with one winner per race, each move in the timeline and the audit log', async () => {
    const who = await company();
    const id = await submittedImport(who);
    const offeredTooEarly = await offer(id);
    expect(offeredTooEarly.status).toBe(409);
    const reviews = await Promise.all([1, 2, 3].map(() => send(gw, 'POST', `/v1/operations/financing/${id}/review`, operator, {})));
    expect(reviews.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await offer(id, { amount: 16_000_000_00 })).status).toBe(400); // above what was asked
    const offers = await Promise.all([offer(id), offer(id, { rateBps: 250 })]);
    expect(offers.map((r) => r.status).sort()).toEqual([200, 409]);
    const detail = await get(who, id);
    expect(detail.status).toBe('offered');
    expect(detail.offer.schedule).toHaveLength(3);
    expect(detail.offer.total).toBe(15_500_000_00 + interestOf(15_500_000_00, detail.offer.rateBps, 90) + 50_000_00);

    // Accepting needs the PIN and a validated one-time code.
    expect(
      (await send(gw, 'POST', `/v1/financing/requests/${id}/accept`, who.auth, { pin: '111111', otpId: await acceptCode(who) })).status,
    ).toBe(400);
    const noCode = await send(gw, 'POST', `/v1/financing/requests/${id}/accept`, who.auth, {
      pin: PIN,
      otpId: '01900000-0000-7000-8000-000000000000',
    });
    expect(noCode.status).toBe(403);
    // Two codes first (one after the other: each is read from the latest email), then the two accepts race.
    const codes = [await acceptCode(who), await acceptCode(who)];
    const accepted = await Promise.all(
      codes.map((otpId) => send(gw, 'POST', `/v1/financing/requests/${id}/accept`, who.auth, { pin: PIN, otpId })),
    );
    expect(accepted.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await get(who, id)).status).toBe('accepted');

    const actions = await db(gw).select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, id));
    expect(actions.map((a) => a.action).sort()).toEqual(['financing.offer', 'financing.review']);
    expect((await get(who, id)).events.map((e: { status: string | null }) => e.status)).toEqual([
      'draft',
      'submitted',
      'in_review',
      'offered',
      'accepted',
    ]);
  });

  it('disburses into the wallet, collects each instalment on its due date, charges a late fee once, and closes when repaid', async () => {
    const who = await company();
    const id = await submittedImport(who);
    await offered(id);
    expect((await accept(who, id)).status).toBe(200);
    const pool = (await accountBalance(db(gw), platformAccount('financing'))).debitsPosted;
    const disbursed = await Promise.all([1, 2].map(() => send(gw, 'POST', `/v1/operations/financing/${id}/disburse`, operator, {})));
    expect(disbursed.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await available(who.auth)).toBe(15_500_000_00);
    expect((await accountBalance(db(gw), platformAccount('financing'))).debitsPosted - pool).toBe(15_500_000_00);
    const detail = await get(who, id);
    expect(detail.status).toBe('disbursed');
    const [one, two, three] = detail.instalments as { amount: number; dueAt: string; lateFee: number }[];
    const interest = interestOf(15_500_000_00, 300, 90);
    expect(one!.amount + two!.amount + three!.amount).toBe(15_500_000_00 + interest + 50_000_00);

    // Three days before: a reminder; nothing is taken early.
    offset = new Date(one!.dueAt).getTime() - Date.now() - 2 * DAY;
    expect((await tick()).reminded).toBe(1);
    expect(await available(who.auth)).toBe(15_500_000_00);
    // On the due date the first instalment is collected.
    offset = new Date(one!.dueAt).getTime() - Date.now() + 60_000;
    expect((await tick()).collected).toBe(one!.amount);
    expect(await available(who.auth)).toBe(15_500_000_00 - one!.amount);
    expect((await get(who, id)).status).toBe('repaying');
    expect((await tick()).collected).toBe(0); // a second run takes nothing more

    // The wallet is spent down to about ₦1,000,000 before the second date: what is there is taken, the rest is overdue with the fee.
    const left = await spendDownTo(who, 1_000_000_00);
    expect(left).toBeLessThan(two!.amount);
    offset = new Date(two!.dueAt).getTime() - Date.now() + 60_000;
    expect((await tick()).collected).toBe(left);
    expect(await available(who.auth)).toBe(0);
    const late = await get(who, id);
    expect(late.status).toBe('overdue');
    const lateFee = Math.floor(((two!.amount - left) * 500 + 5000) / 10_000);
    expect(late.instalments[1]).toMatchObject({ status: 'overdue', paid: left, lateFee });
    await tick();
    expect((await get(who, id)).instalments[1].lateFee).toBe(lateFee); // charged once
    expect(late.nextStep).toContain('overdue');

    // Topped up: the next run collects the rest, then early repayment in full closes it with the last period's interest waived.
    await topUp(who.auth, 20_000_000_00);
    await tick();
    const caughtUp = await get(who, id);
    expect(caughtUp.status).toBe('repaying');
    expect(caughtUp.instalments[1]).toMatchObject({ status: 'paid' });
    const payoff = caughtUp.payoffAmount as number;
    expect(payoff).toBe(three!.amount); // the third period began on the second due date: its interest is owed
    const before = await available(who.auth);
    const repaid = await send(gw, 'POST', `/v1/financing/requests/${id}/repay`, who.auth, { pin: PIN });
    expect(repaid.status, JSON.stringify(repaid.body)).toBe(200);
    expect(repaid.body.data.status).toBe('repaid');
    expect(await available(who.auth)).toBe(before - payoff);
    // Closed: a new import request may start.
    expect((await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'import' })).status).toBe(200);
    const statement = await gw.app.inject({ method: 'GET', url: '/api/v1/financing/statement.csv', headers: who.auth });
    expect(statement.headers['content-type']).toContain('text/csv');
    expect(statement.body.split('\r\n')[0]).toBe('Date,Reference,Type,Entry,Amount (NGN),Paid (NGN),Status');
    expect(statement.body).toContain('Repayment from wallet');
    expect(statement.body).toContain(',import,Disbursed,15500000.00,,Repaid\r\n');
  });

  /** Spends from the wallet by paying for an order (a real way out of a wallet), leaving less than `keep` + one package. */
  async function spendDownTo(who: Company, keep: number) {
    const packs = Math.floor(((await available(who.auth)) - keep) / pack.priceMinor);
    const spent = await purchase(gw, who.auth, {
      items: [{ packageId: pack.id, quantity: packs }],
      shippingAddressId: who.address,
      paymentMethod: 'wallet',
      walletPin: PIN,
    });
    expect(spent.status, JSON.stringify(spent.body)).toBe(200);
    return available(who.auth);
  }

  it('repays early: in full waives the interest of periods not begun; a part goes to the instalments in order', async () => {
    const who = await company();
    const id = await submittedImport(who);
    await offered(id, { amount: 3_000_000_00, rateBps: 300, fee: 0 });
    await accept(who, id);
    await send(gw, 'POST', `/v1/operations/financing/${id}/disburse`, operator, {});
    // ₦3,000,000 at 3 % a month over 90 days: ₦270,000 of interest, ₦90,000 a period; only the first period has begun.
    expect((await get(who, id)).payoffAmount).toBe(3_000_000_00 + 90_000_00);
    const part = await send(gw, 'POST', `/v1/financing/requests/${id}/repay`, who.auth, { pin: PIN, amount: 1_500_000_00 });
    expect(part.status).toBe(200);
    expect(part.body.data.instalments.map((i: { paid: number; status: string }) => [i.paid, i.status])).toEqual([
      [1_090_000_00, 'paid'],
      [410_000_00, 'scheduled'],
      [0, 'scheduled'],
    ]);
    expect(await available(who.auth)).toBe(1_500_000_00);
    expect(part.body.data.payoffAmount).toBe(3_000_000_00 + 90_000_00 - 1_500_000_00);
    const tooMuch = await send(gw, 'POST', `/v1/financing/requests/${id}/repay`, who.auth, { pin: PIN, amount: 2_000_000_00 });
    expect(tooMuch.status).toBe(422);
    const wrongPin = await send(gw, 'POST', `/v1/financing/requests/${id}/repay`, who.auth, { pin: '111111' });
    expect(wrongPin.status).toBe(400);
    expect(await available(who.auth)).toBe(1_500_000_00);
  });

  it('pays an order with a procurement line: financing → escrow, the supplier paid on delivery, the schedule from the purchase', async () => {
    const who = await company('buyer');
    const vendor = await seller(gw, `vendor-${++people}@financing.test`, pack.supplierId);
    const quantity = Math.ceil(200_000_00 / pack.priceMinor);
    expect((await send(gw, 'POST', '/v1/shoppingcart/create', who.auth, { packageId: pack.id, quantity })).status).toBe(200);
    const draft = await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'procurement' });
    const id = draft.body.data.id as string;
    await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, { details: { source: 'cart', tenorDays: 60 } });
    const submitted = await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const cartTotal = quantity * pack.priceMinor;
    expect(submitted.body.data).toMatchObject({ amount: cartTotal, subject: { lines: [{ quantity, amount: cartTotal }] } });

    // Without an accepted line, paying with financing is refused and nothing is placed.
    const early = await purchase(gw, who.auth, { shippingAddressId: who.address, paymentMethod: 'financing', walletPin: PIN });
    expect(early.status).toBe(409);
    await offered(id, { amount: cartTotal, tenorDays: 60, rateBps: 200, fee: 0 });
    await accept(who, id);
    const overview = (await send(gw, 'GET', '/v1/financing/overview', who.auth)).body.data;
    expect(overview.line).toMatchObject({ requestId: id, amount: cartTotal, used: 0, left: cartTotal });
    // The operator does not disburse a procurement line: the purchase draws it.
    expect((await send(gw, 'POST', `/v1/operations/financing/${id}/disburse`, operator, {})).status).toBe(409);

    const escrowBefore = await accountBalance(db(gw), platformAccount('escrow'));
    const placed = await purchase(gw, who.auth, { shippingAddressId: who.address, paymentMethod: 'financing', walletPin: PIN });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data.orders[0];
    expect(order).toMatchObject({ paymentMethod: 'financing', paymentStatus: 'paid', subtotalMinor: cartTotal, totalMinor: cartTotal });
    expect((await accountBalance(db(gw), platformAccount('escrow'))).creditsPending - escrowBefore.creditsPending).toBe(cartTotal);
    const drawn = await get(who, id);
    expect(drawn).toMatchObject({ status: 'disbursed', drawn: cartTotal, orders: [{ id: order.id }] });
    expect(drawn.instalments).toHaveLength(2);
    // The line is used up: a second purchase with it is refused.
    await send(gw, 'POST', '/v1/shoppingcart/create', who.auth, { packageId: pack.id, quantity: 1 });
    expect((await purchase(gw, who.auth, { shippingAddressId: who.address, paymentMethod: 'financing', walletPin: PIN })).status).toBe(409);

    // Delivered: the supplier is paid from escrow, less commission.
    for (const [action, body] of [
      ['accept', {}],
      ['ship', { trackingNote: 'Truck LAG-881' }],
    ] as const)
      expect((await send(gw, 'POST', `/v1/storefront/orders/${action}/${order.id}`, vendor.auth, body)).status).toBe(200);
    expect((await send(gw, 'POST', `/v1/procurement/orders/delivered/${order.id}`, who.auth, {})).status).toBe(200);
    const commission = commissionOf(cartTotal, 150);
    expect(await available(vendor.auth)).toBe(cartTotal - commission - vatOf(commission, 750));

    // The first instalment is taken when the clock reaches its date.
    await topUp(who.auth, 1_000_000_00);
    offset = new Date(drawn.instalments[0].dueAt).getTime() - Date.now() + 60_000;
    await tick();
    expect(await available(who.auth)).toBe(1_000_000_00 - drawn.instalments[0].amount);
    expect((await get(who, id)).status).toBe('repaying');
  });

  it('gives a cancelled financed order back to the lender: nothing is owed', async () => {
    const who = await company('canceller');
    const quantity = Math.ceil(150_000_00 / pack.priceMinor);
    await send(gw, 'POST', '/v1/shoppingcart/create', who.auth, { packageId: pack.id, quantity });
    const id = (await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'procurement' })).body.data.id as string;
    await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, { details: { source: 'cart', tenorDays: 30 } });
    await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
    await offered(id, { amount: quantity * pack.priceMinor, tenorDays: 30 });
    await accept(who, id);
    const placed = await purchase(gw, who.auth, { shippingAddressId: who.address, paymentMethod: 'financing', walletPin: PIN });
    const order = placed.body.data.orders[0];
    const pool = await accountBalance(db(gw), platformAccount('financing'));
    const cancelled = await send(gw, 'POST', `/v1/procurement/orders/setascancelled/${order.id}`, who.auth, { reason: 'Ordered twice' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.paymentStatus).toBe('refunded');
    const after = await accountBalance(db(gw), platformAccount('financing'));
    expect(pool.debitsPending - after.debitsPending).toBe(quantity * pack.priceMinor);
    expect(await get(who, id)).toMatchObject({ status: 'repaid', outstanding: 0, instalments: [] });
  });

  /** A procurement line for the company's cart of `lines`, accepted and paid at checkout; the orders placed. */
  async function financedPurchase(who: Company, lines: { pack: TestPackage; quantity: number }[], offer: Record<string, unknown> = {}) {
    for (const { pack: p, quantity } of lines)
      expect((await send(gw, 'POST', '/v1/shoppingcart/create', who.auth, { packageId: p.id, quantity })).status).toBe(200);
    const id = (await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'procurement' })).body.data.id as string;
    await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, { details: { source: 'cart', tenorDays: 90 } });
    const submitted = await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    await offered(id, { amount: submitted.body.data.amount, tenorDays: 90, rateBps: 300, fee: 0, ...offer });
    expect((await accept(who, id)).status).toBe(200);
    const placed = await purchase(gw, who.auth, { shippingAddressId: who.address, paymentMethod: 'financing', walletPin: PIN });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return { id, orders: placed.body.data.orders as { id: string; totalMinor: number }[] };
  }

  it('pays a placed order with the procurement line later, and emails the buyer its invoice and receipt once', async () => {
    const who = await company('later');
    const quantity = Math.ceil(150_000_00 / pack.priceMinor);
    expect((await send(gw, 'POST', '/v1/shoppingcart/create', who.auth, { packageId: pack.id, quantity })).status).toBe(200);
    const id = (await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'procurement' })).body.data.id as string;
    await send(gw, 'PUT', `/v1/financing/requests/${id}`, who.auth, { details: { source: 'cart', tenorDays: 90 } });
    const submitted = await send(gw, 'POST', `/v1/financing/requests/${id}/submit`, who.auth);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    await offered(id, { amount: submitted.body.data.amount, tenorDays: 90, rateBps: 300, fee: 0 });
    expect((await accept(who, id)).status).toBe(200);
    const placed = await purchase(gw, who.auth, {
      items: [{ packageId: pack.id, quantity }],
      shippingAddressId: who.address,
      paymentMethod: 'bank-transfer',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data.orders[0] as { id: string; number: string };
    const pay = () => send(gw, 'POST', `/v1/financing/requests/${id}/pay-order`, who.auth, { orderId: order.id, pin: PIN });
    expect((await pay()).status).toBe(200);
    expect((await pay()).status).toBe(409);

    const mails = await db(gw)
      .select({ subject: outbox.subject, attachments: outbox.attachments })
      .from(outbox)
      .where(sql`${outbox.to} = ${who.email} and ${outbox.subject} like ${`%${order.number}%`}`)
      .orderBy(outbox.createdAt);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/ placed with /),
      `Payment for order ${order.number} is held safely`,
    ]);
    expect(mails[1]!.attachments).toEqual([
      { source: 'order-document', ref: `${order.id}:tax-invoice`, filename: `tax-invoice-${order.number}.pdf` },
      { source: 'order-document', ref: `${order.id}:receipt`, filename: `receipt-${order.number}.pdf` },
    ]);
    const kinds = (await send(gw, 'GET', `/v1/procurement/orders/${order.id}`, who.auth)).body.data.documents.map(
      (d: { kind: string }) => d.kind,
    );
    expect(kinds).toEqual(['tax-invoice', 'receipt']);
  });

  it('gives back what was repaid when a financed order is cancelled after the loan is repaid', async () => {
    const who = await company('refunded');
    const quantity = Math.ceil(150_000_00 / pack.priceMinor);
    const { id, orders } = await financedPurchase(who, [{ pack, quantity }]);
    await topUp(who.auth, 1_000_000_00);
    const repaid = await send(gw, 'POST', `/v1/financing/requests/${id}/repay`, who.auth, { pin: PIN });
    expect(repaid.body.data.status).toBe('repaid');
    const paidBack = 1_000_000_00 - (await available(who.auth));
    expect(paidBack).toBeGreaterThan(0);
    expect(
      (await send(gw, 'POST', `/v1/procurement/orders/setascancelled/${orders[0]!.id}`, who.auth, { reason: 'Not needed' })).status,
    ).toBe(200);
    expect(await available(who.auth)).toBe(1_000_000_00);
    expect((await get(who, id)).status).toBe('repaid');
  });

  it('gives back what was repaid beyond what is owed when one of two financed orders is cancelled', async () => {
    const who = await company('split');
    const small = Math.ceil(60_000_00 / other.priceMinor);
    const large = Math.ceil(300_000_00 / pack.priceMinor);
    await stockUp(gw, other, 100_000);
    const { id, orders } = await financedPurchase(who, [
      { pack, quantity: large },
      { pack: other, quantity: small },
    ]);
    expect(orders).toHaveLength(2);
    const big = orders.find((o) => o.totalMinor === large * pack.priceMinor)!;
    const total = orders.reduce((sum, o) => sum + o.totalMinor, 0);
    // More than the small order will cost in all once the large one is gone.
    const part = total - big.totalMinor + 50_000_00;
    await topUp(who.auth, part);
    expect((await send(gw, 'POST', `/v1/financing/requests/${id}/repay`, who.auth, { pin: PIN, amount: part })).status).toBe(200);
    expect(await available(who.auth)).toBe(0);
    expect((await send(gw, 'POST', `/v1/procurement/orders/setascancelled/${big.id}`, who.auth, { reason: 'Wrong grade' })).status).toBe(
      200,
    );
    const after = await get(who, id);
    expect(after.status).toBe('repaid');
    const owedNow = after.instalments.reduce((sum: number, i: { amount: number }) => sum + i.amount, 0);
    expect(await available(who.auth)).toBe(part - owedNow);
  });

  it('closes a loan repaid in full after a part payment reached a later instalment', async () => {
    const who = await company('closing');
    const id = await submittedImport(who);
    await offered(id, { amount: 3_000_000_00, rateBps: 300, fee: 0 });
    await accept(who, id);
    await send(gw, 'POST', `/v1/operations/financing/${id}/disburse`, operator, {});
    const [one, two] = (await get(who, id)).instalments as { amount: number; principal: number }[];
    // The first instalment, and the second's principal and one kobo of its interest (its period has
    // not begun, so the full repayment then waives the rest of that instalment: nothing is left on it).
    const part = one!.amount + two!.principal + 1;
    expect((await send(gw, 'POST', `/v1/financing/requests/${id}/repay`, who.auth, { pin: PIN, amount: part })).status).toBe(200);
    await topUp(who.auth, 1_000_000_00);
    const rest = await send(gw, 'POST', `/v1/financing/requests/${id}/repay`, who.auth, { pin: PIN });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ status: 'repaid', outstanding: 0 });
    expect((await send(gw, 'POST', '/v1/financing/requests', who.auth, { type: 'import' })).status).toBe(200);
  });

  it("does not make another company's file private by naming it in a draft", async () => {
    const owner = await company('owner-of-file');
    const file = await uploadPdf(gw, owner.auth);
    const publicFile = () => gw.app.inject({ method: 'GET', url: `/api/v1/files/${file}` });
    expect((await publicFile()).statusCode).toBe(200);
    const squatter = await company('squatter');
    const draft = (await send(gw, 'POST', '/v1/financing/requests', squatter.auth, { type: 'manufacturing' })).body.data.id as string;
    expect((await send(gw, 'PUT', `/v1/financing/requests/${draft}`, squatter.auth, { details: { note: file } })).status).toBe(200);
    expect((await publicFile()).statusCode).toBe(200);
    expect((await send(gw, 'GET', `/v1/financing/requests/${'f'.repeat(36)}`, squatter.auth)).status).toBe(404);
  });

  it('lets an offer lapse when not accepted in time', async () => {
    const who = await company();
    const id = await submittedImport(who);
    await offered(id, { expiresInDays: 2 });
    offset = 3 * DAY;
    expect((await tick()).expired).toBeGreaterThanOrEqual(1);
    expect((await get(who, id)).status).toBe('expired');
    offset = 0;
    const late = await send(gw, 'POST', `/v1/financing/requests/${id}/accept`, who.auth, { pin: PIN, otpId: await acceptCode(who) });
    expect(late.status).toBe(409);
  });

  it('refuses an operator a move on their own company’s request, and audits the others', async () => {
    const who = await company('operating');
    const id = await submittedImport(who);
    await db(gw).insert(platformOperators).values({ userId: who.id });
    const own = await send(gw, 'POST', `/v1/operations/financing/${id}/review`, who.auth, {});
    expect(own.status).toBe(403);
    const declined = await send(gw, 'POST', `/v1/operations/financing/${id}/decline`, operator, {
      reason: 'The Form M is not registered with the bank.',
    });
    expect(declined.status).toBe(200);
    expect(await get(who, id)).toMatchObject({ status: 'declined', declineReason: 'The Form M is not registered with the bank.' });
    const [entry] = await db(gw).select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(entry).toMatchObject({ action: 'financing.decline', reason: 'The Form M is not registered with the bank.' });
    const queue = (await send(gw, 'GET', '/v1/operations/financing?state=decided', operator)).body.data;
    expect(
      queue.some((item: { id: string; customer: { name: string } }) => item.id === id && item.customer.name.includes('operating')),
    ).toBe(true);
  });
});
