/**
 * What the static site's publishing reads besides the catalog itself
 * (docs/decisions/020-incremental-publishing.md):
 * - every address a product page ever had, so old links keep working after a rename, a new
 *   category or the product's withdrawal (a trigger of migration 0014 records them);
 * - storefronts and producers whose own page changed at a catalog version (branding, a new
 *   producer), so a publish re-renders exactly those pages.
 * Neither table references products: a deleted product's addresses are kept, and lead to its market.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const productPaths = pgTable(
  'product_paths',
  {
    productId: integer('product_id').notNull(),
    /** "/product/<slug>/<market slug>/<id>", as the product had it while published. */
    path: text('path').notNull(),
    /** The market of that address (a deleted product's addresses lead to the last one's page). */
    marketId: integer('market_id').notNull(),
    /** When the product last had this address while published: the newest is its last address. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.path] })],
);

export type CompanyKind = 'supplier' | 'producer';

export const catalogCompanyChanges = pgTable(
  'catalog_company_changes',
  {
    catalogVersion: integer('catalog_version').notNull(),
    kind: text('kind').$type<CompanyKind>().notNull(),
    companyId: integer('company_id').notNull(),
  },
  // Read by version range: the key's first column serves it.
  (t) => [primaryKey({ columns: [t.catalogVersion, t.kind, t.companyId] })],
);
