import { expect, test } from '@playwright/test';
import { minimalPdf } from '../fixtures/pdf.ts';
import { DEMO_PASSWORD, signIn } from './demo-accounts.ts';

test('the demo seller adds a product in five steps, publishes it, and its page is served after the site rebuilds', async ({ page }) => {
  // The rebuild waits for a quiet catalog, then builds the whole site: minutes on a small machine.
  test.setTimeout(720_000);
  const name = `Potassium carbonate ${Date.now().toString(36)}`;
  await signIn(page, 'seller@example.com');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Published/ })).toBeVisible();
  await page.getByRole('link', { name: 'Add product' }).first().click();
  await expect(page).toHaveURL(/\/storefront\/products\/add-product$/);

  const main = page.locator('#dashboard-main');
  // Step 1: the basics; the form says what is missing before anything is sent.
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Basics' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(main.getByLabel('Market', { exact: true })).toHaveAccessibleDescription('Choose a market');
  await main.getByLabel('Product name').fill(name);
  await main.getByLabel('Grade').fill('Technical');
  await main.getByLabel('CAS number').fill('584-08-7');
  await main.getByLabel('Physical form').selectOption('granules');
  await main.getByLabel('Market', { exact: true }).selectOption({ index: 1 });
  await main.getByRole('group', { name: 'Applications to choose from' }).getByRole('checkbox').first().check();
  await main.getByLabel('Minimum order quantity').fill('25');
  await main.getByLabel('Description').fill('Potash granules for glass, soap and fertiliser blends.');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: a package, its price typed in naira, and stock.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Packages and prices' })).toBeVisible();
  await expect(page).toHaveURL(/\/storefront\/products\/edit-product\?id=\d+&step=2$/);
  await page.getByRole('button', { name: 'Add a package' }).click();
  await main.getByLabel('Package name').fill('25 kg bag');
  await main.getByLabel('Size').fill('25');
  await main.getByLabel('Price (₦)').fill('45,000');
  await main.getByLabel('Packages in stock').fill('80');
  await expect(page.getByText('₦1,800.00 per kg')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 3: one property.
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Properties' })).toBeVisible();
  await page.getByRole('button', { name: '+ Appearance' }).click();
  await main.getByLabel('Value 1').fill('White granules');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 4: the technical data sheet, uploaded as a PDF.
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Documents' })).toBeVisible();
  await page.getByRole('button', { name: /Add a technical data sheet/ }).click();
  await main.getByLabel('PDF of the TDS').setInputFiles({ name: 'potash-tds.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(page.getByRole('link', { name: 'potash-tds.pdf (PDF)' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 5: safety data, then publish.
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Safety and more' })).toBeVisible();
  await main.getByLabel('GHS07 Harmful / irritant').check();
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('is required when the product has hazard pictograms')).toBeVisible();
  await main.getByLabel('Signal word').selectOption('Warning');
  await main.getByLabel('Hazard statements (H)').fill('H315, H319');
  // Potash is not in the marketplace's reference list: the seller says it is not dangerous goods.
  await main.getByRole('button', { name: 'Fill in from the reference list' }).click();
  await expect(main.getByText(/CAS 584-08-7 is not in the marketplace's reference list/)).toBeVisible();
  await main.getByRole('radio', { name: 'Not dangerous for transport' }).check();
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product published' }).first()).toBeVisible();
  await expect(page.getByText('Published: in the catalog')).toBeVisible();
  const productUrl = (await page.getByRole('link', { name: 'View its page on the site' }).getAttribute('href'))!;
  expect(productUrl).toMatch(/^\/product\/potassium-carbonate-[a-z0-9-]+\/[a-z0-9-]+\/\d+$/);

  // The list shows it as published.
  await page.getByRole('link', { name: 'Back to your products' }).click();
  await main.getByLabel('Search your products').fill(name);
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('₦45,000.00');

  // The site rebuilds by itself after the catalog change; the product page then exists.
  await expect
    .poll(async () => (await page.request.get(productUrl)).status(), {
      timeout: 600_000,
      intervals: [5_000],
    })
    .toBe(200);
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const packages = page.getByRole('table', { name: 'Packages, prices and stock' });
  await expect(packages.getByRole('row', { name: /25 kg bag/ })).toContainText('₦45,000.00');
});

test('a seller unpublishes and deletes a draft from the list, with a confirmation', async ({ page }) => {
  const name = `Citric acid ${Date.now().toString(36)}`;
  await signIn(page, 'seller@example.com');
  const session = await page.request.post('/api/v1/Account/authenticate', {
    data: { email: 'seller@example.com', password: DEMO_PASSWORD },
  });
  const auth = { Authorization: `Bearer ${(await session.json()).data.jwToken}` };
  const markets = await (await page.request.get('/api/v1/marketplace/getmarkets?PageSize=1')).json();
  const added = await page.request.post('/api/v1/product/add-product', {
    headers: auth,
    data: {
      name,
      grade: 'Food',
      physicalForm: 'crystals',
      marketId: markets.data[0].id,
      packages: [{ label: '25 kg bag', unit: 'kg', size: 25, priceMinor: 3_000_000, stock: 5 }],
    },
  });
  expect(added.ok()).toBe(true);

  await page.goto(`/storefront/products?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Publish ${name}` }).click();
  await expect(row).toContainText('Published');
  await row.getByRole('button', { name: `Unpublish ${name}` }).click();
  await expect(row).toContainText('Draft');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText(`“${name}” deleted.`).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No products here' })).toBeVisible();
});

test('a seller classifies a dangerous product from the reference list, and publishes it only with its safety data sheet', async ({
  page,
}) => {
  await signIn(page, 'seller@example.com');
  const name = `Acetone ${Date.now().toString(36)}`;
  await page.goto('/storefront/products/add-product');
  const main = page.locator('#dashboard-main');
  await main.getByLabel('Product name').fill(name);
  await main.getByLabel('Grade').fill('Technical 99.5%');
  await main.getByLabel('CAS number').fill('67-64-1');
  await main.getByLabel('Physical form').selectOption('liquid');
  await main.getByLabel('Market', { exact: true }).selectOption({ index: 1 });
  await main.getByLabel('Minimum order quantity').fill('200');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Add a package' }).click();
  await main.getByLabel('Package name').fill('200 L drum');
  await main.getByLabel('Size').fill('200');
  await main.getByLabel('Price (₦)').fill('280,000');
  await main.getByLabel('Packages in stock').fill('10');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Properties' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Documents' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Safety and more' })).toBeVisible();
  await expect(main.getByText('The reference list classifies Acetone as dangerous goods')).toBeVisible();
  await main.getByRole('button', { name: 'Fill in from the reference list' }).click();
  await expect(main.getByRole('radio', { name: 'Dangerous goods' })).toBeChecked();
  await expect(main.getByLabel('UN number')).toHaveValue('UN1090');
  await expect(main.getByLabel('Proper shipping name')).toHaveValue('ACETONE');
  await expect(main.getByLabel('Class or division')).toHaveValue('3');
  await expect(main.getByLabel('Packing group')).toHaveValue('II');
  // Another class than the list's asks for a reason.
  await main.getByLabel('Class or division').selectOption('6.1');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(main.getByLabel('Reason, where it differs from the reference list')).toHaveAccessibleDescription(
    /is required where the classification differs/,
  );
  await main.getByLabel('Class or division').selectOption('3');
  // The list's own entry: saved, but not published without a safety data sheet.
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText(/published only with its safety data sheet/).first()).toBeVisible();
  await page.reload();
  await expect(main.getByRole('radio', { name: 'Dangerous goods' })).toBeChecked();
  await expect(main.getByLabel('UN number')).toHaveValue('UN1090');
  await expect(main.getByText('Classified as dangerous for transport: add its safety data sheet')).toBeVisible();
});
