import { describe, expect, it } from 'vitest';
import { countryName, formatMoney } from '../../src/lib/format.ts';
import { productPath, searchPath, slugify } from '../../src/contracts/urls.ts';

describe('formatMoney', () => {
  it('shows kobo as naira, without decimals when they are zero', () => {
    expect(formatMoney(125_000_000)).toBe('₦1,250,000');
    expect(formatMoney(125_050)).toBe('₦1,250.50');
  });
});

describe('countryName', () => {
  it('names a country from its code and keeps an unknown code as it is', () => {
    expect(countryName('NG')).toBe('Nigeria');
    expect(countryName('??')).toBe('??');
  });
});

describe('urls', () => {
  it('slugifies names with accents and symbols', () => {
    expect(slugify('Titanium dioxide (rutile)')).toBe('titanium-dioxide-rutile');
    expect(slugify('Côte d’Ivoire Chimie')).toBe('cote-d-ivoire-chimie');
  });

  it('builds product and search paths', () => {
    expect(productPath('caustic-soda', 'detergents', 12)).toBe('/product/caustic-soda/detergents/12');
    expect(searchPath({ q: 'tio2', market: '', page: undefined, country: 'NG' })).toBe('/search?q=tio2&country=NG');
    expect(searchPath()).toBe('/search');
  });
});
