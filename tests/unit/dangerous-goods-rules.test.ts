/** A seller's classification against the reference list, and who may buy restricted goods. */
import { describe, expect, it } from 'vitest';
import {
  NOT_DANGEROUS,
  type TransportClassification,
  type TransportInputBody,
  transportInput,
} from '../../src/contracts/dangerous-goods.ts';
import { checkClassification, restrictionFor, restrictionRules } from '../../src/gateway/dangerous-goods/index.ts';

const input = (body: Partial<TransportInputBody>) => transportInput.parse({ dangerous: true, ...body });
const acetone = { casNumber: '67-64-1', physicalForm: 'liquid' };
const nitricAcid = { casNumber: '7697-37-2', physicalForm: 'liquid' };

describe('the transport classification a seller sends', () => {
  const issues = (body: unknown) => (transportInput.safeParse(body).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

  it('takes "not dangerous for transport" on its own, and a dangerous entry with its UN number, name and class', () => {
    expect(transportInput.parse({ dangerous: false })).toMatchObject({ dangerous: false, unNumber: null, hazardClass: null });
    expect(
      transportInput.parse({ dangerous: true, unNumber: '1090', properShippingName: 'ACETONE', hazardClass: '3', packingGroup: 'II' }),
    ).toEqual({
      dangerous: true,
      unNumber: 'UN1090',
      properShippingName: 'ACETONE',
      hazardClass: '3',
      subsidiaryRisks: [],
      packingGroup: 'II',
      quantity: 'full',
      marinePollutant: false,
      reason: null,
    });
  });

  it('refuses a class that does not exist, a packing group on a class that has none, a malformed UN number, and a subsidiary risk equal to the class', () => {
    expect(issues({ dangerous: true, unNumber: 'UN1090', properShippingName: 'ACETONE', hazardClass: '10' })).toEqual([
      expect.stringMatching(/^hazardClass: is not a class or division of the UN Model Regulations/),
    ]);
    expect(issues({ dangerous: true, unNumber: 'UN1090', properShippingName: 'ACETONE', hazardClass: '3.1' })[0]).toMatch(/^hazardClass:/);
    expect(
      issues({ dangerous: true, unNumber: 'UN1066', properShippingName: 'NITROGEN, COMPRESSED', hazardClass: '2.2', packingGroup: 'III' }),
    ).toEqual(['packingGroup: must be left out: class 2.2 has no packing groups (Model Regulations 2.0.1.3)']);
    expect(
      issues({ dangerous: true, unNumber: 'UN2982', properShippingName: 'RADIOACTIVE MATERIAL', hazardClass: '7', packingGroup: 'I' })[0],
    ).toMatch(/^packingGroup: must be left out: class 7/);
    expect(issues({ dangerous: true, unNumber: 'UN17', properShippingName: 'X Y', hazardClass: '8' })[0]).toMatch(
      /^unNumber: must be a UN number/,
    );
    expect(
      issues({ dangerous: true, unNumber: 'UN2031', properShippingName: 'NITRIC ACID', hazardClass: '8', subsidiaryRisks: ['8'] }),
    ).toEqual(['subsidiaryRisks.0: is the primary class: a subsidiary risk is another class']);
    expect(issues({ dangerous: true })).toEqual([
      'unNumber: is required for dangerous goods',
      'properShippingName: is required for dangerous goods',
      'hazardClass: is required for dangerous goods',
    ]);
    expect(issues({ dangerous: false, unNumber: 'UN1090' })).toEqual([
      'unNumber: is for dangerous goods: leave it out for a product not dangerous for transport',
    ]);
  });
});

describe('a classification against the reference list', () => {
  it('accepts the list’s own entry, in any letter case, with no difference', () => {
    expect(
      checkClassification(input({ unNumber: 'UN1090', properShippingName: 'Acetone', hazardClass: '3', packingGroup: 'II' }), acetone),
    ).toEqual({
      problems: [],
      differences: [],
    });
    const entry = { unNumber: 'UN2031', properShippingName: 'NITRIC ACID', hazardClass: '8' as const, subsidiaryRisks: ['5.1' as const] };
    expect(checkClassification(input({ ...entry, packingGroup: 'I' }), nitricAcid).differences).toEqual([]);
    expect(checkClassification(input({ ...entry, subsidiaryRisks: [], packingGroup: 'II' }), nitricAcid).differences).toEqual([]);
  });

  it('refuses a UN number that is not in the list', () => {
    expect(checkClassification(input({ unNumber: 'UN9999', properShippingName: 'NOTHING', hazardClass: '3' }), acetone).problems).toEqual([
      {
        field: 'unNumber',
        message: expect.stringMatching(/^UN9999 is not in the marketplace's reference list \(UN Model Regulations, Rev\. 23/),
      },
    ]);
  });

  it('names each field that differs from the UN number’s entry', () => {
    const { problems, differences } = checkClassification(
      input({ unNumber: 'UN1090', properShippingName: 'ACETONE', hazardClass: '6.1', subsidiaryRisks: ['3'], packingGroup: 'III' }),
      acetone,
    );
    expect(problems).toEqual([]);
    expect(differences).toEqual([
      { field: 'hazardClass', message: 'the list gives UN1090 class 3, not 6.1' },
      { field: 'subsidiaryRisks', message: 'the list gives UN1090 subsidiary risks none, not 3' },
      { field: 'packingGroup', message: 'the list gives UN1090 packing group II, not III' },
    ]);
  });

  it('compares with the closest of several entries of one UN number, and says which', () => {
    const { differences } = checkClassification(
      input({ unNumber: 'UN2031', properShippingName: 'NITRIC ACID', hazardClass: '8', subsidiaryRisks: ['5.1'], packingGroup: 'III' }),
      nitricAcid,
    );
    expect(differences).toEqual([
      {
        field: 'packingGroup',
        message:
          'the list gives UN2031 packing group I, not III (entry: NITRIC ACID, other than red fuming, with more than 70% nitric acid)',
      },
    ]);
  });

  it('finds a UN number other than the one the list gives the product’s CAS number, or its form', () => {
    expect(
      checkClassification(
        input({ unNumber: 'UN1230', properShippingName: 'METHANOL', hazardClass: '3', subsidiaryRisks: ['6.1'], packingGroup: 'II' }),
        acetone,
      ).differences,
    ).toEqual([{ field: 'unNumber', message: 'the list gives Acetone (CAS 67-64-1) UN1090, not UN1230' }]);
    expect(
      checkClassification(
        input({ unNumber: 'UN1824', properShippingName: 'SODIUM HYDROXIDE SOLUTION', hazardClass: '8', packingGroup: 'II' }),
        {
          casNumber: '1310-73-2',
          physicalForm: 'flakes',
        },
      ).differences,
    ).toEqual([
      { field: 'unNumber', message: "UN1824 is the list's entry for Sodium hydroxide solution; the product's form is flakes (solid)" },
    ]);
  });

  it('finds "not dangerous" for a substance the list has as dangerous, but not for one that may be dilute', () => {
    expect(checkClassification(transportInput.parse({ dangerous: false }), acetone).differences).toEqual([
      { field: 'dangerous', message: 'the list classifies Acetone (CAS 67-64-1) as dangerous goods: UN1090 ACETONE, class 3' },
    ]);
    expect(
      checkClassification(transportInput.parse({ dangerous: false }), { casNumber: '7722-84-1', physicalForm: 'solution' }).differences,
    ).toEqual([]);
    expect(
      checkClassification(transportInput.parse({ dangerous: false }), { casNumber: null, physicalForm: 'powder' }).differences,
    ).toEqual([]);
  });

  it('asks a generic entry for its technical name', () => {
    const bare = checkClassification(
      input({
        unNumber: 'UN3077',
        properShippingName: 'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, SOLID, N.O.S.',
        hazardClass: '9',
        packingGroup: 'III',
      }),
      { casNumber: '1314-13-2', physicalForm: 'powder' },
    );
    expect(bare.differences.map((d) => d.field)).toEqual(['properShippingName']);
    const named = checkClassification(
      input({
        unNumber: 'UN3077',
        properShippingName: 'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, SOLID, N.O.S. (zinc oxide)',
        hazardClass: '9',
        packingGroup: 'III',
      }),
      { casNumber: '1314-13-2', physicalForm: 'powder' },
    );
    expect(named.differences).toEqual([]);
  });
});

const goods = (
  hazardClass: TransportClassification['hazardClass'],
  packingGroup: TransportClassification['packingGroup'],
  unNumber: string,
) => ({
  ...NOT_DANGEROUS,
  dangerous: true,
  hazardClass,
  packingGroup,
  unNumber,
  properShippingName: unNumber,
});

describe('restricted goods', () => {
  it('restricts explosives, toxic gases, packing group I toxics and the drug precursors of Table I', () => {
    const restriction = restrictionFor([
      { id: 'explosive', casNumber: null, classification: goods('1.1', null, 'UN0081') },
      { id: 'chlorine', casNumber: '7782-50-5', classification: { ...goods('2.3', null, 'UN1017'), subsidiaryRisks: ['5.1', '8'] } },
      { id: 'cyanide', casNumber: '143-33-9', classification: goods('6.1', 'I', 'UN1689') },
      { id: 'fluoride', casNumber: '7681-49-4', classification: goods('6.1', 'III', 'UN1690') },
      { id: 'permanganate', casNumber: '7722-64-7', classification: goods('5.1', 'II', 'UN1490') },
      { id: 'acetone', casNumber: '67-64-1', classification: goods('3', 'II', 'UN1090') },
      { id: 'soda ash', casNumber: '497-19-8', classification: NOT_DANGEROUS },
      { id: 'unclassified', casNumber: null, classification: null },
    ]);
    expect(restriction).toEqual({
      restricted: true,
      lines: [
        { id: 'explosive', reasons: ['class 1.1, explosive (mass explosion hazard)'] },
        { id: 'chlorine', reasons: ['class 2.3, toxic gas'] },
        { id: 'cyanide', reasons: ['class 6.1, toxic, packing group I'] },
        { id: 'permanganate', reasons: ['Potassium permanganate (CAS 7722-64-7) is a drug precursor (1988 Convention, Table I)'] },
      ],
      requires: { verificationTier: 2, endUseDeclaration: true },
    });
  });

  it('takes the configured list in place of the default one', () => {
    const rules = restrictionRules({ unNumbers: ['UN1090'], casNumbers: ['7664-93-9'] });
    const restriction = restrictionFor(
      [
        { id: 1, casNumber: '67-64-1', classification: goods('3', 'II', 'UN1090') },
        { id: 2, casNumber: '7722-64-7', classification: goods('5.1', 'II', 'UN1490') },
        { id: 3, casNumber: '7664-93-9', classification: goods('8', 'II', 'UN1830') },
      ],
      rules,
    );
    expect(restriction.lines).toEqual([
      { id: 1, reasons: ['UN1090 is on the list of restricted entries'] },
      { id: 3, reasons: ['CAS 7664-93-9 is on the list of restricted entries'] },
    ]);
  });

  it('asks nothing of an order without restricted goods', () => {
    expect(restrictionFor([{ id: 1, casNumber: '67-64-1', classification: goods('3', 'II', 'UN1090') }])).toEqual({
      restricted: false,
      lines: [],
      requires: null,
    });
  });
});
