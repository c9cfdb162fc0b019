import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { minPackages } from '../../src/contracts/commerce.ts';
import { formatMoney } from '../../src/contracts/money.ts';
import { holdBuyerCart } from './demo-accounts.ts';

const DEMO_PASSWORD = 'Demo-Password-1';

interface Pick {
  product: { id: number; name: string; url: string };
  pkg: { id: number; label: string };
  quantity: number;
}

/** A published product with a package whose stock covers its minimum order (from the first few products). */
async function buyablePackage(request: APIRequestContext, skip = 0): Promise<Pick> {
  let found = 0;
  for (let id = 1; id <= 40; id++) {
    const response = await request.get(`/api/v1/marketplace/get-product?productId=${id}`);
    if (!response.ok()) continue;
    const product = (await response.json()).data;
    for (const pkg of product.packages) {
      const quantity = minPackages(product, pkg);
      if (pkg.stock >= quantity + 5 && found++ === skip) return { product, pkg, quantity };
    }
  }
  throw new Error('no product with a package in stock');
}

function packageRow(page: Page, label: string) {
  return page
    .getByRole('table', { name: 'Packages, prices and stock' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
}

const toast = (page: Page, text: string) => page.locator('.notyf__toast').filter({ hasText: text });

async function addFromProductPage(page: Page, pick: Pick) {
  await page.goto(pick.product.url);
  const row = packageRow(page, pick.pkg.label);
  await row.scrollIntoViewIfNeeded(); // the island hydrates when it comes into view
  await row.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  return row;
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a visitor adds a package, checks out after signing in, pays by bank transfer and gets a proforma invoice', async ({ page }) => {
  test.setTimeout(120_000);
  await using _cart = await holdBuyerCart();
  const pick = await buyablePackage(page.request);
  const badge = page.locator('[data-cart-count]');

  // The static product page: add once, then again.
  const row = await addFromProductPage(page, pick);
  await expect(badge).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await row.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Already in cart')).toBeVisible();
  await expect(badge).toHaveText('1');

  // The cart shows the line at the price the gateway gives now.
  const priced = (
    await (
      await page.request.post('/api/v1/shoppingcart/price', {
        data: { items: [{ packageId: pick.pkg.id, quantity: pick.quantity }] },
      })
    ).json()
  ).data;
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart\/?$/);
  const line = page.locator('.cart-line').filter({ hasText: pick.product.name });
  await expect(line).toContainText(`${formatMoney(priced.lines[0].unitPriceMinor, priced.currency)} per package`);
  await expect(line).toContainText(formatMoney(priced.lines[0].lineTotalMinor, priced.currency));
  await expect(page.locator('.summary-total')).toContainText(formatMoney(priced.totalMinor, priced.currency));

  // Checkout asks a visitor to sign in, then comes back to it with the cart merged into the account's.
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirected_from=%2Fcheckout$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  await expect(page.locator('.checkout-summary')).toContainText(pick.product.name);

  // A new shipping address, added here and chosen at once.
  const label = `Ikeja plant ${Date.now()}`;
  const addButton = page.getByRole('button', { name: 'Add a new address' });
  if (await addButton.isVisible()) await addButton.click();
  const form = page.getByRole('form', { name: 'New shipping address' });
  await form.getByLabel('Name of this address').fill(label);
  await form.getByLabel('Recipient').fill('Adaeze Okafor');
  await form.getByLabel('Phone').fill('+234 803 555 0101');
  await form.getByLabel('Street address').fill('14 Oba Akran Avenue');
  await form.getByLabel('City').fill('Ikeja');
  await form.getByLabel('State or region (optional)').fill('Lagos');
  await form.getByLabel('Country').selectOption('NG');
  await form.getByRole('button', { name: 'Save and deliver here' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(label) })).toBeChecked();

  // Bank transfer is the default way to pay; placing the order leads to its confirmation.
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-success\?checkout=[0-9a-f-]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  const number = (await page.locator('.success-hero .order-number').first().textContent())!;
  expect(number).toMatch(/^MC-\d+$/);
  await expect(page.getByRole('heading', { name: 'Next: pay by bank transfer' })).toBeVisible();
  await expect(badge).toBeHidden();

  // The proforma invoice: bank details and the order's reference, printable without the site around it.
  await page.getByRole('link', { name: 'View the proforma invoice' }).click();
  await expect(page).toHaveURL(/\/checkout\/proforma\?checkout=/);
  const invoice = page.getByRole('article', { name: 'Proforma invoice' });
  await expect(invoice.getByRole('heading', { name: 'Pay into' })).toBeVisible();
  await expect(invoice.getByRole('heading', { name: new RegExp(`Order ${number}`) })).toBeVisible();
  await expect(invoice).toContainText(pick.product.name);
  await expect(invoice).toContainText(label.split(' ')[0]!);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(invoice).toBeVisible();
});

