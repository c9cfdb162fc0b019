/**
 * What orders need from outside commerce: the money steps of an order, a financed order's release
 * and the documents an order's steps issue are ports, done by the wallet, financing and the
 * documents and wired in registry.ts, so commerce depends on no domain above it
 * (docs/decisions/028-gateway-floor-plan.md); mail and notifications from the platform.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { orders } from '../db/schema/commerce.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import type { TaxSettings } from '../taxes/index.ts';
import type { RestrictionRules } from '../dangerous-goods/index.ts';
import type { IssuedDocumentRef } from './order-mail.ts';

type OrderRow = typeof orders.$inferSelect;

/** The platform's commission on a settled order: on the goods before VAT, and the VAT on it. */
export interface OrderCommission {
  netMinor: number;
  vatMinor: number;
}

/**
 * What an order's steps do to its money. Commerce names the steps; the wallet does them
 * (wallet/order-money.ts, on the ledger) and registry.ts wires it in, so commerce depends on no
 * money domain. Every step moves the order's total (goods, VAT and delivery), never the subtotal.
 */
export interface OrderMoneySteps {
  /** A card payment or a bank transfer arrived for the order: it enters escrow. */
  received(tx: Db, order: Pick<OrderRow, 'id' | 'number' | 'totalMinor'>, via: 'card' | 'bank-transfer'): Promise<unknown>;
  /** Delivered: the seller is paid what is left of the total, less the commission and its VAT; null when nothing was settled. */
  settle(tx: Db, order: OrderRow): Promise<OrderCommission | null>;
  /** Cancelled: what is still held or in escrow of a wallet or financed order goes back where it came from. */
  release(tx: Db, order: OrderRow): Promise<unknown>;
  /** Part of a paid order is refunded before settlement: `amountMinor` goes back to the buyer (or the financing pool). */
  refund(tx: Db, order: OrderRow, amountMinor: number): Promise<unknown>;
}

/** A financed order's money going back shrinks its financing (done by financing/money.ts). */
export interface FinancingRelease {
  /**
   * `amountMinor` of a financed order went back to the financing pool: the whole of what was left
   * when it was cancelled (`whole`: the order leaves the financing), or a partial refund.
   */
  orderReleased(
    tx: Db,
    order: Pick<OrderRow, 'id' | 'number' | 'paymentMethod'>,
    released: { amountMinor: number; whole: boolean },
  ): Promise<unknown>;
}

/** A partial refund as the documents need it (a credit note): what went back, line by line, VAT apart. */
export interface OrderRefund {
  /** Everything refunded this time, VAT included. */
  amountMinor: number;
  /** Per line: packages refunded, their amount before VAT and the VAT on it. */
  lines: { orderLineId: string; quantity: number; amountMinor: number; vatMinor: number }[];
  /** Of the delivery fee, before VAT, and the VAT on it. */
  deliveryMinor: number;
  deliveryVatMinor: number;
}

/**
 * The documents an order's steps issue (tax invoice, receipt, credit note, commission invoice,
 * dangerous goods transport document), each called inside the transaction of the step that causes
 * it, after the order's row is written; absent where no documents are issued. Implemented by the
 * documents domain and wired in registry.ts.
 */
export interface OrderDocuments {
  /**
   * The order is paid (a wallet or financing hold at checkout or later, a card payment or a bank
   * transfer confirmed), or a bank-transfer order was accepted by the seller (its invoice is due
   * then). A bank-transfer order hears it twice, once accepted and once paid, in either order.
   */
  paid(tx: Db, orderId: string): Promise<unknown>;
  /** Part of the order was refunded before settlement: the credit note issued, or null when there is no invoice to credit. */
  refunded(tx: Db, orderId: string, refund: OrderRefund): Promise<IssuedDocumentRef | null>;
  /**
   * The order was cancelled (the row says what was refunded, what is owed back, and what was never
   * paid): the credit note issued, or null when nothing was invoiced or nothing is left to credit.
   */
  cancelled(tx: Db, orderId: string): Promise<IssuedDocumentRef | null>;
  /**
   * The order shipped: the seller's dangerous goods transport document when a line holds dangerous
   * goods (with the 24-hour emergency telephone it printed, null when the seller gave none), else null.
   */
  shipped(tx: Db, orderId: string): Promise<(IssuedDocumentRef & { emergencyPhone: string | null }) | null>;
  /** The seller was paid; the platform's commission and its VAT were taken. */
  settled(tx: Db, orderId: string, commission: OrderCommission): Promise<unknown>;
}

/**
 * Who may buy restricted dangerous goods (docs/decisions/040-dangerous-goods-in-orders.md): the
 * configured rules (services.dangerousGoods) and the buying company's verification tier, which the
 * wallet keeps (wallets.tierOf), wired in registry.ts. Absent, restricted goods are sold to nobody.
 */
export interface BuyerTrust {
  restrictions: RestrictionRules;
  /** The company's verification tier: its wallet's, 0 without one. */
  tierOf(handle: Db, companyId: string): Promise<number>;
}

/**
 * Whether something above commerce holds an order's settlement: an open claim (claims/, wired in
 * registry.ts). Asked with the order's row locked, by the job that pays delivered orders.
 */
export interface SettlementHolds {
  holds(tx: Db, orderId: string): Promise<boolean>;
}

export interface OrderDeps {
  notifications: Notifications;
  siteUrl: string;
  /** Emails go out through the outbox, in the caller's transaction. */
  mail: Mail;
  /** The order's money on the ledger: escrow in, seller paid after delivery, holds released on cancel, partial refunds. */
  orderMoney: OrderMoneySteps;
  /** A financed order's cancellation or refund shrinks its financing; absent where nothing is financed. */
  financing?: FinancingRelease;
  /** The documents the steps issue; absent where none are. */
  documents?: OrderDocuments | undefined;
  /** The VAT rates orders are priced and refunded with. */
  tax: TaxSettings;
  /** The time as the money rules see it (automatic delivery); the system clock when absent. */
  clock?: () => Date;
  /**
   * Days after delivery before the seller is paid, while the buyer may claim (CLAIM_WINDOW_DAYS when
   * absent); 0: delivery pays the seller at once (docs/decisions/042-claims-and-settlement-window.md).
   */
  claimWindowDays?: number;
  /** What holds a delivered order's settlement past its window (an open claim); nothing when absent. */
  settlementHolds?: SettlementHolds;
  log?: FastifyBaseLogger;
}
