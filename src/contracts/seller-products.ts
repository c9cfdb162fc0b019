/**
 * A seller's own products (spec §7 "Products (seller)"): the storefront's list and counts, one
 * product with its drafts' details, and the bodies of the calls that add and change products. The
 * dashboard's product form validates with these same schemas before it sends anything.
 */
import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import { isValidCasNumber } from './cas.ts';
import { productWarning, sellerTransport, transportInput } from './dangerous-goods.ts';
import { PHYSICAL_FORMS } from './physical-forms.ts';
import { decimalInput, optional, pageNumber, pageSize, wholeNumber } from './paging.ts';
import { productDetail, productDocument, productPackage, productStatus, productSummary } from './products.ts';
import { vatTreatment } from './tax.ts';
import { trimmedAtLeast, twoLetterCountry } from './text-fields.ts';
export * from './seller-sort-orders.ts';
import { SELLER_SORT_ORDERS } from './seller-sort-orders.ts';

export const PACKAGE_UNITS = ['kg', 'g', 't', 'L', 'mL'] as const;
export { PHYSICAL_FORMS } from './physical-forms.ts';
/** Incoterms 2020. */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export const GHS_PICTOGRAMS = ['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'] as const;
export const GHS_PICTOGRAM_NAMES: Record<(typeof GHS_PICTOGRAMS)[number], string> = {
  GHS01: 'Explosive',
  GHS02: 'Flammable',
  GHS03: 'Oxidising',
  GHS04: 'Gas under pressure',
  GHS05: 'Corrosive',
  GHS06: 'Acute toxicity',
  GHS07: 'Harmful / irritant',
  GHS08: 'Health hazard',
  GHS09: 'Hazardous to the environment',
};
export const SIGNAL_WORDS = ['Danger', 'Warning'] as const;
export const DOCUMENT_KINDS = ['TDS', 'SDS', 'CoA'] as const;
export const DOCUMENT_KIND_NAMES: Record<(typeof DOCUMENT_KINDS)[number], string> = {
  TDS: 'Technical data sheet',
  SDS: 'Safety data sheet',
  CoA: 'Certificate of analysis',
};

export const PRODUCT_LIMITS = {
  packages: 20,
  applications: 10,
  tags: 20,
  synonyms: 20,
  properties: 40,
  documents: 20,
  statements: 40,
  /** ₦10 billion, in kobo. */
  priceMinor: 1_000_000_000_000,
  stock: 1_000_000_000,
  size: 1_000_000,
  moq: 1_000_000_000,
  leadTimeDays: 365,
} as const;

/** Kobo in a naira: prices are typed in naira and stored in kobo. */
/** Statuses a product may move to from each status; archived products come back as drafts. */
export const STATUS_MOVES: Record<z.infer<typeof productStatus>, readonly z.infer<typeof productStatus>[]> = {
  draft: ['published', 'archived'],
  published: ['draft', 'archived'],
  archived: ['draft'],
};

const required = { error: 'is required' };
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const text = (max: number) =>
  z
    .string(required)
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
const requiredText = (min: number, max: number) => {
  const filled = text(max).min(1, { error: 'is required', abort: true });
  return (min > 1 ? filled.min(min, { error: `must be at least ${min} characters` }) : filled).meta(trimmedAtLeast(min));
};
/** Text that may be left empty: '' and null both mean "none". */
const nullableText = (max: number) => z.preprocess(blankToNull, text(max).nullable());
const wholeIn = (min: number, max: number) => wholeNumber(min, max);
/** A positive amount such as 25 or 0.5, with at most three decimals. */
const quantity = (max: number) =>
  decimalInput(
    z
      .number({ error: 'must be a number' })
      .positive({ error: 'must be more than 0' })
      .max(max, { error: `must be at most ${max.toLocaleString('en')}` })
      .refine((n) => Math.round(n * 1000) === n * 1000, { error: 'may have at most three decimals' }),
    true,
  );
const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item, { error: 'must be a list' }).max(max, { error: `may hold at most ${max} ${what}` });

export const casNumber = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(/^\d{2,7}-\d{2}-\d$/, { error: 'must look like 7732-18-5' })
    .refine(isValidCasNumber, { error: "has a wrong check digit; check the number against the supplier's SDS" })
    .nullable(),
);

/** A two-letter country code, upper-cased; '' means none. */
export const countryCode = z.preprocess(blankToNull, twoLetterCountry.nullable());

