/**
 * Requests for quotation in the browser, on the demo history: the buyer sends one to a storefront and
 * the seller declines it in its own context; the demo seller revises its offer on the open request
 * (the earlier revision stays, struck through); the buyer compares the offers side by side and awards
 * them line by line, which places one order per storefront. A new request goes to three storefronts;
 * the demo seller and Delta Resins' seller (who first sets a password from the reset email) answer in
 * their own browsers, and the buyer awards one line to each: two orders at the offered prices and
 * quantities; the buyer opens the demo seller's proforma invoice and pays it by bank transfer, which the seller confirms.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { minimalPdf } from '../fixtures/pdf.ts';
import { pdfText } from '../gateway/pdf-text.ts';
import { minPackages } from '../../src/contracts/commerce.ts';
import { apiSignIn, DEMO_PASSWORD, signedInPage } from './demo-accounts.ts';
import { mailTo } from './mailbox.ts';

/** A text as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    .getByRole('checkbox', { name: new RegExp(literally(String(storefront.name))) })
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

/**
 * Two packages of the storefront's published products, NGN and in stock, as the offer form names
 * them (each line needs its own), with their minimum order: an offer of fewer is refused.
 */
async function stockedPackages(request: APIRequestContext, headers: Record<string, string>) {
  const list = await (await request.get('/api/v1/product/get-products?Status=published&PageSize=200', { headers })).json();
  const found: { productName: string; packageLabel: string; minimum: number }[] = [];
  for (const row of list.data as { id: number; name: string }[]) {
    const answer = await request.get(`/api/v1/marketplace/get-product?productId=${row.id}`);
    if (!answer.ok()) continue;
    const product = (await answer.json()).data;
    for (const pkg of product.packages as { label: string; stock: number; currency: string; size: number; unit: string }[]) {
      const minimum = minPackages(product, pkg);
      if (pkg.currency === 'NGN' && pkg.stock >= minimum + 10) found.push({ productName: row.name, packageLabel: pkg.label, minimum });
    }
    if (found.length >= 2) return found.slice(0, 2);
  }
  throw new Error('The storefront has not two packages in stock');
}

/** A seller the demo history made without a password sets one through the reset email, as a person would. */
async function setPasswordByEmail(request: APIRequestContext, email: string) {
  const before = (await mailTo(request, email)).length;
  expect((await request.post('/api/v1/Account/forgot-password', { data: { email } })).ok()).toBe(true);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailTo(request, email);
      token = mails.length > before ? /reset-password\?token=([\w-]+)/.exec(mails.at(-1)!)?.[1] : undefined;
      return token;
    })
    .toBeTruthy();
  const reset = await request.post('/api/v1/Account/reset-password', { data: { token, password: DEMO_PASSWORD } });
  expect(reset.ok(), await reset.text()).toBe(true);
}

