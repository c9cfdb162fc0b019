/**
 * The reference list: well-formed entries, an index by CAS number whose every option points at an
 * entry, and, for every chemical of the demo catalog, the classification the published list gives
 * it (UN Model Regulations, Rev. 23, Dangerous Goods List), written out here again by hand.
 */
import { describe, expect, it } from 'vitest';
import { isValidCasNumber } from '../../src/contracts/cas.ts';
import { HAZARD_CLASSES, type HazardClass, WITHOUT_PACKING_GROUP } from '../../src/contracts/dangerous-goods.ts';
import { DANGEROUS_GOODS_LIST } from '../../src/gateway/dangerous-goods/data/un-dangerous-goods-list.ts';
import { SUBSTANCES } from '../../src/gateway/dangerous-goods/data/substances.ts';
import { entriesOf, suggestClassification } from '../../src/gateway/dangerous-goods/index.ts';
import { CHEMICALS } from '../../src/gateway/seed/data/chemicals.ts';

/** CAS number, UN number, class, subsidiary risks, packing group: the published list's entry for the chemical's usual trade form. */
const PUBLISHED: [string, string, HazardClass, HazardClass[], 'I' | 'II' | 'III' | null][] = [
  ['1310-73-2', 'UN1823', '8', [], 'II'],
  ['7664-93-9', 'UN1830', '8', [], 'II'],
  ['7647-01-0', 'UN1789', '8', [], 'II'],
  ['7697-37-2', 'UN2031', '8', ['5.1'], 'II'],
  ['7664-38-2', 'UN1805', '8', [], 'III'],
  ['64-19-7', 'UN2789', '8', ['3'], 'II'],
  ['64-18-6', 'UN1779', '8', ['3'], 'II'],
  ['1310-58-3', 'UN1813', '8', [], 'II'],
  ['7664-41-7', 'UN1005', '2.3', ['8'], null],
  ['1336-21-6', 'UN2672', '8', [], 'III'],
  ['5329-14-6', 'UN2967', '8', [], 'III'],
  ['7664-39-3', 'UN1790', '8', ['6.1'], 'II'],
  ['1314-13-2', 'UN3077', '9', [], 'III'],
  ['7705-08-0', 'UN2582', '8', [], 'III'],
  ['7778-54-3', 'UN3487', '5.1', ['8'], 'II'],
  ['7681-52-9', 'UN1791', '8', [], 'III'],
  ['7782-50-5', 'UN1017', '2.3', ['5.1', '8'], null],
  ['87-90-1', 'UN2468', '5.1', [], 'II'],
  ['2893-78-9', 'UN2465', '5.1', [], 'II'],
  ['7758-99-8', 'UN3077', '9', [], 'III'],
  ['7446-19-7', 'UN3077', '9', [], 'III'],
  ['7722-84-1', 'UN2014', '5.1', ['8'], 'II'],
  ['7722-64-7', 'UN1490', '5.1', [], 'II'],
  ['15630-89-4', 'UN3378', '5.1', [], 'III'],
  ['7775-14-6', 'UN1384', '4.2', [], 'II'],
  ['7775-09-9', 'UN1495', '5.1', [], 'II'],
  ['7632-00-0', 'UN1500', '5.1', ['6.1'], 'III'],
  ['7631-99-4', 'UN1498', '5.1', [], 'III'],
  ['7757-79-1', 'UN1486', '5.1', [], 'III'],
  ['6484-52-2', 'UN1942', '5.1', [], 'III'],
  ['27176-87-0', 'UN2586', '8', [], 'III'],
  ['151-21-3', 'UN1325', '4.1', [], 'III'],
  ['9016-45-9', 'UN3082', '9', [], 'III'],
  ['8001-54-5', 'UN1903', '8', [], 'II'],
  ['64-17-5', 'UN1170', '3', [], 'II'],
  ['67-56-1', 'UN1230', '3', ['6.1'], 'II'],
  ['67-63-0', 'UN1219', '3', [], 'II'],
  ['67-64-1', 'UN1090', '3', [], 'II'],
  ['108-88-3', 'UN1294', '3', [], 'II'],
  ['1330-20-7', 'UN1307', '3', [], 'III'],
  ['78-93-3', 'UN1193', '3', [], 'II'],
  ['141-78-6', 'UN1173', '3', [], 'II'],
  ['123-86-4', 'UN1123', '3', [], 'III'],
  ['8052-41-3', 'UN1300', '3', [], 'III'],
  ['110-54-3', 'UN1208', '3', [], 'II'],
  ['71-36-3', 'UN1120', '3', [], 'III'],
  ['111-76-2', 'UN2369', '6.1', [], 'III'],
  ['108-10-1', 'UN1245', '3', [], 'II'],
  ['75-09-2', 'UN1593', '6.1', [], 'III'],
  ['127-18-4', 'UN1897', '6.1', [], 'III'],
  ['108-94-1', 'UN1915', '3', [], 'III'],
  ['108-65-6', 'UN3272', '3', [], 'III'],
  ['8008-20-6', 'UN1223', '3', [], 'III'],
  ['8006-64-2', 'UN1299', '3', [], 'III'],
  ['141-43-5', 'UN2491', '8', [], 'III'],
  ['25068-38-6', 'UN3082', '9', [], 'III'],
  ['50-00-0', 'UN2209', '8', [], 'III'],
  ['100-42-5', 'UN2055', '3', [], 'III'],
  ['108-05-4', 'UN1301', '3', [], 'II'],
  ['141-32-2', 'UN2348', '3', [], 'III'],
  ['80-62-6', 'UN1247', '3', [], 'II'],
  ['85-44-9', 'UN2214', '8', [], 'III'],
  ['26471-62-5', 'UN2078', '6.1', [], 'II'],
  ['128-37-0', 'UN3077', '9', [], 'III'],
  ['10034-96-5', 'UN3077', '9', [], 'III'],
  ['7704-34-9', 'UN1350', '4.1', [], 'III'],
  ['1071-83-6', 'UN3077', '9', [], 'III'],
  ['143-33-9', 'UN1689', '6.1', [], 'I'],
  ['25306-75-6', 'UN3342', '4.2', [], 'II'],
  ['2720-73-2', 'UN3342', '4.2', [], 'II'],
  ['108-11-2', 'UN2053', '3', [], 'III'],
  ['1313-82-2', 'UN1849', '8', [], 'II'],
  ['16721-80-5', 'UN2949', '8', [], 'II'],
  ['7440-66-6', 'UN1436', '4.3', ['4.2'], 'II'],
  ['10213-79-3', 'UN3253', '8', [], 'III'],
  ['124-38-9', 'UN1013', '2.2', [], null],
  ['7727-37-9', 'UN1066', '2.2', [], null],
  ['7782-44-7', 'UN1072', '2.2', ['5.1'], null],
  ['74-86-2', 'UN1001', '2.1', [], null],
  ['74-98-6', 'UN1978', '2.1', [], null],
  ['7440-37-1', 'UN1006', '2.2', [], null],
  ['10101-97-0', 'UN3077', '9', [], 'III'],
  ['7646-85-7', 'UN2331', '8', [], 'III'],
  ['7681-49-4', 'UN1690', '6.1', [], 'III'],
  ['108-95-2', 'UN1671', '6.1', [], 'II'],
];

