/**
 * Market days and months: calendar days in the marketplace's time zone (MARKET_TIME_ZONE and
 * marketToday in src/contracts/requests.ts, shared with the site), the one calendar every figure is
 * counted in (a wallet's daily limit, its daily flow, financing's repayments by month, a storefront's
 * statistics), so a payment at 00:30 in Lagos is never yesterday's.
 */
import { MARKET_TIME_ZONE, marketToday } from '../../contracts/requests.ts';

/** "yyyy-MM-dd" of the day `days - 1` before `today`: the first day of a period of `days` days. */
export function periodStart(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (days - 1));
  return date.toISOString().slice(0, 10);
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the market's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: number): number {
  const part = Object.fromEntries(wallClock.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant the market day of `at` began. */
export function marketDayStart(at: Date): Date {
  const midnightUtc = Date.parse(`${marketToday(at)}T00:00:00Z`);
  // The offset at midnight may differ from the offset now in a zone with summer time: ask twice.
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}

/** "yyyy-MM", the market month of `at`. */
export const marketMonth = (at: Date): string => marketToday(at).slice(0, 7);

/** The market month `months` after (or, negative, before) the month "yyyy-MM". */
export function monthsAfter(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, index! - 1 + months, 1)).toISOString().slice(0, 7);
}
