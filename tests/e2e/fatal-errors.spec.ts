/** Spec §8: errors outside a React render reach the full-page error screen, except chunk failures and other sites' errors. */
import { expect, test } from '@playwright/test';

test('an error thrown in a page script shows the error screen; "Go back home" clears it', async ({ page }) => {
  await page.goto('/markets');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('The price list could not be read');
    });
  });
  const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('500');
  await expect(screen).toContainText('The price list could not be read');
  await screen.getByRole('button', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
});

test('a rejected promise nobody handled (a click handler) shows the error screen with its status', async ({ page }) => {
  await page.goto('/markets');
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'Broken';
    button.addEventListener('click', async () => {
      throw Object.assign(new Error('The gateway refused the change'), { status: 409 });
    });
    document.body.prepend(button);
  });
  await page.getByRole('button', { name: 'Broken' }).click();
  const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(screen).toContainText('409');
  await expect(screen).toContainText('The gateway refused the change');
});

test('a failed chunk load and an error from another site leave the page as it is', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/markets');
  await page.evaluate(() => {
    void Promise.reject(new TypeError('Failed to fetch dynamically imported module: /_astro/gone.js'));
    dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: 'https://analytics.example.com/tag.js' }));
  });
  // A marker error from this site afterwards proves the handler ran for both before it.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('marker');
    });
  });
  const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(screen).toContainText('marker');
  await expect(screen).not.toContainText('gone.js');
  await expect(screen).not.toContainText('Script error');
  expect(logged.some((line) => line.includes('An unhandled error reached the page'))).toBe(true);
});
