/** A page of one kind of request, filtered by status, each leading to the request in full. */
import { useEffect } from 'react';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { listRequests, PAGE_SIZE, requestKeys, type ListQuery, type RequestKindName, type Side } from './api.ts';
import { KINDS } from './kinds.ts';
import { RequestItem } from './RequestItem.tsx';
import { focusReturnLink } from './use-request-focus.ts';
import type { RequestsView } from './url-view.ts';

interface Props {
  kind: RequestKindName;
  side: Side;
  view: RequestsView;
  go: (changes: Partial<RequestsView>) => void;
  href: (changes: Partial<RequestsView>) => string;
  /** The request the reader came back from: its link takes the keyboard once the list shows. */
  returnTo: string | null;
  onReturned: () => void;
}

export function RequestList({ kind, side, view, go, href, returnTo, onReturned }: Props) {
  const config = KINDS[kind];
  const query: ListQuery = { PageNumber: view.page, PageSize: PAGE_SIZE, ...(view.status ? { Status: view.status } : {}) };
  const list = useQuery(requestKeys.list(kind, side, query), (signal) => listRequests(kind, side, query, signal));
  const page = list.data;
  const statusId = `request-status-${kind}`;

  const settled = page !== undefined || list.error !== null;
  useEffect(() => {
    if (!returnTo || !settled) return;
    focusReturnLink(returnTo);
    onReturned();
  }, [returnTo, settled, onReturned]);

  return (
    <div className="request-list-area" aria-busy={list.loading}>
      <div className="request-filter">
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          className="input compact"
          value={view.status ?? ''}
          onChange={(e) => go({ status: e.target.value || null, page: 1 })}
        >
          <option value="">All</option>
          {Object.entries(config.statuses).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <p className="visually-hidden" role="status">
        {page && !list.loading ? `${page.totalRecords} found.` : ''}
      </p>
      <QueryStatus query={list} what={`the ${config.label.toLowerCase()}`} />
      {page && page.data.length === 0 && (
        <div className="card notice-block empty-list">
          {view.status ? (
            <>
              <h2>Nothing here with this status</h2>
              <p>
                <a href={href({ status: null, page: 1 })}>Show all</a>
              </p>
            </>
          ) : side === 'buyer' ? (
            <>
              <h2>No {config.label.toLowerCase()} yet</h2>
              <p className="muted">
                Ask a supplier from any product page: the request links are under the price. Your requests and their answers show here.
              </p>
            </>
          ) : (
            <>
              <h2>No {config.label.toLowerCase()} yet</h2>
              <p className="muted">When a buyer asks about one of your products, the request shows here for you to answer.</p>
            </>
          )}
        </div>
      )}
      {page && page.data.length > 0 && (
        <>
          <ul className="item-list request-items">
            {page.data.map((request) => (
              <RequestItem key={request.id} kind={kind} side={side} request={request} href={href({ id: request.id })} />
            ))}
          </ul>
          <Pager
            label={`Pages of ${config.label.toLowerCase()}`}
            page={page.pageNumber}
            totalPages={page.totalPages}
            onPage={(n) => go({ page: n })}
          />
        </>
      )}
    </div>
  );
}
