/**
 * The route-rules manifest: old product addresses and the short forms of the spec's routes (§2) to
 * where they lead, written as /route-rules.json and `_redirects`, and answered with 301 by the all-in-one server over real HTTP (Fastify on a
 * loopback port), which reads the manifest again when a publish replaces it and never serves the
 * build's own files.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRule } from '../../src/contracts/site-publishing.ts';
import { redirectFor, redirectsFile, routeRulesManifest } from '../../src/build/route-rules.ts';
import { shortRoutes } from '../../src/build/short-routes.ts';
import { serveSite } from '../../src/publisher/serve-site.ts';

const rule = (productId: number, status: RouteRule['status'], path: string, previous: string[]): RouteRule => ({
  productId,
  status,
  path,
  previous,
  retired: null,
});

const RULES = [
  rule(7, 'published', '/product/titanium-dioxide-rutile/coatings/7', ['/product/titanium-dioxide/paints/7', '/product/tio2/paints/7']),
  rule(9, 'retired', '/product/old-thing/paints/9', ['/product/older-thing/paints/9']),
  rule(12, 'removed', '/market/paints/3', ['/product/gone/paints/12']),
];

/** A catalog of two markets, one sub-market, one application and two products (one no longer sold). */
const SHORT = shortRoutes({
  markets: [
    { id: 1, slug: 'paints-and-coatings' },
    { id: 4, slug: 'decorative-paints' },
    { id: 5, slug: 'other' },
    { id: 6, slug: 'other' },
  ],
  applications: [{ id: 1, slug: 'water-treatment' }],
  products: [{ id: 477, slug: 'dextrin-pharmaceutical', market: { slug: 'pharmaceuticals' } }],
  retired: [{ path: '/product/old-thing/paints/9' }],
});

describe('the short forms of the routes (spec §2)', () => {
  const manifest = routeRulesManifest(RULES, SHORT);

  it('leads a market or an application by its name or its id, and a product without its category, to its page', () => {
    expect(redirectFor(manifest, '/market/paints-and-coatings')).toBe('/market/paints-and-coatings/1');
    expect(redirectFor(manifest, '/market/1/')).toBe('/market/paints-and-coatings/1');
    expect(redirectFor(manifest, '/market/4')).toBe('/market/decorative-paints/4');
    expect(redirectFor(manifest, '/application/1')).toBe('/application/water-treatment/1');
    expect(redirectFor(manifest, '/application/water-treatment')).toBe('/application/water-treatment/1');
    expect(redirectFor(manifest, '/product/dextrin-pharmaceutical/477')).toBe('/product/dextrin-pharmaceutical/pharmaceuticals/477');
    expect(redirectFor(manifest, '/product/old-thing/9')).toBe('/product/old-thing/paints/9');
  });

  it('leads a name two markets share nowhere, and keeps the old product addresses', () => {
    expect(redirectFor(manifest, '/market/other')).toBeNull();
    expect(redirectFor(manifest, '/market/6')).toBe('/market/other/6');
    expect(redirectFor(manifest, '/product/tio2/paints/7')).toBe('/product/titanium-dioxide-rutile/coatings/7');
  });

  it('is written in _redirects as 301s, with and without the trailing slash', () => {
    const lines = redirectsFile(manifest).trim().split('\n');
    for (const line of [
      '/market/paints-and-coatings /market/paints-and-coatings/1 301',
      '/market/1/ /market/paints-and-coatings/1 301',
      '/application/1 /application/water-treatment/1 301',
      '/application/1/ /application/water-treatment/1 301',
      '/product/dextrin-pharmaceutical/477 /product/dextrin-pharmaceutical/pharmaceuticals/477 301',
      '/product/dextrin-pharmaceutical/477/ /product/dextrin-pharmaceutical/pharmaceuticals/477 301',
    ])
      expect(lines).toContain(line);
    expect(lines.filter((line) => line.startsWith('/market/other '))).toEqual([]);
  });
});

