/**
 * A page of orders: a table on wide screens, one card per order on narrow ones (the same markup,
 * each cell naming its column; a cell's value is one span, so the card lays out label and value
 * side by side). The order number opens the order.
 */
import type { Order } from '../../../../contracts/commerce.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/use-account-dates.ts';
import type { OrdersSide } from './order-sides.ts';
import { buyerName, itemsSummary, PAYMENT_METHOD_LABEL } from './order-text.ts';
import { PaymentBadge, StatusBadge } from './StatusBadge.tsx';

interface OrdersTableProps {
  orders: Order[];
  side: OrdersSide;
  /** The address that opens an order, keeping the filters (the dashboard follows it without a reload). */
  openHref: (id: string) => string;
}

export function OrdersTable({ orders, side, openHref }: OrdersTableProps) {
  const { date } = useAccountDates();
  const party = side.kind === 'buyer' ? 'Seller' : 'Buyer';
  return (
    <table className="data orders-table">
      <caption className="visually-hidden">Orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th><th scope="col">Placed</th><th scope="col">{party}</th><th scope="col">Items</th>
          <th scope="col" className="num">Total</th><th scope="col">Status</th><th scope="col">Payment</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" className="order-number">
              <a id={`order-link-${order.id}`} href={openHref(order.id)}>{order.number}</a>
            </th>
            <td data-label="Placed" className="nowrap"><span><time dateTime={order.placedAt}>{date(order.placedAt)}</time></span></td>
            <td data-label={party}><span>{side.kind === 'buyer' ? order.supplier.name : buyerName(order)}</span></td>
            <td data-label="Items" className="order-items"><span>{itemsSummary(order)}</span></td>
            <td data-label="Total" className="num nowrap"><span>{formatMoney(order.subtotalMinor, order.currency)}</span></td>
            <td data-label="Status"><span><StatusBadge status={order.status} /></span></td>
            <td data-label="Payment"><span><PaymentBadge status={order.paymentStatus} /> <span className="muted small nowrap">{PAYMENT_METHOD_LABEL[order.paymentMethod]}</span></span></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
