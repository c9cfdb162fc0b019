/**
 * Partial refunds and what a refund does to the money, over HTTP on a real database: a seller gives
 * back some packages (and part of the delivery fee) of a paid order before it is settled; the buyer
 * has the money, VAT included, at once; settlement pays the seller only what is left, less the
 * commission on the goods not refunded and the VAT on it; a cancellation gives back exactly what is
 * left. A property test over random carts, delivery choices, payments and refunds checks that every
 * order's total is its lines to the kobo and that refunded + paid to the seller + commission + its
 * VAT is the total. ledger:check passes after every test.
 */
import type { AddressInfo } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vatOf } from '../../src/contracts/tax.ts';
import { packages, products } from '../../src/gateway/db/schema/catalog.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';
import { commissionOf } from '../../src/gateway/wallet/order-money.ts';
import {
  type Auth,
  addAddress,
  asBusinessVerified,
  buyer,
  db,
  member,
  packagesOfSuppliers,
  purchase,
  seller,
  send,
  stockOf,
} from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const SECRET = 'sk_test_refunds';
/** Carts the property test draws (REFUND_PROPERTY_RUNS walks wider, REFUND_PROPERTY_SEED elsewhere). */
const RUNS = Number(process.env.REFUND_PROPERTY_RUNS ?? 12);
const PIN = '482916';

interface Line {
  id: string;
  packageId: number;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  vatRateBps: number;
  vatMinor: number;
  refundedQuantity: number;
}
interface OrderView {
  id: string;
  status: string;
  paymentStatus: string;
  subtotalMinor: number;
  goodsVatMinor: number;
  deliveryMinor: number;
  deliveryVatMinor: number;
  totalMinor: number;
  refundedMinor: number;
  refundedDeliveryMinor: number;
  commissionMinor: number;
  commissionVatMinor: number;
  delivery: { vatRateBps: number } | null;
  lines: Line[];
  actions: string[];
}

/** VAT given back for `now` more of a net amount of which `before` was refunded already: the running totals' VAT. */
const vatBack = (before: number, now: number, rate: number) => vatOf(before + now, rate) - vatOf(before, rate);

