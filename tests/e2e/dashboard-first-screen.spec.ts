/**
 * The dashboard's first screen asks for its data from the HTML, before the app's code loads
 * (src/components/EarlyCalls.astro, src/islands/dashboard/first-calls.ts): on each area, every
 * early call goes out once and the area uses its answer instead of asking again; signed out,
 * nothing is asked; with an access token that no longer works, the area still loads (the
 * client's normal call refreshes the session).
 */
import { get } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { firstCalls } from '../../src/islands/dashboard/first-calls.ts';
import { signedInPage } from './demo-accounts.ts';

/**
 * The calls under /api a page asked for while it opened `path` (path and query, in order), and
 * which of them went out while the HTML was still being read, before any module script could run
 * (module scripts wait for the document's end: only the page's inline script can ask that soon).
 */
async function callsWhileOpening(page: Page, path: string, heading: RegExp): Promise<{ calls: string[]; fromHtml: string[] }> {
  const calls: string[] = [];
  const record = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname.slice('/api'.length) + url.search);
  };
  page.on('request', record);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  const fromHtml = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < navigation!.domInteractive && new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => {
        const url = new URL(entry.name);
        return url.pathname.slice('/api'.length) + url.search;
      });
  });
  return { calls, fromHtml };
}

const AREAS: { email: string; path: string; heading: RegExp }[] = [
  // The dashboard reads the profile on arrival and these areas show it: one call serves both.
  { email: 'buyer@example.com', path: '/overview', heading: /^Welcome/ },
  { email: 'buyer@example.com', path: '/account/settings', heading: /^Account settings/ },
  { email: 'seller@example.com', path: '/overview', heading: /^Welcome/ },
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
    // Signing in lands on the overview, whose own calls must not be counted as the first area's.
    await page.waitForLoadState('networkidle');
    for (const area of AREAS.filter((a) => a.email === email)) {
      const { calls, fromHtml } = await callsWhileOpening(page, area.path, area.heading);
      for (const call of firstCalls(area.path)) {
        const asked = `${call} on ${area.path} (asked: ${calls.join(', ')}; from the HTML: ${fromHtml.join(', ')})`;
        expect(
          calls.filter((c) => c === call),
          asked,
        ).toHaveLength(1);
        expect(fromHtml, asked).toContain(call);
      }
    }
    await page.context().close();
  });
}

test('signed out, the dashboard sends the visitor to sign in before asking for any of its code or data', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/v1/wallet') || /^\/_astro\/dashboard/i.test(path)) asked.push(path);
  });
  await page.goto('/wallet/home?tab=1');
  await expect(page).toHaveURL(/\/auth\/login\?redirected_from=%2Fwallet%2Fhome%3Ftab%3D1$/);
  expect(asked).toEqual([]);
});

