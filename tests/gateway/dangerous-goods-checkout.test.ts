/**
 * Dangerous goods at checkout, over HTTP on a real database (docs/decisions/040-dangerous-goods-in-orders.md):
 * nitric acid of 65–70% (UN2031, class 8 with 5.1) and acetone (UN1090, class 3) of one storefront
 * may not travel in one delivery, so the preview and confirm-purchase refuse them whatever pays,
 * naming the pair, the classes and the rule, with a split that goes through sent back as it is
 * (two orders, each with its delivery line); goods to be kept apart pass, the rule on the order
 * for both sides; a delivery option that refuses a class is not offered for it, and its surcharges
 * are priced and carry VAT; a bad split is refused field by field; a burst of forbidden purchases
 * stores nothing.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vatOf } from '../../src/contracts/tax.ts';
import { lineName } from '../../src/gateway/commerce/order-placement.ts';
import { checkouts, orders } from '../../src/gateway/db/schema/commerce.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';
import { type Auth, db, purchase, send, stockOf, type TestPackage, walletBuyer } from './commerce-fixtures.ts';
import { dangerousGoodsShop } from './dangerous-goods-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const SECRET = 'sk_test_dangerous_goods';
const PIN = '482916';
const FEE = 10_000_00;
const SURCHARGE_8 = 5_000_00;
const SURCHARGE_5 = 2_500_00;

describe.each(backends)('dangerous goods at checkout on %s', (backend) => {
  let gw: TestGateway;
  let paystack: PaystackServer;
  let shop: Awaited<ReturnType<typeof dangerousGoodsShop<'nitricAcid' | 'acetone' | 'sulphur'>>>;
  let nitric: TestPackage;
  let acetone: TestPackage;
  let sulphur: TestPackage;
  let options: Record<'pickup' | 'lagos' | 'noFlammables', string>;
  let buyer: Awaited<ReturnType<typeof walletBuyer>>;

  beforeAll(async () => {
    paystack = await startPaystackServer(SECRET);
    gw = await startGateway(backend, 30, {
      payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url }, publicKey: 'pk_test_public' },
      logger: { level: 'error' },
    });
    await gw.app.listen({ host: '127.0.0.1', port: 0 });
    paystack.webhookUrl = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/payments/paystack/webhook`;
    shop = await dangerousGoodsShop(gw, `seller.${backend}@dg-checkout.test`, ['nitricAcid', 'acetone', 'sulphur']);
    ({ nitricAcid: nitric, acetone, sulphur } = shop.goods);
    const taxed = await send(gw, 'POST', '/v1/company/tax-profile', shop.owner.auth, {
      tin: '12345678-0001',
      vatRegistered: true,
      vatRegisteredFrom: '2020-01-01',
    });
    expect(taxed.status).toBe(200);
    const add = async (body: unknown) => {
      const answer = await send(gw, 'POST', '/v1/storefront/delivery-options', shop.owner.auth, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.id as string;
    };
    options = {
      pickup: await add({ kind: 'pickup', label: 'Pickup at Ikeja', address: 'Acme Road, Ikeja' }),
      lagos: await add({
        kind: 'zone',
        label: 'Lagos',
        states: ['Lagos'],
        feePerOrderMinor: FEE,
        classSurcharges: [
          { class: '8', amountMinor: SURCHARGE_8 },
          { class: '5', amountMinor: SURCHARGE_5 },
        ],
      }),
      noFlammables: await add({ kind: 'zone', label: 'Lagos van (no flammables)', states: ['Lagos'], refusedClasses: ['3', '2.1'] }),
    };
    buyer = await walletBuyer(gw, `buyer.${backend}@dg-checkout.test`, 5_000_000_00);
  });
  afterAll(async () => {
    await gw?.close();
    await paystack?.close();
  });
  afterEach(async () => {
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  const lines = (...packs: TestPackage[]) => packs.map((p) => ({ packageId: p.id, quantity: 1 }));
  const together = (extra: Record<string, unknown> = {}) => ({
    items: lines(nitric, acetone),
    shippingAddressId: buyer.address,
    delivery: [{ supplierId: shop.supplierId, optionId: options.lagos }],
    ...extra,
  });
  const preview = (auth: Auth, body: unknown) => send(gw, 'POST', '/v1/shoppingcart/preview', auth, body);
  /** What a refused purchase must leave as it was. */
  const state = async () => ({
    orders: await db(gw).$count(orders),
    checkouts: await db(gw).$count(checkouts, eq(checkouts.userId, buyer.id)),
    stock: [await stockOf(gw, nitric.id), await stockOf(gw, acetone.id)],
    wallet: (await send(gw, 'GET', '/v1/wallet/details', buyer.auth)).body.data.wallet.balances,
  });

  /** The 422 for nitric acid and acetone in delivery 0: the pair, the classes, the rule, and the split. */
  function expectRefused(answer: Awaited<ReturnType<typeof send>>) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    const rule =
      'IMDG Code 7.2.4 keeps “separated from” each other class 5.1 (oxidizer) and class 3 (flammable liquid): they may not be loaded together.';
    expect(answer.body.message).toBe(
      `${lineName(nitric.name, nitric.label)} and ${lineName(acetone.name, acetone.label)} may not travel in one delivery: ${rule} Send them in separate deliveries, each with its own delivery line.`,
    );
    expect(answer.body.errors).toEqual({
      'delivery.0': [`Nitric acid 68%, 35 kg carboy and Acetone, 200 L drum may not travel in one delivery: ${rule}`],
    });
    expect(answer.body.data.segregation).toEqual({
      conflicts: [
        {
          supplierId: shop.supplierId,
          delivery: 0,
          lines: [
            {
              packageId: nitric.id,
              productName: 'Nitric acid 68%',
              packageLabel: '35 kg carboy',
              unNumber: 'UN2031',
              classes: ['8', '5.1'],
            },
            { packageId: acetone.id, productName: 'Acetone', packageLabel: '200 L drum', unNumber: 'UN1090', classes: ['3'] },
          ],
          classes: ['5.1', '3'],
          rule,
        },
      ],
      suggestedDelivery: [
        { supplierId: shop.supplierId, optionId: options.lagos, packageIds: [nitric.id] },
        { supplierId: shop.supplierId, optionId: options.lagos, packageIds: [acetone.id] },
      ],
    });
    return answer.body.data.segregation.suggestedDelivery;
  }

  it('refuses nitric acid 65–70% and acetone in one delivery at the preview and at confirm-purchase, whatever pays, storing nothing', async () => {
    const before = await state();
    expectRefused(await preview(buyer.auth, together()));
    const methods: [string, Record<string, unknown>][] = [
      ['bank-transfer', {}],
      ['card', {}],
      ['wallet', { walletPin: PIN }],
      ['financing', { walletPin: PIN }],
    ];
    for (const [paymentMethod, extra] of methods) expectRefused(await purchase(gw, buyer.auth, together({ paymentMethod, ...extra })));
    // Left out of `delivery`, the storefront's one delivery is refused all the same.
    const unnamed = await purchase(gw, buyer.auth, { ...together({ paymentMethod: 'bank-transfer' }), delivery: undefined });
    expect(unnamed.status).toBe(422);
    expect(Object.keys(unnamed.body.errors)).toEqual(['delivery']);
    expect(unnamed.body.data.segregation.suggestedDelivery).toEqual([
      { supplierId: shop.supplierId, packageIds: [nitric.id] },
      { supplierId: shop.supplierId, packageIds: [acetone.id] },
    ]);
    expect(await state()).toEqual(before);
  });

  it('takes them split as suggested: two orders, each with its own delivery line, surcharge and VAT, as the preview said', async () => {
    const split = expectRefused(await preview(buyer.auth, together()));
    const shown = await preview(buyer.auth, together({ delivery: split }));
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const [seller] = shown.body.data.sellers;
    // Class 8 and, by its subsidiary risk, class 5 are surcharged on the nitric acid's delivery; nothing on the acetone's.
    const nitricFee = FEE + SURCHARGE_8 + SURCHARGE_5;
    expect(seller.deliveries).toEqual([
      expect.objectContaining({
        packageIds: [nitric.id],
        classes: ['5.1', '8'],
        keptApart: [],
        deliveryMinor: nitricFee,
        deliveryVatMinor: vatOf(nitricFee, 750),
        delivery: expect.objectContaining({
          id: options.lagos,
          feeMinor: nitricFee,
          surcharges: [
            { class: '8', amountMinor: SURCHARGE_8 },
            { class: '5', amountMinor: SURCHARGE_5 },
          ],
        }),
        problem: null,
      }),
      expect.objectContaining({
        packageIds: [acetone.id],
        classes: ['3'],
        deliveryMinor: FEE,
        deliveryVatMinor: vatOf(FEE, 750),
        delivery: expect.objectContaining({ id: options.lagos, feeMinor: FEE, surcharges: [] }),
      }),
    ]);
    // The van that refuses flammable liquids is offered for the nitric acid only.
    expect(seller.deliveries.map((d: { deliveryOptions: { id: string }[] }) => d.deliveryOptions.map((o) => o.id))).toEqual([
      [options.pickup, options.lagos, options.noFlammables],
      [options.pickup, options.lagos],
    ]);
    expect(seller.deliveryMinor).toBe(nitricFee + FEE);

    const placed = await purchase(gw, buyer.auth, together({ delivery: split, paymentMethod: 'wallet', walletPin: PIN }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [first, second] = placed.body.data.orders;
    expect(first).toMatchObject({
      deliveryMinor: nitricFee,
      deliveryVatMinor: vatOf(nitricFee, 750),
      delivery: { kind: 'zone', optionId: options.lagos, vatRateBps: 750, surcharges: seller.deliveries[0].delivery.surcharges },
      lines: [
        expect.objectContaining({
          packageId: nitric.id,
          transport: expect.objectContaining({ unNumber: 'UN2031', hazardClass: '8', subsidiaryRisks: ['5.1'], packingGroup: 'II' }),
        }),
      ],
      dangerousGoods: { classes: ['5.1', '8'], keptApart: [], restricted: [], endUse: null },
      paymentStatus: 'paid',
    });
    expect(second).toMatchObject({
      deliveryMinor: FEE,
      lines: [
        expect.objectContaining({ packageId: acetone.id, transport: expect.objectContaining({ unNumber: 'UN1090', hazardClass: '3' }) }),
      ],
      dangerousGoods: { classes: ['3'] },
    });
    expect(placed.body.data.orders.map((o: { totalMinor: number }) => o.totalMinor)).toEqual(
      seller.deliveries.map((d: { totalMinor: number }) => d.totalMinor),
    );
    expect(placed.body.data.totalMinor).toBe(shown.body.data.totalMinor);
  });

  it('lets goods to be kept apart travel together, and shows the rule on the order to buyer and seller', async () => {
    const placed = await purchase(gw, buyer.auth, {
      items: lines(nitric, sulphur),
      shippingAddressId: buyer.address,
      paymentMethod: 'bank-transfer',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.orders).toHaveLength(1);
    const kept = {
      classes: ['4.1', '5.1', '8'],
      keptApart: [
        {
          packageIds: [nitric.id, sulphur.id],
          products: ['Nitric acid 68%, 35 kg carboy', 'Sulphur powder, 25 kg bag'],
          classes: ['8', '4.1'],
          rule: 'IMDG Code 7.2.4 keeps “away from” each other class 8 (corrosive) and class 4.1 (flammable solid): keep them apart in the vehicle.',
        },
      ],
      restricted: [],
      endUse: null,
    };
    const id = placed.body.data.orders[0].id;
    expect(placed.body.data.orders[0].dangerousGoods).toEqual(kept);
    expect((await send(gw, 'GET', `/v1/procurement/orders/${id}`, buyer.auth)).body.data.dangerousGoods).toEqual(kept);
    expect((await send(gw, 'GET', `/v1/storefront/orders/${id}`, shop.owner.auth)).body.data.dangerousGoods).toEqual(kept);
    const told = await send(gw, 'GET', '/v1/notifications/get-all?PageSize=50', shop.owner.auth);
    expect(told.body.data.find((n: { link: string | null }) => n.link?.includes(id))?.body).toContain(
      'Dangerous goods to keep apart in the vehicle: Nitric acid 68%, 35 kg carboy and Sulphur powder, 25 kg bag.',
    );
  });

  it('does not offer an option that refuses a class the goods carry, and refuses it when named', async () => {
    const alone = (pack: TestPackage, optionId?: string) => ({
      items: lines(pack),
      shippingAddressId: buyer.address,
      ...(optionId ? { delivery: [{ supplierId: shop.supplierId, optionId }] } : {}),
    });
    const shown = await preview(buyer.auth, alone(acetone, options.noFlammables));
    expect(shown.status).toBe(200);
    expect(shown.body.data.sellers[0].deliveryOptions.map((o: { id: string }) => o.id)).toEqual([options.pickup, options.lagos]);
    expect(shown.body.data.sellers[0].problem).toBe(
      'Delivery: does not carry class 3 (flammable liquid): choose another of the storefront’s options',
    );
    const refused = await purchase(gw, buyer.auth, { ...alone(acetone, options.noFlammables), paymentMethod: 'bank-transfer' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'delivery.0.optionId': ['does not carry class 3 (flammable liquid): choose another of the storefront’s options'],
    });
    // Sulphur goes by the van; so says the public price list of options.
    expect((await purchase(gw, buyer.auth, { ...alone(sulphur, options.noFlammables), paymentMethod: 'bank-transfer' })).status).toBe(200);
    const price = async (pack: TestPackage) =>
      (
        await send(gw, 'POST', '/v1/delivery-options/price', null, {
          supplierId: shop.supplierId,
          state: 'Lagos',
          items: lines(pack),
        })
      ).body.data.map((o: { id: string }) => o.id);
    expect(await price(acetone)).toEqual([options.pickup, options.lagos]);
    expect(await price(sulphur)).toEqual([options.pickup, options.lagos, options.noFlammables]);
  });

  it('checks what a delivery option refuses and surcharges, field by field', async () => {
    const zone = { kind: 'zone', label: 'Zone', states: ['Lagos'], feePerOrderMinor: 100 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...zone, refusedClasses: ['10'] }, 'refusedClasses.0', 'is not a class or division of the UN Model Regulations'],
      [{ ...zone, refusedClasses: ['5', '5.1'] }, 'refusedClasses.1', 'overlaps 5, named before it'],
      [{ ...zone, refusedClasses: ['3', '3'] }, 'refusedClasses.1', 'appears twice'],
      [{ kind: 'pickup', label: 'Pickup', address: 'Ikeja', refusedClasses: ['1'] }, 'refusedClasses', 'must be empty for a pickup'],
      [
        { kind: 'quoted', label: 'Freight', classSurcharges: [{ class: '8', amountMinor: 1 }] },
        'classSurcharges',
        'are for delivery zones only',
      ],
      [{ ...zone, classSurcharges: [{ class: '8', amountMinor: -1 }] }, 'classSurcharges.0.amountMinor', 'must be a whole number'],
      [{ ...zone, refusedClasses: ['1'], classSurcharges: [{ class: '1.4', amountMinor: 1 }] }, 'classSurcharges.0.class', 'is refused'],
    ];
    const count = (await send(gw, 'GET', '/v1/storefront/delivery-options', shop.owner.auth)).body.data.length;
    for (const [body, field, message] of cases) {
      const answer = await send(gw, 'POST', '/v1/storefront/delivery-options', shop.owner.auth, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors[field]?.[0], JSON.stringify(answer.body.errors)).toContain(message);
    }
    const listed = await send(gw, 'GET', '/v1/storefront/delivery-options', shop.owner.auth);
    expect(listed.body.data).toHaveLength(count);
    expect(listed.body.data.find((o: { id: string }) => o.id === options.lagos)).toMatchObject({
      refusedClasses: [],
      classSurcharges: [
        { class: '8', amountMinor: SURCHARGE_8 },
        { class: '5', amountMinor: SURCHARGE_5 },
      ],
    });
  });

  it('refuses a split that is not one delivery per package of the storefront, naming each field, and stores nothing', async () => {
    const before = await state();
    const split = (delivery: unknown[]) =>
      purchase(gw, buyer.auth, {
        items: lines(nitric, acetone, sulphur),
        shippingAddressId: buyer.address,
        paymentMethod: 'bank-transfer',
        delivery,
      });
    const part = (packageIds?: number[], optionId = options.pickup) => ({ supplierId: shop.supplierId, optionId, packageIds });
    const cases: [unknown[], Record<string, string[]>][] = [
      [
        [part([nitric.id, sulphur.id]), part([acetone.id, sulphur.id])],
        { 'delivery.1.packageIds.1': ['is in delivery.0 already: each package travels in one delivery'] },
      ],
      [
        [part([nitric.id]), part([acetone.id, 999_999])],
        {
          'delivery.1.packageIds.1': ['is not a package of this storefront in this purchase'],
          'delivery.0.packageIds': [
            'leaves out Sulphur powder, 25 kg bag: each of the storefront’s packages goes in one of its deliveries',
          ],
        },
      ],
      [
        [part([nitric.id, sulphur.id]), part()],
        { 'delivery.1.packageIds': ['is required when the storefront’s packages are split into several deliveries'] },
      ],
      [[part([nitric.id, nitric.id, sulphur.id]), part([acetone.id])], { 'delivery.0.packageIds.1': ['appears more than once'] }],
      [[part([]), part([nitric.id, acetone.id, sulphur.id])], { 'delivery.0.packageIds': ['must name at least one package'] }],
    ];
    for (const [delivery, errors] of cases) {
      const answer = await split(delivery);
      expect(answer.status, JSON.stringify(delivery)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    expect(await state()).toEqual(before);
  });

  it('stores nothing of a burst of purchases of a forbidden combination sent at once, whatever pays and under one key or many', async () => {
    const before = await state();
    const key = `dg-burst-${backend}-same-key`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        purchase(
          gw,
          buyer.auth,
          together(i % 2 ? { paymentMethod: 'wallet', walletPin: PIN } : { paymentMethod: 'bank-transfer' }),
          i < 4 ? key : undefined,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(422));
    expect(await state()).toEqual(before);
  });
});
