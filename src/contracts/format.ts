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

/** Formatters are costly to create (a static build formats dates on every page): one per option set and zone. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(withTime: boolean, timeZone: string): Intl.DateTimeFormat {
  const key = `${withTime}:${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone,
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** "2026-03-01T…" → "1 Mar 2026", in the reader's time zone (the account's, in the dashboard). */
export function formatDate(iso: string, timeZone = 'UTC'): string {
  return dateFormat(false, timeZone).format(new Date(iso));
}

/** "2026-03-01T14:05…" → "1 Mar 2026, 15:05" in the given time zone. */
export function formatDateTime(iso: string, timeZone = 'UTC'): string {
  return dateFormat(true, timeZone).format(new Date(iso));
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
