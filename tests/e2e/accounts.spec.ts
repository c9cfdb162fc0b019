import { expect, test, type Page } from '@playwright/test';
import { linkFromMail } from './mailbox.ts';

const PASSWORD = 'Granite-Harbour-58-Lagos';
const DEMO_PASSWORD = 'Demo-Password-1';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The refresh token must never be readable by page JavaScript. */
async function expectNoRefreshTokenInPage(page: Page) {
  const cookies = await page.evaluate(() => document.cookie);
  expect(cookies).not.toContain('refresh_token');
  const all = await page.context().cookies();
  const refresh = all.find((c) => c.name === 'refresh_token');
  if (refresh) expect(refresh.httpOnly).toBe(true);
}

test('a visitor registers, confirms the email, signs in, finishes onboarding and reaches the dashboard', async ({ page }) => {
  const email = `amina.${Date.now()}@lagos-plastics.test`;
  await page.goto('/auth/register');
  await page.getByLabel('A company').check();
  await page.getByLabel('Buy', { exact: true }).check();
  await page.getByLabel('Full name').fill('Amina Bello');
  await page.getByLabel('Company name').fill('Lagos Plastics Ltd');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email');

  const link = await linkFromMail(page, email, /http:\/\/127\.0\.0\.1:\d+\/confirm-email\?token=[A-Za-z0-9_-]+/);
  await page.goto(link);
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/onboarding\/account/);
  await expectNoRefreshTokenInPage(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/company/);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/onboarding\/complete\/company/);
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();

  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Amina' })).toBeVisible();
  await expect(page.getByText('Lagos Plastics Ltd')).toBeVisible();
  await expectNoRefreshTokenInPage(page);
});

test('the guard sends a signed-out visitor to sign in, and back to the page they asked for', async ({ page }) => {
  await page.goto('/procurement/my-orders');
  await expect(page).toHaveURL(/\/auth\/login\?redirected_from=%2Fprocurement%2Fmy-orders/);
  await signIn(page, 'buyer@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/procurement\/my-orders$/);
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  // The sidebar of a buyer shows buying, not selling.
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders received' })).toHaveCount(0);
});

test('a signed-out visit to the checkout goes to sign in before any checkout code loads', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/auth\/login\?redirected_from=%2Fcheckout$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.filter((path) => /checkout/i.test(path))).toEqual([]);
});

test('an expired session leads to the login page with its message, then back where the user was', async ({ page, context }) => {
  await page.goto('/auth/login');
  await signIn(page, 'seller@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

  // The session ends on the gateway's side: the refresh cookie is gone and the access token is stale.
  const session = (await context.cookies()).find((c) => c.name === 'session')!;
  const stored = JSON.parse(decodeURIComponent(session.value));
  stored.jwToken = `${stored.jwToken.split('.')[0]}.e30.invalid-signature`;
  await context.clearCookies({ name: 'refresh_token' });
  await context.addCookies([{ ...session, value: encodeURIComponent(JSON.stringify(stored)) }]);

  // The dashboard's code arrives late (a slow line), after the header's own calls found the session ended.
  await page.route(/\/_astro\/Dashboard\.[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/account/settings');
  await expect(page).toHaveURL(/\/auth\/login\?info=session_expired&redirected_from=%2Faccount%2Fsettings/);
  await expect(page.getByText('Your session expired')).toBeVisible();
  await signIn(page, 'seller@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/settings$/);
});

test('signing out ends the session and lands on the home page', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'buyer@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/overview$/);
  await expectNoRefreshTokenInPage(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a signed-in person on a catalog page sees the account menu instead of the sign-in link', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'buyer@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/markets');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeHidden();
  await expect(page.locator('.account-menu summary')).toContainText('Adaeze Okafor');
});

test('the login page refuses to send anyone off-site after signing in', async ({ page }) => {
  await page.goto('/auth/login?redirected_from=https%3A%2F%2Fevil.example%2Fsteal');
  await signIn(page, 'buyer@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/overview$/);
});
