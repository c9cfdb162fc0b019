/** Badges for an order's status and its payment; the words carry the meaning, the colour only helps. */
import type { Order } from '../../../../contracts/commerce.ts';
import { PAYMENT_STATUS_LABEL, STATUS_LABEL } from '../../../shared/commerce/order-labels.ts';

export function StatusBadge({ status }: { status: Order['status'] }) {
  return <span className={`badge order-status status-${status}`}>{STATUS_LABEL[status]}</span>;
}

export function PaymentBadge({ status }: { status: Order['paymentStatus'] }) {
  return <span className={`badge payment-status payment-${status}`}>{PAYMENT_STATUS_LABEL[status]}</span>;
}
