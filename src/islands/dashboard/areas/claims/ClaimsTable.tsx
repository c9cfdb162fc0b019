/**
 * A page of claims on the shared table (cards on narrow screens): the claim's number opens it; the
 * order, the kind, where it stands, when it was opened and, while open, by when the seller answers.
 */
import type { Claim } from '../../../../contracts/claims.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import type { ClaimSide } from '../../../shared/commerce/claims-api.ts';
import { isOpen, KIND_LABEL } from '../../../shared/commerce/claim-text.ts';
import { ClaimStatusBadge } from '../../../shared/commerce/ClaimStatusBadge.tsx';

interface ClaimsTableProps {
  claims: Claim[];
  side: ClaimSide;
  openHref: (id: string) => string;
}

export function ClaimsTable({ claims, side, openHref }: ClaimsTableProps) {
  const { date } = useAccountDates();
  const columns: TableColumn<Claim>[] = [
    // The id brings the keyboard back to this link when the person returns from the claim.
    {
      id: 'number',
      header: 'Claim',
      rowHeader: true,
      className: 'claim-number',
      cell: (c) => (
        <a id={`order-link-${c.id}`} href={openHref(c.id)}>
          {c.number}
        </a>
      ),
    },
    { id: 'order', header: 'Order', className: 'nowrap', cell: (c) => c.order.number },
    { id: 'party', header: side === 'buyer' ? 'Seller' : 'Buyer', cell: (c) => (side === 'buyer' ? c.supplier.name : c.buyer.name) },
    { id: 'kind', header: 'Kind', cell: (c) => KIND_LABEL[c.kind] },
    { id: 'status', header: 'Status', cell: (c) => <ClaimStatusBadge status={c.status} /> },
    { id: 'opened', header: 'Opened', className: 'nowrap', cell: (c) => <time dateTime={c.openedAt}>{date(c.openedAt)}</time> },
    {
      id: 'respond',
      header: 'Seller answers by',
      className: 'nowrap',
      cell: (c) => (isOpen(c) ? <time dateTime={c.respondBy}>{date(c.respondBy)}</time> : <span className="muted">Ended</span>),
    },
  ];
  return (
    <div className="table-frame">
      <Table caption="Claims, newest first" columns={columns} rows={claims} rowKey={(c) => c.id} className="claims-table" />
    </div>
  );
}
