/**
 * What buyers ask sellers for, beside orders: quotes, samples and documents of a listed product,
 * and products the marketplace does not list yet; likes of products, suppliers and producers; producers a
 * seller adds. Money is integer minor units (kobo). Dates the person picks are "yyyy-MM-dd".
 */
import { z } from 'zod';
import { isValidCasNumber } from './cas.ts';
import { QUANTITY_MAX, endUseDeclaration, paymentMethod } from './commerce.ts';
import { DELIVERY_FEE_CAP_MINOR } from './delivery.ts';
import { optional, pagingQuery, wholeNumber } from './paging.ts';
import { optionalText, requiredText, trimmedAtLeast } from './text-fields.ts';
export * from './market-days.ts';
import { marketToday } from './market-days.ts';

// ---------------------------------------------------------------- shared pieces

/** A calendar date written yyyy-MM-dd (spec §9: the date picker's format) that exists. */
export const isoDate = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written yyyy-MM-dd' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: 'must be a real calendar date' },
  );

/** A date from today on. */
export const dateFromToday = isoDate
  .refine((value) => value >= marketToday(), { error: 'must not be in the past' })
  .meta({ format: 'date', description: 'A day (YYYY-MM-DD), today or later in Lagos.' });

/** A path segment naming a request; whether it names one the caller may see is the gateway's business. */
export const requestIdParams = z.object({ id: z.string().max(100) });

/** What the other side sees of the buyer. */
const buyerView = z.object({ name: z.string(), companyName: z.string().nullable() });
const productRef = z.object({ id: z.number().int(), name: z.string(), url: z.string(), imageUrl: z.string().nullable() });
const supplierRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** A note that goes with a seller's decision; may be left empty. */
export const noteBody = z.object({ note: optionalText(1000) });

// ---------------------------------------------------------------- quotes

/** Incoterms 2020. */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;

export const quoteStatus = z.enum(['open', 'answered', 'accepted', 'declined', 'cancelled']);
export type QuoteStatusName = z.infer<typeof quoteStatus>;

/** POST /v1/quotes/request (buy). `quantity` counts packages of `packageId`. */
export const quoteRequestBody = z.object({
  productId: wholeNumber(1),
  packageId: wholeNumber(1),
  quantity: wholeNumber(1, QUANTITY_MAX),
  /** The price per package the buyer hopes for, in kobo. */
  targetPriceMinor: optional(wholeNumber(1, Number.MAX_SAFE_INTEGER)),
  deliveryPlace: requiredText(200),
  incoterm: z.enum(INCOTERMS, { error: `must be one of ${INCOTERMS.join(', ')}` }),
  neededBy: dateFromToday,
  message: optionalText(2000),
});
export type QuoteRequestBody = z.input<typeof quoteRequestBody>;

/** POST /v1/quotes/answer/{id} (sell): a price per package and the last day it holds. */
export const quoteAnswerBody = z.object({
  unitPriceMinor: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  validUntil: dateFromToday,
  note: optionalText(1000),
  /**
   * The answer's own delivery line, before VAT, in kobo (0 to ₦10 million), and what it covers;
   * left out or null: the price covers delivery as the incoterm says, and the order has no delivery line.
   */
  deliveryMinor: optional(wholeNumber(0, DELIVERY_FEE_CAP_MINOR).nullable()).default(null),
  deliveryLabel: optionalText(120),
});
export type QuoteAnswerBody = z.input<typeof quoteAnswerBody>;

/** POST /v1/quotes/accept/{id} (buy): the quote becomes an order at the quoted price. */
export const quoteAcceptBody = z.object({
  shippingAddressId: z.string({ error: 'is required' }).max(100),
  // A quote's order is paid with financing afterwards, from the financing request (pay-order). Not
  // from the wallet: that needs its PIN and a hold at placement, which only the checkout takes (an
  // order accepted "by wallet" here would stand unpaid with no money held).
  paymentMethod: paymentMethod.exclude(['financing', 'wallet'], { error: 'must be bank-transfer or card' }),
  /** Required for restricted dangerous goods (with a company verified at tier 2), as at checkout. */
  endUse: endUseDeclaration.optional(),
});

