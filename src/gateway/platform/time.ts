/**
 * Periods of market days. A market day is a calendar day in the marketplace's time zone
 * (MARKET_TIME_ZONE and marketToday in src/contracts/requests.ts, shared with the site).
 */

/** "yyyy-MM-dd" of the day `days - 1` before `today`: the first day of a period of `days` days. */
export function periodStart(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (days - 1));
  return date.toISOString().slice(0, 10);
}
