/** Product tags lead to a pre-rendered page per tag listing the products that carry it; the sitemap lists those pages. */
import { expect, test } from '@playwright/test';

test('a tag on a product page opens the tag page, which lists that product among the others tagged so', async ({ page }) => {
  const product = (await (await page.request.get('/api/v1/marketplace/get-product?productId=1')).json()).data as {
    name: string;
    url: string;
    tags: string[];
  };
  await page.goto(product.url);
  const tags = page.getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('link')).toHaveCount(product.tags.length);

  const tag = product.tags[0]!;
  await tags.getByRole('link', { name: tag, exact: true }).click();
  await expect(page).toHaveURL(/\/tag\/[a-z0-9-]+\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tag);

  // The page says how many carry the tag, the same number the tags call answers.
  const tagged = await (
    await page.request.post('/api/v1/marketplace/get-products-bytags', { data: { tags: [tag], pageNumber: 1, pageSize: 200 } })
  ).json();
  await expect(page.getByText(new RegExp(`^${tagged.totalRecords} products?$`))).toBeVisible();
  // The cards are the call's first 24, in its order.
  const cards = page.locator('.product-card h3 a');
  const first = (tagged.data as { name: string }[]).slice(0, 24).map((p) => p.name);
  await expect(cards).toHaveText(first);
  expect(first).toContain(product.name);
});

test('the sitemap lists the tag pages', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const bodies = await Promise.all(sitemaps.map(async (path) => (await request.get(path)).text()));
  expect(bodies.join('')).toMatch(/<loc>[^<]+\/tag\/[a-z0-9-]+\/?<\/loc>/);
});
