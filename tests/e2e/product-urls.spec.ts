/**
 * Product addresses that keep working: a product's address carries its name and category, which
 * change; the id does not. Every address a product page had is in the site's route rules
 * (/route-rules.json, `_redirects`), answered with 301 by the all-in-one server, and an address
 * with the right id and a stale name or category leads to the page too (README, "Run it"). A
 * withdrawn product's page says it is no longer sold and leads to similar products.
 *
 * A product of the demo storefront no other browser test reads by name is renamed, and named back
 * at the end; the product moved to another market and the one withdrawn are added by the tests,
 * without stock, so that no other test picks them to buy.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiSignIn } from './demo-accounts.ts';

/** How long a change may take to reach the site (a partial publish takes seconds; the machine may be busy). */
const PUBLISHED = { timeout: 60_000, intervals: [500] };

/** A new product of the demo storefront in `marketId`, published, with no stock; answers its id and address. */
async function newProduct(request: APIRequestContext, seller: Record<string, string>, name: string, marketId: number) {
  const added = await request.post('/api/v1/product/add-product', {
    headers: seller,
    data: {
      name,
      grade: 'Technical',
      physicalForm: 'powder',
      marketId,
      description: 'Made by a browser test.',
      packages: [{ label: '25 kg bag', unit: 'kg', size: 25, priceMinor: 1_500_000, stock: 0 }],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { id } = (await added.json()).data as { id: number };
  const published = await request.post('/api/v1/product/update-product', { headers: seller, data: { id, status: 'published' } });
  expect(published.ok(), await published.text()).toBe(true);
  return { id, url: (await (await request.get(`/api/v1/marketplace/get-product?productId=${id}`)).json()).data.url as string };
}

/** The two markets at the bottom of the tree with the most products, by name and id. */
async function twoMarkets(request: APIRequestContext) {
  type Node = { id: number; name: string; productCount: number; subMenu: Node[] };
  const menu = (await (await request.get('/api/v1/marketplace/getmarkets-menu?ShowSubMenu=true&PageSize=200')).json()).data as Node[];
  const leaves = menu.flatMap(function leaves(node: Node): Node[] {
    return node.subMenu.length ? node.subMenu.flatMap(leaves) : [node];
  });
  const [first, second] = leaves.sort((a, b) => b.productCount - a.productCount || a.id - b.id);
  return [first!, second!] as const;
}

test('an address with a stale name or category redirects to the product page, also after a rename', async ({ request }) => {
  const seller = await apiSignIn(request, 'seller@example.com');
  const list = (await (await request.get('/api/v1/product/get-products?Status=published&PageSize=200', { headers: seller })).json())
    .data as {
    id: number;
  }[];
  const { id } = [...list].sort((a, b) => a.id - b.id)[Math.floor(list.length / 2)]!;
  const before = (await (await request.get(`/api/v1/marketplace/get-product?productId=${id}`)).json()).data as {
    name: string;
    url: string;
  };

  // Any name and category with the right id lead to the page.
  const stale = await request.get(`/product/some-old-name/some-old-category/${id}?ref=mail`, { maxRedirects: 0 });
  expect(stale.status()).toBe(301);
  expect(stale.headers().location).toBe(`${before.url}?ref=mail`);
  // An unknown id is still the 404 page.
  expect((await request.get('/product/no-such/thing/999999999', { maxRedirects: 0 })).status()).toBe(404);

  const rename = (name: string) =>
    request.post('/api/v1/product/update-product', { headers: seller, data: { id, name } }).then(async (r) => {
      expect(r.ok(), await r.text()).toBe(true);
    });
  await rename(`${before.name} (renamed)`);
  try {
    const after = (await (await request.get(`/api/v1/marketplace/get-product?productId=${id}`)).json()).data as { url: string };
    expect(after.url).not.toBe(before.url);
    // The old address, from a bookmark or another site, leads to the new one.
    const old = await request.get(before.url, { maxRedirects: 0 });
    if (old.status() !== 200) {
      // Until the site has rebuilt, the old page may still be served as it was; afterwards it redirects.
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(after.url);
    }
    await expect
      .poll(async () => (await request.get(before.url, { maxRedirects: 0 })).headers().location ?? null, {
        ...PUBLISHED,
        message: 'the old address redirects once the site is published without it',
      })
      .toBe(after.url);
    // The route rules say so for static hosts too.
    const rules = (await (await request.get('/route-rules.json')).json()) as { redirects: Record<string, string> };
    expect(rules.redirects[before.url]).toBe(after.url);
    expect(await (await request.get('/_redirects')).text()).toContain(`${before.url} ${after.url} 301`);
  } finally {
    await rename(before.name);
  }
});

test('a product moved to another market: its old address leads to its page in the new one', async ({ page, request }) => {
  const seller = await apiSignIn(request, 'seller@example.com');
  const [from, to] = await twoMarkets(request);
  const product = await newProduct(request, seller, `Moving sorbitol ${Date.now().toString(36)}`, from.id);
  await expect
    .poll(async () => (await request.get(product.url)).status(), { ...PUBLISHED, message: 'the new product is published' })
    .toBe(200);

  const moved = await request.post('/api/v1/product/update-product', { headers: seller, data: { id: product.id, marketId: to.id } });
  expect(moved.ok(), await moved.text()).toBe(true);
  const now = (await (await request.get(`/api/v1/marketplace/get-product?productId=${product.id}`)).json()).data.url as string;
  expect(now).not.toBe(product.url);
  await expect
    .poll(async () => (await request.get(product.url, { maxRedirects: 0 })).headers().location ?? null, {
      ...PUBLISHED,
      message: 'the old address redirects once the site is published',
    })
    .toBe(now);

  // A visitor with the old address lands on the page, filed under the new market.
  await page.goto(product.url);
  await expect(page).toHaveURL(new RegExp(`${now}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Moving sorbitol/);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: to.name })).toBeVisible();
});

test('a withdrawn product: its page says it is no longer sold and leads to similar products, not to a 404', async ({ page, request }) => {
  // Two publishes of the site (the product added, then withdrawn), each up to PUBLISHED's wait, then the page's checks.
  test.setTimeout(3 * PUBLISHED.timeout);
  const seller = await apiSignIn(request, 'seller@example.com');
  const [market] = await twoMarkets(request);
  const product = await newProduct(request, seller, `Withdrawn kaolin ${Date.now().toString(36)}`, market.id);
  await expect
    .poll(async () => (await request.get(product.url)).status(), { ...PUBLISHED, message: 'the new product is published' })
    .toBe(200);

  const archived = await request.post('/api/v1/product/update-product', { headers: seller, data: { id: product.id, status: 'archived' } });
  expect(archived.ok(), await archived.text()).toBe(true);
  await expect
    .poll(async () => (await (await request.get(product.url)).text()).includes('This product is no longer sold.'), {
      ...PUBLISHED,
      message: 'the page says the product is no longer sold once the site is published',
    })
    .toBe(true);

  const answer = await page.goto(product.url);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Withdrawn kaolin/);
  await expect(page.getByRole('status')).toContainText('This product is no longer sold.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
  }
  const similar = page.getByRole('region', { name: `Similar products in ${market.name}` });
  await expect(page.getByRole('link', { name: `browse ${market.name}` })).toBeVisible();
  const first = similar.locator('.product-card h3 a').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 2, name: 'Packages and prices' })).toBeVisible();
  // Not in the sitemap: it is no page to find.
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).not.toContain(product.url);
});

test('the short forms of the routes answer 301 to the page, on the server and in _redirects (spec §2)', async ({ page, request }) => {
  type Node = { id: number; slug: string; name: string };
  const menu = async (path: string) => (await (await request.get(`/api/v1/${path}?ShowSubMenu=true&PageSize=200`)).json()).data as Node[];
  const [market] = await menu('marketplace/getmarkets-menu');
  const [application] = await menu('technologies/tech-menu');
  const product = (await (await request.post('/api/v2/marketplace/products', { data: { pageSize: 1 } })).json()).data[0] as {
    id: number;
    slug: string;
    url: string;
  };
  const forms: [string, string][] = [
    [`/market/${market!.slug}`, `/market/${market!.slug}/${market!.id}`],
    [`/market/${market!.id}`, `/market/${market!.slug}/${market!.id}`],
    [`/application/${application!.slug}`, `/application/${application!.slug}/${application!.id}`],
    [`/application/${application!.id}`, `/application/${application!.slug}/${application!.id}`],
    [`/product/${product.slug}/${product.id}`, product.url],
  ];
  const redirects = `\n${await (await request.get('/_redirects')).text()}`;
  for (const [short, to] of forms) {
    const answer = await request.get(`${short}?ref=mail`, { maxRedirects: 0 });
    expect(answer.status(), short).toBe(301);
    expect(answer.headers().location).toBe(`${to}?ref=mail`);
    expect(redirects).toContain(`\n${short} ${to} 301\n${short}/ ${to} 301\n`);
  }

  // A visitor typing the short address lands on the market's page.
  await page.goto(`/market/${market!.id}`);
  await expect(page).toHaveURL(new RegExp(`/market/${market!.slug}/${market!.id}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(market!.name);
});
