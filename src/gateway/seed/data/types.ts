/** Shapes of the hand-written reference data the catalog generator draws from. */

/** GHS hazard pictogram codes (GHS01 explosive … GHS09 environment). */
export type GhsPictogram = 'GHS01' | 'GHS02' | 'GHS03' | 'GHS04' | 'GHS05' | 'GHS06' | 'GHS07' | 'GHS08' | 'GHS09';

/** Physical forms a chemical is traded in. */
export type PhysicalForm =
  | 'powder'
  | 'granules'
  | 'liquid'
  | 'flakes'
  | 'pellets'
  | 'crystals'
  | 'paste'
  | 'prills'
  | 'solution'
  | 'beads'
  | 'lumps'
  | 'pearls'
  | 'gas';

/** Package kinds; the generator turns each into a label, unit and size. */
export type PackageKind =
  | 'bag25'
  | 'bag50'
  | 'pail25'
  | 'jerrycan25'
  | 'drum200'
  | 'drum250kg'
  | 'ibc1000'
  | 'bulkbag1t'
  | 'cylinder50kg'
  | 'bottle1l';

export interface ChemicalSpec {
  /** Trade name as a buyer searches for it, e.g. "Titanium dioxide (rutile)". */
  name: string;
  /** CAS registry number with a valid check digit, e.g. "13463-67-7". */
  cas: string;
  /** Molecular formula in plain text, e.g. "TiO2". */
  formula: string;
  /** Other names buyers use, e.g. ["Caustic soda", "Lye"]. */
  synonyms: string[];
  /** Grades it is sold in, e.g. ["Industrial", "Food (E171)", "Cosmetic"]. */
  grades: string[];
  /** Typical purity, e.g. "≥ 99%". */
  purity: string;
  /** Forms it is traded in; the first is the most common. */
  forms: PhysicalForm[];
  /** Slugs of markets (top-level or sub-markets) from markets.ts. */
  markets: string[];
  /** Slugs of applications from applications.ts. */
  applications: string[];
  /** Package kinds it ships in; the first is the most common. */
  packaging: PackageKind[];
  /** Typical ex-warehouse price in Nigerian naira per kg (or per litre for liquids). */
  priceNgnPerKg: number;
  ghs: GhsPictogram[];
  signalWord: 'Danger' | 'Warning' | null;
  /** GHS hazard statements codes, e.g. ["H314", "H290"]. */
  hStatements: string[];
  /** GHS precautionary statement codes, e.g. ["P280", "P305+P351+P338"]. */
  pStatements: string[];
  /** Two or three factual sentences on what it is and what it is used for. */
  description: string;
  /** Typical specification lines, e.g. { "Molar mass": "79.87 g/mol", "Appearance": "White powder" }. */
  properties: Record<string, string>;
}

export interface TreeNode {
  slug: string;
  name: string;
  /** One sentence shown on the node's page. */
  description: string;
  children?: TreeNode[];
}

export interface CompanySpec {
  name: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  city: string;
  /** Two sentences about the company. */
  about: string;
  /** Year founded. */
  founded: number;
}
