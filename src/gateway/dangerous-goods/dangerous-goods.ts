/**
 * The dangerous-goods service the routes and the other domains use: the reference list's
 * suggestions and entries, and the configured rules of what may not travel together and who may
 * buy what (the cart, checkout and quotes apply them to their lines).
 */
import type { TransportSuggestion, UnEntry } from '../../contracts/dangerous-goods.ts';
import { notFound } from '../platform/errors.ts';
import { LIST_NAME, type ListEntry } from './data/un-dangerous-goods-list.ts';
import { classificationOf, entriesOf, suggestClassification } from './reference-list.ts';
import { type RestrictionLine, restrictionFor, restrictionRules } from './restrictions.ts';
import { type ShipmentLine, segregationConflicts } from './segregation.ts';

const asEntry = (e: ListEntry): UnEntry => ({
  unNumber: e.un,
  properShippingNames: [...e.names],
  qualifier: e.qualifier ?? null,
  hazardClass: e.class,
  subsidiaryRisks: [...e.subsidiary],
  packingGroups: [...e.packingGroups],
  technicalNameRequired: Boolean(e.nos),
});

export interface DangerousGoodsOptions {
  /** The configured list of restricted entries (DANGEROUS_GOODS_RESTRICTED_ENTRIES); null: the default. */
  restrictedEntries: { unNumbers: string[]; casNumbers: string[] } | null;
}

export function createDangerousGoods(options: DangerousGoodsOptions) {
  const rules = restrictionRules(options.restrictedEntries);
  return {
    /** GET suggestion: the list's classification of a CAS number; 404 outside the index. */
    suggestion(casNumber: string, physicalForm?: string, percent?: number): TransportSuggestion {
      const found = suggestClassification(casNumber, physicalForm, percent);
      if (!found) {
        throw notFound(
          `CAS ${casNumber} is not in the marketplace's reference list: take the classification from section 14 of the supplier's safety data sheet.`,
        );
      }
      return {
        casNumber,
        substance: found.substance.name,
        suggested: found.suggested,
        note: found.note,
        options: found.substance.options.map((o) => ({ ...classificationOf(found.substance, o), when: o.when })),
        source: LIST_NAME,
      };
    },

    /** GET un-entries: the list's entries for a UN number; 404 when it has none. */
    entries(unNumber: string): { entries: UnEntry[]; source: string } {
      const entries = entriesOf(unNumber);
      if (!entries.length) throw notFound(`${unNumber} is not in the marketplace's reference list (${LIST_NAME}).`);
      return { entries: entries.map(asEntry), source: LIST_NAME };
    },

    /** The configured rules of restricted goods, applied to an order's lines. */
    restrictionFor: <Id>(lines: readonly RestrictionLine<Id>[]) => restrictionFor(lines, rules),
    segregationConflicts: <Id>(lines: readonly ShipmentLine<Id>[]) => segregationConflicts(lines),
    rules,
  };
}

export type DangerousGoods = ReturnType<typeof createDangerousGoods>;
