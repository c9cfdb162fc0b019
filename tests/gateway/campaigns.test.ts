/**
 * Campaigns over real HTTP calls to the gateway on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): bad input refused with nothing stored, pricing at the moment of
 * purchase by a clock the test moves, the better of two overlapping campaigns, the budget and the
 * cap per buyer under 50 concurrent purchases, pause, resume, end, what the public sees once
 * published, and the campaign's transactions, statistics and CSV.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { campaignPrice } from '../../src/contracts/campaigns.ts';
import { campaigns } from '../../src/gateway/db/schema/campaigns.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { readCatalogVersion } from '../../src/gateway/catalog/catalog-version.ts';
import {
  type Auth,
  addAddress,
  buyer,
  db,
  member,
  packagesOfSuppliers,
  purchase,
  seller,
  send,
  stockUp,
  type TestPackage,
} from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const HOUR = 3_600_000;

describe.each(backends)('campaigns on %s', (backend) => {
  let gw: TestGateway;
  let offset = 0;
  let pack: TestPackage;
  let other: TestPackage;
  let vendor: Awaited<ReturnType<typeof seller>>;
  let people = 0;
  const now = () => new Date(Date.now() + offset);
  const at = (hours: number) => new Date(now().getTime() + hours * HOUR).toISOString();

  beforeAll(async () => {
    gw = await startGateway(backend, 30, { clock: now, logger: { level: 'error' } });
    const picked = await packagesOfSuppliers(gw, 2);
    pack = picked[0]!;
    other = picked[1]!;
    await stockUp(gw, pack, 100_000);
    vendor = await seller(gw, 'vendor@campaigns.test', pack!.supplierId);
  });
  afterAll(() => gw.close());
  afterEach(async () => {
    offset = 0;
    // Every campaign's recorded spend equals the discounts its orders got, races included.
    expect((await checkLedger(gw.database.db)).problems).toEqual([]);
  });

  async function shopper(name = 'shopper') {
    const person = await buyer(gw, `${name}-${++people}@campaigns.test`);
    return { ...person, address: await addAddress(gw, person.auth) };
  }
  const buy = (who: { auth: Auth; address: string }, quantity = 1, packageId = pack.id) =>
    purchase(gw, who.auth, { items: [{ packageId, quantity }], shippingAddressId: who.address, paymentMethod: 'bank-transfer' });
  const priceOf = async (who: { auth: Auth }, packageId = pack.id) => {
    const priced = await send(gw, 'POST', '/v1/shoppingcart/price', who.auth, { items: [{ packageId, quantity: 1 }] });
    return priced.body.data.lines[0] as { unitPriceMinor: number; listUnitPriceMinor: number; campaign: { name: string } | null };
  };
  async function campaign(body: Record<string, unknown> = {}) {
    const created = await send(gw, 'POST', '/v1/campaigns', vendor.auth, {
      name: 'Harmattan deal',
      productIds: [pack.productId],
      discountKind: 'percent',
      discountValue: 1000,
      startsAt: at(0),
      endsAt: at(48),
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.data as { id: string; status: string };
  }
  const end = (id: string) => send(gw, 'POST', `/v1/campaigns/${id}/end`, vendor.auth);

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const base = {
      name: 'Bad one',
      productIds: [pack.productId],
      discountKind: 'percent',
      discountValue: 1000,
      startsAt: at(1),
      endsAt: at(24),
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ startsAt: at(-48) }, 400, 'startsAt'],
      [{ endsAt: at(0.5) }, 400, 'endsAt'],
      [{ productIds: [other.productId] }, 404, 'productIds'],
      [{ discountKind: 'amount', discountValue: pack.priceMinor }, 400, 'discountValue'],
      [{ discountValue: 9500 }, 400, 'discountValue'],
      [{ name: '' }, 400, 'name'],
    ];
    for (const [change, status, field] of cases) {
      const refused = await send(gw, 'POST', '/v1/campaigns', vendor.auth, { ...base, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(status);
      expect(refused.body.errors).toHaveProperty([field]);
    }
    expect((await send(gw, 'POST', '/v1/campaigns', vendor.auth, { ...base, productIds: [3_000_000_000] })).status).toBe(400);
    expect((await send(gw, 'GET', `/v1/campaigns/${'-'.repeat(36)}`, vendor.auth)).status).toBe(404);
    expect((await send(gw, 'GET', '/v1/campaigns', vendor.auth)).body.data).toEqual([]);
    // A buyer is not a seller.
    const stranger = await shopper();
    expect((await send(gw, 'POST', '/v1/campaigns', stranger.auth, base)).status).toBe(403);
  });

  it('prices the purchase with the campaign in force at that moment, and keeps it on the order line', async () => {
    const shopperA = await shopper();
    const { id } = await campaign({ name: 'Starts tomorrow', startsAt: at(24), endsAt: at(48) });
    expect((await priceOf(shopperA)).unitPriceMinor).toBe(pack.priceMinor);
    offset = 25 * HOUR;
    const sale = campaignPrice(pack.priceMinor, { kind: 'percent', value: 1000, floorMinor: null })!;
    expect(await priceOf(shopperA)).toMatchObject({
      unitPriceMinor: sale,
      listUnitPriceMinor: pack.priceMinor,
      campaign: { name: 'Starts tomorrow' },
    });
    const placed = await buy(shopperA, 2);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data.orders[0];
    expect(order.subtotalMinor).toBe(sale * 2);
    expect(order.lines[0]).toMatchObject({
      unitPriceMinor: sale,
      listUnitPriceMinor: pack.priceMinor,
      discountMinor: (pack.priceMinor - sale) * 2,
      campaign: { id, name: 'Starts tomorrow' },
    });
    offset = 49 * HOUR;
    expect((await priceOf(shopperA)).unitPriceMinor).toBe(pack.priceMinor);
    const after = await buy(shopperA, 1);
    expect(after.body.data.orders[0].lines[0]).toMatchObject({ unitPriceMinor: pack.priceMinor, discountMinor: 0, campaign: null });
  });

  it('gives the better price when two campaigns overlap, one campaign per line', async () => {
    const percent = await campaign({ name: 'Ten percent', discountValue: 1000 });
    const amount = await campaign({ name: 'Flat off', discountKind: 'amount', discountValue: Math.floor(pack.priceMinor / 4) });
    const shopperB = await shopper();
    const line = await priceOf(shopperB);
    expect(line.unitPriceMinor).toBe(pack.priceMinor - Math.floor(pack.priceMinor / 4));
    expect(line.campaign?.name).toBe('Flat off');
    const placed = await buy(shopperB);
    expect(placed.body.data.orders[0].lines[0].campaign.name).toBe('Flat off');
    await end(percent.id);
    await end(amount.id);
  });

  it('never gives more than the budget, whatever 50 buyers do at once', async () => {
    const off = Math.floor(pack.priceMinor / 5);
    const { id } = await campaign({ name: 'Budgeted', discountKind: 'amount', discountValue: off, budgetMinor: off * 10 });
    const crowd = [];
    for (let i = 0; i < 50; i++) crowd.push(await shopper('crowd'));
    const answers = await Promise.all(crowd.map((who) => buy(who)));
    // Exactly ten get the deal. The others either lose the race inside their purchase (409, nothing
    // bought: on PostgreSQL, where purchases run side by side) or, when the budget was already spent
    // as their purchase began, pay the package's own price, as the cart then shows.
    const bought = answers.filter((a) => a.status === 200).map((a) => a.body.data.orders[0].lines[0]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(bought.filter((l: { campaign: { id: string } | null }) => l.campaign?.id === id)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toContain('Budgeted');
    const [row] = await db(gw).select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ spentMinor: off * 10, budgetMinor: off * 10 });
    expect((await send(gw, 'GET', `/v1/campaigns/${id}`, vendor.auth)).body.data.status).toBe('exhausted');
    // The job publishes it: the product page no longer shows the deal.
    await gw.app.services.campaigns.tick();
    const page = await send(gw, 'GET', `/v1/marketplace/get-product?productId=${pack.productId}`, null);
    expect(page.body.data.packages.find((p: { id: number }) => p.id === pack.id).sale).toBeNull();
    // Spent: the next buyer pays the package's own price.
    expect((await priceOf(crowd[0]!)).unitPriceMinor).toBe(pack.priceMinor);
    // The seller can remove the budget (null), and the deal runs again; then it is ended.
    const cleared = await send(gw, 'PUT', `/v1/campaigns/${id}`, vendor.auth, { budgetMinor: null });
    expect(cleared.body.data).toMatchObject({ budgetMinor: null, status: 'active' });
    expect((await priceOf(crowd[0]!)).campaign?.name).toBe('Budgeted');
    await end(id);
  });

  it('holds the cap per buyer when 50 people of one company buy at once', async () => {
    const { id } = await campaign({ name: 'Capped', perBuyerCap: 3 });
    const owner = await member(gw, `capped-owner-${++people}@campaigns.test`, 'owner');
    const team = [owner];
    for (let i = 0; i < 49; i++)
      team.push(await member(gw, `capped-${i}-${++people}@campaigns.test`, 'procurement', { companyId: owner.companyId }));
    const address = await addAddress(gw, owner.auth);
    const answers = await Promise.all(team.map((who) => buy({ auth: who.auth, address })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toContain('3 packages per buyer');
    // Another buyer has a cap of its own.
    expect((await buy(await shopper(), 3)).status).toBe(200);
    expect((await buy(await shopper(), 4)).status).toBe(409);
    await end(id);
  });

  it('pauses, resumes and ends; a running campaign keeps its discount; the public sees it once published', async () => {
    const { id } = await campaign({ name: 'Lifecycle' });
    const shopperC = await shopper();
    const before = await readCatalogVersion(db(gw));
    const published = await send(gw, 'GET', `/v1/marketplace/get-product?productId=${pack.productId}`, null);
    const sale = published.body.data.packages.find((p: { id: number }) => p.id === pack.id).sale;
    expect(sale).toMatchObject({
      campaignName: 'Lifecycle',
      priceMinor: campaignPrice(pack.priceMinor, { kind: 'percent', value: 1000, floorMinor: null }),
    });
    expect(published.body.data.salePriceFromMinor).not.toBeNull();
    const deals = await send(gw, 'GET', '/v1/marketplace/deals', null);
    expect(deals.body.data.some((p: { id: number }) => p.id === pack.productId)).toBe(true);

    const changeDiscount = await send(gw, 'PUT', `/v1/campaigns/${id}`, vendor.auth, { discountValue: 2000 });
    expect(changeDiscount.status).toBe(409);
    expect((await send(gw, 'PUT', `/v1/campaigns/${id}`, vendor.auth, { name: 'Lifecycle, extended', endsAt: at(72) })).status).toBe(200);

    expect((await send(gw, 'POST', `/v1/campaigns/${id}/pause`, vendor.auth)).body.data.status).toBe('paused');
    expect((await priceOf(shopperC)).unitPriceMinor).toBe(pack.priceMinor);
    const paused = await send(gw, 'GET', `/v1/marketplace/get-product?productId=${pack.productId}`, null);
    expect(paused.body.data.packages.find((p: { id: number }) => p.id === pack.id).sale).toBeNull();
    expect(await readCatalogVersion(db(gw))).toBeGreaterThan(before);
    expect((await send(gw, 'POST', `/v1/campaigns/${id}/pause`, vendor.auth)).status).toBe(409);
    expect((await send(gw, 'POST', `/v1/campaigns/${id}/resume`, vendor.auth)).body.data.status).toBe('active');
    expect((await priceOf(shopperC)).campaign?.name).toBe('Lifecycle, extended');
    expect((await end(id)).body.data.status).toBe('ended');
    expect((await priceOf(shopperC)).unitPriceMinor).toBe(pack.priceMinor);
    expect((await send(gw, 'POST', `/v1/campaigns/${id}/resume`, vendor.auth)).status).toBe(409);
  });

  it('publishes a start and an end that come with time, through the job', async () => {
    const { id } = await campaign({ name: 'Tomorrow only', startsAt: at(24), endsAt: at(48) });
    const saleNow = async () =>
      (await send(gw, 'GET', `/v1/marketplace/get-product?productId=${pack.productId}`, null)).body.data.packages.find(
        (p: { id: number }) => p.id === pack.id,
      ).sale;
    expect(await saleNow()).toBeNull();
    offset = 25 * HOUR;
    expect(await gw.app.services.campaigns.tick()).toBeGreaterThanOrEqual(1);
    expect((await saleNow())?.campaignName).toBe('Tomorrow only');
    offset = 49 * HOUR;
    await gw.app.services.campaigns.tick();
    expect(await saleNow()).toBeNull();
    expect((await send(gw, 'GET', `/v1/campaigns/${id}`, vendor.auth)).body.data.status).toBe('ended');
  });

  it('lists the orders that used a campaign with the discount given, with statistics and a CSV', async () => {
    const { id } = await campaign({ name: 'Reported' });
    const shopperD = await shopper('reported');
    const placed = await buy(shopperD, 3);
    const order = placed.body.data.orders[0];
    const listed = await send(gw, 'GET', `/v1/campaigns/${id}/transactions`, vendor.auth);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        orderId: order.id,
        orderNumber: order.number,
        discountMinor: order.lines[0].discountMinor,
        revenueMinor: order.subtotalMinor,
      }),
    ]);
    const stats = await send(gw, 'GET', `/v1/campaigns/${id}/stats?days=7`, vendor.auth);
    expect(stats.body.data).toMatchObject({ orders: 1, revenueMinor: order.subtotalMinor, discountMinor: order.lines[0].discountMinor });
    expect(stats.body.data.daily).toHaveLength(7);
    const csv = await gw.app.inject({ method: 'GET', url: `/api/v1/campaigns/${id}/transactions.csv`, headers: vendor.auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(order.number);
    // Another seller sees none of it.
    const rival = await seller(gw, 'rival@campaigns.test', other.supplierId);
    expect((await send(gw, 'GET', `/v1/campaigns/${id}/transactions`, rival.auth)).status).toBe(404);
    await end(id);
  });
});
