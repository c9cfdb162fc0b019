/** The seller's products as a table (one card per product where the area is narrow): name, price, stock, status, last change, actions. */
import type { ProductWarning } from '../../../../contracts/dangerous-goods.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import type { SellerProductRow } from '../../../../contracts/seller-products.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { address } from '../../../shared/data/use-url-state.ts';
import type { ProductStatus } from './api.ts';
import { EDIT_PATH } from './form-steps.ts';
import { ProductActions } from './ProductActions.tsx';

const WARNING_LABELS: Record<ProductWarning['code'], string> = {
  'sds-missing': 'No SDS',
  'sds-outdated': 'SDS over 5 years old',
  'transport-not-stated': 'Transport not stated',
};

const STATUS_LABELS: Record<ProductStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

interface ProductsTableProps {
  rows: SellerProductRow[];
  /** The product whose deletion is being confirmed. */
  confirming: number | null;
  onConfirm: (id: number | null) => void;
  onDone: (message: string, failed: boolean) => void;
}

export function ProductsTable({ rows, confirming, onConfirm, onDone }: ProductsTableProps) {
  const { date } = useAccountDates();
  const columns: TableColumn<SellerProductRow>[] = [
    {
      id: 'product',
      header: 'Product',
      rowHeader: true,
      className: 'product-name',
      cell: (row) => (
        <>
          <a href={address(EDIT_PATH, { id: row.id })}>{row.name}</a>
          <span className="muted small">
            {row.grade}
            {row.casNumber ? ` · CAS ${row.casNumber}` : ''} · {row.market.name}
          </span>
        </>
      ),
    },
    {
      id: 'price',
      header: 'Price from',
      className: 'num',
      cell: (row) =>
        row.priceFromMinor === null ? <span className="muted">No package yet</span> : formatMoney(row.priceFromMinor, row.currency),
    },
    {
      id: 'stock',
      header: 'Stock',
      className: 'num',
      cell: (row) =>
        row.packageCount === 0 ? '—' : `${formatNumber(row.stock)} in ${row.packageCount} package${row.packageCount === 1 ? '' : 's'}`,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          <span className={`badge product-${row.status}`}>{STATUS_LABELS[row.status]}</span>
          {/* A missing or outdated safety data sheet, or a transport classification not stated: said in full in the form. */}
          {row.warnings.map((w) => (
            <span key={w.code} className="badge warning" title={w.message}>
              {WARNING_LABELS[w.code]}
            </span>
          ))}
        </>
      ),
    },
    { id: 'changed', header: 'Changed', cell: (row) => date(row.updatedAt) },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'actions',
      cell: (row) => (
        <ProductActions
          row={row}
          confirming={confirming === row.id}
          onConfirm={(open) => onConfirm(open ? row.id : null)}
          onDone={onDone}
        />
      ),
    },
  ];
  return (
    <div className="table-frame">
      <Table caption="Your products" columns={columns} rows={rows} rowKey={(row) => String(row.id)} className="products-table" />
    </div>
  );
}
