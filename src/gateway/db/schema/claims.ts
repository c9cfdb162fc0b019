/**
 * Claims on delivered orders (docs/decisions/042-claims-and-settlement-window.md): one row per claim,
 * at most one open per order (a partial unique index), and the claim's steps, which the database
 * keeps as written (a trigger refuses UPDATE and DELETE): the claim's audit trail.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClaimKind, ClaimStatus } from '../../../contracts/claims.ts';
import { at, kobo, now } from './columns.ts';
import { users } from './accounts.ts';
import { suppliers } from './catalog.ts';
import { orders } from './commerce.ts';
import { companies } from './companies.ts';
import { conversationThreads } from './conversations.ts';

export const orderClaims = pgTable(
  'order_claims',
  {
    id: uuid('id').primaryKey(),
    /** A short number people quote: "CL-1001". */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1001 }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's buying party and storefront, as the order has them. */
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerCompanyId: uuid('buyer_company_id').references(() => companies.id, { onDelete: 'set null' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ClaimKind>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('open'),
    /** The conversation with the seller; its first message carries the reason and the evidence. */
    threadId: uuid('thread_id')
      .notNull()
      .references(() => conversationThreads.id),
    evidenceMessageId: uuid('evidence_message_id'),
    /** Past this instant an open claim goes to an operator (the job claims.escalate). */
    respondBy: at('respond_by').notNull(),
    escalatedAt: at('escalated_at'),
    /** Refunded by the ending, VAT included, and the credit note it issued. */
    refundedMinor: kobo('refunded_minor').notNull().default(0),
    creditNoteId: uuid('credit_note_id'),
    creditNoteNumber: text('credit_note_number'),
    resolvedBy: text('resolved_by').$type<'buyer' | 'seller' | 'operator'>(),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    resolvedAt: at('resolved_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('order_claims_number_key').on(t.number),
    // At most one claim holds an order at a time.
    uniqueIndex('order_claims_one_open_per_order').on(t.orderId).where(sql`${t.status} in ('open', 'awaiting-operator')`),
    index('order_claims_buyer_company_idx').on(t.buyerCompanyId, t.createdAt),
    index('order_claims_buyer_user_idx').on(t.buyerUserId, t.createdAt),
    index('order_claims_supplier_idx').on(t.supplierId, t.createdAt),
    index('order_claims_status_idx').on(t.status, t.respondBy),
    check('order_claims_kind', sql`${t.kind} in ('quality', 'quantity')`),
    check('order_claims_status', sql`${t.status} in ('open', 'awaiting-operator', 'withdrawn', 'refunded', 'rejected')`),
    check('order_claims_refund', sql`${t.refundedMinor} >= 0`),
  ],
);

/** Each step of a claim, as it happened: who (a side, the person), what, and any amount. Never changed. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => orderClaims.id),
    /** opened, escalated, operator-joined, withdrawn, refunded, rejected. */
    kind: text('kind').notNull(),
    actor: text('actor').$type<'buyer' | 'seller' | 'operator' | 'system'>().notNull(),
    actorUserId: uuid('actor_user_id'),
    note: text('note'),
    amountMinor: kobo('amount_minor'),
    at: now('at'),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.id)],
);
