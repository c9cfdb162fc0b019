/** Likes of products and suppliers from their pages, and the dashboard's Liked area with "Unlike". */
import { expect, test } from '@playwright/test';
import { apiSignIn, signIn } from './demo-accounts.ts';

test('a buyer likes a supplier on its page and a product, sees both under Liked, and unlikes them', async ({ page, request }) => {
  // A clean start: the demo buyer likes nothing that this test likes.
  const headers = await apiSignIn(request, 'buyer@example.com');
  const product = (await (await request.get('/api/v1/marketplace/get-product?productId=3')).json()).data as {
    name: string;
    url: string;
    supplier: { id: number; slug: string; name: string };
  };
  for (const [path, body, status] of [
    ['/api/v1/likes/likeproduct', { productId: 3 }, `/api/v1/likes/status?productId=3`],
    ['/api/v1/likes/likesupplier', { supplierId: product.supplier.id }, `/api/v1/likes/status?supplierId=${product.supplier.id}`],
  ] as const) {
    const state = (await (await request.get(status, { headers })).json()).data as { liked: boolean };
    if (state.liked) await request.post(path, { headers, data: body });
  }

  await signIn(page, 'buyer@example.com');
  await page.goto(`/suppliers/${product.supplier.slug}`);
  const like = page.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(page.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(product.url);
  await page.getByRole('button', { name: /^Like/ }).click();
  await expect(page.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account/liked');
  await expect(page.getByRole('heading', { level: 1, name: 'Liked' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  const productItem = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  await expect(productItem).toHaveCount(1);

  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/\/account\/liked\?tab=suppliers$/);
  const supplierItem = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.supplier.name, exact: true }) });
  await expect(supplierItem).toHaveCount(1);
  await supplierItem.getByRole('button', { name: `Unlike ${product.supplier.name}` }).click();
  await expect(supplierItem).toHaveCount(0);

  // Back goes to the products tab, where the product is still liked; it is unliked there too.
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  await productItem.getByRole('button', { name: `Unlike ${product.name}` }).click();
  await expect(productItem).toHaveCount(0);
  const stillLiked = (await (await request.get(`/api/v1/likes/status?supplierId=${product.supplier.id}`, { headers })).json()).data;
  expect(stillLiked.liked).toBe(false);
});
