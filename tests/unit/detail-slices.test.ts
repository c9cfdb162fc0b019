import { afterAll, describe, expect, it } from 'vitest';
import { DetailSlices, removeDetailSlices } from '../../src/build/detail-slices.ts';
import { productDetail } from './product-fixtures.ts';

/** Slices of the export as the gateway pages it: ids ascending, with gaps (drafts get no page). */
function exported(ids: number[][]) {
  const slices = new DetailSlices();
  for (const slice of ids) slices.write(slice.map((id) => productDetail({ id, name: `Product ${id}`, description: `About ${id}` })));
  return slices;
}

describe('the full build’s product details, kept in slices', () => {
  afterAll(() => removeDetailSlices());

  it('gives each product page its own full detail, from whichever slice holds it', async () => {
    const slices = exported([
      [1, 2, 5],
      [8, 9],
      [12, 20, 21],
    ]);
    for (const id of [1, 2, 5, 8, 9, 12, 20, 21]) {
      const product = await slices.take(id);
      expect(product.id).toBe(id);
      expect(product.description).toBe(`About ${id}`);
    }
  });

  it('reads a slice again for a page rendered twice (astro dev renders on each request)', async () => {
    const slices = exported([[3, 4]]);
    await slices.take(3);
    await slices.take(4);
    expect((await slices.take(3)).name).toBe('Product 3');
  });

  it('serves pages asked for at once and out of order', async () => {
    const slices = exported([
      [1, 2],
      [3, 4],
    ]);
    const products = await Promise.all([4, 1, 3, 2].map((id) => slices.take(id)));
    expect(products.map((p) => p.id)).toEqual([4, 1, 3, 2]);
  });

  it('says so for a product the export did not hold, instead of rendering an empty page', async () => {
    const slices = exported([[10, 12]]);
    await expect(slices.take(11)).rejects.toThrow('Product 11 is not in the catalog this build exported.');
    await expect(slices.take(5)).rejects.toThrow('Product 5');
  });
});
