/** Countries, numbers and dates as people read them; shared by the static pages, the islands and the gateway. Money is in money.ts. */

// Intl objects are made on first use, not on import: a page script importing this module (the like
// button's count) would otherwise pay their start-up (about 13 ms of a phone's main thread) at load.
let regionNames: Intl.DisplayNames | undefined;

const countryNames = new Map<string, string>();

/** "NG" → "Nigeria"; an unknown code is shown as it is. */
export function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(code, name);
  }
  return name;
}

/*
 * Whole numbers, naira amounts (money.ts) and dates in UTC and the marketplace's time zone are
 * written out by hand, not by Intl: the first Intl formatter a page makes costs 25–40 ms of its
 * main thread (ICU loading its data: 25–33 ms for a number format, 8–11 ms more for the first date
 * format, in Chromium on the benchmark machine; several times more on a phone), and every
 * dashboard page formats amounts and dates in its first screen. Everything else still goes through
 * Intl. The unit tests (format.test.ts, money.test.ts) hold each hand-written path to Intl, so a
 * change of locale data or of a zone's rules fails them instead of drifting (docs/decisions/051).
 */

/** 1234567 → "1,234,567": a non-negative whole number's digits in groups of three. */
export function groupThousands(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = grouped ? `${digits.slice(start, end)},${grouped}` : digits.slice(start, end);
  }
  return grouped;
}

let numberFormat: Intl.NumberFormat | undefined;

export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) return `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;
  numberFormat ??= new Intl.NumberFormat('en-NG');
  return numberFormat.format(value);
}

/*
 * The one style of dates and times across the product: a day reads "1 Mar 2026", a moment
 * "1 Mar 2026, 15:05", a time of day "15:05", on the 24-hour clock in the reader's time zone (the
 * account's, in the dashboard). Fields take a day as year-month-day (spec §9, the date picker) and a
 * time of day as HH:MM on the same 24-hour clock, never a browser's AM/PM.
 */
type DateStyle = 'date' | 'dateTime' | 'time';
const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/** Formatters are costly to create (a static build formats dates on every page): one per style and zone. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}:${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...DATE_STYLES[style], timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Zones whose clock keeps one offset from UTC, in minutes east of it: UTC, and the marketplace's
 * own (Nigeria's, West Africa Time, no daylight saving), in which most accounts read their dates and
 * campaigns end. A moment in one of these is written out by hand; any other zone goes through Intl.
 * The unit test holds each to Intl; a zone added here must keep its offset from FIXED_SINCE on.
 */
export const FIXED_OFFSET_ZONES: Readonly<Record<string, number>> = { UTC: 0, 'Etc/UTC': 0, 'Africa/Lagos': 60 };

/**
 * From when the zones above are written out by hand; an earlier moment goes through Intl. Nigeria's
 * clock has been an hour ahead of UTC since September 1919 (before, half an hour, and earlier its
 * local mean time), so an older date, rare as it is, still reads as Intl writes it.
 */
export const FIXED_SINCE = Date.UTC(1920, 0, 1);

/** The months as a day reads them ("7 Sept 2026"), January first. */
export const MONTHS: readonly string[] = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

function formatMoment(style: DateStyle, value: string | number | Date, timeZone: string): string {
  const moment = new Date(value);
  const offset = FIXED_OFFSET_ZONES[timeZone];
  if (offset === undefined || !(moment.getTime() >= FIXED_SINCE)) return dateFormat(style, timeZone).format(moment);
  // The wall clock of that zone, read with the UTC getters.
  const wall = new Date(moment.getTime() + offset * 60_000);
  const day = `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
  const time = `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`;
  return style === 'date' ? day : style === 'time' ? time : `${day}, ${time}`;
}

/** "2026-03-01T…" → "1 Mar 2026", in the reader's time zone (the account's, in the dashboard). */
export function formatDate(iso: string, timeZone = 'UTC'): string {
  return formatMoment('date', iso, timeZone);
}

/** "2026-03-01T14:05…" → "1 Mar 2026, 15:05" in the given time zone. */
export function formatDateTime(iso: string, timeZone = 'UTC'): string {
  return formatMoment('dateTime', iso, timeZone);
}

/** "2026-03-01T14:05…" → "15:05" in the given time zone. */
export function formatTime(iso: string | number | Date, timeZone = 'UTC'): string {
  return formatMoment('time', iso, timeZone);
}

/**
 * A percentage as typed ("12.5", "12.50 %") → basis points (1250); null when it is not a number with
 * at most three digits and two decimals. Financing offers' rates and campaigns' discounts read it.
 */
export function percentToBasisPoints(typed: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(typed);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
