import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketToday } from '../../src/contracts/requests.ts';
import { producers } from '../../src/gateway/db/schema/catalog.ts';
import { quotes } from '../../src/gateway/db/schema/requests.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import {
  addAddress,
  buyer,
  db,
  member,
  packagesOfSuppliers,
  send,
  seller,
  stockOf,
  stockUp,
  type Auth,
  type TestPackage,
  uploadPdf,
} from './commerce-fixtures.ts';

/** "yyyy-MM-dd" `n` days from today (negative: in the past). */
function plusDays(n: number): string {
  const date = new Date(`${marketToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

const GHOST = '0190a0a0-0000-7000-8000-000000000000';

describe.each(backends)('requests for quotes, samples and documents on %s', (backend) => {
  let gw: TestGateway;
  const storageDir = mkdtempSync(join(tmpdir(), 'requests-test-'));
  let a: TestPackage;
  let b: TestPackage;
  let sellerA: { id: string; companyId: string; auth: Auth };
  let sellerB: { id: string; companyId: string; auth: Auth };
  let owner: { id: string; companyId: string; auth: Auth };
  let colleague: { id: string; auth: Auth };
  let stranger: { id: string; auth: Auth };
  let address: string;

  const kinds = async (userId: string) =>
    (await gw.app.services.notifications.list(userId, { pageNumber: 1, pageSize: 50 })).items.map((n) => n.kind);

  const quoteBody = (overrides: Record<string, unknown> = {}) => ({
    productId: a.productId,
    packageId: a.id,
    quantity: 5,
    targetPriceMinor: a.priceMinor - 100,
    deliveryPlace: 'Apapa port, Lagos',
    incoterm: 'CIF',
    neededBy: plusDays(14),
    message: 'A monthly need for our emulsion paint line.',
    ...overrides,
  });

  beforeAll(async () => {
    gw = await startGateway(backend, 40, { storage: createDiskStorage(storageDir) });
    [a, b] = (await packagesOfSuppliers(gw, 2)) as [TestPackage, TestPackage];
    await stockUp(gw, a!, 100);
    await stockUp(gw, b!, 100);
    sellerA = await seller(gw, 'seller-a@requests.test', a!.supplierId);
    sellerB = await seller(gw, 'seller-b@requests.test', b!.supplierId);
    owner = await member(gw, 'owner@okafor-paints.test', 'owner', { companyName: 'Okafor Paints' });
    colleague = await member(gw, 'buyer@okafor-paints.test', 'procurement', { companyId: owner.companyId });
    stranger = await buyer(gw, 'someone@elsewhere.test', 'Musa Bello');
    address = await addAddress(gw, owner.auth);
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  describe('quotes', () => {
    it('goes from request to answer to an order at the quoted price, with stock reserved and both sides told', async () => {
      const asked = await send(gw, 'POST', '/v1/quotes/request', owner.auth, quoteBody());
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const id = asked.body.data.id as string;
      expect(asked.body.data).toMatchObject({
        status: 'open',
        quantity: 5,
        incoterm: 'CIF',
        supplier: { id: a.supplierId },
        package: { id: a.id },
        buyer: { companyName: 'Okafor Paints' },
        actions: ['cancel'],
        quotedUnitPriceMinor: null,
        orderId: null,
      });
      expect(await kinds(sellerA.id)).toContain('quote.requested');

      // The seller sees it among the storefront's quotes; the buyer's colleague sees it too.
      const received = await send(gw, 'GET', '/v1/quotes/received?Status=open', sellerA.auth);
      expect(received.body.data.map((q: { id: string }) => q.id)).toContain(id);
      expect(received.body.data.find((q: { id: string }) => q.id === id).actions).toEqual(['answer', 'decline']);
      expect((await send(gw, 'GET', `/v1/quotes/get/${id}`, colleague.auth)).status).toBe(200);

      const price = a.priceMinor - 250;
      const answered = await send(gw, 'POST', `/v1/quotes/answer/${id}`, sellerA.auth, {
        unitPriceMinor: price,
        validUntil: plusDays(7),
        note: 'Delivered in two weeks.',
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect(answered.body.data).toMatchObject({
        status: 'answered',
        quotedUnitPriceMinor: price,
        quotedTotalMinor: price * 5,
        expired: false,
      });
      expect(await kinds(owner.id)).toContain('quote.answered');
      expect((await send(gw, 'GET', `/v1/quotes/get/${id}`, owner.auth)).body.data.actions).toEqual(['accept', 'cancel']);

      const stock = await stockOf(gw, a.id);
      // Not from the wallet: no PIN is asked here and no money would be held.
      const byWallet = await send(gw, 'POST', `/v1/quotes/accept/${id}`, owner.auth, {
        shippingAddressId: address,
        paymentMethod: 'wallet',
      });
      expect(byWallet.status).toBe(400);
      expect(byWallet.body.errors.paymentMethod).toEqual(['must be bank-transfer or card']);
      expect(await stockOf(gw, a.id)).toBe(stock);
      const accepted = await send(gw, 'POST', `/v1/quotes/accept/${id}`, owner.auth, {
        shippingAddressId: address,
        paymentMethod: 'bank-transfer',
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(accepted.body.data).toMatchObject({ status: 'accepted', actions: [] });
      const orderId = accepted.body.data.orderId as string;
      expect(orderId).toBeTruthy();
      expect(await stockOf(gw, a.id)).toBe(stock - 5);

      const order = await send(gw, 'GET', `/v1/procurement/orders/${orderId}`, owner.auth);
      expect(order.status).toBe(200);
      expect(order.body.data).toMatchObject({ quoteId: id, status: 'placed', subtotalMinor: price * 5, supplier: { id: a.supplierId } });
      expect(order.body.data.lines).toEqual([expect.objectContaining({ packageId: a.id, quantity: 5, unitPriceMinor: price })]);
      expect(await kinds(sellerA.id)).toContain('order.placed');

      // Accepted once: a second acceptance, a late decline or a new answer are refused.
      expect(
        (await send(gw, 'POST', `/v1/quotes/accept/${id}`, owner.auth, { shippingAddressId: address, paymentMethod: 'bank-transfer' }))
          .status,
      ).toBe(409);
      const late = await send(gw, 'POST', `/v1/quotes/decline/${id}`, sellerA.auth, { note: 'Too late' });
      expect(late.status).toBe(409);
      expect(late.body.message).toContain('accepted');
      expect((await send(gw, 'POST', `/v1/quotes/answer/${id}`, sellerA.auth, { unitPriceMinor: 1, validUntil: plusDays(3) })).status).toBe(
        409,
      );
    });

    it("answers 404 for another storefront's or another buyer's quote, and leaves it alone", async () => {
      const id = (await send(gw, 'POST', '/v1/quotes/request', owner.auth, quoteBody())).body.data.id as string;
      expect((await send(gw, 'GET', `/v1/quotes/received/${id}`, sellerB.auth)).status).toBe(404);
      expect(
        (await send(gw, 'POST', `/v1/quotes/answer/${id}`, sellerB.auth, { unitPriceMinor: 100, validUntil: plusDays(3) })).status,
      ).toBe(404);
      expect((await send(gw, 'POST', `/v1/quotes/decline/${id}`, sellerB.auth, {})).status).toBe(404);
      expect((await send(gw, 'GET', '/v1/quotes/received', sellerB.auth)).body.data.map((q: { id: string }) => q.id)).not.toContain(id);
      expect((await send(gw, 'GET', `/v1/quotes/get/${id}`, stranger.auth)).status).toBe(404);
      expect((await send(gw, 'POST', `/v1/quotes/cancel/${id}`, stranger.auth)).status).toBe(404);
      expect(
        (await send(gw, 'POST', `/v1/quotes/accept/${id}`, stranger.auth, { shippingAddressId: address, paymentMethod: 'card' })).status,
      ).toBe(404);
      expect((await send(gw, 'GET', '/v1/quotes/get-all', stranger.auth)).body.totalRecords).toBe(0);
      expect((await send(gw, 'GET', `/v1/quotes/get/${GHOST}`, owner.auth)).status).toBe(404);
      expect((await send(gw, 'GET', '/v1/quotes/get/not-an-id', owner.auth)).status).toBe(404);
      expect((await send(gw, 'GET', `/v1/quotes/get/${id}`, owner.auth)).body.data.status).toBe('open');
    });

    it("refuses with 409 what the quote's status does not allow: not answered, expired, cancelled", async () => {
      const open = (await send(gw, 'POST', '/v1/quotes/request', owner.auth, quoteBody())).body.data.id as string;
      const notYet = await send(gw, 'POST', `/v1/quotes/accept/${open}`, owner.auth, {
        shippingAddressId: address,
        paymentMethod: 'bank-transfer',
      });
      expect(notYet.status).toBe(409);
      expect(notYet.body.message).toContain('not answered');

      await send(gw, 'POST', `/v1/quotes/answer/${open}`, sellerA.auth, { unitPriceMinor: 5000, validUntil: plusDays(1) });
      await db(gw)
        .update(quotes)
        .set({ validUntil: plusDays(-1) })
        .where(eq(quotes.id, open));
      expect((await send(gw, 'GET', `/v1/quotes/get/${open}`, owner.auth)).body.data).toMatchObject({
        status: 'answered',
        expired: true,
        actions: ['cancel'],
      });
      const stock = await stockOf(gw, a.id);
      const expired = await send(gw, 'POST', `/v1/quotes/accept/${open}`, owner.auth, {
        shippingAddressId: address,
        paymentMethod: 'bank-transfer',
      });
      expect(expired.status).toBe(409);
      expect(expired.body.message).toContain('expired');
      expect(await stockOf(gw, a.id)).toBe(stock);

      const cancelled = await send(gw, 'POST', `/v1/quotes/cancel/${open}`, colleague.auth);
      expect(cancelled.body.data.status).toBe('cancelled');
      expect(await kinds(sellerA.id)).toContain('quote.cancelled');
      expect((await send(gw, 'POST', `/v1/quotes/cancel/${open}`, owner.auth)).status).toBe(409);
      expect(
        (await send(gw, 'POST', `/v1/quotes/answer/${open}`, sellerA.auth, { unitPriceMinor: 4000, validUntil: plusDays(5) })).status,
      ).toBe(409);

      const declined = (await send(gw, 'POST', '/v1/quotes/request', owner.auth, quoteBody())).body.data.id as string;
      const decline = await send(gw, 'POST', `/v1/quotes/decline/${declined}`, sellerA.auth, { note: 'Out of this grade until March.' });
      expect(decline.body.data).toMatchObject({ status: 'declined', sellerNote: 'Out of this grade until March.' });
      expect(await kinds(owner.id)).toContain('quote.declined');
      expect((await send(gw, 'POST', `/v1/quotes/cancel/${declined}`, owner.auth)).status).toBe(409);
    });

    it('keeps the stock when the order cannot be placed, and the quote answered', async () => {
      const id = (await send(gw, 'POST', '/v1/quotes/request', owner.auth, quoteBody({ quantity: 100 }))).body.data.id as string;
      await send(gw, 'POST', `/v1/quotes/answer/${id}`, sellerA.auth, { unitPriceMinor: 5000, validUntil: plusDays(3) });
      const stock = await stockOf(gw, a.id);
      const short = await send(gw, 'POST', `/v1/quotes/accept/${id}`, owner.auth, {
        shippingAddressId: address,
        paymentMethod: 'bank-transfer',
      });
      expect(short.status).toBe(409);
      expect(await stockOf(gw, a.id)).toBe(stock);
      expect((await send(gw, 'GET', `/v1/quotes/get/${id}`, owner.auth)).body.data.status).toBe('answered');
      const noAddress = await send(gw, 'POST', `/v1/quotes/accept/${id}`, owner.auth, {
        shippingAddressId: GHOST,
        paymentMethod: 'bank-transfer',
      });
      expect(noAddress.status).toBe(400);
      expect(noAddress.body.errors).toHaveProperty('shippingAddressId');
    });

    it('checks the request: date, incoterm, package of the product, own storefront, permission', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ neededBy: plusDays(-1) }, 'neededBy'],
        [{ neededBy: '2026-02-30' }, 'neededBy'],
        [{ neededBy: '14/03/2030' }, 'neededBy'],
        [{ incoterm: 'FREE' }, 'incoterm'],
        [{ quantity: 0 }, 'quantity'],
        [{ deliveryPlace: '  ' }, 'deliveryPlace'],
        [{ packageId: b.id }, 'packageId'],
      ];
      for (const [overrides, field] of cases) {
        const response = await send(gw, 'POST', '/v1/quotes/request', owner.auth, quoteBody(overrides));
        expect(response.status, JSON.stringify(overrides)).toBe(400);
        expect(response.body.errors, JSON.stringify(overrides)).toHaveProperty(field);
      }
      expect((await send(gw, 'POST', '/v1/quotes/request', owner.auth, quoteBody({ productId: 999999 }))).status).toBe(404);
      const own = await send(gw, 'POST', '/v1/quotes/request', sellerA.auth, quoteBody());
      expect(own.status).toBe(409);
      expect((await send(gw, 'POST', '/v1/quotes/request', null, quoteBody())).status).toBe(401);
      // A buying company without a storefront cannot open the seller's side.
      const noStore = await send(gw, 'GET', '/v1/quotes/received', owner.auth);
      expect(noStore.status).toBe(403);
      expect(noStore.body.message).toContain('no storefront');
    });
  });

  describe('samples', () => {
    const sampleBody = (productId: number) => ({
      productId,
      quantity: '500 g',
      purpose: 'Lab trial for a new primer',
      deliveryAddress: '12 Creek Road, Apapa, Lagos',
    });

    it('is approved, then shipped with a tracking note; each step tells the other side', async () => {
      const asked = await send(gw, 'POST', '/v1/samplerequest/new', owner.auth, sampleBody(a.productId));
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const id = asked.body.data.id as string;
      expect(asked.body.data).toMatchObject({ status: 'pending', quantity: '500 g', actions: ['cancel'] });
      expect(await kinds(sellerA.id)).toContain('sample.requested');

      // Shipping before approval is refused.
      expect((await send(gw, 'POST', `/v1/samplerequest/ship/${id}`, sellerA.auth, { trackingNote: 'DHL 123' })).status).toBe(409);
      const approved = await send(gw, 'POST', `/v1/samplerequest/approve/${id}`, sellerA.auth, { note: 'Sending this week.' });
      expect(approved.body.data).toMatchObject({ status: 'approved', sellerNote: 'Sending this week.', actions: ['decline', 'ship'] });
      expect(await kinds(owner.id)).toContain('sample.approved');
      // The buyer may cancel only while it is pending.
      expect((await send(gw, 'POST', `/v1/samplerequest/cancel/${id}`, owner.auth)).status).toBe(409);
      expect((await send(gw, 'POST', `/v1/samplerequest/ship/${id}`, sellerA.auth, { trackingNote: ' ' })).status).toBe(400);
      const shipped = await send(gw, 'POST', `/v1/samplerequest/ship/${id}`, sellerA.auth, { trackingNote: 'GIG Logistics GL-4471' });
      expect(shipped.body.data).toMatchObject({ status: 'shipped', trackingNote: 'GIG Logistics GL-4471', actions: [] });
      expect(await kinds(owner.id)).toContain('sample.shipped');
      expect((await send(gw, 'GET', `/v1/samplerequest/get/${id}`, colleague.auth)).body.data.trackingNote).toBe('GIG Logistics GL-4471');
      expect((await send(gw, 'POST', `/v1/samplerequest/decline/${id}`, sellerA.auth, {})).status).toBe(409);
    });

    it('is cancelled by the buyer while pending, declined by the seller, and hidden from others', async () => {
      const first = (await send(gw, 'POST', '/v1/samplerequest/new', owner.auth, sampleBody(a.productId))).body.data.id as string;
      expect((await send(gw, 'GET', `/v1/samplerequest/received/${first}`, sellerB.auth)).status).toBe(404);
      expect((await send(gw, 'POST', `/v1/samplerequest/approve/${first}`, sellerB.auth, {})).status).toBe(404);
      expect((await send(gw, 'POST', `/v1/samplerequest/cancel/${first}`, stranger.auth)).status).toBe(404);
      const cancelled = await send(gw, 'POST', `/v1/samplerequest/cancel/${first}`, owner.auth);
      expect(cancelled.body.data.status).toBe('cancelled');
      expect(await kinds(sellerA.id)).toContain('sample.cancelled');
      expect((await send(gw, 'POST', `/v1/samplerequest/approve/${first}`, sellerA.auth, {})).status).toBe(409);

      const second = (await send(gw, 'POST', '/v1/samplerequest/new', owner.auth, sampleBody(b.productId))).body.data.id as string;
      const declined = await send(gw, 'POST', `/v1/samplerequest/decline/${second}`, sellerB.auth, {
        note: 'We do not send samples of this grade.',
      });
      expect(declined.body.data).toMatchObject({ status: 'declined', sellerNote: 'We do not send samples of this grade.' });

      const mine = await send(gw, 'GET', '/v1/samplerequest/get-all?Status=declined', owner.auth);
      expect(mine.body.data.map((s: { id: string }) => s.id)).toEqual([second]);
      expect((await send(gw, 'GET', '/v1/samplerequest/received', sellerA.auth)).body.data.map((s: { id: string }) => s.id)).not.toContain(
        second,
      );
      expect(
        (await send(gw, 'POST', '/v1/samplerequest/new', owner.auth, { ...sampleBody(a.productId), deliveryAddress: '' })).status,
      ).toBe(400);
    });
  });

  describe('documents', () => {
    it('is fulfilled with an uploaded PDF the buyer then downloads', async () => {
      const missingName = await send(gw, 'POST', '/v1/documentrequest/new', owner.auth, { productId: a.productId, kind: 'other' });
      expect(missingName.status).toBe(400);
      expect(missingName.body.errors).toHaveProperty('otherKind');

      const asked = await send(gw, 'POST', '/v1/documentrequest/new', owner.auth, {
        productId: a.productId,
        kind: 'TDS',
        message: 'The latest revision, please.',
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const id = asked.body.data.id as string;
      expect(asked.body.data).toMatchObject({ status: 'pending', kind: 'TDS', fileUrl: null, actions: ['cancel'] });
      expect(await kinds(sellerA.id)).toContain('document.requested');

      // A file of another company, or no file at all, cannot fulfil it.
      const foreign = await uploadPdf(gw, sellerB.auth);
      const refused = await send(gw, 'POST', `/v1/documentrequest/fulfil/${id}`, sellerA.auth, { fileId: foreign });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty('fileId');
      expect((await send(gw, 'POST', `/v1/documentrequest/fulfil/${id}`, sellerA.auth, { fileId: GHOST })).status).toBe(400);
      expect((await send(gw, 'POST', `/v1/documentrequest/fulfil/${id}`, sellerB.auth, { fileId: foreign })).status).toBe(404);

      const fileId = await uploadPdf(gw, sellerA.auth, 'TDS rev 4.pdf');
      const fulfilled = await send(gw, 'POST', `/v1/documentrequest/fulfil/${id}`, sellerA.auth, { fileId, note: 'Revision 4, 2025.' });
      expect(fulfilled.status, JSON.stringify(fulfilled.body)).toBe(200);
      expect(fulfilled.body.data).toMatchObject({
        status: 'fulfilled',
        fileUrl: `/api/v1/files/${fileId}`,
        fileName: 'TDS rev 4.pdf',
        actions: [],
      });
      expect(await kinds(owner.id)).toContain('document.fulfilled');

      const seen = await send(gw, 'GET', `/v1/documentrequest/get/${id}`, colleague.auth);
      const download = await gw.app.inject({ url: seen.body.data.fileUrl });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.body.startsWith('%PDF')).toBe(true);

      expect((await send(gw, 'POST', `/v1/documentrequest/decline/${id}`, sellerA.auth, {})).status).toBe(409);
      expect((await send(gw, 'POST', `/v1/documentrequest/cancel/${id}`, owner.auth)).status).toBe(409);
    });

    it('names another document, is declined or cancelled, and stays with its two sides', async () => {
      const other = await send(gw, 'POST', '/v1/documentrequest/new', owner.auth, {
        productId: b.productId,
        kind: 'other',
        otherKind: 'Halal certificate',
      });
      expect(other.body.data.kind).toBe('Halal certificate');
      const id = other.body.data.id as string;
      expect((await send(gw, 'GET', `/v1/documentrequest/received/${id}`, sellerA.auth)).status).toBe(404);
      expect((await send(gw, 'GET', `/v1/documentrequest/get/${id}`, stranger.auth)).status).toBe(404);
      const declined = await send(gw, 'POST', `/v1/documentrequest/decline/${id}`, sellerB.auth, { note: 'We do not hold one.' });
      expect(declined.body.data).toMatchObject({ status: 'declined', sellerNote: 'We do not hold one.' });
      expect(await kinds(owner.id)).toContain('document.declined');

      const sds = (await send(gw, 'POST', '/v1/documentrequest/new', owner.auth, { productId: b.productId, kind: 'SDS' })).body.data
        .id as string;
      expect((await send(gw, 'POST', `/v1/documentrequest/cancel/${sds}`, owner.auth)).body.data.status).toBe('cancelled');
      expect(await kinds(sellerB.id)).toContain('document.cancelled');
      const received = await send(gw, 'GET', '/v1/documentrequest/received?Status=cancelled', sellerB.auth);
      expect(received.body.data.map((d: { id: string }) => d.id)).toEqual([sds]);
    });
  });

  describe('product requests', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({
      productName: 'Zinc stearate',
      casNumber: '557-05-1',
      quantity: '2 tonnes a month',
      deliveryCountry: 'ng',
      details: 'Powder, for PVC.',
      ...overrides,
    });

    it("checks the CAS number's check digit and lists only the caller's own", async () => {
      const made = await send(gw, 'POST', '/v1/productrequest/new', colleague.auth, body());
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect(made.body.data).toMatchObject({ productName: 'Zinc stearate', casNumber: '557-05-1', deliveryCountry: 'NG', status: 'open' });
      const wrongDigit = await send(gw, 'POST', '/v1/productrequest/new', colleague.auth, body({ casNumber: '557-05-2' }));
      expect(wrongDigit.status).toBe(400);
      expect(wrongDigit.body.errors).toHaveProperty('casNumber');
      expect((await send(gw, 'POST', '/v1/productrequest/new', colleague.auth, body({ casNumber: 'zinc' }))).status).toBe(400);
      expect(
        (await send(gw, 'POST', '/v1/productrequest/new', colleague.auth, body({ casNumber: '', productName: 'Water' }))).body.data
          .casNumber,
      ).toBeNull();

      const list = await send(gw, 'GET', '/v1/productrequest/get-all?PageNumber=1&PageSize=1', colleague.auth);
      expect(list.body).toMatchObject({ totalRecords: 2, pageSize: 1, totalPages: 2 });
      expect(list.body.data[0].productName).toBe('Water');
      expect((await send(gw, 'GET', '/v1/productrequest/get-all', owner.auth)).body.totalRecords).toBe(0);
      expect((await send(gw, 'GET', '/v1/productrequest/get-all', null)).status).toBe(401);
    });

    it('limits how many a person sends in a day', async () => {
      const busy = await buyer(gw, 'busy@requests.test', 'Busy Buyer');
      for (let n = 0; n < 10; n++)
        expect((await send(gw, 'POST', '/v1/productrequest/new', busy.auth, body({ productName: `Product ${n}` }))).status).toBe(200);
      const refused = await send(gw, 'POST', '/v1/productrequest/new', busy.auth, body());
      expect(refused.status).toBe(429);
      expect(refused.body.message).toContain('10');
    });
  });

  describe('producers', () => {
    it('lets a seller add a producer once, whatever the case', async () => {
      const added = await send(gw, 'POST', '/v1/producer/addproducer', sellerA.auth, {
        name: 'Lekki Petrochemicals',
        country: 'ng',
        city: 'Lagos',
        founded: 2019,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.data).toMatchObject({
        name: 'Lekki Petrochemicals',
        slug: 'lekki-petrochemicals',
        country: 'NG',
        founded: 2019,
        productCount: 0,
      });
      const again = await send(gw, 'POST', '/v1/producer/addproducer', sellerB.auth, { name: '  lekki   PETROCHEMICALS ', country: 'NG' });
      expect(again.status).toBe(409);
      expect(again.body.message).toContain('Lekki Petrochemicals');
      const listed = await send(gw, 'GET', '/v1/marketplace/get-producers?Search=Lekki', null);
      expect(listed.body.data.map((p: { name: string }) => p.name)).toEqual(['Lekki Petrochemicals']);
      expect((await db(gw).select().from(producers).where(eq(producers.slug, 'lekki-petrochemicals'))).length).toBe(1);

      expect((await send(gw, 'POST', '/v1/producer/addproducer', colleague.auth, { name: 'Another One', country: 'NG' })).status).toBe(403);
      expect(
        (await send(gw, 'POST', '/v1/producer/addproducer', sellerA.auth, { name: 'X', country: 'Nigeria' })).body.errors,
      ).toMatchObject({ name: expect.any(Array), country: expect.any(Array) });
    });
  });
});
