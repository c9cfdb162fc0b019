/**
 * The VAT rates the gateway charges: contracts/tax.ts's table with the settings' overrides
 * (VAT_RATES), checked once when the services are built, so a rate outside 0–100 % stops the start.
 */
import { type TaxSnapshot, VAT_RATES_BPS, vatRateProblems } from '../../contracts/tax.ts';
import { marketToday } from '../../contracts/requests.ts';

/** Standard rates by ISO country code, in basis points. */
export type VatRates = Readonly<Record<string, number>>;

/** The settings every VAT figure of the gateway is computed with. */
export interface TaxSettings {
  rates: VatRates;
  /** The platform's own country: VAT on its commission is charged at this country's rate. */
  platformCountry: string;
}

/** The default table with `overrides` on top; throws, naming each bad entry, when a rate is not from 0 to 100 %. */
export function taxSettings(options: { vatRatesBps?: Record<string, number>; platformCountry?: string } = {}): TaxSettings {
  const rates = { ...VAT_RATES_BPS, ...options.vatRatesBps };
  const problems = vatRateProblems(rates);
  const platformCountry = options.platformCountry ?? 'NG';
  if (rates[platformCountry] === undefined) problems.push(`${platformCountry}: the platform's country has no VAT rate`);
  if (problems.length) throw new Error(`Invalid VAT rates:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { rates, platformCountry };
}

/** A company's tax profile as the pricing reads it. */
export interface TaxStanding {
  tin: string | null;
  vatRegistered: boolean;
  vatRegisteredFrom: string | null;
  country: string;
}

/**
 * Whether sales on `at` carry VAT, and at what standard rate: registered on or before that market
 * day, in a country with a configured rate. A company with no profile charges none.
 */
export function vatOnSales(standing: TaxStanding | null, rates: VatRates, at: Date): { chargesVat: boolean; standardBps: number } {
  const standardBps = standing ? (rates[standing.country] ?? 0) : 0;
  const chargesVat =
    standing?.vatRegistered === true &&
    standing.vatRegisteredFrom !== null &&
    standing.vatRegisteredFrom <= marketToday(at) &&
    standardBps > 0;
  return { chargesVat, standardBps: chargesVat ? standardBps : 0 };
}

/** What an order keeps of a party's standing. */
export const taxSnapshot = (standing: TaxStanding | null): TaxSnapshot | null =>
  standing ? { tin: standing.tin, vatRegistered: standing.vatRegistered, country: standing.country } : null;