export const quote = z.object({
  id: z.string(),
  status: quoteStatus,
  /** Answered, and its last valid day has passed: it can no longer be accepted. */
  expired: z.boolean(),
  product: productRef,
  package: z.object({ id: z.number().int(), label: z.string(), priceMinor: z.number().int() }),
  supplier: supplierRef,
  buyer: buyerView,
  quantity: z.number().int(),
  targetPriceMinor: z.number().int().nullable(),
  currency: z.string(),
  deliveryPlace: z.string(),
  incoterm: z.string(),
  neededBy: z.string(),
  message: z.string(),
  quotedUnitPriceMinor: z.number().int().nullable(),
  /** quotedUnitPriceMinor × quantity, when answered. */
  quotedTotalMinor: z.number().int().nullable(),
  /** The answer's delivery line before VAT, and what it covers; null when the price covers delivery. */
  quotedDeliveryMinor: z.number().int().nullable(),
  quotedDeliveryLabel: z.string().nullable(),
  validUntil: z.string().nullable(),
  sellerNote: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The order it became, once accepted. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do next: buyer 'accept', 'cancel'; seller 'answer', 'decline'. */
  actions: z.array(z.string()),
});
export type Quote = z.infer<typeof quote>;

export const quotesQuery = pagingQuery.extend({ Status: optional(quoteStatus) });

// ---------------------------------------------------------------- samples

export const sampleStatus = z.enum(['pending', 'approved', 'declined', 'shipped', 'cancelled']);
export type SampleStatusName = z.infer<typeof sampleStatus>;

/** POST /v1/samplerequest/new (buy). */
export const sampleRequestBody = z.object({
  productId: wholeNumber(1),
  /** How much, in words: "500 g", "2 × 1 L". */
  quantity: requiredText(60),
  purpose: optionalText(1000),
  deliveryAddress: requiredText(500),
});
export type SampleRequestBody = z.input<typeof sampleRequestBody>;

export const shipSampleBody = z.object({ trackingNote: requiredText(500) });

export const sampleRequest = z.object({
  id: z.string(),
  status: sampleStatus,
  product: productRef,
  supplier: supplierRef,
  buyer: buyerView,
  quantity: z.string(),
  purpose: z.string(),
  deliveryAddress: z.string(),
  sellerNote: z.string().nullable(),
  trackingNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Buyer 'cancel'; seller 'approve', 'decline', 'ship'. */
  actions: z.array(z.string()),
});
export type SampleRequest = z.infer<typeof sampleRequest>;

export const samplesQuery = pagingQuery.extend({ Status: optional(sampleStatus) });

// ---------------------------------------------------------------- documents

export const DOCUMENT_KINDS = ['TDS', 'SDS', 'CoA', 'other'] as const;
export const DOCUMENT_KIND_LABELS: Record<(typeof DOCUMENT_KINDS)[number], string> = {
  TDS: 'Technical data sheet (TDS)',
  SDS: 'Safety data sheet (SDS)',
  CoA: 'Certificate of analysis (CoA)',
  other: 'Another document',
};

export const documentStatus = z.enum(['pending', 'fulfilled', 'declined', 'cancelled']);
export type DocumentStatusName = z.infer<typeof documentStatus>;

/** POST /v1/documentrequest/new (buy). With kind "other", `otherKind` names the document. */
export const documentRequestBody = z
  .object({
    productId: wholeNumber(1),
    kind: z.enum(DOCUMENT_KINDS, { error: `must be one of ${DOCUMENT_KINDS.join(', ')}` }),
    otherKind: z.string().trim().max(80, { error: 'must be at most 80 characters' }).default(''),
    message: optionalText(1000),
  })
  .refine((body) => body.kind !== 'other' || body.otherKind.length > 0, { error: 'name the document you need', path: ['otherKind'] });
export type DocumentRequestBody = z.input<typeof documentRequestBody>;

/** POST /v1/documentrequest/fulfil/{id} (sell): a PDF uploaded with POST /v1/fileupload/document. */
export const fulfilDocumentBody = z.object({
  fileId: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(100).meta(trimmedAtLeast(1)),
  note: optionalText(1000),
});

