import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/gateway/db/schema.ts';
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
  const likeSupplier = (who: Person | null, supplierId: number) =>
    send(gw, 'POST', '/v1/likes/likesupplier', who?.auth ?? null, { supplierId });

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
});
