/**
 * Tax profiles: a company's TIN and VAT registration, which decide whether its sales carry VAT and
 * what its documents print. Sellers and buyers both have one (a buyer's TIN is printed on invoices).
 */
import { boolean, date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { now } from './columns.ts';
import { companies } from './companies.ts';

export const taxProfiles = pgTable('tax_profiles', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Taxpayer identification number, as issued (e.g. 12345678-0001). */
  tin: text('tin'),
  vatRegistered: boolean('vat_registered').notNull().default(false),
  /** The day VAT registration took effect; orders placed before it carry no VAT. */
  vatRegisteredFrom: date('vat_registered_from', { mode: 'string' }),
  /** ISO country code whose VAT rates apply. */
  country: text('country').notNull().default('NG'),
  updatedAt: now('updated_at'),
});
