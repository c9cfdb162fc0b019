/**
 * The countries the marketplace knows: every ISO 3166-1 code Intl has a name for. The countries
 * list of the forms (GET /v1/countries/get-all) and the checks of a country code share it.
 */
import type { Country } from './settings.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Codes that name groups or reserved areas, not countries. */
const NOT_COUNTRIES = new Set(['AA', 'EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'ZZ']);

let known: Country[] | null = null;

/** Every ISO 3166-1 country Intl knows a name for, by name. Built once, when first asked. */
export function countries(): Country[] {
  if (known) return known;
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const all: Country[] = [];
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = a + b;
      const name = regionNames.of(code);
      if (name && name !== code && !NOT_COUNTRIES.has(code)) all.push({ code, name });
    }
  known = all.sort((x, y) => x.name.localeCompare(y.name));
  return known;
}

/** Whether an upper-case two-letter code names a country. */
export const isCountryCode = (code: string) => countries().some((c) => c.code === code);
