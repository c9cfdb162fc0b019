/**
 * Dates of birth as identity registries write them, read into yyyy-MM-dd. The BVN registry writes
 * "01-Jan-1990" or "01-January-1990", the NIN registry "1990-01-01", and some answers carry a time
 * ("1990-01-01T00:00:00.000Z"); Nigerian numeric dates put the day first.
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/;
const DAY_FIRST = /^(\d{1,2})[-/. ]([A-Za-z]{3,9}|\d{1,2})[-/. ,]+(\d{4})$/;

/** The month a number or an English name (whole, or shortened to three letters or more) names; 0 when none. */
function monthOf(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  const name = text.toLowerCase();
  return MONTHS.findIndex((month) => month.startsWith(name)) + 1;
}

/** yyyy-MM-dd of a day when it exists (no 31 April), else null. */
function day(year: number, month: number, date: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, date));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== date) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** A registry's date as yyyy-MM-dd, or null when it names no day. */
export function isoDateOf(text: string): string | null {
  const trimmed = text.trim();
  const yearFirst = YEAR_FIRST.exec(trimmed);
  if (yearFirst) return day(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const dayFirst = DAY_FIRST.exec(trimmed);
  if (dayFirst) return day(Number(dayFirst[3]), monthOf(dayFirst[2]!), Number(dayFirst[1]));
  return null;
}
