/**
 * Financing requests, their repayment instalments and their timeline
 * (docs/decisions/018-financing.md). The money itself is on the ledger; these rows say what was
 * agreed and what is owed. A request moves by one conditional update per step (status = expected).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, kobo, now } from './columns.ts';
import { users } from './accounts.ts';
import { companies } from './companies.ts';
import { wallets } from './wallet.ts';
import type { FinancingDocument, FinancingStatus, FinancingType, InstalmentStatus } from '../../../contracts/financing.ts';

/** What a procurement request pays for, priced by the gateway at submission. */
export interface FinancingSubject {
  label: string;
  supplierName: string | null;
  lines: { name: string; quantity: number; amount: number }[];
}

export const financingRequests = pgTable(
  'financing_requests',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id),
    type: text('type').$type<FinancingType>().notNull(),
    status: text('status').$type<FinancingStatus>().notNull(),
    /** The type's fields as the company filled them (checked in full at submission). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    documents: jsonb('documents').$type<FinancingDocument[]>().notNull().default([]),
    /** The form's step the company left off at. */
    step: integer('step').notNull().default(0),
    /** Asked for, in kobo: computed by the gateway (procurement, import) or typed (manufacturing). */
    amount: kobo('amount'),
    tenorDays: integer('tenor_days'),
    subject: jsonb('subject').$type<FinancingSubject>(),
    offerAmount: kobo('offer_amount'),
    offerTenorDays: integer('offer_tenor_days'),
    offerRateBps: integer('offer_rate_bps'),
    offerFee: kobo('offer_fee'),
    offerExpiresAt: at('offer_expires_at'),
    offerNote: text('offer_note'),
    declineReason: text('decline_reason'),
    /** Procurement: the line drawn by financed orders (one purchase draws it; the rest lapses). */
    drawn: kobo('drawn').notNull().default(0),
    /** The orders it paid; each order's ledger hold (financing → escrow) is the order's own wallet hold id. */
    orderIds: jsonb('order_ids').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    acceptedBy: uuid('accepted_by'),
    reviewedBy: uuid('reviewed_by'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
    submittedAt: at('submitted_at'),
    acceptedAt: at('accepted_at'),
    disbursedAt: at('disbursed_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('financing_requests_company_idx').on(t.companyId, t.createdAt),
    index('financing_requests_status_idx').on(t.status, t.updatedAt),
    // One open request per type and company: a second draft or submission is refused by the database too.
    uniqueIndex('financing_requests_one_open').on(t.companyId, t.type).where(sql`${t.status} not in ('declined', 'expired', 'repaid')`),
    check('financing_requests_type', sql`${t.type} in ('procurement', 'import', 'manufacturing')`),
    check('financing_requests_drawn', sql`${t.drawn} >= 0 and (${t.offerAmount} is null or ${t.drawn} <= ${t.offerAmount})`),
  ],
);
export type FinancingRequest = typeof financingRequests.$inferSelect;

export const financingInstalments = pgTable(
  'financing_instalments',
  {
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => financingRequests.id),
    seq: integer('seq').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    principal: kobo('principal').notNull(),
    interest: kobo('interest').notNull(),
    fee: kobo('fee').notNull().default(0),
    lateFee: kobo('late_fee').notNull().default(0),
    /** Interest given up by an early repayment in full. */
    waived: kobo('waived').notNull().default(0),
    paid: kobo('paid').notNull().default(0),
    status: text('status').$type<InstalmentStatus>().notNull().default('scheduled'),
    remindedAt: at('reminded_at'),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('financing_instalments_seq').on(t.requestId, t.seq),
    index('financing_instalments_due_idx').on(t.status, t.dueAt),
    check(
      'financing_instalments_paid',
      sql`${t.paid} >= 0 and ${t.paid} <= ${t.principal} + ${t.interest} + ${t.fee} + ${t.lateFee} - ${t.waived}`,
    ),
  ],
);
export type FinancingInstalment = typeof financingInstalments.$inferSelect;

export const financingEvents = pgTable(
  'financing_events',
  {
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => financingRequests.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    status: text('status').$type<FinancingStatus>(),
    title: text('title').notNull(),
    body: text('body'),
    actorKind: text('actor_kind').$type<'customer' | 'operator' | 'system'>().notNull(),
    actorId: uuid('actor_id'),
  },
  (t) => [index('financing_events_request_idx').on(t.requestId, t.at)],
);
export type FinancingEventRow = typeof financingEvents.$inferSelect;
