/**
 * A company's tax profile and a storefront's delivery options, over HTTP on a real database: who may
 * read and set them, what bad input is refused with (a malformed TIN, VAT registration without a
 * TIN, an unknown country, a silly date; a negative or absurd fee, an unknown state), the limit of
 * options per storefront under a burst, the public pricing of options for a place, and VAT rates
 * outside 0–100 % refused when the gateway starts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE_CAP_MINOR, DELIVERY_OPTIONS_LIMIT } from '../../src/contracts/delivery.ts';
import { parseVatRates, vatOf } from '../../src/contracts/tax.ts';
import { buildApp } from '../../src/gateway/app.ts';
import { packages, products } from '../../src/gateway/db/schema/catalog.ts';
import { loadConfig } from '../../src/gateway/platform/config.ts';
import { taxSettings } from '../../src/gateway/taxes/index.ts';
import { buyer, db, member, packagesOfSuppliers, seller, send, type TestPackage } from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const lagosPickup = { kind: 'pickup', label: 'Pickup at Apapa warehouse', address: 'Warehouse 3, Creek Road, Apapa' };
const northWest = {
  kind: 'zone',
  label: 'Kano and the North-West',
  states: ['Kano', 'Kaduna', 'Katsina', 'Sokoto', 'Zamfara', 'Kebbi', 'Jigawa'],
  feePerOrderMinor: 45_000_00,
  feePerTonneMinor: 28_000_00,
  leadTimeDays: 6,
};

describe('VAT rates in the configuration', () => {
  it('reads VAT_RATES in percent over the built-in table', () => {
    expect(parseVatRates('NG=7.5, gh=15')).toEqual({ NG: 750, GH: 1500 });
    expect(loadConfig({ VAT_RATES: 'NG=10' }).VAT_RATES).toEqual({ NG: 1000 });
    expect(taxSettings({ vatRatesBps: { NG: 1000 } }).rates).toMatchObject({ NG: 1000, GH: 1500 });
  });

  it('refuses to start with a rate outside 0–100 %, or one that is not a number, naming it', async () => {
    expect(() => loadConfig({ VAT_RATES: 'NG=120' })).toThrow('VAT_RATES: NG: 120 % is not a VAT rate: it must be from 0 % to 100 %');
    expect(() => loadConfig({ VAT_RATES: 'NG=-1' })).toThrow('NG: -1 % is not a VAT rate');
    expect(() => loadConfig({ VAT_RATES: 'NG=lots' })).toThrow('NG: the rate is not a number');
    expect(() => loadConfig({ VAT_RATES: 'XX=5' })).toThrow('XX: is not a country code');
    expect(() => taxSettings({ vatRatesBps: { GH: 10_001 } })).toThrow('Invalid VAT rates:\n  GH: 100.01 % is not a VAT rate');
    expect(() => taxSettings({ platformCountry: 'FR' })).toThrow("FR: the platform's country has no VAT rate");
  });
});

describe.each(backends)('tax profiles and delivery options on %s', (backend) => {
  let gw: TestGateway;
  let pack: TestPackage;
  let other: TestPackage;
  let owner: Awaited<ReturnType<typeof seller>>;
  let otherOwner: Awaited<ReturnType<typeof seller>>;

  beforeAll(async () => {
    gw = await startGateway(backend, 30);
    [pack, other] = (await packagesOfSuppliers(gw, 2)) as [TestPackage, TestPackage];
    owner = await seller(gw, 'owner@tax.test', pack.supplierId);
    otherOwner = await seller(gw, 'owner@other-storefront.test', other.supplierId);
  });
  afterAll(() => gw?.close());

  it('refuses to build an app with a VAT rate outside 0–100 %', async () => {
    await expect(buildApp({ db: gw.database.db, tax: { vatRatesBps: { NG: -5 } } })).rejects.toThrow('NG: -0.05 % is not a VAT rate');
  });

  const setProfile = (auth: { authorization: string }, body: unknown) => send(gw, 'POST', '/v1/company/tax-profile', auth, body);

  it('keeps a company’s TIN and VAT registration, read and set by its owners, administrators and finance staff', async () => {
    expect((await send(gw, 'GET', '/v1/company/tax-profile', owner.auth)).body.data).toMatchObject({
      tin: null,
      vatRegistered: false,
      country: 'NG',
      standardRateBps: 750,
      chargesVat: false,
    });
    const set = await setProfile(owner.auth, { tin: '123456780001', vatRegistered: true, vatRegisteredFrom: '2020-01-01' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ tin: '12345678-0001', vatRegistered: true, vatRegisteredFrom: '2020-01-01', chargesVat: true });

    const finance = await member(gw, 'finance@tax.test', 'finance', { companyId: owner.companyId });
    expect((await send(gw, 'GET', '/v1/company/tax-profile', finance.auth)).body.data.tin).toBe('12345678-0001');
    expect((await setProfile(finance.auth, { tin: '12345678-0001', vatRegistered: true, vatRegisteredFrom: '2020-01-01' })).status).toBe(
      200,
    );
    for (const role of ['sales', 'procurement', 'viewer'] as const) {
      const someone = await member(gw, `${role}@tax.test`, role, { companyId: owner.companyId });
      expect((await send(gw, 'GET', '/v1/company/tax-profile', someone.auth)).status).toBe(403);
      expect((await setProfile(someone.auth, { vatRegistered: false })).status).toBe(403);
    }
    const personal = await buyer(gw, 'person@tax.test');
    expect((await send(gw, 'GET', '/v1/company/tax-profile', personal.auth)).status).toBe(403);
    expect((await send(gw, 'GET', '/v1/company/tax-profile', null)).status).toBe(401);
    // Another company sees its own, empty profile.
    expect((await send(gw, 'GET', '/v1/company/tax-profile', otherOwner.auth)).body.data.tin).toBeNull();
  });

  it('refuses a malformed TIN, VAT registration without a TIN or a day, an unknown country and a silly date, with field messages', async () => {
    const refused = async (body: unknown, field: string, message: string) => {
      const answer = await setProfile(otherOwner.auth, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors[field]).toContain(message);
    };
    await refused({ tin: '1234-5678', vatRegistered: false }, 'tin', 'must be a TIN like 12345678-0001');
    await refused({ tin: 'ABCDEFGH-0001', vatRegistered: false }, 'tin', 'must be a TIN like 12345678-0001');
    await refused({ vatRegistered: true, vatRegisteredFrom: '2020-01-01' }, 'tin', 'is required for a VAT-registered company');
    await refused({ tin: '', vatRegistered: true, vatRegisteredFrom: '2020-01-01' }, 'tin', 'is required for a VAT-registered company');
    await refused({ tin: '12345678-0001', vatRegistered: true }, 'vatRegisteredFrom', 'is required for a VAT-registered company');
    await refused({ vatRegistered: false, country: 'QQ' }, 'country', 'is not a country code we know');
    await refused({ vatRegistered: false, country: 'Nigeria' }, 'country', 'must be a two-letter country code');
    await refused(
      { tin: '12345678-0001', vatRegistered: true, vatRegisteredFrom: '1900-01-01' },
      'vatRegisteredFrom',
      'must not be before 1993-12-01',
    );
    await refused(
      { tin: '12345678-0001', vatRegistered: true, vatRegisteredFrom: '2024-02-30' },
      'vatRegisteredFrom',
      'must be a date like 2024-01-01',
    );
    // A country the gateway has no VAT rate for cannot be VAT-registered here.
    await refused(
      { tin: '12345678-0001', vatRegistered: true, vatRegisteredFrom: '2020-01-01', country: 'FR' },
      'country',
      'has no VAT rate configured here',
    );
    // Nothing was stored.
    expect((await send(gw, 'GET', '/v1/company/tax-profile', otherOwner.auth)).body.data).toMatchObject({
      tin: null,
      vatRegistered: false,
    });
  });

  const addOption = (auth: { authorization: string }, body: unknown) => send(gw, 'POST', '/v1/storefront/delivery-options', auth, body);

  it('lets a seller add, change and remove its delivery options; other storefronts and buyers cannot touch them', async () => {
    const pickup = await addOption(owner.auth, lagosPickup);
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    expect(pickup.body.data).toMatchObject({ kind: 'pickup', feePerOrderMinor: 0, states: [], active: true });
    const zone = await addOption(owner.auth, { ...northWest, states: ['Kano', 'Kaduna', 'Kaduna'] });
    expect(zone.status, JSON.stringify(zone.body)).toBe(200);
    expect(zone.body.data.states).toEqual(['Kano', 'Kaduna']);
    const quoted = await addOption(owner.auth, { kind: 'quoted', label: 'Freight quoted on request', position: 9 });
    expect(quoted.status).toBe(200);

    const changed = await send(gw, 'POST', '/v1/storefront/delivery-options/update', owner.auth, { ...northWest, id: zone.body.data.id });
    expect(changed.status).toBe(200);
    expect(changed.body.data.states).toHaveLength(7);
    expect((await send(gw, 'GET', '/v1/storefront/delivery-options', owner.auth)).body.data.map((o: { kind: string }) => o.kind)).toEqual([
      'pickup',
      'zone',
      'quoted',
    ]);

    // Another storefront's seller, a buyer, nobody.
    expect(
      (await send(gw, 'POST', '/v1/storefront/delivery-options/update', otherOwner.auth, { ...northWest, id: zone.body.data.id })).status,
    ).toBe(404);
    expect((await send(gw, 'DELETE', `/v1/storefront/delivery-options/delete/${zone.body.data.id}`, otherOwner.auth)).status).toBe(404);
    expect((await send(gw, 'GET', '/v1/storefront/delivery-options', otherOwner.auth)).body.data).toEqual([]);
    const shopper = await buyer(gw, 'shopper@delivery.test');
    expect((await addOption(shopper.auth, lagosPickup)).status).toBe(403);
    expect((await addOption(null as never, lagosPickup)).status).toBe(401);
    const companyWithoutStorefront = await member(gw, 'nostore@delivery.test', 'owner');
    expect((await addOption(companyWithoutStorefront.auth, lagosPickup)).status).toBe(403);

    expect((await send(gw, 'DELETE', `/v1/storefront/delivery-options/delete/${quoted.body.data.id}`, owner.auth)).status).toBe(200);
    expect((await send(gw, 'DELETE', `/v1/storefront/delivery-options/delete/${quoted.body.data.id}`, owner.auth)).status).toBe(404);
    expect((await send(gw, 'DELETE', '/v1/storefront/delivery-options/delete/not-an-id', owner.auth)).status).toBe(404);
  });

  it('refuses a negative or absurd fee, an unknown state, a zone abroad and fees on a pickup, storing nothing', async () => {
    const before = (await send(gw, 'GET', '/v1/storefront/delivery-options', otherOwner.auth)).body.data.length;
    const refused = async (body: unknown, field: string, message: string) => {
      const answer = await addOption(otherOwner.auth, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors[field]).toContain(message);
    };
    const range = `must be a whole number from 0 to ${DELIVERY_FEE_CAP_MINOR}`;
    await refused({ ...northWest, feePerOrderMinor: -100 }, 'feePerOrderMinor', range);
    await refused({ ...northWest, feePerTonneMinor: DELIVERY_FEE_CAP_MINOR + 1 }, 'feePerTonneMinor', range);
    await refused({ ...northWest, feePerPackageMinor: 1.5 }, 'feePerPackageMinor', range);
    await refused({ ...northWest, states: ['Kano', 'Atlantis'] }, 'states.1', 'is not a state we know');
    await refused({ ...northWest, states: [] }, 'states', 'must name at least one state');
    await refused({ ...northWest, country: 'GH', states: ['Kano'] }, 'country', 'has no delivery zones yet: only NG does');
    await refused({ ...lagosPickup, feePerOrderMinor: 100 }, 'feePerOrderMinor', 'must be 0: pickup is free');
    await refused({ ...lagosPickup, address: '' }, 'address', 'is required for a pickup: where the buyer collects');
    await refused({ kind: 'courier', label: 'x' }, 'kind', 'must be one of pickup, zone, quoted');
    expect((await send(gw, 'GET', '/v1/storefront/delivery-options', otherOwner.auth)).body.data).toHaveLength(before);
  });

  it(`keeps a storefront to ${DELIVERY_OPTIONS_LIMIT} options when 40 are added at once`, async () => {
    const third = (await packagesOfSuppliers(gw, 3))[2]!;
    const busy = await seller(gw, 'busy@delivery.test', third.supplierId);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => addOption(busy.auth, { kind: 'quoted', label: `Freight option ${i}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(DELIVERY_OPTIONS_LIMIT);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(40 - DELIVERY_OPTIONS_LIMIT);
    expect((await send(gw, 'GET', '/v1/storefront/delivery-options', busy.auth)).body.data).toHaveLength(DELIVERY_OPTIONS_LIMIT);
  });

  it('prices a storefront’s options for a state and some packages: per order, per tonne of their weight and per package, with the seller’s VAT', async () => {
    // 40 bags of 25 kg: one tonne. The product's density does not matter for kilograms.
    await db(gw).update(packages).set({ unit: 'kg', size: 25 }).where(eq(packages.id, pack.id));
    const price = (state: string, items = [{ packageId: pack.id, quantity: 40 }]) =>
      send(gw, 'POST', '/v1/delivery-options/price', null, { supplierId: pack.supplierId, country: 'NG', state, items });
    const kano = await price('Kano');
    expect(kano.status, JSON.stringify(kano.body)).toBe(200);
    const zone = kano.body.data.find((o: { kind: string }) => o.kind === 'zone');
    const fee = 45_000_00 + 28_000_00;
    expect(zone).toMatchObject({
      feeMinor: fee,
      vatRateBps: 750,
      vatMinor: vatOf(fee, 750),
      totalMinor: fee + vatOf(fee, 750),
      weightKg: 1000,
    });
    expect(kano.body.data.find((o: { kind: string }) => o.kind === 'pickup')).toMatchObject({ feeMinor: 0, totalMinor: 0 });
    // Lagos is not in the zone: pickup only (quoted freight was removed above).
    expect((await price('Lagos')).body.data.map((o: { kind: string }) => o.kind)).toEqual(['pickup']);
    // 7 bags: 175 kg, per tonne rounded half up to the kobo.
    const small = (await price('kano', [{ packageId: pack.id, quantity: 7 }])).body.data.find((o: { kind: string }) => o.kind === 'zone');
    expect(small.feeMinor).toBe(45_000_00 + Math.round((28_000_00 * 175) / 1000));
    // Litres weigh what the product's density says.
    await db(gw).update(packages).set({ unit: 'L', size: 200 }).where(eq(packages.id, pack.id));
    await db(gw)
      .update(products)
      .set({ properties: { Density: '1.84 g/cm3' } })
      .where(eq(products.id, pack.productId));
    const drums = (await price('Sokoto', [{ packageId: pack.id, quantity: 5 }])).body.data.find((o: { kind: string }) => o.kind === 'zone');
    expect(drums).toMatchObject({ weightKg: 1840, feeMinor: 45_000_00 + Math.round(28_000_00 * 1.84) });
    // Packages of another storefront count for nothing.
    const foreign = (await price('Kano', [{ packageId: other.id, quantity: 999 }])).body.data.find(
      (o: { kind: string }) => o.kind === 'zone',
    );
    expect(foreign).toMatchObject({ feeMinor: 45_000_00, weightKg: 0 });
  });
});
