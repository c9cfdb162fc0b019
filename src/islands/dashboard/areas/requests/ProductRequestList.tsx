/** The buyer's product requests ("we could not find it"), newest first; `?id=` marks the one just sent. */
import type { ProductRequest } from '../../../../contracts/requests.ts';
import { countryName } from '../../../../contracts/format.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { listProductRequests, PAGE_SIZE, requestKeys, type ListQuery } from './api.ts';
import type { RequestsView } from './url-view.ts';

const STATUS: Record<ProductRequest['status'], string> = { open: 'Received', sourcing: 'Looking for suppliers', closed: 'Closed' };

export function ProductRequestList({ view, go }: { view: RequestsView; go: (changes: Partial<RequestsView>) => void }) {
  const { date } = useAccountDates();
  const query: ListQuery = { PageNumber: view.page, PageSize: PAGE_SIZE };
  const list = useQuery(requestKeys.productRequests(query), (signal) => listProductRequests(query, signal));
  const page = list.data;
  return (
    <div className="request-list-area" aria-busy={list.loading}>
      <p>
        <a className="button secondary" href="/request-product">
          Request a product
        </a>
      </p>
      <QueryStatus query={list} what="your product requests" />
      {page && page.data.length === 0 && (
        <div className="card notice-block empty-list">
          <h2>No product requests yet</h2>
          <p className="muted">
            Cannot find a product in the catalog? <a href="/request-product">Tell us what you need</a> and we will look for suppliers.
          </p>
        </div>
      )}
      {page && page.data.length > 0 && (
        <>
          <ul className="item-list request-items">
            {page.data.map((request) => (
              <li
                key={request.id}
                id={`product-request-${request.id}`}
                className={`card${view.id === request.id ? ' request-highlight' : ''}`}
              >
                <div className="item-main">
                  <h2 className="item-title">
                    {request.productName}
                    {request.casNumber && <span className="muted small"> · CAS {request.casNumber}</span>}
                  </h2>
                  <p className="item-body">
                    {request.quantity}, delivered to {countryName(request.deliveryCountry)}
                  </p>
                  {request.details && <p className="item-body request-text">{request.details}</p>}
                  <p className="muted small item-meta">Sent {date(request.createdAt)}</p>
                </div>
                <span className={`badge ${request.status === 'closed' ? '' : 'info'}`}>{STATUS[request.status]}</span>
              </li>
            ))}
          </ul>
          <Pager label="Pages of product requests" page={page.pageNumber} totalPages={page.totalPages} onPage={(n) => go({ page: n })} />
        </>
      )}
    </div>
  );
}
