/**
 * Dates as the date picker writes them (spec §9: year-month-day, e.g. 2025-03-07), read and
 * written as calendar days in local time, so no time zone can move a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Year, month and day with any of - / . or spaces between, months and days with one or two digits. */
const LOOSE_DATE = /^\s*(\d{4})\s*[-/. ]\s*(\d{1,2})\s*[-/. ]\s*(\d{1,2})\s*$/;

function dayOf(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 would otherwise land in the 1900s
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** The day a yyyy-MM-dd text names, or undefined when it is not one (2025-02-30 is not). */
export function parseIsoDate(text: string | undefined | null): Date | undefined {
  const match = ISO_DATE.exec(text ?? '');
  return match ? dayOf(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

export const isIsoDate = (text: string | undefined | null): boolean => parseIsoDate(text) !== undefined;

export function formatIsoDate(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A typed date in the picker's format: 2025-3-7 and 2025/03/07 become 2025-03-07; undefined when no day. */
export function normalizeDateText(text: string): string | undefined {
  const match = LOOSE_DATE.exec(text);
  if (!match) return undefined;
  const date = dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  return date ? formatIsoDate(date) : undefined;
}

/** Whether a yyyy-MM-dd day lies within optional yyyy-MM-dd bounds (inclusive). */
export function isWithin(value: string, min?: string, max?: string): boolean {
  if (!isIsoDate(value)) return false;
  return (!min || value >= min) && (!max || value <= max);
}
