/**
 * The port commerce calls when an order's money moves (declared here as commerce's OrderDeps names
 * it: `documents?`), done by this domain's issuer (issue.ts) and wired in registry.ts. Each call runs
 * inside the transaction that causes the event, so a document exists exactly when its event does.
 */
import type { Db } from '../db/client.ts';

/** A refund of part of an order: exactly what goes back, per line, with its VAT, and the delivery's share. */
export interface RefundDetail {
  /** The whole refunded: the lines' amounts and VAT, the delivery and its VAT. */
  amountMinor: number;
  lines: { orderLineId: string; quantity: number; amountMinor: number; vatMinor: number }[];
  deliveryMinor: number;
  deliveryVatMinor: number;
}

/** The platform's commission on a settled order: before VAT, and the VAT on it. */
export interface CommissionDetail {
  netMinor: number;
  vatMinor: number;
}

/** A transport document issued for a shipment, and the emergency telephone printed on it. */
export interface TransportDocumentRef {
  id: string;
  number: string;
  emergencyPhone: string | null;
}

export interface OrderDocuments {
  /**
   * The order was paid (a wallet hold at checkout, a card payment or a bank transfer confirmed), or
   * a bank-transfer order was accepted: its tax invoice, once, and a receipt for the payment, once.
   */
  paid(tx: Db, orderId: string): Promise<unknown>;
  /** Part of the order was refunded: a credit note for exactly that (null when the order has no invoice). */
  refunded(tx: Db, orderId: string, refund: RefundDetail): Promise<{ id: string; number: string } | null>;
  /** The order was cancelled: a credit note for what its invoice still charges (null when nothing is left to credit). */
  cancelled(tx: Db, orderId: string): Promise<{ id: string; number: string } | null>;
  /**
   * The order shipped: the seller's dangerous goods transport document when a line holds dangerous
   * goods, with the emergency telephone it printed (null: none was given); null when nothing is dangerous.
   */
  shipped(tx: Db, orderId: string): Promise<TransportDocumentRef | null>;
  /** The order was settled to the seller: the platform's commission invoice to the seller. */
  settled(tx: Db, orderId: string, commission: CommissionDetail): Promise<unknown>;
}
