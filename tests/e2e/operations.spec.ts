/**
 * The operations console in the browser: an operator sees what waits in each queue and that the
 * ledger balances; a company user is not shown the console; an operator rejects a business
 * verification with a reason the customer then reads, and the audit log keeps who did it and why;
 * an operator answers a buyer's product request, and an answer someone else gave first is said.
 * The data comes through the real API: a new company registered, confirmed and verified against the
 * identity stand-in, and product requests asked by the demo buyer.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import { IDENTITY_URL, MAILBOX } from '../../playwright.config.ts';
import { minimalPdf } from '../fixtures/pdf.ts';
import { apiSignIn, DEMO_PASSWORD, signedInPage } from './demo-accounts.ts';

/** Numbers and names no other test uses: one BVN or RC number verifies one wallet. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The stand-ins' controls and the API answer JSON; a refusal fails the test with its body. */
async function post(request: APIRequestContext, url: string, data: unknown, headers?: Record<string, string>) {
  const answer = await request.post(url, { data, ...(headers ? { headers } : {}) });
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

/**
 * A new buyer company whose owner is person verified (tier 1) and whose business waits for an
 * operator (tier 2): registered and confirmed by email like anyone, through the API.
 */
async function companyAwaitingReview(request: APIRequestContext) {
  const n = unique();
  const person = { firstName: 'Emeka', lastName: `Nwosu${n.slice(-3)}` };
  const company = `Onitsha Solvents ${n} Ltd`;
  const email = `owner.${n}@onitsha-solvents.test`;
  const password = 'Niger-Bridge-41-Onitsha';
  await post(request, `${IDENTITY_URL}/__stand-in/people`, {
    idType: 'bvn',
    number: `223${n}`,
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: '1979-07-21',
  });
  // The registry knows another address than the one the company will give.
  await post(request, `${IDENTITY_URL}/__stand-in/businesses`, {
    companyType: 'RC',
    number: n.slice(-7),
    companyName: company,
    address: '3 Port Harcourt Road, Onitsha, Anambra',
  });

  await post(request, '/api/v1/Account/register', {
    email,
    password,
    fullName: `${person.firstName} ${person.lastName}`,
    accountType: 'company',
    businessUserType: 'buyer',
    companyName: company,
  });
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const messages: { text: string }[] = await (await request.get(`${MAILBOX}?to=${encodeURIComponent(email)}`)).json();
        token = messages.map((m) => /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean);
        return token;
      },
      { timeout: 20_000, message: `the confirmation email to ${email}` },
    )
    .toBeTruthy();
  await post(request, '/api/v1/Account/confirm-email', { token });
  const signIn = await post(request, '/api/v1/Account/authenticate', { email, password });
  const headers = { Authorization: `Bearer ${signIn.data.jwToken}` };
  await post(request, '/api/v1/onboarding/complete', { accountType: 'company', businessUserType: 'buyer', companyName: company }, headers);
  await post(request, '/api/v1/wallet/new', {}, headers);
  const verified = await post(
    request,
    '/api/v1/wallet/verification/person',
    { idType: 'bvn', idNumber: `223${n}`, dateOfBirth: '1979-07-21' },
    headers,
  );
  expect(verified.data.tier).toBe(1);

  const upload = async (name: string) => {
    const answer = await request.post('/api/v1/fileupload/document', {
      headers,
      multipart: { file: { name, mimeType: 'application/pdf', buffer: minimalPdf() } },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).data.id as string;
  };
  const submitted = await post(
    request,
    '/api/v1/wallet/verification/business',
    {
      companyType: 'RC',
      registrationNumber: n.slice(-7),
      tin: `${n}-0001`,
      registeredAddress: '12 New Market Road, Onitsha, Anambra',
      incorporationFileId: await upload('certificate.pdf'),
      proofOfAddressFileId: await upload('utility-bill.pdf'),
    },
    headers,
  );
  expect(submitted.data.business.status).toBe('in_review');
  return { company, headers, verificationId: submitted.data.business.id as string };
}

/** A product request of the demo buyer's, with a name no other test uses. */
async function productRequest(request: APIRequestContext) {
  const buyer = await apiSignIn(request, 'buyer@example.com');
  const productName = `Propylene glycol USP, lot ${unique()}`;
  const asked = await post(
    request,
    '/api/v1/productrequest/new',
    {
      productName,
      casNumber: '57-55-6',
      quantity: '12 drums of 215 kg',
      deliveryCountry: 'NG',
      details: 'For a cough syrup line in Ikeja.',
    },
    buyer,
  );
  return { productName, id: asked.data.id as string, buyer };
}

