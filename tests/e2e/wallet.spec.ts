/**
 * The wallet in the browser, end to end: a new company buyer opens its wallet, sets a PIN, is
 * refused a top-up above the unverified tier's cap, verifies its owner's BVN, tops up
 * by card on the provider's page (the Paystack stand-in), pays an order of the demo seller's from
 * the wallet at checkout; the seller ships, the buyer confirms delivery, and the seller's wallet
 * shows the proceeds less the 1.5 % commission.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { IDENTITY_URL, MAILBOX, PAYSTACK_URL } from '../../playwright.config.ts';
import { minPackages } from '../../src/contracts/commerce.ts';
import { formatMoney } from '../../src/contracts/money.ts';
import { commissionOf } from '../../src/gateway/wallet/order-money.ts';
import { vatOf } from '../../src/contracts/tax.ts';
import { apiSignIn, signedInPage, signIn } from './demo-accounts.ts';
import { settleAsIfWindowPassed } from './settlement.ts';

const PASSWORD = 'Cobalt-Harbour-73-Kano';
const PIN = '482916';

async function confirmLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages: { text: string }[] = await (await page.request.get(`${MAILBOX}?to=${encodeURIComponent(to)}`)).json();
        link = messages.map((m) => /http:\/\/127\.0\.0\.1:\d+\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(m.text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 20_000, message: `an email to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** A published package of the demo seller's with stock for its minimum order. */
async function sellerProduct(request: APIRequestContext) {
  const seller = await apiSignIn(request, 'seller@example.com');
  const list = await (await request.get('/api/v1/product/get-products?Status=published&PageSize=50', { headers: seller })).json();
  for (const row of (list.data as { id: number }[]).slice(3)) {
    const product = (await (await request.get(`/api/v1/marketplace/get-product?productId=${row.id}`)).json()).data;
    if (product.transport?.dangerous) continue;
    for (const pack of product.packages as { id: number; label: string; size: number; unit: string; priceMinor: number; stock: number }[]) {
      const quantity = minPackages({ moq: Number(product.moq), moqUnit: product.moqUnit }, pack);
      if (pack.priceMinor > 0 && pack.stock >= quantity + 5 && pack.priceMinor * quantity <= 1_000_000_00) return { product, pack, seller };
    }
  }
  throw new Error('The demo seller has no package in stock');
}

