/**
 * A storefront's delivery options (docs/decisions/034-vat-delivery-and-commission.md): pickup at a
 * named warehouse (free), delivery to a zone of states priced per order plus per tonne or per
 * package, or freight quoted on request. The buyer picks one per seller at checkout; the order keeps
 * a copy of the option and its price.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryClass } from '../../../contracts/dangerous-goods.ts';
import { kobo, now } from './columns.ts';
import { suppliers } from './catalog.ts';

export const deliveryOptionKinds = ['pickup', 'zone', 'quoted'] as const;
export type DeliveryOptionKind = (typeof deliveryOptionKinds)[number];

export const deliveryOptions = pgTable(
  'delivery_options',
  {
    id: uuid('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DeliveryOptionKind>().notNull(),
    /** What the buyer sees: "Pickup at Apapa warehouse", "Delivery to the North-West". */
    label: text('label').notNull(),
    /** Pickup: the warehouse's address. */
    address: text('address'),
    /** Zone: the states (as on shipping addresses) it delivers to. */
    states: text('states').array(),
    country: text('country').notNull().default('NG'),
    /** Zone: a fee per order, plus one per tonne of goods or one per package (kobo). */
    feePerOrderMinor: kobo('fee_per_order_minor').notNull().default(0),
    feePerTonneMinor: kobo('fee_per_tonne_minor').notNull().default(0),
    feePerPackageMinor: kobo('fee_per_package_minor').notNull().default(0),
    /** Working days from dispatch, shown to the buyer. */
    leadTimeDays: smallint('lead_time_days'),
    /** Dangerous goods it does not carry, by class ('1') or division ('2.3'): a delivery holding them is not offered it. */
    refusedClasses: text('refused_classes').array().$type<DeliveryClass[]>().notNull().default(sql`'{}'::text[]`),
    /** Zone: kobo added to the fee once per class a delivery's goods carry. */
    classSurcharges: jsonb('class_surcharges').$type<{ class: DeliveryClass; amountMinor: number }[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    position: smallint('position').notNull().default(0),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [index('delivery_options_supplier_idx').on(t.supplierId, t.position)],
);
