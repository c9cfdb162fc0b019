/** The company's financing requests: reference, kind, status, amount, what to do next and the next instalment. */
import type { FinancingSummary } from '../../../../contracts/financing.ts';
import { FINANCING_TYPE_LABELS } from '../../../../contracts/financing-terms.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { FinancingStatusBadge } from '../../../shared/money/FinancingBadges.tsx';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { requestAddress } from './request-view.ts';

export function RequestsTable({ requests }: { requests: readonly FinancingSummary[] }) {
  const { date } = useAccountDates();
  const columns: TableColumn<FinancingSummary>[] = [
    {
      id: 'reference',
      header: 'Reference',
      rowHeader: true,
      cell: (r) => (
        <>
          <a className="fin-ref-link" href={requestAddress(r.type, r.id)}>
            {r.reference}
          </a>
          <span className="fin-kind-name">{FINANCING_TYPE_LABELS[r.type]}</span>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (r) => <FinancingStatusBadge status={r.status} /> },
    {
      id: 'amount',
      header: 'Amount',
      className: 'num',
      cell: (r) =>
        r.offeredAmount !== null ? (
          formatMoney(r.offeredAmount)
        ) : r.amount !== null ? (
          <>
            {formatMoney(r.amount)} <span className="muted small">asked</span>
          </>
        ) : (
          <span className="muted fin-empty-cell">—</span>
        ),
    },
    { id: 'next', header: 'Next step', className: 'fin-next-cell', cell: (r) => r.nextStep },
    {
      id: 'instalment',
      header: 'Next instalment',
      cell: (r) =>
        r.nextInstalment ? (
          <span className="nowrap">
            {formatMoney(r.nextInstalment.amount)} <span className="muted">on {date(r.nextInstalment.dueAt)}</span>
          </span>
        ) : (
          <span className="muted fin-empty-cell">—</span>
        ),
    },
  ];
  return (
    <div className="table-frame">
      <Table caption="Your financing requests" columns={columns} rows={requests} rowKey={(r) => r.id} className="fin-requests" />
    </div>
  );
}
