/**
 * A VAT rate in basis points as printed: "7.5 %" from 750. A module of its own, so the islands print
 * rates without the tax schemas and the static pages' shared code does not carry it.
 */
export const ratePercent = (bps: number) => `${(bps / 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`;
