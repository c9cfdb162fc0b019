/**
 * What buyers ask sellers for beside orders: requests for quotes, samples and documents of a listed
 * product, products the marketplace does not list yet (and the operators' answers), and the contact
 * form's messages. The buyer side of a row is the person who made it plus, in a company, the company.
 */
import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, kobo, now } from './columns.ts';
import { users } from './accounts.ts';
import { packages, products, suppliers } from './catalog.ts';
import { orders } from './commerce.ts';
import { companies } from './companies.ts';

/** Messages from the contact form, also emailed to the operator. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: now('created_at'),
});

export const quoteStatuses = ['open', 'answered', 'accepted', 'declined', 'cancelled'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** A request for quote and the seller's answer; once accepted it points at the order it became. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerCompanyId: uuid('buyer_company_id').references(() => companies.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** Number of packages wanted. */
    quantity: integer('quantity').notNull(),
    targetPriceMinor: kobo('target_price_minor'),
    currency: text('currency').notNull().default('NGN'),
    deliveryPlace: text('delivery_place').notNull(),
    incoterm: text('incoterm').notNull(),
    neededBy: date('needed_by', { mode: 'string' }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<QuoteStatus>().notNull().default('open'),
    /** The seller's answer: a price per package and how long it holds. */
    quotedUnitPriceMinor: kobo('quoted_unit_price_minor'),
    validUntil: date('valid_until', { mode: 'string' }),
    /** The answer's own delivery line, before VAT: kobo, and what it covers. Null when none. */
    quotedDeliveryMinor: kobo('quoted_delivery_minor'),
    quotedDeliveryLabel: text('quoted_delivery_label'),
    sellerNote: text('seller_note'),
    answeredAt: at('answered_at'),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('quotes_buyer_user_idx').on(t.buyerUserId, t.createdAt),
    index('quotes_buyer_company_idx').on(t.buyerCompanyId, t.createdAt),
    index('quotes_supplier_idx').on(t.supplierId, t.status, t.createdAt),
  ],
);

export const sampleStatuses = ['pending', 'approved', 'declined', 'shipped', 'cancelled'] as const;
export type SampleStatus = (typeof sampleStatuses)[number];

export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: uuid('id').primaryKey(),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerCompanyId: uuid('buyer_company_id').references(() => companies.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** Free text such as "500 g". */
    quantity: text('quantity').notNull(),
    purpose: text('purpose').notNull().default(''),
    deliveryAddress: text('delivery_address').notNull(),
    status: text('status').$type<SampleStatus>().notNull().default('pending'),
    sellerNote: text('seller_note'),
    trackingNote: text('tracking_note'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('sample_requests_buyer_user_idx').on(t.buyerUserId, t.createdAt),
    index('sample_requests_buyer_company_idx').on(t.buyerCompanyId, t.createdAt),
    index('sample_requests_supplier_idx').on(t.supplierId, t.status, t.createdAt),
  ],
);

export const documentRequestStatuses = ['pending', 'fulfilled', 'declined', 'cancelled'] as const;
export type DocumentRequestStatus = (typeof documentRequestStatuses)[number];

export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey(),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerCompanyId: uuid('buyer_company_id').references(() => companies.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** 'TDS', 'SDS', 'CoA' or another document the buyer names. */
    kind: text('kind').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<DocumentRequestStatus>().notNull().default('pending'),
    /** The uploaded PDF (files table) once fulfilled. */
    fileId: uuid('file_id'),
    sellerNote: text('seller_note'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('document_requests_buyer_user_idx').on(t.buyerUserId, t.createdAt),
    index('document_requests_buyer_company_idx').on(t.buyerCompanyId, t.createdAt),
    index('document_requests_supplier_idx').on(t.supplierId, t.status, t.createdAt),
  ],
);

/** "We could not find it": a buyer asks the marketplace to source a product it does not list. */
export const productRequests = pgTable(
  'product_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    casNumber: text('cas_number'),
    quantity: text('quantity').notNull(),
    deliveryCountry: text('delivery_country').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<'open' | 'sourcing' | 'closed'>().notNull().default('open'),
    createdAt: now('created_at'),
  },
  (t) => [index('product_requests_user_idx').on(t.userId, t.createdAt)],
);

/** An operator's answer to a buyer's product request. */
export const productRequestAnswers = pgTable(
  'product_request_answers',
  {
    id: uuid('id').primaryKey(),
    productRequestId: uuid('product_request_id').notNull(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [index('product_request_answers_request_idx').on(t.productRequestId, t.createdAt)],
);
