/**
 * Dangerous goods in the browser (docs/decisions/040-dangerous-goods-in-orders.md): the demo
 * seller puts nitric acid 68% (UN2031, class 8 with 5.1) and acetone (UN1090, class 3) on sale; the
 * demo buyer has both in the cart, and checkout says they may not travel together, naming both with
 * their labels and the rule; "Send in separate deliveries" shows two deliveries, each priced, and
 * paying makes two orders. The product page of nitric acid shows its transport labels. Axe finds
 * nothing serious on the alert nor on the split.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn, holdBuyerCart } from './demo-accounts.ts';

/** What the test puts on sale, as the reference list classifies it (tests/gateway/dangerous-goods-fixtures.ts sells the same). */
const GOODS = [
  { name: 'Nitric acid 68%', casNumber: '7697-37-2', grade: 'Technical 68%', percent: 68, label: '35 kg carboy', unit: 'kg', size: 35 },
  { name: 'Acetone', casNumber: '67-64-1', grade: 'Technical 99.5%', label: '200 L drum', unit: 'L', size: 200 },
] as const;
/** A drug precursor (1988 Convention, Table I) and an oxidizer (UN1490, class 5.1): restricted goods. */
const PERMANGANATE = {
  name: 'Potassium permanganate',
  casNumber: '7722-64-7',
  grade: 'Technical 99%',
  physicalForm: 'crystals',
  label: '25 kg bag',
  unit: 'kg',
  size: 25,
} as const;
type Good = (typeof GOODS)[number] | typeof PERMANGANATE;

async function data<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** Adds, documents and publishes one good of the demo seller's through its API; answers its package's id. */
async function putOnSale(request: APIRequestContext, seller: Record<string, string>, good: Good, tag: string) {
  const [market] = await data<{ id: number }[]>(await request.get('/api/v1/marketplace/getmarkets?PageSize=1'));
  const physicalForm = 'physicalForm' in good ? good.physicalForm : 'liquid';
  const query = `CasNumber=${good.casNumber}&PhysicalForm=${physicalForm}${'percent' in good ? `&Concentration=${good.percent}` : ''}`;
  const suggestion = await data<{ suggested: unknown }>(await request.get(`/api/v1/dangerous-goods/suggestion?${query}`));
  const product = await data<{ id: number; packages: { id: number }[] }>(
    await request.post('/api/v1/product/add-product', {
      headers: seller,
      data: {
        name: `${good.name} ${tag}`,
        casNumber: good.casNumber,
        grade: good.grade,
        physicalForm,
        marketId: market!.id,
        moq: good.size,
        moqUnit: good.unit,
        packages: [{ label: good.label, unit: good.unit, size: good.size, priceMinor: 4_000_000, stock: 500 }],
        transport: suggestion.suggested,
      },
    }),
  );
  await data(
    await request.post('/api/v1/product/update-productdocuments', {
      headers: seller,
      data: {
        id: product.id,
        documents: [
          { kind: 'SDS', title: 'Safety data sheet', language: 'en', fileUrl: 'https://producer.example/sds.pdf', issuedAt: '2025-01-15' },
        ],
      },
    }),
  );
  await data(await request.post('/api/v1/product/update-product', { headers: seller, data: { id: product.id, status: 'published' } }));
  return product.packages[0]!.id;
}

/** The demo buyer's cart holds one of each of these packages and nothing else; answers the buyer's headers and the orders placed before. */
async function buyerCartOf(request: APIRequestContext, packageIds: number[]) {
  const buyer = await apiSignIn(request, 'buyer@example.com');
  await data(await request.delete('/api/v1/shoppingcart/clear', { headers: buyer }));
  for (const packageId of packageIds)
    await data(await request.post('/api/v1/shoppingcart/create', { headers: buyer, data: { packageId, quantity: 1 } }));
  const before = (await data<{ id: string }[]>(await request.get('/api/v1/procurement/orders', { headers: buyer }))).map((o) => o.id);
  return { buyer, before };
}

async function signInToCheckout(page: Page) {
  await page.goto('/auth/login?redirected_from=%2Fcheckout');
  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('Password').fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
}

