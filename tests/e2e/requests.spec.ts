import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, DEMO_PASSWORD, signIn, signedInPage } from './demo-accounts.ts';
import { minPackages } from '../../src/contracts/commerce.ts';
import { marketToday } from '../../src/contracts/requests.ts';

interface Offer {
  url: string;
  name: string;
  packageId: number;
  quantity: number;
  priceMinor: number;
}

/** A product of the demo seller's storefront (supplier 1) with a package in stock for its minimum order. */
async function sellerOffer(request: APIRequestContext): Promise<Offer> {
  const seller = await apiSignIn(request, 'seller@example.com');
  const list = await (await request.get('/api/v1/product/get-products?Status=published&PageSize=50', { headers: seller })).json();
  for (const row of (list.data as { id: number }[]).reverse()) {
    const product = (await (await request.get(`/api/v1/marketplace/get-product?productId=${row.id}`)).json()).data;
    if (product.transport?.dangerous) continue;
    for (const pack of product.packages as { id: number; size: number; unit: string; priceMinor: number; stock: number }[]) {
      const quantity = minPackages({ moq: Number(product.moq), moqUnit: product.moqUnit }, pack);
      if (pack.priceMinor >= 1000 && pack.stock >= quantity + 2)
        return { url: product.url, name: product.name, packageId: pack.id, quantity, priceMinor: pack.priceMinor };
    }
  }
  throw new Error('The demo seller has no package in stock');
}

