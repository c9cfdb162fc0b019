import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { producers, products } from '../../src/gateway/db/schema/catalog.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { buyer, db, packagesOfSuppliers, send, type Person, type TestPackage } from './commerce-fixtures.ts';

describe.each(backends)('likes on %s', (backend) => {
  let gw: TestGateway;
  let ada: Person;
  let bayo: Person;
  let a: TestPackage;
  let b: TestPackage;

  beforeAll(async () => {
    gw = await startGateway(backend, 20);
    [a, b] = (await packagesOfSuppliers(gw, 2)) as [TestPackage, TestPackage];
    ada = await buyer(gw, 'ada@likes.test', 'Ada Obi');
    bayo = await buyer(gw, 'bayo@likes.test', 'Bayo Ade');
  });
  afterAll(async () => {
    await gw?.close();
  });

  const likeProduct = (who: Person | null, productId: number) =>
    send(gw, 'POST', '/v1/likes/likeproduct', who?.auth ?? null, { productId });
  const likeSupplier = (who: Person | null, supplierId: number, liked?: boolean) =>
    send(gw, 'POST', '/v1/likes/likesupplier', who?.auth ?? null, { supplierId, liked });
  const likeProducer = (who: Person | null, producerId: number, liked?: boolean) =>
    send(gw, 'POST', '/v1/likes/likeproducer', who?.auth ?? null, { producerId, liked });
  const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((row) => row.id);

  it('toggles a product like and counts the people who like it', async () => {
    expect((await likeProduct(ada, a.productId)).body.data).toEqual({ liked: true, count: 1 });
    expect((await likeProduct(bayo, a.productId)).body.data).toEqual({ liked: true, count: 2 });
    const undone = await likeProduct(ada, a.productId);
    expect(undone.body).toMatchObject({ data: { liked: false, count: 1 }, message: 'Removed from your liked products.' });
    expect((await likeProduct(ada, a.productId)).body.data).toEqual({ liked: true, count: 2 });

    // The button's first state: visitors see the count, a session adds its own like.
    expect((await send(gw, 'GET', `/v1/likes/status?productId=${a.productId}`, null)).body.data).toEqual({ liked: false, count: 2 });
    expect((await send(gw, 'GET', `/v1/likes/status?productId=${a.productId}`, ada.auth)).body.data).toEqual({ liked: true, count: 2 });
    expect((await send(gw, 'GET', `/v1/likes/status?productId=${b.productId}`, ada.auth)).body.data).toEqual({ liked: false, count: 0 });
    expect((await send(gw, 'GET', '/v1/likes/status', null)).status).toBe(400);
    expect((await send(gw, 'GET', `/v1/likes/status?productId=${a.productId}&supplierId=${a.supplierId}`, null)).status).toBe(400);
  });

  it("lists the caller's liked products still on sale, latest first, and refuses unknown ones", async () => {
    await likeProduct(bayo, b.productId);
    const list = await send(gw, 'GET', '/v1/likes/products?PageSize=10', bayo.auth);
    expect(list.body.totalRecords).toBe(2);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([b.productId, a.productId]);
    expect(list.body.data[0]).toMatchObject({
      id: b.productId,
      supplier: { id: b.supplierId },
      url: expect.stringContaining(`/${b.productId}`),
    });

    await db(gw).update(products).set({ status: 'archived' }).where(eq(products.id, b.productId));
    const after = await send(gw, 'GET', '/v1/likes/products', bayo.auth);
    expect(after.body.data.map((p: { id: number }) => p.id)).toEqual([a.productId]);
    expect(after.body.totalRecords).toBe(1);
    expect((await likeProduct(bayo, b.productId)).status).toBe(404);
    expect((await likeProduct(bayo, 999999)).status).toBe(404);
    await db(gw).update(products).set({ status: 'published' }).where(eq(products.id, b.productId));

    expect((await send(gw, 'GET', '/v1/likes/products', null)).status).toBe(401);
    expect((await likeProduct(null, a.productId)).status).toBe(401);
  });

  it('toggles and lists supplier likes', async () => {
    expect((await likeSupplier(ada, a.supplierId)).body.data).toEqual({ liked: true, count: 1 });
    expect((await likeSupplier(ada, b.supplierId)).body.data).toEqual({ liked: true, count: 1 });
    expect((await likeSupplier(bayo, b.supplierId)).body.data).toEqual({ liked: true, count: 2 });
    const list = await send(gw, 'GET', '/v1/likes/suppliers', ada.auth);
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([b.supplierId, a.supplierId]);
    expect((await likeSupplier(ada, b.supplierId)).body.data).toEqual({ liked: false, count: 1 });
    expect((await send(gw, 'GET', `/v1/likes/status?supplierId=${b.supplierId}`, bayo.auth)).body.data).toEqual({ liked: true, count: 1 });
    expect((await send(gw, 'GET', '/v1/likes/suppliers', ada.auth)).body.data.map((s: { id: number }) => s.id)).toEqual([a.supplierId]);
    expect((await likeSupplier(ada, 999999)).status).toBe(404);
  });

  it('keeps one like per person when presses arrive at once', async () => {
    const presses = await Promise.all(Array.from({ length: 6 }, () => likeSupplier(bayo, a.supplierId)));
    expect(presses.every((p) => p.status === 200)).toBe(true);
    const state = (await send(gw, 'GET', `/v1/likes/status?supplierId=${a.supplierId}`, bayo.auth)).body.data;
    expect(state.count).toBeLessThanOrEqual(2);
    expect(state.count).toBe(state.liked ? 2 : 1);
  });

  it('sets a supplier like when told which: twice "liked" keeps one like, twice "not liked" takes it back once', async () => {
    expect((await likeSupplier(ada, b.supplierId, true)).body.data).toEqual({ liked: true, count: 2 });
    expect((await likeSupplier(ada, b.supplierId, true)).body.data).toEqual({ liked: true, count: 2 });
    expect((await likeSupplier(ada, b.supplierId, false)).body.data).toEqual({ liked: false, count: 1 });
    expect((await likeSupplier(ada, b.supplierId, false)).body.data).toEqual({ liked: false, count: 1 });
    expect((await send(gw, 'POST', '/v1/likes/likesupplier', ada.auth, { supplierId: b.supplierId, liked: 'yes' })).status).toBe(400);
  });

  describe('producers', () => {
    let first: number;
    let second: number;
    beforeAll(async () => {
      [first, second] = (await db(gw).select({ id: producers.id }).from(producers).orderBy(producers.id).limit(2)).map((p) => p.id) as [
        number,
        number,
      ];
    });

    it('likes a producer once however often "liked" is sent, and counts the people who like it', async () => {
      expect((await likeProducer(ada, first, true)).body).toMatchObject({
        data: { liked: true, count: 1 },
        message: 'Added to your liked producers.',
      });
      expect((await likeProducer(ada, first, true)).body.data).toEqual({ liked: true, count: 1 });
      expect((await likeProducer(bayo, first, true)).body.data).toEqual({ liked: true, count: 2 });
      expect((await send(gw, 'GET', `/v1/likes/status?producerId=${first}`, null)).body.data).toEqual({ liked: false, count: 2 });
      expect((await send(gw, 'GET', `/v1/likes/status?producerId=${first}`, ada.auth)).body.data).toEqual({ liked: true, count: 2 });
      expect((await send(gw, 'GET', `/v1/likes/status?producerId=${first}&supplierId=${a.supplierId}`, null)).status).toBe(400);
    });

    it('unlikes a producer, and a second unlike changes nothing', async () => {
      expect((await likeProducer(bayo, first, false)).body).toMatchObject({
        data: { liked: false, count: 1 },
        message: 'Removed from your liked producers.',
      });
      expect((await likeProducer(bayo, first, false)).body.data).toEqual({ liked: false, count: 1 });
      expect((await send(gw, 'GET', `/v1/likes/status?producerId=${first}`, bayo.auth)).body.data).toEqual({ liked: false, count: 1 });
    });

    it('toggles a producer like from the button, as products and suppliers do', async () => {
      expect((await likeProducer(bayo, second)).body.data).toEqual({ liked: true, count: 1 });
      expect((await likeProducer(bayo, second)).body.data).toEqual({ liked: false, count: 0 });
    });

    it("lists the caller's liked producers, latest first, with paging; nobody else sees them", async () => {
      await likeProducer(ada, second, true);
      const list = await send(gw, 'GET', '/v1/likes/producers', ada.auth);
      expect(ids(list)).toEqual([second, first]);
      expect(list.body).toMatchObject({ totalRecords: 2, pageNumber: 1, totalPages: 1 });
      expect(list.body.data[1]).toMatchObject({ id: first, slug: expect.any(String), name: expect.any(String) });
      expect(Object.keys(list.body.data[1]).sort()).toEqual(['city', 'country', 'id', 'logoUrl', 'name', 'slug']);
      const pageTwo = await send(gw, 'GET', '/v1/likes/producers?PageSize=1&PageNumber=2', ada.auth);
      expect(ids(pageTwo)).toEqual([first]);
      expect(pageTwo.body).toMatchObject({ totalRecords: 2, pageNumber: 2, pageSize: 1, totalPages: 2 });

      // Bayo liked and unliked both: his list is empty whatever Ada likes.
      const theirs = await send(gw, 'GET', '/v1/likes/producers', bayo.auth);
      expect(theirs.body).toMatchObject({ data: [], totalRecords: 0 });
    });

    it('refuses an unknown producer with 404 and a visitor with 401', async () => {
      const unknown = await likeProducer(ada, 999999, true);
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors).toEqual({ producerId: ['No such producer'] });
      expect((await likeProducer(null, first, true)).status).toBe(401);
      expect((await send(gw, 'GET', '/v1/likes/producers', null)).status).toBe(401);
      expect((await send(gw, 'POST', '/v1/likes/likeproducer', ada.auth, {})).status).toBe(400);
    });

    it('forgets the likes of a producer that is deleted', async () => {
      const [gone] = await db(gw)
        .insert(producers)
        .values({ slug: 'likes-test-gone', name: 'Gone Chemicals', country: 'NG' })
        .returning({ id: producers.id });
      await likeProducer(bayo, gone!.id, true);
      expect(ids(await send(gw, 'GET', '/v1/likes/producers', bayo.auth))).toEqual([gone!.id]);
      await db(gw).delete(producers).where(eq(producers.id, gone!.id));
      expect((await send(gw, 'GET', '/v1/likes/producers', bayo.auth)).body.totalRecords).toBe(0);
    });
  });
});
