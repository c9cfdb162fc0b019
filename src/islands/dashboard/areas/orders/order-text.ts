/** How orders read on screen: the status tabs, the names of events, and lines summing up the items and the buyer. */
import type { Order } from '../../../../contracts/commerce.ts';
import { ORDER_STATUSES } from '../../../../contracts/order-list-params.ts';
import type { TabItem } from '../../../shared/ui/Tabs.tsx';
import { STATUS_LABEL } from '../../../shared/commerce/order-labels.ts';

/** A status filter tab: a status, or "all" for none (left out of the address). */
export type StatusTab = Order['status'] | 'all';

/** The filter tabs, in the order an order moves through them. */
export const STATUS_TABS: TabItem<StatusTab>[] = [
  { value: 'all', label: 'All' },
  ...ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] })),
];

const EVENT_LABEL: Record<string, string> = {
  placed: 'Order placed',
  accepted: 'Accepted',
  paid: 'Payment received',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'refund-due': 'Refund due',
  refunded: 'Refunded',
};

/** An event kind the screen does not know yet still reads as words: "payment-failed" → "Payment failed". */
export function eventLabel(kind: string): string {
  const known = EVENT_LABEL[kind];
  if (known) return known;
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ACTOR_LABEL: Record<Order['events'][number]['actor'], string> = {
  buyer: 'by the buyer',
  seller: 'by the seller',
  system: 'automatically',
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
