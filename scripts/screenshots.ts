/**
 * Screenshots of pages at phone and desktop widths, light and dark, for looking at what a change
 * did: `node scripts/screenshots.ts --base http://127.0.0.1:4321 --out .scratch/shots /markets /overview`.
 * `--as buyer@example.com` signs in first (demo password), so dashboard pages can be taken too.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../playwright.config.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:4321' },
    out: { type: 'string', default: '.scratch/shots' },
    as: { type: 'string' },
    full: { type: 'boolean', default: false },
  },
});
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
mkdirSync(values.out, { recursive: true });

const browser = await chromium.launch(CHROMIUM);
for (const [device, viewport] of Object.entries(WIDTHS)) {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport, colorScheme: scheme, baseURL: values.base });
    const page = await context.newPage();
    if (values.as) {
      await page.goto('/auth/login');
      await page.getByLabel('Email').fill(values.as);
      await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'Demo-Password-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/overview$/);
    }
    for (const path of positionals) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const file = join(values.out, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${device}-${scheme}.png`);
      await page.screenshot({ path: file, fullPage: values.full });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