export const documentRequest = z.object({
  id: z.string(),
  status: documentStatus,
  product: productRef,
  supplier: supplierRef,
  buyer: buyerView,
  /** 'TDS', 'SDS', 'CoA' or the name of another document. */
  kind: z.string(),
  message: z.string(),
  /** Where the document is downloaded, once fulfilled. */
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  sellerNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Buyer 'cancel'; seller 'fulfil', 'decline'. */
  actions: z.array(z.string()),
});
export type DocumentRequest = z.infer<typeof documentRequest>;

export const documentsQuery = pagingQuery.extend({ Status: optional(documentStatus) });

// ---------------------------------------------------------------- product requests

/** POST /v1/productrequest/new (signed-in): a product the marketplace should source. */
export const productRequestBody = z.object({
  productName: requiredText(200),
  casNumber: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .refine(isValidCasNumber, { error: 'must be a CAS number such as 7732-18-5 (its last digit did not check)' })
      .optional(),
  ),
  quantity: requiredText(100),
  /** ISO 3166-1 alpha-2. */
  deliveryCountry: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code' })
    .transform((c) => c.toUpperCase()),
  details: optionalText(2000),
});
export type ProductRequestBody = z.input<typeof productRequestBody>;

export const productRequest = z.object({
  id: z.string(),
  productName: z.string(),
  casNumber: z.string().nullable(),
  quantity: z.string(),
  deliveryCountry: z.string(),
  details: z.string(),
  status: z.enum(['open', 'sourcing', 'closed']),
  createdAt: z.string(),
});
export type ProductRequest = z.infer<typeof productRequest>;

// ---------------------------------------------------------------- likes

/**
 * Without `liked`, pressing again takes the like back (the spec's button); with it, the like is set
 * to that, so sending it twice changes nothing (the Liked list's "Unlike", a second tab).
 */
const likeChange = z.object({ liked: optional(z.boolean({ error: 'must be true or false' })) });
export const likeProductBody = likeChange.extend({ productId: wholeNumber(1) });
export const likeSupplierBody = likeChange.extend({ supplierId: wholeNumber(1) });
/** Producers are not in the spec's likes; they are liked the same way. */
export const likeProducerBody = likeChange.extend({ producerId: wholeNumber(1) });
/** The caller's like after the change (or now), and how many people like it. */
export const likeState = z.object({ liked: z.boolean(), count: z.number().int() });
export type LikeState = z.infer<typeof likeState>;
const oneOfThree = optional(wholeNumber(1)).meta({ description: 'Give exactly one of productId, supplierId and producerId.' });
/** GET /v1/likes/status: one of productId, supplierId or producerId. */
export const likeStatusQuery = z
  .object({ productId: oneOfThree, supplierId: oneOfThree, producerId: oneOfThree })
  .refine((q) => [q.productId, q.supplierId, q.producerId].filter((id) => id !== undefined).length === 1, {
    error: 'give one of productId, supplierId or producerId',
    path: ['productId'],
  });
export type LikeTarget = z.infer<typeof likeStatusQuery>;

// ---------------------------------------------------------------- producers

/** POST /v1/producer/addproducer (sell): a producer the seller's products can name. */
export const addProducerBody = z.object({
  name: requiredText(160).min(2, { error: 'must be at least 2 characters' }).meta(trimmedAtLeast(2)),
  country: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code' })
    .transform((c) => c.toUpperCase()),
  city: optionalText(100),
  about: optionalText(2000),
  founded: optional(wholeNumber(1800, new Date().getFullYear())),
});
export type AddProducerBody = z.input<typeof addProducerBody>;

/** The tabs of /procurement/my-requests and /storefront/requests, as the address names them. */
export const REQUEST_TABS = ['quotes', 'samples', 'documents', 'products'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

/** Links in notifications, so either side lands on the request itself. */
export const buyerRequestLink = (tab: RequestTab, id: string) => `/procurement/my-requests?tab=${tab}&id=${id}`;
export const sellerRequestLink = (tab: RequestTab, id: string) => `/storefront/requests?tab=${tab}&id=${id}`;
