/**
 * What each step of the product form holds while it is typed (text as typed, prices in naira) and
 * how it becomes the gateway's body: the contract's own schemas do the checking, so the form and
 * the gateway refuse the same things with the same words.
 */
import { z } from 'zod';
import {
  additionalInfoFields,
  DOCUMENT_KINDS,
  packageInput,
  packageList,
  PRODUCT_LIMITS,
  productBasicsShape,
  requireSignalWord,
  type SellerProduct,
} from '../../../../contracts/seller-products.ts';
import { formatMoney, koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';
import { type TransportClassification, transportInput } from '../../../../contracts/dangerous-goods.ts';

/**
 * Runs the contract's `schema` on what `first` produced: z.pipe, with the input types loosened where
 * zod wants the second schema to take exactly the first one's output (the contract's take anything).
 */
const then = <A extends z.ZodType, B extends z.ZodType>(first: A, schema: B): z.ZodPipe<A, B> => first.pipe(schema as never) as never;

/** A field that must be filled in, then checked (and converted) by the contract's schema. */
const filled = <T extends z.ZodType>(message: string, schema: T) => then(z.string().trim().min(1, { error: message }), schema);

/** "Caustic soda, Lye" or one per line → ["Caustic soda", "Lye"]. */
export const splitList = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

// ---- Step 1: basics

export const basicsForm = z.object({
  name: productBasicsShape.name,
  casNumber: productBasicsShape.casNumber,
  formula: productBasicsShape.formula,
  synonyms: then(z.string().transform(splitList), productBasicsShape.synonyms),
  grade: productBasicsShape.grade,
  purity: productBasicsShape.purity,
  physicalForm: filled('Choose a physical form', productBasicsShape.physicalForm),
  description: productBasicsShape.description,
  marketId: filled('Choose a market', productBasicsShape.marketId),
  applicationIds: then(z.array(z.string()), productBasicsShape.applicationIds),
  producerId: productBasicsShape.producerId,
  tags: then(z.string().transform(splitList), productBasicsShape.tags),
  moq: filled('is required', productBasicsShape.moq),
  moqUnit: productBasicsShape.moqUnit,
  leadTimeDays: filled('is required', productBasicsShape.leadTimeDays),
  originCountry: productBasicsShape.originCountry,
  incoterms: then(z.array(z.string()), productBasicsShape.incoterms),
  imageUrl: productBasicsShape.imageUrl,
});
export type BasicsValues = z.input<typeof basicsForm>;

export function basicsValues(product: SellerProduct | null): BasicsValues {
  if (!product) {
    return {
      name: '',
      casNumber: '',
      formula: '',
      synonyms: '',
      grade: '',
      purity: '',
      physicalForm: '',
      description: '',
      marketId: '',
      applicationIds: [],
      producerId: '',
      tags: '',
      moq: '1',
      moqUnit: 'kg',
      leadTimeDays: '7',
      originCountry: '',
      incoterms: [],
      imageUrl: null,
    };
  }
  return {
    name: product.name,
    casNumber: product.casNumber ?? '',
    formula: product.formula ?? '',
    synonyms: product.synonyms.join(', '),
    grade: product.grade,
    purity: product.purity ?? '',
    physicalForm: product.physicalForm,
    description: product.description,
    marketId: String(product.market.id),
    applicationIds: product.applications.map((a) => String(a.id)),
    producerId: product.producer ? String(product.producer.id) : '',
    tags: product.tags.join(', '),
    moq: String(product.moq),
    moqUnit: product.moqUnit as BasicsValues['moqUnit'],
    leadTimeDays: String(product.leadTimeDays),
    originCountry: product.originCountry ?? '',
    incoterms: product.incoterms,
    imageUrl: product.imageUrl,
  };
}

// ---- Step 2: packages, prices and stock

const MAX_NAIRA = PRODUCT_LIMITS.priceMinor;

/** A price typed in naira ("45,000" or "45000.50"), stored in kobo. */
export const nairaPrice = z
  .string()
  .trim()
  .min(1, { error: 'Enter a price' })
  .transform((typed, ctx) => {
    const kobo = nairaToKobo(typed);
    if (kobo === null) ctx.addIssue({ code: 'custom', message: 'must be an amount in naira, such as 45000 or 45,000.50' });
    else if (kobo < 1) ctx.addIssue({ code: 'custom', message: 'must be more than ₦0' });
    else if (kobo > MAX_NAIRA) ctx.addIssue({ code: 'custom', message: `must be at most ${formatMoney(MAX_NAIRA)}` });
    return kobo ?? 0;
  });

const packageRow = z.object({
  id: z.number().int().optional(),
  label: packageInput.shape.label,
  unit: packageInput.shape.unit,
  size: filled('Enter the size', packageInput.shape.size),
  price: nairaPrice,
  stock: filled('Enter the number in stock', packageInput.shape.stock),
  /** Shown only: an ordered package cannot be removed. */
  removable: z.boolean().optional(),
});

export const packagesForm = z.object({
  packages: then(
    z.array(packageRow).transform((rows) =>
      rows.map(({ id, label, unit, size, price, stock }) => ({
        ...(id === undefined ? {} : { id }),
        label,
        unit,
        size,
        priceMinor: price,
        stock,
      })),
    ),
    packageList,
  ),
});
export type PackagesValues = z.input<typeof packagesForm>;
export type PackageRowValues = PackagesValues['packages'][number];

export const emptyPackage = (unit: string): PackageRowValues => ({
  label: '',
  unit: unit as PackageRowValues['unit'],
  size: '',
  price: '',
  stock: '0',
  removable: true,
});

export function packagesValues(product: SellerProduct | null): PackagesValues {
  return {
    packages:
      product?.packages.map((p) => ({
        id: p.id,
        label: p.label,
        unit: p.unit as PackageRowValues['unit'],
        size: String(p.size),
        price: koboToNaira(p.priceMinor),
        stock: String(p.stock),
        removable: p.removable,
      })) ?? [],
  };
}

// ---- Steps 3 and 5: name → value tables

const entryRow = z.object({ name: z.string(), value: z.string() });

/** Rows of names and values → a record; empty rows are dropped, half-filled and repeated ones named. */
export const entriesField = z
  .array(entryRow)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    let count = 0;
    rows.forEach((row, i) => {
      const name = row.name.trim();
      const value = row.value.trim();
      if (!name && !value) return;
      count++;
      if (!name) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'Enter a name' });
      else if (name.length > 60) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'must be at most 60 characters' });
      else if (seen.has(name.toLowerCase())) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'is already in the list' });
      if (name) seen.add(name.toLowerCase());
      if (!value) ctx.addIssue({ code: 'custom', path: [i, 'value'], message: 'Enter a value' });
      else if (value.length > 500) ctx.addIssue({ code: 'custom', path: [i, 'value'], message: 'must be at most 500 characters' });
    });
    if (count > PRODUCT_LIMITS.properties)
      ctx.addIssue({ code: 'custom', message: `may hold at most ${PRODUCT_LIMITS.properties} entries` });
  })
  .transform((rows) => Object.fromEntries(rows.filter((r) => r.name.trim() && r.value.trim()).map((r) => [r.name.trim(), r.value.trim()])));
