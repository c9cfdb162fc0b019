import { describe, expect, it } from 'vitest';
import { draftSchema, toDetails, toDocuments, toValues } from '../../src/islands/dashboard/areas/financing/draft-codec.ts';

const PROFORMA = '0190f0c2-6d7a-7c3e-9a55-1f2e3d4c5b6a';

const importTyped = () => ({
  ...toValues('import', { details: {}, documents: [] }),
  supplierName: 'Shandong Pigments Co.',
  supplierCountry: 'CN',
  proformaNumber: 'PI-2026-77',
  proformaFileId: PROFORMA,
  formMNumber: 'mf20261234567',
  goods: 'Iron oxide red, 10 t',
  hsCode: '2821.10',
  incoterm: 'CIF',
  portOfDischarge: 'Apapa, Lagos',
  currency: 'USD',
  foreignAmount: '8,000',
  koboPerUnit: '1,550.25',
  tenorDays: '90',
});

describe('a financing draft is saved as typed and read back without loss', () => {
  it('saves amounts, rates and tenors in the contract’s units and shows them again as text', () => {
    const details = toDetails('import', importTyped());
    expect(details).toMatchObject({ foreignAmount: 800_000, koboPerUnit: 155_025, tenorDays: 90, supplierCountry: 'CN' });
    const back = toValues('import', { details, documents: [] });
    expect(back).toMatchObject({ foreignAmount: '8000', koboPerUnit: '1550.25', tenorDays: '90', formMNumber: 'mf20261234567' });
  });

  it('keeps text that is not an amount yet as it was typed, so a reload loses nothing', () => {
    const details = toDetails('manufacturing', {
      ...toValues('manufacturing', { details: {}, documents: [] }),
      amount: '12,5x',
      inputs: [
        { name: 'Resin', quantity: '6 t', amount: '7,200,000', productId: '' },
        { name: '', quantity: '', amount: '', productId: '' },
      ],
    });
    expect(details.amount).toBe('12,5x');
    expect(details.inputs).toEqual([{ name: 'Resin', quantity: '6 t', amount: 720_000_000 }, {}]);
    expect(toValues('manufacturing', { details, documents: [] }).amount).toBe('12,5x');
    expect((toValues('manufacturing', { details, documents: [] }).inputs as unknown[]).length).toBe(2);
  });

  it('saves only the documents that have a file and a name', () => {
    expect(
      toDocuments({
        documents: [
          { fileId: PROFORMA, label: ' Bank statements ' },
          { fileId: '', label: 'Audited accounts' },
        ],
      }),
    ).toEqual([{ fileId: PROFORMA, label: 'Bank statements' }]);
  });
});

describe('the form checks a draft with the contract, in the words of the fields as typed', () => {
  it('hands over the contract’s details when every answer is good', () => {
    const checked = draftSchema('import').safeParse(importTyped());
    expect(checked.success).toBe(true);
    expect(checked.data?.details).toMatchObject({ formMNumber: 'MF20261234567', foreignAmount: 800_000, koboPerUnit: 155_025 });
  });

  it('says what is wrong with each field, typed amounts and missing files included', () => {
    const checked = draftSchema('import').safeParse({
      ...importTyped(),
      koboPerUnit: 'about 1500',
      proformaFileId: '',
      formMNumber: 'MF12',
    });
    const messages = Object.fromEntries(checked.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      koboPerUnit: 'must be naira per unit, such as 1550 or 1,550.25',
      proformaFileId: 'attach the PDF',
      formMNumber: 'must look like MF20241234567 (MF and 8 to 12 digits)',
    });
  });

  it('names a row’s field by its row, as the gateway does', () => {
    const checked = draftSchema('manufacturing').safeParse({
      ...toValues('manufacturing', { details: {}, documents: [] }),
      productName: 'Gloss enamel',
      productionRun: '8,000 tins',
      amount: '9,600,000',
      tenorDays: '120',
      inputs: [{ name: 'Resin', quantity: '6 t', amount: '', productId: '' }],
      offtakeContracts: [{ buyerName: 'Lagos Hardware', value: '19,500,000', fileId: '' }],
    });
    expect(checked.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['inputs.0.amount', 'is required']]);
  });
});
