import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketToday } from '../../src/contracts/requests.ts';
import type { Db } from '../../src/gateway/db/client.ts';
import { products } from '../../src/gateway/db/schema/catalog.ts';
import { orders } from '../../src/gateway/db/schema/commerce.ts';
import { productViews } from '../../src/gateway/db/schema/catalog.ts';
import { placeOrders } from '../../src/gateway/commerce/order-placement.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import {
  addressBody,
  buyer,
  db,
  member,
  packagesOfSuppliers,
  send,
  seller,
  stockUp,
  type Auth,
  type Person,
  type TestPackage,
} from './commerce-fixtures.ts';

function daysAgo(n: number): string {
  const date = new Date(`${marketToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

describe.each(backends)('storefront stats and charts on %s', (backend) => {
  let gw: TestGateway;
  let a: TestPackage;
  let b: TestPackage;
  let sellerA: { id: string; companyId: string; auth: Auth };
  let ada: Person;
  /** Orders of storefront A: [days ago, subtotal, cancelled]. */
  const placed: [number, number, boolean][] = [];

  /** Places an order of `quantity` packages straight through placeOrders, then moves it `ago` days back. */
  async function order(pack: TestPackage, quantity: number, ago: number, cancelled = false): Promise<number> {
    const address = { ...addressBody(), country: 'NG' };
    const [id] = await db(gw).transaction(async (tx) =>
      placeOrders(
        tx as unknown as Db,
        {
          buyer: { userId: ada.id, companyId: null, name: 'Ada Obi', email: 'ada@stats.test' },
          lines: [{ packageId: pack.id, quantity }],
          address,
          paymentMethod: 'bank-transfer',
          checkoutId: null,
        },
        {
          notifications: gw.app.services.notifications,
          mail: gw.app.services.mail,
          siteUrl: 'http://market.test',
          tax: gw.app.services.tax,
        },
      ),
    );
    await db(gw)
      .update(orders)
      .set({
        placedAt: sql`now() - make_interval(days => ${ago})`,
        ...(cancelled ? { status: 'cancelled' as const, cancelledAt: sql`now()` } : {}),
      })
      .where(eq(orders.id, id!));
    const [row] = await db(gw).select({ subtotal: orders.subtotalMinor }).from(orders).where(eq(orders.id, id!));
    if (pack.supplierId === a.supplierId) placed.push([ago, row!.subtotal, cancelled]);
    return row!.subtotal;
  }

  const expected = (days: number) => {
    const inPeriod = placed.filter(([ago]) => ago < days);
    return { orders: inPeriod.length, revenueMinor: inPeriod.filter(([, , c]) => !c).reduce((sum, [, s]) => sum + s, 0) };
  };

  const beacon = (productId: number, remoteAddress = '10.0.0.1') =>
    gw.app.inject({
      method: 'POST',
      url: '/api/v1/marketplace/product-view',
      remoteAddress,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ productId }),
    });

  beforeAll(async () => {
    gw = await startGateway(backend, 30);
    [a, b] = (await packagesOfSuppliers(gw, 2)) as [TestPackage, TestPackage];
    await stockUp(gw, a!, 1000);
    await stockUp(gw, b!, 1000);
    sellerA = await seller(gw, 'seller-a@stats.test', a!.supplierId);
    ada = await buyer(gw, 'ada@stats.test', 'Ada Obi');
    await order(a, 2, 0);
    await order(a, 3, 0, true);
    await order(a, 1, 3);
    await order(a, 4, 10);
    await order(a, 5, 40);
    await order(a, 6, 120);
    await order(b, 7, 0);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('answers an empty storefront with zeros', async () => {
    const other = await seller(gw, 'seller-c@stats.test', (await packagesOfSuppliers(gw, 3))[2]!.supplierId);
    const stats = await send(gw, 'GET', '/v1/storefront/stats?Days=7', other.auth);
    expect(stats.body.data).toMatchObject({ days: 7, orders: 0, revenueMinor: 0, openRequests: 0, productViews: 0 });
    const charts = await send(gw, 'GET', '/v1/storefront/charts?Days=7', other.auth);
    expect(charts.body.data.series.every((p: { orders: number; revenueMinor: number }) => p.orders === 0 && p.revenueMinor === 0)).toBe(
      true,
    );
  });

  it("counts the period's orders and the revenue of those not cancelled, for 7, 30 and 90 days", async () => {
    for (const days of [7, 30, 90]) {
      const stats = await send(gw, 'GET', `/v1/storefront/stats?Days=${days}`, sellerA.auth);
      expect(stats.status, JSON.stringify(stats.body)).toBe(200);
      expect(stats.body.data, `${days} days`).toMatchObject({ days, currency: 'NGN', ...expected(days) });
    }
    expect(expected(7)).toEqual({ orders: 3, revenueMinor: placed[0]![1] + placed[2]![1] });
    const [published] = await db(gw)
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.supplierId, a.supplierId), eq(products.status, 'published')));
    expect((await send(gw, 'GET', '/v1/storefront/stats', sellerA.auth)).body.data).toMatchObject({
      days: 30,
      products: Number(published!.n),
    });
  });

  it('draws one zero-filled point a day, oldest first, ending today', async () => {
    const charts = await send(gw, 'GET', '/v1/storefront/charts?Days=30', sellerA.auth);
    expect(charts.status).toBe(200);
    const series = charts.body.data.series as { day: string; orders: number; revenueMinor: number }[];
    expect(series).toHaveLength(30);
    expect(series[0]!.day).toBe(daysAgo(29));
    expect(series.at(-1)!.day).toBe(marketToday());
    const byDay = new Map(series.map((p) => [p.day, p]));
    expect(byDay.get(daysAgo(0))).toEqual({ day: daysAgo(0), orders: 2, revenueMinor: placed[0]![1] });
    expect(byDay.get(daysAgo(3))).toEqual({ day: daysAgo(3), orders: 1, revenueMinor: placed[2]![1] });
    expect(byDay.get(daysAgo(10))).toEqual({ day: daysAgo(10), orders: 1, revenueMinor: placed[3]![1] });
    expect(byDay.get(daysAgo(1))).toEqual({ day: daysAgo(1), orders: 0, revenueMinor: 0 });
    expect(series.reduce((sum, p) => sum + p.orders, 0)).toBe(expected(30).orders);
    expect(series.reduce((sum, p) => sum + p.revenueMinor, 0)).toBe(expected(30).revenueMinor);
    expect((await send(gw, 'GET', '/v1/storefront/charts?Days=90', sellerA.auth)).body.data.series).toHaveLength(90);
  });

  it('counts product views from the page beacon, per day, limited per address', async () => {
    for (let n = 0; n < 3; n++) expect((await beacon(a.productId)).statusCode).toBe(200);
    expect((await beacon(b.productId)).statusCode).toBe(200);
    expect((await beacon(999999)).statusCode).toBe(404);
    await db(gw)
      .insert(productViews)
      .values({ productId: a.productId, day: daysAgo(12), views: 40 });
    expect((await send(gw, 'GET', '/v1/storefront/stats?Days=7', sellerA.auth)).body.data.productViews).toBe(3);
    expect((await send(gw, 'GET', '/v1/storefront/stats?Days=30', sellerA.auth)).body.data.productViews).toBe(43);
    const [today] = await db(gw)
      .select()
      .from(productViews)
      .where(and(eq(productViews.productId, a.productId), eq(productViews.day, marketToday())));
    expect(today!.views).toBe(3);

    // A JSON body works too; past the limit an address is refused and not counted.
    const json = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/marketplace/product-view',
      remoteAddress: '10.0.0.9',
      payload: { productId: b.productId },
    });
    expect(json.statusCode).toBe(200);
    const answers: number[] = [];
    for (let n = 0; n < 125; n++) answers.push((await beacon(b.productId, '10.0.0.2')).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(120);
    expect(answers.at(-1)).toBe(429);
    const rows = await db(gw)
      .select()
      .from(productViews)
      .where(inArray(productViews.productId, [b.productId]));
    expect(rows.reduce((sum, r) => sum + r.views, 0)).toBe(1 + 1 + 120);
  });

  it('counts the requests waiting for the seller', async () => {
    const buyerCo = await member(gw, 'owner@stats-buyer.test', 'owner');
    const quote = { productId: a.productId, packageId: a.id, quantity: 1, deliveryPlace: 'Lagos', incoterm: 'DAP', neededBy: daysAgo(-10) };
    const open = (await send(gw, 'POST', '/v1/quotes/request', buyerCo.auth, quote)).body.data.id;
    const answered = (await send(gw, 'POST', '/v1/quotes/request', buyerCo.auth, quote)).body.data.id;
    await send(gw, 'POST', `/v1/quotes/answer/${answered}`, sellerA.auth, { unitPriceMinor: 1000, validUntil: daysAgo(-3) });
    const sample = { productId: a.productId, quantity: '1 kg', deliveryAddress: 'Ikeja, Lagos' };
    await send(gw, 'POST', '/v1/samplerequest/new', buyerCo.auth, sample);
    const approved = (await send(gw, 'POST', '/v1/samplerequest/new', buyerCo.auth, sample)).body.data.id;
    await send(gw, 'POST', `/v1/samplerequest/approve/${approved}`, sellerA.auth, {});
    const shipped = (await send(gw, 'POST', '/v1/samplerequest/new', buyerCo.auth, sample)).body.data.id;
    await send(gw, 'POST', `/v1/samplerequest/approve/${shipped}`, sellerA.auth, {});
    await send(gw, 'POST', `/v1/samplerequest/ship/${shipped}`, sellerA.auth, { trackingNote: 'Courier' });
    await send(gw, 'POST', '/v1/documentrequest/new', buyerCo.auth, { productId: a.productId, kind: 'SDS' });
    expect(open).toBeTruthy();
    // Open quote + pending sample + approved sample + pending document.
    expect((await send(gw, 'GET', '/v1/storefront/stats', sellerA.auth)).body.data.openRequests).toBe(4);
  });

  it('is for sellers with a storefront, over 7, 30 or 90 days', async () => {
    const noStore = await member(gw, 'owner@no-store.test', 'owner');
    const refused = await send(gw, 'GET', '/v1/storefront/stats', noStore.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('no storefront');
    expect((await send(gw, 'GET', '/v1/storefront/charts', ada.auth)).status).toBe(403);
    expect((await send(gw, 'GET', '/v1/storefront/stats', null)).status).toBe(401);
    const badPeriod = await send(gw, 'GET', '/v1/storefront/charts?Days=14', sellerA.auth);
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.errors).toHaveProperty('Days');
  });
});