test('with an access token that no longer works, the area still loads through the session refresh', async ({ browser }) => {
  const page = await signedInPage(browser, 'buyer@example.com');
  // Nothing of the overview still on its way (a refresh cut short by leaving would spend the refresh token).
  await page.waitForLoadState('networkidle');
  const context = page.context();
  const session = (await context.cookies()).find((c) => c.name === 'session')!;
  const stored = JSON.parse(decodeURIComponent(session.value));
  await context.addCookies([{ ...session, value: encodeURIComponent(JSON.stringify({ ...stored, jwToken: `${stored.jwToken}x` })) }]);
  await page.goto('/wallet/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Wallet/ })).toBeVisible();
  await expect(page.getByText('Available', { exact: true }).first()).toBeVisible();
  await context.close();
});

/** The script files (their names without the build's hash) a page loaded until the network settled. */
async function scriptFiles(page: Page, path: string): Promise<string[]> {
  const files: string[] = [];
  const record = (request: { url(): string; resourceType(): string }) => {
    if (request.resourceType() === 'script')
      files.push(new URL(request.url()).pathname.replace(/^\/_astro\//, '').replace(/\.[\w-]+\.js$/, ''));
  };
  page.on('request', record);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return files;
}

test("what the layout runs on every page comes as one file, the signed-in header's badges as one, and the dashboard's frame as one more, loaded by no other page", async ({
  browser,
  page,
}) => {
  // The home page: what the layout's script imports (the version and build checks, the error
  // screen, the colour mode, toasts) comes as one file, not a file each.
  const home = await scriptFiles(page, '/');
  expect(home).toContain('platform');
  for (const part of ['build-check', 'version-check', 'fatal-error', 'color-mode', 'route-change', 'toast'])
    expect(home, `${part} is a file of its own`).not.toContain(part);

  const buyer = await signedInPage(browser, 'buyer@example.com');
  const wallet = await scriptFiles(buyer, '/wallet/home');
  expect(wallet).toContain('dashboard');
  // The frame's own modules are in that file, not files of their own (each of these was a file
  // of its own before the grouping).
  for (const frame of ['routes', 'build-check']) expect(wallet, `${frame} is a file of its own`).not.toContain(frame);
  // The header's unread badges and their counts come as one file (four before the grouping), and
  // a signed-out visitor's page does not load it.
  expect(wallet).toContain('signed-in');
  for (const part of ['unread-count', 'unread-notifications', 'unread-messages'])
    expect(wallet, `${part} is a file of its own`).not.toContain(part);
  expect(home).not.toContain('signed-in');
  // A signed-in visit to a public page with islands does not load the dashboard's file.
  expect(await scriptFiles(buyer, '/cart')).not.toContain('dashboard');
  await buyer.context().close();
});

test('a chart below the first screen loads Chart.js only when it comes near the screen, and then draws', async ({ browser }) => {
  const buyer = await signedInPage(browser, 'buyer@example.com');
  await buyer.setViewportSize({ width: 390, height: 700 });
  const drawingFiles: string[] = [];
  buyer.on('request', (request) => {
    if (/daily-chart-drawing|chart\.js/i.test(new URL(request.url()).pathname)) drawingFiles.push(request.url());
  });
  await buyer.goto('/wallet/home');
  const chart = buyer.getByRole('img', { name: /came in and .* went out/ });
  // The chart is on the page (its effect has run) but a phone's first screen does not reach it.
  await expect(chart).toBeAttached();
  await buyer.waitForLoadState('networkidle');
  expect(await chart.evaluate((canvas) => canvas.getBoundingClientRect().top - innerHeight)).toBeGreaterThan(400);
  expect(drawingFiles, 'Chart.js was loaded for a first screen without a chart').toEqual([]);

  await chart.scrollIntoViewIfNeeded();
  await expect.poll(() => drawingFiles.length).toBeGreaterThan(0);
  // Chart.js sizes the canvas to its box once it draws.
  await expect.poll(() => chart.evaluate((canvas) => (canvas as HTMLCanvasElement).style.height)).toBe('260px');
  await buyer.context().close();
});

test('on a phone, the finance overview does not move its heading or anything below it when its figures arrive', async ({ browser }) => {
  const buyer = await signedInPage(browser, 'buyer@example.com');
  await buyer.setViewportSize({ width: 412, height: 823 });
  // On a slow connection the area shows before its figures do: the answer is held until then.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await buyer.route('**/api/v1/financing/overview', async (route) => {
    await held;
    await route.continue();
  });
  await buyer.goto('/finance');
  await expect(buyer.getByRole('heading', { level: 1, name: /^Finance/ })).toBeVisible();
  // The app is here (its statement button works) and holds the figures' places until they come.
  await expect(buyer.getByRole('button', { name: 'Download statement (CSV)' })).toBeEnabled();
  const figures = buyer.getByRole('list', { name: 'Figures' });
  await expect(figures.locator('.pending-figure').first()).toBeVisible();
  release();
  await expect(figures.getByTestId('finance-owed')).toHaveText(/\d/);
  await expect(figures.locator('.pending-figure')).toHaveCount(0);
  // Every shift the browser reported since the page opened, of an element inside the area.
  const moved = await buyer.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const area = document.querySelector('.finance-area');
        const found: string[] = [];
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
          for (const entry of list.getEntries() as Shift[])
            for (const source of entry.sources ?? [])
              if (source.node && area?.contains(source.node)) found.push(`${(source.node as Element).className} by ${entry.value}`);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 300);
      }),
  );
  expect(moved).toEqual([]);
  await buyer.context().close();
});

