/**
 * The states of the countries the marketplace delivers in, as a shipping address names them: the
 * list a storefront's delivery zones are drawn from (docs/decisions/034-vat-delivery-and-commission.md).
 * An address's state is typed freely ("Lagos", "lagos state", "FCT"); stateOf reads it as one of these.
 */

/** Nigeria's 36 states and the Federal Capital Territory. */
const NIGERIA = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

/** States by ISO country code. A country not listed has no zones yet. */
export const STATES: Readonly<Record<string, readonly string[]>> = { NG: NIGERIA };

/** Nigeria's six geopolitical zones: how sellers group states for delivery (a zone option lists their states). */
export const NIGERIA_REGIONS: Readonly<Record<string, readonly (typeof NIGERIA)[number][]>> = {
  'North-West': ['Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Sokoto', 'Zamfara'],
  'North-East': ['Adamawa', 'Bauchi', 'Borno', 'Gombe', 'Taraba', 'Yobe'],
  'North-Central': ['Benue', 'Federal Capital Territory', 'Kogi', 'Kwara', 'Nasarawa', 'Niger', 'Plateau'],
  'South-West': ['Ekiti', 'Lagos', 'Ogun', 'Ondo', 'Osun', 'Oyo'],
  'South-East': ['Abia', 'Anambra', 'Ebonyi', 'Enugu', 'Imo'],
  'South-South': ['Akwa Ibom', 'Bayelsa', 'Cross River', 'Delta', 'Edo', 'Rivers'],
};

/** Other names people type for a state. */
const ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  NG: { fct: 'Federal Capital Territory', abuja: 'Federal Capital Territory', 'fct abuja': 'Federal Capital Territory' },
};

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,-]/g, ' ')
    .replace(/\s+state$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The state of `country` that `typed` names ("lagos state" → "Lagos"), or null when it names none. */
export function stateOf(country: string, typed: string): string | null {
  const states = STATES[country.toUpperCase()];
  if (!states) return null;
  const wanted = key(typed);
  if (!wanted) return null;
  return states.find((s) => key(s) === wanted) ?? ALIASES[country.toUpperCase()]?.[wanted] ?? null;
}
