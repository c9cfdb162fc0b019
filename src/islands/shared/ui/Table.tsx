/**
 * The one data table of the islands, on TanStack Table (DESIGN.md): a table where there is room and
 * one card per row where there is not (each cell names its column through `data-label`, and the
 * stylesheet lays label and value side by side). Columns say what a cell shows; one column may be
 * the row's header (its name or number), read first by screen readers.
 */
import { createColumnHelper, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import './table.css';

export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The label a cell carries in the card layout; the header when it is text. */
  label?: string;
  className?: string;
  /** The cell that names the row (a `<th scope="row">`). */
  rowHeader?: boolean;
}

interface TableProps<T extends RowData> {
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  className?: string;
}

const features = tableFeatures({});

export function Table<T extends RowData>({ caption, columns, rows, rowKey, className }: TableProps<T>) {
  const definitions = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return helper.columns(
      columns.map((column) => helper.display({ id: column.id, header: () => column.header, cell: ({ row }) => column.cell(row.original) })),
    );
  }, [columns]);
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({ features, columns: definitions, data, getRowId: (row) => rowKey(row) });

  return (
    <table className={className ? `data data-table ${className}` : 'data data-table'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className={byId.get(header.column.id)?.className}>
                <table.FlexRender header={header} />
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => {
              const column = byId.get(cell.column.id)!;
              const content = <table.FlexRender cell={cell} />;
              if (column.rowHeader)
                return (
                  <th key={cell.id} scope="row" className={column.className}>
                    {content}
                  </th>
                );
              const label = column.label ?? (typeof column.header === 'string' ? column.header : undefined);
              return (
                <td key={cell.id} data-label={label} className={column.className}>
                  <span>{content}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
