/**
 * What each kind of request asks, once: the fields of its details (name as the contract spells
 * it, label, and how typed text becomes the contract's value) and the steps that hold them. The
 * form, the review step and the page of a submitted request all read their words from here.
 */
import { type FinancingType, INSTALMENT_DAYS, MAX_TENOR_DAYS } from '../../../../contracts/financing.ts';

/**
 * How a field's typed text becomes its value in the details:
 * text and file ids as they are; `money` naira → kobo; `minor` a foreign amount → cents or fen;
 * `rate` naira per unit of the currency → kobo per unit; `days` a tenor's days as a number.
 */
export type FieldKind = 'text' | 'file' | 'money' | 'minor' | 'rate' | 'days';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
}

export interface RowsSpec {
  name: string;
  label: string;
  /** One row's name, as in "Add an input" and "Input 2". */
  one: string;
  article: 'a' | 'an';
  /** The most rows the contract takes. */
  max: number;
  /** One row's fields. */
  row: readonly FieldSpec[];
}

/** What a step shows: a kind's own fields, a list of rows, the documents, or the review. */
export type StepKind = 'what' | 'supplier' | 'goods' | 'amount' | 'production' | 'inputs' | 'offtakeContracts' | 'documents' | 'review';

export interface StepSpec {
  kind: StepKind;
  title: string;
  intro: string;
  /** The details' fields (or `documents`) this step holds: a refused field opens its step. */
  fields: readonly string[];
}

const text = (name: string, label: string): FieldSpec => ({ name, label, kind: 'text' });

export const FIELDS: Record<FinancingType, readonly FieldSpec[]> = {
  procurement: [
    text('source', 'What to finance'),
    text('sourceId', 'Quote or order'),
    { name: 'tenorDays', label: 'Tenor', kind: 'days' },
    text('purpose', 'Purpose'),
  ],
  import: [
    text('supplierName', "Supplier's name"),
    text('supplierCountry', "Supplier's country"),
    text('proformaNumber', 'Proforma invoice number'),
    { name: 'proformaFileId', label: 'Proforma invoice (PDF)', kind: 'file' },
    text('formMNumber', 'Form M number'),
    text('goods', 'Goods'),
    text('hsCode', 'HS code'),
    text('incoterm', 'Incoterm'),
    text('portOfDischarge', 'Port of discharge'),
    text('currency', 'Currency'),
    { name: 'foreignAmount', label: 'Amount on the proforma', kind: 'minor' },
    { name: 'koboPerUnit', label: 'Exchange rate (₦ per unit)', kind: 'rate' },
    { name: 'tenorDays', label: 'Tenor', kind: 'days' },
  ],
  manufacturing: [
    text('productName', 'Product to manufacture'),
    text('productionRun', 'Production run'),
    { name: 'amount', label: 'Amount to finance (₦)', kind: 'money' },
    { name: 'tenorDays', label: 'Tenor', kind: 'days' },
  ],
};

export const ROWS: Record<FinancingType, readonly RowsSpec[]> = {
  procurement: [],
  import: [],
  manufacturing: [
    {
      name: 'inputs',
      label: 'Inputs',
      one: 'input',
      article: 'an',
      max: 30,
      row: [
        text('name', 'Input'),
        text('quantity', 'Quantity'),
        { name: 'amount', label: 'Cost (₦)', kind: 'money' },
        text('productId', 'Marketplace product ID (optional)'),
      ],
    },
    {
      name: 'offtakeContracts',
      label: 'Offtake contracts',
      one: 'offtake contract',
      article: 'an',
      max: 20,
      row: [
        text('buyerName', 'Buyer'),
        { name: 'value', label: 'Contract value (₦)', kind: 'money' },
        { name: 'fileId', label: 'Contract (PDF, optional)', kind: 'file' },
      ],
    },
  ],
};

const DOCUMENTS: StepSpec = {
  kind: 'documents',
  title: 'Documents',
  intro: 'Anything that helps the review: bank statements, audited accounts, contracts. PDF files, each with a short name.',
  fields: ['documents'],
};
const REVIEW: StepSpec = {
  kind: 'review',
  title: 'Review and submit',
  intro: 'Check what you are asking for, then submit it for review.',
  fields: [],
};

export const STEPS: Record<FinancingType, readonly StepSpec[]> = {
  procurement: [
    {
      kind: 'what',
      title: 'What to finance',
      intro: 'Your cart, a quote a supplier answered, or an order not paid yet; and how long you need to repay.',
      fields: ['source', 'sourceId', 'tenorDays', 'purpose'],
    },
    DOCUMENTS,
    REVIEW,
  ],
  import: [
    {
      kind: 'supplier',
      title: 'Supplier and proforma',
      intro: 'Who you buy from abroad, their proforma invoice, and the Form M your bank registered for it.',
      fields: ['supplierName', 'supplierCountry', 'proformaNumber', 'proformaFileId', 'formMNumber'],
    },
    {
      kind: 'goods',
      title: 'Goods and shipping',
      intro: 'What arrives, its HS code, the Incoterm on the proforma and the port it is discharged at.',
      fields: ['goods', 'hsCode', 'incoterm', 'portOfDischarge'],
    },
    {
      kind: 'amount',
      title: 'Amount and tenor',
      intro: "The proforma's amount in its currency, the rate you expect to pay for it, and how long you need to repay.",
      fields: ['currency', 'foreignAmount', 'koboPerUnit', 'tenorDays'],
    },
    DOCUMENTS,
    REVIEW,
  ],
  manufacturing: [
    {
      kind: 'production',
      title: 'Production',
      intro: 'What you will make, and the production run the money pays for.',
      fields: ['productName', 'productionRun'],
    },
    { kind: 'inputs', title: 'Inputs', intro: 'The raw materials and packaging the run needs, with what each costs.', fields: ['inputs'] },
    {
      kind: 'offtakeContracts',
      title: 'Offtake contracts',
      intro: 'Who has agreed to buy what you make: the contracts the repayment rests on.',
      fields: ['offtakeContracts'],
    },
    {
      kind: 'amount',
      title: 'Amount and tenor',
      intro: 'How much you ask for, and how long you need to repay.',
      fields: ['amount', 'tenorDays'],
    },
    DOCUMENTS,
    REVIEW,
  ],
};

export const SOURCE_LABELS = { cart: 'My cart', quote: 'A quote', order: 'An order' } as const;

/** Tenors offered for import and manufacturing: every instalment period up to the contract's most. */
export const LONG_TENORS = Array.from({ length: MAX_TENOR_DAYS / INSTALMENT_DAYS }, (_, i) => (i + 1) * INSTALMENT_DAYS);

/** A field's label, the same on the form, the review and the submitted request. */
export const fieldLabel = (type: FinancingType, name: string): string => FIELDS[type].find((f) => f.name === name)?.label ?? name;
