/**
 * Verification and payouts in the browser, end to end: a new seller company lists a product and
 * sells it (through the API: the demo buyer pays from its wallet, the seller ships, the buyer
 * confirms delivery), so the order's proceeds less the commission are in the seller's wallet; the
 * seller verifies its owner (tier 1, a BVN the identity stand-in knows) and the business (tier 2,
 * CAC number, TIN, address and two PDFs); an operator approves the business in the operations
 * console; the seller adds a bank account (the bank's name for it shown first, then the PIN and a
 * one-time code) and withdraws part of the proceeds above its warning limit (a confirmation and a
 * one-time code), and the Paystack stand-in pays it out. With the stand-in failing transfers, a
 * second payout fails, the page says the money is back, and the balance is whole again.
 */
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { IDENTITY_URL, PAYSTACK_URL } from '../../playwright.config.ts';
import { formatMoney } from '../../src/contracts/money.ts';
import { nubanWithCheckDigit } from '../../src/contracts/verification.ts';
import { commissionOf } from '../../src/gateway/wallet/order-money.ts';
import { vatOf } from '../../src/contracts/tax.ts';
import { minimalPdf } from '../fixtures/pdf.ts';
import { apiSignIn, signedInPage } from './demo-accounts.ts';
import { confirmWithCode, mailTo } from './mailbox.ts';
import { settleAsIfWindowPassed } from './settlement.ts';

const PASSWORD = 'Kiln-Harmattan-58-Ikeja';
const PIN = '582917';

const ACCESS_BANK = '044';

/** The demo buyer's wallet PIN (README, "Demo accounts"). */
const BUYER_WALLET_PIN = '482916';
/** What the seller's one package sells for, and what its wallet receives on delivery (less the 1.5 % commission). */
const PRICE = 200_000_00;
/** The new seller charges no VAT and has no delivery options, so the buyer pays the price; the platform takes its commission and the VAT on it. */
const PROCEEDS = PRICE - commissionOf(PRICE, 150) - vatOf(commissionOf(PRICE, 150), 750);

/**
 * The seller of one attempt, with numbers no other attempt uses (one BVN or CAC number verifies
 * one wallet), known to the identity stand-in and, for the bank account, to the Paystack stand-in.
 */
function newSeller() {
  const stamp = String(Date.now());
  return {
    email: `finance.${stamp}@ikeja-resins.test`,
    person: { firstName: 'Folake', lastName: 'Adeyemi', bvn: `224${stamp.slice(-8)}`, dateOfBirth: '1984-06-02' },
    company: { name: `Ikeja Resins ${stamp.slice(-5)} Ltd`, rc: stamp.slice(-7) },
    product: `Long oil alkyd resin ${stamp.slice(-5)}`,
    account: { number: nubanWithCheckDigit(ACCESS_BANK, stamp.slice(-9)), name: `IKEJA RESINS ${stamp.slice(-5)} LIMITED` },
  };
}
type Seller = ReturnType<typeof newSeller>;

/** The stand-ins' controls answer plain JSON; a refusal fails the test with its body. */
async function control(request: APIRequestContext, url: string, data: unknown): Promise<void> {
  const answer = await request.post(url, { data });
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
}

/** A call to the gateway that must succeed (the test fails with its answer otherwise); the answer's data. */
async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  headers: Record<string, string>,
  data: unknown = {},
): Promise<T> {
  const answer = method === 'get' ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data as T;
}

/**
 * The new storefront's first sale, through the API: the seller lists and publishes a product with
 * one package in stock (its first product opens the storefront); the demo buyer buys one package,
 * paying from its wallet; the seller accepts and ships it and the buyer confirms delivery, which
 * pays the proceeds into the seller company's wallet. The order's number.
 */
