import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_DIR } from '../../playwright.config.ts';

const SITE_DIR = join(E2E_DIR, 'dist');

/** Internal addresses a page links to or loads (href and src), without query or fragment. */
function internalLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    const raw = match[1]!.replaceAll('&amp;', '&');
    if (!raw.startsWith('/') || raw.startsWith('//')) continue;
    links.push(raw.split(/[?#]/)[0]!);
  }
  return links;
}

async function allPages<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const body = await (await request.get(`${path}${path.includes('?') ? '&' : '?'}PageNumber=${page}&PageSize=200`)).json();
    items.push(...body.data);
    if (page >= body.totalPages) return items;
  }
}

test('the crawl from the home page finds no broken internal link', async ({ request }) => {
  test.setTimeout(180_000);
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const broken: string[] = [];
  let pages = 0;
  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    pages++;
    for (const link of internalLinks(await response.text())) {
      if (link.startsWith('/api/') || seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  expect(broken).toEqual([]);
  expect(pages).toBeGreaterThan(300);
});

test('every market, application, product, producer and supplier has its page in the build', async ({ request }) => {
  const expected: string[] = [];
  const flatten = (items: any[]): any[] => items.flatMap((i) => [i, ...flatten(i.subMenu)]);
  for (const m of flatten(await allPages<any>(request, '/api/v1/marketplace/getmarkets-menu?ShowSubMenu=true')))
    expected.push(`market/${m.slug}/${m.id}`);
  for (const a of flatten(await allPages<any>(request, '/api/v1/technologies/tech-menu?ShowSubMenu=true')))
    expected.push(`application/${a.slug}/${a.id}`);
  for (const p of await allPages<any>(request, '/api/v1/marketplace/get-producers')) expected.push(`producers/${p.slug}`);
  for (const s of await allPages<any>(request, '/api/v1/suppliercatalog/get-suppliers')) expected.push(`suppliers/${s.slug}`);
  let after: number | null = 0;
  let products = 0;
  while (after !== null) {
    const body: any = await (await request.get(`/api/v1/marketplace/catalog-export?AfterId=${after}&Limit=1000`)).json();
    for (const p of body.data.items) expected.push(p.url.slice(1));
    products += body.data.items.length;
    after = body.data.nextAfterId;
  }
  expect(products).toBeGreaterThan(200);
  const missing = expected.filter((path) => !existsSync(join(SITE_DIR, path, 'index.html')));
  expect(missing).toEqual([]);
});

test('the sitemap named by robots.txt lists every product page and no private page, and each address answers', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const index = robots.match(/^Sitemap: (\S+)$/m)?.[1];
  expect(index).toBeTruthy();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&')).pathname);
  const indexResponse = await request.get(new URL(index!).pathname);
  expect(indexResponse.status()).toBe(200);
  const paths: string[] = [];
  for (const file of locs(await indexResponse.text())) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    paths.push(...locs(await response.text()));
  }
  const exported = await (await request.get('/api/v1/marketplace/catalog-export?AfterId=0&Limit=1000')).json();
  for (const product of exported.data.items) expect(paths).toContain(`${product.url}/`);
  for (const path of paths)
    expect(path, `${baseURL} sitemap`).not.toMatch(
      /^\/(auth|storefront|procurement|overview|cart|checkout|search|onboarding|account)(\/|$)/,
    );
  // Every listed address is a page that answers (a sample of them, every kind).
  for (const path of paths.filter((_, i) => i % 25 === 0)) expect((await request.get(path)).status(), path).toBe(200);
});
