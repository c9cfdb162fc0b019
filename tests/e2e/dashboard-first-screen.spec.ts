/**
 * The dashboard's first screen asks for its data from the HTML, before the app's code loads
 * (src/components/EarlyCalls.astro, src/islands/dashboard/first-calls.ts): on each area, every
 * early call goes out once and the area uses its answer instead of asking again; signed out,
 * nothing is asked; with an access token that no longer works, the area still loads (the
 * client's normal call refreshes the session).
 */
import { expect, test, type Page } from '@playwright/test';
import { firstCalls } from '../../src/islands/dashboard/first-calls.ts';
import { signedInPage } from './demo-accounts.ts';

const APP_CODE = /^\/_astro\/DashboardApp\./;

/**
 * What a page asked for while it opened `path`, in order: calls under /api as path and query, and
 * "app code" where it asked for the dashboard app's script.
 */
async function callsWhileOpening(page: Page, path: string, heading: RegExp): Promise<string[]> {
  const calls: string[] = [];
  const record = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname.slice('/api'.length) + url.search);
    else if (APP_CODE.test(url.pathname)) calls.push('app code');
  };
  page.on('request', record);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return calls;
}

const AREAS: { email: string; path: string; heading: RegExp }[] = [
  { email: 'buyer@example.com', path: '/wallet/home', heading: /^Wallet/ },
  { email: 'buyer@example.com', path: '/procurement/my-orders', heading: /^My orders/ },
  { email: 'buyer@example.com', path: '/procurement/documents', heading: /^Documents/ },
  { email: 'buyer@example.com', path: '/financing/list', heading: /^Financing/ },
  { email: 'buyer@example.com', path: '/company/settings', heading: /^Company settings/ },
  { email: 'seller@example.com', path: '/storefront', heading: /^Storefront/ },
  { email: 'seller@example.com', path: '/storefront/orders', heading: /^Orders/ },
  { email: 'seller@example.com', path: '/storefront/products', heading: /^Products/ },
];

for (const email of ['buyer@example.com', 'seller@example.com']) {
  test(`each first call of ${email}'s areas goes out once, from the page, and the area uses it`, async ({ browser }) => {
    const page = await signedInPage(browser, email);
    for (const area of AREAS.filter((a) => a.email === email)) {
      const calls = await callsWhileOpening(page, area.path, area.heading);
      const appCode = calls.indexOf('app code');
      expect(appCode, `the app's code on ${area.path}`).toBeGreaterThan(0);
      for (const call of firstCalls(area.path)) {
        const asked = `${call} on ${area.path} (asked: ${calls.join(', ')})`;
        expect(
          calls.filter((c) => c === call),
          asked,
        ).toHaveLength(1);
        expect(calls.indexOf(call), `${asked}: before the app's code`).toBeLessThan(appCode);
      }
    }
    await page.context().close();
  });
}

test('signed out, the dashboard asks the gateway for nothing before sending the visitor to sign in', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/wallet')) calls.push(request.url());
  });
  await page.goto('/wallet/home');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(calls).toEqual([]);
});

test('with an access token that no longer works, the area still loads through the session refresh', async ({ browser }) => {
  const page = await signedInPage(browser, 'buyer@example.com');
  const context = page.context();
  const session = (await context.cookies()).find((c) => c.name === 'session')!;
  const stored = JSON.parse(decodeURIComponent(session.value));
  await context.addCookies([{ ...session, value: encodeURIComponent(JSON.stringify({ ...stored, jwToken: `${stored.jwToken}x` })) }]);
  await page.goto('/wallet/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Wallet/ })).toBeVisible();
  await expect(page.getByText('Available', { exact: true }).first()).toBeVisible();
  await context.close();
});
