/**
 * A newcomer's `npm start`, without SMTP_URL: the emails it would have sent are read at
 * /dev/mailbox (src/gateway/platform/mail/dev-mailbox.ts), links and one-time codes included. These run on
 * the second all-in-one server of playwright.config.ts (project dev-mailbox), which has no mail
 * server, no PUBLIC_SITE_URL and the demo accounts.
 */
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './demo-accounts.ts';

const PASSWORD = 'Granite-Harbour-58-Lagos';
const DEMO_BUYER = 'buyer@example.com';
const DEMO_BUYER_PIN = '482916';

/** The newest message to `to` in the development mailbox, as the browser shows it. */
async function newestMessageTo(page: Page, to: string) {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Development mailbox' })).toBeVisible();
  return page
    .getByRole('article')
    .filter({ hasText: `To ${to}` })
    .first();
}

test('a new user reads the confirmation email at /dev/mailbox, follows its link and signs in', async ({ page }) => {
  const email = `kemi.${Date.now()}@ibadan-resins.test`;
  await page.goto('/auth/register');
  await page.getByLabel('A company').check();
  await page.getByLabel('Buy', { exact: true }).check();
  await page.getByLabel('Full name').fill('Kemi Adeyemi');
  await page.getByLabel('Company name').fill('Ibadan Resins Ltd');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email');

  const message = await newestMessageTo(page, email);
  await expect(message.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await expect(message.locator('time')).toBeVisible();
  // The body as it would arrive, in its sandboxed frame; its button-link opens in the window.
  await message.frameLocator('iframe').getByRole('link', { name: 'Confirm my email' }).click();
  await expect(page).toHaveURL(/\/confirm-email\?token=/);
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onboarding\/account/);
});

/** Changes the wallet PIN on the wallet's settings page, with the one-time code read at /dev/mailbox in another tab. */
async function changePin(page: Page, from: string, to: string): Promise<void> {
  await page.goto('/wallet/settings');
  await expect(page.getByRole('heading', { name: 'Change your PIN' })).toBeVisible();
  await page.getByLabel('Current PIN').fill(from);
  await page.getByLabel('New PIN (6 digits)').fill(to);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByLabel('The 6-digit code')).toBeVisible();

  const mailbox = await page.context().newPage();
  const message = await newestMessageTo(mailbox, DEMO_BUYER);
  await expect(message.getByRole('heading')).toContainText('is your ChemMarket Africa code');
  const body = (await message.frameLocator('iframe').locator('body').textContent()) ?? '';
  expect(body).toContain('Your one-time code to change your wallet PIN is');
  // The code has a paragraph of its own: six digits, with no other digit beside them.
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(body)?.[1];
  expect(code).toBeTruthy();
  await mailbox.close();

  await page.getByLabel('The 6-digit code').fill(code!);
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(page.getByText('Code accepted.')).toBeVisible();
  await page.getByRole('button', { name: 'Change the PIN' }).click();
  // The toast says so (the one before it may still be up), and the form is cleared for another change.
  await expect(page.locator('.notyf__toast').filter({ hasText: 'Your wallet PIN is changed.' }).last()).toBeVisible();
  await expect(page.getByLabel('Current PIN')).toHaveValue('');
}

test('the demo buyer changes the wallet PIN with a code read from /dev/mailbox', async ({ page }) => {
  await signIn(page, DEMO_BUYER);
  await changePin(page, DEMO_BUYER_PIN, '730518');
  // The new PIN is the one asked for now (the gateway refuses a wrong one): changed back with it,
  // so the demo's PIN stays as documented.
  await changePin(page, '730518', DEMO_BUYER_PIN);
});
