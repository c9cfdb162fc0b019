/** An order's documents (tax invoice, receipts, credit notes, the seller's commission invoice, the dangerous goods transport document), each to download as PDF or UBL. */
import { DOCUMENT_TITLES, hasUbl } from '../../../../contracts/documents.ts';
import type { Order } from '../../../../contracts/commerce.ts';
import { downloadDocument } from '../../../shared/commerce/trade-documents.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { DownloadButton, useDownload } from '../../../shared/ui/DownloadButtons.tsx';
import type { SideKind } from './api.ts';

export function OrderDocuments({ order, side }: { order: Order; side: SideKind }) {
  const { date } = useAccountDates();
  const download = useDownload();
  return (
    <section className="card order-section order-documents" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title">Documents</h2>
      {order.documents.length === 0 ? (
        <p className="muted small">
          {order.paymentStatus === 'unpaid' ? 'The tax invoice is issued when the order is paid.' : 'No documents yet.'}
        </p>
      ) : (
        <ul className="order-document-list">
          {order.documents.map((doc) => (
            <li key={doc.id}>
              <span>
                <strong>{DOCUMENT_TITLES[doc.kind]}</strong> {doc.number}
                <span className="muted small"> · {date(doc.issuedAt)}</span>
              </span>
              <span className="button-row">
                <DownloadButton
                  download={download}
                  what={`${DOCUMENT_TITLES[doc.kind]} ${doc.number} (PDF)`}
                  save={() => downloadDocument(side, doc.id, doc.number, 'pdf')}
                >
                  PDF<span className="visually-hidden"> of {doc.number}</span>
                </DownloadButton>
                {hasUbl(doc.kind) && (
                  <DownloadButton
                    download={download}
                    what={`${DOCUMENT_TITLES[doc.kind]} ${doc.number} (UBL)`}
                    save={() => downloadDocument(side, doc.id, doc.number, 'ubl')}
                  >
                    UBL XML<span className="visually-hidden"> of {doc.number}</span>
                  </DownloadButton>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {download.problem && (
        <p className="field-error" role="alert">
          {download.problem}
        </p>
      )}
      <p className="small">
        <a href={`/${side === 'buyer' ? 'procurement' : 'storefront'}/documents?order=${encodeURIComponent(order.id)}`}>All documents</a>
      </p>
    </section>
  );
}
