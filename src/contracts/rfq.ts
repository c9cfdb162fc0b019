/**
 * Requests for quotation (docs/decisions/041-requests-for-quotation.md): one request of several
 * lines to many storefronts, offers per line (revised until the request closes, or declined), the
 * side-by-side comparison and the award, all of it or line by line, each storefront's lines one
 * order at the offered prices. Money is kobo; days are "yyyy-MM-dd"; instants ISO 8601.
 */
import { z } from 'zod';
import { isValidCasNumber } from './cas.ts';
import { QUANTITY_MAX, endUseDeclaration } from './commerce.ts';
import { DELIVERY_FEE_CAP_MINOR, deliveryChoice } from './delivery.ts';
import { optional, pagingQuery, wholeNumber } from './paging.ts';
import { dateFromToday, INCOTERMS } from './requests.ts';
import { optionalText, requiredText } from './text-fields.ts';

export const RFQ_LINES_MAX = 20;
export const RFQ_PICKED_MAX = 20;
/** Storefronts an open request (by CAS number or market) reaches at most: the first found by the search index. */
export const RFQ_OPEN_RECIPIENTS_MAX = 25;
export const RFQ_FILES_MAX = 5;

export const RFQ_STATUSES = ['open', 'closed', 'awarded', 'cancelled'] as const;
export type RfqStatusName = (typeof RFQ_STATUSES)[number];
export const RECIPIENT_STATUSES = ['invited', 'offered', 'declined', 'awarded', 'not-awarded'] as const;
export const PAYMENT_TERMS = ['wallet', 'card', 'bank-transfer', 'financing'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

const uuid = z.uuid({ error: 'must be an id we gave' });
const incoterm = z.enum(INCOTERMS, { error: `must be one of ${INCOTERMS.join(', ')}` });
const paymentTerms = z
  .array(z.enum(PAYMENT_TERMS, { error: `must be one of ${PAYMENT_TERMS.join(', ')}` }), { error: 'must be a list' })
  .min(1, { error: 'must name at least one way of paying' })
  .max(PAYMENT_TERMS.length)
  .transform((terms) => [...new Set(terms)]);
const fileIds = z
  .array(uuid, { error: 'must be a list of file ids' })
  .max(RFQ_FILES_MAX, { error: `must name at most ${RFQ_FILES_MAX} files` })
  .default([]);
const casNumber = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().refine(isValidCasNumber, { error: 'must be a CAS number such as 7732-18-5 (its last digit did not check)' }).optional(),
);

/** A line: a catalog product (its name and CAS number filled from it) or free text. */
export const rfqLineBody = z.object({
  productId: optional(wholeNumber(1)),
  name: optionalText(200),
  casNumber,
  grade: optionalText(60),
  purity: optionalText(60),
  /** How much, in `unit` ("500", "2.5"). */
  quantity: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,3})?$/, { error: 'must be a number such as 500 or 2.5' }),
  unit: requiredText(20),
  packaging: optionalText(120),
});

/** POST /v1/rfq (buy). Recipients: `supplierIds`, or `audience` open with a CAS number or a market. */
export const rfqBody = z
  .object({
    title: requiredText(160),
    lines: z
      .array(rfqLineBody, { error: 'must be a list of lines' })
      .min(1, { error: 'must hold at least one line' })
      .max(RFQ_LINES_MAX, { error: `must hold at most ${RFQ_LINES_MAX} lines` }),
    deliveryPlace: requiredText(200),
    neededBy: dateFromToday,
    incoterm,
    paymentTerms,
    closesAt: z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' }),
    sealed: z.boolean().default(false),
    note: optionalText(2000),
    fileIds,
    supplierIds: z
      .array(wholeNumber(1))
      .max(RFQ_PICKED_MAX, { error: `must name at most ${RFQ_PICKED_MAX} storefronts` })
      .default([]),
    /** Every storefront selling this CAS number (or in this market) that takes open requests, up to RFQ_OPEN_RECIPIENTS_MAX. */
    openTo: optional(z.object({ casNumber, marketId: optional(wholeNumber(1)) })),
  })
  .refine((b) => b.supplierIds.length > 0 || b.openTo?.casNumber || b.openTo?.marketId, {
    error: 'pick storefronts, or open the request to a CAS number or a market',
    path: ['supplierIds'],
  });
export type RfqBody = z.input<typeof rfqBody>;
export type RfqInput = z.output<typeof rfqBody>;

