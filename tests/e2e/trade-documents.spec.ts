/**
 * Paperwork a finance department can book, in the browser: the demo buyer pays an order of the
 * demo seller's from the wallet with delivery to Kano (the seller's North-West zone), sees the VAT
 * and the delivery fee with its VAT at checkout as the gateway priced them, and downloads the tax
 * invoice's PDF from the order; the seller accepts and ships it, the buyer confirms delivery, and
 * the seller finds the marketplace's commission invoice for the order in Documents (as UBL too).
 * The order's "placed" and "delivered" emails reach the mail catcher.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '../../src/contracts/money.ts';
import { apiSignIn, holdBuyerCart, sellersProduct, signedInPage } from './demo-accounts.ts';
import { settleAsIfWindowPassed } from './settlement.ts';
import { mailTo } from './mailbox.ts';

/** The demo companies' wallet PIN (README, "Demo accounts"). */
const PIN = '482916';
const KANO_ZONE = 'Delivery to Kano and the North-West';

/** Clicks a download button and answers the file's name and its bytes. */
async function downloaded(page: Page, button: ReturnType<Page['getByRole']>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('a buyer pays by wallet with delivery to Kano and downloads the tax invoice; the seller ships and finds the commission invoice in Documents', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await using _cart = await holdBuyerCart();
  const buyer = await apiSignIn(request, 'buyer@example.com');
  // A small order, so the wallet pays it without the large-payment code.
  const { product, pkg, quantity } = await sellersProduct(request, 0, 300_000_00);
  expect((await request.delete('/api/v1/shoppingcart/clear', { headers: buyer })).ok()).toBe(true);
  const added = await request.post('/api/v1/shoppingcart/create', { headers: buyer, data: { packageId: pkg.id, quantity } });
  expect(added.ok(), await added.text()).toBe(true);

  // Checkout: a new address in Kano, delivered there by the seller's North-West zone.
  await page.goto('/auth/login?redirected_from=%2Fcheckout');
  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('Password').fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(page.locator('.checkout-summary')).toContainText(product.name);
  const addButton = page.getByRole('button', { name: 'Add a new address' });
  if (await addButton.isVisible()) await addButton.click();
  const form = page.getByRole('form', { name: 'New shipping address' });
  const label = `Sharada plant ${Date.now()}`;
  await form.getByLabel('Name of this address').fill(label);
  await form.getByLabel('Recipient').fill('Adaeze Okafor');
  await form.getByLabel('Phone').fill('+234 803 555 0101');
  await form.getByLabel('Street address').fill('7 Sharada Industrial Estate');
  await form.getByLabel('City').fill('Kano');
  await form.getByLabel('State or region (optional)').fill('Kano');
  await form.getByLabel('Country').selectOption('NG');
  await form.getByRole('button', { name: 'Save and deliver here' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(label) })).toBeChecked();

  const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
  await expect(delivery.getByRole('radio', { name: /^Pickup at / })).toBeVisible();
  await delivery.getByRole('radio', { name: new RegExp(KANO_ZONE) }).check();
  const summary = page.locator('.checkout-summary');
  await expect(summary).toContainText(`Delivery · ${KANO_ZONE}`);
  await expect(summary).toContainText('VAT on delivery 7.5 %');
  await expect(summary).toContainText(/VAT (7\.5|0) %/);

  await page
    .getByRole('group', { name: 'Pay by' })
    .getByRole('radio', { name: /^Wallet/ })
    .check();
  await page.getByLabel('Wallet PIN').fill(PIN);
  const total = (await page.getByTestId('checkout-total').textContent())!.trim();
  await expect(page.getByRole('button', { name: `Place order and pay ${total}` })).toBeEnabled();
  await page.getByRole('button', { name: `Place order and pay ${total}` }).click();
  await expect(page).toHaveURL(/\/order-success\?checkout=/, { timeout: 20_000 });
  const number = (await page.locator('.success-hero .order-number').first().textContent())!.trim();

  // The order was placed as shown: the Kano zone's fee, VAT on it, and the total paid.
  const listed = await (await request.get(`/api/v1/procurement/orders?Search=${number}`, { headers: buyer })).json();
  const order = listed.data[0] as {
    id: string;
    totalMinor: number;
    deliveryMinor: number;
    deliveryVatMinor: number;
    paymentStatus: string;
    delivery: { label: string };
  };
  expect(order.delivery.label).toBe(KANO_ZONE);
  expect(order.deliveryMinor).toBeGreaterThan(0);
  expect(order.deliveryVatMinor).toBeGreaterThan(0);
  expect(order.paymentStatus).toBe('paid');
  expect(formatMoney(order.totalMinor)).toBe(total);
  await expect(page.locator('.success-orders')).toContainText(total);

  // The order's page lists its tax invoice; its PDF downloads.
  await page.goto(`/procurement/my-orders?order=${encodeURIComponent(order.id)}`);
  const documents = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(async () => {
    await page.reload();
    await expect(documents).toContainText('Tax invoice', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText(total);
  const invoice = await downloaded(page, documents.getByRole('button', { name: /^PDF of / }).first());
  expect(invoice.name).toMatch(/\.pdf$/);
  expect(invoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The seller accepts and ships it in the dashboard; the buyer confirms delivery.
  const sellerPage = await signedInPage(browser, 'seller@example.com');
  await sellerPage.goto(`/storefront/orders?order=${encodeURIComponent(order.id)}`);
  await expect(sellerPage.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await sellerPage.getByRole('button', { name: 'Accept order' }).click();
  await expect(sellerPage.locator('.order-head')).toContainText('Accepted');
  await sellerPage.getByRole('button', { name: 'Mark shipped' }).click();
  const shipDialog = sellerPage.getByRole('dialog', { name: `Mark order ${number} as shipped` });
  await shipDialog.getByLabel('Tracking note').fill('Own truck to Kano, delivery note DN-5521');
  await shipDialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(sellerPage.locator('.order-head')).toContainText('Shipped');
  const delivered = await request.post(`/api/v1/procurement/orders/delivered/${order.id}`, { headers: buyer, data: {} });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  // The claim window passes with no claim: the order settles and its commission is invoiced.
  await settleAsIfWindowPassed(request, order.id);

  // The seller's Documents: the commission invoice of the settled order, as PDF and UBL.
  await sellerPage.goto(`/storefront/documents?search=${number}`);
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Sales documents' })).toBeVisible();
  const row = sellerPage.getByRole('row').filter({ hasText: 'Commission invoice' });
  await expect(async () => {
    await sellerPage.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(sellerPage.getByRole('row').filter({ hasText: 'Tax invoice' })).toContainText(number);
  const ubl = await downloaded(sellerPage, row.getByRole('button', { name: /^UBL XML of / }));
  expect(ubl.name).toMatch(/\.xml$/);
  expect(ubl.bytes.toString()).toContain('<Invoice');
  await sellerPage.getByLabel('Kind').selectOption('commission-invoice');
  await expect(sellerPage.getByRole('row').filter({ hasText: 'Tax invoice' })).toHaveCount(0);
  await expect(row).toBeVisible();
  await sellerPage.context().close();

  // The order's emails reached the buyer: placed, then delivered.
  await expect
    .poll(async () => (await mailTo(request, 'buyer@example.com')).filter((text) => text.includes(number)).join('\n'), {
      timeout: 20_000,
      message: `the emails of order ${number}`,
    })
    .toMatch(new RegExp(`Order ${number} placed[\\s\\S]*Order ${number} is delivered`));
});