test('a buyer keeps shipping addresses in the dashboard: add, edit, make default, delete', async ({ page }) => {
  await page.goto('/procurement/shipping-addresses');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page);
  await expect(page).toHaveURL(/\/procurement\/shipping-addresses$/);
  await expect(page.getByRole('heading', { name: 'Shipping addresses', level: 1 })).toBeVisible();

  const label = `Apapa depot ${Date.now()}`;
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New shipping address' });
  await form.getByLabel('Name of this address').fill(label);
  await form.getByLabel('Recipient').fill('Chinedu Eze');
  await form.getByLabel('Phone').fill('0803 555 0199');
  await form.getByLabel('Street address').fill('3 Wharf Road');
  await form.getByLabel('City').fill('Apapa');
  // Nigeria stays chosen once the list of countries arrives.
  await expect(form.getByLabel('Country').locator('option')).not.toHaveCount(1);
  await expect(form.getByLabel('Country')).toHaveValue('NG');
  await form.getByRole('button', { name: 'Save address' }).click();
  const card = page.getByRole('listitem', { name: new RegExp(label) });
  await expect(card).toContainText('Chinedu Eze');
  await expect(card).toContainText('Nigeria');

  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: `Edit ${label}` });
  await edit.getByLabel('Recipient').fill('Ngozi Eze');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(card).toContainText('Ngozi Eze');

  const makeDefault = card.getByRole('button', { name: 'Make default' });
  if (await makeDefault.isVisible()) await makeDefault.click();
  await expect(card.getByText('Default', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('listitem', { name: new RegExp(label) })).toHaveCount(0);
});

test('the cart reads well on a phone @phone', async ({ page }) => {
  const pick = await buyablePackage(page.request, 1);
  await addFromProductPage(page, pick);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
  const line = page.locator('.cart-line').filter({ hasText: pick.product.name });
  await expect(line).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  // Touch targets: the stepper's buttons and the checkout button are big enough to hit.
  const more = line.getByRole('button', { name: /^One more/ });
  const box = (await more.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(40);
  const viewport = page.viewportSize()!;
  const checkout = (await page.getByRole('link', { name: 'Proceed to checkout' }).boundingBox())!;
  expect(checkout.x).toBeGreaterThanOrEqual(0);
  expect(checkout.x + checkout.width).toBeLessThanOrEqual(viewport.width);

  // A change of quantity is priced again and the total follows.
  const before = await page.locator('.summary-total').textContent();
  await more.click();
  await expect(page.locator('.summary-total')).not.toHaveText(before!);
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
});

test('an empty cart shows from the page itself, before any of its code, and stays where it is when the cart app comes', async ({
  page,
}) => {
  const empty = page.getByRole('heading', { name: 'Your cart is empty' });
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/cart');
  await expect(empty).toBeVisible();
  await expect(page.getByText('Loading your cart…')).toBeHidden();
  const drawnByTheHtml = await empty.boundingBox();

  // A cart with something in it is not said to be empty before it is priced.
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ packageId: 1, packagePrice: 100, quantity: 1 }])));
  await page.reload();
  await expect(page.getByText('Loading your cart…')).toBeVisible();
  await expect(empty).toBeHidden();

  await page.evaluate(() => localStorage.removeItem('cart'));
  await page.unroute('**/_astro/**/*.js');
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Browse markets' })).toBeVisible();
  await expect(page.locator('.cart-first-empty')).toHaveCount(0);
  expect(await empty.boundingBox()).toEqual(drawnByTheHtml);
});

test('the cart does not move the page when it appears: empty, and with a package', async ({ page }) => {
  /** The page's layout shifts, as the browser reports them (those right after an input excluded, as CLS does). */
  const shifts = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(await shifts()).toBe(0);

  const pick = await buyablePackage(page.request, 2);
  await addFromProductPage(page, pick);
  await page.goto('/cart');
  await expect(page.locator('.cart-line').filter({ hasText: pick.product.name })).toBeVisible();
  expect(await shifts()).toBe(0);
});
