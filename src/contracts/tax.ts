/**
 * Value-added tax as the marketplace charges it (docs/decisions/034-vat-delivery-and-commission.md).
 * Rates are in basis points of a percent (7.5 % = 750) so every sum stays in integers; each
 * country's standard rate is configuration (VAT_RATES_BPS, overridable by the gateway's settings).
 */

/** How a product is treated for VAT: the standard rate, zero-rated (0 %, still reported) or exempt (outside VAT). */
export const vatTreatments = ['standard', 'zero-rated', 'exempt'] as const;
export type VatTreatment = (typeof vatTreatments)[number];

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
