/**
 * Paying by card on the provider's page, against the Paystack stand-in (tests/e2e/paystack-stand-in.ts):
 * the demo buyer checks out by card, lands on the payment page, pays, comes back to the order
 * confirmation and finds the purchase paid; a buyer who cancels comes back unpaid and can pay later
 * with "Pay now".
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PAYSTACK_URL } from '../../playwright.config.ts';
import { minPackages } from '../../src/contracts/commerce.ts';
import { holdBuyerCart, signIn } from './demo-accounts.ts';

/** A published product with a package whose stock covers its minimum order, skipping the first `skip` found. */
async function buyablePackage(request: APIRequestContext, skip: number) {
  let found = 0;
  for (let id = 1; id <= 60; id++) {
    const response = await request.get(`/api/v1/marketplace/get-product?productId=${id}`);
    if (!response.ok()) continue;
    const product = (await response.json()).data;
    for (const pkg of product.packages as { id: number; label: string; size: number; unit: string; stock: number }[]) {
      if (pkg.stock >= minPackages(product, pkg) + 5 && found++ === skip) return { product, pkg };
    }
  }
  throw new Error('no product with a package in stock');
}

/** Signed in as the demo buyer (whose cart the caller holds), with one package in the cart, at checkout with a delivery address and Card chosen. */
async function checkoutByCard(page: Page, skip: number): Promise<{ productName: string; total: string }> {
  const { product, pkg } = await buyablePackage(page.request, skip);
  await signIn(page, 'buyer@example.com');
  await page.goto(product.url);
  const row = page
    .getByRole('table', { name: 'Packages, prices and stock' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: pkg.label, exact: true }) });
  await row.scrollIntoViewIfNeeded(); // the island hydrates when it comes into view
  await row.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.notyf__toast').filter({ hasText: /Added to cart|Already in cart/ })).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(page.locator('.checkout-summary')).toContainText(product.name);

  // An address is chosen (the buyer may have one from earlier tests) or added.
  const addButton = page.getByRole('button', { name: 'Add a new address' });
  const form = page.getByRole('form', { name: 'New shipping address' });
  if (await addButton.isVisible()) await addButton.click();
  if (await form.isVisible()) {
    await form.getByLabel('Name of this address').fill(`Ikeja works ${Date.now()}`);
    await form.getByLabel('Recipient').fill('Adaeze Okafor');
    await form.getByLabel('Phone').fill('+234 803 555 0101');
    await form.getByLabel('Street address').fill('14 Oba Akran Avenue');
    await form.getByLabel('City').fill('Ikeja');
    await form.getByLabel('Country').selectOption('NG');
    await form.getByRole('button', { name: 'Save and deliver here' }).click();
  }

  // Card is offered beside bank transfer, which stays the default.
  const payBy = page.getByRole('group', { name: 'Pay by' });
  await expect(payBy.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
  await payBy.getByRole('radio', { name: /^Card/ }).check();
  const place = page.getByRole('button', { name: /^Place order and pay / });
  const total = (await place.textContent())!.replace('Place order and pay ', '').trim();
  await place.click();
  return { productName: product.name, total };
}

/** The stand-in's payment page for the purchase just placed; returns its reference. */
async function onPaymentPage(page: Page, total: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`^${PAYSTACK_URL}/checkout/[0-9a-f]+$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Test card payment' })).toBeVisible();
  await expect(page.locator('.amount')).toHaveText(total);
  return (await page.locator('.reference').textContent())!.trim();
}

const cardState = (page: Page) => page.getByRole('region', { name: 'Card payment' }).getByRole('status');

test('a buyer pays by card on the payment page and comes back to a paid order', async ({ page }) => {
  test.setTimeout(120_000);
  await using _cart = await holdBuyerCart();
  const { total } = await checkoutByCard(page, 3);

  const reference = await onPaymentPage(page, total);
  const verifyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/payments/verify/')) verifyCalls.push(request.url());
  });
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  // Back as Paystack sends buyers back, with the reference; the webhook has already marked it paid.
  await expect(page).toHaveURL(new RegExp(`/order-success\\?checkout=[0-9a-f-]+&trxref=${reference}&reference=${reference}$`), {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  await expect(page.locator('.success-hero')).toContainText(`Total ${total}`);
  await expect(cardState(page)).toContainText('Paid by card');
  await expect(cardState(page)).toContainText(total);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeHidden();
  const orders = page.locator('.order-card');
  await expect(orders.first()).toBeVisible();
  for (const order of await orders.all()) await expect(order.locator('.payment-state')).toContainText('Paid');
  // The signed webhook did it: the page found the purchase paid and had nothing to verify.
  expect(verifyCalls).toEqual([]);

  // Paid on the gateway, not only on this page: the confirmation opened afresh says so too.
  const checkout = new URL(page.url()).searchParams.get('checkout')!;
  await page.goto(`/order-success?checkout=${checkout}`);
  await expect(cardState(page)).toContainText('Paid by card');
});

test('a buyer who cancels on the payment page comes back unpaid and pays later with "Pay now"', async ({ page }) => {
  test.setTimeout(120_000);
  await using _cart = await holdBuyerCart();
  const { total } = await checkoutByCard(page, 4);

  const reference = await onPaymentPage(page, total);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/order-success\?checkout=[0-9a-f-]+$/, { timeout: 20_000 });
  await expect(cardState(page)).toContainText('Waiting for your card payment');
  for (const order of await page.locator('.order-card').all()) await expect(order.locator('.payment-state')).toContainText('Unpaid');

  await page.getByRole('button', { name: 'Pay now' }).click();
  expect(await onPaymentPage(page, total)).toBe(reference);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order-success\\?checkout=[0-9a-f-]+&trxref=${reference}&reference=${reference}$`));
  await expect(cardState(page)).toContainText('Paid by card');
});
