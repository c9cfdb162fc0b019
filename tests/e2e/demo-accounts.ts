/** Signing in as the demo accounts (src/gateway/seed/demo-accounts.ts) in a page or through the API. */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Password-1';

/** Opens the sign-in page and signs in; the dashboard's overview opens. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);
}

/** A page of a new browser context, signed in. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** Signs in through the API; the headers carry the access token. */
export async function apiSignIn(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post('/api/v1/Account/authenticate', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  return { Authorization: `Bearer ${(await response.json()).data.jwToken}` };
}
