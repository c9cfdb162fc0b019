import { describe, expect, it } from 'vitest';
import { isValidCasNumber } from '../../src/contracts/cas.ts';
import { formatMoney, koboToDecimal, koboToNaira, nairaToKobo } from '../../src/contracts/money.ts';

describe('nairaToKobo', () => {
  it('reads plain, grouped and decimal amounts', () => {
    expect(nairaToKobo('1250')).toBe(125_000);
    expect(nairaToKobo('1,250.50')).toBe(125_050);
    expect(nairaToKobo('1,250.5')).toBe(125_050);
    expect(nairaToKobo('0.01')).toBe(1);
    expect(nairaToKobo('0')).toBe(0);
    expect(nairaToKobo(' 40 000 ')).toBe(4_000_000);
  });

  it('takes the naira sign and the currency code in front', () => {
    expect(nairaToKobo('₦1250')).toBe(125_000);
    expect(nairaToKobo('₦ 40,000')).toBe(4_000_000);
    expect(nairaToKobo('NGN 1000')).toBe(100_000);
    expect(nairaToKobo('ngn1000')).toBe(100_000);
  });

  it('refuses what is not an amount of naira', () => {
    for (const text of ['', '   ', '₦', 'abc', '12a', '1.234', '1.', '.5', '1e5', '0x10', 'USD 10', '10 NGN', '1.2.3'])
      expect(nairaToKobo(text), JSON.stringify(text)).toBeNull();
  });

  it('refuses negative amounts', () => {
    expect(nairaToKobo('-5')).toBeNull();
    expect(nairaToKobo('₦-5')).toBeNull();
  });

  it('refuses amounts whose kobo pass 2^53 instead of rounding them', () => {
    expect(nairaToKobo('99999999999999999999')).toBeNull();
    expect(nairaToKobo('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(nairaToKobo('90071992547409.92')).toBeNull();
  });
});

describe('koboToNaira', () => {
  it('shows what a price field holds, decimals only when there are kobo', () => {
    expect(koboToNaira(125_000)).toBe('1250');
    expect(koboToNaira(125_050)).toBe('1250.50');
    expect(koboToNaira(5)).toBe('0.05');
    expect(koboToNaira(0)).toBe('0');
    expect(koboToNaira(-5)).toBe('-0.05');
    expect(koboToNaira(-125_050)).toBe('-1250.50');
  });

  it('round-trips with nairaToKobo', () => {
    for (const kobo of [0, 1, 99, 100, 125_050, Number.MAX_SAFE_INTEGER]) expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo);
  });
});

describe('koboToDecimal', () => {
  it('writes the plain decimal a CSV column or a schema.org price holds, always with two decimals', () => {
    expect(koboToDecimal(125_000)).toBe('1250.00');
    expect(koboToDecimal(125_050)).toBe('1250.50');
    expect(koboToDecimal(125_000_000)).toBe('1250000.00');
    expect(koboToDecimal(5)).toBe('0.05');
    expect(koboToDecimal(0)).toBe('0.00');
  });

  it('keeps the minus sign of negative amounts (refunds, debits)', () => {
    expect(koboToDecimal(-5)).toBe('-0.05');
    expect(koboToDecimal(-125_050)).toBe('-1250.50');
    expect(koboToDecimal(-100)).toBe('-1.00');
  });

  it('is exact up to 2^53, where dividing by 100 first would round', () => {
    expect(koboToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(koboToDecimal(-Number.MAX_SAFE_INTEGER)).toBe('-90071992547409.91');
    expect(koboToDecimal(2 ** 53 - 2)).toBe('90071992547409.90');
    expect(koboToDecimal(9_007_199_254_740_899)).toBe('90071992547408.99');
  });

  it('reads back with nairaToKobo to the same kobo', () => {
    for (const kobo of [0, 1, 99, 100, 125_050, Number.MAX_SAFE_INTEGER]) expect(nairaToKobo(koboToDecimal(kobo))).toBe(kobo);
  });
});

describe('formatMoney written out for naira, exactly as Intl writes it (docs/decisions/051)', () => {
  it('matches Intl over whole, fractional, negative and very large amounts, and leaves other currencies to it', () => {
    const naira = new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0,
      1,
      5,
      99,
      100,
      101,
      12_345,
      99_999_999,
      -1,
      -5,
      -12_350,
      125_000_000,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
    ];
    for (let minor = 3; minor < Number.MAX_SAFE_INTEGER / 11; minor = minor * 11 + 7) amounts.push(minor, -minor);
    // Intl reads the amount as a decimal string here, so its own figure is exact too.
    const exact = (minor: number) => {
      const abs = String(Math.abs(minor)).padStart(3, '0');
      return `${minor < 0 ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}` as `${number}`;
    };
    for (const minor of amounts) expect(formatMoney(minor), String(minor)).toBe(naira.format(exact(minor)));
    expect(formatMoney(12_345, 'USD')).toBe(
      new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(123.45),
    );
  });
});

describe('formatMoney', () => {
  it('always shows the kobo, two decimals, also when they are zero', () => {
    expect(formatMoney(125_000_000)).toBe('₦1,250,000.00');
    expect(formatMoney(125_050)).toBe('₦1,250.50');
    expect(formatMoney(5)).toBe('₦0.05');
    expect(formatMoney(0)).toBe('₦0.00');
  });

  it('gives amounts shown side by side the same decimals, whichever comes first', () => {
    const decimals = (text: string) => /\.(\d+)$/.exec(text)?.[1]?.length;
    for (const order of [
      [500_000_000, 492_500_050],
      [492_500_050, 500_000_000],
    ])
      expect(order.map((minor) => decimals(formatMoney(minor)))).toEqual([2, 2]);
  });

  it('shows other currencies by the same rule', () => {
    expect(formatMoney(1_200_000, 'USD')).toBe('US$12,000.00');
    expect(formatMoney(1_200_050, 'USD')).toBe('US$12,000.50');
  });

  it('shows negative amounts with a minus sign', () => {
    expect(formatMoney(-125_050)).toBe('-₦1,250.50');
  });
});

describe('isValidCasNumber', () => {
  it('accepts numbers whose check digit matches', () => {
    for (const cas of ['7732-18-5', '13463-67-7', '1310-73-2', '64-17-5']) expect(isValidCasNumber(cas), cas).toBe(true);
  });

  it('refuses a wrong check digit and malformed numbers', () => {
    for (const cas of ['7732-18-4', '7732185', '', '1-18-5', '12345678-18-5', '7732-1-5', ' 7732-18-5'])
      expect(isValidCasNumber(cas), cas).toBe(false);
  });
});
