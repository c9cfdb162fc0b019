/** A page of documents on the shared table (cards on a phone): kind and number, order, party, date, total, clearance, downloads. */
import type { DocumentSummary } from '../../../../contracts/documents.ts';
import { DOCUMENT_TITLES, hasUbl } from '../../../../contracts/document-kinds.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { type DocumentSide, downloadDocument } from '../../../shared/commerce/trade-documents.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { DownloadButton, type Download } from '../../../shared/ui/DownloadButtons.tsx';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';

const CLEARANCE: Record<DocumentSummary['clearance']['state'], string> = {
  pending: 'Clearance pending',
  cleared: 'Cleared',
  failed: 'Clearance failed',
  'not-required': '',
};

export function DocumentsTable({ rows, side, download }: { rows: DocumentSummary[]; side: DocumentSide; download: Download }) {
  const { date } = useAccountDates();
  const ordersPath = side === 'buyer' ? '/procurement/my-orders' : '/storefront/orders';
  const columns: TableColumn<DocumentSummary>[] = [
    {
      id: 'number',
      header: 'Document',
      rowHeader: true,
      cell: (d) => (
        <>
          <span className="document-kind">{DOCUMENT_TITLES[d.kind]}</span> <span className="order-number">{d.number}</span>
        </>
      ),
    },
    {
      id: 'order',
      header: 'Order',
      className: 'nowrap',
      cell: (d) => <a href={`${ordersPath}?order=${encodeURIComponent(d.orderId)}`}>{d.orderNumber}</a>,
    },
    // The other party: who issued it to the buyer; whom the seller issued it to, or the marketplace that invoiced its commission.
    {
      id: 'party',
      header: 'Party',
      cell: (d) => (side === 'buyer' || d.kind === 'commission-invoice' ? `From ${d.issuerName}` : `To ${d.customerName}`),
    },
    { id: 'issued', header: 'Issued', className: 'nowrap', cell: (d) => <time dateTime={d.issuedAt}>{date(d.issuedAt)}</time> },
    // A transport document carries no money.
    {
      id: 'total',
      header: 'Total',
      className: 'num nowrap',
      cell: (d) => (d.kind === 'transport-document' ? <span className="muted">None</span> : formatMoney(d.totalMinor, d.currency)),
    },
    {
      id: 'clearance',
      header: 'E-invoice',
      className: 'nowrap',
      cell: (d) =>
        CLEARANCE[d.clearance.state] ? (
          <span className={`badge ${d.clearance.state === 'cleared' ? 'verified' : d.clearance.state === 'failed' ? 'danger' : 'warning'}`}>
            {CLEARANCE[d.clearance.state]}
          </span>
        ) : (
          <span className="muted">Not required</span>
        ),
    },
    {
      id: 'files',
      header: 'Files',
      cell: (d) => (
        <span className="document-files">
          <DownloadButton download={download} what={`${d.number} (PDF)`} save={() => downloadDocument(side, d.id, d.number, 'pdf')}>
            PDF<span className="visually-hidden"> of {d.number}</span>
          </DownloadButton>
          {hasUbl(d.kind) && d.ublUrl && (
            <DownloadButton download={download} what={`${d.number} (UBL)`} save={() => downloadDocument(side, d.id, d.number, 'ubl')}>
              UBL<span className="visually-hidden"> XML of {d.number}</span>
            </DownloadButton>
          )}
        </span>
      ),
    },
  ];
  return (
    <div className="table-frame">
      <Table caption="Documents, newest first" columns={columns} rows={rows} rowKey={(d) => d.id} className="documents-table" />
    </div>
  );
}
