import { describe, expect, it } from 'vitest';
import { countryName, formatDate, formatDateTime, formatTime, percentToBasisPoints } from '../../src/contracts/format.ts';
import { productPath, searchPath, slugify } from '../../src/contracts/urls.ts';

describe('countryName', () => {
  it('names a country from its code and keeps an unknown code as it is', () => {
    expect(countryName('NG')).toBe('Nigeria');
    expect(countryName('??')).toBe('??');
  });
});

describe('dates and times', () => {
  it('read in one style: day month year, and the 24-hour clock in the given time zone', () => {
    const afternoon = '2026-03-01T14:05:00Z';
    expect(formatDate(afternoon, 'Africa/Lagos')).toBe('1 Mar 2026');
    expect(formatDateTime(afternoon, 'Africa/Lagos')).toBe('1 Mar 2026, 15:05');
    expect(formatTime(afternoon, 'Africa/Lagos')).toBe('15:05');
    expect(formatTime('2026-03-01T23:30:00Z', 'Africa/Lagos')).toBe('00:30');
    expect(formatDateTime('2026-03-01T23:30:00Z', 'Africa/Lagos')).toBe('2 Mar 2026, 00:30');
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

describe('percentToBasisPoints', () => {
  it('reads a percentage as people type it', () => {
    expect(percentToBasisPoints('12.5')).toBe(1250);
    expect(percentToBasisPoints(' 12.50 % ')).toBe(1250);
    expect(percentToBasisPoints('2.5')).toBe(250);
    expect(percentToBasisPoints('10')).toBe(1000);
    expect(percentToBasisPoints('0.05')).toBe(5);
  });
  it('refuses what is not a percentage with at most two decimals', () => {
    for (const typed of ['', 'ten', '1.234', '-5', '1,5', '1000', '1e2']) expect(percentToBasisPoints(typed)).toBeNull();
  });
});
