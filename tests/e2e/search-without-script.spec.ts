/**
 * The search page with JavaScript off: the all-in-one server fills the page's <noscript> part with
 * a plain form holding the query and the results of the address's filters (README, "Run it"), so
 * nobody is left with "Searching…" over empty cards.
 */
import { expect, test } from '@playwright/test';

test('without JavaScript the search page shows the results of the address, keeps the query and pages on @phone', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search?q=sulfric+acid');
  // A misspelt query still finds the product named for it, first.
  const box = page.getByRole('searchbox', { name: 'Product name, synonym or CAS number' });
  await expect(box).toHaveValue('sulfric acid');
  await expect(page.getByRole('status')).toHaveText(/^\d[\d,]* products found for “sulfric acid”$/);
  await expect(page.locator('.product-card h3').first()).toHaveText('Sulphuric acid');
  // The island's "Searching…" and its placeholder cards, which would wait forever, are not shown.
  await expect(page.getByText('Searching…')).toBeHidden();
  await expect(page.locator('.skeleton:visible')).toHaveCount(0);

  // Another search through the plain form.
  await box.fill('titanium dioxide');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=titanium\+dioxide$/);
  await expect(page.locator('.product-card h3').first()).toHaveText('Titanium dioxide');

  // A broad word has several pages; the next page's link keeps the query.
  await page.goto('/search?q=acid');
  const total = Number((await page.getByRole('status').textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(24);
  const first = await page.locator('.product-card h3').allTextContents();
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/search\?q=acid&page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const second = await page.locator('.product-card h3').allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second).not.toEqual(first);

  // Nothing found says so and points to the markets.
  await page.goto('/search?q=zzzyxw');
  await expect(page.getByRole('heading', { name: 'No products match' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'browse by market' })).toBeVisible();
  await context.close();
});

test('with JavaScript the island answers the same address and the plain form stays hidden', async ({ page }) => {
  await page.goto('/search?q=sulfric+acid');
  await expect(page.getByRole('status')).toHaveText(/\d+ products? found/);
  await expect(page.locator('.product-card h3').first()).toHaveText('Sulphuric acid');
  await expect(page.getByRole('searchbox', { name: 'Product name, synonym or CAS number' })).toHaveCount(0);
});
