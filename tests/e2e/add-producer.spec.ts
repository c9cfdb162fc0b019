/** The product form's "Producer not listed? Add it": the new producer is listed and chosen at once. */
import { expect, test } from '@playwright/test';
import { signIn } from './demo-accounts.ts';

test('a seller adds a producer the catalog lacks from the product form, and it is chosen for the product', async ({ page }) => {
  const name = `Volta Basin Chemicals ${Date.now()}`;
  await signIn(page, 'seller@example.com');
  await page.goto('/storefront/products/add-product');
  const producer = page.getByLabel('Producer (manufacturer)');
  await expect(producer).toBeEnabled();

  await page.getByRole('button', { name: 'Producer not listed? Add it' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a producer' });
  await expect(dialog.getByLabel('Producer name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Add the producer' }).click();
  await expect(dialog.getByLabel('Producer name')).toHaveAccessibleDescription('is required');
  await expect(dialog.getByLabel('Country').locator('option:checked')).toHaveText('Nigeria');

  await dialog.getByLabel('Producer name').fill(name);
  await dialog.getByLabel('Country').selectOption('GH');
  await dialog.getByLabel('City (optional)').fill('Tema');
  await dialog.getByRole('button', { name: 'Add the producer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(producer.locator('option:checked')).toHaveText(`${name} (Ghana)`);
  // Still on the first step: adding a producer saved nothing else.
  await expect(page).toHaveURL(/\/storefront\/products\/add-product$/);

  // Listed for everyone, and a second one of the same name is refused.
  const listed = await (await page.request.get(`/api/v1/marketplace/get-producers?Search=${encodeURIComponent(name)}`)).json();
  expect(listed.data.map((p: { name: string }) => p.name)).toEqual([name]);
  await page.getByRole('button', { name: 'Producer not listed? Add it' }).click();
  await dialog.getByLabel('Producer name').fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Add the producer' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog).toBeVisible();
});