/** A picture for the product: a photo uploaded through /api/v1/fileupload/photo (its url). */
export const imageUrl = z.preprocess(blankToNull, z.string().trim().max(300).nullable());

/** The basics (step 1 of the form): what the product is, where it belongs, how it is sold. */
export const productBasicsShape = {
  name: requiredText(2, 160),
  casNumber,
  formula: nullableText(100),
  synonyms: list(requiredText(1, 100), PRODUCT_LIMITS.synonyms, 'synonyms'),
  grade: requiredText(1, 60),
  purity: nullableText(60),
  physicalForm: z.enum(PHYSICAL_FORMS, { error: `must be one of ${PHYSICAL_FORMS.join(', ')}` }),
  description: text(5000),
  marketId: wholeIn(1, 2_147_483_647),
  applicationIds: list(wholeIn(1, 2_147_483_647), PRODUCT_LIMITS.applications, 'applications'),
  producerId: z.preprocess(blankToNull, wholeIn(1, 2_147_483_647).nullable()),
  tags: list(requiredText(1, 40), PRODUCT_LIMITS.tags, 'tags'),
  moq: quantity(PRODUCT_LIMITS.moq),
  moqUnit: z.enum(PACKAGE_UNITS, { error: `must be one of ${PACKAGE_UNITS.join(', ')}` }),
  leadTimeDays: wholeIn(0, PRODUCT_LIMITS.leadTimeDays),
  originCountry: countryCode,
  incoterms: list(z.enum(INCOTERMS, { error: `must be one of ${INCOTERMS.join(', ')}` }), INCOTERMS.length, 'incoterms'),
  imageUrl,
  /** How the product is treated for VAT: standard (the seller's rate), zero-rated or exempt. */
  vatTreatment,
};

/** One package (step 2): its id when it already exists, so carts and orders keep pointing at it. */
export const packageInput = z.object({
  id: optional(wholeIn(1, 2_147_483_647)),
  label: requiredText(1, 60),
  unit: z.enum(PACKAGE_UNITS, { error: `must be one of ${PACKAGE_UNITS.join(', ')}` }),
  size: quantity(PRODUCT_LIMITS.size),
  /** Price of one package, in kobo. */
  priceMinor: wholeNumber(1, PRODUCT_LIMITS.priceMinor),
  stock: wholeIn(0, PRODUCT_LIMITS.stock),
  /**
   * The package's own transport classification where it differs from the product's (a limited
   * quantity, another form): null makes it the product's again; left out, a kept package keeps its own.
   */
  transport: transportInput.nullable().optional(),
});
export type PackageInput = z.infer<typeof packageInput>;

/** The whole package list: labels differ, ids appear once. */
export const packageList = list(packageInput, PRODUCT_LIMITS.packages, 'packages').superRefine((packages, ctx) => {
  const labels = new Map<string, number>();
  packages.forEach((p, i) => {
    const key = p.label.toLowerCase();
    if (labels.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'label'], message: "is the same as another package's label" });
    else labels.set(key, i);
    if (p.id !== undefined && packages.findIndex((q) => q.id === p.id) !== i) {
      ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'appears twice' });
    }
  });
});

const optionalList = <T extends z.ZodType>(schema: T) => schema.optional();

/** POST /v1/product/add-product: the product starts as a draft. Fields left out take their defaults. */
export const addProductBody = z.object({
  name: productBasicsShape.name,
  grade: productBasicsShape.grade,
  physicalForm: productBasicsShape.physicalForm,
  marketId: productBasicsShape.marketId,
  casNumber: productBasicsShape.casNumber.optional(),
  formula: productBasicsShape.formula.optional(),
  synonyms: optionalList(productBasicsShape.synonyms),
  purity: productBasicsShape.purity.optional(),
  description: productBasicsShape.description.optional(),
  applicationIds: optionalList(productBasicsShape.applicationIds),
  producerId: productBasicsShape.producerId.optional(),
  tags: optionalList(productBasicsShape.tags),
  moq: productBasicsShape.moq.optional(),
  moqUnit: productBasicsShape.moqUnit.optional(),
  leadTimeDays: productBasicsShape.leadTimeDays.optional(),
  originCountry: productBasicsShape.originCountry.optional(),
  incoterms: optionalList(productBasicsShape.incoterms),
  imageUrl: productBasicsShape.imageUrl.optional(),
  vatTreatment: productBasicsShape.vatTreatment.optional(),
  packages: packageList.optional(),
  /**
   * The transport classification (UN Model Regulations): dangerous goods with their UN number, or
   * `{ "dangerous": false }`; null: not stated. GET /v1/dangerous-goods/suggestion gives the
   * reference list's for a CAS number. A product classified as dangerous is published only with a
   * safety data sheet.
   */
  transport: transportInput.nullable().optional(),
});
export type AddProductBody = z.input<typeof addProductBody>;
export type AddProduct = z.output<typeof addProductBody>;

