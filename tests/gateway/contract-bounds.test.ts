/**
 * Numbers the contract allows fit the columns they are kept in: an id, a count or a version past
 * what a PostgreSQL integer holds is refused with 400 and a field message, never a 500 from the
 * database (or from a page too far to allocate).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, signedInUser, startGateway, type TestGateway } from './harness.ts';

const PAST_INTEGER = 2_147_483_648;

describe.each(backends)('bounds of ids and counts on %s', (backend) => {
  let gw: TestGateway;
  let buyer: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    gw = await startGateway(backend, 5);
    buyer = await signedInUser(gw, 'bounds-buyer@example.com');
  });
  afterAll(async () => {
    await gw?.close();
  });

  it.each([
    ['/api/v1/marketplace/get-product?productId=3543709682', 'productId', 1],
    [`/api/v1/marketplace/catalog-export?AfterId=${PAST_INTEGER}`, 'AfterId', 0],
    ['/api/v1/site-publishing/changes?SinceVersion=10726251338', 'SinceVersion', 0],
    [`/api/v1/likes/status?productId=${PAST_INTEGER}`, 'productId', 1],
    [`/api/v1/marketplace/getmarkets-menu?MarketId=${PAST_INTEGER}`, 'MarketId', 1],
    [`/api/v1/marketplace/get-producers?PageNumber=${PAST_INTEGER}`, 'PageNumber', 1],
  ])('refuses GET %s with 400 naming %s', async (url, field, least) => {
    const { status, body } = await call(gw.app, 'GET', url);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toEqual([`must be a whole number from ${least} to 2147483647`]);
  });

  it('refuses a search page past what an integer holds, and answers the last possible page empty', async () => {
    const tooFar = await call(gw.app, 'POST', '/api/v2/marketplace/products', { pageNumber: PAST_INTEGER });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.errors?.pageNumber).toEqual(['must be a whole number from 1 to 2147483647']);
    const farthest = await call(gw.app, 'POST', '/api/v2/marketplace/products', { pageNumber: 2_147_483_647, pageSize: 200 });
    expect(farthest.status).toBe(200);
    expect(farthest.body.data).toEqual([]);
  });

  it.each([
    ['/api/v1/samplerequest/new', { productId: 3_543_709_682, quantity: '1 kg', deliveryAddress: '1 Marina, Lagos' }],
    ['/api/v1/documentrequest/new', { productId: 3_543_709_682, kind: 'sds' }],
    [
      '/api/v1/quotes/request',
      { productId: 3_543_709_682, packageId: 1, quantity: 1, deliveryPlace: 'Lagos', incoterm: 'EXW', neededBy: '2099-01-01' },
    ],
    ['/api/v1/likes/likeproduct', { productId: 3_543_709_682 }],
  ])('refuses POST %s with a productId past an integer', async (url, payload) => {
    const response = await gw.app.inject({ method: 'POST', url, headers: buyer.auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.productId).toEqual(['must be a whole number from 1 to 2147483647']);
  });
});
