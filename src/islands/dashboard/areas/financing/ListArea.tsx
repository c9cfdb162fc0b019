/**
 * /financing/list (and /financing): the company's financing requests, filtered by status in the
 * address, a page at a time; with none yet, what each kind of financing is for and how to start
 * one. Starting is refused, with the reason and the way there, while the company may not ask.
 */
import { FINANCING_STATUS_LABELS, FINANCING_STATUSES, type FinancingStatus } from '../../../../contracts/financing-terms.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { eligibilityKey, loadEligibility, loadRequests, requestsKey } from './api.ts';
import { RequestsTable } from './RequestsTable.tsx';
import { LIST_PATH, LIST_VIEW } from './request-view.ts';
import { amountRange, NotEligible, StartCards } from './StartCards.tsx';
import financingStyles from './financing.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(financingStyles);

const REASON_ID = 'fin-not-eligible';

export default function ListArea({ title }: { title: string; params: Record<string, string> }) {
  const { view, go } = useUrlState(LIST_PATH, LIST_VIEW);
  const list = useQuery(requestsKey(view), (signal) => loadRequests(view, signal));
  const eligibility = useQuery(eligibilityKey(), loadEligibility);
  const none = list.data?.totalRecords === 0 && view.status === null;

  return (
    <section className="fin-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" tabIndex={-1}>
          {title}
        </h1>
        <a className="button secondary compact" href="/finance">
          Finance overview
        </a>
      </div>
      {eligibility.data && !eligibility.data.eligible && <NotEligible eligibility={eligibility.data} id={REASON_ID} />}
      {!list.data ? (
        <QueryStatus query={list} what="your financing requests" />
      ) : none ? (
        <div className="card fin-empty">
          <h2>Finance what you buy, import and make</h2>
          <p>
            Ask for financing in a few steps; our financing team reviews it and makes an offer you can accept or decline.
            {eligibility.data && ` ${amountRange(eligibility.data)}`}
          </p>
          <StartCards eligibility={eligibility.data} reasonId={REASON_ID} />
        </div>
      ) : (
        <>
          <QueryStatus query={list} what="your financing requests" />
          <div className="fin-filters" role="search" aria-label="Filter requests">
            <label htmlFor="fin-status">Status</label>
            <select
              id="fin-status"
              className="input"
              value={view.status ?? ''}
              onChange={(event) => go({ status: (event.target.value || null) as FinancingStatus | null, page: 1 })}
            >
              <option value="">All statuses</option>
              {FINANCING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {FINANCING_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
            <span className="muted small" aria-live="polite">
              {list.data.totalRecords} {list.data.totalRecords === 1 ? 'request' : 'requests'}
            </span>
          </div>
          {list.data.data.length ? (
            <RequestsTable requests={list.data.data} />
          ) : (
            <p className="card fin-none">
              No request with the status “{FINANCING_STATUS_LABELS[view.status!]}”.{' '}
              <button type="button" className="link-button" onClick={() => go({ status: null, page: 1 })}>
                Show all requests
              </button>
            </p>
          )}
          <Pager label="Pages of requests" page={view.page} totalPages={list.data.totalPages} onPage={(page) => go({ page })} />
          <section className="fin-start" aria-labelledby="fin-start-title">
            <h2 id="fin-start-title">Start a new request</h2>
            <StartCards eligibility={eligibility.data} reasonId={REASON_ID} />
          </section>
        </>
      )}
    </section>
  );
}
