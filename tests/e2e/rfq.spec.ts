/**
 * Requests for quotation in the browser, on the demo history: the buyer sends one to a storefront and
 * the seller declines it in its own context; the demo seller revises its offer on the open request
 * (the earlier revision stays, struck through); the buyer compares the offers side by side and awards
 * them line by line, which places one order per storefront.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { minimalPdf } from '../fixtures/pdf.ts';
import { pdfText } from '../gateway/pdf-text.ts';
import { apiSignIn, signedInPage } from './demo-accounts.ts';

test('a buyer sends a request for quotation and the storefront declines it with a reason', async ({ browser, request }) => {
  const seller = await apiSignIn(request, 'seller@example.com');
  const storefront = (await (await request.get('/api/v1/company/get', { headers: seller })).json()).data;
  const buyerPage = await signedInPage(browser, 'buyer@example.com');
  await buyerPage.goto('/procurement/my-requests?tab=rfq');
  await buyerPage.getByRole('button', { name: 'New request for quotation' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'New request for quotation' });
  const title = `Glycerine drums ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Product name').fill('Glycerine, refined');
  await dialog.getByLabel('CAS number').first().fill('56-81-5');
  await dialog.getByLabel('Quantity').fill('2000');
  await dialog.getByLabel('Delivery place').fill('Ikeja, Lagos');
  const needed = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Needed by').fill(needed);
  await dialog
    .getByRole('checkbox', { name: new RegExp(String(storefront.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .check();
  await dialog
    .getByLabel('Specification (PDF, optional)')
    .setInputFiles({ name: 'glycerine-spec.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(dialog.getByRole('link', { name: /glycerine-spec\.pdf/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(buyerPage.getByRole('link', { name: /glycerine-spec\.pdf/ })).toBeVisible();

  const sellerPage = await signedInPage(browser, 'seller@example.com');
  await sellerPage.goto('/storefront/requests?tab=rfq');
  await sellerPage.getByRole('link', { name: title }).click();
  await sellerPage.getByRole('button', { name: 'Decline' }).click();
  await sellerPage.getByLabel('Reason').fill('We do not sell refined glycerine.');
  await sellerPage.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
  await expect(sellerPage.getByText('You declined: We do not sell refined glycerine.')).toBeVisible();

  await buyerPage.reload();
  await expect(buyerPage.getByRole('cell', { name: 'We do not sell refined glycerine.' })).toBeVisible();
});

test('the seller revises its offer, the buyer compares and awards line by line into one order per storefront', async ({ browser }) => {
  const sellerPage = await signedInPage(browser, 'seller@example.com');
  await sellerPage.goto('/storefront/requests?tab=rfq');
  await sellerPage.getByRole('link', { name: 'Pigments for the Q3 paint line' }).click();
  await sellerPage.getByRole('button', { name: 'Revise your offer' }).click();
  const offer = sellerPage.getByRole('dialog', { name: 'Revise your offer' });
  await offer.getByLabel('Price per package (₦)').first().fill('15000');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(sellerPage.getByText('Revision 2')).toBeVisible();
  await expect(sellerPage.getByText('Revision 1')).toBeVisible();
  await expect(sellerPage.locator('.rfq-offer.superseded s').first()).toBeVisible();

  const buyerPage = await signedInPage(browser, 'buyer@example.com');
  await buyerPage.goto('/procurement/my-requests?tab=rfq');
  await buyerPage.getByRole('link', { name: 'Pigments for the Q3 paint line' }).click();
  const table = buyerPage.getByRole('table', { name: /one column per supplier/ });
  await expect(table).toBeVisible();
  await expect(table.getByText('Best price').first()).toBeVisible();
  expect((await new AxeBuilder({ page: buyerPage }).include('.requests-area').analyze()).violations).toEqual([]);

  // Printed, the comparison comes alone: no header, sidebar or offers list on the paper, every supplier's column.
  await buyerPage.evaluate(() => {
    window.print = () => {};
  });
  await buyerPage.getByRole('button', { name: 'Print' }).click();
  await buyerPage.emulateMedia({ media: 'print' });
  await expect(buyerPage.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expect(buyerPage.getByRole('button', { name: 'Award and place the orders' })).toBeHidden();
  await expect(table).toBeVisible();
  await expect(buyerPage.getByText(/Pigments for the Q3 paint line · .* · printed/)).toBeVisible();
  const paper = await pdfText(await buyerPage.pdf({ preferCSSPageSize: true }));
  for (const supplier of await table.locator('thead th').allTextContents()) expect(paper).toContain(supplier.split(' ')[0]);
  expect(paper).not.toContain('Award and place the orders');
  await buyerPage.emulateMedia({ media: 'screen' });
  await buyerPage.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  // Line 1 to the cheapest (the demo seller's revised price), line 2 to the best there.
  await buyerPage.getByRole('button', { name: 'Award and place the orders' }).click();
  await expect(buyerPage.locator('.notyf__toast').filter({ hasText: /Awarded: your (2 orders are|order is) placed/ })).toBeVisible();
  await expect(buyerPage.locator('.request-head .badge', { hasText: 'Awarded' })).toBeVisible();
});
