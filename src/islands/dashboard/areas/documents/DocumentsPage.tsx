/**
 * Documents (buyer: /procurement/documents, seller: /storefront/documents): the tax invoices,
 * receipts, credit notes, dangerous goods transport documents (and, for a seller, commission
 * invoices) of the side's orders, newest first, filtered by kind, period, order or number in the
 * address; each downloads as PDF (and UBL XML for invoices and credit notes), and a period's
 * documents as one ZIP. The gateway makes every file.
 */
import { useEffect, useState } from 'react';
import { DOCUMENT_TITLES, type DocumentKind, documentKinds } from '../../../../contracts/document-kinds.ts';
import { type DocumentSide, downloadDocumentsZip } from '../../../shared/commerce/trade-documents.ts';
import { formatIsoDate, isIsoDate } from '../../../shared/data/iso-date.ts';
import { pageParam, type UrlView, useUrlState } from '../../../shared/data/use-url-state.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { areaStyles } from '../../../shared/ui/area-styles.ts';
import { DateFilter } from '../../../shared/ui/DateFilter.tsx';
import { DownloadButton, useDownload } from '../../../shared/ui/DownloadButtons.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { type DocumentsFilter, documentsKey, fetchDocuments } from './api.ts';
import documentsStyles from './documents.css?url';
import { DocumentsTable } from './DocumentsTable.tsx';

await areaStyles(documentsStyles);

const day = (value: string | null) => (isIsoDate(value) ? value : null);

const urlView: UrlView<DocumentsFilter & Record<string, string | number | null>> = {
  read: (params) => ({
    kind: (documentKinds as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as DocumentKind) : null,
    from: day(params.get('from')),
    to: day(params.get('to')),
    order: params.get('order')?.slice(0, 100) || null,
    search: params.get('search')?.trim().slice(0, 100) || null,
    page: pageParam(params),
  }),
  defaults: { kind: null, from: null, to: null, order: null, search: null, page: 1 },
};

/** The export's period when the filters name none: this month so far. */
function thisMonth(): { from: string; to: string } {
  const today = new Date();
  return { from: formatIsoDate(new Date(today.getFullYear(), today.getMonth(), 1)), to: formatIsoDate(today) };
}

export function DocumentsPage({ title, side, path }: { title: string; side: DocumentSide; path: string }) {
  const { view, go } = useUrlState(path, urlView);
  const filter = view as DocumentsFilter;
  const list = useQuery(documentsKey(side, filter), (signal) => fetchDocuments(side, filter, signal));
  const download = useDownload();
  const [search, setSearch] = useState(filter.search ?? '');
  useEffect(() => setSearch(filter.search ?? ''), [filter.search]);
  const filtered = Boolean(filter.kind || filter.from || filter.to || filter.order || filter.search);
  const period = filter.from && filter.to ? { from: filter.from, to: filter.to } : thisMonth();
  const kinds = side === 'buyer' ? documentKinds.filter((k) => k !== 'commission-invoice') : documentKinds;

  return (
    <section className="documents-area" aria-labelledby="area-title">
      <div className="documents-head">
        <div>
          <h1 id="area-title">{title}</h1>
          <p className="muted small">
            {side === 'buyer'
              ? 'Tax invoices, receipts and credit notes of your orders, as PDF and UBL XML for your books, and the transport documents of dangerous goods shipped to you.'
              : 'The tax invoices, receipts, credit notes and dangerous goods transport documents you issued, and the marketplace’s commission invoices to you.'}
          </p>
        </div>
        <div className="documents-export">
          <DownloadButton
            download={download}
            what="The ZIP of the period"
            save={() => downloadDocumentsZip(side, period.from, period.to, filter.kind)}
          >
            Export ZIP · {period.from} to {period.to}
          </DownloadButton>
        </div>
      </div>
      <FormMessage error={download.problem} />
      <form
        className="card documents-filters"
        role="search"
        aria-label="Filter documents"
        onSubmit={(event) => {
          event.preventDefault();
          go({ search: search.trim() || null, page: 1 });
        }}
      >
        <div className="field">
          <label htmlFor="documents-kind">Kind</label>
          <select
            id="documents-kind"
            className="input"
            value={filter.kind ?? ''}
            onChange={(e) => go({ kind: (e.target.value || null) as DocumentKind | null, page: 1 })}
          >
            <option value="">All kinds</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {DOCUMENT_TITLES[k]}
              </option>
            ))}
          </select>
        </div>
        <DateFilter id="documents-from" label="From" value={filter.from} onApply={(from) => go({ from, page: 1 })} />
        <DateFilter id="documents-to" label="To" value={filter.to} onApply={(to) => go({ to, page: 1 })} />
        <div className="field">
          <label htmlFor="documents-search">Document or order number</label>
          <input
            id="documents-search"
            className="input"
            type="search"
            placeholder="MC-100042"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="field">
          <button type="submit" className="button compact">
            Search
          </button>{' '}
          {filtered && (
            <button type="button" className="link-button small" onClick={() => go(urlView.defaults)}>
              Clear the filters
            </button>
          )}
        </div>
      </form>
      {list.data ? (
        list.data.data.length ? (
          <div aria-busy={list.loading}>
            <p className="small muted" role="status">
              {list.data.totalRecords} {list.data.totalRecords === 1 ? 'document' : 'documents'}
              {filtered ? ' match' : ''}
            </p>
            <DocumentsTable rows={list.data.data} side={side} download={download} />
            <Pager label="Documents pages" page={list.data.pageNumber} totalPages={list.data.totalPages} onPage={(page) => go({ page })} />
          </div>
        ) : (
          <div className="card empty-note">
            {filtered ? (
              <p>No document matches these filters.</p>
            ) : (
              <p>
                No documents yet. {side === 'buyer' ? 'The tax invoice of an order' : 'Your tax invoice for an order'} is issued when it is
                paid; receipts, credit notes{side === 'seller' ? ' and commission invoices' : ''} follow as the order goes on.
              </p>
            )}
          </div>
        )
      ) : (
        <QueryStatus query={list} what="your documents" />
      )}
    </section>
  );
}