/** POST /v1/rfq/offer/{id} (sell): the storefront's answer to some or all lines; sent again, a new revision. */
export const offerBody = z.object({
  lines: z
    .array(
      z.object({
        lineId: uuid,
        packageId: wholeNumber(1),
        packages: wholeNumber(1, QUANTITY_MAX),
        unitPriceMinor: wholeNumber(1, Number.MAX_SAFE_INTEGER),
        moq: optionalText(60),
        packaging: optionalText(120),
        leadTimeDays: wholeNumber(0, 365),
        note: optionalText(500),
      }),
      { error: 'must be a list of lines' },
    )
    .min(1, { error: 'must answer at least one line' })
    .max(RFQ_LINES_MAX),
  incoterm,
  paymentTerms,
  validUntil: dateFromToday,
  /** The offer's own delivery line before VAT; null: the prices cover delivery as the incoterm says. */
  deliveryMinor: optional(wholeNumber(0, DELIVERY_FEE_CAP_MINOR).nullable()).default(null),
  deliveryLabel: optionalText(120),
  note: optionalText(1000),
  /** Certificates of analysis and technical data sheets the storefront uploaded. */
  documents: z
    .array(z.object({ fileId: uuid, kind: z.enum(['coa', 'tds', 'other'], { error: 'must be coa, tds or other' }) }))
    .max(RFQ_FILES_MAX, { error: `must name at most ${RFQ_FILES_MAX} files` })
    .default([]),
});
export type OfferBody = z.input<typeof offerBody>;
export type OfferInput = z.output<typeof offerBody>;

export const declineBody = z.object({ reason: requiredText(500) });

/** POST /v1/rfq/award/{id} (buy): all to one storefront, or each line to a storefront. */
export const awardBody = z
  .object({
    supplierId: optional(wholeNumber(1)),
    lines: z
      .array(z.object({ lineId: uuid, supplierId: wholeNumber(1) }))
      .max(RFQ_LINES_MAX)
      .default([]),
    shippingAddressId: z.string({ error: 'is required' }).max(100),
    // As an accepted quote's order: paid afterwards from the order page (wallet and financing pay at checkout only).
    paymentMethod: z.enum(['bank-transfer', 'card'], { error: 'must be bank-transfer or card' }),
    /**
     * A storefront's awarded packages split into several deliveries (goods that may not travel
     * together), as checkout's `delivery` without options: one order each, the offer's delivery line
     * on the first (docs/decisions/040-dangerous-goods-in-orders.md).
     */
    delivery: z
      .array(deliveryChoice.omit({ optionId: true }))
      .max(RFQ_LINES_MAX, { error: `may hold at most ${RFQ_LINES_MAX} deliveries` })
      .optional(),
    /** Required for restricted dangerous goods (with a company verified at tier 2), as at checkout. */
    endUse: endUseDeclaration.optional(),
  })
  .refine((b) => (b.supplierId === undefined) !== (b.lines.length === 0), {
    error: 'award all to one storefront (supplierId) or line by line (lines), not both',
    path: ['lines'],
  });
export type AwardBody = z.input<typeof awardBody>;

export const rfqPreferencesBody = z.object({ openRequests: z.boolean({ error: 'must be true or false' }) });

export const rfqIdParams = z.object({ id: z.string().max(100) });
export const rfqQuery = pagingQuery.extend({
  Status: optional(z.enum(RFQ_STATUSES, { error: `must be one of ${RFQ_STATUSES.join(', ')}` })),
});

/** Weights of the comparison's score, 0 to 100 each (defaults: price 60, lead time 20, payment terms 10, verification 10). */
export const compareQuery = z.object({
  price: optional(wholeNumber(0, 100)).default(60),
  leadTime: optional(wholeNumber(0, 100)).default(20),
  paymentTerms: optional(wholeNumber(0, 100)).default(10),
  verification: optional(wholeNumber(0, 100)).default(10),
});
export type CompareWeights = z.output<typeof compareQuery>;

// ---------------------------------------------------------------- answers

const supplierRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const fileRef = z.object({ id: z.string(), name: z.string(), kind: z.string(), url: z.string() });

export const rfqLine = z.object({
  id: z.string(),
  position: z.number().int(),
  productId: z.number().int().nullable(),
  name: z.string(),
  casNumber: z.string().nullable(),
  grade: z.string(),
  purity: z.string(),
  quantity: z.string(),
  unit: z.string(),
  packaging: z.string(),
});

export const offerLine = z.object({
  lineId: z.string(),
  packageId: z.number().int(),
  packageLabel: z.string(),
  packages: z.number().int(),
  /** Null while a sealed request is open (the buyer's view). */
  unitPriceMinor: z.number().int().nullable(),
  lineTotalMinor: z.number().int().nullable(),
  moq: z.string(),
  packaging: z.string(),
  leadTimeDays: z.number().int(),
  note: z.string(),
});

