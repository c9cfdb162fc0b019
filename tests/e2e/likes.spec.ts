/** Likes of products, suppliers and producers from their pages, and the dashboard's Liked area with "Unlike". */
import { expect, test } from '@playwright/test';
import { apiSignIn, DEMO_PASSWORD, signIn } from './demo-accounts.ts';

interface LikedByTheTest {
  name: string;
  url: string;
  supplier: { id: number; slug: string; name: string };
  producer: { id: number; slug: string; name: string } | null;
}

test('a buyer likes a supplier, a product and a producer on their pages, sees them under Liked, and unlikes them', async ({
  page,
  request,
}) => {
  // A clean start: the demo buyer likes nothing that this test likes (the demo history leaves these alone).
  const headers = await apiSignIn(request, 'buyer@example.com');
  const product = (await (await request.get('/api/v1/marketplace/get-product?productId=3')).json()).data as LikedByTheTest;
  const producer = product.producer;
  expect(producer, 'product 3 of the seeded catalog names its producer').not.toBeNull();
  if (!producer) return;
  for (const [path, body] of [
    ['/api/v1/likes/likeproduct', { productId: 3 }],
    ['/api/v1/likes/likesupplier', { supplierId: product.supplier.id }],
    ['/api/v1/likes/likeproducer', { producerId: producer.id }],
  ] as const) {
    expect((await request.post(path, { headers, data: { ...body, liked: false } })).ok()).toBe(true);
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

  await page.goto(`/producers/${producer.slug}`);
  await expect(page.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: /^Like/ }).click();
  await expect(page.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true');
  // The like is the person's own: a new visit of the page shows it.
  await page.reload();
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

  await page.getByRole('tab', { name: 'Producers' }).click();
  await expect(page).toHaveURL(/\/account\/liked\?tab=producers$/);
  const producerItem = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: producer.name, exact: true }) });
  await expect(producerItem).toHaveCount(1);
  await producerItem.getByRole('button', { name: `Unlike ${producer.name}` }).click();
  await expect(producerItem).toHaveCount(0);

  for (const status of [`supplierId=${product.supplier.id}`, `producerId=${producer.id}`]) {
    const stillLiked = (await (await request.get(`/api/v1/likes/status?${status}`, { headers })).json()).data;
    expect(stillLiked.liked, status).toBe(false);
  }

  // The producer's page says so too.
  await page.goto(`/producers/${producer.slug}`);
  await expect(page.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor on a producer page is asked to sign in to like it, and comes back to it signed in @phone', async ({ page, request }) => {
  const producers = (await (await request.get('/api/v1/marketplace/get-producers?PageSize=1')).json()).data as { slug: string }[];
  const path = `/producers/${producers[0]!.slug}`;
  await page.goto(path);
  const signInToLike = page.getByRole('link', { name: /^Sign in to like/ });
  await expect(signInToLike).toHaveAttribute('href', `/auth/login?redirected_from=${encodeURIComponent(path)}`);
  await expect(page.getByRole('button', { name: /^Like/ })).toHaveCount(0);

  await signInToLike.click();
  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('button', { name: /^Like/ })).toBeEnabled();
  await expect(page.getByRole('link', { name: /^Sign in to like/ })).toHaveCount(0);
});