function daysFromToday(days: number): string {
  const date = new Date(`${marketToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a buyer asks for a quote, the seller answers it, the buyer accepts it and the order is placed at the quoted price', async ({
  browser,
  request,
}) => {
  const offer = await sellerOffer(request);
  const buyerApi = await apiSignIn(request, 'buyer@example.com');
  const address = await request.post('/api/v1/shippingaddress/add', {
    headers: buyerApi,
    data: {
      label: 'Ikeja factory',
      recipientName: 'Adaeze Okafor',
      phone: '+234 803 555 0101',
      line1: '14 Industrial Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'NG',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);

  // The buyer starts from the product page: its link opens the form in the dashboard, in a dialog,
  // filled in with the product and the package the page offers first.
  const buyer = await signedInPage(browser, 'buyer@example.com');
  await buyer.goto(offer.url);
  const ask = buyer.getByRole('link', { name: 'Request a quote' });
  await expect(ask).toHaveAttribute('href', /^\/procurement\/my-requests\?new=quote&productId=\d+&packageId=\d+$/);
  const offeredPackage = new URL((await ask.getAttribute('href')) ?? '', 'http://x').searchParams.get('packageId')!;
  await ask.click();
  await expect(buyer).toHaveURL(/\/procurement\/my-requests\?new=quote&/);
  const dialog = buyer.getByRole('dialog', { name: 'Request a quote' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(offer.name);
  const packageField = dialog.getByLabel('Package', { exact: true });
  await expect(packageField).toBeFocused();
  await expect(packageField).toHaveValue(offeredPackage);
  // Escape closes it: the form's address is left for the list, and the keyboard goes to the page's heading.
  await buyer.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(buyer).toHaveURL(/\/procurement\/my-requests$/);
  await expect(buyer.getByRole('heading', { level: 1, name: 'My requests' })).toBeFocused();
  // Back leads to the product page, whose link opens the form again.
  await buyer.goBack();
  await expect(buyer.getByRole('heading', { level: 1, name: offer.name })).toBeVisible();
  await buyer.getByRole('link', { name: 'Request a quote' }).click();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Package', { exact: true }).selectOption(String(offer.packageId));
  await dialog.getByLabel('Number of packages').fill(String(offer.quantity));
  await dialog.getByLabel('Delivery terms (Incoterm)').selectOption('DAP');
  // A date in the past is refused before sending.
  await dialog.getByLabel('Needed by').fill(daysFromToday(-2));
  await dialog.getByLabel('Delivery place').fill('Ikeja, Lagos');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText('Choose today or a later day.')).toBeVisible();
  await expect(dialog.getByLabel('Needed by')).toBeFocused();
  await dialog.getByLabel('Needed by').fill(daysFromToday(20));
  await dialog.getByLabel('Message to the seller (optional)').fill('Monthly need for our emulsion line.');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  // Sent: the request opens in place of the form.
  await expect(dialog).toHaveCount(0);
  await expect(buyer.locator('.notyf__toast').filter({ hasText: 'Your request for quote was sent' })).toBeVisible();
  await expect(buyer).toHaveURL(/\/procurement\/my-requests\?id=[0-9a-f-]+$/);
  const quoteId = new URL(buyer.url()).searchParams.get('id')!;
  await expect(buyer.getByRole('heading', { level: 1, name: offer.name })).toBeFocused();
  await expect(buyer.locator('.request-head')).toContainText('Waiting for an answer');
  await expect(buyer.getByRole('region', { name: 'What was asked' })).toContainText('Monthly need for our emulsion line.');

  // The seller answers in /storefront/requests.
  const seller = await signedInPage(browser, 'seller@example.com');
  await seller.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Requests received' }).click();
  await expect(seller.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
  await seller.locator(`#request-link-${quoteId}`).click();
  await expect(seller).toHaveURL(new RegExp(`id=${quoteId}`));
  await expect(seller.getByRole('heading', { level: 1, name: offer.name })).toBeFocused();
  await expect(seller.locator('.request-head')).toContainText('Waiting for an answer');
  await seller.getByRole('button', { name: 'Answer with a price' }).click();
  const answer = seller.getByRole('dialog', { name: `Answer: ${offer.name}` });
  const quotedMinor = Math.max(100, Math.round((offer.priceMinor * 0.9) / 100) * 100);
  await answer.getByLabel('Price per package, ₦').fill(String(quotedMinor / 100));
  await answer.getByLabel('Valid until').fill(daysFromToday(10));
  await answer.getByLabel('Note to the buyer (optional)').fill('Delivered within two weeks.');
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  await expect(answer).toHaveCount(0);
  await expect(seller.locator('.request-head')).toContainText('Answered');
  await expect(seller.getByRole('button', { name: 'Answer with a price' })).toBeVisible();

  // The buyer accepts it in /procurement/my-requests.
  await buyer.goto('/procurement/my-requests');
  await buyer.locator(`#request-link-${quoteId}`).click();
  await expect(buyer.locator('.request-head')).toContainText('Answered');
  await expect(buyer.getByRole('region', { name: "The seller's answer" })).toContainText('Delivered within two weeks.');
  await buyer.getByRole('button', { name: 'Accept and order' }).click();
  const accept = buyer.getByRole('dialog', { name: 'Accept the quote and order' });
  await expect(accept.getByLabel('Deliver to')).toBeVisible();
  await accept.getByLabel('Bank transfer').check();
  await accept.getByRole('button', { name: /Place the order for/ }).click();
  await expect(accept).toHaveCount(0);
  await expect(buyer.locator('.request-head')).toContainText('Accepted');
  await buyer.getByRole('link', { name: 'View the order' }).click();
  await expect(buyer).toHaveURL(/\/procurement\/my-orders\?order=/);
  await expect(buyer.getByRole('heading', { level: 1, name: /^Order MC-\d+$/ })).toBeVisible();

  // The order exists at the quoted price, from the quote.
  const orders = await (await request.get('/api/v1/procurement/orders?PageSize=50', { headers: buyerApi })).json();
  const order = (
    orders.data as { quoteId: string | null; lines: { unitPriceMinor: number; quantity: number; packageId: number }[] }[]
  ).find((o) => o.quoteId === quoteId);
  expect(order?.lines).toEqual([
    expect.objectContaining({ packageId: offer.packageId, quantity: offer.quantity, unitPriceMinor: quotedMinor }),
  ]);

  // The seller's storefront home counts the order and draws it.
  await seller.goto('/storefront');
  await expect(seller.getByRole('heading', { level: 1, name: 'Storefront' })).toBeVisible();
  await seller.getByRole('button', { name: '7 days' }).click();
  await expect(seller.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(seller.getByRole('img', { name: /Orders per day over the last 7 days/ })).toBeVisible();
  await expect(seller.getByRole('img', { name: /Revenue per day/ })).toBeVisible();
});

test('visitors are asked to sign in to request or like, and come back to the form or the product', async ({ page, request }) => {
  const offer = await sellerOffer(request);
  await page.goto(offer.url);
  const path = new URL(offer.url, 'http://x').pathname;
  // Each request link leads to the login page, which comes back to the form in the dashboard.
  for (const [name, kind] of [
    ['Request a quote', 'quote'],
    ['Request a sample', 'sample'],
    ['Request documents', 'document'],
  ] as const) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', /^\/auth\/login\?redirected_from=/);
    const form = new URL((await link.getAttribute('href')) ?? '', 'http://x').searchParams.get('redirected_from');
    expect(form).toMatch(new RegExp(`^/procurement/my-requests\\?new=${kind}&productId=\\d+(&packageId=\\d+)?$`));
  }
  await expect(page.getByText('You will be asked to sign in first.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Sign in to like/ })).toHaveAttribute(
    'href',
    `/auth/login?redirected_from=${encodeURIComponent(path)}`,
  );
  await expect(page.getByRole('button', { name: /^Like/ })).toHaveCount(0);

  // Signing in from the sample link lands on the sample form, filled in with the product.
  await page.getByRole('link', { name: 'Request a sample', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirected_from=/);
  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/procurement\/my-requests\?new=sample&productId=\d+$/);
  const dialog = page.getByRole('dialog', { name: 'Request a sample' });
  await expect(dialog).toContainText(offer.name);
  await expect(dialog.getByLabel('Sample size')).toBeFocused();
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText('Enter where the sample should go.')).toBeVisible();
  await dialog.getByLabel('Sample size').fill('500 g');
  await dialog.getByLabel('Delivery address').fill('14 Industrial Avenue, Ikeja');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/procurement\/my-requests\?tab=samples&id=[0-9a-f-]+$/);
  await expect(page.getByRole('tab', { name: 'Samples' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.request-detail')).toContainText('500 g');

  await page.context().clearCookies();
  await page.goto('/request-product');
  await expect(page.getByRole('heading', { name: 'Sign in to send a request' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    '/auth/login?redirected_from=%2Frequest-product',
  );
});

test('a buyer likes a product, asks for documents and a product the catalog lacks', async ({ page, request }) => {
  const offer = await sellerOffer(request);
  await signIn(page, 'buyer@example.com');
  await page.goto(offer.url);
  const like = page.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  const liked = page.getByRole('button', { name: /^Liked/ });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expect(liked).toContainText(/\d/);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Request documents' }).click();
  await expect(page).toHaveURL(/\/procurement\/my-requests\?new=document&productId=\d+$/);
  const dialog = page.getByRole('dialog', { name: 'Request documents' });
  await dialog.getByLabel('Another document').check();
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText('Name the document you need.')).toBeVisible();
  await dialog.getByLabel('Which document').fill('Halal certificate');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/procurement\/my-requests\?tab=documents&id=[0-9a-f-]+$/);
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.request-detail')).toContainText('Halal certificate');

  await page.goto('/request-product');
  await page.getByLabel('Product name').fill('Zinc stearate');
  await page.getByLabel('CAS number (optional)').fill('557-05-2');
  await page.getByLabel('Quantity').fill('2 tonnes a month');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText(/not a valid CAS number/)).toBeVisible();
  await page.getByLabel('CAS number (optional)').fill('557-05-1');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await page.getByRole('link', { name: 'your requests' }).click();
  await expect(page.getByRole('tab', { name: 'Product requests' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: /Zinc stearate/ })).toBeVisible();
});

/** No serious or critical axe violation on what this feature adds, light and dark. */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    ),
    what,
  ).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the request dialogs and pages have no serious accessibility violation (${colorScheme})`, async ({ page, request }) => {
    // Several pages and dialogs, each checked by axe in full: on a loaded machine that takes more than a minute.
    test.setTimeout(150_000);
    const offer = await sellerOffer(request);
    await page.emulateMedia({ colorScheme });
    // A returning visitor already holds the app version, so no version reload races axe.
    const { version } = await (await page.request.get('/version.json')).json();
    await page.addInitScript((v) => {
      if (!localStorage.getItem('APP_VERSION')) localStorage.setItem('APP_VERSION', v);
    }, String(version));
    await signIn(page, 'seller@example.com');
    await page.goto('/storefront');
    await expect(page.getByRole('heading', { level: 1, name: 'Storefront' })).toBeVisible();
    await expect(page.getByRole('list').filter({ hasText: 'Open requests' })).toBeVisible();
    await expectAccessible(page, 'storefront home');
    await page.goto('/storefront/requests?tab=samples');
    await expect(page.getByRole('tab', { name: 'Samples' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'requests received');

    await page.context().clearCookies();
    await signIn(page, 'buyer@example.com');
    await page.goto(offer.url);
    await expect(page.getByRole('button', { name: /^Like/ })).toBeEnabled();
    await expectAccessible(page, 'product page, signed in');
    await page.getByRole('link', { name: 'Request a quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a quote' })).toBeVisible();
    await expectAccessible(page, 'quote dialog');
    await page.keyboard.press('Escape');
    await page.goto('/procurement/my-requests');
    await expect(page.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'my requests');
    await page.goto('/request-product');
    await expect(page.getByLabel('Product name')).toBeVisible();
    await expectAccessible(page, 'request a product');
  });
}
