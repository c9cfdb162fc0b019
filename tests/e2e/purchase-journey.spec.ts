/**
 * The whole purchase, as people do it: a visitor adds a package to the cart on a static product
 * page, signs in at checkout, pays by bank transfer, lands on the order confirmation; the seller
 * finds the order, accepts it, confirms the money arrived and ships it; the buyer sees it shipped
 * and has been told.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, holdBuyerCart, sellersProduct } from './demo-accounts.ts';

async function signInHere(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a visitor buys from a product page; the seller ships it; the buyer sees it shipped and is told', async ({ browser, page }) => {
  test.setTimeout(180_000);
  await using _cart = await holdBuyerCart();
  const { product, pkg } = await sellersProduct(page.request);

  // Anonymous: the static product page's add to cart.
  await page.goto(product.url);
  const row = page
    .getByRole('table', { name: 'Packages, prices and stock' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: pkg.label, exact: true }) });
  await row.scrollIntoViewIfNeeded();
  await row.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.notyf__toast').filter({ hasText: 'Added to cart' })).toBeVisible();

  // Checkout asks for sign-in and comes back.
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirected_from=%2Fcheckout$/);
  await signInHere(page, 'buyer@example.com');
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(page.locator('.checkout-summary')).toContainText(product.name);

  // An address is chosen (the buyer may have one from earlier tests) or added.
  const addButton = page.getByRole('button', { name: 'Add a new address' });
  const form = page.getByRole('form', { name: 'New shipping address' });
  if (await addButton.isVisible()) await addButton.click();
  if (await form.isVisible()) {
    await form.getByLabel('Name of this address').fill(`Journey plant ${Date.now()}`);
    await form.getByLabel('Recipient').fill('Adaeze Okafor');
    await form.getByLabel('Phone').fill('+234 803 555 0101');
    await form.getByLabel('Street address').fill('14 Oba Akran Avenue');
    await form.getByLabel('City').fill('Ikeja');
    await form.getByLabel('Country').selectOption('NG');
    await form.getByRole('button', { name: 'Save and deliver here' }).click();
  }
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-success\?checkout=[0-9a-f-]+$/, { timeout: 20_000 });
  const number = (await page.locator('.success-hero .order-number').first().textContent())!.trim();
  expect(number).toMatch(/^MC-\d+$/);

  // The seller, in another browser, finds the order and moves it along.
  const seller = await (await browser.newContext()).newPage();
  await seller.goto('/storefront/orders');
  await signInHere(seller, 'seller@example.com');
  await expect(seller.getByRole('heading', { level: 1, name: 'Orders received' })).toBeVisible();
  await seller.getByLabel('Search by order number or product').fill(number);
  await seller.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
  await seller.getByRole('link', { name: number, exact: true }).click();
  await expect(seller.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(seller.getByRole('region', { name: 'Buyer' })).toContainText('Okafor Paints Manufacturing Ltd');
  await seller.getByRole('button', { name: 'Accept order' }).click();
  await expect(seller.locator('.order-head')).toContainText('Accepted');
  await seller.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(seller.locator('.order-head')).toContainText('Paid');
  await seller.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = seller.getByRole('dialog', { name: `Mark order ${number} as shipped` });
  await dialog.getByLabel('Tracking note').fill('Red Star Express, waybill RSE-2231');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(seller.locator('.order-head')).toContainText('Shipped');

  // The buyer sees the new status and the notification about it.
  await page.goto('/procurement/my-orders');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Shipped');
  await expect(page.getByRole('link', { name: /Notifications, \d+ unread/ })).toBeVisible();
  await page.goto('/account/notifications');
  await expect(page.getByRole('listitem').filter({ hasText: `Order ${number} shipped` })).toContainText('unread');
});
