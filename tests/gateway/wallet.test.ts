/**
 * The wallet over real HTTP calls to the gateway on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), with card top-ups against a local server speaking Paystack's API:
 * opening, PIN and one-time codes, limits, top-ups credited once, paying orders from the wallet
 * with escrow, settlement to the seller less commission, and concurrency. After every test the
 * ledger's invariants hold.
 */
import type { AddressInfo } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/gateway/db/schema/platform.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { accountBalance } from '../../src/gateway/ledger/balances.ts';
import { platformAccount } from '../../src/gateway/ledger/ledger.ts';
import { askForMissingDedicatedAccounts } from '../../src/gateway/wallet/missing-dedicated-accounts.ts';
import { commissionOf } from '../../src/gateway/wallet/order-money.ts';
import { vatOf } from '../../src/contracts/tax.ts';
import { formatMoney } from '../../src/contracts/money.ts';
import {
  type Auth,
  addAddress,
  asBusinessVerified,
  db,
  member,
  newKey,
  packagesOfSuppliers,
  purchase,
  seller,
  send,
  stockUp,
  type TestPackage,
} from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';

const SECRET = 'sk_test_wallet_secret';
const PIN = '482916';

describe.each(backends)('wallet on %s', (backend) => {
  let gw: TestGateway;
  let paystack: PaystackServer;
  let webhookUrl = '';
  let offset = 0;
  let pack: TestPackage;

  beforeAll(async () => {
    paystack = await startPaystackServer(SECRET);
    gw = await startGateway(backend, 30, {
      // Delivery pays the seller at once here; the claim window before it is tests/gateway/claims.test.ts's.
      claims: { windowDays: 0 },
      payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url }, publicKey: 'pk_test_public' },
      clock: () => new Date(Date.now() + offset),
      logger: { level: 'error' },
    });
    await gw.app.listen({ host: '127.0.0.1', port: 0 });
    webhookUrl = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/payments/paystack/webhook`;
    pack = (await packagesOfSuppliers(gw, 1))[0]!;
    await stockUp(gw, pack!, 100_000);
  });
  afterAll(async () => {
    await gw.close();
    await paystack.close();
  });
  afterEach(async () => {
    offset = 0;
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  let people = 0;
  let storefront: Awaited<ReturnType<typeof seller>> | null = null;
  /** The owner of the company behind the package's storefront (one company per storefront). */
  const vendorOf = async () => (storefront ??= await seller(gw, 'vendor@wallet.test', pack.supplierId));
  /** A company owner with an open wallet and a PIN. */
  async function walletOwner(name = 'owner') {
    const person = await member(gw, `${name}-${++people}@wallet.test`, 'owner');
    expect((await send(gw, 'POST', '/v1/wallet/new', person.auth)).status).toBe(200);
    expect((await send(gw, 'POST', '/v1/wallet/set-pin', person.auth, { pin: PIN })).status).toBe(200);
    await asBusinessVerified(gw, person.companyId);
    return { ...person, address: await addAddress(gw, person.auth) };
  }
  const details = async (auth: Auth) => (await send(gw, 'GET', '/v1/wallet/details', auth)).body.data.wallet;
  /** Tops the wallet up by card: the provider's page is paid and its webhook arrives. */
  async function topUp(auth: Auth, amount: number) {
    const started = await send(gw, 'POST', '/v1/wallet/top-up', auth, { amount });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { reference } = started.body.data;
    paystack.complete(reference);
    expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(reference))).status).toBe(200);
    return reference as string;
  }
  /** The latest one-time code emailed to a person, read from the outbox as their mailbox would show it. */
  async function lastCode(email: string) {
    const [mail] = await db(gw)
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return /code to .* is (\d{6})/.exec(mail!.text)![1]!;
  }
  async function validatedCode(auth: Auth, email: string, purpose: 'change-pin' | 'large-outflow') {
    const sent = await send(gw, 'POST', '/v1/wallet/send-otp', auth, { purpose });
    expect(sent.status).toBe(200);
    const code = await lastCode(email);
    expect((await send(gw, 'POST', '/v1/wallet/validate-otp', auth, { otpId: sent.body.data.otpId, code })).status).toBe(200);
    return sent.body.data.otpId as string;
  }
  const payFromWallet = (who: { auth: Auth; address: string }, quantity: number, extra: Record<string, unknown> = {}, key = newKey()) =>
    purchase(
      gw,
      who.auth,
      { items: [{ packageId: pack.id, quantity }], shippingAddressId: who.address, paymentMethod: 'wallet', walletPin: PIN, ...extra },
      key,
    );

  it('opens one wallet per company, for people who may move money and have confirmed their email', async () => {
    const owner = await member(gw, 'opener@wallet.test', 'owner');
    const before = await send(gw, 'GET', '/v1/wallet/details', owner.auth);
    expect(before.body.data).toEqual({ wallet: null, ownerKind: 'company', canOpen: true, blocker: null });
    const opened = await send(gw, 'POST', '/v1/wallet/new', owner.auth);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      currency: 'NGN',
      balances: { available: 0, held: 0, ledger: 0 },
      pinSet: false,
      canMoveMoney: true,
    });
    expect((await send(gw, 'POST', '/v1/wallet/new', owner.auth)).status).toBe(409);

    // The company's finance staff see the same wallet; procurement staff may not touch it.
    const finance = await member(gw, 'finance@wallet.test', 'finance', { companyId: owner.companyId });
    expect((await details(finance.auth)).id).toBe(opened.body.data.id);
    const buyerOnly = await member(gw, 'procurement@wallet.test', 'procurement', { companyId: owner.companyId });
    expect((await send(gw, 'GET', '/v1/wallet/details', buyerOnly.auth)).status).toBe(403);
    expect((await send(gw, 'POST', '/v1/wallet/new', null)).status).toBe(401);

    // A person whose email is not confirmed yet is told why.
    const user = await gw.app.services.accounts.createUser(db(gw), {
      email: 'unconfirmed@wallet.test',
      fullName: 'Not Yet',
      passwordHash: null,
      accountType: 'personal',
      businessUserType: 'buyer',
      verified: false,
    });
    const session = await gw.app.services.sessions.issue(user.id, '127.0.0.1');
    const auth = { authorization: `Bearer ${session.jwToken}` };
    expect((await send(gw, 'GET', '/v1/wallet/details', auth)).body.data).toMatchObject({
      canOpen: false,
      blocker: expect.stringContaining('Confirm your email'),
    });
    expect((await send(gw, 'POST', '/v1/wallet/new', auth)).status).toBe(403);
  });

  it('refuses PINs that are easy to guess, and sets the PIN once', async () => {
    const owner = await member(gw, 'pins@wallet.test', 'owner');
    await send(gw, 'POST', '/v1/wallet/new', owner.auth);
    for (const pin of ['111111', '123456', '987654', '000012', '121212', '123123', '12345', 'abcdef', 123456]) {
      const answer = await send(gw, 'POST', '/v1/wallet/set-pin', owner.auth, { pin });
      expect(answer.status, String(pin)).toBe(400);
      expect(answer.body.errors.pin).toHaveLength(1);
    }
    expect((await send(gw, 'POST', '/v1/wallet/set-pin', owner.auth, { pin: PIN })).status).toBe(200);
    expect((await details(owner.auth)).pinSet).toBe(true);
    expect((await send(gw, 'POST', '/v1/wallet/set-pin', owner.auth, { pin: '592730' })).status).toBe(409);
  });

  it('blocks the PIN for 30 minutes after 5 wrong attempts, and tells the owners', async () => {
    const owner = await walletOwner('blocked');
    await topUp(owner.auth, 50_000_00);
    const limits = (pin: string) =>
      send(gw, 'POST', '/v1/wallet/limits', owner.auth, { pin, warningLimit: null, perTransactionLimit: null, dailyLimit: null });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await limits('604187');
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toContain(`${5 - attempt} attempt`);
    }
    // The fifth wrong PIN is the last one checked: it is told so, and blocks the PIN.
    const fifth = await limits('604187');
    expect(fifth.status).toBe(400);
    expect(fifth.body.message).toContain('now blocked for 30 minutes');
    // Blocked: even the right PIN is refused, and paying is refused with it.
    expect((await limits(PIN)).status).toBe(429);
    expect((await payFromWallet(owner, 1)).status).toBe(429);
    expect((await details(owner.auth)).pinBlockedUntil).not.toBeNull();
    const news = await send(gw, 'GET', '/v1/notifications/get-all?PageSize=50', owner.auth);
    expect(news.body.data.map((n: { kind: string }) => n.kind)).toContain('wallet.pin-blocked');
    const mails = await db(gw)
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, `blocked-${people}@wallet.test`), sql`${outbox.subject} like '%PIN blocked%'`));
    expect(mails).toHaveLength(1);

    offset = 31 * 60_000;
    expect((await limits(PIN)).status).toBe(200);
  });

  it('changes the PIN with the current PIN and a validated one-time code, used once', async () => {
    const owner = await walletOwner('changer');
    const email = `changer-${people}@wallet.test`;
    const change = (body: Record<string, unknown>) => send(gw, 'POST', '/v1/wallet/change-pin', owner.auth, body);
    // Without a validated code: refused, PIN unchanged.
    const sent = await send(gw, 'POST', '/v1/wallet/send-otp', owner.auth, { purpose: 'change-pin' });
    expect(sent.body.data.sentTo).toMatch(/^ch\*+@wallet\.test$/);
    expect((await change({ currentPin: PIN, newPin: '730194', otpId: sent.body.data.otpId })).status).toBe(403);
    const code = await lastCode(email);
    const wrong = code === '999999' ? '999998' : '999999';
    const bad = await send(gw, 'POST', '/v1/wallet/validate-otp', owner.auth, { otpId: sent.body.data.otpId, code: wrong });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.code[0]).toContain('4 tries left');
    expect((await send(gw, 'POST', '/v1/wallet/validate-otp', owner.auth, { otpId: sent.body.data.otpId, code })).status).toBe(200);
    expect((await change({ currentPin: PIN, newPin: '111111', otpId: sent.body.data.otpId })).status).toBe(400);
    expect((await change({ currentPin: PIN, newPin: '730194', otpId: sent.body.data.otpId })).status).toBe(200);
    // Used once: the same code cannot change it again.
    expect((await change({ currentPin: '730194', newPin: '628405', otpId: sent.body.data.otpId })).status).toBe(403);
    // Another person cannot use or even see someone else's code.
    const stranger = await walletOwner('stranger');
    expect((await send(gw, 'POST', '/v1/wallet/validate-otp', stranger.auth, { otpId: sent.body.data.otpId, code })).status).toBe(404);
    // Expired after ten minutes.
    const late = await send(gw, 'POST', '/v1/wallet/send-otp', owner.auth, { purpose: 'change-pin' });
    offset = 11 * 60_000;
    expect(
      (await send(gw, 'POST', '/v1/wallet/validate-otp', owner.auth, { otpId: late.body.data.otpId, code: await lastCode(email) })).status,
    ).toBe(410);
  });

  it('credits a card top-up exactly once, whether the webhook is replayed, forged or races the verify call', async () => {
    const owner = await walletOwner('topper');
    const started = await send(gw, 'POST', '/v1/wallet/top-up', owner.auth, { amount: 250_000_00 });
    expect(started.body.data.authorizationUrl).toContain(paystack.url);
    const { reference } = started.body.data;
    paystack.complete(reference);
    const body = paystack.chargeSuccessBody(reference);
    // Forged: refused, nothing credited.
    expect((await paystack.sendWebhook(webhookUrl, body, paystack.sign(body, 'sk_wrong'))).status).toBe(401);
    expect((await details(owner.auth)).balances.available).toBe(0);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => paystack.sendWebhook(webhookUrl, body)),
      send(gw, 'GET', `/v1/wallet/top-up/${reference}`, owner.auth),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await details(owner.auth)).balances).toEqual({ available: 250_000_00, held: 0, ledger: 250_000_00 });
    const lines = await send(gw, 'GET', '/v1/wallet/transactions', owner.auth);
    expect(lines.body.data).toEqual([
      expect.objectContaining({ type: 'topup', status: 'completed', direction: 'in', amount: 250_000_00, reference }),
    ]);
    // Someone else's top-up is not found, and bad amounts are refused.
    const stranger = await walletOwner('peeker');
    expect((await send(gw, 'GET', `/v1/wallet/top-up/${reference}`, stranger.auth)).status).toBe(404);
    for (const amount of [0, -100, 10.5, 2 ** 53, '100000', null]) {
      expect((await send(gw, 'POST', '/v1/wallet/top-up', owner.auth, { amount })).status, String(amount)).toBe(400);
    }
  });

  it('credits nothing for a signed webhook the provider does not confirm, and credits a paid one once it can ask', async () => {
    const owner = await walletOwner('unpaid');
    const started = await send(gw, 'POST', '/v1/wallet/top-up', owner.auth, { amount: 400_000_00 });
    const { reference } = started.body.data;
    // Signed with the right key, for a top-up nobody paid: the provider says it is not paid.
    const unpaid = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: 400_000_00, currency: 'NGN', status: 'success', channel: 'card' },
    });
    expect((await paystack.sendWebhook(webhookUrl, unpaid)).status).toBe(200);
    expect((await details(owner.auth)).balances.available).toBe(0);
    // A transfer into a dedicated account the provider never received: nothing either.
    await gw.app.jobs.drain('wallet.dedicated-account');
    const account = (await details(owner.auth)).dedicatedAccount;
    const invented = JSON.stringify({
      event: 'charge.success',
      data: {
        reference: 'T-never-sent',
        amount: 900_000_00,
        currency: 'NGN',
        status: 'success',
        channel: 'dedicated_nuban',
        customer: { customer_code: paystack.dedicatedAccounts.get(account.accountNumber) },
      },
    });
    expect((await paystack.sendWebhook(webhookUrl, invented)).status).toBe(200);
    expect((await details(owner.auth)).balances.available).toBe(0);

    // Paid, but the provider cannot be asked when the webhook arrives: acknowledged, credited once it answers.
    paystack.complete(reference);
    paystack.down = true;
    try {
      expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(reference))).status).toBe(200);
      expect((await details(owner.auth)).balances.available).toBe(0);
    } finally {
      paystack.down = false;
    }
    await gw.app.jobs.drain('payments.confirm', { includeDeferred: true });
    expect((await details(owner.auth)).balances.available).toBe(400_000_00);
  });

  it('gives the wallet a dedicated account number, and credits transfers into it once', async () => {
    const owner = await walletOwner('transferor');
    // Asked for by a job sent at opening, which may have run already: the account is there once it has.
    await gw.app.jobs.drain('wallet.dedicated-account');
    const account = (await details(owner.auth)).dedicatedAccount;
    expect(account).toMatchObject({ bankName: 'Test Bank', accountNumber: expect.stringMatching(/^\d{10}$/) });
    const body = paystack.bankTransferBody(account.accountNumber, 1_250_000_00);
    const answers = await Promise.all(Array.from({ length: 5 }, () => paystack.sendWebhook(webhookUrl, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    // Forged: nothing more.
    const forged = paystack.bankTransferBody(account.accountNumber, 9_000_000_00);
    expect((await paystack.sendWebhook(webhookUrl, forged, paystack.sign(forged, 'sk_wrong'))).status).toBe(401);
    expect((await details(owner.auth)).balances.available).toBe(1_250_000_00);
    const [line] = (await send(gw, 'GET', '/v1/wallet/transactions', owner.auth)).body.data;
    expect(line).toMatchObject({ type: 'topup', direction: 'in', amount: 1_250_000_00, status: 'completed' });
  });

  it('lets a transfer be sent to the dedicated account at the stand-in: the provider’s webhook credits it once, and verify answers it', async () => {
    const owner = await walletOwner('bank-sender');
    // Its account is asked for now: the job sent at opening may have run before the wallet was verified.
    await askForMissingDedicatedAccounts(db(gw), gw.app.jobs);
    await gw.app.jobs.drain('wallet.dedicated-account');
    const { accountNumber } = (await details(owner.auth)).dedicatedAccount;
    paystack.webhookUrl = webhookUrl;
    try {
      // As a browser test or a person at the stand-in's bank page sends it: no key, the bank's side.
      const sent = await fetch(`${paystack.url}/__stand-in/dedicated-accounts/${accountNumber}/transfers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 300_000_00, senderName: 'Ikeja Resins Ltd' }),
      });
      expect(sent.status).toBe(200);
      const { reference, webhookStatus } = ((await sent.json()) as { data: { reference: string; webhookStatus: number } }).data;
      expect(webhookStatus).toBe(200);
      expect((await details(owner.auth)).balances.available).toBe(300_000_00);
      expect((await send(gw, 'GET', '/v1/wallet/transactions', owner.auth)).body.data[0]).toMatchObject({
        type: 'topup',
        direction: 'in',
        amount: 300_000_00,
        reference,
      });
      // The provider's verify call tells the same transfer, as the webhook's check of it will ask.
      const verified = await fetch(`${paystack.url}/transaction/verify/${reference}`, { headers: { authorization: `Bearer ${SECRET}` } });
      expect(((await verified.json()) as { data: unknown }).data).toMatchObject({
        status: 'success',
        reference,
        amount: 300_000_00,
        currency: 'NGN',
        channel: 'dedicated_nuban',
        customer: { customer_code: paystack.dedicatedAccounts.get(accountNumber) },
        authorization: { receiver_bank_account_number: accountNumber, sender_name: 'Ikeja Resins Ltd' },
      });
      // The webhook delivered again credits nothing more; an account the provider never gave is refused.
      expect((await paystack.sendWebhook(webhookUrl, paystack.bankTransferBody(accountNumber, 300_000_00, reference))).status).toBe(200);
      expect((await details(owner.auth)).balances.available).toBe(300_000_00);
      const unknown = await fetch(`${paystack.url}/__stand-in/dedicated-accounts/1234567890/transfers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 100_00 }),
      });
      expect(unknown.status).toBe(404);
    } finally {
      paystack.webhookUrl = null;
    }
  });

  it('asks for the dedicated account of a wallet verified while no provider was configured', async () => {
    const person = await member(gw, `late-${++people}@wallet.test`, 'owner');
    expect((await send(gw, 'POST', '/v1/wallet/new', person.auth)).status).toBe(200);
    // Opened unverified: its job finds nothing to do. Verified afterwards as the demo seed verifies, without asking the provider.
    await gw.app.jobs.drain('wallet.dedicated-account');
    await asBusinessVerified(gw, person.companyId);
    expect((await details(person.auth)).dedicatedAccount).toBeNull();
    expect(await askForMissingDedicatedAccounts(db(gw), gw.app.jobs)).toBeGreaterThanOrEqual(1);
    await gw.app.jobs.drain('wallet.dedicated-account');
    expect((await details(person.auth)).dedicatedAccount).toMatchObject({ accountNumber: expect.stringMatching(/^\d{10}$/) });
  });

  it('holds a wallet payment at placement, pays the seller less commission and its VAT on delivery, to the kobo', async () => {
    const buyer = await walletOwner('payer');
    const vendor = await vendorOf();
    await topUp(buyer.auth, 1_000_000_00);
    const placed = await payFromWallet(buyer, 3);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data.orders[0];
    // The seller charges no VAT (no tax profile) and has no delivery options: the total is the goods.
    const amount = order.totalMinor as number;
    expect(amount).toBe(3 * pack.priceMinor);
    expect(order).toMatchObject({ paymentMethod: 'wallet', paymentStatus: 'paid' });
    expect((await details(buyer.auth)).balances).toEqual({ available: 1_000_000_00 - amount, held: amount, ledger: 1_000_000_00 });

    for (const [action, body] of [
      ['accept', {}],
      ['ship', { trackingNote: 'Truck LAG-442 left Apapa' }],
    ] as const)
      expect((await send(gw, 'POST', `/v1/storefront/orders/${action}/${order.id}`, vendor.auth, body)).status).toBe(200);
    const delivered = await send(gw, 'POST', `/v1/procurement/orders/delivered/${order.id}`, buyer.auth, {});
    expect(delivered.status).toBe(200);
    // Pressing it twice moves nothing more.
    expect((await send(gw, 'POST', `/v1/storefront/orders/delivered/${order.id}`, vendor.auth, {})).status).toBe(409);

    // The platform's commission on the goods, and VAT on the commission at Nigeria's 7.5 %.
    const commission = commissionOf(amount, 150);
    const commissionVat = vatOf(commission, 750);
    const proceeds = amount - commission - commissionVat;
    expect((await details(buyer.auth)).balances).toEqual({ available: 1_000_000_00 - amount, held: 0, ledger: 1_000_000_00 - amount });
    expect((await details(vendor.auth)).balances).toEqual({ available: proceeds, held: 0, ledger: proceeds });
    const news = (await send(gw, 'GET', '/v1/notifications/get-all?PageSize=50', vendor.auth)).body.data;
    expect(news.find((n: { kind: string }) => n.kind === 'wallet.settlement')).toMatchObject({
      title: `${formatMoney(proceeds)} from order ${order.number} is in your wallet`,
    });
    const commissionAccount = await accountBalance(db(gw), platformAccount('commission'));
    expect(commissionAccount.creditsPosted).toBeGreaterThanOrEqual(commission);
    const vatPayable = await accountBalance(db(gw), platformAccount('vat_payable'));
    expect(vatPayable.creditsPosted).toBeGreaterThanOrEqual(commissionVat);
    expect((await send(gw, 'GET', `/v1/storefront/orders/${order.id}`, vendor.auth)).body.data).toMatchObject({
      commissionMinor: commission,
      commissionVatMinor: commissionVat,
    });
    const sellerLines = (await send(gw, 'GET', '/v1/wallet/transactions', vendor.auth)).body.data;
    expect(sellerLines).toEqual([
      expect.objectContaining({
        type: 'settlement',
        direction: 'in',
        amount: proceeds,
        reference: order.number,
        link: `/storefront/orders?order=${order.id}`,
      }),
    ]);
    const buyerLines = (await send(gw, 'GET', '/v1/wallet/transactions?type=payment', buyer.auth)).body.data;
    expect(buyerLines).toEqual([
      expect.objectContaining({ status: 'completed', direction: 'out', amount, link: `/procurement/my-orders?order=${order.id}` }),
    ]);
  });

  it('counts an order delivered 14 days after shipping when nobody says so, and pays the seller once', async () => {
    const buyer = await walletOwner('patient');
    const vendor = await vendorOf();
    await topUp(buyer.auth, 800_000_00);
    const order = (await payFromWallet(buyer, 1)).body.data.orders[0];
    await send(gw, 'POST', `/v1/storefront/orders/accept/${order.id}`, vendor.auth, {});
    await send(gw, 'POST', `/v1/storefront/orders/ship/${order.id}`, vendor.auth, { trackingNote: 'Courier, waybill 5521' });
    const before = (await details(vendor.auth))?.balances.available ?? 0;
    // Thirteen days on: not yet.
    offset = 13 * 86_400_000;
    await gw.app.jobs.send('orders.auto-deliver', {});
    await gw.app.jobs.drain('orders.auto-deliver');
    expect((await send(gw, 'GET', `/v1/procurement/orders/${order.id}`, buyer.auth)).body.data.status).toBe('shipped');
    offset = 15 * 86_400_000;
    for (let run = 0; run < 2; run++) {
      await gw.app.jobs.send('orders.auto-deliver', {});
      await gw.app.jobs.drain('orders.auto-deliver');
    }
    const seen = (await send(gw, 'GET', `/v1/procurement/orders/${order.id}`, buyer.auth)).body.data;
    expect(seen.status).toBe('delivered');
    expect(seen.events.at(-1)).toMatchObject({ kind: 'delivered', actor: 'system' });
    const amount = order.totalMinor as number;
    const commission = commissionOf(amount, 150);
    expect((await details(vendor.auth)).balances.available - before).toBe(amount - commission - vatOf(commission, 750));
    expect((await details(buyer.auth)).balances.held).toBe(0);
  });

  it('returns every kobo of a hold when the order is cancelled', async () => {
    const buyer = await walletOwner('canceller');
    await topUp(buyer.auth, 500_000_00);
    const placed = await payFromWallet(buyer, 2);
    const order = placed.body.data.orders[0];
    const cancelled = await send(gw, 'POST', `/v1/procurement/orders/setascancelled/${order.id}`, buyer.auth, { reason: 'Ordered twice' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.paymentStatus).toBe('refunded');
    expect((await details(buyer.auth)).balances).toEqual({ available: 500_000_00, held: 0, ledger: 500_000_00 });
    const lines = (await send(gw, 'GET', '/v1/wallet/transactions?status=released', buyer.auth)).body.data;
    expect(lines).toEqual([expect.objectContaining({ type: 'payment', amount: order.subtotalMinor })]);
  });

  it('refuses payments above the limits, and asks for a confirmation and a code above the warning limit', async () => {
    const buyer = await walletOwner('limited');
    const email = `limited-${people}@wallet.test`;
    await topUp(buyer.auth, 5_000_000_00);
    const price = pack.priceMinor;
    const set = await send(gw, 'POST', '/v1/wallet/limits', buyer.auth, {
      pin: PIN,
      warningLimit: price,
      perTransactionLimit: 3 * price,
      dailyLimit: 4 * price,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(
      (
        await send(gw, 'POST', '/v1/wallet/limits', buyer.auth, {
          pin: PIN,
          warningLimit: null,
          perTransactionLimit: null,
          dailyLimit: 10 ** 15,
        })
      ).status,
    ).toBe(400);

    const tooBig = await payFromWallet(buyer, 4);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.message).toContain('per-transaction limit');
    const unconfirmed = await payFromWallet(buyer, 2);
    expect(unconfirmed.status).toBe(428);
    expect((await payFromWallet(buyer, 2, { confirmLargePayment: true })).status).toBe(403);
    const otpId = await validatedCode(buyer.auth, email, 'large-outflow');
    expect((await payFromWallet(buyer, 2, { confirmLargePayment: true, otpId })).status).toBe(200);
    expect((await payFromWallet(buyer, 1)).status).toBe(200);
    const overDaily = await payFromWallet(buyer, 2, {
      confirmLargePayment: true,
      otpId: await validatedCode(buyer.auth, email, 'large-outflow'),
    });
    expect(overDaily.status).toBe(422);
    expect(overDaily.body.message).toContain('daily limit');
    expect((await details(buyer.auth)).balances.held).toBe(3 * price);
  });

  it('lets exactly the affordable payments through when 50 are sent at once, and one purchase per Idempotency-Key', async () => {
    const buyer = await walletOwner('rush');
    await topUp(buyer.auth, 10 * pack.priceMinor);
    const answers = await Promise.all(Array.from({ length: 50 }, () => payFromWallet(buyer, 1)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('Insufficient funds');
    expect((await details(buyer.auth)).balances).toEqual({ available: 0, held: 10 * pack.priceMinor, ledger: 10 * pack.priceMinor });

    const second = await walletOwner('repeat');
    await topUp(second.auth, 5 * pack.priceMinor);
    const key = newKey();
    const same = await Promise.all(Array.from({ length: 20 }, () => payFromWallet(second, 1, {}, key)));
    expect(new Set(same.map((a) => a.body.data?.checkoutId)).size).toBe(1);
    expect((await details(second.auth)).balances.held).toBe(pack.priceMinor);
  });

  it('lists transactions with filters, exports them as CSV and draws the daily flow', async () => {
    const owner = await walletOwner('lister');
    const first = await topUp(owner.auth, 20_000_00);
    await topUp(owner.auth, 30_000_00);
    const all = await send(gw, 'GET', '/v1/wallet/transactions?PageSize=1', owner.auth);
    expect(all.body.totalRecords).toBe(2);
    expect(all.body.data).toHaveLength(1);
    const found = await send(gw, 'GET', `/v1/wallet/transactions?search=${first.slice(3, 20)}`, owner.auth);
    expect(found.body.data.map((t: { reference: string }) => t.reference)).toEqual([first]);
    expect((await send(gw, 'GET', '/v1/wallet/transactions?from=2026-13-01', owner.auth)).status).toBe(400);
    const csv = await gw.app.inject({ method: 'GET', url: '/api/v1/wallet/transactions.csv', headers: owner.auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv.body).toContain('30000.00');
    const flow = await send(gw, 'GET', '/v1/wallet/flow?days=30', owner.auth);
    expect(flow.body.data.points).toHaveLength(30);
    expect(flow.body.data.points.reduce((sum: number, p: { in: number }) => sum + p.in, 0)).toBe(50_000_00);
  });
});
