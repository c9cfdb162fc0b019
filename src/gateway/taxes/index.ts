/**
 * Taxes' public entry: tax profiles (tax-profiles.ts) and the VAT rates and rules the orders are
 * priced with (vat-rates.ts). Below commerce, which prices orders with them.
 */
export { taxesModule } from './module.ts';
export { companyTaxStanding, createTaxProfiles, sellerTaxStandings, type TaxProfiles } from './tax-profiles.ts';
export { type TaxSettings, type TaxStanding, taxSettings, taxSnapshot, type VatRates, vatOnSales } from './vat-rates.ts';
