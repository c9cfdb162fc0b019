import { describe, expect, it } from 'vitest';
import { countryName } from '../../src/contracts/format.ts';
import { productPath, searchPath, slugify } from '../../src/contracts/urls.ts';

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
