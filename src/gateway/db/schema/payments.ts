/** Card payments of checkouts and wallet top-ups, one row per provider reference. */
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, kobo, now } from './columns.ts';
import { checkouts, orders } from './commerce.ts';
import { wallets } from './wallet.ts';

/** A card payment for a checkout (all its orders) or a single order; applied once. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    /** The reference sent to the provider; also the id the webhook and verify calls carry. */
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    orderId: uuid('order_id').references(() => orders.id),
    /** A wallet top-up (by card, or by transfer to the wallet's dedicated account). */
    walletId: uuid('wallet_id').references(() => wallets.id),
    amountMinor: kobo('amount_minor').notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    authorizationUrl: text('authorization_url'),
    accessCode: text('access_code'),
    providerPayload: jsonb('provider_payload'),
    paidAt: at('paid_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [uniqueIndex('payments_reference_key').on(t.reference), index('payments_checkout_idx').on(t.checkoutId)],
);
