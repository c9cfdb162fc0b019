/**
 * What the site's publishing reads, over real HTTP calls to the gateway on a real database (PGlite,
 * and PostgreSQL when TEST_DATABASE_URL is set): the changes since a catalog version (a rename, a
 * new market, a withdrawal, a deletion, a storefront's branding, a new producer, a campaign's
 * prices), the details of some products, and where every address a product ever had leads now.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '../../src/contracts/urls.ts';
import { markets, products } from '../../src/gateway/db/schema/catalog.ts';
import { readCatalogVersion } from '../../src/gateway/catalog/catalog-version.ts';
import { db, seller, send } from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const HOUR = 3_600_000;

describe.each(backends)('site publishing on %s', (backend) => {
  let gw: TestGateway;
  let vendor: Awaited<ReturnType<typeof seller>>;
  let own: { id: number; name: string; marketId: number }[];

  beforeAll(async () => {
    gw = await startGateway(backend, 120, { logger: { level: 'error' } });
    // The storefront with the most published products.
    const [first] = await db(gw)
      .select({ supplierId: products.supplierId })
      .from(products)
      .where(eq(products.status, 'published'))
      .groupBy(products.supplierId)
      .orderBy(desc(count()), asc(products.supplierId))
      .limit(1);
    vendor = await seller(gw, `vendor-${backend}@publishing.test`, first!.supplierId);
    own = await db(gw)
      .select({ id: products.id, name: products.name, marketId: products.marketId })
      .from(products)
      .where(and(eq(products.supplierId, first!.supplierId), eq(products.status, 'published')))
      .orderBy(asc(products.id));
    expect(own.length).toBeGreaterThanOrEqual(5);
  });
  afterAll(() => gw?.close());

  const changesSince = async (version: number, limit?: number) => {
    const { status, body } = await send(
      gw,
      'GET',
      `/v1/site-publishing/changes?SinceVersion=${version}${limit ? `&Limit=${limit}` : ''}`,
      null,
    );
    expect(status).toBe(200);
    return body.data as { version: number; products: number[]; suppliers: number[]; producers: number[]; tooMany: boolean };
  };
  const update = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await send(gw, 'POST', '/v1/product/update-product', vendor.auth, body);
    expect(status, JSON.stringify(answer)).toBe(200);
  };
  const pathOf = async (id: number) => {
    const { body } = await send(gw, 'GET', `/v1/marketplace/get-product?productId=${id}`, null);
    return body.data.url as string;
  };
  const rulesFor = async (...ids: number[]) => {
    const { status, body } = await send(gw, 'GET', `/v1/site-publishing/route-rules?ProductIds=${ids.join(',')}`, null);
    expect(status).toBe(200);
    return body.data.items as {
      productId: number;
      status: string;
      path: string;
      previous: string[];
      retired: { name: string; market: { id: number } } | null;
    }[];
  };

  it('lists each product changed since a version once, with the version now; nothing since the version now', async () => {
    const before = await readCatalogVersion(db(gw));
    expect(await changesSince(before)).toEqual({ version: before, products: [], suppliers: [], producers: [], tooMany: false });
    await update({ id: own[0]!.id, description: 'Now described anew.' });
    await update({ id: own[1]!.id, leadTimeDays: 9 });
    await update({ id: own[0]!.id, moq: 3 });
    const after = await changesSince(before);
    expect(after.version).toBe(before + 3);
    expect(after.products).toEqual([own[0]!.id, own[1]!.id]);
    // Since the version in between: only what changed after it.
    expect((await changesSince(before + 2)).products).toEqual([own[0]!.id]);
  });

  it('answers tooMany past the limit, and for a version this catalog never had (a database seeded again)', async () => {
    const now = await readCatalogVersion(db(gw));
    expect((await changesSince(0, 5)).tooMany).toBe(true);
    expect(await changesSince(now + 10)).toMatchObject({ tooMany: true, products: [] });
  });

  it('names the storefront whose branding changed and a new producer', async () => {
    const before = await readCatalogVersion(db(gw));
    const branding = await send(gw, 'POST', '/v1/company/update-customization', vendor.auth, { brandColor: '#0A7F5C', links: [] });
    expect(branding.status, JSON.stringify(branding.body)).toBe(200);
    const added = await send(gw, 'POST', '/v1/producer/addproducer', vendor.auth, { name: 'Publishing Test Chemicals', country: 'NG' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const changes = await changesSince(before);
    const [{ supplierId }] = (await db(gw)
      .select({ supplierId: products.supplierId })
      .from(products)
      .where(eq(products.id, own[0]!.id))) as [{ supplierId: number }];
    expect(changes).toMatchObject({ products: [], suppliers: [supplierId], producers: [added.body.data.id], tooMany: false });
  });

  it("lists a campaign's products when its prices reach the site, and again when it ends", async () => {
    const before = await readCatalogVersion(db(gw));
    const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
    const created = await send(gw, 'POST', '/v1/campaigns', vendor.auth, {
      name: 'Publishing deal',
      productIds: [own[2]!.id, own[3]!.id],
      discountKind: 'percent',
      discountValue: 1000,
      startsAt: at(-0.01),
      endsAt: at(48),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const started = await changesSince(before);
    expect(started.products).toEqual([own[2]!.id, own[3]!.id]);
    const ended = await send(gw, 'POST', `/v1/campaigns/${created.body.data.id}/end`, vendor.auth);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect((await changesSince(started.version)).products).toEqual([own[2]!.id, own[3]!.id]);
  });

  it('gives the details of the published products among the ids asked for, and refuses a malformed list', async () => {
    const draft = await send(gw, 'POST', '/v1/product/add-product', vendor.auth, {
      name: 'Unpublished thing',
      grade: 'Technical',
      physicalForm: 'powder',
      marketId: own[0]!.marketId,
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const { status, body } = await send(
      gw,
      'GET',
      `/v1/site-publishing/products?Ids=${own[1]!.id},${draft.body.data.id},${own[0]!.id}`,
      null,
    );
    expect(status).toBe(200);
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([own[0]!.id, own[1]!.id]);
    expect(body.data[0]).toMatchObject({ description: 'Now described anew.', status: 'published', url: await pathOf(own[0]!.id) });
    for (const bad of ['', 'a', '1,,2', '0', Array.from({ length: 201 }, (_, i) => i + 1).join(',')]) {
      expect((await send(gw, 'GET', `/v1/site-publishing/products?Ids=${bad}`, null)).status).toBe(400);
    }
  });

  it('keeps every address a product had: after a rename and after a new market the old ones lead to the page now', async () => {
    const { id, name } = own[0]!;
    const first = await pathOf(id);
    expect(await rulesFor(id)).toEqual([{ productId: id, status: 'published', path: first, previous: [], retired: null }]);
    await update({ id, name: `${name} renamed` });
    const second = await pathOf(id);
    expect(second).not.toBe(first);
    const [other] = await db(gw)
      .select({ id: markets.id, slug: markets.slug })
      .from(markets)
      .where(and(eq(markets.level, 2)))
      .orderBy(asc(markets.id))
      .limit(1);
    await update({ id, marketId: other!.id });
    const third = await pathOf(id);
    expect(third).toBe(productPath(third.split('/')[2]!, other!.slug, id));
    expect(await rulesFor(id)).toEqual([{ productId: id, status: 'published', path: third, previous: [second, first], retired: null }]);
    // Named back: the first address is the page again, the others lead to it.
    await update({ id, name });
    const [rule] = await rulesFor(id);
    expect(rule).toMatchObject({ status: 'published', path: productPath(first.split('/')[2]!, other!.slug, id) });
    expect(new Set(rule!.previous)).toEqual(new Set([first, second, third]));
  });

  it('says where the addresses of a withdrawn product lead (its last page) and of a deleted one (its market)', async () => {
    const withdrawn = own[1]!.id;
    const last = await pathOf(withdrawn);
    await update({ id: withdrawn, status: 'archived' });
    const [rule] = await rulesFor(withdrawn);
    expect(rule).toMatchObject({ productId: withdrawn, status: 'retired', path: last, previous: [] });
    expect(rule!.retired).toMatchObject({ name: own[1]!.name, market: { id: own[1]!.marketId } });

    const deleted = own[4]!.id;
    const before = await readCatalogVersion(db(gw));
    const gone = await send(gw, 'POST', `/v1/product/deleteproduct/${deleted}`, vendor.auth);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await changesSince(before)).products).toEqual([deleted]);
    const [market] = await db(gw).select({ slug: markets.slug }).from(markets).where(eq(markets.id, own[4]!.marketId));
    expect(await rulesFor(deleted)).toEqual([
      {
        productId: deleted,
        status: 'removed',
        path: `/market/${market!.slug}/${own[4]!.marketId}`,
        previous: [expect.stringContaining(`/${deleted}`)],
        retired: null,
      },
    ]);
  });

  it('lists, page by page, only the products whose addresses need a rule', async () => {
    const seen: number[] = [];
    for (let after: number | null = 0; after !== null; ) {
      const { body } = await send(gw, 'GET', `/v1/site-publishing/route-rules?AfterId=${after}&Limit=1`, null);
      seen.push(...body.data.items.map((r: { productId: number }) => r.productId));
      after = body.data.nextAfterId;
    }
    expect(seen).toEqual([own[0]!.id, own[1]!.id, own[4]!.id]);
  });
});
