/**
 * Dangerous goods through the gateway: the reference list's routes, a seller's transport
 * classification checked against it (field messages, reasons kept for operators), no sale of a
 * dangerous product without its safety data sheet, warnings of sheets due for review, the demo
 * catalog's classifications, and search by hazard class.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradePercent, type TransportClassification } from '../../src/contracts/dangerous-goods.ts';
import type { Db } from '../../src/gateway/db/client.ts';
import { companies } from '../../src/gateway/db/schema/companies.ts';
import { markets, products } from '../../src/gateway/db/schema/catalog.ts';
import { transportClassifications } from '../../src/gateway/db/schema/dangerous-goods.ts';
import { platformOperators } from '../../src/gateway/db/schema/operations.ts';
import { suggestClassification } from '../../src/gateway/dangerous-goods/index.ts';
import { backends, signedInUser, startGateway, type TestGateway } from './harness.ts';

const acetone = {
  dangerous: true,
  unNumber: 'UN1090',
  properShippingName: 'ACETONE',
  hazardClass: '3',
  packingGroup: 'II',
};

describe.each(backends)('dangerous goods on %s', (backend) => {
  let gw: TestGateway;
  let db: Db;
  let seller: string;
  let operator: string;
  let marketId: number;

  async function call(token: string | null, method: 'GET' | 'POST', url: string, body?: unknown) {
    const response = await gw.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() };
  }

  const product = (overrides: Record<string, unknown> = {}) => ({
    name: 'Acetone',
    casNumber: '67-64-1',
    grade: 'Technical 99.5%',
    physicalForm: 'liquid',
    marketId,
    packages: [
      { label: '200 L drum', unit: 'L', size: 200, priceMinor: 28_000_000, stock: 10 },
      { label: '1 L bottle', unit: 'L', size: 1, priceMinor: 250_000, stock: 40 },
    ],
    ...overrides,
  });

  async function add(overrides: Record<string, unknown> = {}) {
    const response = await call(seller, 'POST', 'product/add-product', product(overrides));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }

  const sds = (issuedAt?: string) => ({
    kind: 'SDS',
    title: 'Safety data sheet',
    language: 'en',
    fileUrl: 'https://producer.example/sds/acetone.pdf',
    ...(issuedAt ? { issuedAt } : {}),
  });

  beforeAll(async () => {
    gw = await startGateway(backend, 300, { logger: { level: 'error' } });
    db = gw.database.db;
    marketId = (await db.select().from(markets).where(isNull(markets.parentId)).orderBy(asc(markets.id)).limit(1))[0]!.id;
    const user = await gw.app.services.accounts.createUser(db, {
      email: `seller-${backend}@dangerous-goods.test`,
      fullName: 'Seller',
      passwordHash: null,
      accountType: 'company',
      businessUserType: 'seller',
      companyName: 'Onitsha Solvents',
      verified: true,
    });
    const member = (await gw.app.services.members.load(user.id))!;
    await db.update(companies).set({ supplierId: 3 }).where(eq(companies.id, member.companyId!));
    seller = (await gw.app.services.sessions.issue(user.id, '127.0.0.1')).jwToken;
    const ops = await signedInUser(gw, `ops-${backend}@dangerous-goods.test`, 'Ops Person');
    await db.insert(platformOperators).values({ userId: ops.id });
    operator = ops.token;
  }, 120_000);
  afterAll(async () => {
    await gw?.close();
  });

  it("gives every demo chemical the reference list's classification for its form and grade, and every dangerous one a safety data sheet", async () => {
    const rows = await db
      .select({
        id: products.id,
        casNumber: products.casNumber,
        physicalForm: products.physicalForm,
        grade: products.grade,
        t: transportClassifications,
      })
      .from(products)
      .leftJoin(
        transportClassifications,
        and(eq(transportClassifications.productId, products.id), isNull(transportClassifications.packageId)),
      );
    expect(rows.length).toBe(300);
    const wrong = rows.filter((row) => {
      const listed = suggestClassification(row.casNumber!, row.physicalForm, gradePercent(row.grade))!.suggested;
      const t = row.t;
      const stored: TransportClassification | null = t && {
        dangerous: t.dangerous,
        unNumber: t.unNumber,
        properShippingName: t.properShippingName,
        hazardClass: t.hazardClass,
        subsidiaryRisks: t.subsidiaryRisks,
        packingGroup: t.packingGroup,
        quantity: t.quantity,
        marinePollutant: t.marinePollutant,
      };
      return JSON.stringify(stored) !== JSON.stringify(listed) || t!.differences.length > 0;
    });
    expect(wrong.map((r) => r.id)).toEqual([]);
    const withoutSheet = await db.execute(sql`
      select p.id from products p join transport_classifications t on t.product_id = p.id and t.dangerous
      where not exists (select 1 from product_documents d where d.product_id = p.id and d.kind = 'SDS')`);
    expect((withoutSheet as unknown as { rows: unknown[] }).rows ?? withoutSheet).toHaveLength(0);

    // Nitric acid as the public catalog gives it: the list's entry for its grade.
    const [nitric] = await db
      .select()
      .from(products)
      .where(and(eq(products.casNumber, '7697-37-2'), eq(products.status, 'published')))
      .limit(1);
    const page = await call(null, 'GET', `marketplace/get-product?productId=${nitric!.id}`);
    expect(page.body.data.transport).toMatchObject({
      dangerous: true,
      unNumber: 'UN2031',
      properShippingName: 'NITRIC ACID',
      hazardClass: '8',
    });
    expect(page.body.data.unNumber).toBe('UN2031');
    expect(page.body.data.transport).not.toHaveProperty('reason');
  });

  it('suggests the classification of a CAS number for a form and concentration, and lists the entries of a UN number', async () => {
    const nitric = await call(null, 'GET', 'dangerous-goods/suggestion?CasNumber=7697-37-2&PhysicalForm=liquid&Concentration=68');
    expect(nitric.status).toBe(200);
    expect(nitric.body.data).toMatchObject({
      casNumber: '7697-37-2',
      substance: 'Nitric acid',
      suggested: { dangerous: true, unNumber: 'UN2031', hazardClass: '8', subsidiaryRisks: ['5.1'], packingGroup: 'II' },
      note: null,
      source: 'UN Model Regulations, Rev. 23 (2023), Dangerous Goods List (3.2)',
    });
    expect(nitric.body.data.options).toHaveLength(3);
    const caustic = await call(null, 'GET', 'dangerous-goods/suggestion?CasNumber=1310-73-2&PhysicalForm=solution');
    expect(caustic.body.data.suggested).toMatchObject({ unNumber: 'UN1824', properShippingName: 'SODIUM HYDROXIDE SOLUTION' });
    const sodaAsh = await call(null, 'GET', 'dangerous-goods/suggestion?CasNumber=497-19-8');
    expect(sodaAsh.body.data.suggested).toMatchObject({ dangerous: false, unNumber: null });

    expect((await call(null, 'GET', 'dangerous-goods/suggestion?CasNumber=7732-18-5')).status).toBe(404);
    const bad = await call(null, 'GET', 'dangerous-goods/suggestion?CasNumber=7697-37-3&PhysicalForm=vapour&Concentration=120');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['CasNumber', 'Concentration', 'PhysicalForm']);

    const entries = await call(null, 'GET', 'dangerous-goods/un-entries?UnNumber=2031');
    expect(entries.status).toBe(200);
    expect(
      entries.body.data.entries.map((e: { packingGroups: string[]; subsidiaryRisks: string[] }) => [e.subsidiaryRisks, e.packingGroups]),
    ).toEqual([
      [['5.1'], ['I']],
      [['5.1'], ['II']],
      [[], ['II']],
    ]);
    expect((await call(null, 'GET', 'dangerous-goods/un-entries?UnNumber=UN9999')).status).toBe(404);
    expect((await call(null, 'GET', 'dangerous-goods/un-entries?UnNumber=nine')).body.errors).toHaveProperty(['UnNumber']);
  });

  it('refuses a UN number not in the list, a class that does not exist and a packing group on a class without, with field messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ transport: { ...acetone, unNumber: 'UN9999' } }, 'transport.unNumber'],
      [{ transport: { ...acetone, hazardClass: '10' } }, 'transport.hazardClass'],
      [{ transport: { ...acetone, hazardClass: '2.2', packingGroup: 'II' } }, 'transport.packingGroup'],
      [{ transport: { dangerous: true } }, 'transport.unNumber'],
      [{ transport: { dangerous: 'maybe' } }, 'transport.dangerous'],
      [
        { packages: [{ label: 'Drum', unit: 'L', size: 200, priceMinor: 100, stock: 1, transport: { ...acetone, unNumber: 'UN0000' } }] },
        'packages.0.transport.unNumber',
      ],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(seller, 'POST', 'product/add-product', product(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.errors, JSON.stringify(response.body)).toHaveProperty([field]);
    }
    const unknown = await call(seller, 'POST', 'product/add-product', product({ transport: { ...acetone, unNumber: 'UN9999' } }));
    expect(unknown.body.errors['transport.unNumber'][0]).toMatch(/^UN9999 is not in the marketplace's reference list/);
  });

  it('takes a classification that differs from the list only with a reason, which the seller and the operators read', async () => {
    const differing = { ...acetone, hazardClass: '6.1', packingGroup: 'III' };
    const refused = await call(seller, 'POST', 'product/add-product', product({ transport: differing }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      'transport.hazardClass': ['differs from the reference list: the list gives UN1090 class 3, not 6.1'],
      'transport.packingGroup': ['differs from the reference list: the list gives UN1090 packing group II, not III'],
      'transport.reason': [expect.stringMatching(/^is required where the classification differs from the reference list/)],
    });

    const reason = 'Denatured with a toxic additive: section 14 of the producer’s SDS, revision 2025';
    const saved = await add({ name: 'Acetone, denatured', transport: { ...differing, reason } });
    expect(saved.transport).toEqual({
      ...acetone,
      hazardClass: '6.1',
      packingGroup: 'III',
      subsidiaryRisks: [],
      quantity: 'full',
      marinePollutant: false,
      differences: ['the list gives UN1090 class 3, not 6.1', 'the list gives UN1090 packing group II, not III'],
      reason,
    });

    const listed = await call(operator, 'GET', 'operations/transport-deviations?PageSize=50');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({
        productId: saved.id,
        productName: 'Acetone, denatured',
        packageId: null,
        classification: expect.objectContaining({ unNumber: 'UN1090', hazardClass: '6.1' }),
        differences: saved.transport.differences,
        reason,
      }),
    );
    expect((await call(seller, 'GET', 'operations/transport-deviations')).status).toBe(403);

    // The list's own entry clears the differences and the reason.
    const fixed = await call(seller, 'POST', 'product/update-product', { id: saved.id, transport: { ...acetone, reason: 'not needed' } });
    expect(fixed.body.data.transport).toMatchObject({ hazardClass: '3', differences: [], reason: null });
    const after = await call(operator, 'GET', 'operations/transport-deviations?PageSize=50');
    expect(after.body.data.map((d: { productId: number }) => d.productId)).not.toContain(saved.id);
  });

  it('keeps a package’s own classification, and checks the product’s again when its substance changes', async () => {
    const saved = await add({
      name: 'Acetone in bottles',
      transport: acetone,
      packages: [
        { label: '200 L drum', unit: 'L', size: 200, priceMinor: 28_000_000, stock: 10 },
        { label: '1 L bottle', unit: 'L', size: 1, priceMinor: 250_000, stock: 40, transport: { ...acetone, quantity: 'limited' } },
      ],
    });
    expect(saved.packages.map((p: { transport: { quantity: string } | null }) => p.transport?.quantity ?? null)).toEqual([null, 'limited']);
    // Saving the package list without the package's classification keeps it; null makes it the product's again.
    const kept = await call(seller, 'POST', 'product/update-product', {
      id: saved.id,
      packages: saved.packages.map(({ id, label, unit, size, priceMinor, stock }: Record<string, unknown>) => ({
        id,
        label,
        unit,
        size,
        priceMinor,
        stock,
      })),
    });
    expect(kept.body.data.packages[1].transport).toMatchObject({ quantity: 'limited' });
    // Another CAS number makes the classification differ from the list: a reason is asked for.
    const methanol = await call(seller, 'POST', 'product/update-product', { id: saved.id, casNumber: '67-56-1' });
    expect(methanol.status).toBe(400);
    expect(methanol.body.errors).toMatchObject({
      'transport.unNumber': ['differs from the reference list: the list gives Methanol (CAS 67-56-1) UN1230, not UN1090'],
      'transport.reason': [expect.any(String)],
    });
    const cleared = await call(seller, 'POST', 'product/update-product', {
      id: saved.id,
      packages: kept.body.data.packages.map(({ id, label, unit, size, priceMinor, stock }: Record<string, unknown>) => ({
        id,
        label,
        unit,
        size,
        priceMinor,
        stock,
        transport: null,
      })),
    });
    expect(cleared.body.data.packages.map((p: { transport: unknown }) => p.transport)).toEqual([null, null]);
  });

  it('publishes a dangerous product only with its safety data sheet, whose revision date the page shows and whose age warns the seller', async () => {
    const saved = await add({ name: 'Acetone for publishing', transport: acetone });
    expect(saved.warnings).toEqual([expect.objectContaining({ code: 'sds-missing' })]);
    const refused = await call(seller, 'POST', 'product/update-product', { id: saved.id, status: 'published' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.status[0]).toMatch(/classified as dangerous for transport is published only with its safety data sheet/);
    expect((await call(null, 'GET', `marketplace/get-product?productId=${saved.id}`)).status).toBe(404);

    const withSheet = await call(seller, 'POST', 'product/update-productdocuments', { id: saved.id, documents: [sds('2019-03-01')] });
    expect(withSheet.status, JSON.stringify(withSheet.body)).toBe(200);
    expect(withSheet.body.data.documents[0].issuedAt).toBe('2019-03-01T00:00:00.000Z');
    expect(withSheet.body.data.warnings).toEqual([
      { code: 'sds-outdated', message: expect.stringMatching(/^Its safety data sheet was revised on 1 Mar 2019, more than 5 years ago/) },
    ]);
    const row = (await call(seller, 'GET', 'product/get-products?PageSize=200')).body.data.find((p: { id: number }) => p.id === saved.id);
    expect(row).toMatchObject({ dangerous: true, warnings: [{ code: 'sds-outdated' }] });

    const published = await call(seller, 'POST', 'product/update-product', { id: saved.id, status: 'published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const page = await call(null, 'GET', `marketplace/get-product?productId=${saved.id}`);
    expect(page.body.data).toMatchObject({
      transport: { dangerous: true, unNumber: 'UN1090', hazardClass: '3', packingGroup: 'II' },
      documents: [{ kind: 'SDS', issuedAt: '2019-03-01T00:00:00.000Z' }],
    });

    // A published dangerous product keeps its sheet.
    const removed = await call(seller, 'POST', 'product/update-productdocuments', { id: saved.id, documents: [] });
    expect(removed.status).toBe(400);
    expect(removed.body.errors).toHaveProperty(['documents']);
    const current = await call(seller, 'POST', 'product/update-productdocuments', {
      id: saved.id,
      documents: [{ ...sds(), id: withSheet.body.data.documents[0].id, issuedAt: '2026-01-10' }],
    });
    expect(current.body.data.warnings).toEqual([]);
    expect(
      (await call(seller, 'POST', 'product/update-productdocuments', { id: saved.id, documents: [sds('2999-01-01')] })).body.errors,
    ).toHaveProperty(['documents.0.issuedAt']);
  });

  it('refuses to classify a published product as dangerous while it has no safety data sheet', async () => {
    const saved = await add({ name: 'Acetone, unclassified', transport: null });
    expect(saved.warnings).toEqual([expect.objectContaining({ code: 'transport-not-stated' })]);
    expect((await call(seller, 'POST', 'product/update-product', { id: saved.id, status: 'published' })).status).toBe(200);
    const classified = await call(seller, 'POST', 'product/update-product', { id: saved.id, transport: acetone });
    expect(classified.status).toBe(400);
    expect(classified.body.errors).toHaveProperty(['transport']);
    expect((await call(seller, 'GET', `product/get-product?productId=${saved.id}`)).body.data.transport).toBeNull();
  });

  it('tells a client that still sends the UN number with the additional information where it goes now', async () => {
    const saved = await add({ name: 'Acetone, old client' });
    const response = await call(seller, 'POST', 'product/update-additionalinfo', {
      id: saved.id,
      additionalInfo: {},
      ghsPictograms: ['GHS02'],
      signalWord: 'Danger',
      hStatements: ['H225'],
      pStatements: [],
      unNumber: 'UN1090',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.unNumber).toEqual([
      'is part of the transport classification now: send it as transport.unNumber with update-product',
    ]);
  });

  it('searches by hazard class, subsidiary risks included, and by "not dangerous for transport"', async () => {
    const search = async (filters: Record<string, unknown>) => {
      const response = await gw.app.inject({ method: 'POST', url: '/api/v2/marketplace/products', payload: { pageSize: 200, ...filters } });
      return { status: response.statusCode, body: response.json() };
    };
    const classOf = async (ids: number[]) =>
      new Map(
        (
          await db
            .select({ id: transportClassifications.productId, t: transportClassifications })
            .from(transportClassifications)
            .where(isNull(transportClassifications.packageId))
        )
          .filter((r) => ids.includes(r.id))
          .map((r) => [r.id, r.t]),
      );

    const corrosive = await search({ hazardClass: '8' });
    expect(corrosive.body.totalRecords).toBeGreaterThan(10);
    const corrosives = await classOf(corrosive.body.data.map((p: { id: number }) => p.id));
    for (const t of corrosives.values()) expect(t.dangerous && (t.hazardClass === '8' || t.subsidiaryRisks.includes('8'))).toBe(true);
    // Hydrogen peroxide (5.1, subsidiary 8) is found among the corrosives, and among the oxidizers of class 5.
    expect([...corrosives.values()].some((t) => t.hazardClass === '5.1')).toBe(true);
    const oxidizers = await classOf((await search({ hazardClass: '5' })).body.data.map((p: { id: number }) => p.id));
    expect(
      [...oxidizers.values()].every((t) => ['5.1', '5.2'].some((c) => t.hazardClass === c || t.subsidiaryRisks.includes(c as '5.1'))),
    ).toBe(true);

    const safe = await search({ hazardClass: 'none', search: 'acid' });
    expect(safe.body.totalRecords).toBeGreaterThan(0);
    for (const t of (await classOf(safe.body.data.map((p: { id: number }) => p.id))).values()) expect(t.dangerous).toBe(false);

    const all = (await search({})).body.totalRecords;
    const dangerousCount = (await search({ hazardClass: 'none' })).body.totalRecords;
    expect(dangerousCount).toBeLessThan(all);

    const bad = await search({ hazardClass: '10' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty(['hazardClass']);

    // A product classified and published since the index was built is found by its class.
    const fresh = await add({
      name: 'Zinc dust for search',
      casNumber: '7440-66-6',
      physicalForm: 'powder',
      transport: {
        dangerous: true,
        unNumber: 'UN1436',
        properShippingName: 'ZINC DUST',
        hazardClass: '4.3',
        subsidiaryRisks: ['4.2'],
        packingGroup: 'II',
        marinePollutant: true,
      },
    });
    await call(seller, 'POST', 'product/update-productdocuments', { id: fresh.id, documents: [sds('2025-06-01')] });
    expect((await call(seller, 'POST', 'product/update-product', { id: fresh.id, status: 'published' })).status).toBe(200);
    expect((await search({ hazardClass: '4.2', search: 'zinc dust for search' })).body.data.map((p: { id: number }) => p.id)).toEqual([
      fresh.id,
    ]);
    expect((await search({ hazardClass: 'none', search: 'zinc dust for search' })).body.data).toEqual([]);
  });
});
