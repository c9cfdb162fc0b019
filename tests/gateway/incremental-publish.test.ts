/**
 * Incremental publishing against a real gateway on a real database and real `astro build`s: a site
 * is built whole, the catalog changes in every way a seller can change it (a rename, a new market,
 * a withdrawal, a deletion, a new product, a price, tags, a storefront's branding, a new producer,
 * a campaign), a partial publish brings the site up to date, and the result is compared file by
 * file with a whole build made from scratch afterwards: every page, the sitemap, the route rules,
 * `_redirects` and the state the next publish starts from are byte for byte the same. Then the
 * withdrawn product comes back and the renamed one takes its first name, and the same holds.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markets, packages, products } from '../../src/gateway/db/schema/catalog.ts';
import { type PublishResult, publishSite } from '../../src/publisher/publish-site.ts';
import { db, seller, send } from './commerce-fixtures.ts';
import { startGateway, type TestGateway } from './harness.ts';

const HOUR = 3_600_000;

/** Every file of a built site but the build's own records (its time, what it told a CDN). */
function files(dir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const name = relative(dir, path);
      if (entry.isDirectory()) {
        if (name !== 'builds' && name !== join('.publish', 'changes')) walk(path);
      } else if (!['.build-stamp', '.build-assets', join('.publish', 'changed-paths.txt')].includes(name)) {
        found.set(name, readFileSync(path));
      }
    }
  };
  walk(dir);
  return found;
}

function expectSameSite(published: string, rebuilt: string) {
  const a = files(published);
  const b = files(rebuilt);
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  const differ = [...a].filter(([name, bytes]) => !bytes.equals(b.get(name)!)).map(([name]) => name);
  expect(differ).toEqual([]);
}

