import { describe, expect, it } from 'vitest';
import {
  countryName,
  FIXED_OFFSET_ZONES,
  FIXED_SINCE,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  percentToBasisPoints,
} from '../../src/contracts/format.ts';
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

describe('written out by hand, exactly as Intl writes them (docs/decisions/051)', () => {
  const intl = (options: Intl.DateTimeFormatOptions, timeZone: string) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
  const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

  it('dates and times in every fixed-offset zone, from FIXED_SINCE to 2031', () => {
    // Every zone, every 7 h 13 min: each hour of the day and each day of the month comes round.
    const until = Date.UTC(2031, 0, 1);
    for (const zone of Object.keys(FIXED_OFFSET_ZONES)) {
      const [day, moment, clock] = [intl(DAY, zone), intl({ ...DAY, ...CLOCK }, zone), intl(CLOCK, zone)];
      const wrong: string[] = [];
      for (let at = FIXED_SINCE; at < until; at += (7 * 60 + 13) * 60_000) {
        const iso = new Date(at).toISOString();
        const expected = [day.format(at), moment.format(at), clock.format(at)];
        const written = [formatDate(iso, zone), formatDateTime(iso, zone), formatTime(at, zone)];
        if (written.join('|') !== expected.join('|')) wrong.push(`${zone} ${iso}: ${written.join(' | ')} ≠ ${expected.join(' | ')}`);
        if (wrong.length > 3) break;
      }
      expect(wrong, `${zone} written as Intl writes it`).toEqual([]);
    }
  });

  it('other zones, and moments before FIXED_SINCE, still read by Intl', () => {
    // Cairo keeps summer time again since 2023; Nairobi is not in the table.
    expect(formatDateTime('2026-07-01T21:30:00Z', 'Africa/Cairo')).toBe('2 Jul 2026, 00:30');
    expect(formatDateTime('2026-01-01T21:30:00Z', 'Africa/Cairo')).toBe('1 Jan 2026, 23:30');
    expect(formatDateTime('2026-09-07T21:30:00Z', 'Africa/Nairobi')).toBe('8 Sept 2026, 00:30');
    // Lagos kept half an hour ahead of UTC until September 1919.
    expect(formatDateTime('1915-06-01T23:30:00Z', 'Africa/Lagos')).toBe(
      intl({ ...DAY, ...CLOCK }, 'Africa/Lagos').format(Date.UTC(1915, 5, 1, 23, 30)),
    );
    expect(formatDateTime('1915-06-01T23:30:00Z', 'Africa/Lagos')).not.toBe('2 Jun 1915, 00:30');
  });

  it('an invalid moment reads as Intl reads it: an error, not a made-up date', () => {
    expect(() => formatDate('not a date', 'Africa/Lagos')).toThrow(RangeError);
  });

  it('whole numbers as Intl groups them; other numbers by Intl', () => {
    const en = new Intl.NumberFormat('en-NG');
    for (const n of [0, 7, -7, 999, 1000, -1000, 12_345, 999_999, 1_000_000, -1_234_567, 2 ** 53 - 1, -(2 ** 53 - 1)]) {
      expect(formatNumber(n)).toBe(en.format(n));
    }
    // The one whole number written otherwise: Intl writes "-0", no count should read so.
    expect(formatNumber(-0)).toBe('0');
    for (let n = 1; n < 1e15; n = n * 7 + 3) expect(formatNumber(n)).toBe(en.format(n));
    expect(formatNumber(12.3456)).toBe('12.346');
    expect(formatNumber(1e21)).toBe(en.format(1e21));
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
