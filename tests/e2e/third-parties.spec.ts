/**
 * Third parties (spec §1) load only when configured, and the browser tests run without any of
 * them configured: so no page may ask anything of another origin, and the page policy allows
 * none. (What each setting adds is covered by tests/unit/third-parties.test.ts.)
 */
import { expect, test, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'Demo-Password-1';

/** Every address the page asks for, from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function outside(urls: string[], origin: string): string[] {
  return urls.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Bring lazy pictures and islands that wait for the viewport into play.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

test('home, product, sign-in and checkout pages ask nothing of another origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const urls = recordRequests(page);

  await page.goto('/');
  await settle(page);
  const product = (await (await page.request.get('/api/v1/marketplace/get-product?productId=1')).json()).data;
  await page.goto(product.url);
  await settle(page);
  await page.goto('/search?q=acid');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await settle(page);

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await settle(page);

  expect(urls.length).toBeGreaterThan(10);
  expect(outside(urls, origin)).toEqual([]);
});

test('by default the page policy allows no outside origin, and no third-party tag is on the page', async ({ page }) => {
  await page.goto('/');
  const policy = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
  const directives = new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/);
        return [name!, sources] as const;
      }),
  );
  expect(directives.get('script-src')!.filter((s) => !s.startsWith("'sha"))).toEqual(["'self'"]);
  expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
  expect(directives.get('connect-src')).toEqual(["'self'"]);
  expect(directives.get('font-src')).toEqual(["'self'"]);
  expect(directives.get('frame-src')).toEqual(["'none'"]);
  expect(directives.get('style-src')!.filter((s) => !s.startsWith("'sha"))).toEqual(["'self'", "'unsafe-inline'"]);
  expect(await page.locator('script[src^="http"], link[rel="stylesheet"][href^="http"], link[rel="preconnect"]').count()).toBe(0);
});
