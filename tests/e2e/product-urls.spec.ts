/**
 * Product addresses that keep working: a product's address carries its name and category, which
 * change; the id does not. The all-in-one server answers an address with the right id and a stale
 * name or category with 301 to the product's address now (README, "Run it"). A product of the
 * demo storefront no other browser test reads by name is renamed, and named back at the end.
 */
import { expect, test } from '@playwright/test';
import { apiSignIn } from './demo-accounts.ts';

test('an address with a stale name or category redirects to the product page, also after a rename', async ({ request }) => {
  const seller = await apiSignIn(request, 'seller@example.com');
  const list = (await (await request.get('/api/v1/product/get-products?Status=published&PageSize=200', { headers: seller })).json())
    .data as {
    id: number;
  }[];
  const { id } = [...list].sort((a, b) => a.id - b.id)[Math.floor(list.length / 2)]!;
  const before = (await (await request.get(`/api/v1/marketplace/get-product?productId=${id}`)).json()).data as {
    name: string;
    url: string;
  };

  // Any name and category with the right id lead to the page.
  const stale = await request.get(`/product/some-old-name/some-old-category/${id}?ref=mail`, { maxRedirects: 0 });
  expect(stale.status()).toBe(301);
  expect(stale.headers().location).toBe(`${before.url}?ref=mail`);
  // An unknown id is still the 404 page.
  expect((await request.get('/product/no-such/thing/999999999', { maxRedirects: 0 })).status()).toBe(404);

  const rename = (name: string) =>
    request.post('/api/v1/product/update-product', { headers: seller, data: { id, name } }).then(async (r) => {
      expect(r.ok(), await r.text()).toBe(true);
    });
  await rename(`${before.name} (renamed)`);
  try {
    const after = (await (await request.get(`/api/v1/marketplace/get-product?productId=${id}`)).json()).data as { url: string };
    expect(after.url).not.toBe(before.url);
    // The old address, from a bookmark or another site, leads to the new one.
    const old = await request.get(before.url, { maxRedirects: 0 });
    if (old.status() !== 200) {
      // Until the site has rebuilt, the old page may still be served as it was; afterwards it redirects.
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(after.url);
    }
    await expect
      .poll(async () => (await request.get(before.url, { maxRedirects: 0 })).headers().location ?? null, {
        timeout: 90_000,
        intervals: [2_000],
        message: 'the old address redirects once the site has rebuilt without it',
      })
      .toBe(after.url);
  } finally {
    await rename(before.name);
  }
});
