/**
 * The marketplace's calendar days, without the schemas: requests.ts re-exports them, and the
 * requests' lists read them from here without loading zod.
 */

/** The marketplace's home time zone: "today" and "in the past" are judged in it. */
export const MARKET_TIME_ZONE = 'Africa/Lagos';

/** Today's date in the marketplace's time zone, "yyyy-MM-dd". */
export function marketToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "2026-03-01" → "1 Mar 2026": a calendar day read as written, whatever the reader's time zone. */
export function dayName(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
