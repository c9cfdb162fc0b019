/**
 * The repayment schedule's rounding rule (src/contracts/financing.ts), tested as properties over
 * many random loans: instalments add up exactly to principal + interest + fee, they differ by at
 * most one kobo in each part, and the interest is the exact product rounded half up.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTALMENT_DAYS, interestOf, nairaEquivalent, rateToKobo, repaymentSchedule } from '../../src/contracts/financing.ts';

const loan = fc.record({
  principal: fc.integer({ min: 1, max: 10_000_000_000_00 }),
  rateBps: fc.integer({ min: 0, max: 1000 }),
  months: fc.integer({ min: 1, max: 6 }),
  fee: fc.integer({ min: 0, max: 10_000_000_00 }),
});
const start = new Date('2026-01-15T09:00:00Z');

describe('repayment schedule', () => {
  it('adds up exactly to principal, interest and fee, for any loan', () => {
    fc.assert(
      fc.property(loan, ({ principal, rateBps, months, fee }) => {
        const tenorDays = months * INSTALMENT_DAYS;
        const schedule = repaymentSchedule({ principal, rateBps, tenorDays, fee, start });
        const interest = interestOf(principal, rateBps, tenorDays);
        expect(schedule).toHaveLength(months);
        expect(schedule.reduce((s, i) => s + i.principal, 0)).toBe(principal);
        expect(schedule.reduce((s, i) => s + i.interest, 0)).toBe(interest);
        expect(schedule.reduce((s, i) => s + i.amount, 0)).toBe(principal + interest + fee);
        for (const i of schedule) expect(i.amount).toBe(i.principal + i.interest + i.fee);
      }),
      { numRuns: 2000 },
    );
  });

  it('makes equal instalments: each part differs by at most one kobo, larger ones first, the fee on the first', () => {
    fc.assert(
      fc.property(loan, ({ principal, rateBps, months, fee }) => {
        const schedule = repaymentSchedule({ principal, rateBps, tenorDays: months * INSTALMENT_DAYS, fee, start });
        for (const part of ['principal', 'interest'] as const) {
          const values = schedule.map((i) => i[part]);
          expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
          expect([...values].sort((a, b) => b - a)).toEqual(values);
        }
        expect(schedule.map((i) => i.fee)).toEqual([fee, ...Array(months - 1).fill(0)]);
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds interest half up from the exact product, in integers', () => {
    fc.assert(
      fc.property(loan, ({ principal, rateBps, months }) => {
        const tenorDays = months * INSTALMENT_DAYS;
        const exact = (BigInt(principal) * BigInt(rateBps) * BigInt(tenorDays) * 2n) / (10_000n * 30n);
        // exact is twice the true value floored: half up means floor(true + 0.5) = floor((2·true + 1) / 2).
        expect(BigInt(interestOf(principal, rateBps, tenorDays))).toBe((exact + 1n) / 2n);
      }),
      { numRuns: 2000 },
    );
    expect(interestOf(1_000_000_00, 250, 90)).toBe(7_500_000);
    expect(interestOf(3, 5000, 30)).toBe(2); // 1.5 kobo rounds up
  });

  it('dues one every 30 days from the start', () => {
    const schedule = repaymentSchedule({ principal: 300_00, rateBps: 0, tenorDays: 90, fee: 0, start });
    expect(schedule.map((i) => i.dueAt)).toEqual(['2026-02-14T09:00:00.000Z', '2026-03-16T09:00:00.000Z', '2026-04-15T09:00:00.000Z']);
    expect(schedule.map((i) => i.principal)).toEqual([100_00, 100_00, 100_00]);
  });
});

describe('import amounts', () => {
  it('reads a rate typed as naira per unit', () => {
    expect(rateToKobo('1550.25')).toBe(155025);
    expect(rateToKobo('1,550.5')).toBe(155050);
    expect(rateToKobo('1550')).toBe(155000);
    expect(rateToKobo('0')).toBeNull();
    expect(rateToKobo('15.505')).toBeNull();
    expect(rateToKobo('abc')).toBeNull();
  });

  it('reads a rate as every naira amount is read, and refuses one of eight digits of naira', () => {
    expect(rateToKobo('₦ 1,550.25')).toBe(155025);
    expect(rateToKobo('9,999,999.99')).toBe(999_999_999);
    expect(rateToKobo('10000000')).toBeNull();
    expect(rateToKobo('-1550')).toBeNull();
  });

  it('converts a foreign amount to kobo, rounded half up', () => {
    expect(nairaEquivalent(12_345_67, 155025)).toBe(Math.round((1234567 * 155025) / 100));
    expect(nairaEquivalent(1, 50)).toBe(1); // 0.5 kobo rounds up
    expect(nairaEquivalent(1, 49)).toBe(0);
  });
});
