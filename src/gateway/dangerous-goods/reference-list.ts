/**
 * Reading the reference list: its entries by UN number, its substances by CAS number, and the
 * classification it suggests for a substance in a physical form and, where it matters, a
 * concentration (data/ holds the list and its index by CAS number).
 */
import { NOT_DANGEROUS, type TransportClassification } from '../../contracts/dangerous-goods.ts';
import { physicalStateOf } from '../../contracts/physical-forms.ts';
import { DANGEROUS_GOODS_LIST, type ListEntry } from './data/un-dangerous-goods-list.ts';
import { SUBSTANCES, type Substance, type SubstanceOption } from './data/substances.ts';

const byUn = new Map<string, ListEntry[]>();
for (const entry of DANGEROUS_GOODS_LIST) byUn.set(entry.un, [...(byUn.get(entry.un) ?? []), entry]);
const byCas = new Map(SUBSTANCES.map((s) => [s.cas, s]));

/** The list's entries for a UN number, in list order (empty when it is not in the list). */
export const entriesOf = (unNumber: string): readonly ListEntry[] => byUn.get(unNumber) ?? [];

export const substanceOf = (casNumber: string): Substance | undefined => byCas.get(casNumber);

/** The entry an option of a substance points at. */
export function entryOf(option: SubstanceOption): ListEntry | null {
  if (option.un === null) return null;
  const entry = entriesOf(option.un)[option.entry ?? 0];
  if (!entry) throw new Error(`${option.un} (entry ${option.entry ?? 0}) is not in the reference list`);
  return entry;
}

/** The classification an option stands for, as a product would carry it. */
export function classificationOf(substance: Substance, option: SubstanceOption): TransportClassification {
  const entry = entryOf(option);
  if (!entry) return NOT_DANGEROUS;
  const [name] = entry.names;
  return {
    dangerous: true,
    unNumber: entry.un,
    properShippingName: option.technicalName ? `${name} (${option.technicalName})` : name!,
    hazardClass: entry.class,
    subsidiaryRisks: [...entry.subsidiary],
    packingGroup: option.packingGroup ?? entry.packingGroups[0] ?? null,
    quantity: 'full',
    marinePollutant: Boolean(substance.marinePollutant),
  };
}

/** Whether a percentage falls in an option's range (any percentage when it has none). */
export function inRange(option: SubstanceOption, percent: number): boolean {
  return (
    (option.above === undefined || percent > option.above) &&
    (option.from === undefined || percent >= option.from) &&
    (option.upTo === undefined || percent <= option.upTo) &&
    (option.below === undefined || percent < option.below)
  );
}

const hasRange = (o: SubstanceOption) => o.above !== undefined || o.from !== undefined || o.upTo !== undefined || o.below !== undefined;

/** The options that apply to a physical form (all of them when the form fits none, or none is given). */
export function optionsForForm(substance: Substance, physicalForm: string | null | undefined): readonly SubstanceOption[] {
  if (!physicalForm) return substance.options;
  const state = physicalStateOf(physicalForm);
  const fitting = substance.options.filter((o) => o.state === undefined || o.state === state);
  return fitting.length ? fitting : substance.options;
}

export interface Suggestion {
  substance: Substance;
  option: SubstanceOption;
  suggested: TransportClassification;
  /** Said when the choice rested on the usual trade form rather than on what was asked. */
  note: string | null;
}

/** The list's classification of a CAS number in a form and concentration; null when the CAS number is not in the index. */
export function suggestClassification(casNumber: string, physicalForm?: string | null, percent?: number | null): Suggestion | null {
  const substance = substanceOf(casNumber);
  if (!substance) return null;
  let candidates = optionsForForm(substance, physicalForm);
  if (percent !== undefined && percent !== null) {
    const matching = candidates.filter((o) => inRange(o, percent));
    if (matching.length) candidates = matching;
  }
  const option = candidates.length === 1 ? candidates[0]! : (candidates.find((o) => o.usual) ?? candidates[0]!);
  let note: string | null = null;
  if (candidates.length > 1) {
    note = candidates.some(hasRange)
      ? `Depends on the concentration: this is the entry for ${option.when}. Give the concentration for the others (options).`
      : `The list has ${candidates.length} entries for ${substance.name}: this is the one for ${option.when}. See the options for the others.`;
  }
  return { substance, option, suggested: classificationOf(substance, option), note };
}

/**
 * The proper shipping name as a transport document prints it: a generic or N.O.S. entry's bare
 * name takes the technical name in brackets (special provision 274), the index's for the CAS
 * number, else the substance's or product's name; any other name is printed as given.
 */
export function shippingNameWithTechnicalName(
  properShippingName: string,
  unNumber: string,
  casNumber: string | null,
  productName: string,
): string {
  const bare = entriesOf(unNumber).some((e) => e.nos && e.names.some((n) => n.toUpperCase() === properShippingName.trim().toUpperCase()));
  if (!bare) return properShippingName;
  const substance = casNumber ? substanceOf(casNumber) : undefined;
  const technical =
    substance?.options.find((o) => o.un === unNumber && o.technicalName)?.technicalName ?? (substance?.name ?? productName).toLowerCase();
  return `${properShippingName} (${technical})`;
}