async function sellOnePackage(request: APIRequestContext, { email, product }: Seller): Promise<string> {
  const signIn = await api<{ jwToken: string }>(request, 'post', '/api/v1/Account/authenticate', {}, { email, password: PASSWORD });
  const seller = { Authorization: `Bearer ${signIn.jwToken}` };
  const [market] = await api<{ id: number }[]>(request, 'get', '/api/v1/marketplace/getmarkets?PageSize=1', {});
  const draft = await api<{ id: number; packages: { id: number }[] }>(request, 'post', '/api/v1/product/add-product', seller, {
    name: product,
    grade: 'Technical',
    physicalForm: 'liquid',
    marketId: market!.id,
    moq: 200,
    moqUnit: 'kg',
    description: 'Long oil alkyd resin for decorative paints, 70 % solids in white spirit.',
    packages: [{ label: '200 kg drum', unit: 'kg', size: 200, priceMinor: PRICE, stock: 10 }],
  });
  await api(request, 'post', '/api/v1/product/update-product', seller, { id: draft.id, status: 'published' });

  const buyer = await apiSignIn(request, 'buyer@example.com');
  const [address] = await api<{ id: string }[]>(request, 'get', '/api/v1/shippingaddress/get-all', buyer);
  const bought = await api<{ orders: { id: string; number: string; subtotalMinor: number }[] }>(
    request,
    'post',
    '/api/v1/shoppingcart/confirm-purchase',
    { ...buyer, 'Idempotency-Key': `e2e-payouts-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    {
      items: [{ packageId: draft.packages[0]!.id, quantity: 1 }],
      shippingAddressId: address!.id,
      paymentMethod: 'wallet',
      walletPin: BUYER_WALLET_PIN,
    },
  );
  expect(bought.orders).toHaveLength(1);
  const order = bought.orders[0]!;
  expect(order.subtotalMinor).toBe(PRICE);

  await api(request, 'post', `/api/v1/storefront/orders/accept/${order.id}`, seller);
  await api(request, 'post', `/api/v1/storefront/orders/ship/${order.id}`, seller, { trackingNote: 'Own truck, waybill IKR-0417' });
  const delivered = await api<{ status: string }>(request, 'post', `/api/v1/procurement/orders/delivered/${order.id}`, buyer);
  expect(delivered.status).toBe('delivered');
  // The claim window passes with no claim: the seller is paid.
  await settleAsIfWindowPassed(request, order.id);
  const wallet = await api<{ wallet: { balances: { available: number; held: number } } }>(request, 'get', '/api/v1/wallet/details', seller);
  expect(wallet.wallet.balances).toMatchObject({ available: PROCEEDS, held: 0 });
  return order.number;
}

/** The seller company registers, confirms its email and onboards like anyone, then opens its wallet and sets a PIN. */
async function register(page: Page, { email, person, company }: Seller): Promise<void> {
  await page.goto('/auth/register');
  await page.getByLabel('A company').check();
  await page.getByLabel('Sell', { exact: true }).check();
  await page.getByLabel('Full name').fill(`${person.firstName} ${person.lastName}`);
  await page.getByLabel('Company name').fill(company.name);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailTo(page.request, email))
          .map((text) => /http:\/\/127\.0\.0\.1:\d+\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(text)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000, message: `the confirmation email to ${email}` },
    )
    .toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onboarding\/account/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/onboarding\/complete\/company/);

  await page.goto('/wallet/home');
  await page.getByRole('button', { name: 'Open the wallet' }).click();
  await expect(page.getByTestId('verify-banner')).toContainText('Payouts to a bank account need a verified identity');
  await page.goto('/wallet/settings');
  await page.getByLabel('New PIN (6 digits)').fill(PIN);
  await page.getByLabel('The PIN again').fill(PIN);
  await page.getByRole('button', { name: 'Set the PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Change your PIN' })).toBeVisible();
}

test('a seller is paid for a delivered order, verifies the business, an operator approves it, and the seller withdraws the proceeds; a failed payout returns the money', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const seller = newSeller();
  const { email, person, company, account } = seller;
  await control(request, `${IDENTITY_URL}/__stand-in/people`, {
    idType: 'bvn',
    number: person.bvn,
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth,
  });
  await control(request, `${IDENTITY_URL}/__stand-in/businesses`, {
    companyType: 'RC',
    number: company.rc,
    companyName: company.name,
    address: '14 Oba Akran Avenue, Ikeja, Lagos',
  });
  // Transfers succeed, whatever an earlier attempt of this test left the stand-in saying.
  await control(request, `${PAYSTACK_URL}/__stand-in/transfer-outcome`, { outcome: 'success' });
  await control(request, `${PAYSTACK_URL}/__stand-in/accounts`, {
    bankCode: ACCESS_BANK,
    accountNumber: account.number,
    accountName: account.name,
  });
  await register(page, seller);

  // The storefront's first order is delivered: its proceeds, less the commission, are in the wallet.
  const order = await sellOnePackage(request, seller);

  // Payouts wait for verification: the page shows the proceeds, says why they cannot go out yet and offers no way around it.
  await page.goto('/wallet/payouts');
  await expect(page.getByTestId('payout-available')).toHaveText(formatMoney(PROCEEDS));
  await expect(page.getByRole('note').filter({ hasText: 'Payouts to a bank account need a verified identity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();

  // Tier 1: the owner's BVN and date of birth, checked at once by the identity provider.
  await page.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/wallet\/verification$/);
  await expect(page.getByTestId('verification-tier')).toHaveText('Tier 0 · Email verified');
  await expect(page.getByText('keep only its last four digits')).toBeVisible();
  await page.getByLabel('Your BVN (11 digits)').fill(person.bvn);
  await page.getByLabel('Date of birth').fill(person.dateOfBirth);
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByTestId('verification-tier')).toHaveText('Tier 1 · Person verified', { timeout: 20_000 });
  const identity = page.getByRole('region', { name: 'Tier 1 · Your identity' });
  await expect(identity.getByText(`•••••••${person.bvn.slice(-4)}`)).toBeVisible();
  await expect(identity).not.toContainText(person.bvn);

  // Tier 2: the registration, the TIN, the address and two documents, then our team's review.
  const business = page.getByRole('region', { name: 'Tier 2 · Your business' });
  await business.getByLabel('RC number', { exact: true }).fill(company.rc);
  await business.getByLabel('Tax identification number (TIN)').fill('20456789-0001');
  await business.getByLabel('Registered address').fill('14 Oba Akran Avenue, Ikeja, Lagos');
  for (const [label, name] of [
    ['Certificate of incorporation or registration', 'certificate.pdf'],
    ['Proof of address (a utility bill or bank statement under 3 months old)', 'utility-bill.pdf'],
  ] as const) {
    await business.getByLabel(label).setInputFiles({ name, mimeType: 'application/pdf', buffer: minimalPdf() });
    await expect(business.getByRole('link', { name: `${name} (PDF)` })).toBeVisible();
  }
  await business.getByRole('button', { name: 'Verify the business' }).click();
  await expect(business.getByText('Under review', { exact: true })).toBeVisible({ timeout: 20_000 });

  // An operator approves it in the operations console.
  const operator = await signedInPage(browser, 'operator@example.com');
  await operator.goto('/operations');
  const item = operator.getByRole('article', { name: company.name });
  await item.getByRole('button', { name: 'Approve' }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByRole('dialog')).toBeHidden();
  await operator.context().close();

  await page.reload();
  await expect(page.getByTestId('verification-tier')).toHaveText('Tier 2 · Business verified');
  await expect(page.getByText('Your wallet is fully verified')).toBeVisible();

  // The wallet holds the order's proceeds, and its history says where they came from.
  await page.goto(`/wallet/transactions?search=${order}`);
  await expect(page.getByRole('row').filter({ hasText: `Proceeds of order ${order}` })).toContainText(`+${formatMoney(PROCEEDS)}`);
  await page.goto('/wallet/home');
  await expect(page.getByTestId('balance-available')).toHaveText(formatMoney(PROCEEDS));

  // A bank account: the bank names it before anything is saved, then the PIN and a one-time code.
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/wallet\/payouts$/);
  await page.getByRole('button', { name: 'Add a bank account' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a bank account' });
  await addDialog.getByLabel('Bank', { exact: true }).selectOption(ACCESS_BANK);
  await addDialog.getByLabel('Account number (10 digits)').fill(account.number);
  await addDialog.getByRole('button', { name: 'Check the account' }).click();
  await expect(addDialog.getByTestId('resolved-name')).toHaveText(account.name);
  await expect(addDialog.getByText('does not match')).toHaveCount(0);
  await addDialog.getByLabel('Your wallet PIN').fill(PIN);
  await confirmWithCode(page, email, /add a bank account/);
  await addDialog.getByRole('button', { name: 'Add the account' }).click();
  await expect(addDialog).toBeHidden();
  const added = page.getByRole('list', { name: 'Bank accounts' }).getByRole('listitem');
  await expect(added).toContainText(account.number);
  await expect(added).toContainText('Ready');

  // A warning limit below the payout: it then needs a confirmation and a one-time code, as at checkout.
  await page.goto('/wallet/settings');
  await page.getByLabel('Warning limit (₦)').fill('50,000');
  await page.getByLabel('Your PIN', { exact: true }).fill(PIN);
  await page.getByRole('button', { name: 'Save the limits' }).click();
  await expect(page.locator('.notyf__toast').filter({ hasText: 'Your limits are saved.' })).toBeVisible();

  // Part of the proceeds out (a new bank account takes at most ₦100,000 in all for a day): on its
  // way, then paid out; the wallet is down by its amount.
  await page.goto('/wallet/payouts');
  const history = page.getByRole('table', { name: 'Payouts' });
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw to a bank account' });
  await expect(withdraw.getByLabel('To', { exact: true })).toHaveValue(/.+/);
  await withdraw.getByLabel('Amount (₦)').fill('60,000');
  await withdraw.getByLabel('Your wallet PIN').fill(PIN);
  await withdraw
    .getByLabel(`I confirm this payout of ${formatMoney(60_000_00)}, above my warning limit of ${formatMoney(50_000_00)}.`)
    .check();
  await confirmWithCode(page, email, /confirm a large payment/);
  await withdraw.getByRole('button', { name: `Withdraw ${formatMoney(60_000_00)}` }).click();
  await expect(withdraw).toBeHidden();
  const paid = history.getByRole('row').filter({ hasText: formatMoney(60_000_00) });
  await expect(paid).toContainText('Paid out', { timeout: 30_000 });
  await expect(page.getByTestId('payout-available')).toHaveText(formatMoney(PROCEEDS - 60_000_00));

  // With the provider failing transfers, the next payout fails and its money comes back. The
  // stand-in's outcome holds for every new transfer: no other spec changes it, and this one sets it back.
  await control(request, `${PAYSTACK_URL}/__stand-in/transfer-outcome`, { outcome: 'failed' });
  try {
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await withdraw.getByLabel('Amount (₦)').fill('30,000');
    await withdraw.getByLabel('Your wallet PIN').fill(PIN);
    await withdraw.getByRole('button', { name: `Withdraw ${formatMoney(30_000_00)}` }).click();
    await expect(withdraw).toBeHidden();
    const failed = history.getByRole('row').filter({ hasText: formatMoney(30_000_00) });
    await expect(failed).toContainText('Failed, money returned', { timeout: 30_000 });
    await expect(failed).toContainText('Could not credit the beneficiary account');
    await expect(failed).toContainText(`${formatMoney(30_000_00)} is back in your wallet`);
    await expect(page.getByTestId('payout-available')).toHaveText(formatMoney(PROCEEDS - 60_000_00));
  } finally {
    await control(request, `${PAYSTACK_URL}/__stand-in/transfer-outcome`, { outcome: 'success' });
  }
});
