/**
 * Who may buy what: goods that need more trust of the buyer (a company at verification tier 2
 * with an end-use declaration on the order): explosives, toxic gases, toxic substances of packing
 * group I, and a configured list of entries by UN or CAS number, by default the precursors of
 * Table I of the 1988 UN Convention against Illicit Traffic in Narcotic Drugs and Psychotropic
 * Substances (DANGEROUS_GOODS_RESTRICTED_ENTRIES replaces it; README "Dangerous goods").
 */
import { HAZARD_CLASS_NAMES, type HazardClass, type TransportClassification } from '../../contracts/dangerous-goods.ts';

export interface RestrictionRules {
  /** Classes and divisions restricted whatever the entry (their goods' primary class). */
  classes: readonly HazardClass[];
  /** Classes restricted in packing group I (their goods' primary class). */
  packingGroupI: readonly HazardClass[];
  /** Entries restricted by UN number. */
  unNumbers: readonly string[];
  /** Substances restricted by CAS number. */
  casNumbers: readonly string[];
}

/** Table I of the 1988 Convention (as amended), the substances a chemical marketplace may meet. */
export const DRUG_PRECURSORS_TABLE_I: readonly { cas: string; name: string }[] = [
  { cas: '108-24-7', name: 'Acetic anhydride' },
  { cas: '7722-64-7', name: 'Potassium permanganate' },
  { cas: '299-42-3', name: 'Ephedrine' },
  { cas: '90-82-4', name: 'Pseudoephedrine' },
  { cas: '14838-15-4', name: 'Norephedrine' },
  { cas: '60-79-7', name: 'Ergometrine' },
  { cas: '113-15-5', name: 'Ergotamine' },
  { cas: '82-58-6', name: 'Lysergic acid' },
  { cas: '103-79-7', name: '1-Phenyl-2-propanone' },
  { cas: '4676-39-5', name: '3,4-Methylenedioxyphenyl-2-propanone' },
  { cas: '120-57-0', name: 'Piperonal' },
  { cas: '94-59-7', name: 'Safrole' },
  { cas: '120-58-1', name: 'Isosafrole' },
  { cas: '89-52-1', name: 'N-Acetylanthranilic acid' },
  { cas: '4468-48-8', name: 'alpha-Phenylacetoacetonitrile (APAAN)' },
];

export const DEFAULT_RESTRICTION_RULES: RestrictionRules = {
  classes: ['1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '2.3'],
  packingGroupI: ['6.1'],
  unNumbers: [],
  casNumbers: DRUG_PRECURSORS_TABLE_I.map((p) => p.cas),
};

/** The rules with the configured entries in place of the default list (null: the default). */
export function restrictionRules(configured: { unNumbers: string[]; casNumbers: string[] } | null): RestrictionRules {
  return configured ? { ...DEFAULT_RESTRICTION_RULES, ...configured } : DEFAULT_RESTRICTION_RULES;
}

export interface RestrictionLine<Id> {
  id: Id;
  casNumber: string | null;
  classification: TransportClassification | null;
}

export interface Restriction<Id> {
  restricted: boolean;
  /** The restricted lines, each with why. */
  lines: { id: Id; reasons: string[] }[];
  /** What the buyer needs for them; null when nothing is restricted. */
  requires: { verificationTier: 2; endUseDeclaration: true } | null;
}

/** Why one line's goods are restricted (empty when they are not). */
function reasonsFor(line: RestrictionLine<unknown>, rules: RestrictionRules): string[] {
  const reasons: string[] = [];
  const c = line.classification;
  if (c?.dangerous && c.hazardClass) {
    if (rules.classes.includes(c.hazardClass)) reasons.push(`class ${c.hazardClass}, ${HAZARD_CLASS_NAMES[c.hazardClass].toLowerCase()}`);
    if (c.packingGroup === 'I' && rules.packingGroupI.includes(c.hazardClass))
      reasons.push(`class ${c.hazardClass}, ${HAZARD_CLASS_NAMES[c.hazardClass].toLowerCase()}, packing group I`);
    if (c.unNumber && rules.unNumbers.includes(c.unNumber)) reasons.push(`${c.unNumber} is on the list of restricted entries`);
  }
  if (line.casNumber && rules.casNumbers.includes(line.casNumber)) {
    const precursor = DRUG_PRECURSORS_TABLE_I.find((p) => p.cas === line.casNumber);
    reasons.push(
      precursor && rules.casNumbers === DEFAULT_RESTRICTION_RULES.casNumbers
        ? `${precursor.name} (CAS ${line.casNumber}) is a drug precursor (1988 Convention, Table I)`
        : `CAS ${line.casNumber} is on the list of restricted entries`,
    );
  }
  return reasons;
}

/** Which of an order's lines need a verified company (tier 2) and an end-use declaration, and why. */
export function restrictionFor<Id>(
  lines: readonly RestrictionLine<Id>[],
  rules: RestrictionRules = DEFAULT_RESTRICTION_RULES,
): Restriction<Id> {
  const restricted = lines.map((line) => ({ id: line.id, reasons: reasonsFor(line, rules) })).filter((l) => l.reasons.length > 0);
  return {
    restricted: restricted.length > 0,
    lines: restricted,
    requires: restricted.length ? { verificationTier: 2, endUseDeclaration: true } : null,
  };
}
