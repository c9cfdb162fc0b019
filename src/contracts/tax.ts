/**
 * Value-added tax as the marketplace charges it (docs/decisions/034-vat-delivery-and-commission.md).
 * Rates are in basis points of a percent (7.5 % = 750) so every sum stays in integers; each
 * country's standard rate is configuration (VAT_RATES_BPS, overridable by the gateway's settings).
 */
import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import { ratePercent } from './vat-rate.ts';
import { isCountryCode } from './countries.ts';
import { twoLetterCountry } from './text-fields.ts';

/** How a product is treated for VAT: the standard rate, zero-rated (0 %, still reported) or exempt (outside VAT). */
export const vatTreatments = ['standard', 'zero-rated', 'exempt'] as const;
export type VatTreatment = (typeof vatTreatments)[number];
export const vatTreatment = z.enum(vatTreatments, { error: `must be one of ${vatTreatments.join(', ')}` });

/** Standard VAT rates by ISO country code, in basis points (Nigeria 7.5 % under the VAT Act as amended in 2019). */
export const VAT_RATES_BPS: Readonly<Record<string, number>> = {
  NG: 750,
  GH: 1500,
  KE: 1600,
  ZA: 1500,
  EG: 1400,
  CI: 1800,
};

/** The largest rate a setting may carry: 100 %. */
export const MAX_VAT_RATE_BPS = 10_000;

/** A seller's VAT standing as it was when an order was placed; copied onto the order. */
export interface TaxSnapshot {
  /** Taxpayer identification number, or null when the party has none on file. */
  tin: string | null;
  vatRegistered: boolean;
  /** The country whose rates apply (ISO code). */
  country: string;
}

/**
 * VAT on a net amount at a rate in basis points: amount × rate / 10 000, rounded half up to the
 * kobo, in integer arithmetic (BigInt, so no amount near 2^53 is rounded by floating point). The
 * one rounding rule of the marketplace: applied per order line, per delivery line and per
 * commission, never to a sum of lines (docs/decisions/034-vat-delivery-and-commission.md).
 */
export function vatOf(netMinor: number, rateBps: number): number {
  if (netMinor <= 0 || rateBps <= 0) return 0;
  return Number((BigInt(netMinor) * BigInt(rateBps) + 5000n) / 10000n);
}

/**
 * VAT given back when `refunded` of a net amount was refunded before and `now` more is: the
 * difference of the running totals' VAT, so refunds in parts give back exactly what was charged.
 */
export const vatGivenBack = (refunded: number, now: number, rateBps: number) => vatOf(refunded + now, rateBps) - vatOf(refunded, rateBps);

/** The rate a line carries: the seller's standard rate on standard goods, none on zero-rated and exempt goods. */
export const lineRateBps = (treatment: VatTreatment, standardBps: number) => (treatment === 'standard' ? standardBps : 0);

/** "7.5 %" from 750 (in vat-rate.ts, so the islands print rates without the schemas). */
export { ratePercent };

/**
 * A taxpayer identification number as the revenue service issues it: eight digits, a dash and
 * four (12345678-0001); typed with or without the dash. The business verification takes it too.
 */
export const TIN_PATTERN = /^\d{8}-?\d{4}$/;
export const tinField = z.string({ error: 'is required' }).trim().regex(TIN_PATTERN, { error: 'must be a TIN like 12345678-0001' });

/** "123456780001" → "12345678-0001": how a TIN is stored and printed. */
export const normalTin = (tin: string) => tin.replace(/^(\d{8})-?(\d{4})$/, '$1-$2');

/** The first day VAT registration may say it took effect: 1 December 1993, when Nigeria's VAT Act came in. */
export const EARLIEST_VAT_DAY = '1993-12-01';

/** POST /v1/company/tax-profile: the company's TIN and VAT standing. */
export const taxProfileBody = z
  .object({
    /** '' or null: none on file. A VAT-registered company needs one. */
    tin: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), tinField.nullable()).default(null),
    vatRegistered: z.boolean({ error: 'must be true or false' }),
    /** The day registration took effect (yyyy-MM-dd); required when VAT-registered. Orders placed before it carry no VAT. */
    vatRegisteredFrom: z.preprocess((v) => (v === '' ? null : v), calendarDay('must be a date like 2024-01-01').nullable()).default(null),
    /** ISO 3166-1 alpha-2: whose VAT rates apply. */
    country: twoLetterCountry.refine(isCountryCode, { error: 'is not a country code we know' }).default('NG'),
  })
  .superRefine((body, ctx) => {
    if (body.vatRegistered && body.tin === null)
      ctx.addIssue({ code: 'custom', path: ['tin'], message: 'is required for a VAT-registered company' });
    if (body.vatRegistered && body.vatRegisteredFrom === null)
      ctx.addIssue({ code: 'custom', path: ['vatRegisteredFrom'], message: 'is required for a VAT-registered company' });
    if (body.vatRegisteredFrom !== null && body.vatRegisteredFrom < EARLIEST_VAT_DAY)
      ctx.addIssue({ code: 'custom', path: ['vatRegisteredFrom'], message: `must not be before ${EARLIEST_VAT_DAY}` });
  });
export type TaxProfileBody = z.input<typeof taxProfileBody>;

export const taxProfile = z.object({
  tin: z.string().nullable(),
  vatRegistered: z.boolean(),
  vatRegisteredFrom: z.string().nullable(),
  country: z.string(),
  /** The standard rate of the country in basis points, as configured; null when none is. */
  standardRateBps: z.number().int().nullable(),
  /** Whether the company's sales carry VAT today. */
  chargesVat: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TaxProfile = z.infer<typeof taxProfile>;

/**
 * What is wrong with a table of VAT rates (country code → basis points), one sentence each; empty
 * when nothing is. The gateway refuses to start with a wrong one (platform/config.ts, registry.ts).
 */
export function vatRateProblems(rates: Readonly<Record<string, number>>): string[] {
  const problems: string[] = [];
  for (const [country, bps] of Object.entries(rates)) {
    if (!/^[A-Z]{2}$/.test(country) || !isCountryCode(country)) problems.push(`${country}: is not a country code`);
    else if (!Number.isFinite(bps)) problems.push(`${country}: the rate is not a number (write CODE=percent, as NG=7.5)`);
    else if (!Number.isInteger(bps) || bps < 0 || bps > MAX_VAT_RATE_BPS)
      problems.push(`${country}: ${ratePercent(bps)} is not a VAT rate: it must be from 0 % to 100 %`);
  }
  return problems;
}

/**
 * "NG=7.5, GH=15" (percent, as the VAT_RATES setting is written) → { NG: 750, GH: 1500 }; an entry
 * that is not CODE=number is reported by vatRateProblems as a rate that is not a number.
 */
export function parseVatRates(text: string): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const entry of text.split(',')) {
    if (!entry.trim()) continue;
    const [code = '', percent = ''] = entry.split('=').map((part) => part.trim());
    const value = /^-?\d+(\.\d{1,2})?$/.test(percent) ? Math.round(Number(percent) * 100) : Number.NaN;
    rates[code.toUpperCase()] = value;
  }
  return rates;
}