const productId = wholeIn(1, 2_147_483_647);

/**
 * POST /v1/product/update-product: any of the add-product fields (those left out stay as they are;
 * `packages`, when sent, is the whole new list) and, optionally, a new status.
 */
export const updateProductBody = addProductBody.partial().extend({
  id: productId,
  status: z.enum(productStatus.options, { error: `must be one of ${productStatus.options.join(', ')}` }).optional(),
});
export type UpdateProductBody = z.input<typeof updateProductBody>;
export type UpdateProduct = z.output<typeof updateProductBody>;

/** "Density" → "2.13 g/cm3": the product page's specification table. */
export const propertyRecord = z
  .record(z.string(), z.string({ error: 'must be text' }), { error: 'must be an object of names and values' })
  .transform((record, ctx) => {
    const entries: [string, string][] = [];
    for (const [rawName, rawValue] of Object.entries(record)) {
      const name = rawName.trim();
      const value = rawValue.trim();
      if (!name) ctx.addIssue({ code: 'custom', path: [rawName], message: 'every entry needs a name' });
      else if (name.length > 60) ctx.addIssue({ code: 'custom', path: [rawName], message: 'names must be at most 60 characters' });
      else if (!value) ctx.addIssue({ code: 'custom', path: [rawName], message: `"${name}" needs a value` });
      else if (value.length > 500) ctx.addIssue({ code: 'custom', path: [rawName], message: 'values must be at most 500 characters' });
      else entries.push([name, value]);
    }
    if (entries.length > PRODUCT_LIMITS.properties)
      ctx.addIssue({ code: 'custom', message: `may hold at most ${PRODUCT_LIMITS.properties} entries` });
    return Object.fromEntries(entries);
  });

export const updatePropertiesBody = z.object({ id: productId, properties: propertyRecord });
export type UpdatePropertiesBody = z.input<typeof updatePropertiesBody>;

export const documentInput = z
  .object({
    /** The id of a document already on the product: it keeps its issue date, and its file when none is sent. */
    id: optional(wholeIn(1, 2_147_483_647)),
    kind: z.enum(DOCUMENT_KINDS, { error: `must be one of ${DOCUMENT_KINDS.join(', ')}` }),
    title: requiredText(2, 160),
    language: z
      .string(required)
      .trim()
      .regex(/^[a-z]{2}$/, { error: 'must be a two-letter language code such as en or fr' }),
    /** A PDF uploaded through /api/v1/fileupload/document. */
    fileId: optional(z.uuid({ error: 'must be the id of an uploaded document' })),
    /** Or its address: /api/v1/files/{id}, or a web address of the maker's own sheet. */
    fileUrl: optional(z.string().trim().max(500)),
    /**
     * The sheet's revision (issue) date, shown on the product page; a safety data sheet older than
     * five years warns the seller. A new document takes the day it is added when left out; a kept
     * one keeps its own.
     */
    issuedAt: optional(calendarDay('must be a date written yyyy-MM-dd, such as 2026-03-01')),
  })
  .refine((d) => d.id !== undefined || d.fileId !== undefined || d.fileUrl !== undefined, {
    error: 'upload a PDF for this document',
    path: ['fileId'],
  });
export type DocumentInput = z.input<typeof documentInput>;

export const updateDocumentsBody = z.object({
  id: productId,
  documents: list(documentInput, PRODUCT_LIMITS.documents, 'documents'),
});
export type UpdateDocumentsBody = z.input<typeof updateDocumentsBody>;

const statementList = (pattern: RegExp, example: string) =>
  list(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(pattern, { error: `must be a code such as ${example}` }),
    PRODUCT_LIMITS.statements,
    'statements',
  ).transform((codes) => [...new Set(codes)]);

/** Step 5: storage, shelf life and the like, and the GHS hazard data. */
export const additionalInfoFields = z.object({
  additionalInfo: propertyRecord,
  ghsPictograms: list(
    z.enum(GHS_PICTOGRAMS, { error: `must be one of ${GHS_PICTOGRAMS.join(', ')}` }),
    GHS_PICTOGRAMS.length,
    'pictograms',
  ).transform((codes) => [...new Set(codes)]),
  signalWord: z.preprocess(blankToNull, z.enum(SIGNAL_WORDS, { error: 'must be Danger or Warning' }).nullable()),
  hStatements: statementList(/^(EU)?H\d{3}[A-Z]{0,2}(\+H\d{3}[A-Z]{0,2})*$/, 'H314'),
  pStatements: statementList(/^P\d{3}(\+P\d{3})*$/, 'P280 or P305+P351+P338'),
});

