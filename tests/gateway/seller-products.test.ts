import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/gateway/db/client.ts';
import { companies, companyMembers, type CompanyRole } from '../../src/gateway/db/schema/companies.ts';
import { cartItems, orderLines, orders } from '../../src/gateway/db/schema/commerce.ts';
import { applications, markets, packages, producers, suppliers } from '../../src/gateway/db/schema/catalog.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { readCatalogVersion } from '../../src/gateway/catalog/catalog-version.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { minimalPdf } from '../fixtures/pdf.ts';

interface Seller {
  userId: string;
  companyId: string;
  token: string;
}

describe.each(backends)('seller products on %s', (backend) => {
  let gw: TestGateway;
  let db: Db;
  const storageDir = mkdtempSync(join(tmpdir(), 'seller-products-'));
  let seller: Seller;
  let rival: Seller;
  let marketId: number;
  let subMarketId: number;
  let otherMarketId: number;
  let applicationId: number;
  let producerId: number;
  let email = 0;

  async function company(name: string, supplierId: number | null): Promise<Seller> {
    const user = await gw.app.services.accounts.createUser(db, {
      email: `seller${++email}-${backend}@products.test`,
      fullName: `Seller ${email}`,
      passwordHash: null,
      accountType: 'company',
      businessUserType: 'seller',
      companyName: name,
      verified: true,
    });
    const member = (await gw.app.services.members.load(user.id))!;
    if (supplierId !== null) await db.update(companies).set({ supplierId }).where(eq(companies.id, member.companyId!));
    return { userId: user.id, companyId: member.companyId!, token: (await gw.app.services.sessions.issue(user.id, '127.0.0.1')).jwToken };
  }

  async function colleague(of: Seller, role: CompanyRole): Promise<string> {
    const user = await gw.app.services.accounts.createUser(db, {
      email: `${role}${++email}-${backend}@products.test`,
      fullName: `Colleague ${email}`,
      passwordHash: null,
      accountType: 'company',
      businessUserType: 'both',
      verified: true,
    });
    await db.insert(companyMembers).values({ companyId: of.companyId, userId: user.id, role });
    return (await gw.app.services.sessions.issue(user.id, '127.0.0.1')).jwToken;
  }

  async function send(who: Seller | string | null, method: 'GET' | 'POST', url: string, body?: unknown) {
    const token = typeof who === 'string' ? who : who?.token;
    const response = await gw.app.inject({
      method,
      url: `/api/v1/product/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() };
  }

  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    name: 'Sodium hydroxide',
    casNumber: '1310-73-2',
    formula: 'NaOH',
    grade: 'Technical',
    purity: '99%',
    physicalForm: 'flakes',
    description: 'Caustic soda flakes for soap and detergent making.',
    marketId,
    applicationIds: [applicationId],
    producerId,
    tags: ['Caustic Soda', 'caustic soda', 'Flakes'],
    moq: 50,
    moqUnit: 'kg',
    leadTimeDays: 5,
    originCountry: 'ng',
    incoterms: ['EXW', 'FOB'],
    synonyms: ['Caustic soda', 'Lye'],
    packages: [
      { label: '25 kg bag', unit: 'kg', size: 25, priceMinor: 4_500_000, stock: 120 },
      { label: '1 t bulk bag', unit: 'kg', size: 1000, priceMinor: 160_000_000, stock: 4 },
    ],
    ...overrides,
  });

  const add = async (who: Seller, overrides: Record<string, unknown> = {}) => {
    const response = await send(who, 'POST', 'add-product', newProduct(overrides));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const version = () => readCatalogVersion(db);
  const publicProduct = async (id: number) => (await gw.app.inject({ url: `/api/v1/marketplace/get-product?productId=${id}` })).statusCode;

  beforeAll(async () => {
    gw = await startGateway(backend, 30, { storage: createDiskStorage(storageDir) });
    db = gw.database.db;
    const [top] = await db.select().from(markets).where(sql`${markets.parentId} is null`).orderBy(asc(markets.id)).limit(1);
    const [child] = await db.select().from(markets).where(eq(markets.parentId, top!.id)).orderBy(asc(markets.id)).limit(1);
    const [other] = await db
      .select()
      .from(markets)
      .where(and(sql`${markets.parentId} is null`, sql`${markets.id} <> ${top!.id}`))
      .limit(1);
    marketId = top!.id;
    subMarketId = child!.id;
    otherMarketId = other!.id;
    applicationId = (await db.select().from(applications).orderBy(asc(applications.id)).limit(1))[0]!.id;
    producerId = (await db.select().from(producers).orderBy(asc(producers.id)).limit(1))[0]!.id;
    seller = await company('Apapa Chemical Traders', 1);
    rival = await company('Kano Industrial Supplies', 2);
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('adds a draft with its packages, keeps the price-from and tags tidy, and leaves the public catalog alone', async () => {
    const before = await version();
    const response = await send(seller, 'POST', 'add-product', newProduct());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe('Product saved as a draft.');
    const product = response.body.data;
    expect(product).toMatchObject({
      name: 'Sodium hydroxide',
      status: 'draft',
      slug: 'sodium-hydroxide-technical',
      casNumber: '1310-73-2',
      originCountry: 'NG',
      priceFromMinor: 4_500_000,
      tags: ['caustic-soda', 'flakes'],
      synonyms: ['Caustic soda', 'Lye'],
      supplier: { id: 1 },
      applications: [{ id: applicationId }],
      producer: { id: producerId },
      moq: 50,
      leadTimeDays: 5,
      incoterms: ['EXW', 'FOB'],
      hasOrders: false,
      deletable: true,
    });
    expect(product.packages.map((p: { label: string; removable: boolean }) => [p.label, p.removable])).toEqual([
      ['25 kg bag', true],
      ['1 t bulk bag', true],
    ]);
    expect(product.url).toMatch(new RegExp(`^/product/sodium-hydroxide-technical/[a-z0-9-]+/${product.id}$`));
    // A draft is the seller's alone: no catalog change, no public page.
    expect(await version()).toBe(before);
    expect(await publicProduct(product.id)).toBe(404);

    const read = await send(seller, 'GET', `get-product?productId=${product.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: product.id, status: 'draft', marketPath: [{ id: marketId }] });
  });

  it('refuses invalid products with a message per field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: undefined }, 'name'],
      [{ casNumber: '1310-73-3' }, 'casNumber'],
      [{ casNumber: 'caustic' }, 'casNumber'],
      [{ physicalForm: 'vapour' }, 'physicalForm'],
      [{ marketId: 'x' }, 'marketId'],
      [{ moq: 0 }, 'moq'],
      [{ originCountry: 'Nigeria' }, 'originCountry'],
      [{ incoterms: ['FOB', 'XYZ'] }, 'incoterms.1'],
      [{ leadTimeDays: 400 }, 'leadTimeDays'],
      [{ packages: [{ label: '25 kg bag', unit: 'kg', size: 25, priceMinor: 0, stock: 1 }] }, 'packages.0.priceMinor'],
      [{ packages: [{ label: '25 kg bag', unit: 'kg', size: 25, priceMinor: 100, stock: -1 }] }, 'packages.0.stock'],
      [{ packages: [{ label: 'Drum', unit: 'barrel', size: 25, priceMinor: 100, stock: 1 }] }, 'packages.0.unit'],
      [
        {
          packages: [
            { label: 'Bag', unit: 'kg', size: 25, priceMinor: 100, stock: 1 },
            { label: 'bag', unit: 'kg', size: 50, priceMinor: 200, stock: 1 },
          ],
        },
        'packages.1.label',
      ],
      [{ packages: [{ label: 'Bag', unit: 'kg', size: 25, priceMinor: 10.5, stock: 1 }] }, 'packages.0.priceMinor'],
    ];
    for (const [overrides, field] of cases) {
      const response = await send(seller, 'POST', 'add-product', newProduct(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.errors, JSON.stringify(overrides)).toHaveProperty([field]);
    }
    // What exists is checked too: market, applications, producer and picture.
    const references: [Record<string, unknown>, string][] = [
      [{ marketId: 999_999 }, 'marketId'],
      [{ applicationIds: [applicationId, 999_999] }, 'applicationIds.1'],
      [{ producerId: 999_999 }, 'producerId'],
      [{ imageUrl: 'https://example.com/picture.jpg' }, 'imageUrl'],
      [{ imageUrl: `/api/v1/files/${uuidv7()}` }, 'imageUrl'],
    ];
    for (const [overrides, field] of references) {
      const response = await send(seller, 'POST', 'add-product', newProduct(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.errors, JSON.stringify(overrides)).toHaveProperty([field]);
    }
    const missingName = await send(seller, 'POST', 'add-product', newProduct({ name: '' }));
    expect(missingName.body.errors.name[0]).toBe('is required');
    const wrongCheckDigit = await send(seller, 'POST', 'add-product', newProduct({ casNumber: '1310-73-3' }));
    expect(wrongCheckDigit.body.errors.casNumber[0]).toContain('check digit');
  });

  it('updates fields and packages, keeping the ids of packages that stay', async () => {
    const product = await add(seller, { name: 'Glycerine', casNumber: '56-81-5', grade: 'USP', physicalForm: 'liquid', synonyms: [] });
    const [bag, bulk] = product.packages;
    const response = await send(seller, 'POST', 'update-product', {
      id: product.id,
      name: 'Glycerine refined',
      synonyms: ['Glycerol'],
      packages: [
        { id: bulk.id, label: '1 t bulk bag', unit: 'kg', size: 1000, priceMinor: 150_000_000, stock: 2 },
        { label: '250 kg drum', unit: 'kg', size: 250, priceMinor: 40_000_000, stock: 9 },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const updated = response.body.data;
    expect(updated).toMatchObject({
      name: 'Glycerine refined',
      slug: 'glycerine-refined-usp',
      grade: 'USP',
      casNumber: '56-81-5',
      synonyms: ['Glycerol'],
      priceFromMinor: 40_000_000,
    });
    expect(updated.packages.map((p: { id: number; label: string; priceMinor: number }) => [p.label, p.priceMinor])).toEqual([
      ['1 t bulk bag', 150_000_000],
      ['250 kg drum', 40_000_000],
    ]);
    expect(updated.packages[0].id).toBe(bulk.id);
    expect(updated.packages.map((p: { id: number }) => p.id)).not.toContain(bag.id);
    // Fields not sent stay as they were.
    expect(updated.description).toBe(product.description);
    expect(updated.applications).toEqual(product.applications);

    const foreignPackage = await send(seller, 'POST', 'update-product', {
      id: product.id,
      packages: [{ id: 999_999, label: 'Ghost', unit: 'kg', size: 1, priceMinor: 100, stock: 1 }],
    });
    expect(foreignPackage.status).toBe(400);
    expect(foreignPackage.body.errors).toHaveProperty(['packages.0.id']);

    // Clearing a field: '' and null mean none.
    const cleared = await send(seller, 'POST', 'update-product', { id: product.id, casNumber: '', purity: null, packages: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ casNumber: null, purity: null, priceFromMinor: null, packages: [] });
  });

  it('publishes with a catalog version bump, and the public catalog and search follow every status', async () => {
    const product = await add(seller, {
      name: 'Zinc oxide',
      casNumber: '1314-13-2',
      grade: 'Rubber',
      physicalForm: 'powder',
      synonyms: ['Zinc white'],
      packages: [],
    });
    const noPackages = await send(seller, 'POST', 'update-product', { id: product.id, status: 'published' });
    expect(noPackages.status).toBe(409);
    expect(noPackages.body.message).toContain('package');

    const before = await version();
    const published = await send(seller, 'POST', 'update-product', {
      id: product.id,
      status: 'published',
      packages: [{ label: '25 kg bag', unit: 'kg', size: 25, priceMinor: 3_100_000, stock: 40 }],
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.status).toBe('published');
    expect(published.body.message).toContain('published');
    expect(await version()).toBeGreaterThan(before);
    expect(await publicProduct(product.id)).toBe(200);
    // The search document follows the name and synonyms.
    const search = await gw.app.inject({ method: 'POST', url: '/api/v2/marketplace/products', payload: { search: 'zinc white' } });
    expect(search.json().data.map((p: { id: number }) => p.id)).toContain(product.id);
    const priced = await gw.app.inject({
      method: 'POST',
      url: '/api/v2/marketplace/products',
      payload: { supplierId: 1, minPrice: 3_100_000, maxPrice: 3_100_000 },
    });
    expect(priced.json().data.map((p: { id: number }) => p.id)).toContain(product.id);

    // Editing a published product changes the catalog too.
    const v1 = await version();
    expect((await send(seller, 'POST', 'update-properties', { id: product.id, properties: { Density: '5.6 g/cm3' } })).status).toBe(200);
    expect(await version()).toBeGreaterThan(v1);

    const v2 = await version();
    const archived = await send(seller, 'POST', 'update-product', { id: product.id, status: 'archived' });
    expect(archived.status).toBe(200);
    expect(await version()).toBeGreaterThan(v2);
    expect(await publicProduct(product.id)).toBe(404);

    const republish = await send(seller, 'POST', 'update-product', { id: product.id, status: 'published' });
    expect(republish.status).toBe(409);
    const v3 = await version();
    const restored = await send(seller, 'POST', 'update-product', { id: product.id, status: 'draft' });
    expect(restored.status).toBe(200);
    expect(restored.body.data.status).toBe('draft');
    // Archived to draft: neither shows in the catalog.
    expect(await version()).toBe(v3);

    expect((await send(seller, 'POST', 'update-product', { id: product.id, status: 'published' })).status).toBe(200);
    const v4 = await version();
    const unpublished = await send(seller, 'POST', 'update-product', { id: product.id, status: 'draft' });
    expect(unpublished.status).toBe(200);
    expect(await version()).toBeGreaterThan(v4);
    expect(await publicProduct(product.id)).toBe(404);

    expect((await send(seller, 'POST', 'update-product', { id: product.id, status: 'sold-out' })).body.errors).toHaveProperty('status');
  });

  it('replaces properties, documents and additional information, with field messages', async () => {
    const product = await add(seller, { name: 'Hydrochloric acid', casNumber: '7647-01-0', physicalForm: 'solution' });

    const properties = await send(seller, 'POST', 'update-properties', {
      id: product.id,
      properties: { ' Density ': '1.18 g/cm3', Appearance: 'Clear liquid' },
    });
    expect(properties.status, JSON.stringify(properties.body)).toBe(200);
    expect(properties.body.data.properties).toEqual({ Density: '1.18 g/cm3', Appearance: 'Clear liquid' });
    const emptyValue = await send(seller, 'POST', 'update-properties', { id: product.id, properties: { Density: '  ' } });
    expect(emptyValue.status).toBe(400);
    expect(emptyValue.body.errors).toHaveProperty(['properties.Density']);
    const tooMany = await send(seller, 'POST', 'update-properties', {
      id: product.id,
      properties: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`P${i}`, 'x'])),
    });
    expect(tooMany.status).toBe(400);

    const pdf = await gw.app.services.uploads.save({
      kind: 'document',
      bytes: minimalPdf(),
      originalName: 'hcl-tds.pdf',
      ownerId: seller.userId,
      companyId: seller.companyId,
    });
    const rivalPdf = await gw.app.services.uploads.save({
      kind: 'document',
      bytes: minimalPdf(),
      originalName: 'other.pdf',
      ownerId: rival.userId,
      companyId: rival.companyId,
    });
    const documents = await send(seller, 'POST', 'update-productdocuments', {
      id: product.id,
      documents: [
        { kind: 'TDS', title: 'Technical data sheet', language: 'en', fileId: pdf.id },
        { kind: 'SDS', title: 'Safety data sheet', language: 'fr', fileUrl: pdf.url },
        { kind: 'CoA', title: 'Certificate of analysis', language: 'en', fileUrl: 'https://maker.example.com/coa.pdf' },
      ],
    });
    expect(documents.status, JSON.stringify(documents.body)).toBe(200);
    const saved = documents.body.data.documents;
    expect(saved.map((d: { kind: string; fileUrl: string; fileId: string | null }) => [d.kind, d.fileUrl, d.fileId])).toEqual([
      ['TDS', pdf.url, pdf.id],
      ['SDS', pdf.url, pdf.id],
      ['CoA', 'https://maker.example.com/coa.pdf', null],
    ]);

    // Kept by id (its file stays), others replaced or dropped.
    const kept = await send(seller, 'POST', 'update-productdocuments', {
      id: product.id,
      documents: [{ id: saved[0].id, kind: 'TDS', title: 'TDS, 2026 edition', language: 'en' }],
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.documents).toMatchObject([
      { id: saved[0].id, title: 'TDS, 2026 edition', fileUrl: pdf.url, issuedAt: saved[0].issuedAt },
    ]);

    const badDocuments: [unknown, string][] = [
      [{ kind: 'TDS', title: 'Sheet', language: 'en', fileId: rivalPdf.id }, 'documents.0.fileId'],
      [{ kind: 'TDS', title: 'Sheet', language: 'en' }, 'documents.0.fileId'],
      [{ kind: 'MSDS', title: 'Sheet', language: 'en', fileId: pdf.id }, 'documents.0.kind'],
      [{ kind: 'TDS', title: 'Sheet', language: 'english', fileId: pdf.id }, 'documents.0.language'],
      [{ kind: 'TDS', title: 'Sheet', language: 'en', fileUrl: 'javascript:alert(1)' }, 'documents.0.fileUrl'],
      [{ id: 999_999, kind: 'TDS', title: 'Sheet', language: 'en' }, 'documents.0.id'],
    ];
    for (const [document, field] of badDocuments) {
      const response = await send(seller, 'POST', 'update-productdocuments', { id: product.id, documents: [document] });
      expect(response.status, JSON.stringify(document)).toBe(400);
      expect(response.body.errors, JSON.stringify(document)).toHaveProperty([field]);
    }
    expect((await send(seller, 'GET', `get-product?productId=${product.id}`)).body.data.documents).toHaveLength(1);

    const info = await send(seller, 'POST', 'update-additionalinfo', {
      id: product.id,
      additionalInfo: { 'Shelf life': '24 months', Storage: 'Cool, dry place' },
      ghsPictograms: ['GHS05', 'GHS07', 'GHS05'],
      signalWord: 'Danger',
      hStatements: ['h290', 'H314'],
      pStatements: ['P280', 'P305+P351+P338'],
    });
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    expect(info.body.data).toMatchObject({
      additionalInfo: { 'Shelf life': '24 months', Storage: 'Cool, dry place' },
      ghsPictograms: ['GHS05', 'GHS07'],
      signalWord: 'Danger',
      hStatements: ['H290', 'H314'],
      pStatements: ['P280', 'P305+P351+P338'],
    });
    const badInfo: [Record<string, unknown>, string][] = [
      [{ signalWord: null }, 'signalWord'],
      [{ ghsPictograms: ['GHS10'] }, 'ghsPictograms.0'],
      [{ hStatements: ['314'] }, 'hStatements.0'],
      [{ unNumber: 'UN17' }, 'unNumber'],
    ];
    for (const [overrides, field] of badInfo) {
      const response = await send(seller, 'POST', 'update-additionalinfo', {
        id: product.id,
        additionalInfo: {},
        ghsPictograms: ['GHS05'],
        signalWord: 'Danger',
        hStatements: ['H314'],
        pStatements: [],
        unNumber: null,
        ...overrides,
      });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.errors, JSON.stringify(overrides)).toHaveProperty([field]);
    }
  });

  it("answers 404 for another seller's product on every call, and changes nothing", async () => {
    const theirs = await add(rival, { name: 'Rival soda ash', casNumber: '497-19-8', physicalForm: 'powder' });
    const id = theirs.id;
    const calls = [
      send(seller, 'GET', `get-product?productId=${id}`),
      send(seller, 'POST', 'update-product', { id, name: 'Taken over', status: 'published' }),
      send(seller, 'POST', 'update-properties', { id, properties: { A: 'b' } }),
      send(seller, 'POST', 'update-productdocuments', { id, documents: [] }),
      send(seller, 'POST', 'update-additionalinfo', {
        id,
        additionalInfo: {},
        ghsPictograms: [],
        signalWord: null,
        hStatements: [],
        pStatements: [],
        unNumber: null,
      }),
      send(seller, 'POST', `deleteproduct/${id}`),
      send(seller, 'GET', 'get-product?productId=999999'),
    ];
    for (const response of await Promise.all(calls)) expect(response.status, JSON.stringify(response.body)).toBe(404);
    const mine = await send(seller, 'GET', 'get-products?PageSize=200');
    expect(mine.body.data.map((p: { id: number }) => p.id)).not.toContain(id);
    const still = await send(rival, 'GET', `get-product?productId=${id}`);
    expect(still.body.data).toMatchObject({ name: 'Rival soda ash', status: 'draft', properties: {}, documents: [] });
  });

  it('deletes an unordered product, archives an ordered one, and keeps ordered packages', async () => {
    const plain = await add(seller, { name: 'Citric acid', casNumber: '77-92-9', physicalForm: 'crystals' });
    const deleted = await send(seller, 'POST', `deleteproduct/${plain.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: plain.id, outcome: 'deleted' });
    expect((await send(seller, 'GET', `get-product?productId=${plain.id}`)).status).toBe(404);

    const ordered = await add(seller, { name: 'Titanium dioxide', casNumber: '13463-67-7', physicalForm: 'powder' });
    expect((await send(seller, 'POST', 'update-product', { id: ordered.id, status: 'published' })).status).toBe(200);
    const [bag, bulk] = ordered.packages;
    const orderId = uuidv7();
    await db.insert(orders).values({
      id: orderId,
      buyerName: 'Adaeze Okafor',
      buyerEmail: 'buyer@products.test',
      supplierId: 1,
      paymentMethod: 'bank-transfer',
      subtotalMinor: bag.priceMinor * 2,
      totalMinor: bag.priceMinor * 2,
      shippingAddress: {
        label: 'Plant',
        recipientName: 'Adaeze',
        phone: '+2348030000000',
        line1: '1 Factory Road',
        line2: '',
        city: 'Lagos',
        state: 'Lagos',
        country: 'NG',
        postalCode: '',
      },
    });
    await db.insert(orderLines).values({
      id: uuidv7(),
      orderId,
      productId: ordered.id,
      packageId: bag.id,
      productName: ordered.name,
      packageLabel: bag.label,
      unitPriceMinor: bag.priceMinor,
      quantity: 2,
      lineTotalMinor: bag.priceMinor * 2,
    });
    await db.insert(cartItems).values({ userId: rival.userId, packageId: bulk.id, quantity: 1 });

    const read = (await send(seller, 'GET', `get-product?productId=${ordered.id}`)).body.data;
    expect(read).toMatchObject({ hasOrders: true, deletable: false });
    expect(read.packages.map((p: { removable: boolean }) => p.removable)).toEqual([false, true]);

    // The ordered package cannot go; the other can (and leaves the carts it was in).
    const dropOrdered = await send(seller, 'POST', 'update-product', {
      id: ordered.id,
      packages: [{ id: bulk.id, label: bulk.label, unit: 'kg', size: 1000, priceMinor: bulk.priceMinor, stock: 1 }],
    });
    expect(dropOrdered.status).toBe(409);
    expect(dropOrdered.body.message).toContain('25 kg bag');
    expect(dropOrdered.body.message).toContain('stock to 0');
    const dropOther = await send(seller, 'POST', 'update-product', {
      id: ordered.id,
      packages: [{ id: bag.id, label: bag.label, unit: 'kg', size: 25, priceMinor: bag.priceMinor, stock: 0 }],
    });
    expect(dropOther.status, JSON.stringify(dropOther.body)).toBe(200);
    expect(await db.$count(cartItems, eq(cartItems.packageId, bulk.id))).toBe(0);

    const before = await version();
    const archived = await send(seller, 'POST', `deleteproduct/${ordered.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body.data).toEqual({ id: ordered.id, outcome: 'archived' });
    expect(archived.body.message).toContain('archived instead of deleted');
    expect(await version()).toBeGreaterThan(before);
    expect((await send(seller, 'GET', `get-product?productId=${ordered.id}`)).body.data.status).toBe('archived');
    expect(await publicProduct(ordered.id)).toBe(404);
    expect(await db.$count(packages, eq(packages.id, bag.id))).toBe(1);
  });

  it('opens a storefront for a company that has none with its first product, and counts and filters its products', async () => {
    const newcomer = await company('Onitsha Fine Chemicals', null);
    await db.update(companies).set({ country: 'GH' }).where(eq(companies.id, newcomer.companyId));
    expect((await send(newcomer, 'GET', 'get-productscount')).body.data).toEqual({ all: 0, draft: 0, published: 0, archived: 0 });
    expect((await send(newcomer, 'GET', 'get-products')).body).toMatchObject({ data: [], totalRecords: 0 });

    const before = await version();
    const first = await add(newcomer, {
      name: 'Acetic acid',
      casNumber: '64-19-7',
      physicalForm: 'liquid',
      marketId: subMarketId,
      producerId: null,
    });
    expect(await version()).toBeGreaterThan(before);
    const [linked] = await db.select().from(companies).where(eq(companies.id, newcomer.companyId));
    const [storefront] = await db.select().from(suppliers).where(eq(suppliers.id, linked!.supplierId!));
    expect(storefront).toMatchObject({ name: 'Onitsha Fine Chemicals', slug: 'onitsha-fine-chemicals', country: 'GH', verified: false });
    expect(first.supplier).toMatchObject({ id: storefront!.id, name: 'Onitsha Fine Chemicals' });

    const second = await add(newcomer, {
      name: 'Ethanol',
      casNumber: '64-17-5',
      physicalForm: 'liquid',
      marketId: otherMarketId,
      applicationIds: [],
      producerId: null,
    });
    const third = await add(newcomer, {
      name: 'Acetone',
      casNumber: '67-64-1',
      physicalForm: 'liquid',
      marketId: otherMarketId,
      applicationIds: [],
      producerId,
    });
    expect((await db.select().from(suppliers).where(eq(suppliers.name, 'Onitsha Fine Chemicals'))).length).toBe(1);
    await send(newcomer, 'POST', 'update-product', { id: second.id, status: 'published' });
    await send(newcomer, 'POST', 'update-product', { id: third.id, status: 'published' });
    await send(newcomer, 'POST', 'update-product', { id: third.id, status: 'archived' });

    expect((await send(newcomer, 'GET', 'get-productscount')).body.data).toEqual({ all: 3, draft: 1, published: 1, archived: 1 });
    const ids = async (query: string) => {
      const response = await send(newcomer, 'GET', `get-products?${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((p: { id: number }) => p.id);
    };
    expect(await ids('SortOrder=name')).toEqual([first.id, third.id, second.id]);
    expect(await ids('Status=published')).toEqual([second.id]);
    expect(await ids('Status=draft')).toEqual([first.id]);
    expect(await ids('Search=acet&SortOrder=name')).toEqual([first.id, third.id]);
    expect(await ids('Search=64-17')).toEqual([second.id]);
    // A market includes its sub-markets.
    expect(await ids(`MarketId=${marketId}`)).toEqual([first.id]);
    expect(await ids(`MarketId=${otherMarketId}&SortOrder=oldest`)).toEqual([second.id, third.id]);
    expect(await ids(`MarketApplication=${applicationId}`)).toEqual([first.id]);
    expect(await ids(`Producer=${producerId}`)).toEqual([third.id]);
    // The spec's query names in any case; paging as everywhere.
    const paged = await send(newcomer, 'GET', 'get-products?pagenumber=2&pagesize=2&sortorder=oldest');
    expect(paged.body).toMatchObject({ pageNumber: 2, pageSize: 2, totalRecords: 3, totalPages: 2 });
    expect(paged.body.data.map((p: { id: number }) => p.id)).toEqual([third.id]);
    const row = (await send(newcomer, 'GET', `get-products?Search=ethanol`)).body.data[0];
    expect(row).toMatchObject({ id: second.id, status: 'published', packageCount: 2, stock: 124, priceFromMinor: 4_500_000 });

    expect((await send(newcomer, 'GET', 'get-products?Status=sold')).status).toBe(400);
    expect((await send(newcomer, 'GET', 'get-products?SortOrder=random')).body.errors).toHaveProperty('SortOrder');
  });

  it('lets the roles that sell use it, and no one else', async () => {
    const sales = await colleague(seller, 'sales');
    const procurement = await colleague(seller, 'procurement');
    expect((await send(sales, 'POST', 'add-product', newProduct({ name: 'Sales added' }))).status).toBe(200);
    expect((await send(sales, 'GET', 'get-productscount')).status).toBe(200);
    expect((await send(procurement, 'GET', 'get-productscount')).status).toBe(403);
    expect((await send(procurement, 'POST', 'add-product', newProduct())).status).toBe(403);
    expect((await send(null, 'GET', 'get-products')).status).toBe(401);
  });
});
