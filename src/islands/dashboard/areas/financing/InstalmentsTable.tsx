/** The instalments of money owed: due day, amount (late fees included), what was paid and its state. */
import type { InstalmentView } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { InstalmentBadge } from '../../../shared/money/FinancingBadges.tsx';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { dueColumn } from './due-column.tsx';

export function InstalmentsTable({ instalments }: { instalments: readonly InstalmentView[] }) {
  const { date } = useAccountDates();
  const columns: TableColumn<InstalmentView>[] = [
    dueColumn<InstalmentView>(date, instalments.length),
    {
      id: 'amount',
      header: 'Amount',
      className: 'num',
      cell: (line) => (
        <>
          {formatMoney(line.amount)}
          {line.lateFee > 0 && <span className="fin-late-fee">incl. {formatMoney(line.lateFee)} late fee</span>}
        </>
      ),
    },
    {
      id: 'paid',
      header: 'Paid',
      className: 'num',
      cell: (line) => (line.paid ? formatMoney(line.paid) : '—'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (line) => (
        <>
          <InstalmentBadge status={line.status} />
          {line.paidAt && <span className="muted small fin-paid-at"> on {date(line.paidAt)}</span>}
        </>
      ),
    },
  ];
  return (
    <div className="table-frame">
      <Table caption="Instalments" columns={columns} rows={instalments} rowKey={(line) => line.id} className="fin-instalments" />
    </div>
  );
}
