import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'Demo-Password-1';

async function signIn(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);
}

/** Reads a value from the page, across the reloads the version check causes. */
const storedVersion = (page: Page) => page.evaluate(() => localStorage.getItem('APP_VERSION')).catch(() => 'reloading');

test.describe('the version check', () => {
  // The check's request must reach the route below: a service worker that took control of the page
  // after the first visit would answer it itself, and the release would never look new.
  test.use({ serviceWorkers: 'block' });

  test('a new release version clears the readable cookies, stores the version and reloads; the same version does nothing', async ({
    page,
    context,
  }) => {
    const current = (await (await page.request.get('/version.json')).json()).version as string;
    await page.goto('/markets');
    await expect.poll(() => storedVersion(page)).toBe(current);

    // The same version: nothing happens (no reload, cookies kept).
    await context.addCookies([{ name: 'probe', value: '1', url: page.url() }]);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    // A deploy of a new release: the next check clears cookies and reloads.
    await page.route('**/version.json', (route) => route.fulfill({ json: { version: '99.0.0' } }));
    // Counted as documents shown, not load events: the check may answer before the visit's load
    // event, and a reload then replaces the page before that event fires.
    let shown = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) shown++;
    });
    await page.goto('/markets');
    await expect.poll(() => shown).toBe(2); // the visit, then the reload
    await expect.poll(() => storedVersion(page)).toBe('99.0.0');
    expect((await context.cookies()).find((c) => c.name === 'probe')).toBeUndefined();
  });
});

test('a failed version request changes nothing', async ({ page }) => {
  await page.goto('/markets');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('APP_VERSION'))).not.toBeNull();
  const before = await page.evaluate(() => localStorage.getItem('APP_VERSION'));
  await page.route('**/version.json', (route) => route.abort());
  await page.reload();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => localStorage.getItem('APP_VERSION'))).toBe(before);
});

test.describe('after a deploy removed an old chunk', () => {
  // A visitor whose service worker has not cached the chunk: the request really fails.
  test.use({ serviceWorkers: 'block' });

  test('a chunk that fails to load reloads the page once when a newer build exists', async ({ page }) => {
    await signIn(page);
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', builtAt: new Date().toISOString() } }),
    );
    await page.route('**/builds/meta/a-newer-build.json', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', version: '0.1.0', builtAt: new Date().toISOString() } }),
    );
    await page.route(/\/_astro\/user-management-Area\.[^/]+\.js$/, (route) => route.abort());
    await page.waitForLoadState('load'); // the overview's own load must not be counted
    const loads: number[] = [];
    page.on('load', () => loads.push(Date.now()));
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users and roles' }).click();
    await expect.poll(() => loads.length, { timeout: 10_000 }).toBe(1);
    // The reloaded page asks for the same missing chunk: the 10-second guard stops a loop, and the
    // error screen stays.
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.waitForTimeout(3000);
    expect(loads.length).toBe(1);
  });

  test('a newer build whose record (builds/meta) is not there yet is not reloaded into', async ({ page }) => {
    await signIn(page);
    const asked: string[] = [];
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'a-build-still-deploying', builtAt: new Date().toISOString() } }),
    );
    await page.route('**/builds/meta/**', (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, body: 'not found' });
    });
    await page.route(/\/_astro\/user-management-Area\.[^/]+\.js$/, (route) => route.abort());
    await page.waitForLoadState('load');
    const loads: number[] = [];
    page.on('load', () => loads.push(Date.now()));
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users and roles' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect.poll(() => asked).toContain('/builds/meta/a-build-still-deploying.json');
    expect(loads.length).toBe(0);
  });

  test('a fault in an island shows the error screen, whose button goes home', async ({ page }) => {
    await signIn(page);
    await page.route(/\/_astro\/user-management-Area\.[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users and roles' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('500')).toBeVisible();
    await page.getByRole('button', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test('the dashboard names a route it does not know', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/overview/nothing-here');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Page not found: /overview/nothing-here' })).toBeVisible();
});

test.describe('with the service worker', () => {
  // The browser tests keep service workers out (playwright.config.ts); this one is about it.
  test.use({ serviceWorkers: 'allow' });

  test('pages work offline from the service worker', async ({ page, context }) => {
    await page.goto('/markets');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload(); // the page is now fetched through the worker, which keeps a copy
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markets');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markets');
    await page.goto('/producers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await context.setOffline(false);
  });
});

test('toasts stack at the top right below the header and close after 5 seconds', async ({ page }) => {
  await page.goto('/markets');
  await page.evaluate(() => {
    (window as unknown as { toastsShownAt: number }).toastsShownAt = performance.now();
    for (const n of [1, 2, 3]) window.showToast(`Toast ${n}`);
  });
  const toasts = page.locator('.notyf__toast');
  await expect(toasts).toHaveCount(3);
  // The toast itself, not its container (which covers the whole viewport): its right edge at the
  // viewport's right, its top near the top, and it sits in the right half.
  const viewport = page.viewportSize()!;
  for (const toast of await toasts.all()) {
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.x).toBeGreaterThan(viewport.width / 2);
  }
  // Below the header, never over its search, cart and account.
  const header = (await page.locator('.site-header').boundingBox())!;
  const first = (await toasts.first().boundingBox())!;
  expect(first.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(first.y).toBeLessThan(header.y + header.height + 100);
  // How long they stayed, measured in the page, so a slow machine cannot shorten it.
  const shownFor = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const started = (window as unknown as { toastsShownAt: number }).toastsShownAt;
        const check = () =>
          document.querySelectorAll('.notyf__toast').length === 0 ? resolve(performance.now() - started) : setTimeout(check, 50);
        check();
      }),
  );
  expect(shownFor).toBeGreaterThanOrEqual(4500);
  expect(shownFor).toBeLessThan(8000);
});

