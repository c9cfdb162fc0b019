/**
 * /operations: the platform operators' console (DESIGN.md "Background work"). The header counts
 * what waits in each queue and says whether the ledger balances; the tabs hold the five review
 * queues, the ledger and the audit log. Operators approve, reject, answer and offer financing; money
 * moves only as the ledger's transfers that follow a decision (a payout approved, financing
 * disbursed), never by hand, and every action they take is in the audit log.
 */
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { loadSummary, summaryKey, waitingIn } from './api.ts';
import { AuditPanel } from './AuditPanel.tsx';
import { LedgerPanel } from './LedgerPanel.tsx';
import { QueuePanel } from './QueuePanel.tsx';
import { Summary } from './Summary.tsx';
import { isQueue, OPERATIONS_PATH, operationsView, TAB_LABEL, TABS, tabView } from './url-view.ts';
import { useTabInView } from './use-tab-in-view.ts';
import operationsStyles from './operations.css?url';
import claimsStyles from '../../../shared/commerce/claims.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

// The claims tab shares the claims pages' badges and refund fields.
await areaStyles(operationsStyles, claimsStyles);

export default function OperationsArea({ title }: { title: string; params: Record<string, string> }) {
  const { view, go, href } = useUrlState(OPERATIONS_PATH, operationsView);
  const summary = useQuery(summaryKey(), loadSummary);
  const queues = summary.data?.queues;
  const tabs = TABS.map((tab) => ({
    value: tab,
    label: TAB_LABEL[tab],
    count: isQueue(tab) && queues ? waitingIn(queues, tab) : undefined,
  }));
  useTabInView(`operations-tab-${view.tab}`, queues);
  const historyHref = (id: string) => href({ tab: 'audit', state: 'waiting', page: 1, subject: id });

  return (
    <section className="operations-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" tabIndex={-1}>
          {title}
        </h1>
        <p className="muted operations-lede">Review what the automatic checks could not decide. Every decision is kept in the audit log.</p>
      </div>
      <Summary summary={summary} queueHref={(queue) => href(tabView(queue))} />
      <Tabs
        label="Operations"
        tabs={tabs}
        value={view.tab}
        onChange={(tab) => go(tabView(tab))}
        idPrefix="operations"
        panelClassName="operations-panel"
      >
        {isQueue(view.tab) ? (
          <QueuePanel key={view.tab} queue={view.tab} view={view} go={go} historyHref={historyHref} />
        ) : view.tab === 'ledger' ? (
          <LedgerPanel />
        ) : (
          <AuditPanel view={view} go={go} />
        )}
      </Tabs>
    </section>
  );
}