/** Pictograms and H statements come with a signal word (GHS). */
export function requireSignalWord<T extends z.ZodType<{ signalWord: string | null; ghsPictograms: string[]; hStatements: string[] }>>(
  schema: T,
): T {
  return schema.refine((b) => b.signalWord !== null || (b.ghsPictograms.length === 0 && b.hStatements.length === 0), {
    error: 'is required when the product has hazard pictograms or H statements',
    path: ['signalWord'],
  }) as unknown as T;
}

/**
 * The UN number moved to the transport classification (add-product and update-product's
 * `transport`): a body that still sends one is told so rather than having it dropped unread.
 */
function refuseUnNumber(body: unknown, ctx: z.RefinementCtx): unknown {
  if (body && typeof body === 'object' && 'unNumber' in body && (body as { unNumber: unknown }).unNumber != null) {
    ctx.addIssue({
      code: 'custom',
      path: ['unNumber'],
      message: 'is part of the transport classification now: send it as transport.unNumber with update-product',
    });
  }
  return body;
}

const additionalInfoBodyFields = additionalInfoFields.extend({ id: productId });
export const updateAdditionalInfoBody = z.preprocess(refuseUnNumber, requireSignalWord(additionalInfoBodyFields));
export type UpdateAdditionalInfoBody = z.input<typeof additionalInfoBodyFields>;

export const productIdParams = z.object({ id: productId });
export const sellerProductQuery = z.object({ productId });

/** GET /v1/product/get-products, as the spec spells it. */
export const sellerProductsQuery = z.object({
  /** A producer's id. */
  Producer: optional(wholeIn(1, 2_147_483_647)),
  SortOrder: optional(z.enum(SELLER_SORT_ORDERS, { error: `must be one of ${SELLER_SORT_ORDERS.join(', ')}` })).default('updated'),
  /** A market's id; its sub-markets count too. */
  MarketId: optional(wholeIn(1, 2_147_483_647)),
  PageNumber: pageNumber,
  PageSize: pageSize,
  Search: optional(z.string().trim().max(200, { error: 'must be at most 200 characters' })),
  Status: optional(productStatus),
  /** An application's id; its sub-applications count too. */
  MarketApplication: optional(wholeIn(1, 2_147_483_647)),
});
export type SellerProductsQuery = z.input<typeof sellerProductsQuery>;

/** A row of the storefront's product table. */
export const sellerProductRow = productSummary.extend({
  status: productStatus,
  /** Classified as dangerous for transport (the product or a package); null: not stated. */
  dangerous: z.boolean().nullable(),
  /** What needs the seller's attention: a missing or outdated safety data sheet, a classification not stated. */
  warnings: z.array(productWarning),
  packageCount: z.number().int(),
  /** Packages in stock, summed over the product's packages. */
  stock: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerProductRow = z.infer<typeof sellerProductRow>;

export const sellerProduct = productDetail.extend({
  /** `removable` is false for a package that was ordered or quoted: it can go out of stock, not away. */
  packages: z.array(productPackage.extend({ removable: z.boolean(), transport: sellerTransport.nullable() })),
  /** With where it differs from the reference list, and the reason given. */
  transport: sellerTransport.nullable(),
  warnings: z.array(productWarning),
  /** `fileId` is set when the sheet is a PDF uploaded to the marketplace. */
  documents: z.array(productDocument.extend({ fileId: z.string().nullable() })),
  createdAt: z.string(),
  /** Ordered at least once. */
  hasOrders: z.boolean(),
  /** False when orders or buyers' requests point at it: deleting it archives it instead. */
  deletable: z.boolean(),
});
export type SellerProduct = z.infer<typeof sellerProduct>;

export const productCounts = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  published: z.number().int(),
  archived: z.number().int(),
});
export type ProductCounts = z.infer<typeof productCounts>;

export const deleteOutcome = z.object({
  id: z.number().int(),
  /** "deleted", or "archived" when orders or buyers' requests still point at it. */
  outcome: z.enum(['deleted', 'archived']),
});
export type DeleteOutcome = z.infer<typeof deleteOutcome>;
