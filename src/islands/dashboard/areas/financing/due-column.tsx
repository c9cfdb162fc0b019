/** The "Due" column of instalment tables: the day, then "2 of 6" (the instalment among all of them). */
import type { TableColumn } from '../../../shared/ui/Table.tsx';

export function dueColumn<Line extends { dueAt: string; seq: number }>(date: (iso: string) => string, count: number): TableColumn<Line> {
  return {
    id: 'due',
    header: 'Due',
    rowHeader: true,
    cell: (line) => (
      <>
        <span className="nowrap">{date(line.dueAt)}</span>{' '}
        <span className="muted small fin-seq">
          {line.seq} of {count}
        </span>
      </>
    ),
  };
}
