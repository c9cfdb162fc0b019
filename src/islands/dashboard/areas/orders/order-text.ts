/** How orders read on screen: the names of statuses, payments and events, and a line summing up the items. */
import type { Order, OrderStatusName } from '../../../../contracts/commerce.ts';

export const STATUS_LABEL: Record<OrderStatusName, string> = {
  placed: 'Placed', accepted: 'Accepted', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled',
};

/** The filter tabs, in the order an order moves through them; "All" has no status. */
export const STATUS_TABS: { value: OrderStatusName | null; label: string }[] = [
  { value: null, label: 'All' },
  ...(['placed', 'accepted', 'shipped', 'delivered', 'cancelled'] as const).map((value) => ({ value, label: STATUS_LABEL[value] })),
];

export const PAYMENT_STATUS_LABEL: Record<Order['paymentStatus'], string> = {
  unpaid: 'Unpaid', paid: 'Paid', 'refund-due': 'Refund due', refunded: 'Refunded',
};

export const PAYMENT_METHOD_LABEL: Record<Order['paymentMethod'], string> = {
  'bank-transfer': 'Bank transfer', card: 'Card',
};

const EVENT_LABEL: Record<string, string> = {
  placed: 'Order placed', accepted: 'Accepted', paid: 'Payment received', shipped: 'Shipped',
  delivered: 'Delivered', cancelled: 'Cancelled', 'refund-due': 'Refund due', refunded: 'Refunded',
};

/** An event kind the screen does not know yet still reads as words: "payment-failed" → "Payment failed". */
export function eventLabel(kind: string): string {
  const known = EVENT_LABEL[kind];
  if (known) return known;
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ACTOR_LABEL: Record<Order['events'][number]['actor'], string> = {
  buyer: 'by the buyer', seller: 'by the seller', system: 'automatically',
};

/** "Glycerine 99.5%, 25 kg drum × 4, and 2 more products". */
export function itemsSummary(order: Pick<Order, 'lines'>): string {
  const [first, ...rest] = order.lines;
  if (!first) return 'No items';
  const head = `${first.productName}, ${first.packageLabel} × ${first.quantity}`;
  if (!rest.length) return head;
  return `${head}, and ${rest.length} more ${rest.length === 1 ? 'product' : 'products'}`;
}

/** The one line that names the other party: the buyer's company (or name) for a seller, the supplier for a buyer. */
export function buyerName(order: Pick<Order, 'buyer'>): string {
  return order.buyer.companyName ? `${order.buyer.companyName} (${order.buyer.name})` : order.buyer.name;
}
