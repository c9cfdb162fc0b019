/** The words for an order's status, payment and way of paying, the same on checkout's pages and in the dashboard. */
import type { Order } from '../../../contracts/commerce.ts';

export const STATUS_LABEL: Record<Order['status'], string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABEL: Record<Order['paymentStatus'], string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  'refund-due': 'Refund due',
  refunded: 'Refunded',
};

export const PAYMENT_METHOD_LABEL: Record<Order['paymentMethod'], string> = {
  'bank-transfer': 'Bank transfer',
  card: 'Card',
  wallet: 'Wallet',
  financing: 'Paid by financing',
};