/** No serious or critical axe violation in the delivery step (or the part of the page named). */
async function expectAccessible(page: Page, what: string, part = '.checkout-step[aria-labelledby="delivery-title"]') {
  const { violations } = await new AxeBuilder({ page }).include(part).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test('a buyer sees why nitric acid and acetone cannot travel together, splits the delivery and pays for two orders', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await using _cart = await holdBuyerCart();
  const seller = await apiSignIn(request, 'seller@example.com');
  const tag = Date.now().toString(36);
  const [nitric, acetone] = [await putOnSale(request, seller, GOODS[0], tag), await putOnSale(request, seller, GOODS[1], tag)];
  const { buyer, before } = await buyerCartOf(request, [nitric, acetone]);
  // A second address to deliver to, whichever tests ran before this one.
  await data(
    await request.post('/api/v1/shippingaddress/add', {
      headers: buyer,
      data: {
        label: `Apapa depot ${tag}`,
        recipientName: 'Adaeze Okafor',
        phone: '+234 803 555 0101',
        line1: '3 Wharf Road',
        city: 'Apapa',
        state: 'Lagos',
        country: 'NG',
      },
    }),
  );
  await signInToCheckout(page);

  // The alert names both goods with their labels and says the rule.
  const alert = page.getByRole('alert').filter({ hasText: 'These goods may not travel in one delivery' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`Nitric acid 68% ${tag}`);
  await expect(alert).toContainText(`Acetone ${tag}`);
  await expect(alert).toContainText('UN2031');
  await expect(alert).toContainText('UN1090');
  await expect(alert).toContainText('keeps “separated from” each other class 5.1 (oxidizer) and class 3 (flammable liquid)');
  for (const label of ['Class 8: Corrosive', 'Class 5.1: Oxidizer', 'Class 3: Flammable liquid'])
    await expect(alert.getByRole('img', { name: label })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Place order/ })).toBeDisabled();
  await expectAccessible(page, 'the alert');

  // Split: two deliveries, each its own block with its goods, options and figures.
  await alert.getByRole('button', { name: 'Send in separate deliveries' }).click();
  const first = page.getByRole('group', { name: 'Delivery 1 of 2' });
  const second = page.getByRole('group', { name: 'Delivery 2 of 2' });
  await expect(first).toContainText(`Nitric acid 68% ${tag}`);
  await expect(second).toContainText(`Acetone ${tag}`);
  await expect(first).not.toContainText(`Acetone ${tag}`);
  for (const delivery of [first, second]) await expect(delivery).toContainText('This order');
  await expect(page.locator('.checkout-summary')).toContainText('Your cart becomes 2 orders, one for each delivery.');
  await expectAccessible(page, 'the split');

  // Another address keeps the split (the goods still may not travel together); its options are that place's.
  const addresses = page.getByRole('group', { name: 'Deliver to' });
  const other = addresses.getByRole('radio', { checked: false }).first();
  const home = addresses.getByRole('radio', { checked: true });
  const homeId = await home.getAttribute('value');
  await other.check();
  await expect(page.locator('.checkout-summary')).toContainText('Your cart becomes 2 orders, one for each delivery.');
  await expect(page.getByRole('group', { name: 'Delivery 2 of 2' })).toContainText(`Acetone ${tag}`);
  await expect(alert).toBeHidden();
  await addresses.locator(`input[value="${homeId}"]`).check();
  await expect(first).toContainText(`Nitric acid 68% ${tag}`);

  // Paying the split makes two orders, one for each delivery.
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/order-success\?checkout=[0-9a-f-]+$/, { timeout: 20_000 });
  await expect(page.locator('.success-hero .order-number')).toHaveCount(2);
  const after = await data<{ id: string }[]>(await request.get('/api/v1/procurement/orders', { headers: buyer }));
  expect(after.filter((o) => !before.includes(o.id))).toHaveLength(2);
});

test('the product page of nitric acid shows its transport labels', async ({ page, request }) => {
  for (let id = 1; id <= 120; id++) {
    const answer = await request.get(`/api/v1/marketplace/get-product?productId=${id}`);
    if (!answer.ok()) continue;
    const product = (await answer.json()).data as { casNumber: string | null; url: string; transport: { unNumber: string } | null };
    if (product.casNumber !== '7697-37-2' || product.transport?.unNumber !== 'UN2031') continue;
    await page.goto(product.url);
    const labels = page.getByRole('list', { name: 'Transport hazard labels' });
    await expect(labels.getByRole('img', { name: 'Class 8: Corrosive' })).toBeVisible();
    await expect(labels.getByRole('img', { name: 'Class 5.1: Oxidizer' })).toBeVisible();
    return;
  }
  throw new Error('The demo catalog sells no nitric acid classified UN2031');
});

test('a verified buyer declares the end use of a drug precursor at checkout, and the order keeps the declaration', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await using _cart = await holdBuyerCart();
  const seller = await apiSignIn(request, 'seller@example.com');
  const tag = Date.now().toString(36);
  const packageId = await putOnSale(request, seller, PERMANGANATE, tag);
  const { buyer, before } = await buyerCartOf(request, [packageId]);
  await signInToCheckout(page);

  // The demo buyer's company is verified (tier 2): checkout asks what the goods are for before it prices them.
  const form = page.getByRole('form', { name: 'Restricted goods: say what they are for' });
  await expect(form).toBeVisible();
  const statement = form.getByLabel('End-use declaration');
  await statement.fill('Water');
  await form.getByRole('button', { name: 'Declare and price the order' }).click();
  await expect(form.getByText(/^Say what the goods are for, in at least \d+ characters\.$/)).toBeVisible();
  await expect(statement).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the declaration', '.end-use');
  const declared = `Oxidant for the iron and manganese removal filters of the Ikeja water works, lot ${tag}.`;
  await statement.fill(declared);
  await form.getByRole('button', { name: 'Declare and price the order' }).click();
  await expect(form.getByRole('button', { name: 'Update the declaration' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  const place = page.getByRole('button', { name: /^Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/order-success\?checkout=[0-9a-f-]+$/, { timeout: 20_000 });

  // The order's page says which goods were restricted and why, and keeps the declaration, with who made it.
  const placed = await data<{ id: string; number: string }[]>(await request.get('/api/v1/procurement/orders', { headers: buyer }));
  const [order] = placed.filter((o) => !before.includes(o.id));
  await page.goto(`/procurement/my-orders?order=${order!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order!.number}` })).toBeVisible();
  const goods = page.getByRole('region', { name: 'Dangerous goods' });
  await expect(goods).toContainText(`${PERMANGANATE.name} ${tag}`);
  await expect(goods).toContainText('UN1490');
  await expect(goods.getByRole('img', { name: 'Class 5.1: Oxidizer' }).first()).toBeVisible();
  await expect(goods.getByRole('heading', { name: 'Restricted goods' })).toBeVisible();
  await expect(goods).toContainText('is a drug precursor (1988 Convention, Table I)');
  await expect(goods.locator('blockquote')).toHaveText(declared);
  await expect(goods).toContainText(/Declared by .+ on /);
  await expectAccessible(page, 'the order’s dangerous goods', '.order-dangerous-goods');
});
