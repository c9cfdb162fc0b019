import { expect, test, type Page } from '@playwright/test';
import { signIn } from './demo-accounts.ts';

/**
 * The version check after client-side route changes in the dashboard (spec §4, src/lib/version-check.ts):
 * each move between dashboard areas asks /version.json exactly once, and a move after a new
 * release reloads the page. The service worker is kept out so that every request the page makes
 * reaches the network (and page.route) directly; it does not handle /version.json anyway.
 */
test.use({ serviceWorkers: 'block' });

const isVersionRequest = (url: string) => new URL(url).pathname === '/version.json';

/** Waits until no /version.json request has started for `quietMs`; returns how many there were. */
async function settledCount(count: () => number, quietMs = 750): Promise<number> {
  let last = -1;
  while (last !== count()) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
  return last;
}

/** Moves to a dashboard area through the sidebar, on the client. */
async function openArea(page: Page, name: string, path: RegExp) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('#dashboard-main')).toHaveAttribute('aria-label', name);
}

test('each client-side route change in the dashboard fetches /version.json once; after a new release the next change reloads the page', async ({
  page,
}) => {
  const versionRequests: string[] = [];
  page.on('request', (request) => {
    if (isVersionRequest(request.url())) versionRequests.push(request.url());
  });
  const loaded: string[] = []; // the address of each page load, in order
  page.on('load', (p) => {
    loaded.push(p.url());
  });

  await signIn(page, 'buyer@example.com');
  await page.waitForLoadState('load');
  const current = (await (await page.request.get('/version.json')).json()).version as string;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('APP_VERSION'))).toBe(current);
  let before = await settledCount(() => versionRequests.length);
  expect(before).toBeGreaterThan(0); // the overview's own load checked too

  // A marker in the page's memory: it survives client-side moves and goes with a reload.
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  const loadsBefore = loaded.length;

  const areas: [string, RegExp][] = [
    ['My orders', /\/procurement\/my-orders$/],
    ['My requests', /\/procurement\/my-requests$/],
    ['Shipping addresses', /\/procurement\/shipping-addresses$/],
    ['Account settings', /\/account\/settings$/],
    ['Overview', /\/overview$/],
  ];
  for (const [name, path] of areas) {
    await openArea(page, name, path);
    await expect.poll(() => versionRequests.length, { message: `a /version.json request after opening ${name}` }).toBeGreaterThan(before);
    const after = await settledCount(() => versionRequests.length);
    expect(after - before, `/version.json requests after opening ${name}`).toBe(1);
    before = after;
  }
  // All of that happened on the client: no page load, the page's memory kept.
  expect(loaded.slice(loadsBefore)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  // A new release is deployed: the next route change notices and reloads the page.
  const next = `${current}-next`;
  await page.route('**/version.json', (route) => route.fulfill({ json: { version: next } }));
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect.poll(() => loaded.length, { message: 'a page load after the route change' }).toBeGreaterThan(loadsBefore);
  // The reload of the new route; with the session's cookies cleared, its guard may send the person
  // to sign in before that page's load event fires, so the first load seen can be the sign-in page
  // on the way back to the new route.
  const first = new URL(loaded[loadsBefore]!);
  expect(`${first.pathname}${first.search}`).toMatch(
    /^\/account\/notifications$|^\/auth\/login\?redirected_from=%2Faccount%2Fnotifications$/,
  );
  await expect.poll(() => page.evaluate(() => localStorage.getItem('APP_VERSION')).catch(() => 'reloading')).toBe(next);
  await settledCount(() => loaded.length + versionRequests.length, 1500);
  // The check also cleared the readable cookies, the session's among them, so the reloaded
  // dashboard may send the person to sign in again, back to this route afterwards.
  await expect(page).toHaveURL(/\/account\/notifications$|\/auth\/login\?redirected_from=%2Faccount%2Fnotifications$/);
  expect(loaded.length - loadsBefore, `page loads after the release: ${loaded.slice(loadsBefore).join(', ')}`).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();

  // The reloaded page checked again, found the version it stored, and stays: no reload loop.
  const settledLoads = loaded.length;
  await page.waitForTimeout(2000);
  expect(loaded.slice(settledLoads)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('APP_VERSION'))).toBe(next);
});
