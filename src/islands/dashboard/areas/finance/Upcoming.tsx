/** The instalments coming up, across requests: when, for which request, how much, and their state. */
import { FINANCING_TYPE_LABELS, type FinanceOverview } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { InstalmentBadge } from '../../../shared/FinancingBadges.tsx';
import { Table, type TableColumn } from '../../../shared/Table.tsx';
import { useAccountDates } from '../../../shared/use-account-dates.ts';
import { requestLink } from './request-link.ts';

type Line = FinanceOverview['upcoming'][number];

export function Upcoming({ upcoming }: { upcoming: FinanceOverview['upcoming'] }) {
  const { date } = useAccountDates();
  const columns: TableColumn<Line>[] = [
    { id: 'due', header: 'Due', rowHeader: true, cell: (line) => <span className="nowrap">{date(line.dueAt)}</span> },
    {
      id: 'request',
      header: 'Request',
      cell: (line) => (
        <>
          <a href={requestLink(line.type, line.requestId)}>{line.reference}</a>{' '}
          <span className="muted small">
            {FINANCING_TYPE_LABELS[line.type]} · instalment {line.seq}
          </span>
        </>
      ),
    },
    { id: 'amount', header: 'Amount', className: 'num', cell: (line) => formatMoney(line.amount - line.paid) },
    { id: 'status', header: 'Status', cell: (line) => <InstalmentBadge status={line.status} /> },
  ];
  return (
    <section className="card finance-card" aria-labelledby="finance-upcoming-title">
      <h2 id="finance-upcoming-title">Upcoming repayments</h2>
      {upcoming.length ? (
        <div className="table-frame">
          <Table caption="Upcoming repayments" columns={columns} rows={upcoming} rowKey={(line) => line.id} />
        </div>
      ) : (
        <p className="muted">No repayment is due.</p>
      )}
    </section>
  );
}
