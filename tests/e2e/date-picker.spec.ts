/**
 * The shared date picker in a real browser: no form of the site uses it yet, so the test bundles
 * it alone (tests/e2e/fixtures/date-picker-harness.tsx) and serves it on a made-up origin that
 * never reaches the network. Weeks start on Monday; the field holds year-month-day; mouse and
 * keyboard both work; axe finds nothing serious with the calendar open, light or dark.
 */
import { basename, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '..', '..');
const ORIGIN = 'http://date-picker.test';
const files = new Map<string, { body: Uint8Array; type: string }>();

test.beforeAll(async () => {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['tests/e2e/fixtures/date-picker-harness.tsx'],
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    write: false,
    outdir: 'out',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  for (const file of result.outputFiles) {
    files.set(`/${basename(file.path)}`, { body: file.contents, type: file.path.endsWith('.css') ? 'text/css' : 'text/javascript' });
  }
});

async function openHarness(page: Page, query: Record<string, string> = {}) {
  const styles = [...files.keys()]
    .filter((f) => f.endsWith('.css'))
    .map((f) => `<link rel="stylesheet" href="${f}">`)
    .join('');
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Date field</title>${styles}</head>` +
    '<body><div id="root"></div><script type="module" src="/date-picker-harness.js"></script></body></html>';
  await page.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const file = files.get(pathname);
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
    return file ? route.fulfill({ contentType: file.type, body: Buffer.from(file.body) }) : route.fulfill({ status: 404 });
  });
  await page.goto(`${ORIGIN}/?${new URLSearchParams(query)}`);
  await expect(page.getByLabel('Date needed')).toBeVisible();
}

const field = (page: Page) => page.getByLabel('Date needed');
const chooser = (page: Page) => page.getByRole('button', { name: /^Choose date/ });
const calendar = (page: Page) => page.getByRole('dialog', { name: 'Choose date' });
const formValue = (page: Page) => page.getByTestId('value');

test('weeks start on Monday, and picking a day writes it as year-month-day', async ({ page }) => {
  await openHarness(page, { value: '2031-05-10' });
  await expect(chooser(page)).toHaveAccessibleName(/Choose date, selected Saturday,? 10 May 2031/);
  await chooser(page).click();
  await expect(calendar(page)).toBeVisible();
  await expect(calendar(page).getByRole('grid', { name: 'May 2031' })).toBeVisible();
  await expect(calendar(page).locator('.rdp-weekday')).toHaveText(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
  await expect(calendar(page).locator('.rdp-weekday').first()).toHaveAttribute('aria-label', 'Monday');
  // 1 May 2031 is a Thursday: the first row starts on Monday 28 April.
  await expect(calendar(page).locator('.rdp-week').first().locator('[data-day]').first()).toHaveAttribute('data-day', '2031-04-28');

  await calendar(page)
    .getByRole('button', { name: /^15 May 2031/ })
    .click();
  await expect(formValue(page)).toHaveText('2031-05-15');
  await expect(field(page)).toHaveValue('2031-05-15');
  await expect(calendar(page)).toBeHidden();
  await expect(chooser(page)).toBeFocused();
});

test('the calendar works from the keyboard and Escape closes it', async ({ page }) => {
  await openHarness(page, { value: '2031-05-10' });
  await field(page).focus();
  await page.keyboard.press('Tab');
  await expect(chooser(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeVisible();
  await expect(calendar(page).getByRole('button', { name: /^10 May 2031/ })).toBeFocused();
  await page.keyboard.press('ArrowDown'); // a week later
  await page.keyboard.press('ArrowRight'); // and a day
  await page.keyboard.press('Enter');
  await expect(formValue(page)).toHaveText('2031-05-18');
  await expect(calendar(page)).toBeHidden();
  await expect(chooser(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar(page)).toBeHidden();
  await expect(chooser(page)).toBeFocused();
  await expect(formValue(page)).toHaveText('2031-05-18');
});

test('a typed date is tidied into year-month-day, and what is not a date is left for the form to refuse', async ({ page }) => {
  await openHarness(page);
  await field(page).fill('2031/5/7');
  await expect(formValue(page)).toHaveText('2031/5/7');
  await page.keyboard.press('Tab');
  await expect(field(page)).toHaveValue('2031-05-07');
  await expect(formValue(page)).toHaveText('2031-05-07');

  await field(page).fill('7 May');
  await page.keyboard.press('Tab');
  await expect(formValue(page)).toHaveText('7 May');
  await field(page).fill('');
  await expect(formValue(page)).toHaveText('');
});

test('days outside the allowed range cannot be picked; a click elsewhere closes the calendar', async ({ page }) => {
  await openHarness(page, { min: '2031-05-05', max: '2031-05-20' });
  await chooser(page).click();
  await expect(calendar(page).getByRole('grid', { name: 'May 2031' })).toBeVisible();
  await expect(calendar(page).getByRole('button', { name: /^4 May 2031/ })).toBeDisabled();
  await expect(calendar(page).getByRole('button', { name: /^21 May 2031/ })).toBeDisabled();
  await expect(calendar(page).getByRole('button', { name: /^5 May 2031/ })).toBeEnabled();
  await page.getByRole('heading', { name: 'Date field' }).click();
  await expect(calendar(page)).toBeHidden();
  await expect(formValue(page)).toHaveText('');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open calendar has no serious accessibility violation (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openHarness(page, { value: '2031-05-10', theme });
    await chooser(page).click();
    await expect(calendar(page).getByRole('grid')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
