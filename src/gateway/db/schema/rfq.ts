/**
 * Requests for quotation (docs/decisions/041-requests-for-quotation.md): one buyer's request of
 * several lines sent to many storefronts, each storefront's offers (every revision kept), the
 * storefronts that keep out of open requests, files that go with a request or an offer, and the
 * awards that became orders.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, kobo, now } from './columns.ts';
import { users } from './accounts.ts';
import { packages, products, suppliers } from './catalog.ts';
import { orders } from './commerce.ts';
import { companies } from './companies.ts';
import { files } from './platform.ts';

export const rfqStatuses = ['open', 'closed', 'awarded', 'cancelled'] as const;
export type RfqStatus = (typeof rfqStatuses)[number];

export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey(),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerCompanyId: uuid('buyer_company_id').references(() => companies.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    title: text('title').notNull(),
    deliveryPlace: text('delivery_place').notNull(),
    neededBy: date('needed_by', { mode: 'string' }).notNull(),
    incoterm: text('incoterm').notNull(),
    /** The ways of paying the buyer wants to use: wallet, card, bank-transfer, financing. */
    paymentTerms: jsonb('payment_terms').$type<string[]>().notNull(),
    closesAt: now('closes_at'),
    /** Offers' prices are hidden from the buyer until the request closes. */
    sealed: boolean('sealed').notNull().default(false),
    /** 'picked': the storefronts the buyer named; 'open': found by CAS number or market. */
    audience: text('audience').$type<'picked' | 'open'>().notNull(),
    note: text('note').notNull().default(''),
    currency: text('currency').notNull().default('NGN'),
    status: text('status').$type<RfqStatus>().notNull().default('open'),
    closedAt: at('closed_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('rfqs_buyer_user_idx').on(t.buyerUserId, t.createdAt),
    index('rfqs_buyer_company_idx').on(t.buyerCompanyId, t.createdAt),
    index('rfqs_open_closing_idx').on(t.closesAt).where(sql`${t.status} = 'open'`),
    check('rfqs_status', sql`${t.status} in ('open', 'closed', 'awarded', 'cancelled')`),
  ],
);

/** A line: a catalog product or free text, the quantity wanted in a unit. */
export const rfqLines = pgTable(
  'rfq_lines',
  {
    id: uuid('id').primaryKey(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    casNumber: text('cas_number'),
    grade: text('grade').notNull().default(''),
    purity: text('purity').notNull().default(''),
    quantity: text('quantity').notNull(),
    unit: text('unit').notNull(),
    packaging: text('packaging').notNull().default(''),
  },
  (t) => [uniqueIndex('rfq_lines_position_key').on(t.rfqId, t.position)],
);

export const recipientStatuses = ['invited', 'offered', 'declined', 'awarded', 'not-awarded'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

/** A storefront the request went to, and where it stands with it. */
export const rfqRecipients = pgTable(
  'rfq_recipients',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    status: text('status').$type<RecipientStatus>().notNull().default('invited'),
    declineReason: text('decline_reason'),
    respondedAt: at('responded_at'),
    createdAt: now('created_at'),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.supplierId] }), index('rfq_recipients_supplier_idx').on(t.supplierId, t.createdAt)],
);

/** One revision of a storefront's offer; the newest per storefront is the one that counts, earlier ones are kept. */
export const rfqOffers = pgTable(
  'rfq_offers',
  {
    id: uuid('id').primaryKey(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    revision: integer('revision').notNull(),
    /** Replaced by a later revision. */
    superseded: boolean('superseded').notNull().default(false),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    incoterm: text('incoterm').notNull(),
    paymentTerms: jsonb('payment_terms').$type<string[]>().notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** The offer's own delivery line before VAT; null when the prices cover delivery as the incoterm says. */
    deliveryMinor: kobo('delivery_minor'),
    deliveryLabel: text('delivery_label'),
    note: text('note').notNull().default(''),
    createdAt: now('created_at'),
  },
  (t) => [
    uniqueIndex('rfq_offers_revision_key').on(t.rfqId, t.supplierId, t.revision),
    uniqueIndex('rfq_offers_current_key').on(t.rfqId, t.supplierId).where(sql`not ${t.superseded}`),
  ],
);

/** An offer's answer to one line: a package of the storefront's, how many, at what price each. */
export const rfqOfferLines = pgTable(
  'rfq_offer_lines',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => rfqOffers.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => rfqLines.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** Packages offered. */
    packages: integer('packages').notNull(),
    unitPriceMinor: kobo('unit_price_minor').notNull(),
    moq: text('moq').notNull().default(''),
    packaging: text('packaging').notNull().default(''),
    leadTimeDays: integer('lead_time_days').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.lineId] }),
    check('rfq_offer_lines_price', sql`${t.unitPriceMinor} > 0 and ${t.packages} > 0`),
  ],
);

/** Files that go with a request (specifications) or an offer (certificates of analysis, data sheets). */
export const rfqFiles = pgTable(
  'rfq_files',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    /** Null for the buyer's own attachments. */
    offerId: uuid('offer_id').references(() => rfqOffers.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** 'specification', 'coa', 'tds' or 'other'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('rfq_files_rfq_idx').on(t.rfqId), index('rfq_files_file_idx').on(t.fileId)],
);

/** A line given to a storefront, and the order it became. */
export const rfqAwards = pgTable(
  'rfq_awards',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => rfqLines.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => rfqOffers.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: now('created_at'),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.lineId] })],
);

/** Storefronts that keep out of open requests (those sent by CAS number or market); picked ones still reach them. */
export const rfqOptOuts = pgTable('rfq_opt_outs', {
  supplierId: integer('supplier_id')
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  createdAt: now('created_at'),
});