describe('incremental publishing', () => {
  let gw: TestGateway;
  let gatewayUrl: string;
  // Inside the project: astro build puts its server chunks beside an output folder within the
  // project, and in the project's .astro/ (shared by every build) for one outside it.
  mkdirSync(join(import.meta.dirname, '..', '..', '.scratch'), { recursive: true });
  const work = mkdtempSync(join(import.meta.dirname, '..', '..', '.scratch', 'incremental-publish-'));
  const site = join(work, 'site');
  let vendor: Awaited<ReturnType<typeof seller>>;
  let own: { id: number; name: string; marketId: number }[];
  const siteUrl = 'http://localhost:4321';

  const publish = (siteDir: string) => publishSite({ siteDir, gatewayUrl, siteUrl });
  const update = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await send(gw, 'POST', '/v1/product/update-product', vendor.auth, body);
    expect(status, JSON.stringify(answer)).toBe(200);
    return answer.data as { url?: string };
  };
  const urlOf = async (id: number) => (await send(gw, 'GET', `/v1/marketplace/get-product?productId=${id}`, null)).body.data?.url as string;

  beforeAll(async () => {
    // The same build id for every build, so that whole builds made apart compare byte for byte.
    process.env.BUILD_ID = 'incremental-test';
    gw = await startGateway('pglite', 240, { logger: { level: 'error' } });
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const address = gw.app.server.address();
    gatewayUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const [top] = await db(gw)
      .select({ supplierId: products.supplierId })
      .from(products)
      .where(eq(products.status, 'published'))
      .groupBy(products.supplierId)
      .orderBy(desc(count()), asc(products.supplierId))
      .limit(1);
    vendor = await seller(gw, 'vendor@incremental.test', top!.supplierId);
    own = await db(gw)
      .select({ id: products.id, name: products.name, marketId: products.marketId })
      .from(products)
      .where(and(eq(products.supplierId, top!.supplierId), eq(products.status, 'published')))
      .orderBy(asc(products.id));
    expect(own.length).toBeGreaterThanOrEqual(8);
  }, 300_000);
  afterAll(async () => {
    delete process.env.BUILD_ID;
    await gw?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('builds the whole site first, then finds nothing to do while nothing changes', async () => {
    expect((await publish(site)).kind).toBe('full');
    expect(existsSync(join(site, '.publish', 'catalog.json'))).toBe(true);
    expect(await publish(site)).toMatchObject({ kind: 'none', paths: [] });
  }, 300_000);

  let renamedFrom = '';
  it('publishes every kind of change page by page, to the same site a whole build makes', async () => {
    const [p1, p2, p3, p4, p5, p6, p7] = own;
    renamedFrom = await urlOf(p1!.id);
    await update({ id: p1!.id, name: `${p1!.name} extra pure` });
    const [otherMarket] = await db(gw)
      .select({ id: markets.id })
      .from(markets)
      .where(and(eq(markets.level, 2), ne(markets.id, p2!.marketId)))
      .orderBy(asc(markets.id))
      .limit(1);
    await update({ id: p2!.id, marketId: otherMarket!.id });
    await update({ id: p3!.id, status: 'archived' });
    const gone = await send(gw, 'POST', `/v1/product/deleteproduct/${p4!.id}`, vendor.auth);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const added = await send(gw, 'POST', '/v1/product/add-product', vendor.auth, {
      name: 'Sodium metabisulphite',
      grade: 'Food',
      physicalForm: 'powder',
      marketId: p5!.marketId,
      tags: ['preservative', 'brand-new-tag'],
      packages: [{ label: '25 kg bag', unit: 'kg', size: 25, priceMinor: 2_500_000, stock: 40 }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await update({ id: added.body.data.id, status: 'published' });
    const [pack] = await db(gw).select().from(packages).where(eq(packages.productId, p5!.id)).orderBy(asc(packages.id)).limit(1);
    await update({
      id: p5!.id,
      packages: [
        { id: pack!.id, label: pack!.label, unit: pack!.unit, size: Number(pack!.size), priceMinor: 1_234_500, stock: pack!.stock },
      ],
    });
    await update({ id: p6!.id, tags: ['a-tag-of-its-own'] });
    const branding = await send(gw, 'POST', '/v1/company/update-customization', vendor.auth, {
      brandColor: '#0A7F5C',
      about: 'Since 1998.',
      links: [],
    });
    expect(branding.status, JSON.stringify(branding.body)).toBe(200);
    const producer = await send(gw, 'POST', '/v1/producer/addproducer', vendor.auth, { name: 'Incremental Chemicals', country: 'NG' });
    expect(producer.status, JSON.stringify(producer.body)).toBe(200);
    const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
    const campaign = await send(gw, 'POST', '/v1/campaigns', vendor.auth, {
      name: 'Publishing week',
      productIds: [p7!.id],
      discountKind: 'percent',
      discountValue: 1500,
      startsAt: at(-0.01),
      endsAt: at(72),
    });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(200);

    const result: PublishResult = await publish(site);
    expect(result.kind).toBe('partial');
    // Only the pages the changes touch (and the few every build renders) were rendered.
    const pages = [...files(site).keys()].filter((name) => name.endsWith('.html')).length;
    expect(result.rendered).toBeLessThan(pages / 4);
    // The renamed product's new page is in, its old address is gone and listed for the CDN.
    const renamedTo = await urlOf(p1!.id);
    expect(existsSync(join(site, renamedTo, 'index.html'))).toBe(true);
    expect(existsSync(join(site, renamedFrom, 'index.html'))).toBe(false);
    expect(result.paths).toEqual(expect.arrayContaining([`${renamedTo}/`, renamedTo, `${renamedFrom}/`, renamedFrom, '/route-rules.json']));
    expect(readFileSync(join(site, '.publish', 'changed-paths.txt'), 'utf8').split('\n')).toContain(`${renamedTo}/`);
    const manifest = JSON.parse(readFileSync(join(site, 'route-rules.json'), 'utf8'));
    expect(manifest.redirects[renamedFrom]).toBe(renamedTo);
    expect(readFileSync(join(site, '_redirects'), 'utf8')).toContain(`${renamedFrom} ${renamedTo} 301`);
    // The withdrawn product's page says so.
    const withdrawn = readFileSync(join(site, manifestPathOf(site, p3!.id), 'index.html'), 'utf8');
    expect(withdrawn).toContain('This product is no longer sold.');

    const rebuilt = join(work, 'rebuilt-1');
    expect((await publish(rebuilt)).kind).toBe('full');
    expectSameSite(site, rebuilt);
  }, 300_000);

  it('brings a withdrawn product back and a renamed one to its first name, still as a whole build would', async () => {
    const [p1, , p3] = own;
    await update({ id: p3!.id, status: 'draft' });
    await update({ id: p3!.id, status: 'published' });
    await update({ id: p1!.id, name: p1!.name });
    const result = await publish(site);
    expect(result.kind).toBe('partial');
    expect(await urlOf(p1!.id)).toBe(renamedFrom);
    expect(existsSync(join(site, renamedFrom, 'index.html'))).toBe(true);
    expect(readFileSync(join(site, await urlOf(p3!.id), 'index.html'), 'utf8')).not.toContain('This product is no longer sold.');
    const rebuilt = join(work, 'rebuilt-2');
    expect((await publish(rebuilt)).kind).toBe('full');
    expectSameSite(site, rebuilt);
  }, 300_000);
});

/** The page of a product no longer sold, by the state the site keeps. */
function manifestPathOf(site: string, id: number): string {
  const rules = JSON.parse(readFileSync(join(site, '.publish', 'route-rules.json'), 'utf8')) as { productId: number; path: string }[];
  return rules.find((r) => r.productId === id)!.path;
}
