import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, holdBuyerCart, sellersProduct, signIn, signedInPage } from './demo-accounts.ts';

/** The demo buyer buys one package of the demo seller's by bank transfer, as the checkout page would. */
async function placeOrder(request: APIRequestContext): Promise<{ id: string; number: string; buyer: Record<string, string> }> {
  // The bought package leaves the buyer's cart, which another test may be checking out.
  await using _cart = await holdBuyerCart();
  const { pkg, quantity } = await sellersProduct(request);
  const line = { packageId: pkg.id, quantity };
  const buyer = await apiSignIn(request, 'buyer@example.com');
  const address = await request.post('/api/v1/shippingaddress/add', {
    headers: buyer,
    data: {
      label: 'Ikeja factory',
      recipientName: 'Adaeze Okafor',
      phone: '+234 803 555 0101',
      line1: '14 Industrial Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'NG',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const purchase = await request.post('/api/v1/shoppingcart/confirm-purchase', {
    headers: { ...buyer, 'Idempotency-Key': `e2e-orders-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { items: [line], shippingAddressId: (await address.json()).data.id, paymentMethod: 'bank-transfer' },
  });
  expect(purchase.ok(), await purchase.text()).toBe(true);
  const [order] = (await purchase.json()).data.orders as { id: string; number: string }[];
  return { id: order!.id, number: order!.number, buyer };
}

test('the seller accepts, confirms payment and ships an order; the buyer sees it shipped and is told', async ({ browser, request }) => {
  const order = await placeOrder(request);

  const seller = await signedInPage(browser, 'seller@example.com');
  await seller.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders received' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Orders received' })).toBeVisible();
  // The status tabs work from the keyboard, and the filter lives in the address.
  await seller.getByRole('tab', { name: 'All' }).focus();
  await seller.keyboard.press('ArrowRight');
  await expect(seller.getByRole('tab', { name: 'Placed' })).toHaveAttribute('aria-selected', 'true');
  await expect(seller.getByRole('tab', { name: 'Placed' })).toBeFocused();
  await expect(seller).toHaveURL(/status=placed/);
  await seller.getByLabel('Search by order number or product').fill(order.number);
  await seller.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
  await expect(seller).toHaveURL(new RegExp(`q=${order.number}`));
  await seller.getByRole('link', { name: order.number, exact: true }).click();

  await expect(seller).toHaveURL(new RegExp(`order=${order.id}`));
  await expect(seller.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeFocused();
  await expect(seller.getByRole('region', { name: 'Buyer' })).toContainText('Okafor Paints Manufacturing Ltd');
  await seller.getByRole('button', { name: 'Accept order' }).click();
  await expect(seller.locator('.order-head')).toContainText('Accepted');
  await expect(seller.getByRole('button', { name: 'Accept order' })).toHaveCount(0);

  await seller.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(seller.locator('.order-head')).toContainText('Paid');

  await seller.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = seller.getByRole('dialog', { name: `Mark order ${order.number} as shipped` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Tracking note')).toBeFocused();
  // A tracking note is required.
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Enter a tracking note');
  const note = `GIG Logistics, waybill GIG-${Date.now()}`;
  await dialog.getByLabel('Tracking note').fill(note);
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(seller.locator('.order-head')).toContainText('Shipped');
  await expect(seller.getByRole('region', { name: 'Delivery' })).toContainText(note);
  await expect(seller.getByRole('region', { name: 'History' })).toContainText('Shipped');

  // Back to the list, with the filters kept: the order is no longer "placed".
  await seller.getByRole('link', { name: /Back to orders received/ }).click();
  await expect(seller).toHaveURL(/status=placed/);
  await expect(seller.getByRole('heading', { name: /No placed orders match/ })).toBeVisible();

  const buyer = await signedInPage(browser, 'buyer@example.com');
  await expect(buyer.getByRole('link', { name: /Notifications, \d+ unread/ })).toBeVisible();
  await buyer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My orders' }).click();
  const row = buyer.getByRole('row', { name: new RegExp(order.number) });
  await expect(row).toContainText('Shipped');
  await expect(row).toContainText('Paid');
  await row.getByRole('link', { name: order.number }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'Delivery' })).toContainText(note);

  // A notification link opens the order by its address.
  await buyer.goto('/account/notifications');
  const told = buyer.getByRole('listitem').filter({ hasText: `Order ${order.number} shipped` });
  await expect(told).toContainText('unread');
  await told.getByRole('link', { name: `Order ${order.number} shipped` }).click();
  await expect(buyer).toHaveURL(new RegExp(`/procurement/my-orders\\?order=${order.id}`));
  await expect(buyer.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();

  await buyer.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(buyer.locator('.order-head')).toContainText('Delivered');
});

test('the buyer cancels an order the seller has not accepted, with a reason the seller reads', async ({ browser, request }) => {
  const order = await placeOrder(request);
  const buyer = await signedInPage(browser, 'buyer@example.com');
  await buyer.goto(`/procurement/my-orders?order=${order.id}`);
  await expect(buyer.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'Payment' })).toContainText('Bank transfer');
  await buyer.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = buyer.getByRole('dialog', { name: `Cancel order ${order.number}?` });
  await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong grade');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(buyer.locator('.order-head')).toContainText('Cancelled');
  await expect(buyer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  const seller = await signedInPage(browser, 'seller@example.com');
  await seller.goto(`/storefront/orders?order=${order.id}`);
  await expect(seller.getByText('Reason: Ordered the wrong grade')).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Accept order' })).toHaveCount(0);
});

test('a seller acting on an order the buyer just cancelled is told so, and sees the order as it is now', async ({ browser, request }) => {
  const order = await placeOrder(request);
  const seller = await signedInPage(browser, 'seller@example.com');
  await seller.goto(`/storefront/orders?order=${order.id}`);
  await expect(seller.getByRole('button', { name: 'Accept order' })).toBeVisible();

  const cancel = await request.post(`/api/v1/procurement/orders/setascancelled/${order.id}`, {
    headers: order.buyer,
    data: { reason: 'Found it closer to home' },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);

  await seller.getByRole('button', { name: 'Accept order' }).click();
  await expect(seller.getByRole('alert').filter({ hasText: 'This order changed before your action went through' })).toBeVisible();
  await expect(seller.locator('.order-head')).toContainText('Cancelled');
  await expect(seller.getByText('Reason: Found it closer to home')).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Accept order' })).toHaveCount(0);
});

test('the orders list fits a phone screen @phone', async ({ page, request }) => {
  const order = await placeOrder(request);
  await signIn(page, 'buyer@example.com');
  await page.goto('/procurement/my-orders');
  const link = page.getByRole('link', { name: order.number, exact: true });
  await expect(link).toBeVisible();
  // Nothing in the dashboard's content is wider than the screen (the status tabs scroll within themselves).
  const main = page.locator('#dashboard-main');
  const overflow = () =>
    main.evaluate((element) =>
      Math.max(
        element.scrollWidth - element.clientWidth,
        Math.ceil(element.getBoundingClientRect().right) - document.documentElement.clientWidth,
      ),
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(page.getByRole('row', { name: new RegExp(order.number) })).toContainText('Placed');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeInViewport({ ratio: 1 });
});