describe('the route-rules manifest', () => {
  it('maps every old address to where it leads, in a stable order, with the shell pages', () => {
    const manifest = routeRulesManifest(RULES);
    expect(manifest.redirects).toEqual({
      '/product/gone/paints/12': '/market/paints/3',
      '/product/older-thing/paints/9': '/product/old-thing/paints/9',
      '/product/tio2/paints/7': '/product/titanium-dioxide-rutile/coatings/7',
      '/product/titanium-dioxide/paints/7': '/product/titanium-dioxide-rutile/coatings/7',
    });
    expect(Object.keys(manifest.redirects)).toEqual(Object.keys(manifest.redirects).sort());
    expect(manifest.rewrites).toContainEqual({ prefix: '/auth/invited-user/', page: '/auth/invited-user/' });
    expect(redirectFor(manifest, '/product/tio2/paints/7/')).toBe('/product/titanium-dioxide-rutile/coatings/7');
    expect(redirectFor(manifest, '/product/titanium-dioxide-rutile/coatings/7')).toBeNull();
    expect(redirectFor(manifest, '/constructor')).toBeNull();
  });

  it('is written as _redirects: each redirect with and without the trailing slash, then the shell pages', () => {
    const lines = redirectsFile(routeRulesManifest(RULES)).trim().split('\n');
    expect(lines.slice(0, 2)).toEqual(['/product/gone/paints/12 /market/paints/3 301', '/product/gone/paints/12/ /market/paints/3 301']);
    expect(lines).toContain('/product/tio2/paints/7/ /product/titanium-dioxide-rutile/coatings/7 301');
    expect(lines.at(-1)).toBe('/campaign/transactions/* /campaign/transactions/ 200');
    expect(lines).toHaveLength(8 + 5);
  });
});

describe('the all-in-one server answering from the manifest', () => {
  let app: FastifyInstance;
  let base: string;
  const site = mkdtempSync(join(tmpdir(), 'route-rules-site-'));

  beforeAll(async () => {
    mkdirSync(join(site, 'product', 'titanium-dioxide-rutile', 'coatings', '7'), { recursive: true });
    writeFileSync(join(site, 'product', 'titanium-dioxide-rutile', 'coatings', '7', 'index.html'), '<p>TiO2</p>');
    writeFileSync(join(site, 'index.html'), '<p>home</p>');
    writeFileSync(join(site, '404.html'), '<p>not found</p>');
    mkdirSync(join(site, '.publish'));
    writeFileSync(join(site, '.publish', 'catalog.json'), '{"secret":"the build state"}');
    writeFileSync(join(site, 'route-rules.json'), JSON.stringify(routeRulesManifest(RULES, SHORT)));
    app = Fastify();
    // The gateway's answer for a product's address now: only product 477 is published here.
    const productPath = async (id: number) => (id === 477 ? '/product/dextrin-pharmaceutical/pharmaceuticals/477' : null);
    await serveSite(app, { siteDir: site, mediaDir: join(site, 'media'), isBuilding: () => false, productPath });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(site, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

  it('answers an old address with 301 to where it leads, keeping the query', async () => {
    for (const path of ['/product/tio2/paints/7', '/product/tio2/paints/7/']) {
      const answer = await get(`${path}?ref=mail`);
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe('/product/titanium-dioxide-rutile/coatings/7?ref=mail');
    }
    expect((await get('/product/gone/paints/12')).headers.get('location')).toBe('/market/paints/3');
    expect((await get('/product/titanium-dioxide-rutile/coatings/7')).status).toBe(200);
    expect((await get('/product/never/was/44')).status).toBe(404);
  });

  it('answers the short forms of the routes with 301 to the page', async () => {
    for (const [path, page] of [
      ['/market/paints-and-coatings', '/market/paints-and-coatings/1'],
      ['/market/1', '/market/paints-and-coatings/1'],
      ['/application/1/', '/application/water-treatment/1'],
      ['/product/dextrin-pharmaceutical/477', '/product/dextrin-pharmaceutical/pharmaceuticals/477'],
      // A product's short form with a name it no longer has: the gateway knows its address now.
      ['/product/dextrin/477?ref=mail', '/product/dextrin-pharmaceutical/pharmaceuticals/477?ref=mail'],
    ]) {
      const answer = await get(path!);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get('location')).toBe(page);
    }
    expect((await get('/market/other')).status).toBe(404);
    expect((await get('/product/no-such/88')).status).toBe(404);
  });

  it('reads the manifest again when a publish replaces it', async () => {
    expect((await get('/product/titanium-dioxide-rutile/coatings/7')).status).toBe(200);
    const next = routeRulesManifest(
      [...RULES, rule(31, 'published', '/product/new-name/paints/31', ['/product/first-name/paints/31'])],
      SHORT,
    );
    writeFileSync(join(site, 'route-rules.json.tmp'), JSON.stringify(next));
    renameSync(join(site, 'route-rules.json.tmp'), join(site, 'route-rules.json'));
    const answer = await get('/product/first-name/paints/31');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/product/new-name/paints/31');
  });

  it('never serves the build’s own files', async () => {
    for (const path of ['/.publish/catalog.json', '/%2epublish/catalog.json', '/.build-stamp']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('the build state');
    }
  });
});
