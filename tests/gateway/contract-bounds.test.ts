/**
 * Numbers the contract allows fit the columns they are kept in: an id, a count or a version past
 * what a PostgreSQL integer holds is refused with 400 and a field message, never a 500 from the
 * database (or from a page too far to allocate). And the rules the document states (an email's
 * format, Days of 7, 30 or 90, amounts from ₦100, dates from today, one id of three, a reason) are
 * kept with 400 and the field's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagesOfSuppliers, seller } from './commerce-fixtures.ts';
import { backends, call, signedInUser, startGateway, type TestGateway } from './harness.ts';

const PAST_INTEGER = 2_147_483_648;

describe.each(backends)('bounds of ids and counts on %s', (backend) => {
  let gw: TestGateway;
  let buyer: Awaited<ReturnType<typeof signedInUser>>;
  let owner: Awaited<ReturnType<typeof seller>>;
  beforeAll(async () => {
    gw = await startGateway(backend, 5);
    buyer = await signedInUser(gw, 'bounds-buyer@example.com');
    owner = await seller(gw, 'bounds-seller@example.com', (await packagesOfSuppliers(gw, 1))[0]!.supplierId);
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

  const someOrder = '0192a6e4-6f1c-7000-8000-000000000001';
  it.each([
    [
      'anonymous',
      'POST',
      '/api/v1/Account/register',
      { email: 'ada.example.com', password: 'Correct-horse-9', fullName: 'Ada Obi', accountType: 'personal', businessUserType: 'buyer' },
      'email',
    ],
    [
      'anonymous',
      'POST',
      '/api/v1/contact/send',
      { name: 'Ada', email: 'ada@', subject: 'Hello', message: 'A question about an order.' },
      'email',
    ],
    ['seller', 'GET', '/api/v1/storefront/stats?Days=14', undefined, 'Days'],
    ['buyer', 'POST', '/api/v1/wallet/top-up', { amount: 9_999 }, 'amount'],
    ['seller', 'POST', '/api/v1/wallet/payouts', { amount: 9_999, beneficiaryId: someOrder, pin: '123456' }, 'amount'],
    [
      'buyer',
      'POST',
      '/api/v1/quotes/request',
      { productId: 1, packageId: 1, quantity: 1, deliveryPlace: 'Lagos', incoterm: 'EXW', neededBy: '2001-01-01' },
      'neededBy',
    ],
    ['anonymous', 'GET', '/api/v1/likes/status?productId=1&supplierId=1', undefined, 'productId'],
    ['anonymous', 'GET', '/api/v1/likes/status', undefined, 'productId'],
    ['seller', 'POST', `/api/v1/storefront/orders/cancel/${someOrder}`, {}, 'reason'],
    // Year 0 is ISO's 1 BC, which PostgreSQL's date does not have: refused before the query.
    ['seller', 'GET', '/api/v1/wallet/transactions.csv?from=0000-02-29', undefined, 'from'],
  ] as const)('as %s, %s %s is refused with 400 naming the rule’s field', async (persona, method, url, payload, field) => {
    const headers = persona === 'buyer' ? buyer.auth : persona === 'seller' ? owner.auth : {};
    const response = await gw.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([expect.any(String)]);
  });
});
