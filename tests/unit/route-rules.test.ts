/**
 * The route-rules manifest: old product addresses to where they lead, written as /route-rules.json
 * and `_redirects`, and answered with 301 by the all-in-one server over real HTTP (Fastify on a
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
import { serveSite } from '../../scripts/start/serve-site.ts';

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
    writeFileSync(join(site, 'route-rules.json'), JSON.stringify(routeRulesManifest(RULES)));
    app = Fastify();
    await serveSite(app, { siteDir: site, mediaDir: join(site, 'media'), isBuilding: () => false });
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

  it('reads the manifest again when a publish replaces it', async () => {
    expect((await get('/product/titanium-dioxide-rutile/coatings/7')).status).toBe(200);
    const next = routeRulesManifest([...RULES, rule(31, 'published', '/product/new-name/paints/31', ['/product/first-name/paints/31'])]);
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
