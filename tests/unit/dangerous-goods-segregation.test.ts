/**
 * The segregation of dangerous goods against its source, the IMDG Code's segregation table
 * (7.2.4), transcribed here again as the Code prints it: every pair of classes and divisions,
 * then every pair with a subsidiary risk on one side, then shipments as the cart will check them.
 */
import { describe, expect, it } from 'vitest';
import { HAZARD_CLASSES, type HazardClass, NOT_DANGEROUS, type TransportClassification } from '../../src/contracts/dangerous-goods.ts';
import { segregationBetween, segregationConflicts } from '../../src/gateway/dangerous-goods/index.ts';

// IMDG Code 7.2.4, "Segregation table": 1 away from, 2 separated from, 3 separated by a complete
// compartment or hold from, 4 separated longitudinally by an intervening complete compartment or
// hold from, X no general segregation (see the Dangerous Goods List), * explosives (7.2.7).
const SOURCE = `
            1.1/1.2/1.5 1.3/1.6 1.4 2.1 2.2 2.3 3 4.1 4.2 4.3 5.1 5.2 6.1 6.2 7 8 9
1.1/1.2/1.5 *           *       *   4   2   2   4 4   4   4   4   4   2   4   2 4 X
1.3/1.6     *           *       *   4   2   2   4 3   3   4   4   4   2   4   2 2 X
1.4         *           *       *   2   1   1   2 2   2   2   2   2   X   4   2 2 X
2.1         4           4       2   X   X   X   2 1   2   X   2   2   X   4   2 1 X
2.2         2           2       1   X   X   X   1 X   1   X   X   1   X   2   1 X X
2.3         2           2       1   X   X   X   2 X   2   X   X   2   X   2   1 X X
3           4           4       2   2   1   2   X X   2   1   2   2   X   3   2 X X
4.1         4           3       2   1   X   X   X X   1   X   1   2   X   3   2 1 X
4.2         4           3       2   2   1   2   2 1   X   1   2   2   1   3   2 1 X
4.3         4           4       2   X   X   X   1 X   1   X   2   2   X   2   2 1 X
5.1         4           4       2   2   X   X   2 1   2   2   X   2   1   3   1 2 X
5.2         4           4       2   2   1   2   2 2   2   2   2   X   1   3   2 2 X
6.1         2           2       X   X   X   X   X X   1   X   1   1   X   1   X X X
6.2         4           4       4   4   2   2   3 3   3   2   3   3   1   X   3 3 X
7           2           2       2   2   1   1   2 2   2   2   1   2   X   3   X 2 X
8           4           2       2   1   X   X   X 1   1   1   2   2   X   3   2 X X
9           X           X       X   X   X   X   X X   X   X   X   X   X   X   X X X
`;

const rows = SOURCE.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const header = rows[0]!;
const groupOf = (c: HazardClass) => header.findIndex((h) => h.split('/').includes(c));
const cell = (a: HazardClass, b: HazardClass) => rows[groupOf(a) + 1]![groupOf(b) + 1]!;
/** In one vehicle (IMDG 7.3.4.2): "away from" kept apart; "separated from" and further, and explosives of other entries, not together. */
const expected = (code: string) => (code === 'X' ? 'may-travel-together' : code === '1' ? 'keep-apart' : 'may-not-load-together');
const strictness = ['X', '1', '*', '2', '3', '4'];

const goods = (
  hazardClass: HazardClass,
  subsidiaryRisks: HazardClass[] = [],
  unNumber = `UN${1000 + HAZARD_CLASSES.indexOf(hazardClass)}`,
) => ({
  unNumber,
  hazardClass,
  subsidiaryRisks,
});

