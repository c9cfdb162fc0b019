/**
 * The catalog: markets and applications (trees), producers, suppliers (storefronts), products with
 * their packages and documents, the catalog's version, and people's likes and product views.
 * Catalog entities use short integer ids (they appear in URLs); private entities use UUIDv7.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { now } from './columns.ts';
import { users } from './accounts.ts';
import type { VatTreatment } from '../../../contracts/tax.ts';

/** Markets (industries) and applications (technologies) share one tree shape. */
function treeTable(name: 'markets' | 'applications') {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      parentId: integer('parent_id'),
      slug: text('slug').notNull(),
      name: text('name').notNull(),
      description: text('description').notNull().default(''),
      /** 1 for top-level nodes, 2 for their children, and so on. */
      level: smallint('level').notNull(),
      position: integer('position').notNull().default(0),
    },
    (t) => [uniqueIndex(`${name}_slug_key`).on(t.slug), index(`${name}_parent_idx`).on(t.parentId)],
  );
}

export const markets = treeTable('markets');
export const applications = treeTable('applications');

export const producers = pgTable(
  'producers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull().default(''),
    about: text('about').notNull().default(''),
    founded: smallint('founded'),
    logoUrl: text('logo_url'),
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [uniqueIndex('producers_slug_key').on(t.slug)],
);

/** Seller companies: distributors, importers and producers selling direct. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull().default(''),
    about: text('about').notNull().default(''),
    founded: smallint('founded'),
    logoUrl: text('logo_url'),
    verified: boolean('verified').notNull().default(false),
  },
  (t) => [uniqueIndex('suppliers_slug_key').on(t.slug)],
);

export const productStatuses = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    casNumber: text('cas_number'),
    formula: text('formula'),
    synonyms: text('synonyms').array().notNull().default(sql`'{}'::text[]`),
    grade: text('grade').notNull(),
    purity: text('purity'),
    physicalForm: text('physical_form').notNull(),
    description: text('description').notNull().default(''),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    producerId: integer('producer_id').references(() => producers.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<ProductStatus>().notNull().default('draft'),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    additionalInfo: jsonb('additional_info').$type<Record<string, string>>().notNull().default({}),
    /** Minimum order quantity, in `moqUnit`. */
    moq: numeric('moq', { mode: 'number' }).notNull().default(1),
    moqUnit: text('moq_unit').notNull().default('kg'),
    leadTimeDays: smallint('lead_time_days').notNull().default(7),
    originCountry: text('origin_country'),
    incoterms: text('incoterms').array().notNull().default(sql`'{}'::text[]`),
    ghsPictograms: text('ghs_pictograms').array().notNull().default(sql`'{}'::text[]`),
    signalWord: text('signal_word'),
    hStatements: text('h_statements').array().notNull().default(sql`'{}'::text[]`),
    pStatements: text('p_statements').array().notNull().default(sql`'{}'::text[]`),
    /** How the product is treated for VAT (docs/decisions/034-vat-delivery-and-commission.md). */
    vatTreatment: text('vat_treatment').$type<VatTreatment>().notNull().default('standard'),
    imageUrl: text('image_url'),
    featured: boolean('featured').notNull().default(false),
    /** Lowest package price, kept by the product service so lists sort and filter by price cheaply. */
    priceFromMinor: bigint('price_from_minor', { mode: 'number' }),
    currency: text('currency').notNull().default('NGN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Synonyms joined by "; ", for the seller's own product list to search with one LIKE. */
    synonymsText: text('synonyms_text').notNull().default(''),
    /**
     * The catalog version whose change last touched this row: a trigger sets -1 on every insert and
     * update, and `bumpCatalogVersion` stamps those rows with the version it makes, under the lock of
     * the version's row. A reader that has seen version V asks for rows stamped above V and gets
     * exactly what changed since (docs/decisions/022-search-index.md).
     */
    catalogVersion: integer('catalog_version').notNull().default(-1),
  },
  (t) => [
    index('products_cas_idx').on(t.casNumber),
    index('products_market_idx').on(t.marketId, t.status),
    index('products_supplier_idx').on(t.supplierId),
    index('products_producer_idx').on(t.producerId),
    index('products_price_idx').on(t.priceFromMinor),
    index('products_status_idx').on(t.status, t.id),
    index('products_catalog_version_idx').on(t.catalogVersion),
  ],
);

/**
 * Products deleted for good (a draft, or a product nobody ordered), stamped like
 * `products.catalog_version`, so a reader that keeps products in memory learns of the removal.
 */
export const catalogRemovals = pgTable(
  'catalog_removals',
  {
    productId: integer('product_id').primaryKey(),
    catalogVersion: integer('catalog_version').notNull().default(-1),
  },
  (t) => [index('catalog_removals_version_idx').on(t.catalogVersion)],
);

export const productApplications = pgTable(
  'product_applications',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
  },
  (t) => [
    uniqueIndex('product_applications_pk').on(t.productId, t.applicationId),
    index('product_applications_app_idx').on(t.applicationId, t.productId),
  ],
);

/** A sellable package of a product; its id is the spec's packageId. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    unit: text('unit').notNull(),
    size: numeric('size', { mode: 'number' }).notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    stock: integer('stock').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('packages_product_idx').on(t.productId)],
);

export const documentKinds = ['TDS', 'SDS', 'CoA'] as const;

export const productDocuments = pgTable(
  'product_documents',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof documentKinds)[number]>().notNull(),
    title: text('title').notNull(),
    language: text('language').notNull().default('en'),
    fileUrl: text('file_url'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_documents_product_idx').on(t.productId)],
);

/** One row per catalog change, read by the site build to know whether to rebuild. */
export const catalogState = pgTable('catalog_state', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productLikes = pgTable(
  'product_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: now('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('product_likes_product_idx').on(t.productId)],
);

export const supplierLikes = pgTable(
  'supplier_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    createdAt: now('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.supplierId] }), index('supplier_likes_supplier_idx').on(t.supplierId)],
);

/** Producers a person likes: not in the spec's likes (products and suppliers), kept the same way. */
export const producerLikes = pgTable(
  'producer_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    createdAt: now('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.producerId] }), index('producer_likes_producer_idx').on(t.producerId)],
);

/** Product page views per day, counted by a beacon from the static page. */
export const productViews = pgTable(
  'product_views',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);
