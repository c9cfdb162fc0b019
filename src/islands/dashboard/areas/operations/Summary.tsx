/**
 * The console's header: how many items wait in each queue (each opens its tab) and the ledger's
 * check. It is loaded again after every decision, so the counts follow the operator's work.
 */
import type { OperationsSummary } from '../../../../contracts/operations.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import type { Query } from '../../../shared/data/use-query.ts';
import { type Queue, waitingIn } from './api.ts';
import { LedgerStatus } from './LedgerStatus.tsx';
import { isQueue, TAB_LABEL, TABS } from './url-view.ts';

/** The review queues, in the tabs' order; claims waiting are counted on their tab. */
const QUEUES: readonly Queue[] = TABS.filter(isQueue).filter((queue) => queue !== 'claims');

export function Summary({ summary, queueHref }: { summary: Query<OperationsSummary>; queueHref: (queue: Queue) => string }) {
  const data = summary.data;
  if (!data) return <QueryStatus query={summary} what="the queues and the ledger check" />;
  return (
    <div className="operations-summary" aria-busy={summary.loading}>
      <QueryStatus query={summary} what="the queues and the ledger check" />
      <ul className="queue-counts" aria-label="Waiting for a decision">
        {QUEUES.map((queue) => {
          const waiting = waitingIn(data.queues, queue);
          return (
            <li key={queue}>
              <a className={`card queue-count${waiting ? ' waiting' : ''}`} href={queueHref(queue)}>
                <span className="queue-count-value">{formatNumber(waiting)}</span>
                <span className="queue-count-label">
                  {TAB_LABEL[queue]}
                  <span className="visually-hidden"> waiting</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <LedgerStatus check={data.ledger} />
    </div>
  );
}
