/**
 * A seller's classification against the reference list. A UN number that is not in the list is
 * refused; anything else that differs from the list (another class, subsidiary risk, packing
 * group or shipping name than the UN number's entry, another entry than the list gives the
 * product's CAS number in its form, "not dangerous" for a listed dangerous substance) is a
 * difference: accepted with the seller's reason, which operators see.
 */
import type { HazardClass, PackingGroup, TransportInput } from '../../contracts/dangerous-goods.ts';
import { physicalStateOf } from '../../contracts/physical-forms.ts';
import { LIST_NAME, type ListEntry } from './data/un-dangerous-goods-list.ts';
import { classificationOf, entriesOf, optionsForForm, substanceOf } from './reference-list.ts';

export type TransportField = 'unNumber' | 'properShippingName' | 'hazardClass' | 'subsidiaryRisks' | 'packingGroup' | 'dangerous';

export interface Difference {
  field: TransportField;
  message: string;
}

export interface CheckResult {
  /** Refused whatever the reason: the UN number is not in the list. */
  problems: Difference[];
  /** Accepted with a reason. */
  differences: Difference[];
}

/** Upper case, single spaces: "Nitric  acid" reads as the list's "NITRIC ACID". */
const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** The shipping name fits the entry: one of its names, its full description, or an N.O.S. name with a technical name in brackets. */
function nameFits(entry: ListEntry, name: string): boolean {
  const wanted = normal(name);
  return entry.names.some((n) => {
    const listed = normal(n);
    if (wanted === listed) return true;
    if (entry.qualifier && (wanted === `${listed}, ${normal(entry.qualifier)}` || wanted === `${listed} ${normal(entry.qualifier)}`))
      return true;
    return Boolean(entry.nos) && wanted.startsWith(`${listed} (`) && wanted.endsWith(')') && wanted.length > listed.length + 3;
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const classList = (classes: readonly HazardClass[]) => (classes.length ? classes.join(', ') : 'none');
const entryName = (entry: ListEntry) => entry.names.join(' or ') + (entry.qualifier ? `, ${entry.qualifier}` : '');

function packingGroupDifference(entry: ListEntry, packingGroup: PackingGroup | null): string | null {
  const listed = entry.packingGroups;
  if (listed.length === 0) return packingGroup ? `the list gives ${entry.un} no packing group` : null;
  if (packingGroup === null) return `the list gives ${entry.un} packing group ${listed.join(' or ')}`;
  return listed.includes(packingGroup) ? null : `the list gives ${entry.un} packing group ${listed.join(' or ')}, not ${packingGroup}`;
}

/** How far a classification is from an entry: the fields that differ. */
function fieldsDiffering(entry: ListEntry, t: TransportInput): Difference[] {
  const found: Difference[] = [];
  if (entry.class !== t.hazardClass)
    found.push({ field: 'hazardClass', message: `the list gives ${entry.un} class ${entry.class}, not ${t.hazardClass}` });
  if (!sameSet(entry.subsidiary, t.subsidiaryRisks)) {
    found.push({
      field: 'subsidiaryRisks',
      message: `the list gives ${entry.un} subsidiary risks ${classList(entry.subsidiary)}, not ${classList(t.subsidiaryRisks)}`,
    });
  }
  const pg = packingGroupDifference(entry, t.packingGroup);
  if (pg) found.push({ field: 'packingGroup', message: pg });
  return found;
}

/** What the list says of the product's substance, against the classification given. */
function substanceDifferences(t: TransportInput, product: { casNumber: string | null; physicalForm: string }): Difference[] {
  const substance = product.casNumber ? substanceOf(product.casNumber) : undefined;
  if (!substance) return [];
  const who = `${substance.name} (CAS ${substance.cas})`;
  const forForm = optionsForForm(substance, product.physicalForm);
  if (!t.dangerous) {
    if (forForm.some((o) => o.un === null)) return [];
    const usual = forForm.find((o) => o.usual) ?? forForm[0]!;
    const c = classificationOf(substance, usual);
    return [
      {
        field: 'dangerous',
        message: `the list classifies ${who} as dangerous goods: ${c.unNumber} ${c.properShippingName}, class ${c.hazardClass}`,
      },
    ];
  }
  const dangerousOptions = substance.options.filter((o) => o.un !== null);
  if (!dangerousOptions.length) return [{ field: 'dangerous', message: `the list has ${who} as not dangerous for transport` }];
  if (forForm.some((o) => o.un === t.unNumber)) return [];
  const elsewhere = dangerousOptions.find((o) => o.un === t.unNumber);
  if (elsewhere) {
    return [
      {
        field: 'unNumber',
        message: `${t.unNumber} is the list's entry for ${substance.name} ${elsewhere.when}; the product's form is ${product.physicalForm} (${physicalStateOf(product.physicalForm)})`,
      },
    ];
  }
  const expected = [...new Set(forForm.filter((o) => o.un !== null).map((o) => o.un))];
  return [
    {
      field: 'unNumber',
      message: expected.length
        ? `the list gives ${who} ${expected.join(' or ')}, not ${t.unNumber}`
        : `the list has ${who} in this form as not dangerous for transport`,
    },
  ];
}

/** Checks a classification against the list and the product's substance. */
export function checkClassification(t: TransportInput, product: { casNumber: string | null; physicalForm: string }): CheckResult {
  if (!t.dangerous) return { problems: [], differences: substanceDifferences(t, product) };
  const unNumber = t.unNumber!;
  const entries = entriesOf(unNumber);
  if (!entries.length) {
    return {
      problems: [
        {
          field: 'unNumber',
          message: `${unNumber} is not in the marketplace's reference list (${LIST_NAME}): check it against section 14 of the supplier's SDS`,
        },
      ],
      differences: [],
    };
  }
  const differences: Difference[] = [];
  let candidates = entries.filter((entry) => nameFits(entry, t.properShippingName!));
  if (!candidates.length) {
    differences.push({
      field: 'properShippingName',
      message: `the list's proper shipping name for ${unNumber} is ${[...new Set(entries.flatMap((e) => e.names))].join(' or ')}`,
    });
    candidates = [...entries];
  } else if (candidates.every((e) => e.nos) && !/\(.+\)$/.test(t.properShippingName!.trim())) {
    differences.push({
      field: 'properShippingName',
      message: `${unNumber} is a generic entry: its shipping name takes the technical name in brackets, e.g. ${candidates[0]!.names[0]} (zinc oxide)`,
    });
  }
  // The closest entry of the UN number (nitric acid has three): the one with the fewest fields differing.
  const ranked = candidates
    .map((entry) => ({ entry, differing: fieldsDiffering(entry, t) }))
    .sort((a, b) => a.differing.length - b.differing.length);
  const closest = ranked[0]!;
  if (closest.differing.length && entries.length > 1) {
    for (const d of closest.differing) d.message += ` (entry: ${entryName(closest.entry)})`;
  }
  differences.push(...closest.differing, ...substanceDifferences(t, product));
  return { problems: [], differences };
}
