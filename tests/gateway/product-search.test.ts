import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../src/gateway/db/schema/companies.ts';
import { readCatalogVersion } from '../../src/gateway/catalog/catalog-version.ts';
import { CHEMICALS } from '../../src/gateway/seed/data/chemicals.ts';
import { backends, call, startGateway, type TestGateway } from './harness.ts';

const SEARCH = '/api/v2/marketplace/products';

describe.each(backends)('POST /api/v2/marketplace/products on %s', (backend) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway(backend, 400);
  });
  afterAll(() => gw?.close());

  const search = (body: unknown) => call(gw.app, 'POST', SEARCH, body);

  it('finds a chemical by its name, and by the start of a word while it is being typed', async () => {
    const chemical = CHEMICALS.find((c) => c.name.split(' ').length === 1 && c.name.length > 6)!;
    const full = await search({ search: chemical.name, pageSize: 200 });
    expect(full.status).toBe(200);
    expect(full.body.totalRecords).toBeGreaterThan(0);
    expect(full.body.data[0].name).toBe(chemical.name);
    const partial = await search({ search: chemical.name.slice(0, 5), pageSize: 200 });
    expect(partial.body.data.map((p: any) => p.name)).toContain(chemical.name);
  });

  it('finds a chemical by its CAS number, whole or its first digits', async () => {
    const chemical = CHEMICALS[3]!;
    const exact = await search({ search: chemical.cas, pageSize: 200 });
    expect(exact.body.totalRecords).toBeGreaterThan(0);
    expect(exact.body.data.every((p: any) => p.casNumber === chemical.cas)).toBe(true);
    const prefix = await search({ search: chemical.cas.split('-')[0], pageSize: 200 });
    expect(prefix.body.data.map((p: any) => p.casNumber)).toContain(chemical.cas);
  });

  it('finds a chemical by a synonym', async () => {
    const chemical = CHEMICALS.find((c) =>
      c.synonyms.some((s) => /^[A-Za-z ]{6,}$/.test(s) && !c.name.toLowerCase().includes(s.toLowerCase())),
    )!;
    const synonym = chemical.synonyms.find((s) => /^[A-Za-z ]{6,}$/.test(s))!;
    const { body } = await search({ search: synonym, pageSize: 200 });
    expect(body.data.map((p: any) => p.name)).toContain(chemical.name);
  });

  it('filters by market including its sub-markets, by supplier country and by price range', async () => {
    const menu = await call(gw.app, 'GET', '/api/v1/marketplace/getmarkets-menu?ShowSubMenu=true&PageSize=200');
    const market = menu.body.data.find((m: any) => m.productCount > 0);
    const inMarket = await search({ marketId: market.id, pageSize: 200 });
    expect(inMarket.body.totalRecords).toBe(market.productCount);
    const allowed = new Set([market.id, ...market.subMenu.map((s: any) => s.id)]);
    expect(inMarket.body.data.every((p: any) => allowed.has(p.market.id))).toBe(true);

    const inNigeria = await search({ country: 'NG', pageSize: 200 });
    expect(inNigeria.body.data.every((p: any) => p.supplier.country === 'NG')).toBe(true);

    const priced = await search({ minPrice: 5_000_000, maxPrice: 20_000_000, pageSize: 200 });
    expect(priced.body.totalRecords).toBeGreaterThan(0);
    expect(priced.body.data.every((p: any) => p.priceFromMinor >= 5_000_000 && p.priceFromMinor <= 20_000_000)).toBe(true);
  });

  it('combines text and filters, and filters by application, producer, supplier, grade and form', async () => {
    const product = (await call(gw.app, 'GET', '/api/v1/marketplace/get-product?productId=2')).body.data;
    const { body } = await search({
      search: product.name,
      supplierId: product.supplier.id,
      grade: product.grade.toUpperCase(),
      physicalForm: product.physicalForm,
      applicationId: product.applications[0].id,
      ...(product.producer ? { producerId: product.producer.id } : {}),
      pageSize: 200,
    });
    expect(body.data.map((p: any) => p.id)).toContain(2);
    expect(body.data.every((p: any) => p.supplier.id === product.supplier.id && p.grade === product.grade)).toBe(true);
  });

  it('sorts by price both ways and by name', async () => {
    const asc = await search({ sortOrder: 'price-asc', pageSize: 50 });
    const prices = asc.body.data.map((p: any) => p.priceFromMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search({ sortOrder: 'price-desc', pageSize: 50 });
    const down = desc.body.data.map((p: any) => p.priceFromMinor);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const byName = await search({ sortOrder: 'name', pageSize: 50 });
    const names = byName.body.data.map((p: any) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('drops empty and null filters, so they change nothing', async () => {
    const plain = await search({ pageSize: 20 });
    const padded = await search({ search: '', marketId: null, country: '', grade: null, minPrice: '', pageSize: 20 });
    expect(padded.status).toBe(200);
    expect(padded.body.data.map((p: any) => p.id)).toEqual(plain.body.data.map((p: any) => p.id));
    expect(padded.body.totalRecords).toBe(plain.body.totalRecords);
  });

  it('accepts body keys in any case', async () => {
    const { status, body } = await search({ PageSize: 7, PageNumber: 2, SortOrder: 'name' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageSize: 7, pageNumber: 2 });
  });

  it('pages through results without overlap', async () => {
    const first = await search({ pageSize: 25, pageNumber: 1, sortOrder: 'name' });
    const second = await search({ pageSize: 25, pageNumber: 2, sortOrder: 'name' });
    const ids = new Set(first.body.data.map((p: any) => p.id));
    expect(second.body.data.some((p: any) => ids.has(p.id))).toBe(false);
    expect(first.body.totalPages).toBe(Math.ceil(first.body.totalRecords / 25));
  });

  /** Every page of a search, in order. */
  async function allPages(filters: Record<string, unknown>): Promise<any[]> {
    const pages: any[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const { body } = await search({ ...filters, pageSize: 50, pageNumber });
      pages.push(body);
      if (body.data.length < 50) return pages;
    }
  }

  it('counts every match of a search, on every page and past the last one', async () => {
    const pages = await allPages({ search: 'acid', sortOrder: 'relevance' });
    const all = pages.flatMap((p) => p.data.map((item: any) => item.id));
    expect(all.length).toBeGreaterThan(50);
    expect(new Set(all).size).toBe(all.length);
    for (const page of pages) expect(page.totalRecords).toBe(all.length);
    const past = await search({ search: 'acid', pageSize: 50, pageNumber: pages.length + 3 });
    expect(past.body.data).toEqual([]);
    expect(past.body.totalRecords).toBe(all.length);
    const none = await search({ search: 'zzzyxw' });
    expect(none.body).toMatchObject({ data: [], totalRecords: 0 });
  });

  it('ranks products named for the word first, then those with it among their synonyms, then those whose description mentions it', async () => {
    const word = /\bacid/i;
    const tier = (name: string) => {
      const chemical = CHEMICALS.find((c) => c.name === name)!;
      if (word.test(chemical.name)) return 0;
      return chemical.synonyms.some((s) => word.test(s)) ? 1 : 2;
    };
    const tiers = (await allPages({ search: 'acid', sortOrder: 'relevance' })).flatMap((p) => p.data.map((item: any) => tier(item.name)));
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2]));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  const names = async (text: string) => (await search({ search: text, pageSize: 200 })).body.data.map((p: any) => p.name) as string[];

  it('finds the same products whichever spelling a buyer uses, British or American', async () => {
    const british = await names('sulphuric acid');
    expect(british[0]).toBe('Sulphuric acid');
    expect(await names('sulfuric acid')).toEqual(british);
    expect(await names('SULFURIC')).toEqual(await names('sulphuric'));
    expect((await names('aluminum hydroxide'))[0]).toBe('Aluminium hydroxide (ATH)');
  });

  it('forgives typing mistakes and unfinished words, and still ranks the product named for them first', async () => {
    for (const typed of ['titanium dioxid', 'titanum dioxide', 'titanium dioxdie', 'sulfric acid', 'sulphric', 'hydroxde caustic']) {
      const found = await names(typed);
      expect(found.length, typed).toBeGreaterThan(0);
      expect(found[0], typed).toMatch(/^(Titanium dioxide|Sulphuric acid|Caustic (soda|potash))/);
    }
    expect(await names('zzzyxw')).toEqual([]);
  });

  it('finds a product by its CAS number with or without dashes, and by its formula', async () => {
    const dashed = await search({ search: '7664-93-9', pageSize: 200 });
    expect(dashed.body.totalRecords).toBeGreaterThan(0);
    expect(dashed.body.data.every((p: any) => p.casNumber === '7664-93-9')).toBe(true);
    const plain = await search({ search: '7664939', pageSize: 200 });
    expect(plain.body.data.map((p: any) => p.id)).toEqual(dashed.body.data.map((p: any) => p.id));
    expect((await names('H2SO4'))[0]).toBe('Sulphuric acid');
    expect((await names('NaOH'))[0]).toBe('Caustic soda (sodium hydroxide)');
  });

  it('finds a product by its trade names and synonyms', async () => {
    expect((await names('caustic soda'))[0]).toBe('Caustic soda (sodium hydroxide)');
    expect(await names('lye')).toContain('Caustic soda (sodium hydroxide)');
    expect((await names('titania'))[0]).toBe('Titanium dioxide');
    expect((await names('oil of vitriol'))[0]).toBe('Sulphuric acid');
  });

  it("follows a seller's changes at once: a new name, a withdrawn product and a deleted one", async () => {
    const before = await search({ search: 'caustic soda', pageSize: 1 });
    const product = before.body.data[0];
    const user = await gw.app.services.accounts.createUser(gw.database.db, {
      email: `search-seller-${backend}@search.test`,
      fullName: 'Search Seller',
      passwordHash: null,
      accountType: 'company',
      businessUserType: 'seller',
      companyName: 'Search Seller Ltd',
      verified: true,
    });
    const { companyId } = (await gw.app.services.members.load(user.id))!;
    await gw.database.db.update(companies).set({ supplierId: product.supplier.id }).where(eq(companies.id, companyId!));
    const sellers = gw.app.services.sellerProducts;

    await sellers.update(companyId!, { id: product.id, name: 'Quokkaline flakes' });
    expect((await search({ search: 'quokkaline', pageSize: 5 })).body.data.map((p: any) => p.id)).toEqual([product.id]);
    expect((await search({ search: 'quokaline flakes' })).body.data.map((p: any) => p.id)).toEqual([product.id]);

    await sellers.update(companyId!, { id: product.id, status: 'archived' });
    expect((await search({ search: 'quokkaline' })).body.totalRecords).toBe(0);

    const other = (await search({ search: 'caustic soda', supplierId: product.supplier.id, pageSize: 1 })).body.data[0];
    if (other) {
      await sellers.update(companyId!, { id: other.id, name: 'Wombatite pearls' });
      expect((await search({ search: 'wombatite' })).body.totalRecords).toBe(1);
      await sellers.remove(companyId!, other.id);
      expect((await search({ search: 'wombatite' })).body.totalRecords).toBe(0);
    }
  });

  it('refuses bad filters with field messages and changes nothing stored', async () => {
    const before = await readCatalogVersion(gw.database.db);
    const cases: [unknown, string][] = [
      [{ minPrice: 10, maxPrice: 5 }, 'maxPrice'],
      [{ marketId: 'paints' }, 'marketId'],
      [{ sortOrder: 'cheapest' }, 'sortOrder'],
      [{ country: 'Nigeria' }, 'country'],
      [{ pageSize: -1 }, 'pageSize'],
    ];
    for (const [body, field] of cases) {
      const response = await search(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors).toHaveProperty(field);
    }
    const malformed = await gw.app.inject({
      method: 'POST',
      url: SEARCH,
      headers: { 'content-type': 'application/json' },
      payload: '{"search": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ succeeded: false, message: 'The request body is not valid JSON.' });
    expect(await readCatalogVersion(gw.database.db)).toBe(before);
  });

  it('finds products by tags', async () => {
    const { body } = await call(gw.app, 'POST', '/api/v1/marketplace/get-products-bytags', { tags: ['Powder'], pageSize: 200 });
    expect(body.totalRecords).toBeGreaterThan(0);
    const empty = await call(gw.app, 'POST', '/api/v1/marketplace/get-products-bytags', { tags: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('tags');
  });
});
