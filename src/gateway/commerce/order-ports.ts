/**
 * What orders need from outside commerce: the money steps of an order and a financed order's
 * release are ports, done by the wallet and financing and wired in registry.ts, so commerce depends
 * on no money domain (docs/decisions/028-gateway-floor-plan.md); mail and notifications from the platform.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { orders } from '../db/schema/commerce.ts';
import type { OrderDocuments } from '../documents/index.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * What an order's steps do to its money. Commerce names the steps; the wallet does them
 * (wallet/order-money.ts, on the ledger) and registry.ts wires it in, so commerce depends on no
 * money domain.
 */
export interface OrderMoneySteps {
  /** A card payment or a bank transfer arrived for the order: it enters escrow. */
  received(tx: Db, order: Pick<OrderRow, 'id' | 'number' | 'subtotalMinor'>, via: 'card' | 'bank-transfer'): Promise<unknown>;
  /** Delivered: the seller is paid, less the commission; answers the commission taken (null when nothing was settled). */
  settle(tx: Db, order: OrderRow): Promise<{ netMinor: number; vatMinor: number } | null>;
  /** Cancelled: a wallet hold goes back to the buyer. */
  release(tx: Db, order: OrderRow): Promise<unknown>;
}

/** A financed order's cancellation shrinks its financing (done by financing/money.ts). */
export interface FinancingRelease {
  orderReleased(tx: Db, order: Pick<OrderRow, 'id' | 'number' | 'subtotalMinor' | 'paymentMethod'>): Promise<unknown>;
}

export interface OrderDeps {
  notifications: Notifications;
  siteUrl: string;
  /** Emails go out through the outbox, in the caller's transaction. */
  mail: Mail;
  /** The order's money on the ledger: escrow in, seller paid on delivery, holds released on cancel. */
  orderMoney: OrderMoneySteps;
  /** Trade documents, issued in the transaction of the event: paid, refunded, cancelled, settled (documents/ports.ts). */
  documents?: OrderDocuments;
  /** A financed order's cancellation shrinks its financing; absent where nothing is financed. */
  financing?: FinancingRelease;
  /** The time as the money rules see it (automatic delivery); the system clock when absent. */
  clock?: () => Date;
  log?: FastifyBaseLogger;
}

/**
 * Settles a delivered order (the seller paid, less the commission) and, when money moved, issues the
 * platform's commission invoice for the commission taken, in the same transaction.
 */
export async function settle(tx: Db, deps: Pick<OrderDeps, 'orderMoney' | 'documents'>, row: OrderRow): Promise<void> {
  const commission = await deps.orderMoney.settle(tx, row);
  if (commission) await deps.documents?.settled(tx, row.id, commission);
}
