import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CART_LINE_LIMIT, QUANTITY_MAX } from '../../src/contracts/commerce.ts';
import { packages, products } from '../../src/gateway/db/schema/catalog.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import {
  addAddress,
  addressBody,
  buyer,
  db,
  member,
  packagesOfSuppliers,
  send,
  stockUp,
  type Auth,
  type Person,
  type TestPackage,
} from './commerce-fixtures.ts';

describe.each(backends)('shopping cart and shipping addresses on %s', (backend) => {
  let gw: TestGateway;
  let alice: Person;
  let bob: Person;
  let a: TestPackage;
  let b: TestPackage;
  let c: TestPackage;

  beforeAll(async () => {
    gw = await startGateway(backend, 60);
    alice = await buyer(gw, 'alice@cart.test', 'Alice Okafor');
    bob = await buyer(gw, 'bob@cart.test', 'Bob Mensah');
    [a, b, c] = (await packagesOfSuppliers(gw, 3)) as [TestPackage, TestPackage, TestPackage];
    await stockUp(gw, a!, 100);
    await stockUp(gw, b!, 4);
    await stockUp(gw, c!, 50, 2);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const cart = (method: 'GET' | 'POST' | 'DELETE', path: string, auth: Auth | null, body?: unknown) =>
    send(gw, method, `/v1/shoppingcart/${path}`, auth, body);
  const lineOf = (data: { lines: { packageId: number; problem?: string | null }[] }, id: number) =>
    data.lines.find((l) => l.packageId === id);

  it('adds, refuses a second add, updates, removes and clears, pricing every line now', async () => {
    const empty = await cart('GET', 'get', alice.auth);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ lines: [], totalMinor: 0, currency: 'NGN', count: 0 });

    const added = await cart('POST', 'create', alice.auth, { packageId: a.id, quantity: 3 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.lines).toHaveLength(1);
    expect(added.body.data.lines[0]).toMatchObject({
      packageId: a.id,
      quantity: 3,
      productId: a.productId,
      productName: a.name,
      packageLabel: a.label,
      supplier: { id: a.supplierId },
      unitPriceMinor: a.priceMinor,
      lineTotalMinor: a.priceMinor * 3,
      stock: 100,
      minQuantity: 1,
      available: true,
      problem: null,
    });
    expect(added.body.data.lines[0].productUrl).toMatch(new RegExp(`^/product/.+/${a.productId}$`));
    expect(added.body.data).toMatchObject({ totalMinor: a.priceMinor * 3, count: 3 });

    const again = await cart('POST', 'create', alice.auth, { packageId: a.id, quantity: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Already in cart');

    // Quantity defaults to one.
    const second = await cart('POST', 'create', alice.auth, { packageId: b.id });
    expect(lineOf(second.body.data, b.id)).toMatchObject({ quantity: 1, problem: null });

    const updated = await cart('POST', 'update', alice.auth, { packageId: a.id, quantity: 5 });
    expect(updated.status).toBe(200);
    expect(lineOf(updated.body.data, a.id)).toMatchObject({ quantity: 5, lineTotalMinor: a.priceMinor * 5 });
    expect(updated.body.data).toMatchObject({ totalMinor: a.priceMinor * 5 + b.priceMinor, count: 6 });

    const notThere = await cart('POST', 'update', alice.auth, { packageId: c.id, quantity: 2 });
    expect(notThere.status).toBe(404);

    // Bob's cart is his own.
    expect((await cart('GET', 'get', bob.auth)).body.data.lines).toEqual([]);

    const removed = await cart('DELETE', `remove/${b.id}`, alice.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.data.lines.map((l: { packageId: number }) => l.packageId)).toEqual([a.id]);

    const cleared = await cart('DELETE', 'clear', alice.auth);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.lines).toEqual([]);
    expect((await cart('GET', 'get', alice.auth)).body.data.count).toBe(0);
  });

  it('tells what is wrong with a line: short stock, below the minimum order, no longer sold', async () => {
    await cart('DELETE', 'clear', bob.auth);
    await cart('POST', 'create', bob.auth, { packageId: b.id, quantity: 6 });
    await cart('POST', 'create', bob.auth, { packageId: c.id, quantity: 1 });
    await cart('POST', 'create', bob.auth, { packageId: a.id, quantity: 2 });
    let priced = (await cart('GET', 'get', bob.auth)).body.data;
    expect(lineOf(priced, b.id)).toMatchObject({ stock: 4, problem: 'Only 4 left', available: true });
    expect(lineOf(priced, c.id)).toMatchObject({ minQuantity: 2, problem: 'Minimum order is 2 packages' });
    expect(lineOf(priced, a.id)!).toMatchObject({ problem: null });
    // Lines are listed in the order they were added.
    expect(priced.lines.map((l: { packageId: number }) => l.packageId)).toEqual([b.id, c.id, a.id]);

    await db(gw).update(products).set({ status: 'draft' }).where(eq(products.id, a.productId));
    try {
      priced = (await cart('GET', 'get', bob.auth)).body.data;
      expect(lineOf(priced, a.id)).toMatchObject({ available: false, problem: 'No longer sold' });
      expect(priced.totalMinor).toBe(b.priceMinor * 6 + c.priceMinor);
      // A package no longer sold cannot be added.
      expect((await cart('POST', 'create', alice.auth, { packageId: a.id })).status).toBe(404);
    } finally {
      await db(gw).update(products).set({ status: 'published' }).where(eq(products.id, a.productId));
    }
    await db(gw).update(packages).set({ stock: 0 }).where(eq(packages.id, b.id));
    expect(lineOf((await cart('GET', 'get', bob.auth)).body.data, b.id)!.problem).toBe('Out of stock');
    await stockUp(gw, b, 4);
    await cart('DELETE', 'clear', bob.auth);
  });

  it('refuses bad quantities and package ids with 400 naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['create', { packageId: a.id, quantity: 0 }, 'quantity'],
      ['create', { packageId: a.id, quantity: -2 }, 'quantity'],
      ['create', { packageId: a.id, quantity: 1.5 }, 'quantity'],
      ['create', { packageId: a.id, quantity: QUANTITY_MAX + 1 }, 'quantity'],
      ['create', { packageId: a.id, quantity: 'lots' }, 'quantity'],
      ['create', { packageId: 0 }, 'packageId'],
      ['create', {}, 'packageId'],
      ['update', { packageId: a.id, quantity: 0 }, 'quantity'],
      ['update', { packageId: a.id }, 'quantity'],
      [
        'merge',
        {
          items: [
            { packageId: a.id, quantity: 1 },
            { packageId: b.id, quantity: -1 },
          ],
        },
        'items.1.quantity',
      ],
      ['price', { items: [{ packageId: a.id, quantity: 0 }] }, 'items.0.quantity'],
    ];
    for (const [path, body, field] of cases) {
      const response = await cart('POST', path, alice.auth, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.errors, `${path} ${JSON.stringify(body)}`).toHaveProperty([field]);
      expect(response.body.message).toContain(field);
    }
    expect((await cart('POST', 'create', alice.auth, { packageId: 99_999_999, quantity: 1 })).status).toBe(404);
    expect((await cart('GET', 'get', alice.auth)).body.data.lines).toEqual([]);
  });

  it('merges a browser cart: server lines keep their quantity, unknown and unpublished packages are dropped', async () => {
    const carol = await buyer(gw, 'carol@cart.test', 'Carol Adeyemi');
    await cart('POST', 'create', carol.auth, { packageId: a.id, quantity: 3 });
    const [draft] = await db(gw)
      .select({ id: packages.id, productId: products.id })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(eq(products.status, 'draft'))
      .limit(1);
    const items = [
      { packageId: a.id, quantity: 9 },
      { packageId: b.id, quantity: 2 },
      { packageId: 99_999_999, quantity: 1 },
      ...(draft ? [{ packageId: draft.id, quantity: 1 }] : []),
    ];
    const merged = await cart('POST', 'merge', carol.auth, { items });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data.lines.map((l: { packageId: number; quantity: number }) => [l.packageId, l.quantity])).toEqual([
      [a.id, 3],
      [b.id, 2],
    ]);
    // Merging the same cart again changes nothing.
    const twice = await cart('POST', 'merge', carol.auth, { items });
    expect(twice.body.data.lines).toEqual(merged.body.data.lines);
  });

  it("prices a signed-out cart at the server's prices, ignoring any price sent", async () => {
    const priced = await cart('POST', 'price', null, {
      items: [
        { packageId: a.id, quantity: 2, packagePrice: 1 },
        { packageId: 99_999_999, quantity: 1, packagePrice: 1 },
      ],
    });
    expect(priced.status).toBe(200);
    expect(priced.body.data.lines).toHaveLength(1);
    expect(priced.body.data.lines[0]).toMatchObject({ packageId: a.id, unitPriceMinor: a.priceMinor, lineTotalMinor: a.priceMinor * 2 });
    expect(priced.body.data.totalMinor).toBe(a.priceMinor * 2);
    // The server cart itself needs a signed-in buyer.
    expect((await cart('GET', 'get', null)).status).toBe(401);
  });

  it(`holds at most ${CART_LINE_LIMIT} lines`, async () => {
    const dave = await buyer(gw, 'dave@cart.test', 'Dave Osei');
    const ids = (
      await db(gw)
        .select({ id: packages.id })
        .from(packages)
        .innerJoin(products, eq(products.id, packages.productId))
        .where(eq(products.status, 'published'))
        .orderBy(asc(packages.id))
        .limit(CART_LINE_LIMIT + 1)
    ).map((r) => r.id);
    expect(ids).toHaveLength(CART_LINE_LIMIT + 1);
    const merged = await cart('POST', 'merge', dave.auth, {
      items: ids.slice(0, CART_LINE_LIMIT).map((packageId) => ({ packageId, quantity: 1 })),
    });
    expect(merged.body.data.lines).toHaveLength(CART_LINE_LIMIT);
    const over = await cart('POST', 'create', dave.auth, { packageId: ids[CART_LINE_LIMIT], quantity: 1 });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain(`${CART_LINE_LIMIT}`);
  });

  describe('shipping addresses', () => {
    const addresses = (method: 'GET' | 'POST' | 'DELETE', path: string, auth: Auth, body?: unknown) =>
      send(gw, method, `/v1/shippingaddress/${path}`, auth, body);
    const listed = async (auth: Auth) =>
      (await addresses('GET', 'get-all', auth)).body.data as { id: string; label: string; isDefault: boolean }[];

    it('adds, lists (default first), updates, sets the default and deletes', async () => {
      const erin = await buyer(gw, 'erin@cart.test', 'Erin Bello');
      expect(await listed(erin.auth)).toEqual([]);
      const first = await addresses('POST', 'add', erin.auth, addressBody({ label: 'Head office' }));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      // The first address becomes the default; the country is kept upper-case.
      expect(first.body.data).toMatchObject({ label: 'Head office', country: 'NG', isDefault: true, line2: '' });
      const office = first.body.data.id as string;
      const plant = await addAddress(gw, erin.auth, { label: 'Plant' });
      const depot = await addAddress(gw, erin.auth, { label: 'Depot' });
      expect((await listed(erin.auth)).map((x) => [x.label, x.isDefault])).toEqual([
        ['Head office', true],
        ['Depot', false],
        ['Plant', false],
      ]);

      const updated = await addresses('POST', 'update', erin.auth, { ...addressBody({ label: 'Plant 2', city: 'Ikeja' }), id: plant });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ id: plant, label: 'Plant 2', city: 'Ikeja', isDefault: false });

      const made = await addresses('POST', `set-default/${depot}`, erin.auth);
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject({ id: depot, isDefault: true });
      expect((await listed(erin.auth)).map((x) => [x.label, x.isDefault])).toEqual([
        ['Depot', true],
        ['Plant 2', false],
        ['Head office', false],
      ]);

      // A new address marked default takes the default over.
      const newest = await addresses('POST', 'add', erin.auth, addressBody({ label: 'Port', isDefault: true }));
      expect((await listed(erin.auth)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([newest.body.data.id]);

      // Deleting the default makes the newest remaining one the default.
      expect((await addresses('DELETE', `delete/${newest.body.data.id}`, erin.auth)).status).toBe(200);
      expect((await listed(erin.auth)).map((x) => [x.label, x.isDefault])).toEqual([
        ['Depot', true],
        ['Plant 2', false],
        ['Head office', false],
      ]);
      await addresses('DELETE', `delete/${depot}`, erin.auth);
      expect((await listed(erin.auth)).map((x) => [x.label, x.isDefault])).toEqual([
        ['Plant 2', true],
        ['Head office', false],
      ]);
      await addresses('DELETE', `delete/${plant}`, erin.auth);
      await addresses('DELETE', `delete/${office}`, erin.auth);
      expect(await listed(erin.auth)).toEqual([]);
    });

    it('refuses bad fields naming them', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ label: '' }, 'label'],
        [{ phone: 'call me' }, 'phone'],
        [{ country: 'Nigeria' }, 'country'],
        [{ line1: undefined }, 'line1'],
        [{ city: 'x'.repeat(101) }, 'city'],
      ];
      for (const [overrides, field] of cases) {
        const response = await addresses('POST', 'add', alice.auth, addressBody(overrides));
        expect(response.status, JSON.stringify(overrides)).toBe(400);
        expect(response.body.errors).toHaveProperty([field]);
      }
    });

    it("answers 404 for another person's address and leaves it alone", async () => {
      const mine = await addAddress(gw, alice.auth, { label: 'Alice only' });
      const unknown = '01900000-0000-7000-8000-000000000000';
      for (const id of [mine, unknown, 'not-an-id']) {
        expect((await addresses('POST', 'update', bob.auth, { ...addressBody(), id })).status).toBe(404);
        expect((await addresses('POST', `set-default/${id}`, bob.auth)).status).toBe(404);
        expect((await addresses('DELETE', `delete/${id}`, bob.auth)).status).toBe(404);
      }
      expect((await listed(bob.auth)).map((x) => x.id)).not.toContain(mine);
      expect((await listed(alice.auth)).find((x) => x.id === mine)).toMatchObject({ label: 'Alice only' });
    });

    it("shares a company's addresses with its buyers, not with other companies", async () => {
      const owner = await member(gw, 'owner@okafor.test', 'owner', { companyName: 'Okafor Paints' });
      const buyerOfSame = await member(gw, 'proc@okafor.test', 'procurement', { companyId: owner.companyId });
      const other = await member(gw, 'owner@other.test', 'owner');
      const shared = await addAddress(gw, owner.auth, { label: 'Okafor plant' });
      expect((await listed(buyerOfSame.auth)).map((x) => [x.id, x.isDefault])).toEqual([[shared, true]]);
      expect(await listed(other.auth)).toEqual([]);
      expect((await addresses('DELETE', `delete/${shared}`, other.auth)).status).toBe(404);
      const second = await addAddress(gw, buyerOfSame.auth, { label: 'Okafor depot' });
      expect((await addresses('POST', `set-default/${second}`, buyerOfSame.auth)).status).toBe(200);
      expect((await listed(owner.auth)).map((x) => [x.label, x.isDefault])).toEqual([
        ['Okafor depot', true],
        ['Okafor plant', false],
      ]);
    });
  });
});
