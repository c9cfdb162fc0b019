/**
 * Procurement financing in the browser, end to end: the demo buyer (a business-verified company)
 * asks for financing of its cart; an operator takes it into review and makes an offer in the
 * operations console; the buyer accepts with the wallet PIN and a one-time code and pays at
 * checkout with financing; the supplier ships, the buyer confirms delivery and the supplier's
 * wallet receives the proceeds; when the first instalment's date comes (the financing job run as
 * of that instant through the test hook), it is taken from the buyer's wallet. The ledger's check
 * holds at the end.
 */
import { expect, test } from '@playwright/test';
import { formatMoney } from '../../src/contracts/money.ts';
import { commissionOf } from '../../src/gateway/wallet/order-money.ts';
import { apiSignIn, holdBuyerCart, sellersProduct, signedInPage } from './demo-accounts.ts';
import { confirmWithCode } from './mailbox.ts';

/** The demo companies' wallet PIN (README, "Demo accounts"). */
const PIN = '482916';

test('a buyer finances a cart: the operator offers, the buyer accepts with PIN and code and pays at checkout, the supplier is paid on delivery, the first instalment is taken on its date', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await using _cart = await holdBuyerCart();
  const buyer = await apiSignIn(request, 'buyer@example.com');
  const seller = await apiSignIn(request, 'seller@example.com');
  const { pkg, quantity } = await sellersProduct(request, 150_000_00);
  const amount = pkg.priceMinor * quantity;
  const clear = await request.delete('/api/v1/shoppingcart/clear', { headers: buyer });
  expect(clear.ok(), await clear.text()).toBe(true);
  const added = await request.post('/api/v1/shoppingcart/create', { headers: buyer, data: { packageId: pkg.id, quantity } });
  expect(added.ok(), await added.text()).toBe(true);
  const sellerWallet = async () =>
    (await (await request.get('/api/v1/wallet/details', { headers: seller })).json()).data.wallet.balances.available as number;
  const sellerBefore = await sellerWallet();

  // The buyer asks for procurement financing of the cart, in steps, and submits it.
  const buyerPage = await signedInPage(browser, 'buyer@example.com');
  await buyerPage.goto('/financing/list');
  await buyerPage.getByRole('link', { name: 'Start a procurement request' }).click();
  await expect(buyerPage).toHaveURL(/\/financing\/requests\/procurement\?id=[0-9a-f-]{36}$/);
  const requestUrl = buyerPage.url();
  await buyerPage.getByRole('radio', { name: 'My cart' }).check();
  await buyerPage.getByRole('radio', { name: '60 days' }).check();
  await buyerPage.getByLabel('Purpose (optional)').fill('Resin for the rainy-season paint run.');
  const submit = buyerPage.getByRole('button', { name: 'Submit for review' });
  for (let step = 0; step < 5 && !(await submit.isVisible()); step++) await buyerPage.getByRole('button', { name: 'Continue' }).click();
  await submit.click();
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Submitted' })).toBeVisible({ timeout: 20_000 });
  const reference = (await buyerPage
    .getByText(/FN-[0-9A-F]{8}/)
    .first()
    .textContent())!.match(/FN-[0-9A-F]{8}/)![0];

  // The operator takes it into review and offers the amount over 60 days at 2.5 % a month.
  const operator = await signedInPage(browser, 'operator@example.com');
  await operator.goto('/operations?tab=financing');
  const item = operator.getByRole('article').filter({ hasText: reference });
  await item.getByRole('button', { name: 'Take into review' }).click();
  await expect(item.getByRole('button', { name: 'Make offer' })).toBeVisible({ timeout: 20_000 });
  await item.getByRole('button', { name: 'Make offer' }).click();
  const offerDialog = operator.getByRole('dialog');
  await offerDialog.getByLabel('Amount (₦)').fill(String(amount / 100));
  await offerDialog.getByLabel('Tenor').selectOption('60');
  await offerDialog.getByLabel('Rate per 30 days (%)').fill('2.5');
  await offerDialog.getByLabel('Arrangement fee (₦)').fill('0');
  await offerDialog.getByRole('button', { name: 'Make offer' }).click();
  await expect(offerDialog).toBeHidden({ timeout: 20_000 });
  await operator.context().close();

  // The buyer reads the offer and accepts it with the PIN and a one-time code.
  await buyerPage.goto(requestUrl);
  await buyerPage.getByRole('button', { name: 'Accept the offer' }).click();
  const acceptDialog = buyerPage.getByRole('dialog', { name: 'Accept the offer' });
  await acceptDialog.getByLabel('Your wallet PIN').fill(PIN);
  await confirmWithCode(buyerPage, 'buyer@example.com', /accept a financing offer/);
  await acceptDialog.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(acceptDialog).toBeHidden({ timeout: 20_000 });
  await expect(buyerPage.getByRole('status').filter({ hasText: 'checkout' })).toBeVisible();

  // At checkout the line pays for the cart: the order is paid, by financing.
  await buyerPage.goto('/checkout');
  const payBy = buyerPage.getByRole('group', { name: 'Pay by' });
  await payBy.getByRole('radio', { name: /^Pay with financing/ }).check();
  await buyerPage.getByLabel('Wallet PIN').fill(PIN);
  await buyerPage.getByRole('button', { name: `Place order and pay ${formatMoney(amount)}` }).click();
  await expect(buyerPage).toHaveURL(/\/order-success\?checkout=/, { timeout: 20_000 });
  const orders = (await (await request.get('/api/v1/procurement/orders', { headers: buyer })).json()).data as {
    id: string;
    subtotalMinor: number;
    paymentMethod: string;
    paymentStatus: string;
  }[];
  const order = orders[0]!;
  expect(order).toMatchObject({ subtotalMinor: amount, paymentMethod: 'financing', paymentStatus: 'paid' });

  // The supplier ships, the buyer confirms delivery: the supplier's wallet gets the proceeds less commission.
  for (const [action, data] of [
    ['accept', {}],
    ['ship', { trackingNote: 'Own truck, delivery note DN-9120' }],
  ] as const) {
    const answer = await request.post(`/api/v1/storefront/orders/${action}/${order.id}`, { headers: seller, data });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  const delivered = await request.post(`/api/v1/procurement/orders/delivered/${order.id}`, { headers: buyer, data: {} });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  expect((await sellerWallet()) - sellerBefore).toBe(amount - commissionOf(amount, 150));

  // The first instalment is taken from the buyer's wallet when its date comes.
  const id = new URL(requestUrl).searchParams.get('id')!;
  const financed = (await (await request.get(`/api/v1/financing/requests/${id}`, { headers: buyer })).json()).data as {
    status: string;
    instalments: { dueAt: string; amount: number; status: string }[];
  };
  expect(financed.status).toBe('disbursed');
  expect(financed.instalments).toHaveLength(2);
  const first = financed.instalments[0]!;
  const at = new Date(new Date(first.dueAt).getTime() + 60_000).toISOString();
  const tick = await request.post('/api/v1/test/financing/tick', { data: { at } });
  expect(tick.ok(), await tick.text()).toBe(true);
  await buyerPage.goto(requestUrl);
  const instalments = buyerPage.getByRole('table').filter({ hasText: formatMoney(first.amount) });
  await expect(instalments.getByRole('row').nth(1)).toContainText('Paid');
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Next instalment' })).toBeVisible();

  // No naira created or lost.
  const operatorApi = await apiSignIn(request, 'operator@example.com');
  const summary = (await (await request.get('/api/v1/operations/summary', { headers: operatorApi })).json()).data;
  expect(summary.ledger).toMatchObject({ ok: true, problems: [] });
  await buyerPage.context().close();
});
