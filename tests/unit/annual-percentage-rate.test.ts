/** The annual percentage rate of an offer (docs/decisions/026-annual-percentage-rate.md), with its worked examples. */
import { describe, expect, it } from 'vitest';
import { annualPercentageRate, INSTALMENT_DAYS, MAX_APR_BPS, repaymentSchedule } from '../../src/contracts/financing.ts';

const MILLION = 1_000_000_00;

describe('the annual percentage rate', () => {
  it.each([
    ['nothing but the principal back', { rateBps: 0, tenorDays: 90, fee: 0 }, 0],
    ['2.5 % a month, one instalment after 30 days: 1.025^(365/30) − 1', { rateBps: 250, tenorDays: 30, fee: 0 }, 3504],
    ['2.5 % a month flat over 90 days, repaid in thirds', { rateBps: 250, tenorDays: 90, fee: 0 }, 5568],
    ['the same with a ₦10,000 fee on the first instalment', { rateBps: 250, tenorDays: 90, fee: 10_000_00 }, 6521],
    ['only a 1 % fee, after 30 days: 1.01^(365/30) − 1', { rateBps: 0, tenorDays: 30, fee: 10_000_00 }, 1287],
  ])('is %s', (_, terms, bps) => {
    expect(annualPercentageRate({ principal: MILLION, ...terms })).toBe(bps);
  });

  it('is the rate at which the instalments are worth the principal on the day it is paid out', () => {
    const terms = { principal: 12_400_000_00, rateBps: 250, tenorDays: 90, fee: 62_000_00 };
    const apr = annualPercentageRate(terms) / 10_000;
    const worth = repaymentSchedule({ ...terms, start: new Date(0) }).reduce(
      (sum, i) => sum + i.amount * (1 + apr) ** (-(i.seq * INSTALMENT_DAYS) / 365),
      0,
    );
    // Rounded to a basis point, the rate leaves the two sides within a few kobo per naira-million.
    expect(Math.abs(worth - terms.principal) / terms.principal).toBeLessThan(0.00005);
  });

  it('grows with the fee and with the rate, and a longer tenor at the same flat rate costs more a year', () => {
    const base = { principal: MILLION, rateBps: 200, tenorDays: 60, fee: 0 };
    expect(annualPercentageRate({ ...base, fee: 5_000_00 })).toBeGreaterThan(annualPercentageRate(base));
    expect(annualPercentageRate({ ...base, rateBps: 300 })).toBeGreaterThan(annualPercentageRate(base));
    expect(annualPercentageRate({ ...base, tenorDays: 180 })).toBeGreaterThan(annualPercentageRate(base));
  });

  it('is told as its ceiling when a fee many times the principal would go past it', () => {
    expect(annualPercentageRate({ principal: MILLION, rateBps: 1000, tenorDays: 30, fee: 100 * MILLION })).toBe(MAX_APR_BPS);
  });
});
