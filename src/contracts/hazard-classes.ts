/**
 * The classes and divisions of dangerous goods and their names, without the schemas of
 * dangerous-goods.ts (which re-exports them): the hazard labels a page or the checkout draws need
 * only these.
 */

/** The classes and divisions of the Model Regulations (2.0.1.1); class 1 by its divisions, compatibility groups aside. */
export const HAZARD_CLASSES = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export type HazardClass = (typeof HAZARD_CLASSES)[number];

export const HAZARD_CLASS_NAMES: Record<HazardClass, string> = {
  '1.1': 'Explosive (mass explosion hazard)',
  '1.2': 'Explosive (projection hazard)',
  '1.3': 'Explosive (fire hazard)',
  '1.4': 'Explosive (minor hazard)',
  '1.5': 'Very insensitive explosive',
  '1.6': 'Extremely insensitive article',
  '2.1': 'Flammable gas',
  '2.2': 'Non-flammable, non-toxic gas',
  '2.3': 'Toxic gas',
  '3': 'Flammable liquid',
  '4.1': 'Flammable solid',
  '4.2': 'Spontaneously combustible',
  '4.3': 'Dangerous when wet',
  '5.1': 'Oxidizer',
  '5.2': 'Organic peroxide',
  '6.1': 'Toxic',
  '6.2': 'Infectious substance',
  '7': 'Radioactive',
  '8': 'Corrosive',
  '9': 'Miscellaneous dangerous goods',
};
