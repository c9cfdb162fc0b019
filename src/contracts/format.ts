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

let numberFormat: Intl.NumberFormat | undefined;

export function formatNumber(value: number): string {
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

/** "2026-03-01T…" → "1 Mar 2026", in the reader's time zone (the account's, in the dashboard). */
export function formatDate(iso: string, timeZone = 'UTC'): string {
  return dateFormat('date', timeZone).format(new Date(iso));
}

/** "2026-03-01T14:05…" → "1 Mar 2026, 15:05" in the given time zone. */
export function formatDateTime(iso: string, timeZone = 'UTC'): string {
  return dateFormat('dateTime', timeZone).format(new Date(iso));
}

/** "2026-03-01T14:05…" → "15:05" in the given time zone. */
export function formatTime(iso: string | number | Date, timeZone = 'UTC'): string {
  return dateFormat('time', timeZone).format(new Date(iso));
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
