/**
 * One review queue: waiting or decided items (the switch and the page live in the address), one
 * card each, the line that confirms the last decision, an empty state, and the pager.
 */
import { type ComponentType, useEffect, useId, useState } from 'react';
import { formatNumber } from '../../../../contracts/format.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { loadQueue, type Queue, type QueueItems, queueKey } from './api.ts';
import { BeneficiaryItem } from './BeneficiaryItem.tsx';
import { ClaimItem } from './ClaimItem.tsx';
import type { DecisionNews, NewsTarget } from './decision-news.ts';
import { FinancingItem } from './FinancingItem.tsx';
import { MessageReportItem } from './MessageReportItem.tsx';
import { PayoutItem } from './PayoutItem.tsx';
import { ProductRequestItem } from './ProductRequestItem.tsx';
import { StateSwitch } from './StateSwitch.tsx';
import type { OperationsView } from './url-view.ts';
import { VerificationItem } from './VerificationItem.tsx';

interface ItemProps<T> {
  item: T;
  news: NewsTarget;
  historyHref: string;
}

interface QueueText<Q extends Queue> {
  /** What the list holds, for "Loading …" and "Could not load …". */
  what: string;
  /** Why the waiting list is empty, and what lands in it. */
  nothingWaiting: string;
  Item: ComponentType<ItemProps<QueueItems[Q]>>;
  /** The second list, when it is not "decided" (claims list every claim). */
  other?: { label: string; empty: string; emptyTitle: string; count: string };
}

const QUEUES: { [Q in Queue]: QueueText<Q> } = {
  verifications: {
    what: 'the verifications',
    nothingWaiting: 'Verifications land here when the automatic checks cannot decide: a name or a registration that does not match.',
    Item: VerificationItem,
  },
  beneficiaries: {
    what: 'the bank accounts',
    nothingWaiting: "Bank accounts land here when the name the bank gives does not match the wallet's verified name.",
    Item: BeneficiaryItem,
  },
  payouts: {
    what: 'the payouts',
    nothingWaiting: 'Payouts above the approval threshold land here before any money leaves.',
    Item: PayoutItem,
  },
  'product-requests': {
    what: 'the product requests',
    nothingWaiting: 'Buyers’ requests for products the catalog does not list land here.',
    Item: ProductRequestItem,
  },
  financing: {
    what: 'the financing requests',
    nothingWaiting:
      'Financing requests land here when a company submits one, and again once an accepted import or manufacturing offer waits to be disbursed.',
    Item: FinancingItem,
  },
  'message-reports': {
    what: 'the reported messages',
    nothingWaiting: 'Messages land here when someone in a conversation reports one written by the other side.',
    Item: MessageReportItem,
  },
  claims: {
    what: 'the claims',
    nothingWaiting:
      'Claims land here when the seller has not settled them by their respond-by date. You may join any open claim’s conversation from the list of all claims.',
    Item: ClaimItem,
    other: { label: 'All claims', emptyTitle: 'No claims yet', empty: 'Every claim buyers open shows here.', count: 'in all' },
  },
};

interface QueuePanelProps<Q extends Queue> {
  queue: Q;
  view: OperationsView;
  go: (changes: Partial<OperationsView>) => void;
  /** The audit log filtered to one item. */
  historyHref: (id: string) => string;
}

export function QueuePanel<Q extends Queue>({ queue, view, go, historyHref }: QueuePanelProps<Q>) {
  const { what, nothingWaiting, Item, other } = QUEUES[queue] as QueueText<Q>;
  const list = useQuery(queueKey(queue, view.state, view.page), (signal) => loadQueue(queue, view.state, view.page, signal));
  const newsId = useId();
  const [news, setNews] = useState<DecisionNews | null>(null);
  // News belongs to the list it was given on; another page or state starts without it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view's parts are the trigger
  useEffect(() => setNews(null), [view.state, view.page]);
  const target: NewsTarget = { announce: setNews, elementId: newsId };
  const page = list.data;

  return (
    <div className="queue-panel" aria-busy={list.loading}>
      <div className="queue-tools">
        <StateSwitch state={view.state} onChange={(state) => go({ state, page: 1 })} otherLabel={other?.label} />
        {page && page.totalRecords > 0 && (
          <p className="muted small">
            {formatNumber(page.totalRecords)} {view.state === 'decided' && other ? other.count : view.state}
          </p>
        )}
      </div>
      {/* Always there, so screen readers hear what changes in it; the keyboard lands here after a decision. */}
      <div id={newsId} tabIndex={-1} role="status" className="queue-news-anchor">
        {news && <p className={news.conflict ? 'queue-news conflict' : 'queue-news'}>{news.text}</p>}
      </div>
      <QueryStatus query={list} what={what} />
      {page && page.data.length === 0 && (
        <div className="card empty-state">
          <h2>{view.state === 'waiting' ? 'Nothing waiting' : (other?.emptyTitle ?? 'Nothing decided yet')}</h2>
          <p className="muted">
            {view.state === 'waiting' ? nothingWaiting : (other?.empty ?? 'Items operators approved or rejected show here.')}
          </p>
        </div>
      )}
      {page && page.data.length > 0 && (
        <>
          <ul className="review-list">
            {page.data.map((item) => (
              <li key={item.id}>
                <Item item={item} news={target} historyHref={historyHref(item.id)} />
              </li>
            ))}
          </ul>
          <Pager label={`Pages of ${what}`} page={page.pageNumber} totalPages={page.totalPages} onPage={(n) => go({ page: n })} />
        </>
      )}
    </div>
  );
}
