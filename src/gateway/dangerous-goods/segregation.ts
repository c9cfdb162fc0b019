/**
 * What may not travel together: the segregation table of the IMDG Code (7.2.4), read for one
 * delivery vehicle as the Code reads it for one cargo transport unit (7.3.4.2): goods to be kept
 * "separated from" each other or further (2, 3, 4) may not be loaded together; goods to be kept
 * "away from" each other (1) may travel together kept apart; "X" sets no general segregation.
 * Subsidiary risks count: two goods are held to the strictest rule over every pair of their
 * classes, except that goods of the same class are not segregated for their subsidiary risks
 * (7.2.6.1), and the same goods never from themselves. Why this table and not 49 CFR 177.848:
 * docs/decisions/038-dangerous-goods.md, where the table is transcribed.
 */
import { HAZARD_CLASS_NAMES, type HazardClass, type TransportClassification } from '../../contracts/dangerous-goods.ts';

export type Segregation = 'may-travel-together' | 'keep-apart' | 'may-not-load-together';

/** A cell of the table: 1 to 4 as the Code numbers them, X none, * explosives among themselves (compatibility groups, 7.2.7). */
export type ImdgCode = '1' | '2' | '3' | '4' | 'X' | '*';

/** The table's rows and columns, in its order: class 1 in three groups of divisions. */
const GROUPS: readonly (readonly HazardClass[])[] = [
  ['1.1', '1.2', '1.5'],
  ['1.3', '1.6'],
  ['1.4'],
  ['2.1'],
  ['2.2'],
  ['2.3'],
  ['3'],
  ['4.1'],
  ['4.2'],
  ['4.3'],
  ['5.1'],
  ['5.2'],
  ['6.1'],
  ['6.2'],
  ['7'],
  ['8'],
  ['9'],
];

/** IMDG Code 7.2.4, row by row in the order of GROUPS (transcribed in the decision record). */
const TABLE = [
  '* * * 4 2 2 4 4 4 4 4 4 2 4 2 4 X', // 1.1, 1.2, 1.5
  '* * * 4 2 2 4 3 3 4 4 4 2 4 2 2 X', // 1.3, 1.6
  '* * * 2 1 1 2 2 2 2 2 2 X 4 2 2 X', // 1.4
  '4 4 2 X X X 2 1 2 X 2 2 X 4 2 1 X', // 2.1
  '2 2 1 X X X 1 X 1 X X 1 X 2 1 X X', // 2.2
  '2 2 1 X X X 2 X 2 X X 2 X 2 1 X X', // 2.3
  '4 4 2 2 1 2 X X 2 1 2 2 X 3 2 X X', // 3
  '4 3 2 1 X X X X 1 X 1 2 X 3 2 1 X', // 4.1
  '4 3 2 2 1 2 2 1 X 1 2 2 1 3 2 1 X', // 4.2
  '4 4 2 X X X 1 X 1 X 2 2 X 2 2 1 X', // 4.3
  '4 4 2 2 X X 2 1 2 2 X 2 1 3 1 2 X', // 5.1
  '4 4 2 2 1 2 2 2 2 2 2 X 1 3 2 2 X', // 5.2
  '2 2 X X X X X X 1 X 1 1 X 1 X X X', // 6.1
  '4 4 4 4 2 2 3 3 3 2 3 3 1 X 3 3 X', // 6.2
  '2 2 2 2 1 1 2 2 2 2 1 2 X 3 X 2 X', // 7
  '4 2 2 1 X X X 1 1 1 2 2 X 3 2 X X', // 8
  'X X X X X X X X X X X X X X X X X', // 9
].map((row) => row.split(' ') as ImdgCode[]);

const groupOf = new Map<HazardClass, number>(GROUPS.flatMap((classes, i) => classes.map((c) => [c, i] as const)));

/** The table's cell for two classes or divisions. */
export function tableCode(a: HazardClass, b: HazardClass): ImdgCode {
  return TABLE[groupOf.get(a)!]![groupOf.get(b)!]!;
}

/** What a cell means for one vehicle (7.3.4.2). Explosives of different entries: their compatibility groups are not recorded, so they are kept off one vehicle. */
export function outcomeOf(code: ImdgCode): Segregation {
  if (code === 'X') return 'may-travel-together';
  return code === '1' ? 'keep-apart' : 'may-not-load-together';
}

