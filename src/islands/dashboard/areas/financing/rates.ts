/** How an offer's rates read: the rate per 30 days it is priced at, and the annual percentage rate to compare offers by. */
const percent = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/** Basis points per 30 days → "2.5 % a month". */
export const monthlyRate = (bps: number) => `${percent.format(bps / 100)} % a month`;

/** Basis points a year → "55.68 %" (docs/decisions/026-annual-percentage-rate.md). */
export const annualRate = (bps: number) => `${percent.format(bps / 100)} %`;
