/**
 * Dangerous goods on the other roads to an order, over HTTP on a real database
 * (docs/decisions/040-dangerous-goods-in-orders.md): restricted goods (potassium permanganate, a
 * drug precursor) refused at the preview, at confirm-purchase and at quote acceptance below
 * verification tier 2 and without an end-use declaration, then bought with both and the declaration
 * kept on the order for both sides; and nitric acid with acetone refused at a request for
 * quotation's award, then awarded split into two orders, the offer's delivery line on the first.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { marketToday } from '../../src/contracts/requests.ts';
import { orders } from '../../src/gateway/db/schema/commerce.ts';
import { wallets } from '../../src/gateway/db/schema/wallet.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { addAddress, type Auth, buyer as personalBuyer, db, member, purchase, send, stockOf, walletBuyer } from './commerce-fixtures.ts';
import { dangerousGoodsShop } from './dangerous-goods-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const DAY = 86_400_000;
const inDays = (days: number) => marketToday(new Date(Date.now() + days * DAY));
const END_USE = { statement: 'Water treatment at our Ikeja plant: oxidation of iron and manganese in raw borehole water.' };

describe.each(backends)('restricted and segregated goods beyond the cart on %s', (backend) => {
  let gw: TestGateway;
  let shop: Awaited<ReturnType<typeof dangerousGoodsShop<'permanganate' | 'nitricAcid' | 'acetone'>>>;
  let verified: Awaited<ReturnType<typeof walletBuyer>>;
  /** Buyers below tier 2: a person without a company, a company without a wallet, a company whose wallet is at tier 1. */
  const below: Record<string, { auth: Auth; address: string }> = {};

  beforeAll(async () => {
    gw = await startGateway(backend, 30, { logger: { level: 'error' } });
    shop = await dangerousGoodsShop(gw, `seller.${backend}@dg-orders.test`, ['permanganate', 'nitricAcid', 'acetone']);
    verified = await walletBuyer(gw, `verified.${backend}@dg-orders.test`, 1_000_000_00);
    const person = await personalBuyer(gw, `person.${backend}@dg-orders.test`);
    below['a person without a company'] = { auth: person.auth, address: await addAddress(gw, person.auth) };
    const company = await member(gw, `company.${backend}@dg-orders.test`, 'owner');
    below['a company not verified'] = { auth: company.auth, address: await addAddress(gw, company.auth) };
    const tierOne = await walletBuyer(gw, `tier1.${backend}@dg-orders.test`, 1_00);
    await db(gw).update(wallets).set({ tier: 1 }).where(eq(wallets.companyId, tierOne.companyId));
    below['a company verified at tier 1'] = { auth: tierOne.auth, address: tierOne.address };
  });
  afterAll(() => gw?.close());
  afterEach(async () => {
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  const permanganate = () => ({ items: [{ packageId: shop.goods.permanganate.id, quantity: 2 }] });
  const why = 'Potassium permanganate (CAS 7722-64-7) is a drug precursor (1988 Convention, Table I)';

  it('refuses restricted goods below tier 2 and without an end-use declaration, at the preview and at confirm-purchase, storing nothing', async () => {
    const count = await db(gw).$count(orders);
    const stock = await stockOf(gw, shop.goods.permanganate.id);
    const cases: [string, { auth: Auth; address: string }, Record<string, unknown>, number, Record<string, string[]>][] = [
      ...Object.entries(below).map(([who, buyer]): [string, typeof buyer, Record<string, unknown>, number, Record<string, string[]>] => [
        who,
        buyer,
        { endUse: END_USE },
        403,
        {
          'items.0.packageId': [`is restricted (${why}): a company verified at tier 2 buys it, with an end-use declaration`],
        },
      ]),
      [
        'tier 2 without an end-use declaration',
        { auth: verified.auth, address: verified.address },
        {},
        422,
        { endUse: ['is required for restricted goods (Potassium permanganate, 25 kg drum): say what they are for'] },
      ],
      [
        'tier 2 with a declaration that says too little',
        { auth: verified.auth, address: verified.address },
        { endUse: { statement: 'Treatment' } },
        400,
        { 'endUse.statement': ['must say what the goods are for, in at least 30 characters'] },
      ],
    ];
    for (const [who, buyer, extra, status, errors] of cases) {
      const body = { ...permanganate(), shippingAddressId: buyer.address, ...extra };
      for (const answer of [
        await send(gw, 'POST', '/v1/shoppingcart/preview', buyer.auth, body),
        await purchase(gw, buyer.auth, { ...body, paymentMethod: 'bank-transfer' }),
      ]) {
        expect(answer.status, who).toBe(status);
        expect(answer.body.errors, who).toEqual(errors);
      }
    }
    const refused = await purchase(gw, below['a company not verified']!.auth, {
      ...permanganate(),
      shippingAddressId: below['a company not verified']!.address,
      paymentMethod: 'bank-transfer',
    });
    expect(refused.body.message).toBe(
      `Potassium permanganate, 25 kg drum is restricted (${why}): only a company verified at tier 2 may buy it, with an end-use declaration. Verify your company’s business from the wallet page first.`,
    );
    expect(await db(gw).$count(orders)).toBe(count);
    expect(await stockOf(gw, shop.goods.permanganate.id)).toBe(stock);
  });

  it('sells restricted goods to a company at tier 2 with its end-use declaration, which the order keeps for both sides', async () => {
    const body = { ...permanganate(), shippingAddressId: verified.address, endUse: END_USE };
    expect((await send(gw, 'POST', '/v1/shoppingcart/preview', verified.auth, body)).status).toBe(200);
    const placed = await purchase(gw, verified.auth, { ...body, paymentMethod: 'wallet', walletPin: '482916' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = placed.body.data.orders;
    const kept = {
      classes: ['5.1'],
      keptApart: [],
      restricted: [{ packageId: shop.goods.permanganate.id, productName: 'Potassium permanganate, 25 kg drum', reasons: [why] }],
      endUse: { statement: END_USE.statement, declaredBy: expect.stringMatching(/^Member verified/), declaredAt: expect.any(String) },
    };
    expect(order.dangerousGoods).toEqual(kept);
    expect((await send(gw, 'GET', `/v1/storefront/orders/${order.id}`, shop.owner.auth)).body.data.dangerousGoods).toEqual(kept);
  });

  /** A quote for two drums of permanganate asked by `buyer` and answered by the storefront. */
  async function answeredQuote(auth: Auth) {
    const asked = await send(gw, 'POST', '/v1/quotes/request', auth, {
      productId: shop.goods.permanganate.productId,
      packageId: shop.goods.permanganate.id,
      quantity: 2,
      deliveryPlace: 'Ikeja, Lagos',
      incoterm: 'DAP',
      neededBy: inDays(10),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const id = asked.body.data.id as string;
    expect(
      (await send(gw, 'POST', `/v1/quotes/answer/${id}`, shop.owner.auth, { unitPriceMinor: 8_500_000, validUntil: inDays(5) })).status,
    ).toBe(200);
    return id;
  }

  it('applies the same rules when a quote for restricted goods is accepted, the quote left answered when refused', async () => {
    const company = below['a company not verified']!;
    const theirs = await answeredQuote(company.auth);
    const refused = await send(gw, 'POST', `/v1/quotes/accept/${theirs}`, company.auth, {
      shippingAddressId: company.address,
      paymentMethod: 'bank-transfer',
      endUse: END_USE,
    });
    expect(refused.status).toBe(403);
    expect((await send(gw, 'GET', `/v1/quotes/get/${theirs}`, company.auth)).body.data).toMatchObject({
      status: 'answered',
      orderId: null,
    });

    const id = await answeredQuote(verified.auth);
    const accept = (extra: Record<string, unknown>) =>
      send(gw, 'POST', `/v1/quotes/accept/${id}`, verified.auth, {
        shippingAddressId: verified.address,
        paymentMethod: 'bank-transfer',
        ...extra,
      });
    const undeclared = await accept({});
    expect(undeclared.status).toBe(422);
    expect(Object.keys(undeclared.body.errors)).toEqual(['endUse']);
    expect((await send(gw, 'GET', `/v1/quotes/get/${id}`, verified.auth)).body.data.status).toBe('answered');
    const accepted = await accept({ endUse: END_USE });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const order = (await send(gw, 'GET', `/v1/procurement/orders/${accepted.body.data.orderId}`, verified.auth)).body.data;
    expect(order.dangerousGoods.endUse).toMatchObject({ statement: END_USE.statement });
    expect(order.lines[0].transport).toMatchObject({ unNumber: 'UN1490', hazardClass: '5.1' });
  });

  it('refuses to award nitric acid 65–70% and acetone in one delivery, and awards them split into two orders, the offer’s delivery line on the first', async () => {
    const { nitricAcid: nitric, acetone } = shop.goods;
    const created = await send(gw, 'POST', '/v1/rfq', verified.auth, {
      title: 'Acids and solvents for Q3',
      lines: [
        { name: 'Nitric acid 68%', quantity: '35', unit: 'kg' },
        { name: 'Acetone', quantity: '200', unit: 'L' },
      ],
      deliveryPlace: 'Ikeja, Lagos',
      neededBy: inDays(20),
      incoterm: 'DAP',
      paymentTerms: ['bank-transfer'],
      closesAt: new Date(Date.now() + 2 * DAY).toISOString(),
      supplierIds: [shop.supplierId],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const rfq = created.body.data;
    const offered = await send(gw, 'POST', `/v1/rfq/offer/${rfq.id}`, shop.owner.auth, {
      lines: [nitric, acetone].map((pack, i) => ({
        lineId: rfq.lines[i].id,
        packageId: pack.id,
        packages: 1,
        unitPriceMinor: pack.priceMinor,
        leadTimeDays: 3,
      })),
      incoterm: 'DAP',
      paymentTerms: ['bank-transfer'],
      validUntil: inDays(7),
      deliveryMinor: 50_000_00,
      deliveryLabel: 'Truck to Ikeja',
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const count = await db(gw).$count(orders);
    const award = (extra: Record<string, unknown> = {}) =>
      send(gw, 'POST', `/v1/rfq/award/${rfq.id}`, verified.auth, {
        supplierId: shop.supplierId,
        shippingAddressId: verified.address,
        paymentMethod: 'bank-transfer',
        ...extra,
      });

    const refused = await award();
    expect(refused.status).toBe(422);
    expect(refused.body.errors.delivery[0]).toMatch(
      /^Nitric acid 68%, 35 kg carboy and Acetone, 200 L drum may not travel in one delivery: IMDG Code 7\.2\.4 keeps “separated from” each other class 5\.1/,
    );
    const split = refused.body.data.segregation.suggestedDelivery;
    expect(split).toEqual([
      { supplierId: shop.supplierId, packageIds: [nitric.id] },
      { supplierId: shop.supplierId, packageIds: [acetone.id] },
    ]);
    expect((await send(gw, 'GET', `/v1/rfq/get/${rfq.id}`, verified.auth)).body.data.status).toBe('open');
    expect(await db(gw).$count(orders)).toBe(count);

    const awarded = await award({ delivery: split });
    expect(awarded.status, JSON.stringify(awarded.body)).toBe(200);
    expect(awarded.body.data.status).toBe('awarded');
    const [first, second] = await Promise.all(
      awarded.body.data.orderIds.map(
        async (id: string) => (await send(gw, 'GET', `/v1/procurement/orders/${id}`, verified.auth)).body.data,
      ),
    );
    expect(first).toMatchObject({
      lines: [expect.objectContaining({ packageId: nitric.id })],
      deliveryMinor: 50_000_00,
      delivery: { kind: 'quote', label: 'Truck to Ikeja' },
      dangerousGoods: { classes: ['5.1', '8'] },
    });
    expect(second).toMatchObject({
      lines: [expect.objectContaining({ packageId: acetone.id })],
      deliveryMinor: 0,
      delivery: { kind: 'quote', label: 'Truck to Ikeja: a separate delivery, its freight in the first one’s' },
      dangerousGoods: { classes: ['3'] },
    });
    // Each line of the request is awarded into the order that carries it.
    const awards = (await send(gw, 'GET', `/v1/rfq/get/${rfq.id}`, verified.auth)).body.data.awards;
    expect(awards.map((a: { lineId: string; orderId: string }) => [a.lineId, a.orderId])).toEqual([
      [rfq.lines[0].id, first.id],
      [rfq.lines[1].id, second.id],
    ]);
  });
});
