import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/gateway/db/client.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { markCheckoutPaid } from '../../src/gateway/commerce/index.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import {
  addAddress,
  buyer,
  db,
  member,
  packagesOfSuppliers,
  purchase,
  send,
  seller,
  stockOf,
  stockUp,
  type Auth,
  type TestPackage,
} from './commerce-fixtures.ts';

type OrderView = {
  id: string;
  number: string;
  status: string;
  paymentStatus: string;
  actions: string[];
  trackingNote: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  events: { kind: string; actor: string; note: string | null }[];
  supplier: { id: number };
  lines: { productName: string }[];
};

describe.each(backends)('orders on %s', (backend) => {
  let gw: TestGateway;
  let a: TestPackage;
  let b: TestPackage;
  let shopper: { id: string; auth: Auth; address: string };
  let sellerA: { auth: Auth };
  let sellerB: { auth: Auth };

  beforeAll(async () => {
    // Delivery pays the seller at once here; the claim window before it is tests/gateway/claims.test.ts's.
    gw = await startGateway(backend, 40, { claims: { windowDays: 0 } });
    [a, b] = (await packagesOfSuppliers(gw, 2)) as [TestPackage, TestPackage];
    await stockUp(gw, a!, 1000);
    await stockUp(gw, b!, 1000);
    sellerA = await seller(gw, 'seller-a@orders.test', a!.supplierId);
    sellerB = await seller(gw, 'seller-b@orders.test', b!.supplierId);
    const person = await buyer(gw, 'shopper@orders.test', 'Femi Adebayo');
    shopper = { ...person, address: await addAddress(gw, person.auth) };
  });
  afterAll(async () => {
    await gw?.close();
  });
  // Every paid order's money entered escrow once, and every delivered one paid its seller once.
  afterEach(async () => {
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  /** Places one order of `quantity` packages of `pack` and returns it. */
  async function order(
    pack: TestPackage,
    quantity = 1,
    who: { auth: Auth; address: string } = shopper,
  ): Promise<OrderView & { checkoutId: string }> {
    const response = await purchase(gw, who.auth, {
      items: [{ packageId: pack.id, quantity }],
      shippingAddressId: who.address,
      paymentMethod: 'bank-transfer',
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return { ...response.body.data.orders[0], checkoutId: response.body.data.checkoutId };
  }
  const asSeller = (auth: Auth, action: string, id: string, body?: unknown) =>
    send(gw, 'POST', `/v1/storefront/orders/${action}/${id}`, auth, body ?? {});
  const asBuyer = (auth: Auth, action: string, id: string, body?: unknown) =>
    send(gw, 'POST', `/v1/procurement/orders/${action}/${id}`, auth, body ?? {});
  const notifications = async (auth: Auth) =>
    (await send(gw, 'GET', '/v1/notifications/get-all?PageSize=100', auth)).body.data as {
      kind: string;
      title: string;
      body: string;
      link: string;
    }[];

  it('goes placed → accepted → paid → shipped → delivered, showing each side what it may do next and telling the other', async () => {
    const placed = await order(a, 2);
    const seen = await send(gw, 'GET', `/v1/storefront/orders/${placed.id}`, sellerA.auth);
    expect(seen.status).toBe(200);
    expect(seen.body.data.actions).toEqual(['accept', 'confirm-payment', 'cancel']);
    expect(seen.body.data.buyer).toMatchObject({ name: 'Femi Adebayo', email: 'shopper@orders.test', companyName: null });

    const accepted = await asSeller(sellerA.auth, 'accept', placed.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', paymentStatus: 'unpaid', actions: ['confirm-payment', 'cancel'] });
    expect((await send(gw, 'GET', `/v1/procurement/orders/${placed.id}`, shopper.auth)).body.data.actions).toEqual([]);

    const paid = await asSeller(sellerA.auth, 'confirm-payment', placed.id);
    expect(paid.status).toBe(200);
    // Paid and not settled: the seller may also refund part of it.
    expect(paid.body.data).toMatchObject({ status: 'accepted', paymentStatus: 'paid', actions: ['ship', 'cancel', 'refund'] });

    expect((await asSeller(sellerA.auth, 'ship', placed.id, { trackingNote: '' })).body.errors).toHaveProperty(['trackingNote']);
    const shipped = await asSeller(sellerA.auth, 'ship', placed.id, { trackingNote: 'GIG Logistics, waybill 778812' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      trackingNote: 'GIG Logistics, waybill 778812',
      actions: ['deliver', 'refund'],
    });
    expect((await send(gw, 'GET', `/v1/procurement/orders/${placed.id}`, shopper.auth)).body.data.actions).toEqual(['deliver']);

    const delivered = await asSeller(sellerA.auth, 'delivered', placed.id);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ status: 'delivered', actions: [] });
    expect(delivered.body.data.events.map((e: { kind: string; actor: string }) => `${e.kind}:${e.actor}`)).toEqual([
      'placed:buyer',
      'accepted:seller',
      'paid:seller',
      'shipped:seller',
      'delivered:seller',
    ]);

    const news = await notifications(shopper.auth);
    const link = `/procurement/my-orders?order=${placed.id}`;
    for (const kind of ['order.accepted', 'order.paid', 'order.shipped', 'order.delivered']) {
      expect(news, kind).toContainEqual(expect.objectContaining({ kind, link }));
    }
    expect(news.find((n) => n.kind === 'order.shipped')!.body).toContain('waybill 778812');
  });

  it('lets the buyer mark a shipped order delivered, and tells the seller', async () => {
    const placed = await order(a);
    await asSeller(sellerA.auth, 'accept', placed.id);
    await asSeller(sellerA.auth, 'confirm-payment', placed.id);
    await asSeller(sellerA.auth, 'ship', placed.id, { trackingNote: 'Own truck' });
    const delivered = await asBuyer(shopper.auth, 'delivered', placed.id);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.status).toBe('delivered');
    expect(delivered.body.data.events.at(-1)).toMatchObject({ kind: 'delivered', actor: 'buyer' });
    expect(await notifications(sellerA.auth)).toContainEqual(
      expect.objectContaining({ kind: 'order.delivered', link: `/storefront/orders?order=${placed.id}` }),
    );
  });

  it('refuses moves the status machine does not allow with 409 naming the status', async () => {
    const placed = await order(a);
    const early = await asSeller(sellerA.auth, 'ship', placed.id, { trackingNote: 'Too soon' });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('placed');
    for (const response of [await asSeller(sellerA.auth, 'delivered', placed.id), await asBuyer(shopper.auth, 'delivered', placed.id)]) {
      expect(response.status).toBe(409);
      expect(response.body.message).toContain('placed');
    }

    await asSeller(sellerA.auth, 'accept', placed.id);
    const unpaid = await asSeller(sellerA.auth, 'ship', placed.id, { trackingNote: 'Still too soon' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toContain('not paid');
    const late = await asBuyer(shopper.auth, 'setascancelled', placed.id, { reason: 'Changed my mind' });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('accepted');
    expect((await asSeller(sellerA.auth, 'accept', placed.id)).status).toBe(409);

    await asSeller(sellerA.auth, 'confirm-payment', placed.id);
    expect((await asSeller(sellerA.auth, 'confirm-payment', placed.id)).body.message).toContain('paid');
    await asSeller(sellerA.auth, 'ship', placed.id, { trackingNote: 'On the way' });
    const shippedCancel = await asSeller(sellerA.auth, 'cancel', placed.id, { reason: 'Oops' });
    expect(shippedCancel.status).toBe(409);
    expect(shippedCancel.body.message).toContain('shipped');
    const current = await send(gw, 'GET', `/v1/storefront/orders/${placed.id}`, sellerA.auth);
    expect(current.body.data.status).toBe('shipped');
  });

  it('lets only one of two people pressing accept at once win', async () => {
    const placed = await order(a);
    const [first, second] = await Promise.all([asSeller(sellerA.auth, 'accept', placed.id), asSeller(sellerA.auth, 'accept', placed.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const events = (await send(gw, 'GET', `/v1/storefront/orders/${placed.id}`, sellerA.auth)).body.data.events as { kind: string }[];
    expect(events.filter((e) => e.kind === 'accepted')).toHaveLength(1);
  });

  it('gives the stock back when the seller cancels (a reason required) and marks a paid order refund-due', async () => {
    const before = await stockOf(gw, a.id);
    const placed = await order(a, 5);
    expect(await stockOf(gw, a.id)).toBe(before - 5);
    const noReason = await asSeller(sellerA.auth, 'cancel', placed.id, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty(['reason']);

    await asSeller(sellerA.auth, 'accept', placed.id);
    await asSeller(sellerA.auth, 'confirm-payment', placed.id);
    const cancelled = await asSeller(sellerA.auth, 'cancel', placed.id, { reason: 'Batch failed quality control' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund-due',
      cancelReason: 'Batch failed quality control',
      cancelledBy: 'seller',
      actions: [],
    });
    expect(await stockOf(gw, a.id)).toBe(before);
    const news = await notifications(shopper.auth);
    const told = news.find((n) => n.kind === 'order.cancelled' && n.link.endsWith(placed.id))!;
    expect(told.body).toContain('Batch failed quality control');
    expect(told.body).toContain('refund');
  });

  it('lets the buyer cancel an order not yet accepted, giving the stock back and telling the seller', async () => {
    const before = await stockOf(gw, b.id);
    const placed = await order(b, 3);
    const cancelled = await asBuyer(shopper.auth, 'setascancelled', placed.id, { reason: 'Ordered the wrong grade' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      cancelledBy: 'buyer',
      cancelReason: 'Ordered the wrong grade',
    });
    expect(await stockOf(gw, b.id)).toBe(before);
    expect(await notifications(sellerB.auth)).toContainEqual(
      expect.objectContaining({ kind: 'order.cancelled', link: `/storefront/orders?order=${placed.id}` }),
    );
    expect((await asBuyer(shopper.auth, 'setascancelled', placed.id, {})).status).toBe(409);
  });

  it('keeps each storefront to its own orders and each buyer to theirs', async () => {
    const placed = await order(a);
    const unknown = '01900000-0000-7000-8000-000000000000';
    for (const id of [placed.id, unknown, 'nope']) {
      expect((await send(gw, 'GET', `/v1/storefront/orders/${id}`, sellerB.auth)).status).toBe(404);
      expect((await asSeller(sellerB.auth, 'accept', id)).status).toBe(404);
      expect((await asSeller(sellerB.auth, 'cancel', id, { reason: 'Not mine' })).status).toBe(404);
    }
    const list = await send(gw, 'GET', '/v1/storefront/orders?PageSize=200', sellerB.auth);
    expect(list.body.data.map((o: OrderView) => o.id)).not.toContain(placed.id);
    expect(list.body.data.every((o: OrderView) => o.supplier.id === b.supplierId)).toBe(true);

    const stranger = await buyer(gw, 'stranger@orders.test');
    expect((await send(gw, 'GET', `/v1/procurement/orders/${placed.id}`, stranger.auth)).status).toBe(404);
    expect((await asBuyer(stranger.auth, 'setascancelled', placed.id, {})).status).toBe(404);
    expect((await send(gw, 'GET', '/v1/procurement/orders', stranger.auth)).body.totalRecords).toBe(0);

    const noShop = await member(gw, 'owner@noshop.test', 'owner');
    const refused = await send(gw, 'GET', '/v1/storefront/orders', noShop.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your company has no storefront yet.');
    expect((await send(gw, 'GET', `/v1/storefront/orders/${placed.id}`, sellerA.auth)).status).toBe(200);
  });

  it("shows a company's buyers each other's orders", async () => {
    const owner = await member(gw, 'owner@buyco.test', 'owner', { companyName: 'BuyCo' });
    const procurement = await member(gw, 'proc@buyco.test', 'procurement', { companyId: owner.companyId });
    const address = await addAddress(gw, procurement.auth);
    const placed = await order(b, 1, { auth: procurement.auth, address });
    const seenByOwner = await send(gw, 'GET', `/v1/procurement/orders/${placed.id}`, owner.auth);
    expect(seenByOwner.status).toBe(200);
    expect(seenByOwner.body.data.buyer.companyName).toBe('BuyCo');
    expect((await send(gw, 'GET', '/v1/procurement/orders', owner.auth)).body.data.map((o: OrderView) => o.id)).toEqual([placed.id]);
    // The owner may cancel it for the company.
    expect((await asBuyer(owner.auth, 'setascancelled', placed.id, {})).status).toBe(200);
  });

  it('filters by status and searches by number or product, newest first, paged', async () => {
    const list = (auth: Auth, query: string) => send(gw, 'GET', `/v1/storefront/orders?${query}`, auth);
    const first = await order(a);
    const second = await order(a);
    await asSeller(sellerA.auth, 'accept', second.id);

    const all = await list(sellerA.auth, 'PageSize=200');
    expect(all.status).toBe(200);
    const ids = all.body.data.map((o: OrderView) => o.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(all.body).toMatchObject({ pageNumber: 1, pageSize: 200, totalRecords: ids.length, totalPages: 1 });

    const paged = await list(sellerA.auth, 'PageSize=2&PageNumber=2');
    expect(paged.body.data.map((o: OrderView) => o.id)).toEqual(ids.slice(2, 4));
    expect(paged.body.totalPages).toBe(Math.ceil(ids.length / 2));

    const acceptedOnly = await list(sellerA.auth, 'Status=accepted&PageSize=200');
    expect(acceptedOnly.body.data.every((o: OrderView) => o.status === 'accepted')).toBe(true);
    expect(acceptedOnly.body.data.map((o: OrderView) => o.id)).toContain(second.id);
    expect((await list(sellerA.auth, 'Status=lost')).status).toBe(400);

    for (const search of [first.number, first.number.replace('MC-', '')]) {
      const found = await list(sellerA.auth, `Search=${encodeURIComponent(search)}`);
      expect(
        found.body.data.map((o: OrderView) => o.id),
        search,
      ).toEqual([first.id]);
    }
    const byProduct = await send(
      gw,
      'GET',
      `/v1/procurement/orders?PageSize=200&Search=${encodeURIComponent(a.name.slice(0, 6).toLowerCase())}`,
      shopper.auth,
    );
    expect(byProduct.body.data.length).toBeGreaterThan(0);
    expect(
      byProduct.body.data.every((o: OrderView) =>
        o.lines.some((l) => l.productName.toLowerCase().includes(a.name.slice(0, 6).toLowerCase())),
      ),
    ).toBe(true);
    expect((await list(sellerA.auth, 'Search=no-such-product-anywhere')).body.totalRecords).toBe(0);
  });

  it('marks the orders of a checkout paid once (card payments), telling both sides', async () => {
    const placed = await order(b);
    const deps = {
      notifications: gw.app.services.notifications,
      mail: gw.app.services.mail,
      orderMoney: gw.app.services.orderMoney,
      siteUrl: 'http://localhost:4321',
    };
    const changed = await db(gw).transaction((tx) => markCheckoutPaid(tx as unknown as Db, placed.checkoutId, deps));
    expect(changed).toEqual([placed.id]);
    expect(await db(gw).transaction((tx) => markCheckoutPaid(tx as unknown as Db, placed.checkoutId, deps))).toEqual([]);
    const seen = (await send(gw, 'GET', `/v1/storefront/orders/${placed.id}`, sellerB.auth)).body.data;
    expect(seen).toMatchObject({ paymentStatus: 'paid', actions: ['accept', 'cancel', 'refund'] });
    expect(seen.events.at(-1)).toMatchObject({ kind: 'paid', actor: 'system' });
    expect(await notifications(sellerB.auth)).toContainEqual(
      expect.objectContaining({ kind: 'order.paid', link: `/storefront/orders?order=${placed.id}` }),
    );
    expect(await notifications(shopper.auth)).toContainEqual(
      expect.objectContaining({ kind: 'order.paid', link: `/procurement/my-orders?order=${placed.id}` }),
    );
  });
});