test('a buyer asks three suppliers, two answer in their own browsers, and the buyer compares, awards line by line into an order for each and pays', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // The three storefronts the demo history's open request went to: the demo seller's and two others.
  const buyer = await apiSignIn(request, 'buyer@example.com');
  const requests = (await (await request.get('/api/v1/rfq/get-all?PageSize=50', { headers: buyer })).json()).data as {
    title: string;
    recipients: { supplier: { id: number; name: string } }[];
  }[];
  const seeded = requests.find((r) => r.title === 'Pigments for the Q3 paint line')!;
  const storefronts = seeded.recipients.map((r) => r.supplier.name);
  expect(storefronts).toHaveLength(3);
  // Delta Resins' seller (src/gateway/seed/history-rfqs.ts) has no password until it sets one.
  const delta = 'sales@deltaresins.example.com';
  await setPasswordByEmail(request, delta);
  const answering = ['seller@example.com', delta];
  const offered = new Map<string, { productName: string; packageLabel: string; minimum: number }[]>();
  for (const email of answering) offered.set(email, await stockedPackages(request, await apiSignIn(request, email)));

  // The buyer writes two lines and sends them to the three storefronts.
  const buyerPage = await signedInPage(browser, 'buyer@example.com');
  await buyerPage.goto('/procurement/my-requests?tab=rfq');
  await buyerPage.getByRole('button', { name: 'New request for quotation' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'New request for quotation' });
  const title = `Resin and pigment for line 4 ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Product name').fill('Alkyd resin, long oil');
  await dialog.getByLabel('Quantity').fill('4000');
  await dialog.getByRole('button', { name: 'Add a line' }).click();
  await dialog.getByLabel('Product name').nth(1).fill('Iron oxide red 130');
  await dialog.getByLabel('Quantity').nth(1).fill('2000');
  await dialog.getByLabel('Delivery place').fill('Ikeja, Lagos');
  await dialog.getByLabel('Needed by').fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
  const suppliers = dialog.getByRole('group', { name: 'Suppliers' });
  for (const name of storefronts)
    await suppliers
      .getByRole('checkbox', { name: new RegExp(`^${literally(name)}`) })
      .first()
      .check();
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Two sellers answer, each in its own browser: the demo seller cheaper on line 1, Delta on line 2.
  const prices: Record<string, [string, string]> = { 'seller@example.com': ['12000', '40000'], [delta]: ['18000', '31000'] };
  for (const email of answering) {
    const sellerPage = await signedInPage(browser, email);
    await sellerPage.goto('/storefront/requests?tab=rfq');
    await sellerPage.getByRole('link', { name: title }).click();
    await sellerPage.getByRole('button', { name: 'Make an offer' }).click();
    const offer = sellerPage.getByRole('dialog', { name: 'Make an offer' });
    for (const [i, price] of prices[email]!.entries()) {
      const { productName, packageLabel, minimum } = offered.get(email)![i]!;
      const line = offer.getByRole('group', { name: new RegExp(`^${i + 1}\\. `) });
      await line.getByLabel('Your product').selectOption({ label: productName });
      await line.getByLabel('Package', { exact: true }).selectOption({ label: packageLabel });
      await line.getByLabel('Packages', { exact: true }).fill(String(minimum));
      await line.getByLabel('Price per package (₦)').fill(price);
    }
    await offer.getByRole('button', { name: 'Send the offer' }).click();
    await expect(offer).toHaveCount(0);
    await expect(sellerPage.getByText('Revision 1')).toBeVisible();
    await sellerPage.context().close();
  }

  // The buyer compares the two offers (the third storefront has not answered), each line's best price marked.
  await buyerPage.reload();
  const table = buyerPage.getByRole('table', { name: /one column per supplier/ });
  await expect(table).toBeVisible();
  await expect(table.getByText('Best price')).toHaveCount(2);
  const award = buyerPage.getByRole('region', { name: 'Award' });
  // The best price is per kilogram or litre, whatever the package; the buyer awards line 1 to the demo seller and line 2 to Delta.
  const storefrontOf = async (email: string) => {
    const received = (await (await request.get('/api/v1/rfq/received?PageSize=50', { headers: await apiSignIn(request, email) })).json())
      .data as { title: string; recipients: { supplier: { name: string } }[] }[];
    return received.find((r) => r.title === title)!.recipients[0]!.supplier.name;
  };
  for (const [line, email] of [
    [/^1\. Alkyd resin/, 'seller@example.com'],
    [/^2\. Iron oxide/, delta],
  ] as const) {
    const select = award.getByLabel(line);
    const value = await select.locator('option', { hasText: await storefrontOf(email) }).getAttribute('value');
    await select.selectOption(value!);
  }
  await award.getByRole('button', { name: 'Award and place the orders' }).click();
  await expect(buyerPage.locator('.notyf__toast').filter({ hasText: /Awarded: your 2 orders are placed/ })).toBeVisible();

  // One order per storefront, each at its offered price and quantity for the line it won.
  const won = [
    { ...offered.get('seller@example.com')![0]!, priceMinor: 12_000_00 },
    { ...offered.get(delta)![1]!, priceMinor: 31_000_00 },
  ];
  const placed: { id: string; number: string }[] = [];
  for (const line of won) {
    const found = (
      await (
        await request.get(`/api/v1/procurement/orders?PageSize=50&Search=${encodeURIComponent(line.productName)}`, { headers: buyer })
      ).json()
    ).data as { id: string; number: string; lines: { productName: string; unitPriceMinor: number; quantity: number }[] }[];
    const order = found.find((o) => o.lines.some((l) => l.unitPriceMinor === line.priceMinor && l.productName === line.productName));
    expect(
      order?.lines.map((l) => [l.productName, l.unitPriceMinor, l.quantity]),
      line.productName,
    ).toEqual([[line.productName, line.priceMinor, line.minimum]]);
    placed.push(order!);
  }

  // The buyer pays the demo seller's order by bank transfer; the seller accepts it and confirms the money came.
  const [ours] = placed as [{ id: string; number: string }];
  await buyerPage.goto(`/procurement/my-orders?order=${ours.id}`);
  await expect(buyerPage.getByRole('heading', { level: 1, name: `Order ${ours.number}` })).toBeVisible();
  const payment = buyerPage.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Bank transfer');
  await expect(payment).toContainText('Pay by bank transfer');
  // Its proforma invoice: the account to pay into and the order's number to quote.
  await payment.getByRole('link', { name: 'Open the proforma invoice' }).click();
  const invoice = buyerPage.getByRole('article', { name: 'Proforma invoice' });
  await expect(invoice.getByRole('heading', { name: 'Pay into' })).toBeVisible();
  await expect(invoice.getByRole('heading', { name: new RegExp(`Order ${ours.number}`) })).toBeVisible();
  await expect(invoice).not.toContainText('Purchase');
  await buyerPage.getByRole('link', { name: 'Back to your order' }).click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: `Order ${ours.number}` })).toBeVisible();
  const sellerPage = await signedInPage(browser, 'seller@example.com');
  await sellerPage.goto(`/storefront/orders?order=${ours.id}`);
  await sellerPage.getByRole('button', { name: 'Accept order' }).click();
  await sellerPage.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(sellerPage.locator('.order-head')).toContainText('Paid');
  await buyerPage.reload();
  await expect(buyerPage.locator('.order-head')).toContainText('Paid');
});
