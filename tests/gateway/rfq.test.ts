/**
 * Requests for quotation through the HTTP API on a real database: one request to three storefronts,
 * offers revised and declined, what each side may read (a storefront never another's offer; sealed
 * prices hidden from the buyer until closing), the comparison, the award line by line into one
 * order per storefront at the offered prices (totals to the kobo), and the refusals that change nothing.
 */
import { asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketToday } from '../../src/contracts/requests.ts';
import { packages, products } from '../../src/gateway/db/schema/catalog.ts';
import { orders } from '../../src/gateway/db/schema/commerce.ts';
import { outbox } from '../../src/gateway/db/schema/platform.ts';
import { rfqOffers, rfqs } from '../../src/gateway/db/schema/rfq.ts';
import { proformaAttachments } from '../../src/gateway/payments/proforma-pdf.ts';
import { addAddress, type Auth, db, member, send, seller } from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const DAY = 86_400_000;

describe.each(backends)('requests for quotation on %s', (backend) => {
  let gw: TestGateway;
  let now = new Date();
  let buyer: { auth: Auth; companyId: string };
  let addressId: string;
  /** Three storefronts, each with two published packages of its own and a seller signed in. */
  const shops: { supplierId: number; auth: Auth; packs: number[] }[] = [];
  let casNumber: string;
  let casSupplier: number;

  beforeAll(async () => {
    gw = await startGateway(backend, 120, { clock: () => now, logger: { level: 'fatal' } });
    const rows = await db(gw)
      .select({ id: packages.id, supplierId: products.supplierId, cas: products.casNumber })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(eq(products.status, 'published'))
      .orderBy(asc(packages.id));
    const bySupplier = new Map<number, number[]>();
    for (const r of rows) bySupplier.set(r.supplierId, [...(bySupplier.get(r.supplierId) ?? []), r.id]);
    for (const [supplierId, ids] of bySupplier) {
      if (ids.length < 2 || shops.length === 3) continue;
      const owner = await seller(gw, `seller${shops.length}.${backend}@rfq.test`, supplierId);
      shops.push({ supplierId, auth: owner.auth, packs: ids.slice(0, 2) });
    }
    const allIds = shops.flatMap((s) => s.packs);
    await db(gw).update(packages).set({ stock: 10_000 }).where(inArray(packages.id, allIds));
    // Minimum orders of one package, so any count offered can be ordered.
    await db(gw)
      .update(products)
      .set({ moq: 0.001, moqUnit: 'kg' })
      .where(inArray(products.id, db(gw).select({ id: packages.productId }).from(packages).where(inArray(packages.id, allIds))));
    const withCas = rows.find((r) => r.cas && !shops.some((s) => s.supplierId === r.supplierId))!;
    casNumber = withCas.cas!;
    casSupplier = withCas.supplierId;
    buyer = await member(gw, `buyer.${backend}@rfq.test`, 'owner', { companyName: 'Okafor Paints' });
    addressId = await addAddress(gw, buyer.auth);
    // The first storefront charges VAT, so the totals carry some.
    const [a] = shops;
    const tax = await send(gw, 'POST', '/v1/company/tax-profile', a!.auth, {
      tin: '12345678-0001',
      vatRegistered: true,
      vatRegisteredFrom: '2024-01-01',
      country: 'NG',
    });
    expect(tax.status).toBe(200);
  });
  afterAll(() => gw?.close());

  const request = (overrides: Record<string, unknown> = {}) => ({
    title: 'Pigments for Q3',
    lines: [
      {
        name: 'Titanium dioxide, rutile',
        casNumber: '13463-67-7',
        grade: 'Industrial',
        purity: '94%',
        quantity: '500',
        unit: 'kg',
        packaging: '25 kg bags',
      },
      { name: 'Iron oxide red', quantity: '200', unit: 'kg' },
    ],
    deliveryPlace: 'Apapa, Lagos',
    neededBy: marketToday(new Date(Date.now() + 20 * DAY)),
    incoterm: 'DAP',
    paymentTerms: ['bank-transfer', 'card'],
    closesAt: new Date(now.getTime() + 2 * DAY).toISOString(),
    supplierIds: shops.map((s) => s.supplierId),
    ...overrides,
  });

  const offer = (shop: (typeof shops)[number], lineIds: string[], prices: number[], overrides: Record<string, unknown> = {}) => ({
    lines: lineIds.map((lineId, i) => ({
      lineId,
      packageId: shop.packs[i]!,
      packages: 4 + i,
      unitPriceMinor: prices[i]!,
      leadTimeDays: 5 + i,
      moq: '1 bag',
    })),
    incoterm: 'DAP',
    paymentTerms: ['bank-transfer'],
    validUntil: marketToday(new Date(Date.now() + 10 * DAY)),
    deliveryMinor: 150_000,
    deliveryLabel: 'Truck to Apapa',
    ...overrides,
  });

  it('lives from request to offers, revisions, a decline, the comparison and an award line by line into one order per storefront', async () => {
    const [a, b, c] = shops as [(typeof shops)[number], (typeof shops)[number], (typeof shops)[number]];
    const created = await send(gw, 'POST', '/v1/rfq', buyer.auth, request());
    expect(created.status).toBe(200);
    const rfq = created.body.data;
    expect(rfq.recipients).toHaveLength(3);
    const [line1, line2] = rfq.lines.map((l: { id: string }) => l.id);

    // Each storefront sees it in its list; a storefront it did not go to does not.
    const received = await send(gw, 'GET', '/v1/rfq/received', b.auth);
    expect(received.body.data.map((r: { id: string }) => r.id)).toContain(rfq.id);

    expect((await send(gw, 'POST', `/v1/rfq/decline/${rfq.id}`, c.auth, { reason: 'No stock of rutile grade this quarter' })).status).toBe(
      200,
    );
    expect((await send(gw, 'POST', `/v1/rfq/offer/${rfq.id}`, a.auth, offer(a, [line1, line2], [1_250_050, 990_000]))).status).toBe(200);
    // A revision: the earlier one is kept, marked superseded.
    const revised = await send(gw, 'POST', `/v1/rfq/offer/${rfq.id}`, a.auth, offer(a, [line1, line2], [1_200_033, 990_000]));
    expect(revised.status).toBe(200);
    expect(revised.body.data.offers.map((o: { revision: number; superseded: boolean }) => [o.revision, o.superseded])).toEqual([
      [2, false],
      [1, true],
    ]);
    const offerOfA = revised.body.data.offers[0].id;
    const fromB = await send(
      gw,
      'POST',
      `/v1/rfq/offer/${rfq.id}`,
      b.auth,
      offer(b, [line1, line2], [1_300_000, 870_017], { deliveryMinor: null }),
    );
    expect(fromB.status).toBe(200);

    // A storefront reads its own offers only: another's answers 404, and its view of the request names no other storefront.
    expect((await send(gw, 'GET', `/v1/rfq/offers/${offerOfA}`, b.auth)).status).toBe(404);
    expect((await send(gw, 'GET', `/v1/rfq/offers/${offerOfA}`, a.auth)).status).toBe(200);
    const seenByB = await send(gw, 'GET', `/v1/rfq/received/${rfq.id}`, b.auth);
    expect(seenByB.body.data.offers.every((o: { supplier: { id: number } }) => o.supplier.id === b.supplierId)).toBe(true);
    expect(seenByB.body.data.recipients.map((r: { supplier: { id: number } }) => r.supplier.id)).toEqual([b.supplierId]);
    // Nor the buyer's side of it.
    expect((await send(gw, 'GET', `/v1/rfq/get/${rfq.id}`, b.auth)).status).toBe(404);

    const compared = await send(gw, 'GET', `/v1/rfq/compare/${rfq.id}?price=70&leadTime=10&paymentTerms=10&verification=10`, buyer.auth);
    expect(compared.status).toBe(200);
    const columns = compared.body.data.columns as any[];
    const colA = columns.find((col) => col.supplier.id === a.supplierId);
    const colB = columns.find((col) => col.supplier.id === b.supplierId);
    const colC = columns.find((col) => col.supplier.id === c.supplierId);
    expect(colC.status).toBe('declined');
    expect(colC.declineReason).toBe('No stock of rutile grade this quarter');
    // Line 1: A's 4 × 12,000.33 beats B's 4 × 13,000; line 2: B's 5 × 8,700.17 beats A's 5 × 9,900.
    expect([colA.cells[0].best, colB.cells[0].best, colA.cells[1].best, colB.cells[1].best]).toEqual([true, false, false, true]);
    expect(colA.totals.goodsVatMinor).toBeGreaterThan(0);
    expect(colB.totals.goodsVatMinor).toBe(0);
    expect(colA.score).toBeGreaterThan(0);
    const csv = await gw.app.inject({ url: `/api/v1/rfq/compare/${rfq.id}/csv`, headers: buyer.auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('(best)');

    // Line by line: line 1 to A, line 2 to B.
    const awarded = await send(gw, 'POST', `/v1/rfq/award/${rfq.id}`, buyer.auth, {
      lines: [
        { lineId: line1, supplierId: a.supplierId },
        { lineId: line2, supplierId: b.supplierId },
      ],
      shippingAddressId: addressId,
      paymentMethod: 'bank-transfer',
    });
    expect(awarded.status).toBe(200);
    expect(awarded.body.data.status).toBe('awarded');
    expect(awarded.body.data.orderIds).toHaveLength(2);
    const placed = await Promise.all(
      awarded.body.data.orderIds.map(async (id: string) => (await send(gw, 'GET', `/v1/procurement/orders/${id}`, buyer.auth)).body.data),
    );
    const orderOfA = placed.find((o) => o.supplier.id === a.supplierId);
    const orderOfB = placed.find((o) => o.supplier.id === b.supplierId);
    expect(orderOfA.lines.map((l: any) => [l.packageId, l.quantity, l.unitPriceMinor])).toEqual([[a.packs[0], 4, 1_200_033]]);
    expect(orderOfB.lines.map((l: any) => [l.packageId, l.quantity, l.unitPriceMinor])).toEqual([[b.packs[1], 5, 870_017]]);
    // To the kobo: the compared cells of the awarded lines and the offer's delivery line make each order.
    const deliveryVat = Math.round((150_000 * 750) / 10_000);
    expect(orderOfA.totalMinor).toBe(colA.cells[0].lineTotalMinor + colA.cells[0].vatMinor + 150_000 + deliveryVat);
    expect(orderOfA.goodsVatMinor).toBe(colA.cells[0].vatMinor);
    expect(orderOfB.totalMinor).toBe(colB.cells[1].lineTotalMinor + colB.cells[1].vatMinor);
    expect(orderOfB.totalMinor).toBe(5 * 870_017);

    // Paid by bank transfer: each order has its proforma invoice, for its buyer only, and its email carries it.
    const proforma = await send(gw, 'GET', `/v1/payments/proforma/orders/${orderOfA.id}`, buyer.auth);
    expect(proforma.status).toBe(200);
    expect(proforma.body.data).toMatchObject({ checkoutId: null, paymentMethod: 'bank-transfer', amountDueMinor: orderOfA.totalMinor });
    expect(proforma.body.data.orders.map((o: any) => [o.orderId, o.paymentReference, o.totalMinor])).toEqual([
      [orderOfA.id, orderOfA.number, orderOfA.totalMinor],
    ]);
    expect((await send(gw, 'GET', `/v1/payments/proforma/orders/${orderOfA.id}`, a.auth)).status).toBe(404);
    expect((await send(gw, 'GET', `/v1/payments/proforma/orders/not-an-id`, buyer.auth)).status).toBe(404);
    const [placedMail] = await db(gw)
      .select({ attachments: outbox.attachments })
      .from(outbox)
      .where(like(outbox.subject, `%${orderOfA.number}%placed%`));
    const attached = placedMail?.attachments?.find((f) => f.source === 'proforma');
    expect(attached?.filename).toBe(`proforma-invoice-${orderOfA.number}.pdf`);
    const pdf = await proformaAttachments(db(gw))(attached!);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');

    // Each storefront that answered has a conversation with the buyer about the request, with the steps in it.
    const threads = await send(gw, 'GET', '/v1/conversations/threads?side=buyer', buyer.auth);
    const aboutIt = threads.body.data.filter((t: any) => t.subject.kind === 'rfq' && t.subject.ref === rfq.id);
    expect(aboutIt).toHaveLength(3);
    expect(aboutIt.every((t: any) => t.subject.url === `/procurement/my-requests?tab=rfq&id=${rfq.id}`)).toBe(true);

    // Awarded: the request takes no more offers and no second award, and nothing changes.
    const late = await send(gw, 'POST', `/v1/rfq/offer/${rfq.id}`, a.auth, offer(a, [line1], [1]));
    expect(late.status).toBe(409);
    const again = await send(gw, 'POST', `/v1/rfq/award/${rfq.id}`, buyer.auth, {
      supplierId: a.supplierId,
      shippingAddressId: addressId,
      paymentMethod: 'card',
    });
    expect(again.status).toBe(409);
    const offersNow = await db(gw).$count(rfqOffers, eq(rfqOffers.rfqId, rfq.id));
    expect(offersNow).toBe(3);
    const seenByA = await send(gw, 'GET', `/v1/rfq/received/${rfq.id}`, a.auth);
    expect(seenByA.body.data.recipients[0].status).toBe('awarded');
  });

  it('hides sealed prices from the buyer until closing, refuses offers after it, and closes by the job', async () => {
    const [a, b] = shops as [(typeof shops)[number], (typeof shops)[number]];
    const created = await send(
      gw,
      'POST',
      '/v1/rfq',
      buyer.auth,
      request({ sealed: true, closesAt: new Date(now.getTime() + 3_600_000).toISOString() }),
    );
    const rfq = created.body.data;
    const [line1] = rfq.lines.map((l: { id: string }) => l.id);
    expect((await send(gw, 'POST', `/v1/rfq/offer/${rfq.id}`, a.auth, offer(a, [line1], [777_777]))).status).toBe(200);

    const sealed = await send(gw, 'GET', `/v1/rfq/get/${rfq.id}`, buyer.auth);
    expect(sealed.body.data.offers[0].lines[0].unitPriceMinor).toBeNull();
    expect(JSON.stringify(sealed.body.data)).not.toContain('777777');
    const compared = await send(gw, 'GET', `/v1/rfq/compare/${rfq.id}`, buyer.auth);
    expect(compared.body.data.pricesHidden).toBe(true);
    expect(JSON.stringify(compared.body.data)).not.toContain('777777');
    const early = await send(gw, 'POST', `/v1/rfq/award/${rfq.id}`, buyer.auth, {
      supplierId: a.supplierId,
      shippingAddressId: addressId,
      paymentMethod: 'card',
    });
    expect(early.status).toBe(409);
    // The storefront sees its own price.
    expect((await send(gw, 'GET', `/v1/rfq/received/${rfq.id}`, a.auth)).body.data.offers[0].lines[0].unitPriceMinor).toBe(777_777);

    now = new Date(now.getTime() + 2 * 3_600_000);
    try {
      const late = await send(gw, 'POST', `/v1/rfq/offer/${rfq.id}`, b.auth, offer(b, [line1], [500_000]));
      expect(late.status).toBe(409);
      expect(late.body.message).toContain('closed');
      expect(await db(gw).$count(rfqOffers, eq(rfqOffers.rfqId, rfq.id))).toBe(1);
      expect((await gw.app.services.rfqs.closeDue()).closed).toBeGreaterThanOrEqual(1);
      const [row] = await db(gw).select().from(rfqs).where(eq(rfqs.id, rfq.id));
      expect(row!.status).toBe('closed');
      const opened = await send(gw, 'GET', `/v1/rfq/get/${rfq.id}`, buyer.auth);
      expect(opened.body.data.offers[0].lines[0].unitPriceMinor).toBe(777_777);
    } finally {
      now = new Date(now.getTime() - 2 * 3_600_000);
    }
  });

  it('refuses to award an offer past its validity, and leaves everything as it was', async () => {
    const [a] = shops as [(typeof shops)[number]];
    const created = await send(gw, 'POST', '/v1/rfq', buyer.auth, request({ closesAt: new Date(now.getTime() + 3_600_000).toISOString() }));
    const rfq = created.body.data;
    const [line1] = rfq.lines.map((l: { id: string }) => l.id);
    expect(
      (await send(gw, 'POST', `/v1/rfq/offer/${rfq.id}`, a.auth, offer(a, [line1], [100_000], { validUntil: marketToday() }))).status,
    ).toBe(200);
    const ordersBefore = await db(gw).$count(orders);
    now = new Date(now.getTime() + 3 * DAY);
    try {
      const refused = await send(gw, 'POST', `/v1/rfq/award/${rfq.id}`, buyer.auth, {
        supplierId: a.supplierId,
        shippingAddressId: addressId,
        paymentMethod: 'bank-transfer',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('expired');
      expect(await db(gw).$count(orders)).toBe(ordersBefore);
      const [row] = await db(gw).select().from(rfqs).where(eq(rfqs.id, rfq.id));
      expect(row!.status).toBe('open');
    } finally {
      now = new Date(now.getTime() - 3 * DAY);
    }
  });

  it('sends an open request to the storefronts selling a CAS number, leaving out those that keep out of open requests', async () => {
    const opened = await send(gw, 'POST', '/v1/rfq', buyer.auth, request({ supplierIds: [], openTo: { casNumber } }));
    expect(opened.status).toBe(200);
    expect(opened.body.data.audience).toBe('open');
    expect(opened.body.data.recipients.map((r: { supplier: { id: number } }) => r.supplier.id)).toContain(casSupplier);

    const owner = await seller(gw, `cas.${backend}@rfq.test`, casSupplier);
    expect((await send(gw, 'POST', '/v1/rfq/preferences', owner.auth, { openRequests: false })).status).toBe(200);
    const again = await send(gw, 'POST', '/v1/rfq', buyer.auth, request({ supplierIds: [], openTo: { casNumber } }));
    const ids = again.status === 200 ? again.body.data.recipients.map((r: { supplier: { id: number } }) => r.supplier.id) : [];
    expect(ids).not.toContain(casSupplier);
    // Picked, it still reaches the storefront.
    const picked = await send(gw, 'POST', '/v1/rfq', buyer.auth, request({ supplierIds: [casSupplier] }));
    expect(picked.status).toBe(200);
    expect((await send(gw, 'GET', '/v1/rfq/preferences', owner.auth)).body.data.openRequests).toBe(false);
  });

  it('lets one of two awards sent at once through, and takes simultaneous revisions one after another', async () => {
    const [a] = shops as [(typeof shops)[number]];
    const created = await send(gw, 'POST', '/v1/rfq', buyer.auth, request());
    const rfq = created.body.data;
    const [line1] = rfq.lines.map((l: { id: string }) => l.id);
    const revisions = await Promise.all(
      [1, 2, 3].map((i) => send(gw, 'POST', `/v1/rfq/offer/${rfq.id}`, a.auth, offer(a, [line1], [100_000 + i]))),
    );
    expect(revisions.map((r) => r.status)).toEqual([200, 200, 200]);
    const stored = await db(gw).select().from(rfqOffers).where(eq(rfqOffers.rfqId, rfq.id));
    expect(stored.map((o) => o.revision).sort()).toEqual([1, 2, 3]);
    expect(stored.filter((o) => !o.superseded)).toHaveLength(1);

    const ordersBefore = await db(gw).$count(orders);
    const award = () =>
      send(gw, 'POST', `/v1/rfq/award/${rfq.id}`, buyer.auth, {
        supplierId: a.supplierId,
        shippingAddressId: addressId,
        paymentMethod: 'bank-transfer',
      });
    const both = await Promise.all([award(), award()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db(gw).$count(orders)).toBe(ordersBefore + 1);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const before = await db(gw).$count(rfqs);
    const past = await send(gw, 'POST', '/v1/rfq', buyer.auth, request({ closesAt: new Date(now.getTime() - 1000).toISOString() }));
    expect(past.status).toBe(400);
    expect(past.body.errors.closesAt).toBeDefined();
    const none = await send(gw, 'POST', '/v1/rfq', buyer.auth, request({ supplierIds: [] }));
    expect(none.status).toBe(400);
    expect(await db(gw).$count(rfqs)).toBe(before);
  });

  it('refuses an offer of fewer packages than the minimum order, which the award could not place, and keeps no offer', async () => {
    const [a] = shops as [(typeof shops)[number]];
    const rfq = (await send(gw, 'POST', '/v1/rfq', buyer.auth, request())).body.data;
    const [line1, line2] = rfq.lines.map((l: { id: string }) => l.id);
    const [pack] = await db(gw)
      .select({ productId: packages.productId, size: packages.size, unit: packages.unit })
      .from(packages)
      .where(eq(packages.id, a.packs[0]!));
    // A minimum of 10 of this package, in its own unit.
    await db(gw)
      .update(products)
      .set({ moq: Number(pack!.size) * 10, moqUnit: pack!.unit })
      .where(eq(products.id, pack!.productId));
    try {
      const below = await send(gw, 'POST', `/v1/rfq/offer/${rfq.id}`, a.auth, offer(a, [line1, line2], [1_000_000, 900_000]));
      expect(below.status).toBe(400);
      expect(below.body.errors['lines.0.packages']).toEqual(['must be at least 10, the minimum order of this package']);
      expect(await db(gw).$count(rfqOffers, eq(rfqOffers.rfqId, rfq.id))).toBe(0);
      const enough = offer(a, [line1, line2], [1_000_000, 900_000]);
      enough.lines[0]!.packages = 10;
      expect((await send(gw, 'POST', `/v1/rfq/offer/${rfq.id}`, a.auth, enough)).status).toBe(200);
    } finally {
      await db(gw).update(products).set({ moq: 0.001, moqUnit: 'kg' }).where(eq(products.id, pack!.productId));
    }
  });
});
