/** Companies, their roles and their members; a selling company has a storefront (a supplier of the catalog). */
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { now } from './columns.ts';
import { users } from './accounts.ts';
import { suppliers } from './catalog.ts';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey(),
    /** The trading name shown on the marketplace. */
    name: text('name').notNull(),
    /** The storefront a seller company sells through. */
    supplierId: integer('supplier_id').references(() => suppliers.id),
    legalName: text('legal_name'),
    registrationNumber: text('registration_number'),
    taxId: text('tax_id'),
    country: text('country'),
    address: text('address'),
    phone: text('phone'),
    /**
     * The 24-hour telephone answering for the seller's dangerous goods in transport, printed on
     * their transport documents (docs/decisions/038-dangerous-goods.md).
     */
    emergencyPhone: text('emergency_phone'),
    industry: text('industry'),
    /** Storefront branding. */
    logoFileId: uuid('logo_file_id'),
    bannerFileId: uuid('banner_file_id'),
    brandColor: text('brand_color'),
    about: text('about'),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [uniqueIndex('companies_supplier_key').on(t.supplierId)],
);

export const companyRoles = ['owner', 'admin', 'procurement', 'sales', 'finance', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** A person belongs to at most one company. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyRole>().notNull(),
    createdAt: now('created_at'),
  },
  (t) => [uniqueIndex('company_members_user_key').on(t.userId), index('company_members_company_idx').on(t.companyId)],
);
