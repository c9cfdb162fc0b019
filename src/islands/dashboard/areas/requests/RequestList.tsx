/** A page of one kind of request, filtered by status, each leading to the request in full. */
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';
import { dayName, type DocumentRequest, type Quote, type SampleRequest } from '../../../../contracts/requests.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/use-account-dates.ts';
import { KINDS, type AnyRequest, type RequestKindName, type Side } from './kinds.ts';
import { StatusBadge } from './RequestDetail.tsx';
import { Pager } from './Pager.tsx';
import type { Loaded } from './use-gateway.ts';
import type { RequestsView } from './use-requests-url.ts';

interface Props {
  kind: RequestKindName;
  side: Side;
  view: RequestsView;
  list: Loaded<PagedEnvelope<AnyRequest>>;
  go: (changes: Partial<RequestsView>) => void;
  href: (changes: Partial<RequestsView>) => string;
  retry: () => void;
}

/** The line under a request's title: what was asked and, once answered, the answer. */
function summary(kind: RequestKindName, request: AnyRequest): string {
  if (kind === 'quotes') {
    const q = request as Quote;
    const asked = `${q.quantity} × ${q.package.label} · ${q.incoterm} ${q.deliveryPlace} · needed by ${dayName(q.neededBy)}`;
    return q.quotedUnitPriceMinor === null ? asked : `${asked} · quoted ${formatMoney(q.quotedUnitPriceMinor, q.currency)} a package, until ${dayName(q.validUntil!)}`;
  }
  if (kind === 'samples') return `Sample of ${(request as SampleRequest).quantity}`;
  return `${(request as DocumentRequest).kind}${(request as DocumentRequest).fileUrl ? ' · ready to download' : ''}`;
}

export function RequestList({ kind, side, view, list, go, href, retry }: Props) {
  const { date } = useAccountDates();
  const config = KINDS[kind];
  const page = list.status === 'done' ? list.value : list.last;
  const statusId = `request-status-${kind}`;
  return (
    <div className="request-list-area" aria-busy={list.status === 'loading'}>
      <div className="request-filter">
        <label htmlFor={statusId}>Status</label>
        <select id={statusId} className="input compact" value={view.status ?? ''} onChange={(e) => go({ status: e.target.value || null, page: 1 })}>
          <option value="">All</option>
          {Object.entries(config.statuses).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </div>
      <p className="visually-hidden" role="status">{list.status === 'done' ? `${list.value.totalRecords} found.` : ''}</p>
      {list.status === 'error' && (
        <div className="card notice-block" role="alert">
          <p>We could not load the {config.label.toLowerCase()}: {list.message}</p>
          {list.code !== 403 && <button type="button" className="button secondary" onClick={retry}>Try again</button>}
        </div>
      )}
      {!page && list.status === 'loading' && <div className="card notice-block">Loading…</div>}
      {page && page.data.length === 0 && (
        <div className="card notice-block empty-list">
          {view.status ? (
            <><h2>Nothing here with this status</h2><p><a href={href({ status: null, page: 1 })}>Show all</a></p></>
          ) : side === 'buyer' ? (
            <><h2>No {config.label.toLowerCase()} yet</h2><p className="muted">Ask a supplier from any product page: the request links are under the price. Your requests and their answers show here.</p></>
          ) : (
            <><h2>No {config.label.toLowerCase()} yet</h2><p className="muted">When a buyer asks about one of your products, the request shows here for you to answer.</p></>
          )}
        </div>
      )}
      {page && page.data.length > 0 && (
        <>
          <ul className="item-list request-items">
            {page.data.map((request) => (
              <li key={request.id} className="card">
                <div className="item-main">
                  <h2 className="item-title">
                    <a id={`request-link-${request.id}`} href={href({ id: request.id })}>{request.product.name}</a>
                  </h2>
                  <p className="item-body">{summary(kind, request)}</p>
                  <p className="muted small item-meta">
                    {side === 'seller' ? `From ${request.buyer.companyName ?? request.buyer.name}` : `To ${request.supplier.name}`} · {date(request.createdAt)}
                  </p>
                </div>
                <StatusBadge kind={kind} status={request.status} expired={kind === 'quotes' && (request as Quote).expired} />
              </li>
            ))}
          </ul>
          <Pager label={`Pages of ${config.label.toLowerCase()}`} page={page} onPage={(n) => go({ page: n })} />
        </>
      )}
    </div>
  );
}
