import { describe, expect, it } from 'vitest';
import { dealProducts } from '../../src/build/deals.ts';
import { productDetail } from './product-fixtures.ts';

const deal = (id: number, listMinor: number, saleMinor: number, endsAt = '2026-11-30T22:59:00.000Z') =>
  productDetail({ id, priceFromMinor: listMinor, salePriceFromMinor: saleMinor, saleEndsAt: endsAt });

describe('the home page’s Deals strip', () => {
  it('lists only products a campaign lowers, the deepest discount first, then the one ending soonest', () => {
    const products = [
      productDetail({ id: 1 }),
      deal(2, 100_00, 90_00),
      deal(3, 100_00, 70_00),
      deal(4, 100_00, 90_00, '2026-11-20T22:59:00.000Z'),
    ];
    expect(dealProducts(products).map((p) => p.id)).toEqual([3, 4, 2]);
  });

  it('keeps to the number asked for', () => {
    const products = Array.from({ length: 9 }, (_, i) => deal(i + 1, 100_00, 80_00));
    expect(dealProducts(products, 4)).toHaveLength(4);
  });

  it('is empty when no campaign runs, so the page leaves the strip out', () => {
    expect(dealProducts([productDetail({ id: 1 }), productDetail({ id: 2 })])).toEqual([]);
  });
});
