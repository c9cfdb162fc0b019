/**
 * The platform's ceilings where money comes in: one card top-up, at any tier, and one purchase,
 * however it is paid. Refused with a clear 4xx before any provider is asked, and nothing stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, checkouts } from '../../src/gateway/db/schema/commerce.ts';
import { payments } from '../../src/gateway/db/schema/payments.ts';
import {
  addAddress,
  asBusinessVerified,
  db,
  member,
  packagesOfSuppliers,
  purchase,
  send,
  stockUp,
  type TestPackage,
} from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';

const SECRET = 'sk_test_ceilings_secret';
const MAX_TOP_UP = 2_000_000_00;
const MAX_PAYMENT = 1_000_000_00;

describe.each(backends)('money ceilings on %s', (backend) => {
  let gw: TestGateway;
  let paystack: PaystackServer;
  let pack: TestPackage;
  let people = 0;

  beforeAll(async () => {
    paystack = await startPaystackServer(SECRET);
    gw = await startGateway(backend, 10, {
      payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url } },
      logger: { level: 'error' },
      wallet: { maxTopUp: MAX_TOP_UP, maxPayment: MAX_PAYMENT },
    });
    pack = (await packagesOfSuppliers(gw, 1))[0]!;
    await stockUp(gw, pack, 1_000_000);
  });
  afterAll(async () => {
    await gw.close();
    await paystack.close();
  });

  async function walletOwner() {
    const person = await member(gw, `owner-${++people}@ceilings.test`, 'owner');
    expect((await send(gw, 'POST', '/v1/wallet/new', person.auth)).status).toBe(200);
    // The business tier: no balance cap, so only the platform's ceiling stands in the way.
    await asBusinessVerified(gw, person.companyId);
    return person;
  }

  it('refuses a card top-up above the ceiling at the business tier, before the provider is asked', async () => {
    const owner = await walletOwner();
    const asked = paystack.requests.length;
    for (const amount of [MAX_TOP_UP + 1, 9_007_199_254_740_991]) {
      const refused = await send(gw, 'POST', '/v1/wallet/top-up', owner.auth, { amount });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.message).toContain('The most one top-up may be is ₦2,000,000.00.');
      expect(refused.body.errors.amount).toHaveLength(1);
    }
    expect(paystack.requests.length).toBe(asked);
    expect(
      await db(gw)
        .select()
        .from(payments)
        .where(eq(payments.amountMinor, MAX_TOP_UP + 1)),
    ).toEqual([]);
    // At the ceiling it starts.
    expect((await send(gw, 'POST', '/v1/wallet/top-up', owner.auth, { amount: MAX_TOP_UP })).status).toBe(200);
  });

  it('refuses a purchase above the ceiling, by card or bank transfer, and keeps the cart as it was', async () => {
    const buyer = await member(gw, `buyer-${++people}@ceilings.test`, 'owner');
    const address = await addAddress(gw, buyer.auth);
    const quantity = Math.floor(MAX_PAYMENT / pack.priceMinor) + 1;
    expect((await send(gw, 'POST', '/v1/shoppingcart/create', buyer.auth, { packageId: pack.id, quantity })).status).toBe(200);
    const asked = paystack.requests.length;
    for (const paymentMethod of ['card', 'bank-transfer']) {
      const refused = await purchase(gw, buyer.auth, { shippingAddressId: address, paymentMethod });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.message).toContain('above the ₦1,000,000.00 one purchase may be');
    }
    expect(paystack.requests.length).toBe(asked);
    expect(
      await db(gw)
        .select()
        .from(checkouts)
        .where(eq(checkouts.totalMinor, quantity * pack.priceMinor)),
    ).toEqual([]);
    expect((await db(gw).select().from(cartItems).where(eq(cartItems.packageId, pack.id))).map((l) => l.quantity)).toContain(quantity);
    // Within the ceiling it goes through.
    const within = await purchase(gw, buyer.auth, {
      items: [{ packageId: pack.id, quantity: quantity - 2 }],
      shippingAddressId: address,
      paymentMethod: 'bank-transfer',
    });
    expect(within.status, JSON.stringify(within.body)).toBe(200);
  });
});