/** Areas whose first screen is figures or a list: they show without the forms' schemas. */
const WITHOUT_SCHEMAS: {
  email: string;
  path: string;
  heading: RegExp;
  /** What shows once the screen is complete, where the page never goes quiet (a live stream). */
  ready?: string;
}[] = [
  { email: 'buyer@example.com', path: '/procurement/my-orders', heading: /^My orders/ },
  { email: 'buyer@example.com', path: '/finance', heading: /^Finance/ },
  { email: 'buyer@example.com', path: '/financing/list', heading: /^Financing/ },
  { email: 'buyer@example.com', path: '/procurement/documents', heading: /^Documents/ },
  { email: 'buyer@example.com', path: '/wallet/transactions', heading: /^Wallet transactions/ },
  { email: 'buyer@example.com', path: '/procurement/my-requests', heading: /^My requests/ },
  { email: 'buyer@example.com', path: '/procurement/claims', heading: /^Claims/ },
  { email: 'buyer@example.com', path: '/procurement/messages', heading: /^Messages/, ready: 'Choose a conversation' },
  { email: 'seller@example.com', path: '/storefront', heading: /^Storefront/ },
  { email: 'seller@example.com', path: '/storefront/orders', heading: /^Orders/ },
  { email: 'seller@example.com', path: '/storefront/products', heading: /^Products/ },
  { email: 'seller@example.com', path: '/campaign/list', heading: /^Campaigns/ },
  { email: 'seller@example.com', path: '/storefront/requests', heading: /^Requests received/ },
  { email: 'seller@example.com', path: '/storefront/claims', heading: /^Claims received/ },
  { email: 'seller@example.com', path: '/storefront/messages', heading: /^Buyers’ messages/, ready: 'Choose a conversation' },
];

for (const email of ['buyer@example.com', 'seller@example.com']) {
  test(`the first screens of ${email}'s lists and figures show without loading the schemas library`, async ({ browser }) => {
    // zod marks the page's global object when its core runs.
    const zodLoaded = (page: Page) => page.evaluate(() => '__zod_globalConfig' in globalThis);
    const page = await signedInPage(browser, email);
    for (const area of WITHOUT_SCHEMAS.filter((a) => a.email === email)) {
      await page.goto(area.path);
      await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
      if (area.ready) await expect(page.getByText(area.ready)).toBeVisible();
      else await page.waitForLoadState('networkidle');
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      expect(await zodLoaded(page), `${area.path} loaded zod`).toBe(false);
    }
    // A screen with a form does load it, so the check above can tell.
    await page.goto('/account/settings');
    await expect(page.getByRole('heading', { level: 1, name: /^Account settings/ })).toBeVisible();
    await expect.poll(() => zodLoaded(page)).toBe(true);
    await page.context().close();
  });
}

/**
 * The areas whose first screen the page's HTML carries (src/islands/dashboard/first-screens.ts):
 * their cards, with each figure's place held, are on screen before any of the page's code has
 * run; the app then draws the same screen with the figures, each card where it was.
 */
const FIRST_SCREENS = [
  { email: 'seller@example.com', path: '/storefront', note: 'quotes, samples and documents waiting for you', heading: /^Storefront/ },
  { email: 'buyer@example.com', path: '/finance', note: 'Left to repay on the instalments not paid yet.', heading: /^Finance/ },
  {
    email: 'buyer@example.com',
    path: '/wallet/home',
    note: 'Paid to sellers when you confirm delivery; back to you if an order is cancelled.',
    heading: /^Wallet/,
  },
];

for (const screen of FIRST_SCREENS) {
  test(`${screen.path} shows its cards from the HTML, before the app's code, and the app fills them in where they are`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, screen.email);
    await page.waitForLoadState('networkidle');
    const note = page.getByText(screen.note, { exact: true });

    await page.route('**/_astro/**/*.js', (route) => route.abort());
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(note).toBeVisible();
    await expect(page.locator('.pending-figure').first()).toBeVisible();
    const drawnByTheHtml = await note.boundingBox();

    await page.unroute('**/_astro/**/*.js');
    await page.goto(screen.path);
    // The figures have come: no place is held any more, and the area's own controls work.
    await expect(page.locator('.pending-figure')).toHaveCount(0);
    await expect(page.locator('.list-head button:disabled')).toHaveCount(0);
    expect(await note.boundingBox()).toEqual(drawnByTheHtml);
    await page.context().close();
  });
}

/** The bytes of the answer at `url` as they travel, compressed as a browser asks for it, with its headers. */
function bytesOnTheWire(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (answer) => {
      let bytes = answer.rawHeaders.join(': \r\n').length;
      answer.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      answer.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

test("a dashboard page's HTML comes within the first round trip of a new connection", async ({ baseURL }) => {
  // Ten packets (about 14.6 KB) is what a new connection carries before its first acknowledgement:
  // a page larger than that waits one round trip more for its first paint (decision 050).
  for (const path of ['/overview', '/wallet/home', '/finance', '/storefront', '/procurement/my-orders', '/wallet/transactions']) {
    expect(await bytesOnTheWire(new URL(path, baseURL)), path).toBeLessThanOrEqual(14_000);
  }
});
