/** Products, their packages and documents, and the marketplace search filters. */
import { vatTreatments } from './tax.ts';
import { sortOrders } from './sort-orders.ts';
import { z } from 'zod';
import { supplierSummary } from './companies.ts';
import { HAZARD_CLASS_FILTERS, transportClassification } from './dangerous-goods.ts';
import { optional, pageNumber, pageSize, wholeNumber } from './paging.ts';
import { trimmedAtLeast, twoLetterCountry } from './text-fields.ts';

export const productStatus = z.enum(['draft', 'published', 'archived']);

/**
 * What a package or product shows while a seller's campaign runs (src/contracts/campaigns.ts).
 * Here rather than there, so the islands that read products do not load the campaigns' schemas.
 */
export const saleInfo = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  priceMinor: z.number().int(),
  endsAt: z.string(),
});
export type SaleInfo = z.infer<typeof saleInfo>;

export const productPackage = z.object({
  /** The spec's packageId. */
  id: z.number().int(),
  label: z.string(),
  unit: z.string(),
  size: z.number(),
  priceMinor: z.number().int(),
  currency: z.string(),
  stock: z.number().int(),
  /** The campaign price while a campaign runs on it (the best, when two do); null otherwise. */
  sale: saleInfo.nullable(),
  /** Its own transport classification where it differs from the product's (a limited quantity, say); null: as the product. */
  transport: transportClassification.nullable(),
});
export type ProductPackage = z.infer<typeof productPackage>;

export const productDocument = z.object({
  id: z.number().int(),
  kind: z.enum(['TDS', 'SDS', 'CoA']),
  title: z.string(),
  language: z.string(),
  fileUrl: z.string().nullable(),
  issuedAt: z.string(),
});
export type ProductDocument = z.infer<typeof productDocument>;

const ref = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const productSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  casNumber: z.string().nullable(),
  grade: z.string(),
  purity: z.string().nullable(),
  physicalForm: z.string(),
  market: ref,
  supplier: supplierSummary,
  producerName: z.string().nullable(),
  priceFromMinor: z.number().int().nullable(),
  /** The lowest campaign price of its packages while a campaign runs, and when that campaign ends. */
  salePriceFromMinor: z.number().int().nullable(),
  saleEndsAt: z.string().nullable(),
  currency: z.string(),
  moq: z.number(),
  moqUnit: z.string(),
  imageUrl: z.string().nullable(),
  /** Path of the product page on the site. */
  url: z.string(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productDetail = productSummary.extend({
  formula: z.string().nullable(),
  synonyms: z.array(z.string()),
  description: z.string(),
  status: productStatus,
  tags: z.array(z.string()),
  properties: z.record(z.string(), z.string()),
  additionalInfo: z.record(z.string(), z.string()),
  leadTimeDays: z.number().int(),
  originCountry: z.string().nullable(),
  incoterms: z.array(z.string()),
  ghsPictograms: z.array(z.string()),
  signalWord: z.string().nullable(),
  hStatements: z.array(z.string()),
  pStatements: z.array(z.string()),
  /** The UN number of its transport classification (transport.unNumber); null when not dangerous or not stated. */
  unNumber: z.string().nullable(),
  /** How the product is treated for VAT: standard (the seller's rate), zero-rated or exempt. */
  vatTreatment: z.enum(vatTreatments),
  /** Its transport classification (UN Model Regulations); null: not stated by the seller. */
  transport: transportClassification.nullable(),
  /** From the top-level market down to the product's market. */
  marketPath: z.array(ref),
  applications: z.array(ref),
  producer: ref.extend({ country: z.string() }).nullable(),
  packages: z.array(productPackage),
  documents: z.array(productDocument),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export type { SortOrder } from './sort-orders.ts';

/** Filters of POST /api/v2/marketplace/products; '' and null mean "no filter" (spec §5). */
export const productSearchFilters = z
  .object({
    search: optional(z.string().trim().max(200, { error: 'must be at most 200 characters' })),
    marketId: optional(wholeNumber(1)),
    applicationId: optional(wholeNumber(1)),
    producerId: optional(wholeNumber(1)),
    supplierId: optional(wholeNumber(1)),
    country: optional(twoLetterCountry),
    grade: optional(z.string().trim().max(60)),
    physicalForm: optional(z.string().trim().max(30)),
    /**
     * Dangerous goods of a class ('3', '5') or division ('5.1'), as their class or a subsidiary
     * risk, or 'none': declared not dangerous for transport.
     */
    hazardClass: optional(z.enum(HAZARD_CLASS_FILTERS, { error: `must be one of ${HAZARD_CLASS_FILTERS.join(', ')}` })),
    /** Lowest package price, in minor units (kobo). */
    minPrice: optional(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
    maxPrice: optional(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
    sortOrder: optional(z.enum(sortOrders, { error: `must be one of ${sortOrders.join(', ')}` })).default('relevance'),
    pageNumber,
    pageSize,
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    error: 'must not be below minPrice',
    path: ['maxPrice'],
  });
export type ProductSearchFilters = z.input<typeof productSearchFilters>;
export type ProductSearch = z.output<typeof productSearchFilters>;

export const productsByTagsBody = z.object({
  tags: z
    .array(z.string().trim().min(1).max(60).meta(trimmedAtLeast(1)))
    .min(1, { error: 'must name at least one tag' })
    .max(20),
  pageNumber,
  pageSize,
});

export const productIdQuery = z.object({ productId: wholeNumber(1) });

export const catalogExportQuery = z.object({
  AfterId: optional(wholeNumber(0)).default(0),
  Limit: optional(wholeNumber(1, 1000)).default(500),
});

export const catalogExport = z.object({
  items: z.array(productDetail),
  /** Pass as AfterId for the next batch; null when this was the last. */
  nextAfterId: z.number().int().nullable(),
});
export type CatalogExport = z.infer<typeof catalogExport>;
