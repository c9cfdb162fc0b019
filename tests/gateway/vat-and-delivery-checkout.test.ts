/**
 * VAT and delivery as the gateway prices them at checkout, over HTTP on a real database: VAT per
 * line at the seller's standard rate (none on zero-rated and exempt goods, none before the seller's
 * registration took effect), rounded half up per line; the delivery line picked per storefront with
 * its VAT; totals that are the sums of their lines, whatever the browser sends; the preview that
 * shows exactly what is charged; wallet holds, daily limits, card payments and proforma invoices
 * for the total; and an accepted quote's own delivery line.
 */
import type { AddressInfo } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vatOf } from '../../src/contracts/tax.ts';
import { packages, products } from '../../src/gateway/db/schema/catalog.ts';
import { orders } from '../../src/gateway/db/schema/commerce.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';
import {
  addAddress,
  asBusinessVerified,
  db,
  member,
  packagesOfSuppliers,
  purchase,
  seller,
  send,
  stockOf,
  type TestPackage,
} from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const SECRET = 'sk_test_vat_checkout';
const PIN = '482916';
const plusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface OrderView {
  id: string;
  supplier: { id: number };
  subtotalMinor: number;
  goodsVatMinor: number;
  deliveryMinor: number;
  deliveryVatMinor: number;
  totalMinor: number;
  delivery: { kind: string; label: string; vatRateBps: number; note?: string | null } | null;
  sellerTax: { tin: string | null; vatRegistered: boolean; country: string } | null;
  buyerTax: { tin: string | null; vatRegistered: boolean; country: string } | null;
  lines: {
    packageId: number;
    quantity: number;
    unitPriceMinor: number;
    lineTotalMinor: number;
    vatTreatment: string;
    vatRateBps: number;
    vatMinor: number;
  }[];
}