describe('the segregation table (IMDG Code 7.2.4)', () => {
  it('transcribes every class and division once, and is symmetric', () => {
    for (const c of HAZARD_CLASSES) expect(groupOf(c), c).toBeGreaterThanOrEqual(0);
    for (const a of HAZARD_CLASSES) for (const b of HAZARD_CLASSES) expect(cell(a, b), `${a}/${b}`).toBe(cell(b, a));
  });

  it.each(HAZARD_CLASSES.flatMap((a) => HAZARD_CLASSES.map((b) => [a, b] as const)))('class %s with class %s follows the table', (a, b) => {
    const rule = segregationBetween(goods(a), goods(b, [], `UN2${HAZARD_CLASSES.indexOf(b)}00`));
    expect(rule.outcome).toBe(expected(cell(a, b)));
    expect(rule.code).toBe(cell(a, b));
  });

  it('holds two goods to the strictest rule over their classes and subsidiary risks, for every pair of classes', () => {
    const wrong: string[] = [];
    for (const a of HAZARD_CLASSES) {
      for (const risk of HAZARD_CLASSES) {
        if (risk === a) continue;
        for (const b of HAZARD_CLASSES) {
          if (b === a) continue; // one class: not segregated for subsidiary risks (7.2.6.1), tested below
          const codes = [cell(a, b), cell(risk, b)];
          const strictest = codes.reduce((x, y) => (strictness.indexOf(y) > strictness.indexOf(x) ? y : x));
          const rule = segregationBetween(goods(a, [risk]), goods(b));
          if (rule.outcome !== expected(strictest) || rule.code !== strictest)
            wrong.push(`${a} (${risk}) with ${b}: ${rule.code}, table ${strictest}`);
          const turned = segregationBetween(goods(b), goods(a, [risk]));
          if (turned.outcome !== rule.outcome) wrong.push(`${b} with ${a} (${risk}) is not ${a} (${risk}) with ${b}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('does not segregate goods of one class for their subsidiary risks (7.2.6.1), nor goods from themselves', () => {
    const nitricAcid = goods('8', ['5.1'], 'UN2031');
    expect(segregationBetween(nitricAcid, goods('8', [], 'UN1789')).outcome).toBe('may-travel-together');
    expect(segregationBetween(nitricAcid, nitricAcid).outcome).toBe('may-travel-together');
    expect(segregationBetween(goods('1.1', [], 'UN0081'), goods('1.1', [], 'UN0081')).outcome).toBe('may-travel-together');
    // Explosives of two entries: their compatibility groups are not recorded, so not together.
    expect(segregationBetween(goods('1.1', [], 'UN0081'), goods('1.1', [], 'UN0082')).outcome).toBe('may-not-load-together');
  });

  it('names the pair of classes that decides, with the subsidiary risk when it is one', () => {
    const rule = segregationBetween(goods('8', ['5.1'], 'UN2031'), goods('3', [], 'UN1090'));
    expect(rule).toEqual({ outcome: 'may-not-load-together', code: '2', classes: ['5.1', '3'] });
  });
});

const classified = (
  hazardClass: HazardClass,
  subsidiaryRisks: HazardClass[],
  unNumber: string,
  packingGroup: 'I' | 'II' | 'III' | null = 'II',
): TransportClassification => ({
  dangerous: true,
  unNumber,
  properShippingName: unNumber,
  hazardClass,
  subsidiaryRisks,
  packingGroup,
  quantity: 'full',
  marinePollutant: false,
});

describe("a shipment's conflicts", () => {
  const nitricAcid68 = classified('8', ['5.1'], 'UN2031');
  const nitricAcid60 = classified('8', [], 'UN2031');
  const acetone = classified('3', [], 'UN1090');
  const caustic = classified('8', [], 'UN1823');
  const nitrogen = classified('2.2', [], 'UN1066', null);

  it('refuses nitric acid over 65% with acetone, naming the oxidizer and the flammable liquid', () => {
    const conflicts = segregationConflicts([
      { id: 'nitric', classification: nitricAcid68 },
      { id: 'acetone', classification: acetone },
      { id: 'caustic', classification: caustic },
    ]);
    expect(conflicts).toEqual([
      {
        lines: ['nitric', 'acetone'],
        outcome: 'may-not-load-together',
        code: '2',
        classes: ['5.1', '3'],
        rule: 'IMDG Code 7.2.4 keeps “separated from” each other class 5.1 (oxidizer) and class 3 (flammable liquid): they may not be loaded together.',
      },
    ]);
  });

  it('lets nitric acid under 65% (class 8 alone) travel with acetone', () => {
    expect(
      segregationConflicts([
        { id: 1, classification: nitricAcid60 },
        { id: 2, classification: acetone },
      ]),
    ).toEqual([]);
  });

  it('keeps apart what is to be "away from" each other, and says so', () => {
    const [conflict] = segregationConflicts([
      { id: 1, classification: acetone },
      { id: 2, classification: nitrogen },
    ]);
    expect(conflict).toMatchObject({ lines: [1, 2], outcome: 'keep-apart', code: '1', classes: ['3', '2.2'] });
    expect(conflict!.rule).toContain('keep them apart in the vehicle');
  });

  it('leaves out goods not dangerous for transport and goods not classified', () => {
    expect(
      segregationConflicts([
        { id: 1, classification: nitricAcid68 },
        { id: 2, classification: NOT_DANGEROUS },
        { id: 3, classification: null },
      ]),
    ).toEqual([]);
  });

  it('lists every conflicting pair of a larger shipment once', () => {
    const chlorine = classified('2.3', ['5.1', '8'], 'UN1017', null);
    const conflicts = segregationConflicts([
      { id: 'a', classification: acetone },
      { id: 'b', classification: chlorine },
      { id: 'c', classification: nitricAcid68 },
    ]);
    expect(conflicts.map((c) => [c.lines, c.outcome])).toEqual([
      [['a', 'b'], 'may-not-load-together'],
      [['a', 'c'], 'may-not-load-together'],
      [['b', 'c'], 'may-not-load-together'],
    ]);
  });
});
