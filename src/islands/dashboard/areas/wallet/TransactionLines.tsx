/** Wallet lines as a table (cards on phones): date, what it was, status, and the signed amount linking to its order or top-up. */
import { formatMoney } from '../../../../contracts/money.ts';
import type { WalletTransaction } from '../../../../contracts/wallet.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';

const STATUS: Record<WalletTransaction['status'], string> = { held: 'Held', completed: 'Completed', released: 'Released' };

/** When the line was written, as every dashboard date: in the account's time zone. */
function When({ iso }: { iso: string }) {
  const { dateTime } = useAccountDates();
  return <time dateTime={iso}>{dateTime(iso)}</time>;
}

const columns: TableColumn<WalletTransaction>[] = [
  { id: 'date', header: 'Date', cell: (t) => <When iso={t.createdAt} /> },
  {
    id: 'what',
    header: 'Description',
    rowHeader: true,
    cell: (t) => (
      <>
        {t.link ? <a href={t.link}>{t.description}</a> : t.description}
        {t.type === 'topup' && t.reference && <span className="small muted reference"> {t.reference}</span>}
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (t) => <span className={`status-pill ${t.status}`}>{STATUS[t.status]}</span> },
  {
    id: 'amount',
    header: 'Amount',
    className: 'num',
    cell: (t) => (
      <span className={t.direction === 'in' ? 'amount-in' : 'amount-out'}>
        {t.direction === 'in' ? '+' : '−'}
        {formatMoney(t.amount)}
      </span>
    ),
  },
];

export function TransactionLines({ lines, caption }: { lines: WalletTransaction[]; caption: string }) {
  return (
    <div className="table-frame">
      <Table caption={caption} columns={columns} rows={lines} rowKey={(t) => t.id} className="wallet-lines" />
    </div>
  );
}
