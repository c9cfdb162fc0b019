/**
 * What the search index keeps of a product, and how its texts become terms: every word of the
 * name, CAS number, formula, synonyms and description, and its stem, each with the best field it
 * was found in, which decides what a match adds to the product's rank.
 */
import { classesOfFilter, HAZARD_CLASSES, type HazardClass, type HazardClassFilter } from '../../contracts/dangerous-goods.ts';
import { casTerm, stemOf, wordsOf } from './text.ts';

/** What the index keeps of a published product. */
export interface IndexedProduct {
  id: number;
  name: string;
  casNumber: string | null;
  formula: string | null;
  synonyms: string[];
  description: string;
  marketId: number;
  supplierId: number;
  producerId: number | null;
  grade: string;
  physicalForm: string;
  priceFromMinor: number | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  featured: boolean;
  applicationIds: number[];
  /** Its transport classification: dangerous with its class and subsidiary risks, or not; null when not stated. */
  transport: { dangerous: boolean; classes: HazardClass[] } | null;
}

/** Where a word was found: the name, CAS number or formula; a synonym; the description. */
export const NAME = 3;
export const SYNONYM = 2;
export const DESCRIPTION = 1;

/**
 * What a word found in a field adds to a product's rank, by field and by how it matched: the
 * whole word (or its stem), its start, or with a typing mistake. A product named for the word
 * comes before one known by it as a synonym, which comes before one whose description mentions it.
 */
const WEIGHTS: Record<number, { exact: number; prefix: number; typo: number }> = {
  [NAME]: { exact: 12, prefix: 10, typo: 7 },
  [SYNONYM]: { exact: 5, prefix: 4, typo: 3 },
  [DESCRIPTION]: { exact: 1, prefix: 1, typo: 1 },
};
export const EXACT = 0;
export const PREFIX = 1;
export const TYPO = 2;
/** WEIGHT_TABLE[field * 3 + how]. */
export const WEIGHT_TABLE = new Uint8Array(12);
for (const field of [NAME, SYNONYM, DESCRIPTION]) {
  const w = WEIGHTS[field]!;
  WEIGHT_TABLE[field * 3 + EXACT] = w.exact;
  WEIGHT_TABLE[field * 3 + PREFIX] = w.prefix;
  WEIGHT_TABLE[field * 3 + TYPO] = w.typo;
}

/** A product's terms (its words and their stems) and the best field each was found in. */
function termsOf(p: IndexedProduct): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (term: string, field: number) => {
    if ((terms.get(term) ?? 0) < field) terms.set(term, field);
  };
  const addText = (text: string, field: number) => {
    for (const word of wordsOf(text)) {
      add(word, field);
      add(stemOf(word), field);
    }
  };
  addText(p.description, DESCRIPTION);
  for (const synonym of p.synonyms) addText(synonym, SYNONYM);
  addText(p.name, NAME);
  if (p.formula) {
    // A formula ("NaOH", "H2SO4") names the product; words beside it ("mainly abietic acids") describe it.
    const words = wordsOf(p.formula);
    for (const word of words) add(word, words.length === 1 || /\d/.test(word) ? NAME : DESCRIPTION);
  }
  if (p.casNumber) {
    addText(p.casNumber, NAME);
    add(casTerm(p.casNumber), NAME);
  }
  return terms;
}

/** The bit of "declared not dangerous for transport"; the classes take the bits of their place in HAZARD_CLASSES. */
export const NOT_DANGEROUS_BIT = 1 << HAZARD_CLASSES.length;

/** The bits of a hazard class filter: its classes and divisions, or "not dangerous". */
export function hazardBitsOf(filter: HazardClassFilter): number {
  if (filter === 'none') return NOT_DANGEROUS_BIT;
  return classesOfFilter(filter).reduce((bits, c) => bits | (1 << HAZARD_CLASSES.indexOf(c)), 0);
}

/** A product's bits: its class and subsidiary risks when dangerous, "not dangerous", or none when not stated. */
function hazardBits(transport: IndexedProduct['transport']): number {
  if (!transport) return 0;
  if (!transport.dangerous) return NOT_DANGEROUS_BIT;
  return transport.classes.reduce((bits, c) => bits | (1 << HAZARD_CLASSES.indexOf(c)), 0);
}

/** A product ready for the index: its terms, its grade and form compared without case, its transport classes as bits. */
export interface PreparedProduct {
  product: IndexedProduct;
  terms: Map<string, number>;
  grade: string;
  physicalForm: string;
  hazards: number;
}

export function prepareProduct(product: IndexedProduct): PreparedProduct {
  return {
    product,
    terms: termsOf(product),
    grade: product.grade.toLowerCase(),
    physicalForm: product.physicalForm.toLowerCase(),
    hazards: hazardBits(product.transport),
  };
}
