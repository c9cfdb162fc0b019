/** What a procurement request pays for, as the gateway priced it at submission: the supplier and the lines. */
import type { FinancingReviewItem } from '../../../../contracts/financing.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import '../../../shared/ui/table.css';

type Subject = NonNullable<FinancingReviewItem['subject']>;
type Line = Subject['lines'][number];

const COLUMNS: TableColumn<Line>[] = [
  { id: 'name', header: 'Product', cell: (line) => line.name, rowHeader: true },
  { id: 'quantity', header: 'Quantity', cell: (line) => formatNumber(line.quantity), className: 'amount' },
  { id: 'amount', header: 'Amount', cell: (line) => formatMoney(line.amount), className: 'amount' },
];

export function FinancingSubject({ subject, reference }: { subject: Subject; reference: string }) {
  return (
    <div className="financing-subject">
      <h3 className="review-subtitle">Pays for</h3>
      <p className="small">
        <strong>{subject.label}</strong>
        {subject.supplierName && <> · sold by {subject.supplierName}</>}
      </p>
      {subject.lines.length > 0 && (
        <div className="table-frame">
          <Table
            caption={`${reference}: what the financing pays for`}
            columns={COLUMNS}
            rows={subject.lines}
            rowKey={(line) => line.name}
          />
        </div>
      )}
    </div>
  );
}
