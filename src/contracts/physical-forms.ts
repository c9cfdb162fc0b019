/** The physical forms a product is traded in: the product form offers them, and transport classification depends on them (a solid or its solution). */
export const PHYSICAL_FORMS = [
  'powder',
  'granules',
  'crystals',
  'flakes',
  'pellets',
  'prills',
  'beads',
  'pearls',
  'lumps',
  'liquid',
  'solution',
  'paste',
  'gas',
] as const;
export type PhysicalForm = (typeof PHYSICAL_FORMS)[number];

/** Solid, liquid or gas: what decides between entries such as SODIUM HYDROXIDE, SOLID and SODIUM HYDROXIDE SOLUTION. */
export type PhysicalState = 'solid' | 'liquid' | 'gas';

export function physicalStateOf(form: string): PhysicalState {
  if (form === 'gas') return 'gas';
  return form === 'liquid' || form === 'solution' ? 'liquid' : 'solid';
}