test('a company opens a wallet, tops up by card, pays an order from it, and the seller is paid less commission on delivery', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `treasury.${Date.now()}@kano-polymers.test`;

  // A new company buyer, as anyone registers.
  await page.goto('/auth/register');
  await page.getByLabel('A company').check();
  await page.getByLabel('Buy', { exact: true }).check();
  await page.getByLabel('Full name').fill('Hauwa Sani');
  await page.getByLabel('Company name').fill('Kano Polymers Ltd');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email');
  await page.goto(await confirmLink(page, email));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onboarding\/account/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/onboarding\/complete\/company/);

  // Open the wallet.
  await page.goto('/wallet/home');
  await page.getByRole('button', { name: 'Open the wallet' }).click();
  await expect(page.getByTestId('balance-available')).toHaveText(formatMoney(0));
  await page.getByRole('link', { name: 'Set your PIN' }).click();

  // A PIN that is easy to guess is refused with the reason; a good one is set.
  await expect(page).toHaveURL(/\/wallet\/settings$/);
  await page.getByLabel('New PIN (6 digits)').fill('123456');
  await page.getByLabel('The PIN again').fill('123456');
  await page.getByRole('button', { name: 'Set the PIN' }).click();
  await expect(page.getByText(/too easy to guess/)).toBeVisible();
  await page.getByLabel('New PIN (6 digits)').fill(PIN);
  await page.getByLabel('The PIN again').fill(PIN);
  await page.getByRole('button', { name: 'Set the PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Change your PIN' })).toBeVisible();

  // An email-verified wallet may hold ₦300,000: the top-up is refused and says how to raise it.
  await page.goto('/wallet/home');
  await page.getByLabel('Amount (₦)').fill('5,000,000');
  await page.getByRole('button', { name: 'Top up by card' }).click();
  await expect(page.getByText(/Verify the wallet to raise it/).first()).toBeVisible();

  // The owner verifies her BVN (tier 1: ₦5,000,000 balance, ₦1,000,000 a payment).
  const bvn = `225${String(Date.now()).slice(-8)}`;
  const known = await request.post(`${IDENTITY_URL}/__stand-in/people`, {
    data: { idType: 'bvn', number: bvn, firstName: 'Hauwa', lastName: 'Sani', dateOfBirth: '1990-02-11' },
  });
  expect(known.ok()).toBe(true);
  await page.goto('/wallet/verification');
  await page.getByLabel('Your BVN (11 digits)').fill(bvn);
  await page.getByLabel('Date of birth').fill('1990-02-11');
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByTestId('verification-tier')).toHaveText('Tier 1 · Person verified', { timeout: 20_000 });

  // Top up by card on the provider's page.
  const topUp = 5_000_000_00;
  await page.goto('/wallet/home');
  await page.getByLabel('Amount (₦)').fill('5,000,000');
  await page.getByRole('button', { name: 'Top up by card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PAYSTACK_URL}/checkout/[0-9a-f]+$`), { timeout: 20_000 });
  await expect(page.locator('.amount')).toHaveText(formatMoney(topUp));
  await page.getByRole('button', { name: `Pay ${formatMoney(topUp)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was added to your wallet' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('balance-available')).toHaveText(formatMoney(topUp));

  // Pay an order of the demo seller's from the wallet.
  const { product, pack, seller } = await sellerProduct(request);
  await page.goto(product.url);
  const row = page
    .getByRole('table', { name: 'Packages, prices and stock' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: pack.label, exact: true }) });
  await row.scrollIntoViewIfNeeded();
  await row.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.notyf__toast').filter({ hasText: /Added to cart|Already in cart/ })).toBeVisible();
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'New shipping address' });
  await expect(form).toBeVisible();
  await form.getByLabel('Name of this address').fill('Sharada plant');
  await form.getByLabel('Recipient').fill('Hauwa Sani');
  await form.getByLabel('Phone').fill('+234 803 555 0199');
  await form.getByLabel('Street address').fill('7 Sharada Industrial Estate');
  await form.getByLabel('City').fill('Kano');
  await form.getByLabel('Country').selectOption('NG');
  await form.getByRole('button', { name: 'Save and deliver here' }).click();
  const payBy = page.getByRole('group', { name: 'Pay by' });
  await payBy.getByRole('radio', { name: /^Wallet/ }).check();
  await page.getByLabel('Wallet PIN').fill(PIN);
  await page.getByRole('button', { name: /^Place order and pay / }).click();
  await expect(page).toHaveURL(/\/order-success\?checkout=/, { timeout: 20_000 });

  // The money is held: available down, held up by the order's amount.
  const session = await (await request.post('/api/v1/Account/authenticate', { data: { email, password: PASSWORD } })).json();
  const buyer = { authorization: `Bearer ${session.data.jwToken}` };
  const orders = await (await request.get('/api/v1/procurement/orders', { headers: buyer })).json();
  const order = orders.data[0] as { id: string; number: string; subtotalMinor: number; totalMinor: number; paymentStatus: string };
  expect(order.paymentStatus).toBe('paid');
  // The order's total is held: the goods, their VAT and the delivery line.
  await page.goto('/wallet/home');
  await expect(page.getByTestId('balance-held')).toHaveText(formatMoney(order.totalMinor));
  await expect(page.getByTestId('balance-available')).toHaveText(formatMoney(topUp - order.totalMinor));

  // The seller accepts and ships; the buyer confirms delivery.
  for (const [action, data] of [
    ['accept', {}],
    ['ship', { trackingNote: 'Own truck, delivery note DN-7781' }],
  ] as const) {
    const answer = await request.post(`/api/v1/storefront/orders/${action}/${order.id}`, { headers: seller, data });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  const delivered = await request.post(`/api/v1/procurement/orders/delivered/${order.id}`, { headers: buyer, data: {} });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  // Delivered, the money stays held while the buyer may still claim; once the window passes with no claim, it goes.
  await page.goto('/wallet/home');
  await expect(page.getByTestId('balance-held')).toHaveText(formatMoney(order.totalMinor));
  await settleAsIfWindowPassed(request, order.id);
  await page.reload();
  await expect(page.getByTestId('balance-held')).toHaveText(formatMoney(0));

  // The seller's wallet shows the proceeds: the total less the commission on the goods and the VAT on it.
  const sellerPage = await signedInPage(browser, 'seller@example.com');
  await sellerPage.goto(`/wallet/transactions?search=${order.number}`);
  const line = sellerPage.getByRole('row').filter({ hasText: `Proceeds of order ${order.number}` });
  const commission = commissionOf(order.subtotalMinor, 150);
  await expect(line).toContainText(`+${formatMoney(order.totalMinor - commission - vatOf(commission, 750))}`);
});

test('the wallet transactions are filtered by dates typed into From and To', async ({ page, request }) => {
  const buyer = await apiSignIn(request, 'buyer@example.com');
  const lines = async (query: string) =>
    (await (await request.get(`/api/v1/wallet/transactions?PageSize=200${query}`, { headers: buyer })).json()) as {
      totalRecords: number;
      data: { createdAt: string }[];
    };
  // The demo buyer's history spans many days: a window that leaves out its first and last days.
  const all = await lines('');
  const lagosDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
  const days = [...new Set(all.data.map((line) => lagosDay.format(new Date(line.createdAt))))].sort();
  expect(days.length, 'days with wallet lines').toBeGreaterThanOrEqual(3);
  const [from, to] = [days[1]!, days.at(-2)!];
  const expected = (await lines(`&from=${from}&to=${to}`)).totalRecords;
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(all.totalRecords);

  await signIn(page, 'buyer@example.com');
  await page.goto('/wallet/transactions');
  await expect(page.getByRole('status')).toHaveText(`${all.totalRecords} lines`);
  // Typed key by key, as a person types: the half-typed date stays in the field.
  await page.getByRole('textbox', { name: 'From' }).pressSequentially(from);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${from}(&|$)`));
  await page.getByRole('textbox', { name: 'To' }).pressSequentially(to);
  await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}$`));
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(from);
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(to);
  await expect(page.getByRole('status')).toHaveText(`${expected} ${expected === 1 ? 'line' : 'lines'} match`);
  await expect(page.getByRole('table', { name: 'Wallet transactions' }).getByRole('row')).toHaveCount(Math.min(expected, 20) + 1);
});
