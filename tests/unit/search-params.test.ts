import { describe, expect, it } from 'vitest';
import { compactFilters, readSearchState, toSearchFilters, writeSearchState } from '../../src/lib/search-params.ts';

describe('search filters in the address', () => {
  it('drops empty and null filters before sending (spec §5)', () => {
    expect(compactFilters({ a: '', b: null, c: undefined, d: 0, e: 'x' })).toEqual({ d: 0, e: 'x' });
  });

  it('turns the address into API filters, naira into kobo', () => {
    const state = readSearchState(new URLSearchParams('q=caustic&market=3&hazard=5.1&min=1000&max=2500.5&sort=price-asc&page=2'));
    expect(toSearchFilters(state)).toEqual({
      search: 'caustic',
      marketId: 3,
      hazardClass: '5.1',
      minPrice: 100_000,
      maxPrice: 250_050,
      sortOrder: 'price-asc',
      pageNumber: 2,
      pageSize: 24,
    });
  });

  it('ignores values it cannot use instead of sending them', () => {
    const state = readSearchState(new URLSearchParams('market=abc&hazard=10&min=-5&sort=cheapest&page=0'));
    expect(toSearchFilters(state)).toEqual({ sortOrder: 'relevance', pageNumber: 1, pageSize: 24 });
  });

  it('writes back only what differs from the defaults, so shared addresses stay short', () => {
    const state = readSearchState(new URLSearchParams('q=glycerine&country=NG'));
    expect(writeSearchState(state).toString()).toBe('q=glycerine&country=NG');
    expect(writeSearchState({ ...state, page: 3, sort: 'name' }).toString()).toBe('q=glycerine&country=NG&sort=name&page=3');
  });
});