describe('the reference list', () => {
  it('holds well-formed entries: UN number, upper-case name, a class, other subsidiary classes, packing groups only where the class has them', () => {
    const problems: string[] = [];
    for (const e of DANGEROUS_GOODS_LIST) {
      if (!/^UN\d{4}$/.test(e.un)) problems.push(`${e.un}: UN number`);
      for (const name of e.names) if (name !== name.toUpperCase()) problems.push(`${e.un}: ${name} is not upper case`);
      if (!HAZARD_CLASSES.includes(e.class)) problems.push(`${e.un}: class ${e.class}`);
      if (e.subsidiary.includes(e.class)) problems.push(`${e.un}: subsidiary equals the class`);
      if (WITHOUT_PACKING_GROUP.has(e.class) && e.packingGroups.length) problems.push(`${e.un}: packing group on class ${e.class}`);
    }
    expect(problems).toEqual([]);
  });

  it('tells the entries of one UN number apart by their description', () => {
    const shared = [...new Set(DANGEROUS_GOODS_LIST.map((e) => e.un))].filter((un) => entriesOf(un).length > 1);
    expect(shared).toEqual(expect.arrayContaining(['UN2031', 'UN1790', 'UN2790', 'UN3412']));
    for (const un of shared) {
      const qualifiers = entriesOf(un).map((e) => e.qualifier);
      expect(new Set(qualifiers).size, un).toBe(qualifiers.length);
      expect(qualifiers.every(Boolean), un).toBe(true);
    }
  });

  it('indexes substances by valid CAS numbers, each once, every option pointing at an entry and one of its packing groups', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const s of SUBSTANCES) {
      if (!isValidCasNumber(s.cas)) problems.push(`${s.name}: CAS ${s.cas}`);
      if (seen.has(s.cas)) problems.push(`${s.cas} twice`);
      seen.add(s.cas);
      for (const o of s.options) {
        if (o.un === null) continue;
        const entry = entriesOf(o.un)[o.entry ?? 0];
        if (!entry) {
          problems.push(`${s.name}: ${o.un} entry ${o.entry ?? 0} not in the list`);
          continue;
        }
        if (o.packingGroup && !entry.packingGroups.includes(o.packingGroup))
          problems.push(`${s.name}: ${o.un} has no packing group ${o.packingGroup}`);
        if (!o.packingGroup && entry.packingGroups.length > 1) problems.push(`${s.name}: ${o.un} needs its packing group chosen`);
        if (Boolean(entry.nos) !== Boolean(o.technicalName)) problems.push(`${s.name}: ${o.un} technical name`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('knows every chemical of the demo catalog', () => {
    expect(CHEMICALS.filter((c) => !SUBSTANCES.some((s) => s.cas === c.cas)).map((c) => c.name)).toEqual([]);
  });

  it.each(PUBLISHED)(
    'classifies CAS %s as the published list does: %s, class %s',
    (cas, un, hazardClass, subsidiaryRisks, packingGroup) => {
      const chemical = CHEMICALS.find((c) => c.cas === cas)!;
      expect(chemical, cas).toBeDefined();
      expect(suggestClassification(cas, chemical.forms[0])?.suggested).toMatchObject({
        dangerous: true,
        unNumber: un,
        hazardClass,
        subsidiaryRisks,
        packingGroup,
      });
    },
  );

  it('has every other demo chemical as not dangerous for transport', () => {
    const listed = new Set(PUBLISHED.map(([cas]) => cas));
    const others = CHEMICALS.filter((c) => !listed.has(c.cas));
    expect(others.length).toBeGreaterThan(150);
    expect(others.filter((c) => suggestClassification(c.cas, c.forms[0])?.suggested.dangerous !== false).map((c) => c.name)).toEqual([]);
  });

  it('marks as marine pollutants the dangerous goods hazardous to the aquatic environment (H400, H410, H411)', () => {
    const wrong = CHEMICALS.filter((c) => {
      const suggested = suggestClassification(c.cas, c.forms[0])!.suggested;
      return suggested.dangerous && suggested.marinePollutant !== c.hStatements.some((h) => ['H400', 'H410', 'H411'].includes(h));
    });
    expect(wrong.map((c) => c.name)).toEqual([]);
  });
});

describe('a suggestion', () => {
  it('follows the physical form: sodium hydroxide solid or in solution', () => {
    expect(suggestClassification('1310-73-2', 'pearls')!.suggested).toMatchObject({
      unNumber: 'UN1823',
      properShippingName: 'SODIUM HYDROXIDE, SOLID',
    });
    expect(suggestClassification('1310-73-2', 'solution')!.suggested).toMatchObject({
      unNumber: 'UN1824',
      properShippingName: 'SODIUM HYDROXIDE SOLUTION',
      packingGroup: 'II',
    });
  });

  it('follows the concentration: nitric acid over 70%, 65 to 70%, under 65%', () => {
    const at = (percent: number) => suggestClassification('7697-37-2', 'liquid', percent)!.suggested;
    expect(at(98)).toMatchObject({ unNumber: 'UN2031', hazardClass: '8', subsidiaryRisks: ['5.1'], packingGroup: 'I' });
    expect(at(68)).toMatchObject({ unNumber: 'UN2031', hazardClass: '8', subsidiaryRisks: ['5.1'], packingGroup: 'II' });
    expect(at(60)).toMatchObject({ unNumber: 'UN2031', hazardClass: '8', subsidiaryRisks: [], packingGroup: 'II' });
  });

  it('says when a dilute solution is not dangerous for transport, and when the choice rests on the usual grade', () => {
    expect(suggestClassification('7722-84-1', 'solution', 6)!.suggested.dangerous).toBe(false);
    expect(suggestClassification('7722-84-1', 'solution', 12)!.suggested).toMatchObject({
      unNumber: 'UN2984',
      hazardClass: '5.1',
      packingGroup: 'III',
    });
    const usual = suggestClassification('7722-84-1', 'solution')!;
    expect(usual.suggested.unNumber).toBe('UN2014');
    expect(usual.note).toMatch(/Depends on the concentration/);
  });

  it('gives a generic entry its technical name', () => {
    expect(suggestClassification('1314-13-2', 'powder')!.suggested).toMatchObject({
      unNumber: 'UN3077',
      properShippingName: 'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, SOLID, N.O.S. (zinc oxide)',
      marinePollutant: true,
    });
  });

  it('knows nothing of a CAS number outside the index', () => {
    expect(suggestClassification('7732-18-5', 'liquid')).toBeNull();
  });
});
