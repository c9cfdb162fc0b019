/**
 * A storefront's delivery options in the browser (docs/decisions/040-dangerous-goods-in-orders.md):
 * the demo seller's list says what each zone charges more for dangerous goods; the seller adds a
 * zone that refuses toxic gases and charges more for corrosives, is told what is wrong with a
 * surcharge typed in words, saves it, reads its terms in the list, and removes it. The new zone is
 * never offered to buyers (other tests check out meanwhile). Axe finds nothing serious.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './demo-accounts.ts';

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.delivery-area').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test('a seller reads the dangerous goods terms of its delivery zones, adds a zone that refuses toxic gases and charges more for corrosives, and removes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await signedInPage(browser, 'seller@example.com');
  await seller.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Delivery options' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Delivery options' })).toBeVisible();
  // The demo's Lagos zone charges more for flammable liquids and corrosives.
  const lagos = seller.locator('.delivery-item').filter({ hasText: 'Delivery in Lagos' });
  await expect(lagos).toContainText(
    'Dangerous goods: ₦7,500.00 more per order carrying class 3 (flammable liquid), ₦5,000.00 more per order carrying class 8 (corrosive)',
  );
  await expectNoSeriousViolations(seller, 'the list');

  await seller.getByRole('button', { name: 'Add a delivery option' }).click();
  const form = seller.getByRole('form', { name: 'Add a delivery option' });
  await form.getByRole('radio', { name: /^Delivery to a zone/ }).check();
  const label = `Delivery to the North-East ${Date.now().toString(36)}`;
  await form.getByLabel('What the buyer reads').fill(label);
  await form.getByLabel('Fee per order (₦)').fill('60000');
  await form.getByRole('checkbox', { name: 'North-East', exact: true }).check();
  await form
    .getByRole('group', { name: 'Dangerous goods it does not carry' })
    .getByRole('checkbox', { name: /^2\.3 Toxic gas/ })
    .check();
  const surcharges = form.getByRole('group', { name: 'Surcharges for dangerous goods' });
  await surcharges.getByRole('button', { name: 'Add a surcharge' }).click();
  await expect(surcharges.getByLabel('Class')).toHaveValue('8');
  await surcharges.getByLabel('Surcharge (₦)').fill('six thousand');
  await form.getByLabel('Offered to buyers').uncheck();
  await form.getByRole('button', { name: 'Add the option' }).click();
  await expect(surcharges.getByText('must be an amount in naira, like 45000 or 1,250.50')).toBeVisible();
  await expect(surcharges.getByLabel('Surcharge (₦)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(seller, 'the form with its error');
  await surcharges.getByLabel('Surcharge (₦)').fill('6,000');
  await form.getByRole('button', { name: 'Add the option' }).click();
  await expect(form).toHaveCount(0);

  const added = seller.locator('.delivery-item').filter({ hasText: label });
  await expect(added).toContainText('Not offered');
  await expect(added).toContainText('₦60,000.00 per order, plus VAT');
  await expect(added).toContainText('Adamawa, Bauchi, Borno, Gombe, Taraba, Yobe');
  await expect(added).toContainText('Dangerous goods: ₦6,000.00 more per order carrying class 8 (corrosive)');
  await expect(added).toContainText('Does not carry class 2.3 (toxic gas)');
  await expectNoSeriousViolations(seller, 'the list with the new zone');

  // Its form opens again with what was saved.
  await added.getByRole('button', { name: `Change ${label}` }).click();
  const change = seller.getByRole('form', { name: `Change “${label}”` });
  await expect(change.getByRole('checkbox', { name: /^2\.3 Toxic gas/ })).toBeChecked();
  await expect(change.getByLabel('Surcharge (₦)')).toHaveValue('6000');
  await change.getByRole('button', { name: 'Cancel' }).click();

  await added.getByRole('button', { name: `Remove ${label}` }).click();
  const confirm = seller.getByRole('dialog', { name: `Remove “${label}”?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(added).toHaveCount(0);
  await seller.context().close();
});
