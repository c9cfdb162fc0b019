/**
 * The offer's repayment schedule while it is typed (`repaymentSchedule` of the contract, the one the
 * gateway writes), and the total the company would repay. On a narrow dialog the principal and
 * interest columns give way to the due date and the amount.
 */
import { useId } from 'react';
import type { ScheduledInstalment } from '../../../../contracts/financing.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import '../../../shared/ui/table.css';

interface SchedulePreviewProps {
  schedule: { instalments: ScheduledInstalment[]; total: number; interest: number; aprBps: number } | null;
}

export function SchedulePreview({ schedule }: SchedulePreviewProps) {
  const { date } = useAccountDates();
  const titleId = useId();
  const columns: TableColumn<ScheduledInstalment>[] = [
    { id: 'seq', header: 'No.', cell: (i) => i.seq, rowHeader: true, className: 'schedule-seq' },
    { id: 'due', header: 'Due', cell: (i) => date(i.dueAt), className: 'nowrap' },
    { id: 'principal', header: 'Principal', cell: (i) => formatMoney(i.principal), className: 'amount schedule-split' },
    { id: 'interest', header: 'Interest', cell: (i) => formatMoney(i.interest), className: 'amount schedule-split' },
    { id: 'fee', header: 'Fee', cell: (i) => (i.fee ? formatMoney(i.fee) : '—'), className: 'amount schedule-split' },
    { id: 'amount', header: 'Amount', cell: (i) => formatMoney(i.amount), className: 'amount' },
  ];
  return (
    <section className="offer-schedule" aria-labelledby={titleId}>
      <h3 id={titleId} className="review-subtitle">
        Repayment schedule
      </h3>
      {schedule ? (
        <>
          <Table caption="Repayment schedule of the offer" columns={columns} rows={schedule.instalments} rowKey={(i) => String(i.seq)} />
          <p className="offer-total">
            <span>Total to repay</span> <strong className="amount">{formatMoney(schedule.total)}</strong>
          </p>
          <p className="muted small">
            Interest {formatMoney(schedule.interest)}
            {schedule.instalments[0]!.fee > 0 && `, fee ${formatMoney(schedule.instalments[0]!.fee)} with the first instalment`}. Due dates
            as if the money went out today. Annual percentage rate {formatNumber(schedule.aprBps / 100)} %.
          </p>
        </>
      ) : (
        <p className="muted small">The schedule shows once the amount, the tenor, the rate and the fee are filled in.</p>
      )}
    </section>
  );
}