describe.each(backends)('VAT and delivery at checkout on %s', (backend) => {
  let gw: TestGateway;
  let paystack: PaystackServer;
  let webhookUrl = '';
  /** Three products of one VAT-registered storefront: standard, zero-rated and exempt; and one of a storefront that charges no VAT. */
  let standard: TestPackage;
  let zeroRated: TestPackage;
  let exempt: TestPackage;
  let plain: TestPackage;
  let vendor: Awaited<ReturnType<typeof seller>>;
  let plainVendor: Awaited<ReturnType<typeof seller>>;
  let options: Record<'pickup' | 'lagos' | 'north' | 'quoted', string>;
  let shopper: Awaited<ReturnType<typeof member>> & { lagos: string; kano: string };

  /** Packages of different products of one storefront, first by id. */
  async function packagesOf(supplierId: number, count: number): Promise<TestPackage[]> {
    const rows = await db(gw)
      .select({
        id: packages.id,
        productId: products.id,
        supplierId: products.supplierId,
        priceMinor: packages.priceMinor,
        name: products.name,
        label: packages.label,
        unit: packages.unit,
        size: packages.size,
      })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(and(eq(products.supplierId, supplierId), eq(products.status, 'published')))
      .orderBy(asc(packages.id));
    const picked = rows.filter((r, i) => rows.findIndex((o) => o.productId === r.productId) === i).slice(0, count);
    expect(picked).toHaveLength(count);
    return picked.map((r) => ({ ...r, priceMinor: Number(r.priceMinor), size: Number(r.size) }));
  }

  /** A package at an odd price in kobo (so VAT has a remainder to round), a 25 kg bag, plenty in stock, one bag minimum. */
  async function prepare(pack: TestPackage, priceMinor: number, treatment: string) {
    await db(gw).update(packages).set({ priceMinor, unit: 'kg', size: 25, stock: 100_000 }).where(eq(packages.id, pack.id));
    await db(gw)
      .update(products)
      .set({ moq: 25, moqUnit: 'kg', vatTreatment: treatment as 'standard' })
      .where(eq(products.id, pack.productId));
    return { ...pack, priceMinor, unit: 'kg', size: 25 };
  }

  beforeAll(async () => {
    paystack = await startPaystackServer(SECRET);
    gw = await startGateway(backend, 60, {
      payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url }, publicKey: 'pk_test_public' },
      logger: { level: 'error' },
    });
    await gw.app.listen({ host: '127.0.0.1', port: 0 });
    webhookUrl = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/payments/paystack/webhook`;
    // The storefront with the most products sells the three; another one the fourth.
    const [busiest] = (
      (await db(gw).execute(
        sql`select supplier_id as id from products where status = 'published' group by supplier_id order by count(*) desc, supplier_id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const second = (await packagesOfSuppliers(gw, 2)).find((p) => p.supplierId !== busiest!.id)!;
    const [s, z, e] = await packagesOf(busiest!.id, 3);
    standard = await prepare(s!, 1_234_567, 'standard');
    zeroRated = await prepare(z!, 765_433, 'zero-rated');
    exempt = await prepare(e!, 99_999, 'exempt');
    plain = await prepare(second, 500_001, 'standard');

    vendor = await seller(gw, 'vendor@vat.test', standard.supplierId);
    plainVendor = await seller(gw, 'vendor@novat.test', plain.supplierId);
    const profile = await send(gw, 'POST', '/v1/company/tax-profile', vendor.auth, {
      tin: '12345678-0001',
      vatRegistered: true,
      vatRegisteredFrom: '2020-01-01',
    });
    expect(profile.status).toBe(200);
    const add = async (body: unknown) => {
      const answer = await send(gw, 'POST', '/v1/storefront/delivery-options', vendor.auth, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.id as string;
    };
    options = {
      pickup: await add({ kind: 'pickup', label: 'Pickup at Apapa', address: 'Creek Road, Apapa' }),
      lagos: await add({ kind: 'zone', label: 'Lagos', states: ['Lagos'], feePerOrderMinor: 15_000_01, feePerPackageMinor: 333_33 }),
      north: await add({
        kind: 'zone',
        label: 'North-West',
        states: ['Kano', 'Kaduna'],
        feePerOrderMinor: 45_000_00,
        feePerTonneMinor: 28_000_00,
      }),
      quoted: await add({ kind: 'quoted', label: 'Freight quoted on request' }),
    };

    const owner = await member(gw, 'buyer@vat.test', 'owner', { companyName: 'Okafor Paints' });
    expect((await send(gw, 'POST', '/v1/company/tax-profile', owner.auth, { tin: '76543210-0001', vatRegistered: false })).status).toBe(
      200,
    );
    shopper = {
      ...owner,
      lagos: await addAddress(gw, owner.auth, { state: 'Lagos State' }),
      kano: await addAddress(gw, owner.auth, { label: 'Kano depot', city: 'Kano', state: 'kano' }),
    };
  });
  afterAll(async () => {
    await gw?.close();
    await paystack?.close();
  });
  afterEach(async () => {
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  const lines = (q = { standard: 3, zeroRated: 2, exempt: 5, plain: 1 }) => [
    { packageId: standard.id, quantity: q.standard },
    { packageId: zeroRated.id, quantity: q.zeroRated },
    { packageId: exempt.id, quantity: q.exempt },
    { packageId: plain.id, quantity: q.plain },
  ];
  const orderOf = (result: { orders: OrderView[] }, supplierId: number) => result.orders.find((o) => o.supplier.id === supplierId)!;

  it('charges VAT per line at the seller’s rate, a delivery line with its VAT, and totals of their lines, whatever the browser sends', async () => {
    const body = {
      items: lines().map((l) => ({ ...l, unitPriceMinor: 1, packagePrice: 1 })),
      shippingAddressId: shopper.lagos,
      paymentMethod: 'bank-transfer',
      delivery: [{ supplierId: standard.supplierId, optionId: options.lagos }],
      totalMinor: 100,
      subtotalMinor: 100,
      vatMinor: 0,
    };
    const preview = await send(gw, 'POST', '/v1/shoppingcart/preview', shopper.auth, body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const placed = await purchase(gw, shopper.auth, body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const taxed = orderOf(placed.body.data, standard.supplierId);
    const expectedLines = [
      {
        packageId: standard.id,
        lineTotalMinor: 3 * 1_234_567,
        vatTreatment: 'standard',
        vatRateBps: 750,
        vatMinor: vatOf(3 * 1_234_567, 750),
      },
      { packageId: zeroRated.id, lineTotalMinor: 2 * 765_433, vatTreatment: 'zero-rated', vatRateBps: 0, vatMinor: 0 },
      { packageId: exempt.id, lineTotalMinor: 5 * 99_999, vatTreatment: 'exempt', vatRateBps: 0, vatMinor: 0 },
    ];
    expect(taxed.lines).toEqual(expectedLines.map((l) => expect.objectContaining(l)));
    // 3 × ₦12,345.67 = ₦37,037.01 at 7.5 % = ₦2,777.77575: rounded half up per line to ₦2,777.78.
    expect(taxed.lines[0]!.vatMinor).toBe(2_777_78);
    const subtotal = 3 * 1_234_567 + 2 * 765_433 + 5 * 99_999;
    const fee = 15_000_01 + 10 * 333_33;
    expect(taxed).toMatchObject({
      subtotalMinor: subtotal,
      goodsVatMinor: 2_777_78,
      deliveryMinor: fee,
      deliveryVatMinor: vatOf(fee, 750),
      totalMinor: subtotal + 2_777_78 + fee + vatOf(fee, 750),
      delivery: { kind: 'zone', label: 'Lagos', vatRateBps: 750 },
      sellerTax: { tin: '12345678-0001', vatRegistered: true, country: 'NG' },
      buyerTax: { tin: '76543210-0001', vatRegistered: false, country: 'NG' },
    });
    // The storefront that charges no VAT and has no delivery options: the goods alone.
    const untaxed = orderOf(placed.body.data, plain.supplierId);
    expect(untaxed).toMatchObject({
      subtotalMinor: 500_001,
      goodsVatMinor: 0,
      deliveryMinor: 0,
      deliveryVatMinor: 0,
      totalMinor: 500_001,
      delivery: null,
      sellerTax: null,
    });
    expect(placed.body.data.totalMinor).toBe(taxed.totalMinor + untaxed.totalMinor);

    // The preview said exactly this, seller by seller.
    const shown = preview.body.data;
    expect(shown.totalMinor).toBe(placed.body.data.totalMinor);
    const shownTaxed = shown.sellers.find((s: { supplier: { id: number } }) => s.supplier.id === standard.supplierId);
    expect(shownTaxed).toMatchObject({
      subtotalMinor: taxed.subtotalMinor,
      goodsVatMinor: taxed.goodsVatMinor,
      deliveryMinor: taxed.deliveryMinor,
      deliveryVatMinor: taxed.deliveryVatMinor,
      totalMinor: taxed.totalMinor,
      delivery: { id: options.lagos, feeMinor: fee },
      problem: null,
    });
    expect(shownTaxed.lines.map((l: { vatMinor: number }) => l.vatMinor)).toEqual(taxed.lines.map((l) => l.vatMinor));
    // Lagos sees pickup, the Lagos zone and quoted freight; not the North-West.
    expect(shownTaxed.deliveryOptions.map((o: { id: string }) => o.id)).toEqual([options.pickup, options.lagos, options.quoted]);

    // The database holds the same figures, and the total is its parts.
    const [row] = await db(gw).select().from(orders).where(eq(orders.id, taxed.id));
    expect(Number(row!.totalMinor)).toBe(taxed.totalMinor);

    // The proforma invoice asks for the totals.
    const proforma = await send(gw, 'GET', `/v1/payments/proforma/${placed.body.data.checkoutId}`, shopper.auth);
    expect(proforma.status).toBe(200);
    expect(proforma.body.data).toMatchObject({ totalMinor: placed.body.data.totalMinor, amountDueMinor: placed.body.data.totalMinor });
    expect(proforma.body.data.orders.find((o: { orderId: string }) => o.orderId === taxed.id)).toMatchObject({
      goodsVatMinor: taxed.goodsVatMinor,
      deliveryMinor: fee,
      totalMinor: taxed.totalMinor,
    });
  });

  it('delivers to the North-West priced per tonne, picks up for free by default, and gives quoted freight a line of nothing with its note', async () => {
    const buy = async (address: string, delivery?: unknown) =>
      purchase(gw, shopper.auth, {
        items: [{ packageId: standard.id, quantity: 40 }],
        shippingAddressId: address,
        paymentMethod: 'bank-transfer',
        ...(delivery ? { delivery } : {}),
      });
    const north = await buy(shopper.kano, [{ supplierId: standard.supplierId, optionId: options.north }]);
    expect(north.status, JSON.stringify(north.body)).toBe(200);
    // 40 bags of 25 kg: one tonne.
    expect(north.body.data.orders[0]).toMatchObject({
      deliveryMinor: 45_000_00 + 28_000_00,
      delivery: { kind: 'zone', label: 'North-West' },
    });
    const picked = await buy(shopper.kano);
    expect(picked.body.data.orders[0]).toMatchObject({
      deliveryMinor: 0,
      deliveryVatMinor: 0,
      delivery: { kind: 'pickup', label: 'Pickup at Apapa' },
    });
    const quoted = await buy(shopper.kano, [{ supplierId: standard.supplierId, optionId: options.quoted }]);
    expect(quoted.body.data.orders[0]).toMatchObject({
      deliveryMinor: 0,
      delivery: { kind: 'quoted', note: 'Freight is quoted by the seller after the order and invoiced separately.' },
    });
  });

  it('refuses a delivery choice that is not the storefront’s or does not reach the address, and asks for one where no pickup serves, storing nothing', async () => {
    const stock = await stockOf(gw, standard.id);
    const count = await db(gw).$count(orders);
    const refused = async (delivery: unknown, field: string, message: string, address = shopper.lagos) => {
      const answer = await purchase(gw, shopper.auth, {
        items: [{ packageId: standard.id, quantity: 1 }],
        shippingAddressId: address,
        paymentMethod: 'bank-transfer',
        delivery,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors[field]).toEqual([message]);
    };
    await refused(
      [{ supplierId: standard.supplierId, optionId: options.north }],
      'delivery.0.optionId',
      'is not a delivery option of this storefront that reaches Lagos',
    );
    await refused(
      [{ supplierId: plain.supplierId, optionId: options.lagos }],
      'delivery.0.supplierId',
      'is not a storefront of this purchase',
    );
    await refused(
      [
        { supplierId: standard.supplierId, optionId: options.lagos },
        { supplierId: standard.supplierId, optionId: options.pickup },
      ],
      'delivery.1.supplierId',
      'appears more than once: to split a storefront’s packages, give each delivery its packageIds',
    );
    await refused(
      [{ supplierId: standard.supplierId, optionId: 'not-an-option' }],
      'delivery.0.optionId',
      'is not a delivery option of this storefront that reaches Lagos',
    );
    // A storefront whose only option is a zone far away: nothing reaches Lagos.
    const far = await send(gw, 'POST', '/v1/storefront/delivery-options', plainVendor.auth, {
      kind: 'zone',
      label: 'Kano only',
      states: ['Kano'],
      feePerOrderMinor: 1_000_00,
    });
    const answer = await purchase(gw, shopper.auth, {
      items: [{ packageId: plain.id, quantity: 1 }],
      shippingAddressId: shopper.lagos,
      paymentMethod: 'bank-transfer',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.delivery[0]).toMatch(/none of the storefront’s delivery options reaches Lagos$/);
    // In Kano it is the only choice, and must be named.
    const kano = await purchase(gw, shopper.auth, {
      items: [{ packageId: plain.id, quantity: 1 }],
      shippingAddressId: shopper.kano,
      paymentMethod: 'bank-transfer',
    });
    expect(kano.body.errors.delivery[0]).toMatch(/choose one of the storefront’s delivery options$/);
    await send(gw, 'DELETE', `/v1/storefront/delivery-options/delete/${far.body.data.id}`, plainVendor.auth);
    expect(await stockOf(gw, standard.id)).toBe(stock);
    expect(await db(gw).$count(orders)).toBe(count);
  });

  it('charges no VAT on an order placed before the seller’s registration took effect', async () => {
    await send(gw, 'POST', '/v1/company/tax-profile', vendor.auth, {
      tin: '12345678-0001',
      vatRegistered: true,
      vatRegisteredFrom: plusDays(30),
    });
    try {
      const placed = await purchase(gw, shopper.auth, {
        items: [{ packageId: standard.id, quantity: 2 }],
        shippingAddressId: shopper.lagos,
        paymentMethod: 'bank-transfer',
        delivery: [{ supplierId: standard.supplierId, optionId: options.lagos }],
      });
      expect(placed.body.data.orders[0]).toMatchObject({
        subtotalMinor: 2 * 1_234_567,
        goodsVatMinor: 0,
        deliveryVatMinor: 0,
        totalMinor: 2 * 1_234_567 + 15_000_01 + 2 * 333_33,
        sellerTax: { vatRegistered: true },
      });
      expect(placed.body.data.orders[0].lines[0]).toMatchObject({ vatTreatment: 'standard', vatRateBps: 0, vatMinor: 0 });
    } finally {
      await send(gw, 'POST', '/v1/company/tax-profile', vendor.auth, {
        tin: '12345678-0001',
        vatRegistered: true,
        vatRegisteredFrom: '2020-01-01',
      });
    }
  });

  it('asks the card provider for the total', async () => {
    const placed = await purchase(gw, shopper.auth, {
      items: [{ packageId: standard.id, quantity: 1 }],
      shippingAddressId: shopper.lagos,
      paymentMethod: 'card',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data.orders[0];
    expect(order.totalMinor).toBe(1_234_567 + vatOf(1_234_567, 750));
    expect(placed.body.data.payment).toMatchObject({ amountMinor: order.totalMinor });
    const reference = placed.body.data.payment.reference as string;
    paystack.complete(reference);
    expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(reference))).status).toBe(200);
    expect((await send(gw, 'GET', `/v1/procurement/orders/${order.id}`, shopper.auth)).body.data.paymentStatus).toBe('paid');
  });

  it('holds the total in the wallet, and counts the total against the daily limit', async () => {
    expect((await send(gw, 'POST', '/v1/wallet/new', shopper.auth)).status).toBe(200);
    expect((await send(gw, 'POST', '/v1/wallet/set-pin', shopper.auth, { pin: PIN })).status).toBe(200);
    await asBusinessVerified(gw, shopper.companyId);
    const started = await send(gw, 'POST', '/v1/wallet/top-up', shopper.auth, { amount: 500_000_00 });
    paystack.complete(started.body.data.reference);
    await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(started.body.data.reference));
    const body = {
      items: [{ packageId: standard.id, quantity: 4 }],
      shippingAddressId: shopper.lagos,
      paymentMethod: 'wallet',
      walletPin: PIN,
      delivery: [{ supplierId: standard.supplierId, optionId: options.lagos }],
    };
    const subtotal = 4 * 1_234_567;
    const fee = 15_000_01 + 4 * 333_33;
    const total = subtotal + vatOf(subtotal, 750) + fee + vatOf(fee, 750);
    // A daily limit above the goods but below the total refuses the payment.
    await db(gw).execute(sql`update wallets set daily_limit = ${subtotal + 100} where company_id = ${shopper.companyId}`);
    const refused = await purchase(gw, shopper.auth, body);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    await db(gw).execute(sql`update wallets set daily_limit = null where company_id = ${shopper.companyId}`);
    const paid = await purchase(gw, shopper.auth, body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.orders[0]).toMatchObject({ totalMinor: total, paymentStatus: 'paid' });
    const wallet = (await send(gw, 'GET', '/v1/wallet/details', shopper.auth)).body.data.wallet;
    expect(wallet.balances).toMatchObject({ held: total, available: 500_000_00 - total });
  });

  it('makes an accepted quote an order with the answer’s own delivery line and VAT on both', async () => {
    const asked = await send(gw, 'POST', '/v1/quotes/request', shopper.auth, {
      productId: standard.productId,
      packageId: standard.id,
      quantity: 10,
      deliveryPlace: 'Kano depot',
      incoterm: 'DAP',
      neededBy: plusDays(14),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const id = asked.body.data.id as string;
    const refused = await send(gw, 'POST', `/v1/quotes/answer/${id}`, vendor.auth, {
      unitPriceMinor: 1_000_001,
      validUntil: plusDays(5),
      deliveryMinor: -1,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty(['deliveryMinor']);
    const answered = await send(gw, 'POST', `/v1/quotes/answer/${id}`, vendor.auth, {
      unitPriceMinor: 1_000_001,
      validUntil: plusDays(5),
      deliveryMinor: 120_000_00,
      deliveryLabel: 'Truck to Kano, 10 bags',
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({ quotedDeliveryMinor: 120_000_00, quotedDeliveryLabel: 'Truck to Kano, 10 bags' });
    const accepted = await send(gw, 'POST', `/v1/quotes/accept/${id}`, shopper.auth, {
      shippingAddressId: shopper.kano,
      paymentMethod: 'bank-transfer',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const order = (await send(gw, 'GET', `/v1/procurement/orders/${accepted.body.data.orderId}`, shopper.auth)).body.data as OrderView;
    const goods = 10 * 1_000_001;
    expect(order).toMatchObject({
      subtotalMinor: goods,
      goodsVatMinor: vatOf(goods, 750),
      deliveryMinor: 120_000_00,
      deliveryVatMinor: vatOf(120_000_00, 750),
      totalMinor: goods + vatOf(goods, 750) + 120_000_00 + vatOf(120_000_00, 750),
      delivery: { kind: 'quote', label: 'Truck to Kano, 10 bags', vatRateBps: 750 },
    });
  });
});