/** Strictness of the cells, for choosing the strictest pair: X, away from, explosives, separated from, … */
const RANK: Record<ImdgCode, number> = { X: 0, '1': 1, '*': 2, '2': 3, '3': 4, '4': 5 };

const WORDS: Record<ImdgCode, string> = {
  X: 'sets no general segregation between',
  '1': 'keeps “away from” each other',
  '2': 'keeps “separated from” each other',
  '3': 'keeps “separated by a complete compartment or hold from” each other',
  '4': 'keeps “separated longitudinally by an intervening complete compartment or hold from” each other',
  '*': 'loads explosives together only by their compatibility groups (7.2.7), which are not recorded here, for',
};

/** What the segregation looks at of a line's goods. */
export type Classified = Pick<TransportClassification, 'unNumber' | 'hazardClass' | 'subsidiaryRisks'>;

export interface PairRule {
  outcome: Segregation;
  code: ImdgCode;
  /** The pair of classes the rule comes from (one may be a subsidiary risk). */
  classes: [HazardClass, HazardClass];
}

const classesOf = (goods: Classified): HazardClass[] => [goods.hazardClass!, ...goods.subsidiaryRisks];

/** The strictest rule between two dangerous goods, subsidiary risks included. */
export function segregationBetween(a: Classified, b: Classified): PairRule {
  const together: PairRule = { outcome: 'may-travel-together', code: 'X', classes: [a.hazardClass!, b.hazardClass!] };
  // The same goods (one entry) travel with themselves; goods of one class are not segregated for their subsidiary risks (7.2.6.1).
  if (a.unNumber !== null && a.unNumber === b.unNumber && a.hazardClass === b.hazardClass) return together;
  if (a.hazardClass === b.hazardClass) {
    const code = tableCode(a.hazardClass!, b.hazardClass!);
    return { outcome: outcomeOf(code), code, classes: [a.hazardClass!, b.hazardClass!] };
  }
  let strictest = together;
  for (const x of classesOf(a)) {
    for (const y of classesOf(b)) {
      const code = tableCode(x, y);
      if (RANK[code] > RANK[strictest.code]) strictest = { outcome: outcomeOf(code), code, classes: [x, y] };
    }
  }
  return strictest;
}

/** The rule in words, for the buyer and the seller. */
export function ruleText(rule: PairRule): string {
  const [x, y] = rule.classes;
  const name = (c: HazardClass) => `class ${c} (${HAZARD_CLASS_NAMES[c].toLowerCase()})`;
  const what = rule.outcome === 'may-not-load-together' ? 'they may not be loaded together' : 'keep them apart in the vehicle';
  return `IMDG Code 7.2.4 ${WORDS[rule.code]} ${name(x)} and ${name(y)}: ${what}.`;
}

export interface ShipmentLine<Id> {
  id: Id;
  /** Null when the goods are not classified; not dangerous goods have `dangerous: false`. */
  classification: TransportClassification | null;
}

export interface SegregationConflict<Id> {
  lines: [Id, Id];
  outcome: Exclude<Segregation, 'may-travel-together'>;
  code: ImdgCode;
  classes: [HazardClass, HazardClass];
  rule: string;
}

/** Every pair of a shipment's lines that may not travel together, or only kept apart, with its rule. */
export function segregationConflicts<Id>(lines: readonly ShipmentLine<Id>[]): SegregationConflict<Id>[] {
  const dangerous = lines.filter((l) => l.classification?.dangerous && l.classification.hazardClass !== null);
  const conflicts: SegregationConflict<Id>[] = [];
  for (let i = 0; i < dangerous.length; i++) {
    for (let j = i + 1; j < dangerous.length; j++) {
      const a = dangerous[i]!;
      const b = dangerous[j]!;
      const rule = segregationBetween(a.classification!, b.classification!);
      if (rule.outcome === 'may-travel-together') continue;
      conflicts.push({ lines: [a.id, b.id], outcome: rule.outcome, code: rule.code, classes: rule.classes, rule: ruleText(rule) });
    }
  }
  return conflicts;
}