test('on a phone, toasts sit at the bottom of the screen, clear of the header @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/markets');
  await page.evaluate(() => window.showToast('Saved'));
  const toast = page.locator('.notyf__toast');
  await expect(toast).toBeVisible();
  const header = (await page.locator('.site-header').boundingBox())!;
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThan(header.y + header.height);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
});

test('on phones from 360 to 412 px wide, every link of the header shows whole @phone', async ({ page }) => {
  for (const width of [360, 390, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/markets');
    const nav = page.getByRole('navigation', { name: 'Catalog', exact: true });
    const controls = [
      nav.locator('summary', { hasText: 'Markets' }),
      nav.locator('summary', { hasText: 'Applications' }),
      nav.getByRole('link', { name: 'Suppliers' }),
      nav.getByRole('link', { name: 'Producers' }),
      nav.getByLabel('Colour mode'),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    }
    // The brand's mark keeps its size beside the cart and the account.
    expect((await page.locator('.site-header .logo svg').boundingBox())!.width, `${width} px`).toBe(32);
    // Nothing hidden in a sideways scroll, and the page itself does not scroll sideways.
    expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
});

test('a toast can be closed from the keyboard by its named close button, and has no accessibility violation', async ({ page }) => {
  await page.goto('/markets');
  await page.evaluate(() => window.showToast('Saved'));
  const close = page.getByRole('button', { name: 'Close the message' });
  await expect(close).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).include('.notyf').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // The scan can outlast a toast's 5 s on a busy machine: the keyboard closes a toast shown now.
  // Another toast is shown just before it: had the time run out rather than the key closed it,
  // the older one would have gone first.
  await page.evaluate(() => window.showToast('Shown first'));
  await page.evaluate(() => window.showToast('Saved again'));
  const first = page.locator('.notyf__toast').filter({ hasText: 'Shown first' });
  const again = page.locator('.notyf__toast').filter({ hasText: 'Saved again' });
  await again.getByRole('button', { name: 'Close the message' }).focus();
  await page.keyboard.press('Enter');
  await expect(again).toHaveCount(0);
  await expect(first).toHaveCount(1);
});

test('at most 20 toasts are on screen: the 21st pushes out the oldest', async ({ page }) => {
  await page.goto('/markets');
  await page.evaluate(() => {
    for (let n = 1; n <= 21; n++) window.showToast(`Toast ${n}`);
  });
  const toasts = page.locator('.notyf__toast');
  await expect(toasts.filter({ hasText: 'Toast 21' })).toHaveCount(1);
  await expect(toasts).toHaveCount(20);
  const messages = page.locator('.notyf__toast .notyf__message');
  await expect(messages.filter({ hasText: /^Toast 1$/ })).toHaveCount(0);
  await expect(messages.filter({ hasText: /^Toast 2$/ })).toHaveCount(1);
});

test('dark mode survives a reload and is applied before the first paint', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { themeAtParse: string | undefined }).themeAtParse = document.documentElement.dataset.theme;
    });
  });
  await page.goto('/markets');
  await page.getByLabel('Colour mode').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtParse?: string }).themeAtParse)).toBe('dark');
  await expect(page.getByLabel('Colour mode')).toHaveValue('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(13, 17, 23)');
});

