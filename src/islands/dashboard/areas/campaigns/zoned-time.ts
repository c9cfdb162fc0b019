/**
 * A campaign starts and ends at a time of day in the account's time zone (the one every dashboard
 * date is shown in), while the gateway keeps instants. Intl knows each zone's offset at an instant;
 * no date library is needed for the one conversion each way.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at an instant, as numbers. */
function wallClock(instant: number, timeZone: string) {
  const parts = partsFormat(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

export const isTime = (text: string): boolean => TIME.test(text);

/** "2026-03-07" at "09:30" in the zone → the instant, ISO 8601 in UTC; null when either does not read. */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Asked twice: the offset at the wall time read as UTC may differ from the one at the instant (a clock change between).
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone)).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the zone's day ("2026-03-07") and time of day ("09:30"), for the form's fields. */
export function zonedParts(instant: string | number, timeZone: string): { date: string; time: string } {
  const w = wallClock(new Date(instant).getTime(), timeZone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The day `days` after a yyyy-MM-dd day, as a calendar day (no zone can move it). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
