import { expect, test } from '@playwright/test';

test('a visitor goes from the home page to a market and on to a product @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Leading B2B Marketplace for chemicals/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leading B2B Marketplace for chemicals');

  const market = page.getByRole('region', { name: 'Shop by market' }).getByRole('heading', { level: 3 }).first().getByRole('link');
  const marketName = (await market.textContent())!.trim();
  await market.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketName);
  await expect(page).toHaveURL(/\/market\/[a-z0-9-]+\/\d+\/?$/);

  const product = page.locator('.product-card h3 a').first();
  const productName = (await product.textContent())!.trim();
  await product.click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  const packages = page.getByRole('table', { name: 'Packages, prices and stock' });
  await expect(packages.getByRole('row').nth(1)).toContainText('₦');
  await expect(page.getByRole('heading', { name: 'Safety (GHS)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transport', exact: true })).toBeVisible();
  await expect(page.getByText('Sold by')).toBeVisible();
});

test('a product page reads fully with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.request.get('/api/v1/marketplace/get-product?productId=1');
  const product = (await response.json()).data;
  await page.goto(product.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByText(`CAS ${product.casNumber}`).first()).toBeVisible();
  for (const pkg of product.packages) await expect(page.getByRole('rowheader', { name: pkg.label })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specification' })).toBeVisible();
  await context.close();
});

test('a dangerous product shows its transport labels, UN number, shipping name and packing group beside its GHS data @phone', async ({
  page,
}) => {
  // A corrosive with an oxidizer's subsidiary risk: nitric acid of 65 to 70%, as the demo catalog classifies it.
  const found = await page.request.post('/api/v2/marketplace/products', {
    data: { search: 'nitric acid', hazardClass: '5.1', pageSize: 1 },
  });
  const [card] = (await found.json()).data;
  const product = (await (await page.request.get(`/api/v1/marketplace/get-product?productId=${card.id}`)).json()).data;
  expect(product.transport).toMatchObject({ unNumber: 'UN2031', hazardClass: '8', subsidiaryRisks: ['5.1'] });
  await page.goto(product.url);
  const transport = page.getByRole('region', { name: 'Transport' });
  const labels = transport.getByRole('list', { name: 'Transport hazard labels' }).getByRole('img');
  await expect(labels).toHaveCount(2);
  await expect(transport.getByRole('img', { name: 'Class 8: Corrosive' })).toBeVisible();
  await expect(transport.getByRole('img', { name: 'Class 5.1: Oxidizer' })).toBeVisible();
  await expect(transport.getByText('UN2031', { exact: true })).toBeVisible();
  await expect(transport.getByText('NITRIC ACID', { exact: true })).toBeVisible();
  await expect(transport.getByText(product.transport.packingGroup, { exact: true })).toBeVisible();
  // The safety data sheet's revision date, in the GHS section beside it.
  const sheet = product.documents.find((d: { kind: string }) => d.kind === 'SDS');
  const revised = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(sheet.issuedAt),
  );
  await expect(page.getByRole('region', { name: 'Safety (GHS)' }).getByText(`Revised ${revised}`)).toBeVisible();

  // The search's transport filter finds products by class, and products declared not dangerous.
  await page.goto('/search?q=nitric%20acid&hazard=5.1');
  await expect(page.getByLabel('Transport (dangerous goods)')).toHaveValue('5.1');
  await expect(page.locator('.product-card h3').first()).toHaveText(/Nitric acid/);
  await page.getByLabel('Transport (dangerous goods)').selectOption('none');
  await expect(page).toHaveURL(/hazard=none/);
  await expect(page.getByRole('status')).toHaveText(/^0 products found/);
});

test('search results follow a filter, and the filters live in the address @phone', async ({ page }) => {
  const chemical = (await (await page.request.get('/api/v1/marketplace/get-product?productId=1')).json()).data;
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search the catalog' }).fill(chemical.name);
  await page.getByRole('searchbox', { name: 'Search the catalog' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('status')).toHaveText(/\d+ products? found/);
  await expect(page.locator('.product-card h3').first()).toHaveText(chemical.name);

  await page.getByLabel('Supplier country').selectOption(chemical.supplier.country);
  await expect(page).toHaveURL(new RegExp(`country=${chemical.supplier.country}`));
  await expect(page.getByRole('status')).toHaveText(/\d+ products? found/);
  const countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(chemical.supplier.country)!;
  const countries = await page.locator('.product-card-place').allTextContents();
  expect(countries.length).toBeGreaterThan(0);
  for (const shown of countries) expect(shown).toContain(countryName);

  // The address alone brings the same search back, e.g. when shared.
  const shared = page.url();
  await page.goto('about:blank');
  await page.goto(shared);
  await expect(page.getByLabel('Supplier country')).toHaveValue(chemical.supplier.country);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(chemical.name);
});

test('the search page sends one search on load, with the query of its address', async ({ page }) => {
  const searches: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/marketplace/products')
      searches.push(request.postDataJSON());
  });
  await page.goto('/search?q=acid');
  await expect(page.getByRole('status')).toHaveText(/\d+ products? found/);
  await expect(page.locator('.product-card').first()).toBeVisible();
  expect(searches).toHaveLength(1);
  expect(searches[0]).toMatchObject({ search: 'acid' });
});

test('a search that matches nothing says so and offers to clear the filters', async ({ page }) => {
  await page.goto('/search?q=zzqqxxnothing');
  await expect(page.getByRole('heading', { name: 'No products match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test('an unknown address shows the 404 page with the path', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page');
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the header’s menus list the top level of the markets’ and applications’ level calls', async ({ page, request }) => {
  type Level = { level: number; items: { id: number; slug: string; name: string }[] };
  const topLevel = async (path: string) =>
    ((await (await request.get(`/api/v1/${path}`)).json()).data as Level[]).find((group) => group.level === 1)!.items;
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Catalog', exact: true });
  for (const [label, path, base] of [
    ['Markets', 'marketplace/getmarketlevels', '/market'],
    ['Applications', 'technologies/gettechnologylevels', '/application'],
  ] as const) {
    const items = await topLevel(path);
    expect(items.length).toBeGreaterThan(0);
    await header.locator('summary').filter({ hasText: label }).click();
    const menu = header.getByRole('list', { name: label });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    await expect(links).toHaveText([...items.map((item) => item.name), `All ${label.toLowerCase()}`]);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.slice(0, -1)).toEqual(items.map((item) => `${base}/${item.slug}/${item.id}`));
  }
  // Opening one menu closed the other.
  await expect(header.getByRole('list', { name: 'Markets' })).toBeHidden();
});
