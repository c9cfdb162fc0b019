/**
 * Signing in as the demo accounts (src/gateway/seed/demo-accounts.ts) in a page or through the API,
 * and holding the demo buyer's cart while a test checks out through it.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_DIR } from '../../playwright.config.ts';
import { minPackages } from '../../src/contracts/commerce.ts';

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

const BUYER_CART_LOCK = `${E2E_DIR}/locks/buyer-cart`;

/** Whether the process that wrote a lock is gone (a worker that timed out is replaced, and never releases). */
function ownerGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * The demo buyer's cart lives on the server, one for every spec, and checkout buys all of it: a test
 * that fills it and checks out holds it meanwhile, so two such tests running at once never buy each
 * other's lines. Held until the end of the block: `await using _cart = await holdBuyerCart();`.
 */
export async function holdBuyerCart(): Promise<AsyncDisposable> {
  await mkdir(`${E2E_DIR}/locks`, { recursive: true });
  const started = Date.now();
  const deadline = started + 150_000;
  for (;;) {
    try {
      await writeFile(BUYER_CART_LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(await readFile(BUYER_CART_LOCK, 'utf8').catch(() => ''));
    if (owner && ownerGone(owner)) {
      // Moved aside first, so that of two tests finding it stale only one removes it.
      const stale = `${BUYER_CART_LOCK}.${process.pid}`;
      const movedAside = await rename(BUYER_CART_LOCK, stale).then(
        () => true,
        () => false,
      );
      if (movedAside) await rm(stale, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`The demo buyer's cart is still held by process ${owner}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The wait for another test's checkout is not this test's time: its own budget starts now.
  const budget = test.info().timeout;
  if (budget > 0) test.info().setTimeout(budget + (Date.now() - started));
  return { [Symbol.asyncDispose]: () => rm(BUYER_CART_LOCK, { force: true }) };
}

/**
 * A published product of the demo seller's storefront with a package in stock for `atLeastMinor`
 * worth of it (at least its minimum order, two packages to spare), and that quantity; with
 * `belowMinor`, one whose quantity costs less than that.
 */
export async function sellersProduct(request: APIRequestContext, atLeastMinor = 0, belowMinor = Number.POSITIVE_INFINITY) {
  const headers = await apiSignIn(request, 'seller@example.com');
  const list = await (await request.get('/api/v1/product/get-products?Status=published&PageSize=50', { headers })).json();
  for (const row of list.data as { id: number }[]) {
    const response = await request.get(`/api/v1/marketplace/get-product?productId=${row.id}`);
    if (!response.ok()) continue;
    const product = (await response.json()).data;
    // Dangerous goods that other tests put on sale (restricted ones need an end-use declaration) are left to their own tests.
    if (product.transport?.dangerous) continue;
    for (const pkg of product.packages as { id: number; label: string; size: number; unit: string; stock: number; priceMinor: number }[]) {
      const quantity = Math.max(minPackages(product, pkg), Math.ceil(atLeastMinor / pkg.priceMinor));
      if (pkg.priceMinor * quantity >= belowMinor) continue;
      // A product page only exists for products in the build; the first ones always are.
      const pageResponse = await request.get(product.url);
      if (pageResponse.ok() && pkg.stock >= quantity + 2) return { product, pkg, quantity };
    }
  }
  throw new Error('The demo seller has no product with a package in stock');
}