describe.each(backends)('partial refunds on %s', (backend) => {
  let gw: TestGateway;
  let paystack: PaystackServer;
  let webhookUrl = '';
  let packs: { id: number; productId: number }[];
  let vendor: Awaited<ReturnType<typeof seller>>;
  let storefront: number;
  let options: { pickup: string; lagos: string; quoted: string };
  let payer: Awaited<ReturnType<typeof member>> & { address: string };

  beforeAll(async () => {
    paystack = await startPaystackServer(SECRET);
    gw = await startGateway(backend, 60, {
      // Delivery pays the seller at once here; the claim window before it is tests/gateway/claims.test.ts's.
      claims: { windowDays: 0 },
      payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url }, publicKey: 'pk_test_public' },
      logger: { level: 'error' },
    });
    await gw.app.listen({ host: '127.0.0.1', port: 0 });
    webhookUrl = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/payments/paystack/webhook`;
    // Three products of the storefront with the most: standard, zero-rated and standard again.
    const [busiest] = (
      (await db(gw).execute(
        sql`select supplier_id as id from products where status = 'published' group by supplier_id order by count(*) desc, supplier_id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const rows = await db(gw)
      .select({ id: packages.id, productId: packages.productId })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(and(eq(products.supplierId, busiest!.id), eq(products.status, 'published')))
      .orderBy(asc(packages.id));
    packs = rows.filter((r, i) => rows.findIndex((o) => o.productId === r.productId) === i).slice(0, 3);
    expect(packs).toHaveLength(3);
    for (const [index, pack] of packs.entries()) {
      await db(gw).update(packages).set({ priceMinor: 1_234_567, unit: 'kg', size: 25, stock: 1_000_000 }).where(eq(packages.id, pack.id));
      await db(gw)
        .update(products)
        .set({ moq: 25, moqUnit: 'kg', vatTreatment: index === 1 ? 'zero-rated' : 'standard' })
        .where(eq(products.id, pack.productId));
    }
    storefront = busiest!.id;
    vendor = await seller(gw, 'vendor@refunds.test', storefront);
    await send(gw, 'POST', '/v1/company/tax-profile', vendor.auth, {
      tin: '12345678-0001',
      vatRegistered: true,
      vatRegisteredFrom: '2020-01-01',
    });
    const add = async (body: unknown) =>
      (await send(gw, 'POST', '/v1/storefront/delivery-options', vendor.auth, body)).body.data.id as string;
    options = {
      pickup: await add({ kind: 'pickup', label: 'Pickup at Apapa', address: 'Creek Road, Apapa' }),
      lagos: await add({ kind: 'zone', label: 'Lagos', states: ['Lagos'], feePerOrderMinor: 15_000_01, feePerPackageMinor: 333_33 }),
      quoted: await add({ kind: 'quoted', label: 'Freight quoted on request' }),
    };
    const owner = await member(gw, 'payer@refunds.test', 'owner');
    payer = { ...owner, address: await addAddress(gw, owner.auth) };
    expect((await send(gw, 'POST', '/v1/wallet/new', payer.auth)).status).toBe(200);
    expect((await send(gw, 'POST', '/v1/wallet/set-pin', payer.auth, { pin: PIN })).status).toBe(200);
    await asBusinessVerified(gw, payer.companyId);
    await topUp(payer.auth, 50_000_000_00);
  });
  afterAll(async () => {
    await gw?.close();
    await paystack?.close();
  });
  afterEach(async () => {
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  async function topUp(auth: Auth, amount: number) {
    const started = await send(gw, 'POST', '/v1/wallet/top-up', auth, { amount });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    paystack.complete(started.body.data.reference);
    expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(started.body.data.reference))).status).toBe(200);
  }
  const available = async (auth: Auth) =>
    ((await send(gw, 'GET', '/v1/wallet/details', auth)).body.data.wallet?.balances.available ?? 0) as number;
  const asSeller = (action: string, id: string, body: unknown = {}) =>
    send(gw, 'POST', `/v1/storefront/orders/${action}/${id}`, vendor.auth, body);
  const refund = (id: string, body: unknown) => asSeller('refund', id, body);
  const orderView = async (id: string) => (await send(gw, 'GET', `/v1/storefront/orders/${id}`, vendor.auth)).body.data as OrderView;

  async function place(
    who: { auth: Auth; address: string },
    quantities: number[],
    paymentMethod: 'wallet' | 'bank-transfer',
    delivery: keyof typeof options = 'lagos',
  ): Promise<OrderView> {
    const placed = await purchase(gw, who.auth, {
      items: quantities.flatMap((quantity, i) => (quantity > 0 ? [{ packageId: packs[i]!.id, quantity }] : [])),
      shippingAddressId: who.address,
      paymentMethod,
      ...(paymentMethod === 'wallet' ? { walletPin: PIN } : {}),
      delivery: [{ supplierId: storefront, optionId: options[delivery] }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data.orders[0] as OrderView;
  }

  it('gives back packages and part of the delivery of a wallet order at once, with their VAT, and settles only what is left', async () => {
    const order = await place(payer, [5, 3, 0], 'wallet');
    const before = await available(payer.auth);
    const [standardLine, zeroLine] = order.lines as [Line, Line];
    const first = await refund(order.id, {
      lines: [{ orderLineId: standardLine.id, quantity: 2 }],
      deliveryMinor: 1_000_00,
      reason: 'Two bags arrived torn.',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstAmount = 2 * 1_234_567 + vatBack(0, 2 * 1_234_567, 750) + 1_000_00 + vatBack(0, 1_000_00, order.delivery!.vatRateBps);
    expect(first.body.data).toMatchObject({ refundedMinor: firstAmount, refundedDeliveryMinor: 1_000_00 });
    expect(first.body.data.lines[0]).toMatchObject({ refundedQuantity: 2 });
    expect(first.body.data.events.at(-1)).toMatchObject({ kind: 'refunded', actor: 'seller' });
    expect(await available(payer.auth)).toBe(before + firstAmount);

    const second = await refund(order.id, {
      lines: [
        { orderLineId: standardLine.id, quantity: 1 },
        { orderLineId: zeroLine.id, quantity: 3 },
      ],
      reason: 'Short delivery.',
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const secondAmount = 1_234_567 + vatBack(2 * 1_234_567, 1_234_567, 750) + 3 * 1_234_567;
    expect(second.body.data.refundedMinor).toBe(firstAmount + secondAmount);
    expect(await available(payer.auth)).toBe(before + firstAmount + secondAmount);
    const buyerNews = (await send(gw, 'GET', '/v1/notifications/get-all?PageSize=50', payer.auth)).body.data;
    expect(buyerNews.filter((n: { kind: string }) => n.kind === 'order.refunded')).toHaveLength(2);

    const sellerBefore = await available(vendor.auth);
    for (const [action, body] of [
      ['accept', {}],
      ['ship', { trackingNote: 'Truck LAG-12' }],
      ['delivered', {}],
    ] as const)
      expect((await asSeller(action, order.id, body)).status).toBe(200);
    const settled = await orderView(order.id);
    const goodsLeft = 2 * 1_234_567; // 5 standard less 3 refunded; the zero-rated line refunded whole
    const commission = commissionOf(goodsLeft, 150);
    expect(settled).toMatchObject({ commissionMinor: commission, commissionVatMinor: vatOf(commission, 750), actions: [] });
    expect(await available(vendor.auth)).toBe(
      sellerBefore + order.totalMinor - settled.refundedMinor - commission - vatOf(commission, 750),
    );
    // Settled: nothing more to refund.
    expect((await refund(order.id, { lines: [{ orderLineId: standardLine.id, quantity: 1 }], reason: 'late' })).status).toBe(409);
  });

  it('pays a refund of an order paid by bank transfer into the buyer’s wallet, opening it; a cancellation then owes the rest', async () => {
    const person = await buyer(gw, 'person@refunds.test');
    const who = { auth: person.auth, address: await addAddress(gw, person.auth) };
    const order = await place(who, [0, 0, 4], 'bank-transfer', 'pickup');
    const line = order.lines[0]!;
    // Unpaid: nothing to refund.
    expect((await refund(order.id, { lines: [{ orderLineId: line.id, quantity: 1 }], reason: 'x' })).status).toBe(409);
    expect((await asSeller('confirm-payment', order.id)).status).toBe(200);
    expect((await send(gw, 'GET', '/v1/wallet/details', who.auth)).body.data.wallet).toBeNull();
    const refunded = await refund(order.id, { lines: [{ orderLineId: line.id, quantity: 1 }], reason: 'One bag short.' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const amount = 1_234_567 + vatOf(1_234_567, 750);
    expect(await available(who.auth)).toBe(amount);
    const lines = (await send(gw, 'GET', '/v1/wallet/transactions', who.auth)).body.data;
    expect(lines).toEqual([
      expect.objectContaining({ type: 'refund', direction: 'in', amount, link: `/procurement/my-orders?order=${order.id}` }),
    ]);
    const cancelled = await asSeller('cancel', order.id, { reason: 'Out of stock after all.' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refund-due', refundedMinor: amount });
  });

  it('refuses refunds of more than is left, of lines not the order’s, of everything, and another storefront’s order', async () => {
    const order = await place(payer, [2, 0, 0], 'wallet', 'pickup');
    const line = order.lines[0]!;
    const refused = async (body: unknown, status: number, field: string, message?: string) => {
      const answer = await refund(order.id, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      if (message) expect(answer.body.errors[field]).toEqual([message]);
    };
    await refused(
      { lines: [{ orderLineId: line.id, quantity: 3 }], reason: 'x' },
      400,
      'lines.0.quantity',
      'must be at most 2, the packages not refunded yet',
    );
    await refused(
      { lines: [{ orderLineId: '01900000-0000-7000-8000-000000000001', quantity: 1 }], reason: 'x' },
      400,
      'lines.0.orderLineId',
      'is not a line of this order',
    );
    await refused({ lines: [], deliveryMinor: 1, reason: 'x' }, 400, 'deliveryMinor', 'nothing is left of the delivery fee to refund');
    await refused({ lines: [], reason: 'x' }, 400, 'lines', 'name packages or a delivery amount to refund');
    await refused({ lines: [{ orderLineId: line.id, quantity: 1 }] }, 400, 'reason', 'is required');
    await refused(
      {
        lines: [
          { orderLineId: line.id, quantity: 1 },
          { orderLineId: line.id, quantity: 1 },
        ],
        reason: 'x',
      },
      400,
      'lines.1.orderLineId',
      'appears more than once',
    );
    await refused({ lines: [{ orderLineId: line.id, quantity: 2 }], reason: 'x' }, 409, 'lines', 'would refund everything left');
    // Another storefront's seller does not see the order; a company without a storefront may not refund at all.
    const elsewhere = (await packagesOfSuppliers(gw, 2)).find((p) => p.supplierId !== storefront)!;
    const stranger = await seller(gw, 'stranger@refunds.test', elsewhere.supplierId);
    const body = { lines: [{ orderLineId: line.id, quantity: 1 }], reason: 'x' };
    expect((await send(gw, 'POST', `/v1/storefront/orders/refund/${order.id}`, stranger.auth, body)).status).toBe(404);
    expect(
      (
        await send(gw, 'POST', `/v1/storefront/orders/refund/${order.id}`, payer.auth, {
          lines: [{ orderLineId: line.id, quantity: 1 }],
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    expect((await orderView(order.id)).refundedMinor).toBe(0);
  });

  it('cancels a wallet order giving back exactly its total, or after a partial refund exactly the rest', async () => {
    const before = await available(payer.auth);
    const whole = await place(payer, [3, 1, 0], 'wallet');
    expect(await available(payer.auth)).toBe(before - whole.totalMinor);
    const cancelled = await asSeller('cancel', whole.id, { reason: 'Plant shut for maintenance.' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedMinor: whole.totalMinor });
    expect(cancelled.body.data.lines.every((l: Line) => l.refundedQuantity === l.quantity)).toBe(true);
    expect(await available(payer.auth)).toBe(before);

    const part = await place(payer, [4, 0, 2], 'wallet');
    const refunded = await refund(part.id, {
      lines: [{ orderLineId: part.lines[1]!.id, quantity: 1 }],
      deliveryMinor: 5_00,
      reason: 'One drum dented.',
    });
    expect(refunded.status).toBe(200);
    const stock = await stockOf(gw, packs[0]!.id);
    const rest = await send(gw, 'POST', `/v1/procurement/orders/setascancelled/${part.id}`, payer.auth, { reason: 'Changed our plan.' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ paymentStatus: 'refunded', refundedMinor: part.totalMinor });
    expect(await available(payer.auth)).toBe(before);
    expect(await stockOf(gw, packs[0]!.id)).toBe(stock + 4);
  });

  it('lets one of two refunds of the last packages at once through', async () => {
    const order = await place(payer, [3, 0, 0], 'wallet', 'pickup');
    const line = order.lines[0]!;
    const answers = await Promise.all(
      [1, 2].map(() => refund(order.id, { lines: [{ orderLineId: line.id, quantity: 2 }], reason: 'Two bags torn.' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect((await orderView(order.id)).lines[0]!.refundedQuantity).toBe(2);
  });

  it(
    'keeps every order’s total equal to its lines, and refunded + paid to the seller + commission + its VAT equal to the total, over random carts and refunds',
    async () => {
      const step = fc.record({
        line: fc.integer({ min: 0, max: 2 }),
        quantity: fc.integer({ min: 1, max: 6 }),
        deliveryMinor: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000_00 })),
      });
      const cart = fc.record({
        quantities: fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 12 })),
        prices: fc.tuple(
          fc.integer({ min: 1, max: 9_999_999 }),
          fc.integer({ min: 1, max: 9_999_999 }),
          fc.integer({ min: 1, max: 9_999_999 }),
        ),
        delivery: fc.constantFrom<keyof typeof options>('pickup', 'lagos', 'quoted'),
        paymentMethod: fc.constantFrom<'wallet' | 'bank-transfer'>('wallet', 'bank-transfer'),
        beforeShipping: fc.array(step, { maxLength: 3 }),
        afterShipping: fc.array(step, { maxLength: 3 }),
      });
      await fc.assert(
        fc.asyncProperty(cart, async (c) => {
          for (const [i, pack] of packs.entries())
            await db(gw).update(packages).set({ priceMinor: c.prices[i]! }).where(eq(packages.id, pack.id));
          const order = await place(payer, c.quantities, c.paymentMethod, c.delivery);
          // The total is its lines: each line's VAT rounded on the line, the delivery line and its VAT.
          for (const line of order.lines) {
            expect(line.lineTotalMinor).toBe(line.unitPriceMinor * line.quantity);
            expect(line.vatMinor).toBe(vatOf(line.lineTotalMinor, line.vatRateBps));
          }
          expect(order.subtotalMinor).toBe(order.lines.reduce((s, l) => s + l.lineTotalMinor, 0));
          expect(order.goodsVatMinor).toBe(order.lines.reduce((s, l) => s + l.vatMinor, 0));
          expect(order.deliveryVatMinor).toBe(vatOf(order.deliveryMinor, order.delivery?.vatRateBps ?? 0));
          expect(order.totalMinor).toBe(order.subtotalMinor + order.goodsVatMinor + order.deliveryMinor + order.deliveryVatMinor);

          const buyerBefore = await available(payer.auth);
          expect((await asSeller('accept', order.id)).status).toBe(200);
          if (c.paymentMethod === 'bank-transfer') expect((await asSeller('confirm-payment', order.id)).status).toBe(200);
          let refundedSum = 0;
          const tryRefunds = async (steps: (typeof c)['beforeShipping']) => {
            for (const s of steps) {
              const line = order.lines[s.line % order.lines.length]!;
              const answer = await refund(order.id, {
                lines: s.deliveryMinor > 0 && s.line === 0 ? [] : [{ orderLineId: line.id, quantity: s.quantity }],
                deliveryMinor: s.deliveryMinor,
                reason: 'Property test refund.',
              });
              if (answer.status === 200) refundedSum = answer.body.data.refundedMinor;
              else expect([400, 409]).toContain(answer.status);
            }
          };
          await tryRefunds(c.beforeShipping);
          expect((await asSeller('ship', order.id, { trackingNote: 'Truck' })).status).toBe(200);
          await tryRefunds(c.afterShipping);
          const sellerBefore = await available(vendor.auth);
          expect((await asSeller('delivered', order.id)).status).toBe(200);
          const done = await orderView(order.id);

          // Refunds: each line's VAT back is the VAT of what was refunded of it; the buyer got it all back.
          expect(done.refundedMinor).toBe(refundedSum);
          const linesBack = done.lines.reduce(
            (s, l) => s + l.unitPriceMinor * l.refundedQuantity + vatOf(l.unitPriceMinor * l.refundedQuantity, l.vatRateBps),
            0,
          );
          expect(done.refundedMinor).toBe(
            linesBack + done.refundedDeliveryMinor + vatOf(done.refundedDeliveryMinor, done.delivery?.vatRateBps ?? 0),
          );
          // Held from the wallet or paid by bank transfer, every refund came back to the buyer's wallet.
          expect((await available(payer.auth)) - buyerBefore).toBe(done.refundedMinor);
          // Settlement: the commission on the goods not refunded, VAT on it, and the seller the rest.
          const goodsLeft = done.lines.reduce((s, l) => s + l.unitPriceMinor * (l.quantity - l.refundedQuantity), 0);
          expect(done.commissionMinor).toBe(commissionOf(goodsLeft, 150));
          expect(done.commissionVatMinor).toBe(vatOf(done.commissionMinor, 750));
          const paidToSeller = (await available(vendor.auth)) - sellerBefore;
          expect(done.refundedMinor + paidToSeller + done.commissionMinor + done.commissionVatMinor).toBe(done.totalMinor);
          expect((await checkLedger(db(gw))).problems).toEqual([]);
        }),
        { numRuns: RUNS, seed: Number(process.env.REFUND_PROPERTY_SEED ?? 20_261_128) },
      );
    },
    30_000 + RUNS * 5_000,
  );
});
