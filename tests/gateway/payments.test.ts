import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { minPackages } from '../../src/contracts/commerce.ts';
import { buildApp } from '../../src/gateway/app.ts';
import type { Db } from '../../src/gateway/db/client.ts';
import { packages, products } from '../../src/gateway/db/schema/catalog.ts';
import { checkouts, orderEvents, orders, type AddressSnapshot } from '../../src/gateway/db/schema/commerce.ts';
import { payments } from '../../src/gateway/db/schema/payments.ts';
import { notifications } from '../../src/gateway/db/schema/platform.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { isValidPaystackSignature, paystackSignature } from '../../src/gateway/providers/paystack.ts';
import { placeOrders } from '../../src/gateway/commerce/order-placement.ts';
import { PROVIDER_DOWN } from '../../src/gateway/payments/payments.ts';
import { backends, signedInUser, startGateway, type TestGateway } from './harness.ts';
import { startPaystackServer, type PaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';

describe('the webhook signature check', () => {
  // RFC 4231, test case 2: HMAC-SHA-512 with the key "Jefe".
  const body = Buffer.from('what do ya want for nothing?');
  const expected =
    '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737';

  it('is the hex HMAC-SHA512 of the raw body with the secret key', () => {
    expect(paystackSignature(body, 'Jefe')).toBe(expected);
    expect(isValidPaystackSignature(body, expected, 'Jefe')).toBe(true);
    expect(isValidPaystackSignature(body, expected.toUpperCase(), 'Jefe')).toBe(true);
  });

  it('refuses anything else', () => {
    const flipped = `${expected.slice(0, -1)}${expected.endsWith('7') ? '8' : '7'}`;
    expect(isValidPaystackSignature(body, flipped, 'Jefe')).toBe(false);
    expect(isValidPaystackSignature(body, expected, 'jefe')).toBe(false);
    expect(isValidPaystackSignature(Buffer.from('what do ya want for nothing?\n'), expected, 'Jefe')).toBe(false);
    expect(isValidPaystackSignature(body, undefined, 'Jefe')).toBe(false);
    expect(isValidPaystackSignature(body, '', 'Jefe')).toBe(false);
    expect(isValidPaystackSignature(body, expected.slice(0, 64), 'Jefe')).toBe(false);
    expect(isValidPaystackSignature(body, `${expected.slice(0, -2)}zz`, 'Jefe')).toBe(false);
  });
});

const SECRET = 'sk_test_0123456789abcdef0123456789abcdef';
const BANK = { accountName: 'Test Market Ltd', bankName: 'Test Bank Plc', accountNumber: '1234567890' };
const ADDRESS: AddressSnapshot = {
  label: 'Factory',
  recipientName: 'Ngozi Okafor',
  phone: '+234 803 000 0000',
  line1: '12 Industrial Road',
  line2: 'Gate 3',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'NG',
  postalCode: '100001',
};
const DAY = 86_400_000;

describe.each(backends)('card payments and proforma invoices on %s', (backend) => {
  let gw: TestGateway;
  let paystack: PaystackServer;
  let webhookUrl = '';
  let buyer: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  /** Two packages of different suppliers, with the quantity their minimum order asks for. */
  let lines: { packageId: number; quantity: number }[] = [];

  beforeAll(async () => {
    paystack = await startPaystackServer(SECRET);
    gw = await startGateway(backend, 30, {
      payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url }, publicKey: 'pk_test_public', bank: BANK },
    });
    await gw.app.listen({ host: '127.0.0.1', port: 0 });
    webhookUrl = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/payments/paystack/webhook`;
    buyer = await signedInUser(gw, 'ngozi@payments.test', 'Ngozi Okafor');
    other = await signedInUser(gw, 'kwame@payments.test', 'Kwame Mensah');

    const db = gw.database.db;
    const candidates = await db
      .select({
        id: packages.id,
        size: packages.size,
        unit: packages.unit,
        moq: products.moq,
        moqUnit: products.moqUnit,
        supplierId: products.supplierId,
      })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(eq(products.status, 'published'))
      .orderBy(packages.id);
    const first = candidates[0]!;
    const second = candidates.find((c) => c.supplierId !== first.supplierId)!;
    lines = [first, second].map((c) => ({
      packageId: c.id,
      quantity: minPackages({ moq: Number(c.moq), moqUnit: c.moqUnit }, { size: Number(c.size), unit: c.unit }),
    }));
    await db
      .update(packages)
      .set({ stock: 1_000_000 })
      .where(
        inArray(
          packages.id,
          lines.map((l) => l.packageId),
        ),
      );
  });
  afterAll(async () => {
    await gw?.close();
    await paystack?.close();
  });
  // A card payment applied once is one transfer into escrow per order, whatever the provider replays.
  afterEach(async () => {
    expect((await checkLedger(gw.database.db)).problems).toEqual([]);
  });

  /** A purchase as checkout makes it: the checkout row, one order per supplier and, for card, a pending payment. */
  async function purchase(paymentMethod: 'card' | 'bank-transfer', who = buyer) {
    return gw.database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const checkoutId = uuidv7();
      await tx
        .insert(checkouts)
        .values({ id: checkoutId, userId: who.id, idempotencyKey: `key-${checkoutId}`, requestHash: 'test', paymentMethod, totalMinor: 0 });
      const orderIds = await placeOrders(
        tx,
        {
          buyer: { userId: who.id, companyId: null, name: 'Ngozi Okafor', email: 'ngozi@payments.test' },
          lines,
          address: ADDRESS,
          paymentMethod,
          checkoutId,
        },
        {
          notifications: gw.app.services.notifications,
          mail: gw.app.services.mail,
          siteUrl: 'http://localhost:4321',
          tax: gw.app.services.tax,
        },
      );
      const placed = await tx.select({ total: orders.totalMinor }).from(orders).where(inArray(orders.id, orderIds));
      const totalMinor = placed.reduce((sum, o) => sum + o.total, 0);
      await tx.update(checkouts).set({ totalMinor }).where(eq(checkouts.id, checkoutId));
      const reference =
        paymentMethod === 'card'
          ? (await gw.app.services.payments.createPending(tx, { checkoutId, amountMinor: totalMinor, currency: 'NGN' })).reference
          : '';
      return { checkoutId, orderIds, totalMinor, reference };
    });
  }

  async function send(method: 'GET' | 'POST', url: string, token: string | null) {
    const response = await gw.app.inject({
      method,
      url: `/api/v1/payments/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** A card purchase the buyer has opened the provider's page for. */
  async function initializedPurchase() {
    const bought = await purchase('card');
    const started = await send('POST', `initialize/${bought.reference}`, buyer.token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return bought;
  }

  const paymentRow = async (reference: string) =>
    (await gw.database.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
  const paymentStatuses = async (orderIds: string[]) =>
    (await gw.database.db.select({ s: orders.paymentStatus }).from(orders).where(inArray(orders.id, orderIds))).map((o) => o.s);
  const paidEvents = async (orderIds: string[]) =>
    (
      await gw.database.db
        .select({ orderId: orderEvents.orderId })
        .from(orderEvents)
        .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.kind, 'paid')))
    )
      .map((e) => e.orderId)
      .sort();
  const paidNotices = async (userId: string) =>
    gw.database.db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.kind, 'order.paid')));
  const providerCalls = (kind: 'initialize' | 'verify') =>
    paystack.requests.filter((r) =>
      kind === 'initialize' ? r === 'POST /transaction/initialize' : r.startsWith('GET /transaction/verify/'),
    ).length;

  it('offers card with the public key of the inline popup', async () => {
    const config = await send('GET', 'config', null);
    expect(config.status).toBe(200);
    expect(config.body.data).toEqual({ cardEnabled: true, publicKey: 'pk_test_public' });
    expect(gw.app.services.payments.cardEnabled).toBe(true);
  });

  it('initializes a card payment with the provider once, for the buyer only', async () => {
    const bought = await purchase('card');
    expect(bought.reference).toMatch(/^cm-[0-9a-f]{32}$/);
    expect(await gw.app.services.payments.view(bought.reference)).toMatchObject({
      status: 'pending',
      authorizationUrl: null,
      amountMinor: bought.totalMinor,
    });

    const before = providerCalls('initialize');
    const started = await send('POST', `initialize/${bought.reference}`, buyer.token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const at = paystack.transactions.get(bought.reference)!;
    expect(started.body.data).toEqual({
      reference: bought.reference,
      amountMinor: bought.totalMinor,
      currency: 'NGN',
      authorizationUrl: at.authorizationUrl,
      accessCode: at.accessCode,
      status: 'pending',
    });
    expect(at.authorizationUrl.startsWith(`${paystack.url}/checkout/`)).toBe(true);
    expect(at).toMatchObject({ email: 'ngozi@payments.test', amount: bought.totalMinor, currency: 'NGN' });
    expect(new URL(at.callbackUrl!).pathname).toBe('/order-success');
    expect(new URL(at.callbackUrl!).searchParams.get('checkout')).toBe(bought.checkoutId);

    // Stored: asking again answers the same page without calling the provider.
    const again = await send('POST', `initialize/${bought.reference}`, buyer.token);
    expect(again.body.data.authorizationUrl).toBe(at.authorizationUrl);
    expect(providerCalls('initialize')).toBe(before + 1);

    expect((await send('POST', `initialize/${bought.reference}`, other.token)).status).toBe(404);
    expect((await send('GET', `verify/${bought.reference}`, other.token)).status).toBe(404);
    expect((await send('POST', 'initialize/cm-00000000000000000000000000000000', buyer.token)).status).toBe(404);
    expect((await send('POST', 'initialize/not%20a%20reference', buyer.token)).status).toBe(404);
    expect((await send('POST', `initialize/${bought.reference}`, null)).status).toBe(401);
  });

  it("confirm-purchase by card answers with the provider's payment page, and the webhook settles the purchase", async () => {
    const request = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => {
      const response = await gw.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { ...buyer.auth, ...headers },
        ...(payload ? { payload } : {}),
      });
      return { status: response.statusCode, body: response.json() };
    };
    const address = await request('POST', 'shippingaddress/add', { ...ADDRESS, isDefault: true });
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    const confirmed = await request(
      'POST',
      'shoppingcart/confirm-purchase',
      { items: lines, shippingAddressId: address.body.data.id, paymentMethod: 'card' },
      { 'idempotency-key': 'card-purchase-0001' },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const { checkoutId, payment, totalMinor } = confirmed.body.data;
    const at = paystack.transactions.get(payment.reference)!;
    expect(payment).toEqual({
      reference: at.reference,
      amountMinor: totalMinor,
      currency: 'NGN',
      authorizationUrl: at.authorizationUrl,
      accessCode: at.accessCode,
      status: 'pending',
    });
    expect(at).toMatchObject({ email: 'ngozi@payments.test', amount: totalMinor });

    paystack.complete(payment.reference);
    expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(payment.reference))).status).toBe(200);
    const settled = await request('GET', `shoppingcart/checkout/${checkoutId}`);
    expect(settled.body.data.payment.status).toBe('succeeded');
    expect(settled.body.data.orders.map((o: { paymentStatus: string }) => o.paymentStatus)).toEqual(['paid', 'paid']);
  });

  it('marks the orders paid on a signed webhook, once, even when it arrives five times at once', async () => {
    const bought = await initializedPurchase();
    expect(bought.orderIds.length).toBe(2);
    const noticesBefore = await paidNotices(buyer.id);
    paystack.complete(bought.reference);
    const body = paystack.chargeSuccessBody(bought.reference);

    const answers = await Promise.all(Array.from({ length: 5 }, () => paystack.sendWebhook(webhookUrl, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);

    const row = await paymentRow(bought.reference);
    expect(row.status).toBe('succeeded');
    expect(row.paidAt).not.toBeNull();
    expect(await paymentStatuses(bought.orderIds)).toEqual(['paid', 'paid']);
    expect(await paidEvents(bought.orderIds)).toEqual([...bought.orderIds].sort());
    expect(await paidNotices(buyer.id)).toBe(noticesBefore + 2);

    // The buyer sees it settled; no need to ask the provider again.
    const verifies = providerCalls('verify');
    const seen = await send('GET', `verify/${bought.reference}`, buyer.token);
    expect(seen.body.data.status).toBe('succeeded');
    expect(providerCalls('verify')).toBe(verifies);
  });

  it('refuses a forged or missing signature with 401 and applies nothing', async () => {
    const bought = await initializedPurchase();
    paystack.complete(bought.reference);
    const body = paystack.chargeSuccessBody(bought.reference);
    const tampered = body.replace(`"amount":${bought.totalMinor}`, `"amount":${bought.totalMinor + 1}`);
    expect(tampered).not.toBe(body);

    for (const [payload, signature] of [
      [body, paystack.sign(body, 'sk_test_somebody_else')],
      [body, null],
      [body, 'not-a-signature'],
      [tampered, paystack.sign(body)],
    ] as const) {
      const answer = await paystack.sendWebhook(webhookUrl, payload, signature);
      expect(answer.status, answer.body).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ succeeded: false });
    }
    expect((await paymentRow(bought.reference)).status).toBe('pending');
    expect(await paymentStatuses(bought.orderIds)).toEqual(['unpaid', 'unpaid']);
    expect(await paidEvents(bought.orderIds)).toEqual([]);

    // The genuine one is still applied.
    expect((await paystack.sendWebhook(webhookUrl, body)).status).toBe(200);
    expect(await paymentStatuses(bought.orderIds)).toEqual(['paid', 'paid']);
  });

  it('applies a success found by verify once, and a later webhook changes nothing', async () => {
    const bought = await initializedPurchase();
    const early = await send('GET', `verify/${bought.reference}`, buyer.token);
    expect(early.status).toBe(200);
    expect(early.body.data.status).toBe('pending');
    expect(await paymentStatuses(bought.orderIds)).toEqual(['unpaid', 'unpaid']);

    paystack.complete(bought.reference);
    const checks = await Promise.all(Array.from({ length: 3 }, () => send('GET', `verify/${bought.reference}`, buyer.token)));
    expect(checks.map((c) => c.body.data.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(await paymentStatuses(bought.orderIds)).toEqual(['paid', 'paid']);
    expect(await paidEvents(bought.orderIds)).toEqual([...bought.orderIds].sort());

    expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(bought.reference))).status).toBe(200);
    expect(await paidEvents(bought.orderIds)).toEqual([...bought.orderIds].sort());
  });

  it('pays nothing when the amount or currency charged differs', async () => {
    const short = await initializedPurchase();
    paystack.complete(short.reference, { amount: short.totalMinor - 100 });
    expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(short.reference))).status).toBe(200);
    expect((await paymentRow(short.reference)).status).toBe('failed');
    expect(await paymentStatuses(short.orderIds)).toEqual(['unpaid', 'unpaid']);
    expect(await paidEvents(short.orderIds)).toEqual([]);
    expect((await send('GET', `verify/${short.reference}`, buyer.token)).body.data.status).toBe('failed');

    const dollars = await initializedPurchase();
    paystack.complete(dollars.reference, { currency: 'USD' });
    expect((await send('GET', `verify/${dollars.reference}`, buyer.token)).body.data.status).toBe('failed');
    expect(await paymentStatuses(dollars.orderIds)).toEqual(['unpaid', 'unpaid']);
    expect(await paidEvents(dollars.orderIds)).toEqual([]);
  });

  it('acknowledges events it does not act on', async () => {
    const unknown = JSON.stringify({
      event: 'charge.success',
      data: { status: 'success', reference: 'cm-ffffffffffffffffffffffffffffffff', amount: 5000, currency: 'NGN' },
    });
    expect((await paystack.sendWebhook(webhookUrl, unknown)).status).toBe(200);
    const transfer = JSON.stringify({ event: 'transfer.success', data: { reference: 'tr-1', amount: 5000, currency: 'NGN' } });
    expect((await paystack.sendWebhook(webhookUrl, transfer)).status).toBe(200);
    expect((await paystack.sendWebhook(webhookUrl, 'not json')).status).toBe(400);
  });

  it('refuses a webhook body over 64 KB', async () => {
    const big = JSON.stringify({ event: 'charge.success', data: { padding: 'x'.repeat(70_000) } });
    expect((await paystack.sendWebhook(webhookUrl, big)).status).toBe(413);
  });

  it('answers 502 while the provider is down and keeps the payment pending', async () => {
    const bought = await purchase('card');
    paystack.down = true;
    try {
      const refused = await send('POST', `initialize/${bought.reference}`, buyer.token);
      expect(refused.status).toBe(502);
      expect(refused.body.message).toBe(PROVIDER_DOWN);
      expect(await paymentRow(bought.reference)).toMatchObject({ status: 'pending', authorizationUrl: null });
      expect((await send('GET', `verify/${bought.reference}`, buyer.token)).status).toBe(502);
    } finally {
      paystack.down = false;
    }
    const started = await send('POST', `initialize/${bought.reference}`, buyer.token);
    expect(started.status).toBe(200);
    expect(started.body.data.authorizationUrl).toBe(paystack.transactions.get(bought.reference)!.authorizationUrl);
  });

  /** The provider's side of a start whose answer never came back: it has the reference, nobody here recorded its page. */
  async function lostStart(reference: string, amount: number) {
    const sent = await fetch(`${paystack.url}/transaction/initialize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ngozi@payments.test', amount, reference, currency: 'NGN' }),
    });
    expect(sent.status).toBe(200);
  }

  it('starts a payment again under a new reference when the first start reached the provider but its answer was lost', async () => {
    const bought = await purchase('card');
    await lostStart(bought.reference, bought.totalMinor);

    // The provider refuses the reference twice; the payment moves to a new one and gets its page.
    const started = await send('POST', `initialize/${bought.reference}`, buyer.token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const fresh = started.body.data.reference as string;
    expect(fresh).toMatch(/^cm-[0-9a-f]{32}$/);
    expect(fresh).not.toBe(bought.reference);
    expect(started.body.data.authorizationUrl).toBe(paystack.transactions.get(fresh)!.authorizationUrl);
    expect((await send('POST', `initialize/${fresh}`, buyer.token)).body.data.authorizationUrl).toBe(started.body.data.authorizationUrl);

    paystack.complete(fresh);
    expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(fresh))).status).toBe(200);
    expect(await paymentStatuses(bought.orderIds)).toEqual(['paid', 'paid']);
    expect(await paidEvents(bought.orderIds)).toEqual([...bought.orderIds].sort());
  });

  it('applies a lost start that was paid after all, and a success under the abandoned reference, once', async () => {
    // Paid on the provider's page whose address was lost: found by verify when the payment is started again.
    const paidThere = await purchase('card');
    await lostStart(paidThere.reference, paidThere.totalMinor);
    paystack.complete(paidThere.reference);
    const started = await send('POST', `initialize/${paidThere.reference}`, buyer.token);
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ reference: paidThere.reference, status: 'succeeded' });
    expect(await paymentStatuses(paidThere.orderIds)).toEqual(['paid', 'paid']);

    // Started again under a new reference, then the old transaction succeeds after all: applied once.
    const late = await purchase('card');
    await lostStart(late.reference, late.totalMinor);
    const moved = await send('POST', `initialize/${late.reference}`, buyer.token);
    expect(moved.body.data.reference).not.toBe(late.reference);
    paystack.complete(late.reference);
    expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(late.reference))).status).toBe(200);
    expect(await paymentRow(moved.body.data.reference)).toMatchObject({ status: 'succeeded' });
    expect(await paidEvents(late.orderIds)).toEqual([...late.orderIds].sort());
    paystack.complete(moved.body.data.reference);
    expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(moved.body.data.reference))).status).toBe(200);
    expect(await paidEvents(late.orderIds)).toEqual([...late.orderIds].sort());
  });

  it('does not offer card without a secret key', async () => {
    const bare = await buildApp({ db: gw.database.db });
    try {
      const config = await bare.inject({ method: 'GET', url: '/api/v1/payments/config' });
      expect(config.json().data).toEqual({ cardEnabled: false, publicKey: null });
      expect(bare.services.payments.cardEnabled).toBe(false);
      const body = JSON.stringify({ event: 'charge.success', data: { reference: 'cm-1', amount: 1, currency: 'NGN' } });
      const webhook = await bare.inject({
        method: 'POST',
        url: '/api/v1/payments/paystack/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': paystack.sign(body) },
      });
      expect(webhook.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });

  it('gives the data of a proforma invoice for a bank-transfer purchase, to its buyer only', async () => {
    const bought = await purchase('bank-transfer');
    const answer = await send('GET', `proforma/${bought.checkoutId}`, buyer.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const invoice = answer.body.data;
    expect(invoice).toMatchObject({
      checkoutId: bought.checkoutId,
      paymentMethod: 'bank-transfer',
      bank: BANK,
      currency: 'NGN',
      buyer: { name: 'Ngozi Okafor', email: 'ngozi@payments.test', companyName: null },
      shippingAddress: ADDRESS,
      totalMinor: bought.totalMinor,
      amountDueMinor: bought.totalMinor,
    });
    expect(Date.parse(invoice.dueAt) - Date.parse(invoice.issuedAt)).toBe(7 * DAY);
    expect(invoice.orders).toHaveLength(2);
    const numbers = await gw.database.db
      .select({ id: orders.id, number: orders.number, subtotal: orders.subtotalMinor })
      .from(orders)
      .where(inArray(orders.id, bought.orderIds));
    for (const order of invoice.orders) {
      const row = numbers.find((n) => n.id === order.orderId)!;
      expect(order.number).toBe(`MC-${row.number}`);
      expect(order.paymentReference).toBe(order.number);
      expect(order.subtotalMinor).toBe(row.subtotal);
      expect(order.lines.reduce((sum: number, l: { lineTotalMinor: number }) => sum + l.lineTotalMinor, 0)).toBe(row.subtotal);
      expect(order.supplier.name).toBeTruthy();
      expect(order).toMatchObject({ status: 'placed', paymentStatus: 'unpaid' });
    }
    expect(new Set(invoice.orders.map((o: { supplier: { id: number } }) => o.supplier.id)).size).toBe(2);

    expect((await send('GET', `proforma/${bought.checkoutId}`, other.token)).status).toBe(404);
    expect((await send('GET', 'proforma/not-a-uuid', buyer.token)).status).toBe(404);
    expect((await send('GET', `proforma/${bought.checkoutId}`, null)).status).toBe(401);
  });
});
