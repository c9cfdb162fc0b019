/**
 * A campaign in the browser, end to end: the demo seller creates a 10 % campaign on two of its
 * products; once the site has rebuilt, the static product page shows the campaign price beside the
 * struck-through list price; a buyer buys a package at that price; the campaign's transactions page
 * lists the order with the discount given. Products no other browser test buys are used (the
 * storefront's last ones), and the campaign is ended at the end so other tests see list prices.
 */
import { expect, test } from '@playwright/test';
import { campaignPrice } from '../../src/contracts/campaigns.ts';
import { minPackages } from '../../src/contracts/commerce.ts';
import { formatMoney } from '../../src/contracts/money.ts';
import { apiSignIn, signedInPage } from './demo-accounts.ts';

interface Product {
  id: number;
  name: string;
  url: string;
  moq: number;
  moqUnit: string;
  packages: { id: number; label: string; size: number; unit: string; stock: number; priceMinor: number; sale: unknown }[];
}

test('a seller runs a campaign on two products; the product page shows the sale price; a buyer buys at it; the transactions page lists the order', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const seller = await apiSignIn(request, 'seller@example.com');
  const buyer = await apiSignIn(request, 'buyer@example.com');
  // Two of the storefront's last products, with stock, on no campaign yet.
  const list = (await (await request.get('/api/v1/product/get-products?Status=published&PageSize=200', { headers: seller })).json())
    .data as {
    id: number;
  }[];
  const chosen: Product[] = [];
  for (const { id } of [...list].sort((a, b) => b.id - a.id)) {
    const product = (await (await request.get(`/api/v1/marketplace/get-product?productId=${id}`)).json()).data as Product;
    const pkg = product.packages[0];
    if (!pkg || pkg.sale || pkg.stock < minPackages(product, pkg) + 2 || !(await request.get(product.url)).ok()) continue;
    chosen.push(product);
    if (chosen.length === 2) break;
  }
  expect(chosen).toHaveLength(2);
  const first = chosen[0]!;
  const name = `Dry-season deal ${Date.now().toString().slice(-5)}`;

  // The seller creates the campaign: two products, 10 % off, from now for two weeks.
  const page = await signedInPage(browser, 'seller@example.com');
  await page.goto('/campaign/new');
  await page.getByLabel('Campaign name').fill(name);
  for (const product of chosen) {
    await page.getByLabel('Find products').fill(product.name);
    await page
      .getByRole('list', { name: 'Products found' })
      .getByRole('checkbox', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .check();
  }
  await expect(page.getByRole('list', { name: 'Chosen products' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Percentage off (%)').fill('10');
  // From now (the form proposes the next full hour), in the account's time zone (Lagos for the demo seller).
  const lagos = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  await page.getByLabel('Start date').fill(`${lagos.year}-${lagos.month}-${lagos.day}`);
  await page.getByLabel('Start time').fill(`${lagos.hour}:${lagos.minute}`);
  await page.getByRole('button', { name: 'Create the campaign' }).click();
  await expect(page).not.toHaveURL(/\/campaign\/new/, { timeout: 20_000 });
  const campaigns = (await (await request.get('/api/v1/campaigns?PageSize=50', { headers: seller })).json()).data as {
    id: string;
    name: string;
    status: string;
  }[];
  const campaign = campaigns.find((c) => c.name === name)!;
  expect(campaign.status).toBe('active');

  try {
    // The static product page shows the campaign price once the site has rebuilt.
    const pkg = first.packages[0]!;
    const sale = campaignPrice(pkg.priceMinor, { kind: 'percent', value: 1000, floorMinor: null })!;
    const buyerPage = await signedInPage(browser, 'buyer@example.com');
    await expect
      .poll(
        async () => {
          await buyerPage.goto(first.url);
          return buyerPage
            .getByRole('deletion')
            .filter({ hasText: `was ${formatMoney(pkg.priceMinor)}` })
            .count();
        },
        { timeout: 120_000, intervals: [2_000], message: 'the product page shows the campaign price after the rebuild' },
      )
      .toBeGreaterThan(0);
    await expect(buyerPage.getByText(formatMoney(sale)).first()).toBeVisible();
    await expect(buyerPage.getByText(name).first()).toBeVisible();
    await buyerPage.context().close();

    // A buyer buys a package at that price.
    const [address] = (await (await request.get('/api/v1/shippingaddress/get-all', { headers: buyer })).json()).data as { id: string }[];
    const quantity = minPackages(first, pkg);
    const bought = await request.post('/api/v1/shoppingcart/confirm-purchase', {
      headers: { ...buyer, 'Idempotency-Key': `e2e-campaign-${Date.now()}` },
      data: { items: [{ packageId: pkg.id, quantity }], shippingAddressId: address!.id, paymentMethod: 'bank-transfer' },
    });
    expect(bought.ok(), await bought.text()).toBe(true);
    const order = (await bought.json()).data.orders[0] as {
      number: string;
      lines: { unitPriceMinor: number; discountMinor: number; campaign: { name: string } }[];
    };
    expect(order.lines[0]).toMatchObject({ unitPriceMinor: sale, discountMinor: (pkg.priceMinor - sale) * quantity, campaign: { name } });

    // The campaign's transactions page lists the order with the discount given.
    await page.goto(`/campaign/transactions/${campaign.id}`);
    const row = page.getByRole('row').filter({ hasText: order.number });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(formatMoney((pkg.priceMinor - sale) * quantity));
  } finally {
    const ended = await request.post(`/api/v1/campaigns/${campaign.id}/end`, { headers: seller, data: {} });
    expect(ended.ok(), await ended.text()).toBe(true);
  }
  await page.context().close();
});
