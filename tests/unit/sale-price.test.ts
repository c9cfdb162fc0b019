import { describe, expect, it } from 'vitest';
import { fromPrice, lowestSale, packagePrice, saleLastDay, saleUntil } from '../../src/lib/sale-price.ts';
import { harmattan, pkg } from './product-fixtures.ts';

describe('when a campaign price holds until', () => {
  it('names the last day in Lagos, not in UTC', () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Lagos (UTC+1).
    expect(saleUntil('2026-11-30T23:30:00Z')).toBe('until 1 Dec 2026');
    expect(saleLastDay('2026-11-30T23:30:00Z')).toBe('2026-12-01');
    expect(saleUntil('2026-11-30T22:59:00Z')).toBe('until 30 Nov 2026');
  });

  it('says a campaign ending at midnight in Lagos runs until the day before', () => {
    expect(saleUntil('2026-12-01T00:00:00+01:00')).toBe('until 30 Nov 2026');
    expect(saleLastDay('2026-12-01T00:00:00+01:00')).toBe('2026-11-30');
  });

  it('says nothing of an end that is not a date', () => {
    expect(saleUntil('soon')).toBe('');
    expect(saleLastDay('soon')).toBeNull();
  });
});

describe('the price of a package', () => {
  it('is the campaign price with the list price to strike through while a campaign lowers it', () => {
    expect(packagePrice(pkg(1, 100_000_00, harmattan(90_000_00)))).toEqual({
      priceMinor: 90_000_00,
      lowered: { listMinor: 100_000_00, endsAt: '2026-11-30T22:59:00.000Z' },
    });
  });

  it('is the list price alone without a campaign, or when the seller’s floor keeps the price', () => {
    expect(packagePrice(pkg(1, 100_000_00))).toEqual({ priceMinor: 100_000_00, lowered: null });
    expect(packagePrice(pkg(1, 100_000_00, harmattan(100_000_00)))).toEqual({ priceMinor: 100_000_00, lowered: null });
  });

  it('names the campaign of the lowest sale price among the packages', () => {
    const cheaper = { ...harmattan(40_000_00), campaignName: 'Clearance' };
    expect(lowestSale([pkg(1, 50_000_00, harmattan(45_000_00)), pkg(2, 90_000_00, cheaper), pkg(3, 10_000_00)])).toBe(cheaper);
    expect(lowestSale([pkg(1, 50_000_00)])).toBeNull();
  });
});

describe('the "from" price of a product', () => {
  const sale = { priceFromMinor: 50_000_00, salePriceFromMinor: 45_000_00, saleEndsAt: '2026-11-30T22:59:00.000Z' };

  it('is the sale price with the list price struck through while a campaign lowers it', () => {
    expect(fromPrice(sale)).toEqual({ fromMinor: 45_000_00, listMinor: 50_000_00, endsAt: sale.saleEndsAt });
  });

  it('is the list price without a campaign', () => {
    expect(fromPrice({ ...sale, salePriceFromMinor: null, saleEndsAt: null })).toEqual({
      fromMinor: 50_000_00,
      listMinor: null,
      endsAt: null,
    });
  });

  it('strikes nothing through when the campaign lowers only packages dearer than the cheapest', () => {
    expect(fromPrice({ ...sale, salePriceFromMinor: 80_000_00 })).toEqual({
      fromMinor: 50_000_00,
      listMinor: null,
      endsAt: sale.saleEndsAt,
    });
  });
});
