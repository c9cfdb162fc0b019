/**
 * Money as the product keeps it: integer minor units (kobo, DESIGN.md "Money"), parsed from what
 * people type and shown as people read them. The one place for it, used by the site, the build and
 * the gateway alike, so a price typed in one form means the same in every other.
 */

import { groupThousands } from './format.ts';

export const KOBO_PER_NAIRA = 100;

/**
 * How every amount reads, on every page, in every email and message: always with its kobo, two
 * decimals, "₦1,250,000.00" as "₦1,250.50". One rule, so amounts side by side on a screen (a price
 * beside a commission, a balance beside a line) line up and never mix "₦5,000" with "₦4,925.50".
 * Forms take amounts without kobo too (nairaToKobo), and a field's own text stays as typed (koboToNaira).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Minor units (kobo) → "₦1,250,000.00"; money is never a float until shown. */
export function formatMoney(minor: number, currency = 'NGN'): string {
  // Naira written out here, in integer arithmetic (format.ts says why); other currencies by Intl.
  if (currency === 'NGN' && Number.isSafeInteger(minor)) {
    const { sign, whole, hundredths } = partsOf(minor);
    return `${sign}₦${groupThousands(String(whole))}.${hundredths}`;
  }
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-NG', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(currency, format);
  }
  return format.format(minor / KOBO_PER_NAIRA);
}

/**
 * A naira amount as people type it ("1,250.5", "₦ 40000", "NGN 1000") → kobo; null when the text is
 * not a non-negative amount with at most two decimals, or when the kobo would pass 2^53 (a number
 * that large cannot be stored exactly, so it is refused rather than rounded).
 */
export function nairaToKobo(typed: string): number | null {
  const cleaned = typed
    .trim()
    .replace(/^(?:NGN|₦)\s*/i, '')
    .replace(/[\s,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [naira = '', kobo = ''] = cleaned.split('.');
  // BigInt so that an overflow is seen, not silently rounded by floating point.
  const minor = BigInt(naira) * BigInt(KOBO_PER_NAIRA) + BigInt(kobo.padEnd(2, '0'));
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/**
 * An integer amount of minor units split into its sign, whole units and hundredths, in integer
 * arithmetic: dividing by 100 in floating point first would round amounts near 2^53.
 */
function partsOf(minor: number): { sign: string; whole: number; hundredths: string } {
  const abs = Math.abs(minor);
  const hundredths = abs % KOBO_PER_NAIRA;
  return { sign: minor < 0 ? '-' : '', whole: (abs - hundredths) / KOBO_PER_NAIRA, hundredths: String(hundredths).padStart(2, '0') };
}

/** Minor units to the naira amount a form field shows: 125050 → "1250.50", 125000 → "1250", -5 → "-0.05". */
export function koboToNaira(minor: number): string {
  const { sign, whole, hundredths } = partsOf(minor);
  return `${sign}${whole}${hundredths === '00' ? '' : `.${hundredths}`}`;
}

/**
 * Minor units to the plain decimal files and machines read: 125000 → "1250.00", -5 → "-0.05"; no
 * grouping, no symbol, always two decimals. CSV exports' amount columns and schema.org's prices
 * (JSON-LD) both take it; exact for every safe integer, so no amount is ever rounded.
 */
export function koboToDecimal(minor: number): string {
  const { sign, whole, hundredths } = partsOf(minor);
  return `${sign}${whole}.${hundredths}`;
}
