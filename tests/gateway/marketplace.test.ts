import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHEMICALS } from '../../src/gateway/seed/data/chemicals.ts';
import { MARKETS } from '../../src/gateway/seed/data/markets.ts';
import { backends, call, startGateway, type TestGateway } from './harness.ts';

describe.each(backends)('marketplace calls on %s', (backend) => {
  let gw: TestGateway;
  let publishedCount: number;
  beforeAll(async () => {
    gw = await startGateway(backend, 400);
    const rows = await gw.database.db.execute<{ n: number }>(sql`select count(*)::int as n from products where status = 'published'`);
    publishedCount = Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  });
  afterAll(() => gw?.close());

  describe('markets', () => {
    it('lists the top-level markets in the envelope, with product counts that add up to the catalog', async () => {
      const { status, body } = await call(gw.app, 'GET', '/api/v1/marketplace/getmarkets?PageNumber=1&PageSize=200');
      expect(status).toBe(200);
      expect(body).toMatchObject({ succeeded: true, message: null, errors: null, pageNumber: 1, pageSize: 200 });
      expect(body.data.map((m: any) => m.name)).toEqual(MARKETS.map((m) => m.name));
      expect(body.totalRecords).toBe(MARKETS.length);
      expect(body.data.reduce((sum: number, m: any) => sum + m.productCount, 0)).toBe(publishedCount);
      // Spec §3: a list whose entries each carry their menu tree, as the browser's $markets store keeps it.
      for (const [i, market] of MARKETS.entries()) {
        expect(body.data[i].subMenu.map((s: any) => s.name)).toEqual((market.children ?? []).map((c) => c.name));
      }
    });

    it('defaults to page 1 of 10 and reports the page count', async () => {
      const { body } = await call(gw.app, 'GET', '/api/v1/marketplace/getmarkets');
      expect(body).toMatchObject({ pageNumber: 1, pageSize: 10, totalRecords: MARKETS.length, totalPages: Math.ceil(MARKETS.length / 10) });
      expect(body.data).toHaveLength(10);
      const second = await call(gw.app, 'GET', '/api/v1/marketplace/getmarkets?PageNumber=2');
      expect(second.body.data.map((m: any) => m.name)).toEqual(MARKETS.slice(10, 20).map((m) => m.name));
    });

    it('matches paths and query names in any case', async () => {
      const { status, body } = await call(gw.app, 'GET', '/API/v1/MarketPlace/GetMarkets?pagesize=3&PAGENUMBER=2');
      expect(status).toBe(200);
      expect(body).toMatchObject({ pageNumber: 2, pageSize: 3 });
      expect(body.data.map((m: any) => m.name)).toEqual(MARKETS.slice(3, 6).map((m) => m.name));
    });

    it('refuses a PageSize that is not a positive whole number, naming the field', async () => {
      for (const bad of ['abc', '-1', '0', '2.5']) {
        const { status, body } = await call(gw.app, 'GET', `/api/v1/marketplace/getmarkets?PageSize=${bad}`);
        expect(status).toBe(400);
        expect(body.succeeded).toBe(false);
        expect(body.errors).toHaveProperty('PageSize');
        expect(body.message).toContain('PageSize');
      }
    });

    it('caps PageSize at 200', async () => {
      const { status, body } = await call(gw.app, 'GET', '/api/v1/marketplace/get-producers?PageSize=5000');
      expect(status).toBe(200);
      expect(body.pageSize).toBe(200);
    });

    it("gives the menu tree with sub-menus, and one market's sub-markets by MarketId", async () => {
      const full = await call(gw.app, 'GET', '/api/v1/marketplace/getmarkets-menu?ShowSubMenu=true&PageSize=200');
      const first = full.body.data[0];
      expect(first.subMenu.map((s: any) => s.name)).toEqual(MARKETS[0]!.children!.map((c) => c.name));
      // A market counts the products of its sub-markets as well as its own.
      expect(first.productCount).toBeGreaterThanOrEqual(first.subMenu.reduce((n: number, s: any) => n + s.productCount, 0));
      const flat = await call(gw.app, 'GET', '/api/v1/marketplace/getmarkets-menu?PageSize=200');
      expect(flat.body.data.every((m: any) => m.subMenu.length === 0)).toBe(true);
      const children = await call(gw.app, 'GET', `/api/v1/marketplace/getmarkets-menu?MarketId=${first.id}`);
      expect(children.body.data.map((m: any) => m.id)).toEqual(first.subMenu.map((s: any) => s.id));
      expect(children.body.data.every((m: any) => m.parentId === first.id && m.level === 2)).toBe(true);
    });

    it('groups markets by level', async () => {
      const { body } = await call(gw.app, 'GET', '/api/v1/marketplace/getmarketlevels');
      expect(body.data[0]).toMatchObject({ level: 1, label: 'Markets' });
      expect(body.data[0].items).toHaveLength(MARKETS.length);
      expect(body.data[1].items).toHaveLength(MARKETS.flatMap((m) => m.children ?? []).length);
    });
  });

  describe('applications', () => {
    it('lists applications, their menu tree and levels', async () => {
      const list = await call(gw.app, 'GET', '/api/v1/technologies/gettechnologies?PageSize=200');
      expect(list.status).toBe(200);
      expect(list.body.totalRecords).toBeGreaterThanOrEqual(8);
      const menu = await call(gw.app, 'GET', '/api/v1/technologies/tech-menu?ShowSubMenu=true&PageSize=200');
      expect(list.body.data).toEqual(menu.body.data); // each application with its menu tree
      expect(menu.body.data[0].subMenu.length).toBeGreaterThan(0);
      const one = await call(gw.app, 'GET', `/api/v1/technologies/tech-menu?TechnologyId=${menu.body.data[0].id}`);
      expect(one.body.data.map((a: any) => a.id)).toEqual(menu.body.data[0].subMenu.map((a: any) => a.id));
      const levels = await call(gw.app, 'GET', '/api/v1/technologies/gettechnologylevels');
      expect(levels.body.data.map((l: any) => l.level)).toEqual([1, 2]);
    });
  });

  describe('get-product', () => {
    it('returns every fact of a published product, with packages and documents', async () => {
      const { status, body } = await call(gw.app, 'GET', '/api/v1/marketplace/get-product?productId=1');
      expect(status).toBe(200);
      const p = body.data;
      const chemical = CHEMICALS[0]!;
      expect(p).toMatchObject({ id: 1, name: chemical.name, casNumber: chemical.cas, formula: chemical.formula, status: 'published' });
      expect(p.url).toBe(`/product/${p.slug}/${p.market.slug}/1`);
      expect(p.packages.length).toBeGreaterThan(0);
      expect(p.packages.every((k: any) => Number.isInteger(k.priceMinor) && k.currency === 'NGN')).toBe(true);
      expect(p.priceFromMinor).toBe(Math.min(...p.packages.map((k: any) => k.priceMinor)));
      expect(p.documents.map((d: any) => d.kind)).toEqual(expect.arrayContaining(['TDS', 'SDS']));
      expect(p.marketPath.at(-1).id).toBe(p.market.id);
      expect(p.ghsPictograms).toEqual(chemical.ghs);
    });

    it('answers 404 in the envelope for an unknown productId and 400 for a malformed one', async () => {
      const missing = await call(gw.app, 'GET', '/api/v1/marketplace/get-product?productId=999999');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ succeeded: false, data: null });
      expect(missing.body.message).toContain('999999');
      const bad = await call(gw.app, 'GET', '/api/v1/marketplace/get-product?productId=abc');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('productId');
      const absent = await call(gw.app, 'GET', '/api/v1/marketplace/get-product');
      expect(absent.status).toBe(400);
    });

    it('does not show draft products', async () => {
      const rows = await gw.database.db.execute<{ id: number }>(sql`select id from products where status = 'draft' limit 1`);
      const draft = (rows as unknown as { rows: { id: number }[] }).rows[0];
      if (!draft) return expect.fail('the seed should contain a draft product');
      const { status } = await call(gw.app, 'GET', `/api/v1/marketplace/get-product?productId=${draft.id}`);
      expect(status).toBe(404);
    });

    it('answers a burst of different products, read together, each with its own detail', async () => {
      // Products not yet in memory that are asked for at the same moment are read in one query:
      // every answer must still be its own product, a draft or an unknown id among them a 404.
      const rows = await gw.database.db.execute<{ id: number; name: string; status: string }>(
        sql`select id, name, status from products where status in ('published', 'draft') order by id desc limit 80`,
      );
      const wanted = (rows as unknown as { rows: { id: number; name: string; status: string }[] }).rows;
      expect(wanted.some((p) => p.status === 'draft')).toBe(true);
      const answers = await Promise.all(
        [...wanted, { id: 999_998, name: '', status: 'unknown' }].map(async (p) => ({
          p,
          answer: await call(gw.app, 'GET', `/api/v1/marketplace/get-product?productId=${p.id}`),
        })),
      );
      for (const { p, answer } of answers) {
        if (p.status === 'published') {
          expect(answer.status, `product ${p.id}`).toBe(200);
          expect(answer.body.data).toMatchObject({ id: p.id, name: p.name });
        } else {
          expect(answer.status, `product ${p.id} (${p.status})`).toBe(404);
        }
      }
    });
  });

  describe('producers and suppliers', () => {
    it('lists featured manufacturers only in get-featured-manufacturers', async () => {
      const featured = await call(gw.app, 'GET', '/api/v1/marketplace/get-featured-manufacturers?PageSize=200');
      const all = await call(gw.app, 'GET', '/api/v1/marketplace/get-producers?PageSize=200');
      expect(featured.body.data.length).toBeGreaterThan(0);
      expect(featured.body.data.every((p: any) => p.featured)).toBe(true);
      expect(all.body.totalRecords).toBe(60);
      expect(featured.body.totalRecords).toBeLessThan(60);
    });

    it('searches producers by name', async () => {
      const all = await call(gw.app, 'GET', '/api/v1/marketplace/get-producers?PageSize=1');
      const name: string = all.body.data[0].name;
      const found = await call(gw.app, 'GET', `/api/v1/marketplace/get-producers?Search=${encodeURIComponent(name.slice(0, 6))}`);
      expect(found.body.data.map((p: any) => p.name)).toContain(name);
      const none = await call(gw.app, 'GET', '/api/v1/marketplace/get-producers?Search=%25%25zzzz');
      expect(none.body.totalRecords).toBe(0);
    });

    it('gives supplier details with the markets it serves, and 404 for an unknown supplier', async () => {
      const { body } = await call(gw.app, 'GET', '/api/v1/suppliercatalog/supplierdetails?supplierId=1');
      expect(body.data).toMatchObject({ id: 1 });
      expect(body.data.markets.reduce((n: number, m: any) => n + m.productCount, 0)).toBe(body.data.productCount);
      const missing = await call(gw.app, 'GET', '/api/v1/suppliercatalog/supplierdetails?supplierId=4040');
      expect(missing.status).toBe(404);
      const bySlug = await call(gw.app, 'GET', `/api/v1/suppliercatalog/supplierdetails?slug=${body.data.slug}`);
      expect(bySlug.body.data.id).toBe(1);
      const neither = await call(gw.app, 'GET', '/api/v1/suppliercatalog/supplierdetails');
      expect(neither.status).toBe(400);
      const badSlug = await call(gw.app, 'GET', '/api/v1/suppliercatalog/supplierdetails?slug=..%2Fetc');
      expect(badSlug.status).toBe(400);
    });

    it('lists suppliers filtered by country', async () => {
      const { body } = await call(gw.app, 'GET', '/api/v1/suppliercatalog/get-suppliers?Country=ng&PageSize=200');
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((s: any) => s.country === 'NG')).toBe(true);
    });
  });

  it('exports every published product for the site build, in batches', async () => {
    const ids: number[] = [];
    for (let after: number | null = 0; after !== null; ) {
      const { body }: { body: any } = await call(gw.app, 'GET', `/api/v1/marketplace/catalog-export?AfterId=${after}&Limit=150`);
      ids.push(...body.data.items.map((p: any) => p.id));
      after = body.data.nextAfterId;
    }
    expect(ids).toHaveLength(publishedCount);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('reads a text/plain body as JSON only on the product-view beacon; the search refuses it', async () => {
    const asText = (url: string, payload: string) =>
      gw.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload });
    expect((await asText('/api/v1/marketplace/product-view', JSON.stringify({ productId: 1 }))).statusCode).toBe(200);
    const search = await asText('/api/v2/marketplace/products', JSON.stringify({ pageNumber: 1, pageSize: 10 }));
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ succeeded: false, errors: { body: [expect.any(String)] } });
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const { status, body } = await call(gw.app, 'GET', '/api/v1/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ succeeded: false, data: null });
  });

  it('describes every route in the OpenAPI document', async () => {
    const response = await gw.app.inject('/api/docs/json');
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/marketplace/getmarkets',
        '/api/v2/marketplace/products',
        '/api/v1/marketplace/get-product',
        '/api/v1/suppliercatalog/supplierdetails',
        '/api/v1/technologies/tech-menu',
      ]),
    );
  });
});