export type EntryValues = z.input<typeof entryRow>;

export const toEntries = (record: Record<string, string>): EntryValues[] =>
  Object.entries(record).map(([name, value]) => ({ name, value }));

export const propertiesForm = z.object({ entries: entriesField });
export type PropertiesValues = z.input<typeof propertiesForm>;

// ---- Step 4: documents

export const DOCUMENT_LANGUAGES = [
  ['en', 'English'],
  ['fr', 'French'],
  ['pt', 'Portuguese'],
  ['ar', 'Arabic'],
  ['sw', 'Swahili'],
  ['ha', 'Hausa'],
  ['yo', 'Yoruba'],
  ['ig', 'Igbo'],
] as const;

const documentRow = z
  .object({
    id: z.number().int().optional(),
    kind: z.enum(DOCUMENT_KINDS),
    title: z
      .string()
      .trim()
      .min(1, { error: 'Enter a title' })
      .min(2, { error: 'must be at least 2 characters' })
      .max(160, { error: 'must be at most 160 characters' }),
    language: z.string().regex(/^[a-z]{2}$/, { error: 'Choose a language' }),
    /** A PDF uploaded in this form, or the one the document already has. */
    fileId: z.string().nullable(),
    /** The current file's address, when the document has one. */
    fileUrl: z.string().nullable(),
    /** The sheet's revision date, yyyy-MM-dd; '' leaves a new one dated today and a kept one as it is. */
    issuedAt: z.string(),
  })
  .superRefine((row, ctx) => {
    // A document listed before keeps what it has; a new one needs its PDF.
    if (!row.fileId && !row.fileUrl && row.id === undefined) ctx.addIssue({ code: 'custom', path: ['fileId'], message: 'Upload the PDF' });
  });

