/**
 * Transport classifications of dangerous goods (docs/decisions/038-dangerous-goods.md): one per
 * product, and one per package where the package differs (a limited quantity, another form). No
 * row: not stated. The UN number and the other fields are checked against the reference list by
 * the dangerous-goods domain before they are written; the checks here keep the row coherent.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HazardClass, PackingGroup, QuantityProvision } from '../../../contracts/dangerous-goods.ts';
import { now } from './columns.ts';
import { packages, products } from './catalog.ts';

export const transportClassifications = pgTable(
  'transport_classifications',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for the product's own classification; a package's when it differs from the product's. */
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    /** False: "not dangerous for transport", and the fields below are empty. */
    dangerous: boolean('dangerous').notNull(),
    unNumber: text('un_number'),
    properShippingName: text('proper_shipping_name'),
    hazardClass: text('hazard_class').$type<HazardClass>(),
    subsidiaryRisks: text('subsidiary_risks').array().$type<HazardClass[]>().notNull().default(sql`'{}'::text[]`),
    packingGroup: text('packing_group').$type<PackingGroup>(),
    quantity: text('quantity').$type<QuantityProvision>().notNull().default('full'),
    marinePollutant: boolean('marine_pollutant').notNull().default(false),
    /** Where the classification differs from the reference list, in words; operators review these. */
    differences: text('differences').array().notNull().default(sql`'{}'::text[]`),
    /** The seller's reason for the differences. */
    reason: text('reason'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('transport_classifications_product_key').on(t.productId).where(sql`${t.packageId} is null`),
    uniqueIndex('transport_classifications_package_key').on(t.packageId),
    index('transport_classifications_product_idx').on(t.productId),
    index('transport_classifications_differences_idx').on(t.updatedAt).where(sql`cardinality(${t.differences}) > 0`),
    check(
      'transport_classifications_entry',
      sql`case when ${t.dangerous}
        then ${t.unNumber} ~ '^UN[0-9]{4}$' and ${t.properShippingName} is not null and ${t.hazardClass} is not null
        else ${t.unNumber} is null and ${t.properShippingName} is null and ${t.hazardClass} is null and ${t.packingGroup} is null
          and cardinality(${t.subsidiaryRisks}) = 0 and not ${t.marinePollutant} end`,
    ),
    check('transport_classifications_packing_group', sql`${t.packingGroup} in ('I', 'II', 'III')`),
    check('transport_classifications_quantity', sql`${t.quantity} in ('full', 'limited', 'excepted')`),
    check('transport_classifications_reason', sql`cardinality(${t.differences}) = 0 or ${t.reason} is not null`),
  ],
);