export const offer = z.object({
  id: z.string(),
  supplier: supplierRef,
  revision: z.number().int(),
  /** A later revision replaced it (shown struck through). */
  superseded: z.boolean(),
  incoterm: z.string(),
  paymentTerms: z.array(z.string()),
  validUntil: z.string(),
  /** Its last valid day has passed: it can no longer be awarded. */
  expired: z.boolean(),
  deliveryMinor: z.number().int().nullable(),
  deliveryLabel: z.string().nullable(),
  note: z.string(),
  /** Prices hidden: the request is sealed until it closes. */
  sealed: z.boolean(),
  lines: z.array(offerLine),
  documents: z.array(fileRef),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offer>;

export const recipient = z.object({
  supplier: supplierRef,
  status: z.enum(RECIPIENT_STATUSES),
  declineReason: z.string().nullable(),
  respondedAt: z.string().nullable(),
});

export const rfq = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(RFQ_STATUSES),
  buyer: z.object({ name: z.string(), companyName: z.string().nullable() }),
  lines: z.array(rfqLine),
  deliveryPlace: z.string(),
  neededBy: z.string(),
  incoterm: z.string(),
  paymentTerms: z.array(z.string()),
  closesAt: z.string(),
  sealed: z.boolean(),
  audience: z.enum(['picked', 'open']),
  note: z.string(),
  currency: z.string(),
  files: z.array(fileRef),
  /** The buyer sees every storefront it went to; a storefront sees only itself. */
  recipients: z.array(recipient),
  /** The buyer: every storefront's offers; a storefront: its own revisions, newest first. */
  offers: z.array(offer),
  awards: z.array(z.object({ lineId: z.string(), supplierId: z.number().int(), orderId: z.string() })),
  createdAt: z.string(),
  /** Buyer: 'compare', 'award', 'cancel'; storefront: 'offer', 'decline'. */
  actions: z.array(z.string()),
});
export type Rfq = z.infer<typeof rfq>;

/** One storefront's column of the comparison. */
export const compareColumn = z.object({
  supplier: supplierRef.extend({ verificationTier: z.number().int() }),
  status: z.enum(RECIPIENT_STATUSES),
  offerId: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** Per line of the request, in order: null when this storefront did not answer it. */
  cells: z.array(
    z
      .object({
        packageLabel: z.string(),
        packages: z.number().int(),
        unitPriceMinor: z.number().int().nullable(),
        lineTotalMinor: z.number().int().nullable(),
        /** The line's VAT as the order would carry it (rounded per line). */
        vatMinor: z.number().int().nullable(),
        leadTimeDays: z.number().int(),
        moq: z.string(),
        /** The lowest price per unit of the request's quantity among the offers for this line. */
        best: z.boolean(),
      })
      .nullable(),
  ),
  paymentTerms: z.array(z.string()),
  incoterm: z.string().nullable(),
  validUntil: z.string().nullable(),
  expired: z.boolean(),
  leadTimeDays: z.number().int().nullable(),
  deliveryLabel: z.string().nullable(),
  documents: z.array(fileRef),
  /** Totals of every line it answered: goods, VAT on them, delivery and its VAT, all of it; null while sealed. */
  totals: z
    .object({
      subtotalMinor: z.number().int(),
      goodsVatMinor: z.number().int(),
      deliveryMinor: z.number().int(),
      deliveryVatMinor: z.number().int(),
      totalMinor: z.number().int(),
    })
    .nullable(),
  /** 0 to 100 by the weights asked for; null without an offer, or while sealed. */
  score: z.number().nullable(),
});

export const comparison = z.object({
  rfq: z.object({ id: z.string(), title: z.string(), status: z.enum(RFQ_STATUSES), sealed: z.boolean(), currency: z.string() }),
  lines: z.array(rfqLine),
  weights: z.object({ price: z.number(), leadTime: z.number(), paymentTerms: z.number(), verification: z.number() }),
  /** True while a sealed request is open: prices, totals and scores are hidden. */
  pricesHidden: z.boolean(),
  columns: z.array(compareColumn),
});
export type Comparison = z.infer<typeof comparison>;

export const rfqPreferences = z.object({ openRequests: z.boolean() });

/** The request's place in the dashboards. */
export const buyerRfqLink = (id: string) => `/procurement/my-requests?tab=rfq&id=${id}`;
export const sellerRfqLink = (id: string) => `/storefront/requests?tab=rfq&id=${id}`;
