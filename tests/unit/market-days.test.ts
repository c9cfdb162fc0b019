/**
 * Market days and months (src/gateway/platform/time.ts): the calendar of Lagos, where every
 * figure of money is counted, whatever the server's time zone.
 */
import { describe, expect, it } from 'vitest';
import { marketDayStart, marketMonth, monthsAfter } from '../../src/gateway/platform/time.ts';

describe('a market day', () => {
  it('begins at midnight in Lagos, an hour before midnight UTC', () => {
    expect(marketDayStart(new Date('2026-03-10T15:00:00Z')).toISOString()).toBe('2026-03-09T23:00:00.000Z');
  });

  it('has begun already at 23:30 UTC: it is 00:30 the next day in Lagos', () => {
    expect(marketDayStart(new Date('2026-03-10T23:30:00Z')).toISOString()).toBe('2026-03-10T23:00:00.000Z');
  });

  it('counts its first instant as its own', () => {
    expect(marketDayStart(new Date('2026-03-10T23:00:00Z')).toISOString()).toBe('2026-03-10T23:00:00.000Z');
  });
});

describe('a market month', () => {
  it('is the month in Lagos: 23:30 UTC on the last day of March is April there', () => {
    expect(marketMonth(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04');
    expect(marketMonth(new Date('2026-03-31T22:30:00Z'))).toBe('2026-03');
  });

  it('counts months across the turn of a year', () => {
    expect(monthsAfter('2026-01', -5)).toBe('2025-08');
    expect(monthsAfter('2026-11', 6)).toBe('2027-05');
    expect(monthsAfter('2026-04', 0)).toBe('2026-04');
  });
});