/** A queue item's card, looked for page by page (waiting items are oldest first). */
async function findItem(page: Page, name: string): Promise<Locator> {
  const item = page.getByRole('article', { name });
  await expect(page.getByRole('group', { name: 'Show items' })).toBeVisible();
  for (;;) {
    await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
    if (await item.isVisible()) return item;
    const next = page.getByRole('navigation', { name: /^Pages of/ }).getByRole('button', { name: 'Next' });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(item).toBeVisible();
  return item;
}

test('an operator sees what waits in each queue and that the ledger balances @phone', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('operator@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);

  await page.goto('/operations');
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  const counts = page.getByRole('list', { name: 'Waiting for a decision' }).getByRole('link');
  await expect(counts).toHaveText([
    /^\d+Verifications waiting$/,
    /^\d+Beneficiaries waiting$/,
    /^\d+Payouts waiting$/,
    /^\d+Product requests waiting$/,
    /^\d+Financing waiting$/,
    /^\d+Reported messages waiting$/,
  ]);
  await expect(page.getByTestId('ledger-status')).toHaveText(
    /^✓\s*Ledger balanced: \d+ accounts, [\d,]+ transfers, checked at \d+ \w+ \d{4}, \d\d:\d\d$/,
  );
  await expect(page.getByRole('tab', { name: /^Verifications/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Waiting' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page);

  // The ledger tab, kept in the address: a reload opens it again.
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await expect(page).toHaveURL(/\/operations\?tab=ledger$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Ledger' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Platform accounts and their sums' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Newest transfers, newest first' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page);

  // A count in the header opens its queue.
  await counts.filter({ hasText: 'Product requests' }).click();
  await expect(page).toHaveURL(/\/operations\?tab=product-requests$/);
  await expect(page.getByRole('tab', { name: /^Product requests/ })).toHaveAttribute('aria-selected', 'true');
});

test('a company user is not shown the console, nor an Operations group in the menu', async ({ browser, request }) => {
  const page = await signedInPage(browser, 'buyer@example.com');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/operations')) asked.push(r.url());
  });
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Operations' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Operations' })).toHaveCount(0);

  await page.goto('/operations');
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  await expect(page.getByText("This area is for the marketplace's operations team.")).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Operations' })).toHaveCount(0);
  await expect(page.getByTestId('ledger-status')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Waiting for a decision' })).toHaveCount(0);
  expect(asked).toEqual([]);

  // The gateway refuses too: operators are a platform role, not a company's.
  const headers = await apiSignIn(request, 'buyer@example.com');
  expect((await request.get('/api/v1/operations/summary', { headers })).status()).toBe(403);
  await page.context().close();
});

test('an operator rejects a business verification with a reason; the customer reads it and the audit log keeps it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { company, headers, verificationId } = await companyAwaitingReview(request);
  const page = await signedInPage(browser, 'operator@example.com');
  await page.goto('/operations');
  const item = await findItem(page, `${company} Business verification`);

  // What the operator decides on: the submission beside the registry's answer, and the documents.
  await expect(item.getByText('Under review')).toBeVisible();
  const address = item.getByRole('row', { name: /Registered address/ });
  await expect(address).toContainText('Differs');
  await expect(address).toContainText('12 New Market Road, Onitsha, Anambra');
  await expect(address).toContainText('3 Port Harcourt Road, Onitsha, Anambra');
  const saved = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Certificate of incorporation' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('certificate-of-incorporation.pdf');

  // Rejecting needs a reason the customer can read.
  await item.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject: ${company}, business verification` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('must say why, in a sentence the customer will read')).toBeVisible();
  const reason = 'The proof of address shows another address than the CAC record. Send a bill for 3 Port Harcourt Road.';
  await dialog.getByLabel('Reason, shown to the customer').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  const news = page.getByRole('tabpanel').getByRole('status').first();
  await expect(news).toHaveText(`Rejected: ${company}, business verification.`);
  await expect(news).toBeFocused();
  await expect(page.getByRole('article', { name: company })).toHaveCount(0);

  // The customer reads the reason; a second decision is refused.
  const state = await (await request.get('/api/v1/wallet/verification', { headers })).json();
  expect(state.data.business).toMatchObject({ status: 'rejected', reason });
  const operator = await apiSignIn(request, 'operator@example.com');
  expect((await request.post(`/api/v1/operations/verifications/${verificationId}/approve`, { headers: operator, data: {} })).status()).toBe(
    409,
  );

  // Decided, with its history in the audit log: who, what, why, before and after.
  await page.getByRole('button', { name: 'Decided' }).click();
  const decided = await findItem(page, `${company} Business verification`);
  await expect(decided.getByText('Not accepted')).toBeVisible();
  await expect(decided).toContainText(reason);
  await decided.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`tab=audit.*subject=${verificationId}`));
  const log = page.getByRole('table', { name: 'Operator actions, newest first' });
  const entry = log.getByRole('row').filter({ hasText: 'Rejected verification' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('operator@example.com');
  await expect(entry).toContainText(reason);
  await entry.getByText('Before and after').click();
  await expect(entry.getByRole('heading', { name: 'Before' }).locator('xpath=..')).toContainText('"status": "in_review"');
  await expect(entry.getByRole('heading', { name: 'After' }).locator('xpath=..')).toContainText('"status": "rejected"');
  await expectNoSeriousViolations(page);
  await page.context().close();
});

test('an operator answers a product request: sourcing first, then closed; the buyer sees each', async ({ browser, request }) => {
  const { productName, id, buyer } = await productRequest(request);
  const page = await signedInPage(browser, 'operator@example.com');
  await page.goto('/operations?tab=product-requests');
  const item = await findItem(page, productName);
  await expect(item.getByText('Waiting for an answer')).toBeVisible();
  await expect(item).toContainText('12 drums of 215 kg');
  await expect(item).toContainText('Nigeria');

  await item.getByRole('button', { name: 'Answer' }).click();
  let dialog = page.getByRole('dialog', { name: `Answer: ${productName}` });
  await expect(dialog.getByLabel('Still looking for suppliers')).toBeChecked();
  const first = 'Two suppliers in Lagos were asked for USP grade; expect their offers within a week.';
  await dialog.getByLabel('Message to the buyer').fill(first);
  await dialog.getByRole('button', { name: 'Send the answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tabpanel').getByRole('status').first()).toHaveText(
    `Answered: ${productName} for Okafor Paints Manufacturing Ltd.`,
  );
  await expect(item.getByText('Looking for suppliers')).toBeVisible();
  await expect(item).toContainText(first);
  const mine = async () =>
    (
      (await (await request.get('/api/v1/productrequest/get-all?PageSize=200', { headers: buyer })).json()).data as {
        id: string;
        status: string;
      }[]
    ).find((r) => r.id === id)?.status;
  expect(await mine()).toBe('sourcing');

  await item.getByRole('button', { name: 'Answer again' }).click();
  dialog = page.getByRole('dialog', { name: `Answer: ${productName}` });
  await dialog.getByLabel('Message to the buyer').fill('Sourced: Lagos Pharma Chemicals lists it now, with a quote waiting for you.');
  await dialog.getByLabel('Close the request').check();
  await dialog.getByRole('button', { name: 'Send the answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: productName })).toHaveCount(0);
  expect(await mine()).toBe('closed');

  await page.getByRole('button', { name: 'Decided' }).click();
  await expect((await findItem(page, productName)).getByText('Closed', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Operator actions, newest first' });
  await expect(log.getByRole('row').filter({ hasText: id })).toHaveText([
    /Answered and closed product request/,
    /Answered, sourcing product request/,
  ]);
  await page.context().close();
});

test('an answer someone else gave first is said, and the queue shows the current state', async ({ browser, request }) => {
  const { productName, id } = await productRequest(request);
  const page = await signedInPage(browser, 'operator@example.com');
  await page.goto('/operations?tab=product-requests');
  const item = await findItem(page, productName);
  await item.getByRole('button', { name: 'Answer' }).click();
  const dialog = page.getByRole('dialog', { name: `Answer: ${productName}` });
  await dialog.getByLabel('Message to the buyer').fill('We cannot source a USP grade into Nigeria this quarter.');
  await dialog.getByLabel('Close the request').check();

  // Meanwhile another operator closes it.
  const other = await apiSignIn(request, 'operator@example.com');
  await post(
    request,
    `/api/v1/operations/product-requests/${id}/answer`,
    { message: 'Closed: sourced from Kano.', status: 'closed' },
    other,
  );

  await dialog.getByRole('button', { name: 'Send the answer' }).click();
  await expect(dialog).toBeHidden();
  const news = page.getByRole('tabpanel').getByRole('status').first();
  await expect(news).toHaveText('This request is already closed. The list now shows the current state.');
  await expect(news).toBeFocused();
  await expect(page.getByRole('article', { name: productName })).toHaveCount(0);
  await page.context().close();
});
