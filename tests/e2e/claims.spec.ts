/**
 * Claims on delivered orders in the browser (docs/decisions/042-claims-and-settlement-window.md): the
 * demo buyer's seeded claim, refunded by the seller, is listed and opened by both sides; a buyer
 * marks an order delivered, opens a quality claim with a PDF from the order's page and sees it; the
 * seller finds it among the claims received and refunds one package; the buyer's claim then says
 * Refunded, with its credit note. The order is placed and shipped through the real API.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { minimalPdf } from '../fixtures/pdf.ts';
import { apiSignIn, holdBuyerCart, sellersProduct, signedInPage } from './demo-accounts.ts';

/** The whole page, the toasts it shows included (not one fading out: half transparent, it is no longer read). */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude('.notyf__toast--disappear').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The API answers JSON; a refusal fails the test with its body. */
async function post(request: APIRequestContext, url: string, headers: Record<string, string>, data: unknown = {}) {
  const answer = await request.post(url, { headers, data });
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

/** The demo buyer buys from the demo seller by bank transfer; the seller accepts, confirms the payment and ships. */
async function shippedOrder(request: APIRequestContext): Promise<{ id: string; number: string }> {
  const seller = await apiSignIn(request, 'seller@example.com');
  const buyer = await apiSignIn(request, 'buyer@example.com');
  let order: { id: string; number: string };
  {
    // The bought package leaves the buyer's cart, which another test may be checking out.
    await using _cart = await holdBuyerCart();
    const { pkg, quantity } = await sellersProduct(request);
    const line = { packageId: pkg.id, quantity };
    const address = await post(request, '/api/v1/shippingaddress/add', buyer, {
      label: 'Ikeja factory',
      recipientName: 'Adaeze Okafor',
      phone: '+234 803 555 0101',
      line1: '14 Industrial Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'NG',
    });
    const purchase = await post(
      request,
      '/api/v1/shoppingcart/confirm-purchase',
      { ...buyer, 'Idempotency-Key': `e2e-claims-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      { items: [line], shippingAddressId: address.data.id, paymentMethod: 'bank-transfer' },
    );
    order = purchase.data.orders[0];
  }
  await post(request, `/api/v1/storefront/orders/accept/${order.id}`, seller);
  await post(request, `/api/v1/storefront/orders/confirm-payment/${order.id}`, seller);
  await post(request, `/api/v1/storefront/orders/ship/${order.id}`, seller, { trackingNote: 'GIG Logistics waybill 4471' });
  return order;
}

test('the demo buyer’s refunded claim is listed and opened by the buyer and the seller', async ({ browser }) => {
  const buyer = await signedInPage(browser, 'buyer@example.com');
  await buyer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Claims', exact: true }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  const table = buyer.getByRole('table', { name: 'Claims, newest first' });
  const seeded = table.getByRole('row').filter({ hasText: 'Refunded' }).filter({ hasText: 'Quality' }).last();
  await expect(seeded).toBeVisible();
  await expectNoSeriousViolations(buyer);
  const number = (await seeded.getByRole('rowheader').textContent())?.trim() ?? '';
  expect(number).toMatch(/^CL-\d+$/);
  await seeded.getByRole('link', { name: number }).click();

  await expect(buyer).toHaveURL(/\/procurement\/claims\?claim=[0-9a-f-]{36}$/);
  await expect(buyer.getByRole('heading', { level: 1, name: `Claim ${number}` })).toBeFocused();
  await expect(buyer.getByText(/^Refunded by the seller on /)).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'What is wrong' })).toContainText('One bag arrived caked');
  await expect(buyer.getByRole('button', { name: /moisture-test-report\.pdf/ })).toBeVisible();
  const refund = buyer.getByRole('region', { name: 'Refund' });
  await expect(refund.getByText('Credit note')).toBeVisible();
  await expect(refund.getByRole('button', { name: /^PDF of / })).toBeVisible();
  const history = buyer.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history.first()).toContainText('Claim opened by the buyer');
  await expect(history.last()).toContainText('Refunded by the seller');
  await expect(buyer.getByRole('link', { name: /Open the conversation with the seller/ })).toHaveAttribute(
    'href',
    /^\/procurement\/messages\?thread=[0-9a-f-]{36}$/,
  );
  // An ended claim offers nothing more to do.
  await expect(buyer.getByRole('button', { name: 'Withdraw the claim' })).toHaveCount(0);
  await expectNoSeriousViolations(buyer);
  const claimAddress = new URL(buyer.url()).search;
  await buyer.context().close();

  const seller = await signedInPage(browser, 'seller@example.com');
  await seller.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Claims received' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Claims received' })).toBeVisible();
  await expect(seller.getByRole('table', { name: 'Claims, newest first' }).getByRole('link', { name: number, exact: true })).toBeVisible();
  await seller.goto(`/storefront/claims${claimAddress}`);
  await expect(seller.getByRole('heading', { level: 1, name: `Claim ${number}` })).toBeVisible();
  await expect(seller.getByText(/^Refunded by the seller on /)).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await seller.context().close();
});

test('a buyer claims on a delivered order with a PDF, the seller refunds a package, and the claim says Refunded with its credit note', async ({
  browser,
  request,
}) => {
  // Two people, a delivered order, four accessibility checks: a long journey on a loaded machine.
  test.setTimeout(180_000);
  const order = await shippedOrder(request);
  const buyer = await signedInPage(browser, 'buyer@example.com');
  await buyer.goto(`/procurement/my-orders?order=${order.id}`);
  await expect(buyer.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await buyer.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(buyer.locator('.order-head')).toContainText('Delivered');

  await buyer.getByRole('button', { name: 'Open a claim' }).click();
  const dialog = buyer.getByRole('dialog', { name: `Open a claim on order ${order.number}` });
  // Nothing chosen or written: each field says what it needs, and nothing is sent.
  await dialog.getByRole('button', { name: 'Open the claim' }).click();
  await expect(dialog.getByText('Choose quality or quantity.')).toBeVisible();
  await dialog.getByRole('radio', { name: /^Quality/ }).check();
  await dialog
    .getByLabel('What is wrong')
    .fill('Two drums arrived with broken seals and a cloudy product; photos and the lab note attached.');
  const chooser = buyer.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Attach photos or PDFs' }).click();
  await (await chooser).setFiles({ name: 'lab-note.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(dialog.getByRole('list').getByText('lab-note.pdf')).toBeVisible();
  await expectNoSeriousViolations(buyer);
  await dialog.getByRole('button', { name: 'Open the claim' }).click();

  await expect(buyer).toHaveURL(/\/procurement\/claims\?claim=[0-9a-f-]{36}$/);
  const heading = buyer.getByRole('heading', { level: 1, name: /^Claim CL-\d+$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())?.replace('Claim ', '') ?? '';
  await expect(buyer.locator('.order-head')).toContainText('Open');
  await expect(buyer.getByText(/The seller has until .+ to settle this claim/)).toBeVisible();
  await expect(buyer.getByRole('button', { name: /lab-note\.pdf/ })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Withdraw the claim' })).toBeVisible();
  await expectNoSeriousViolations(buyer);
  // The order's page now leads to its claim instead of offering another.
  await buyer.getByRole('link', { name: order.number, exact: true }).click();
  await expect(buyer.getByRole('link', { name: `See claim ${number}` })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Open a claim' })).toHaveCount(0);

  const seller = await signedInPage(browser, 'seller@example.com');
  await seller.goto('/storefront/claims');
  await seller.getByRole('table', { name: 'Claims, newest first' }).getByRole('link', { name: number, exact: true }).click();
  await expect(seller.getByRole('heading', { level: 1, name: `Claim ${number}` })).toBeFocused();
  await seller.getByRole('button', { name: 'Refund' }).click();
  const refund = seller.getByRole('dialog', { name: `Refund claim ${number}` });
  // Nothing named: the form says so before anything is sent.
  await refund.getByLabel('Reason, shown to the buyer').fill('One drum refunded with its VAT.');
  await refund.getByRole('button', { name: 'Refund and close the claim' }).click();
  await expect(refund.getByText('Choose packages or a delivery amount to refund.')).toBeVisible();
  await refund.getByRole('group', { name: 'Packages to refund' }).getByRole('spinbutton').first().fill('1');
  // What the dialog says is what the buyer gets back: the packages and the VAT on them.
  const shown = refund.getByText(/^Refund: ₦[\d,.]+, with the VAT charged on it/);
  await expect(shown).toBeVisible();
  const amount = (await shown.locator('strong').textContent())!;
  await expectNoSeriousViolations(seller);
  await refund.getByRole('button', { name: /^Refund ₦[\d,.]+ and close the claim$/ }).click();
  await expect(refund).toHaveCount(0);
  await expect(seller.locator('.order-head')).toContainText('Refunded');
  await expect(seller.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await seller.context().close();

  await buyer.goto(`/procurement/claims`);
  await buyer.getByRole('table', { name: 'Claims, newest first' }).getByRole('link', { name: number, exact: true }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: `Claim ${number}` })).toBeVisible();
  await expect(buyer.locator('.order-head')).toContainText('Refunded');
  await expect(buyer.getByText(/^Refunded by the seller on /)).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'Refund' }).getByText('Credit note')).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'Refund' })).toContainText(`${amount} refunded, VAT included`);
  await expect(buyer.getByRole('region', { name: 'History' }).getByRole('listitem').last()).toContainText(
    'One drum refunded with its VAT.',
  );
  await buyer.context().close();
});

test('a claim the seller left past its time goes to an operator, who decides no refund is due; the buyer reads why', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const order = await shippedOrder(request);
  const buyer = await apiSignIn(request, 'buyer@example.com');
  await post(request, `/api/v1/procurement/orders/delivered/${order.id}`, buyer);
  const claim = (
    await post(request, '/api/v1/claims', buyer, {
      orderId: order.id,
      kind: 'quantity',
      reason: 'Two of the packages on the waybill were not on the truck.',
      fileIds: [],
    })
  ).data as { id: string; number: string };
  // The seller lets its time pass: the claim goes to an operator, as the job sends it then.
  const escalated = await request.post('/api/v1/test/claims/escalate', { data: { claimId: claim.id } });
  expect((await escalated.json()).data.escalated).toBe(true);

  const operator = await signedInPage(browser, 'operator@example.com');
  await operator.goto('/operations?tab=claims');
  const item = operator.getByRole('article', { name: new RegExp(`^Claim ${claim.number} on order ${order.number}`) });
  await expect(item.getByText('With an operator')).toBeVisible();
  await item.getByRole('button', { name: 'Decide' }).click();
  const dialog = operator.getByRole('dialog', { name: `Decide claim ${claim.number}` });
  await dialog.getByRole('radio', { name: 'No refund is due' }).check();
  // No reason: the field says so and nothing is decided.
  await dialog.getByRole('button', { name: 'Decide: no refund' }).click();
  const reason = dialog.getByLabel('Reason, shown to the buyer and the seller');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(operator);
  await reason.fill('The carrier’s delivery note, signed at the gate, counts every package.');
  await dialog.getByRole('button', { name: 'Decide: no refund' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(operator.getByRole('article', { name: new RegExp(`^Claim ${claim.number} on order`) })).toHaveCount(0);
  await operator.context().close();

  const buyerPage = await signedInPage(browser, 'buyer@example.com');
  await buyerPage.goto(`/procurement/claims?claim=${claim.id}`);
  await expect(buyerPage.getByRole('heading', { level: 1, name: `Claim ${claim.number}` })).toBeVisible();
  await expect(buyerPage.locator('.order-head')).toContainText('Rejected');
  await expect(buyerPage.getByRole('region', { name: 'History' }).getByRole('listitem').last()).toContainText(
    'The carrier’s delivery note, signed at the gate, counts every package.',
  );
  await expect(buyerPage.getByRole('button', { name: 'Withdraw the claim' })).toHaveCount(0);
  await expectNoSeriousViolations(buyerPage);
  await buyerPage.context().close();
});
