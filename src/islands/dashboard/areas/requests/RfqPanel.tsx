/**
 * The "Requests for quotation" tab, both sides: the list (the buyer's with "New request for
 * quotation") or, with `?id=`, the request in full (RfqDetail).
 */
import { useState } from 'react';
import { dayName } from '../../../../contracts/market-days.ts';
import type { Rfq } from '../../../../contracts/rfq.ts';
import { toast } from '../../../../lib/toast.ts';
import { invalidate, useQuery } from '../../../shared/data/use-query.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import type { Side } from './api.ts';
import { RfqDetail } from './RfqDetail.tsx';
import { RfqForm } from './RfqForm.tsx';
import { listRfqs, rfqKeys } from './rfq-api.ts';
import type { RequestsView } from './url-view.ts';

export const RFQ_STATUS: Record<string, { label: string; tone: string }> = {
  open: { label: 'Open', tone: 'info' },
  closed: { label: 'Closed', tone: 'warning' },
  awarded: { label: 'Awarded', tone: 'success' },
  cancelled: { label: 'Withdrawn', tone: 'neutral' },
  invited: { label: 'Awaiting your offer', tone: 'info' },
  offered: { label: 'Offer sent', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  'not-awarded': { label: 'Not awarded', tone: 'neutral' },
};

export const RfqBadge = ({ status }: { status: string }) => (
  <span className={`badge ${RFQ_STATUS[status]?.tone ?? 'neutral'}`}>{RFQ_STATUS[status]?.label ?? status}</span>
);

interface Props {
  side: Side;
  view: RequestsView;
  go: (changes: Partial<RequestsView>) => void;
  href: (changes: Partial<RequestsView>) => string;
}

function summary(rfq: Rfq, side: Side): string {
  const lines = rfq.lines.length === 1 ? rfq.lines[0]!.name : `${rfq.lines.length} lines`;
  const offers = rfq.recipients.filter((r) => r.status === 'offered' || r.status === 'awarded' || r.status === 'not-awarded').length;
  const who =
    side === 'buyer' ? `${offers} of ${rfq.recipients.length} storefronts offered` : `From ${rfq.buyer.companyName ?? rfq.buyer.name}`;
  return `${lines} · ${rfq.incoterm} ${rfq.deliveryPlace} · ${who}`;
}

export function RfqPanel({ side, view, go, href }: Props) {
  const [creating, setCreating] = useState(false);
  const list = useQuery(view.id ? null : rfqKeys.list(side, view.page, view.status), (signal) =>
    listRfqs(side, view.page, view.status, signal),
  );
  if (view.id) return <RfqDetail key={view.id} side={side} id={view.id} backHref={href({ id: null })} />;
  const page = list.data;
  return (
    <div className="request-list-area" aria-busy={list.loading}>
      <div className="request-filter rfq-toolbar">
        <label htmlFor="rfq-status">Status</label>
        <select
          id="rfq-status"
          className="input compact"
          value={view.status ?? ''}
          onChange={(e) => go({ status: e.target.value || null, page: 1 })}
        >
          <option value="">All</option>
          {['open', 'closed', 'awarded', 'cancelled'].map((s) => (
            <option key={s} value={s}>
              {RFQ_STATUS[s]!.label}
            </option>
          ))}
        </select>
        {side === 'buyer' && (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            New request for quotation
          </button>
        )}
      </div>
      {creating && (
        <RfqForm
          onClose={() => setCreating(false)}
          onSent={(rfq, message) => {
            setCreating(false);
            toast(message);
            invalidate('requests.rfq');
            go({ id: rfq.id });
          }}
        />
      )}
      <QueryStatus query={list} what="the requests for quotation" />
      {page && page.data.length === 0 && (
        <div className="card notice-block empty-list">
          <h2>No requests for quotation yet</h2>
          <p className="muted">
            {side === 'buyer'
              ? 'Send one request to several suppliers, compare their offers side by side and award all of it or line by line.'
              : 'When a buyer asks your storefront for prices, with other suppliers or alone, the request shows here for your offer.'}
          </p>
        </div>
      )}
      {page && page.data.length > 0 && (
        <>
          <ul className="item-list request-items">
            {page.data.map((rfq) => (
              <li key={rfq.id} className="card">
                <div className="item-main">
                  <h2 className="item-title">
                    <a id={`request-link-${rfq.id}`} href={href({ id: rfq.id })}>
                      {rfq.title}
                    </a>
                  </h2>
                  <p className="item-body">{summary(rfq, side)}</p>
                  <p className="muted small item-meta">
                    {rfq.status === 'open' ? 'Closes' : 'Closed'} {dayName(rfq.closesAt.slice(0, 10))}
                    {rfq.sealed ? ' · sealed' : ''}
                  </p>
                </div>
                <RfqBadge status={side === 'seller' && rfq.status === 'open' ? (rfq.recipients[0]?.status ?? 'open') : rfq.status} />
              </li>
            ))}
          </ul>
          <Pager
            label="Pages of requests for quotation"
            page={page.pageNumber}
            totalPages={page.totalPages}
            onPage={(n) => go({ page: n })}
          />
        </>
      )}
    </div>
  );
}