test('pages send the security headers and a script policy without unsafe-inline', async ({ page }) => {
  const response = await page.goto('/markets');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  const scriptSrc = /script-src ([^;]+)/.exec(meta ?? '')?.[1] ?? '';
  expect(scriptSrc).toContain("'sha");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const asset =
    (await page.locator('script[src^="/_astro/"], link[href^="/_astro/"]').first().getAttribute('src')) ??
    (await page.locator('link[href^="/_astro/"]').first().getAttribute('href'));
  if (asset) expect((await page.request.get(asset)).headers()['cache-control']).toContain('immutable');
  expect((await page.request.get('/version.json')).headers()['cache-control']).toContain('max-age=0');
});

test.describe('app start (spec §4)', () => {
  type Node = { id: number; name: string; subMenu: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.subMenu)]);
  const isBuiltTrees = (url: string) => new URL(url).pathname === '/catalog-trees.json';

  test('a page with an island fetches the markets and applications the gateway lists', async ({ page, request }) => {
    const menu = async (path: string) => (await (await request.get(`/api/v1/${path}?ShowSubMenu=true&PageSize=200`)).json()).data as Node[];
    const fetched = page.waitForResponse((response) => isBuiltTrees(response.url()));
    await page.goto('/cart'); // an island that shows neither
    const answer = await fetched;
    expect(answer.status()).toBe(200);
    const trees = (await answer.json()) as { markets: Node[]; applications: Node[] };
    expect(flat(trees.markets).map((n) => n.name)).toEqual(flat(await menu('marketplace/getmarkets-menu')).map((n) => n.name));
    expect(flat(trees.applications).map((n) => n.name)).toEqual(flat(await menu('technologies/tech-menu')).map((n) => n.name));
  });

  test('the stores filled at start serve the product form when the gateway’s lists fail', async ({ page, request }) => {
    const markets = (await (await request.get('/api/v1/marketplace/getmarkets-menu?ShowSubMenu=true&PageSize=200')).json()).data as Node[];
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('seller@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/overview$/);
    // The gateway's markets and applications lists, which the form asks for, fail from now on.
    await page.route(
      (url) => /\/api\/v1\/(marketplace\/getmarkets|technologies\/gettechnologies)$/.test(url.pathname),
      (route) => route.abort(),
    );
    await page.goto('/storefront/products/add-product');
    const market = page.locator('#dashboard-main').getByLabel('Market', { exact: true });
    await expect(market.locator('option')).toHaveCount(1 + flat(markets).length);
    await expect(market).toBeEnabled();
    await expect(page.getByText('could not be loaded')).toHaveCount(0);
  });

  test('a page without an island fetches nothing for them', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => isBuiltTrees(r.url()) && asked.push(r.url()));
    await page.goto('/markets', { waitUntil: 'networkidle' });
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