export const documentsForm = z.object({
  documents: z
    .array(documentRow)
    .max(PRODUCT_LIMITS.documents, { error: `may hold at most ${PRODUCT_LIMITS.documents} documents` })
    .transform((rows) =>
      rows.map(({ id, kind, title, language, fileId, issuedAt }) => ({
        ...(id === undefined ? {} : { id }),
        kind,
        title,
        language,
        ...(fileId ? { fileId } : {}),
        ...(issuedAt ? { issuedAt } : {}),
      })),
    ),
});
export type DocumentsValues = z.input<typeof documentsForm>;
export type DocumentRowValues = DocumentsValues['documents'][number];

export function documentsValues(product: SellerProduct | null): DocumentsValues {
  return {
    documents:
      product?.documents.map((d) => ({
        id: d.id,
        kind: d.kind,
        title: d.title,
        language: d.language,
        fileId: d.fileId,
        fileUrl: d.fileUrl,
        issuedAt: d.issuedAt.slice(0, 10),
      })) ?? [],
  };
}

// ---- Step 5: additional information, safety and transport

/** The transport fields as typed: "not stated", "not dangerous" or dangerous goods with their entry. */
const transportFields = z.object({
  state: z.enum(['', 'not-dangerous', 'dangerous']),
  unNumber: z.string(),
  properShippingName: z.string(),
  hazardClass: z.string(),
  /** "5.1, 8" */
  subsidiaryRisks: z.string(),
  packingGroup: z.string(),
  quantity: z.string(),
  marinePollutant: z.boolean(),
  reason: z.string(),
});
export type TransportValues = z.input<typeof transportFields>;

/** The transport fields → the contract's classification: null ("not stated"), not dangerous, or an entry. */
function transportBody(v: TransportValues) {
  if (v.state === '') return null;
  if (v.state === 'not-dangerous') return { dangerous: false };
  const { state: _, subsidiaryRisks, ...entry } = v;
  return { ...entry, dangerous: true, subsidiaryRisks: splitList(subsidiaryRisks) };
}

export function transportValues(t: TransportClassification & { reason?: string | null }): TransportValues {
  return {
    state: t.dangerous ? 'dangerous' : 'not-dangerous',
    unNumber: t.unNumber ?? '',
    properShippingName: t.properShippingName ?? '',
    hazardClass: t.hazardClass ?? '',
    subsidiaryRisks: t.subsidiaryRisks.join(', '),
    packingGroup: t.packingGroup ?? '',
    quantity: t.quantity,
    marinePollutant: t.marinePollutant,
    reason: t.reason ?? '',
  };
}

const NOT_STATED: TransportValues = {
  state: '',
  unNumber: '',
  properShippingName: '',
  hazardClass: '',
  subsidiaryRisks: '',
  packingGroup: '',
  quantity: 'full',
  marinePollutant: false,
  reason: '',
};

export const safetyForm = then(
  z
    .object({
      entries: entriesField,
      ghsPictograms: z.array(z.string()),
      signalWord: z.string(),
      hStatements: z.string(),
      pStatements: z.string(),
      transport: transportFields,
    })
    .transform((v) => ({
      additionalInfo: v.entries,
      ghsPictograms: v.ghsPictograms,
      signalWord: v.signalWord,
      hStatements: splitList(v.hStatements).flatMap((s) => s.split(/\s+/)),
      pStatements: splitList(v.pStatements).flatMap((s) => s.split(/\s+/)),
      transport: transportBody(v.transport),
    })),
  requireSignalWord(additionalInfoFields.extend({ transport: transportInput.nullable() })),
);
export type SafetyValues = z.input<typeof safetyForm>;

export function safetyValues(product: SellerProduct | null): SafetyValues {
  return {
    entries: toEntries(product?.additionalInfo ?? {}),
    ghsPictograms: product?.ghsPictograms ?? [],
    signalWord: product?.signalWord ?? '',
    hStatements: product?.hStatements.join(', ') ?? '',
    pStatements: product?.pStatements.join(', ') ?? '',
    transport: product?.transport ? transportValues(product.transport) : NOT_STATED,
  };
}
