/**
 * Spec constants a person meets without naming them: the session cookie's lifetime and scope
 * (§9), the personal onboarding step (§2), and the chart's resize debounce (§9).
 */
import { expect, test } from '@playwright/test';
import { linkFromMail } from './mailbox.ts';
import { signIn } from './demo-accounts.ts';

const PASSWORD = 'Granite-Harbour-58-Lagos';

test('the session cookie lasts 60 days and is sent to this site only (SameSite=Strict)', async ({ page, context }) => {
  await signIn(page, 'buyer@example.com');
  const session = (await context.cookies()).find((cookie) => cookie.name === 'session');
  expect(session, 'the session cookie').toBeDefined();
  expect(session!.sameSite).toBe('Strict');
  expect(session!.path).toBe('/');
  const days = (session!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(59.9);
  expect(days).toBeLessThanOrEqual(60);
});

test('a person signing up for themselves goes through /onboarding/personal to the dashboard', async ({ page }) => {
  const email = `tunde.${Date.now()}@example.test`;
  await page.goto('/auth/register');
  // The form is pre-rendered: a choice made before the island runs would be drawn over.
  await expect(page.getByRole('button', { name: 'Create my account' })).toBeEnabled();
  await page.getByLabel('Just me').check();
  await expect(page.getByLabel('Just me')).toBeChecked();
  await page.getByLabel('Buy', { exact: true }).check();
  await page.getByLabel('Full name').fill('Tunde Okoro');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email');
  await page.goto(await linkFromMail(page, email, /http:\/\/127\.0\.0\.1:\d+\/confirm-email\?token=[A-Za-z0-9_-]+/));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onboarding\/account/);
  await expect(page.getByLabel('Just me')).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/personal/);
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveCount(0);
  await page.getByLabel('Country').selectOption('GH');
  await page.getByLabel('Phone (optional)').fill('+233 20 000 0000');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/onboarding\/complete\/personal/);
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Tunde' })).toBeVisible();
});

test('a chart lays itself out again only once its box has stopped changing size for 150 ms', async ({ page }) => {
  // Without motion a chart draws once per change, so a late drawing can only be the debounced update.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'seller@example.com');
  await page.goto('/storefront');
  const canvas = page.locator('canvas').first();
  await expect(canvas).toBeVisible();
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(0);

  // In the page: when the window changed size (the chart's box follows in the same frame), and
  // when the chart drew itself (every drawing starts by clearing its canvas).
  await canvas.evaluate((c: HTMLCanvasElement) => {
    const w = window as unknown as { resizes: number[]; draws: number[] };
    w.resizes = [];
    w.draws = [];
    addEventListener('resize', () => w.resizes.push(performance.now()));
    const clear = CanvasRenderingContext2D.prototype.clearRect;
    CanvasRenderingContext2D.prototype.clearRect = function (...args: [number, number, number, number]) {
      if (this.canvas === c) w.draws.push(performance.now());
      return clear.apply(this, args);
    };
  });
  for (const width of [1200, 1100, 1000, 900]) await page.setViewportSize({ width, height: 900 });

  const timeline = () =>
    page.evaluate(() => {
      const w = window as unknown as { resizes: number[]; draws: number[] };
      return { resizes: [...w.resizes], draws: [...w.draws] };
    });
  // The update comes 150 ms (or, on a busy machine, later) after the last change of size; without
  // the debounce it would come with the change itself, and nothing would be drawn that late.
  await expect
    .poll(async () => {
      const { resizes, draws } = await timeline();
      const last = Math.max(...resizes);
      return draws.some((t) => t - last >= 140);
    })
    .toBe(true);
});

test.describe('markets and applications in client state (§3, §4)', () => {
  const MARKETS = /\/api\/v1\/marketplace\/getmarkets\?PageNumber=1&PageSize=200$/;
  const APPLICATIONS = /\/api\/v1\/technologies\/gettechnologies\?PageNumber=1&PageSize=200$/;
  type Node = { name: string; subMenu: Node[] };
  const flatten = (nodes: Node[], depth = 0): string[] =>
    nodes.flatMap((node) => ['\u00a0\u00a0'.repeat(depth) + node.name, ...flatten(node.subMenu, depth + 1)]);

  test('the search island asks for both lists once at its start and its filters show the answers, trees included', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (MARKETS.test(request.url()) || APPLICATIONS.test(request.url())) asked.push(request.url());
    });
    const markets = page.waitForResponse(MARKETS);
    const applications = page.waitForResponse(APPLICATIONS);
    await page.goto('/search');
    const [marketAnswer, applicationAnswer] = await Promise.all([markets, applications]);
    expect(marketAnswer.status()).toBe(200);
    const marketNames = flatten((await marketAnswer.json()).data);
    const applicationNames = flatten((await applicationAnswer.json()).data);
    expect(marketNames.length).toBeGreaterThan((await marketAnswer.json()).data.length); // sub-markets came too
    const optionsOf = (label: string) =>
      page
        .getByLabel(label, { exact: true })
        .locator('option')
        .evaluateAll((options) => options.slice(1).map((o) => o.textContent));
    await expect.poll(() => optionsOf('Market')).toEqual(marketNames);
    await expect.poll(() => optionsOf('Application')).toEqual(applicationNames);
    expect(asked).toHaveLength(2);
  });

  test('a failed load shows no message and keeps the lists the page was built with', async ({ page }) => {
    await page.route(MARKETS, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"succeeded":false}' }));
    await page.route(APPLICATIONS, (route) => route.abort('failed'));
    const failed = page.waitForResponse(MARKETS);
    await page.goto('/search');
    await failed;
    const market = page.getByLabel('Market', { exact: true });
    await expect(market.locator('option')).not.toHaveCount(1);
    expect(await market.locator('option').count()).toBeGreaterThan(15);
    expect(await page.getByLabel('Application', { exact: true }).locator('option').count()).toBeGreaterThan(8);
    await expect(page.locator('.notyf__toast')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
