/** The orders that bought at a campaign's prices: number (to the order), buyer, date, lines, discount, revenue and status. */
import type { Order } from '../../../../contracts/commerce.ts';
import type { CampaignTransaction } from '../../../../contracts/campaigns.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { STATUS_LABEL } from '../../../shared/commerce/order-labels.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { orderAddress } from './campaign-view.ts';

const statusLabel = (status: string) => STATUS_LABEL[status as Order['status']] ?? status;
const STATUS_TONE: Record<string, string> = { delivered: 'verified', cancelled: 'danger', shipped: 'campaign-scheduled' };

export function TransactionsTable({ transactions }: { transactions: readonly CampaignTransaction[] }) {
  const { dateTime } = useAccountDates();
  const columns: TableColumn<CampaignTransaction>[] = [
    {
      id: 'order',
      header: 'Order',
      rowHeader: true,
      cell: (t) => (
        <a className="campaign-order" href={orderAddress(t.orderId)}>
          {t.orderNumber}
        </a>
      ),
    },
    { id: 'buyer', header: 'Buyer', cell: (t) => t.buyerName },
    { id: 'date', header: 'Placed', cell: (t) => <span className="nowrap">{dateTime(t.placedAt)}</span> },
    {
      id: 'lines',
      header: 'Lines',
      className: 'campaign-lines-cell',
      cell: (t) => (
        <ul className="campaign-lines">
          {t.lines.map((line, index) => (
            // Lines have no id of their own; their order is the order's.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <span>
                {formatNumber(line.quantity)} × {line.productName}, {line.packageLabel}
              </span>
              <span className="small muted">
                <span className="visually-hidden">list price </span>
                <s>{formatMoney(line.listUnitPriceMinor)}</s> <span className="visually-hidden">, campaign price </span>
                {formatMoney(line.unitPriceMinor)} each
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'discount',
      header: 'Discount given',
      className: 'num',
      cell: (t) => <span className="nowrap">{formatMoney(t.discountMinor)}</span>,
    },
    { id: 'revenue', header: 'Revenue', className: 'num', cell: (t) => <span className="nowrap">{formatMoney(t.revenueMinor)}</span> },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => <span className={`badge ${STATUS_TONE[t.status] ?? ''}`.trim()}>{statusLabel(t.status)}</span>,
    },
  ];
  return (
    <div className="table-frame">
      <Table
        caption="Orders at the campaign's prices"
        columns={columns}
        rows={transactions}
        rowKey={(t) => t.orderId}
        className="campaign-orders"
      />
    </div>
  );
}
