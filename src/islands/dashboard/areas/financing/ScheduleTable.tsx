/** An offer's repayment schedule: each instalment's due day and what it is made of. */
import type { OfferView } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { dueColumn } from './due-column.tsx';

type Line = OfferView['schedule'][number];

export function ScheduleTable({ schedule }: { schedule: OfferView['schedule'] }) {
  const { date } = useAccountDates();
  const columns: TableColumn<Line>[] = [
    dueColumn<Line>(date, schedule.length),
    { id: 'principal', header: 'Principal', className: 'num', cell: (line) => formatMoney(line.principal) },
    { id: 'interest', header: 'Interest', className: 'num', cell: (line) => formatMoney(line.interest) },
    { id: 'fee', header: 'Fee', className: 'num', cell: (line) => (line.fee ? formatMoney(line.fee) : '—') },
    { id: 'amount', header: 'To pay', className: 'num fin-strong', cell: (line) => formatMoney(line.amount) },
  ];
  return (
    <div className="table-frame">
      <Table caption="Repayment schedule" columns={columns} rows={schedule} rowKey={(line) => String(line.seq)} />
    </div>
  );
}
