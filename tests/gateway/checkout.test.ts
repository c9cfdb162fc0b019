import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/gateway/db/client.ts';
import { checkouts, orderLines, orders } from '../../src/gateway/db/schema/commerce.ts';
import { placeOrders } from '../../src/gateway/commerce/order-placement.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import {
  addAddress,
  buyer,
  db,
  newKey,
  packagesOfSuppliers,
  purchase,
  send,
  seller,
  stockOf,
  stockUp,
  type Auth,
  type Person,
  type TestPackage,
} from './commerce-fixtures.ts';

type OrderView = {
  id: string;
  number: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  supplier: { id: number };
  lines: {
    packageId: number;
    unitPriceMinor: number;
    quantity: number;
    lineTotalMinor: number;
    productName: string;
    packageLabel: string;
  }[];
  subtotalMinor: number;
  actions: string[];
  events: { kind: string; actor: string }[];
  shippingAddress: Record<string, string>;
};

describe.each(backends)('checkout on %s', (backend) => {
  let gw: TestGateway;
  let ada: Person & { address: string };
  let a: TestPackage;
  let b: TestPackage;
  let c: TestPackage;
  let sellerOfA: { auth: Auth };

  const person = async (email: string, name = 'Ada Obi') => {
    const p = await buyer(gw, email, name);
    return { ...p, address: await addAddress(gw, p.auth, { recipientName: name }) };
  };
  const cart = (method: 'GET' | 'POST' | 'DELETE', path: string, auth: Auth, body?: unknown) =>
    send(gw, method, `/v1/shoppingcart/${path}`, auth, body);
  const ordersOf = async (auth: Auth) => (await send(gw, 'GET', '/v1/procurement/orders?PageSize=200', auth)).body;
  const checkoutRows = async (userId: string) => db(gw).select().from(checkouts).where(eq(checkouts.userId, userId));

  beforeAll(async () => {
    gw = await startGateway(backend, 40);
    [a, b, c] = (await packagesOfSuppliers(gw, 3)) as [TestPackage, TestPackage, TestPackage];
    await stockUp(gw, a!, 100);
    await stockUp(gw, b!, 100);
    await stockUp(gw, c!, 50, 2);
    sellerOfA = await seller(gw, 'seller-a@checkout.test', a!.supplierId);
    ada = await person('ada@checkout.test');
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("splits a two-supplier cart into two orders at the server's prices, takes the stock and empties the cart", async () => {
    await cart('POST', 'create', ada.auth, { packageId: a.id, quantity: 2 });
    await cart('POST', 'create', ada.auth, { packageId: b.id, quantity: 3 });
    const stockA = await stockOf(gw, a.id);
    const stockB = await stockOf(gw, b.id);

    // A price or total sent by the client is not part of the contract and changes nothing.
    const bought = await purchase(gw, ada.auth, {
      shippingAddressId: ada.address,
      paymentMethod: 'bank-transfer',
      totalMinor: 1,
      packagePrice: 1,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const result = bought.body.data;
    expect(result).toMatchObject({
      paymentMethod: 'bank-transfer',
      payment: null,
      currency: 'NGN',
      totalMinor: a.priceMinor * 2 + b.priceMinor * 3,
    });
    const placed = result.orders as OrderView[];
    expect(placed).toHaveLength(2);
    const orderA = placed.find((o) => o.supplier.id === a.supplierId)!;
    const orderB = placed.find((o) => o.supplier.id === b.supplierId)!;
    expect(orderA.lines).toEqual([
      expect.objectContaining({
        packageId: a.id,
        unitPriceMinor: a.priceMinor,
        quantity: 2,
        lineTotalMinor: a.priceMinor * 2,
        productName: a.name,
        packageLabel: a.label,
      }),
    ]);
    expect(orderB.lines).toEqual([expect.objectContaining({ packageId: b.id, unitPriceMinor: b.priceMinor, quantity: 3 })]);
    for (const order of placed) {
      expect(order).toMatchObject({ status: 'placed', paymentStatus: 'unpaid', paymentMethod: 'bank-transfer', actions: ['cancel'] });
      expect(order.number).toMatch(/^MC-\d+$/);
      expect(order.events.map((e) => [e.kind, e.actor])).toEqual([['placed', 'buyer']]);
      expect(order.shippingAddress).toMatchObject({ recipientName: 'Ada Obi', city: 'Apapa', country: 'NG' });
    }
    expect(await stockOf(gw, a.id)).toBe(stockA - 2);
    expect(await stockOf(gw, b.id)).toBe(stockB - 3);
    expect((await cart('GET', 'get', ada.auth)).body.data.lines).toEqual([]);

    // The result can be read again (order-success page, proforma invoice), by its buyer only.
    const again = await send(gw, 'GET', `/v1/shoppingcart/checkout/${result.checkoutId}`, ada.auth);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(result);
    const stranger = await person('stranger@checkout.test');
    expect((await send(gw, 'GET', `/v1/shoppingcart/checkout/${result.checkoutId}`, stranger.auth)).status).toBe(404);
    expect((await send(gw, 'GET', '/v1/shoppingcart/checkout/nope', ada.auth)).status).toBe(404);

    // The seller is told, with a link to the order.
    const news = (await send(gw, 'GET', '/v1/notifications/get-all', sellerOfA.auth)).body.data as {
      kind: string;
      title: string;
      link: string;
    }[];
    expect(news).toContainEqual(
      expect.objectContaining({ kind: 'order.placed', title: `New order ${orderA.number}`, link: `/storefront/orders?order=${orderA.id}` }),
    );
  });

  it('buys only the lines sent and leaves the rest of the cart, ignoring a price sent with a line', async () => {
    await cart('DELETE', 'clear', ada.auth);
    await cart('POST', 'create', ada.auth, { packageId: a.id, quantity: 1 });
    await cart('POST', 'create', ada.auth, { packageId: b.id, quantity: 1 });
    const bought = await purchase(gw, ada.auth, {
      items: [{ packageId: b.id, quantity: 4, packagePrice: 1, unitPriceMinor: 1 }],
      shippingAddressId: ada.address,
      paymentMethod: 'bank-transfer',
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data.orders).toHaveLength(1);
    expect(bought.body.data.orders[0].lines[0]).toMatchObject({ packageId: b.id, unitPriceMinor: b.priceMinor, quantity: 4 });
    expect(bought.body.data.totalMinor).toBe(b.priceMinor * 4);
    expect((await cart('GET', 'get', ada.auth)).body.data.lines.map((l: { packageId: number }) => l.packageId)).toEqual([a.id]);
    await cart('DELETE', 'clear', ada.auth);
  });

  it('refuses bad lines naming them, and stores nothing', async () => {
    const ike = await person('ike@checkout.test', 'Ike Nwosu');
    await stockUp(gw, b, 4);
    const before = { a: await stockOf(gw, a.id), b: await stockOf(gw, b.id), c: await stockOf(gw, c.id) };
    const key = newKey();
    const body = (items: unknown) => ({ items, shippingAddressId: ike.address, paymentMethod: 'bank-transfer' });
    const cases: { items: unknown; status: number; field: string; message?: string }[] = [
      { items: [{ packageId: a.id, quantity: 0 }], status: 400, field: 'items.0.quantity' },
      {
        items: [
          { packageId: a.id, quantity: 1 },
          { packageId: b.id, quantity: -3 },
        ],
        status: 400,
        field: 'items.1.quantity',
      },
      {
        items: [
          { packageId: a.id, quantity: 1 },
          { packageId: b.id, quantity: 5 },
        ],
        status: 409,
        field: 'items.1.quantity',
        message: `${b.name}, ${b.label}: only 4 left`,
      },
      {
        items: [{ packageId: c.id, quantity: 1 }],
        status: 400,
        field: 'items.0.quantity',
        message: `${c.name}, ${c.label}: minimum order is 2 packages`,
      },
      { items: [{ packageId: 99_999_999, quantity: 1 }], status: 400, field: 'items.0.packageId' },
      {
        items: [
          { packageId: a.id, quantity: 1 },
          { packageId: a.id, quantity: 2 },
        ],
        status: 400,
        field: 'items.1.packageId',
      },
      { items: [], status: 400, field: 'items' },
    ];
    for (const test of cases) {
      // The same key each time: a refused purchase leaves it unused.
      const response = await purchase(gw, ike.auth, body(test.items), key);
      expect(response.status, JSON.stringify(test.items)).toBe(test.status);
      expect(response.body.errors, JSON.stringify(response.body)).toHaveProperty([test.field]);
      if (test.message) expect(response.body.message).toBe(test.message);
    }
    expect(await stockOf(gw, a.id)).toBe(before.a);
    expect(await stockOf(gw, b.id)).toBe(before.b);
    expect(await stockOf(gw, c.id)).toBe(before.c);
    expect((await ordersOf(ike.auth)).totalRecords).toBe(0);
    expect(await checkoutRows(ike.id)).toEqual([]);

    // Fixed, the same key goes through.
    const fixed = await purchase(
      gw,
      ike.auth,
      body([
        { packageId: b.id, quantity: 4 },
        { packageId: c.id, quantity: 2 },
      ]),
      key,
    );
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(await stockOf(gw, b.id)).toBe(0);
    expect(await stockOf(gw, c.id)).toBe(before.c - 2);
    const sold = await purchase(gw, ike.auth, body([{ packageId: b.id, quantity: 1 }]));
    expect(sold.status).toBe(409);
    expect(sold.body.message).toBe(`${b.name}, ${b.label}: out of stock`);
    await stockUp(gw, b, 100);
  });

  it("needs a valid Idempotency-Key, an address of the buyer's own, a cart with lines, and card only when offered", async () => {
    const body = { items: [{ packageId: a.id, quantity: 1 }], shippingAddressId: ada.address, paymentMethod: 'bank-transfer' };
    const noKey = await send(gw, 'POST', '/v1/shoppingcart/confirm-purchase', ada.auth, body);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toContain('Idempotency-Key');
    expect(noKey.body.errors).toHaveProperty(['Idempotency-Key']);
    for (const key of ['short', 'has spaces in it', 'x'.repeat(201)]) {
      const bad = await purchase(gw, ada.auth, body, key);
      expect(bad.status, key).toBe(400);
      expect(bad.body.message).toContain('Idempotency-Key');
    }

    const other = await person('other@checkout.test');
    const foreign = await purchase(gw, ada.auth, { ...body, shippingAddressId: other.address });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toHaveProperty(['shippingAddressId']);

    const empty = await purchase(gw, other.auth, { shippingAddressId: other.address, paymentMethod: 'bank-transfer' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty(['items']);

    // This gateway has no card provider.
    const card = await purchase(gw, ada.auth, { ...body, paymentMethod: 'card' });
    expect(card.status).toBe(400);
    expect(card.body.errors.paymentMethod).toEqual(['Card payment is not available; choose bank transfer']);

    expect((await purchase(gw, ada.auth, { ...body, paymentMethod: 'cash' })).body.errors).toHaveProperty(['paymentMethod']);
    expect(await checkoutRows(other.id)).toEqual([]);
  });

  it('sells a package with 10 in stock to exactly 10 of 50 buyers at once, never below zero', async () => {
    const [hot] = await packagesOfSuppliers(gw, 1, [a.id, b.id, c.id]);
    await stockUp(gw, hot!, 10);
    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push(await person(`rush-${i}@checkout.test`, `Buyer ${i}`));
    const answers = await Promise.all(
      buyers.map((p) =>
        purchase(gw, p.auth, {
          items: [{ packageId: hot!.id, quantity: 1 }],
          shippingAddressId: p.address,
          paymentMethod: 'bank-transfer',
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(refused.body.message).toMatch(
        new RegExp(`^${hot!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, ${hot!.label}: (out of stock|only \\d+ left)$`),
      );
    }
    expect(await stockOf(gw, hot!.id)).toBe(0);
    const sold = await db(gw).select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.packageId, hot!.id));
    expect(sold.reduce((sum, l) => sum + l.quantity, 0)).toBe(10);
  });

  it('answers the same Idempotency-Key sent 20 times at once with one purchase, and refuses it with another body', async () => {
    const zara = await person('zara@checkout.test', 'Zara Bello');
    await stockUp(gw, a, 100);
    await stockUp(gw, b, 100);
    const key = newKey();
    const body = {
      items: [
        { packageId: b.id, quantity: 2 },
        { packageId: a.id, quantity: 1 },
      ],
      shippingAddressId: zara.address,
      paymentMethod: 'bank-transfer',
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => purchase(gw, zara.auth, body, key)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect(answer.body.data).toEqual(answers[0]!.body.data);
    expect(answers[0]!.body.data.orders).toHaveLength(2);
    const rows = await checkoutRows(zara.id);
    expect(rows).toHaveLength(1);
    expect(await db(gw).$count(orders, eq(orders.checkoutId, rows[0]!.id))).toBe(2);
    expect((await ordersOf(zara.auth)).totalRecords).toBe(2);
    expect(await stockOf(gw, a.id)).toBe(99);
    expect(await stockOf(gw, b.id)).toBe(98);

    // The same lines in another order are the same purchase.
    const reordered = await purchase(gw, zara.auth, { ...body, items: [...body.items].reverse() }, key);
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.checkoutId).toBe(answers[0]!.body.data.checkoutId);

    const different = await purchase(gw, zara.auth, { ...body, items: [{ packageId: b.id, quantity: 3 }] }, key);
    expect(different.status).toBe(409);
    expect(different.body.message).toContain('This Idempotency-Key was used for a different purchase');
    // Keys are per person: another buyer may use the same one.
    const other = await person('zed@checkout.test');
    expect((await purchase(gw, other.auth, { ...body, shippingAddressId: other.address }, key)).status).toBe(200);
  });

  it('places an order from agreed prices for another caller (placeOrders), checking stock all the same', async () => {
    const quoteBuyer = await person('quote@checkout.test', 'Quote Buyer');
    await stockUp(gw, a, 3);
    const address = {
      label: 'Plant',
      recipientName: 'Quote Buyer',
      phone: '+2348000000',
      line1: '1 Road',
      line2: '',
      city: 'Kano',
      state: '',
      country: 'NG',
      postalCode: '',
    };
    const deps = {
      notifications: gw.app.services.notifications,
      mail: gw.app.services.mail,
      siteUrl: 'http://localhost:4321',
      tax: gw.app.services.tax,
    };
    const input = (quantity: number) => ({
      buyer: { userId: quoteBuyer.id, companyId: null, name: 'Quote Buyer', email: 'quote@checkout.test' },
      lines: [{ packageId: a.id, quantity, unitPriceMinor: 12_345 }],
      address,
      paymentMethod: 'bank-transfer' as const,
      checkoutId: null,
      quoteId: '01900000-0000-7000-8000-000000000001',
    });
    await expect(db(gw).transaction((tx) => placeOrders(tx as unknown as Db, input(4), deps))).rejects.toMatchObject({
      statusCode: 409,
      message: `${a.name}, ${a.label}: only 3 left`,
    });
    const [id] = await db(gw).transaction((tx) => placeOrders(tx as unknown as Db, input(3), deps));
    const order = (await send(gw, 'GET', `/v1/procurement/orders/${id}`, quoteBuyer.auth)).body.data;
    expect(order).toMatchObject({
      quoteId: '01900000-0000-7000-8000-000000000001',
      subtotalMinor: 12_345 * 3,
      lines: [expect.objectContaining({ unitPriceMinor: 12_345, quantity: 3 })],
    });
    expect(await stockOf(gw, a.id)).toBe(0);
    await stockUp(gw, a, 100);
  });
});
