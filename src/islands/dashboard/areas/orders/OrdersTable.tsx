/**
 * A page of orders on the shared table: a table on wide screens, one card per order on narrow
 * ones. The order number names the row and opens the order.
 */
import type { Order } from '../../../../contracts/commerce.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { PAYMENT_METHOD_LABEL } from '../../../shared/commerce/order-labels.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import type { OrdersSide } from './order-sides.ts';
import { buyerName, itemsSummary } from './order-text.ts';
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
  const columns: TableColumn<Order>[] = [
    // The id brings the keyboard back to this link when the person returns from the order.
    {
      id: 'number',
      header: 'Order',
      rowHeader: true,
      className: 'order-number',
      cell: (o) => (
        <a id={`order-link-${o.id}`} href={openHref(o.id)}>
          {o.number}
        </a>
      ),
    },
    { id: 'placed', header: 'Placed', className: 'nowrap', cell: (o) => <time dateTime={o.placedAt}>{date(o.placedAt)}</time> },
    { id: 'party', header: party, cell: (o) => (side.kind === 'buyer' ? o.supplier.name : buyerName(o)) },
    { id: 'items', header: 'Items', className: 'order-items', cell: itemsSummary },
    { id: 'total', header: 'Total', className: 'num nowrap', cell: (o) => formatMoney(o.totalMinor, o.currency) },
    { id: 'status', header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
    {
      id: 'payment',
      header: 'Payment',
      cell: (o) => (
        <>
          <PaymentBadge status={o.paymentStatus} /> <span className="muted small nowrap">{PAYMENT_METHOD_LABEL[o.paymentMethod]}</span>
        </>
      ),
    },
  ];

  return (
    <div className="table-frame">
      <Table caption="Orders, newest first" columns={columns} rows={orders} rowKey={(o) => o.id} className="orders-table" />
    </div>
  );
}
