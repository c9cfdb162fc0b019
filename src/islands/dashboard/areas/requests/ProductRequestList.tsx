/** The buyer's product requests ("we could not find it"), newest first. */
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { ProductRequest } from '../../../../contracts/requests.ts';
import { countryName } from '../../../../contracts/format.ts';
import { useAccountDates } from '../../../shared/use-account-dates.ts';
import { Pager } from './Pager.tsx';
import { useGateway } from './use-gateway.ts';
import type { RequestsView } from './use-requests-url.ts';

const STATUS: Record<ProductRequest['status'], string> = { open: 'Received', sourcing: 'Looking for suppliers', closed: 'Closed' };

export function ProductRequestList({ view, go }: { view: RequestsView; go: (changes: Partial<RequestsView>) => void }) {
  const { date } = useAccountDates();
  const { state, reload } = useGateway('/v1/productrequest/get-all', { PageNumber: view.page, PageSize: 10 }, (answer: PagedEnvelope<ProductRequest>) => answer);
  const page = state.status === 'done' ? state.value : state.last;
  return (
    <div className="request-list-area" aria-busy={state.status === 'loading'}>
      <p><a className="button secondary" href="/request-product">Request a product</a></p>
      {state.status === 'error' && (
        <div className="card notice-block" role="alert">
          <p>We could not load your product requests: {state.message}</p>
          <button type="button" className="button secondary" onClick={reload}>Try again</button>
        </div>
      )}
      {!page && state.status === 'loading' && <div className="card notice-block">Loading…</div>}
      {page && page.data.length === 0 && (
        <div className="card notice-block empty-list">
          <h2>No product requests yet</h2>
          <p className="muted">Cannot find a product in the catalog? <a href="/request-product">Tell us what you need</a> and we will look for suppliers.</p>
        </div>
      )}
      {page && page.data.length > 0 && (
        <>
          <ul className="item-list request-items">
            {page.data.map((request) => (
              <li key={request.id} id={`product-request-${request.id}`} className={`card${view.id === request.id ? ' request-highlight' : ''}`}>
                <div className="item-main">
                  <h2 className="item-title">{request.productName}{request.casNumber && <span className="muted small"> · CAS {request.casNumber}</span>}</h2>
                  <p className="item-body">{request.quantity}, delivered to {countryName(request.deliveryCountry)}</p>
                  {request.details && <p className="item-body request-text">{request.details}</p>}
                  <p className="muted small item-meta">Sent {date(request.createdAt)}</p>
                </div>
                <span className={`badge ${request.status === 'closed' ? '' : 'info'}`}>{STATUS[request.status]}</span>
              </li>
            ))}
          </ul>
          <Pager label="Pages of product requests" page={page} onPage={(n) => go({ page: n })} />
        </>
      )}
    </div>
  );
}
