/**
 * The audit log: every operator action, newest first (who, what, on which item, when, why), each
 * with its before and after to open. One item's history is the log filtered by its id, which
 * the queues' "History" links and the subject buttons here set in the address.
 */
import { useEffect, useState } from 'react';
import type { AuditEntry } from '../../../../contracts/operations.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { auditKey, loadAudit } from './api.ts';
import type { OperationsView } from './url-view.ts';

/** A state as operators read it: indented JSON, or a dash when there was none (a first action). */
const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

const VERBS: Record<string, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  close: 'Answered and closed',
  sourcing: 'Answered, sourcing',
  // Financing's steps: "financing.offer" → "Offered financing".
  review: 'Started reviewing',
  offer: 'Offered',
  decline: 'Declined',
  disburse: 'Disbursed',
};

/** The gateway's name of an action, readable: "verification.reject" → "Rejected verification". */
function actionWords(action: string): string {
  const dot = action.lastIndexOf('.');
  const [subject, verb] = dot > 0 ? [action.slice(0, dot), action.slice(dot + 1)] : ['', action];
  const done = VERBS[verb];
  return done ? `${done} ${subject.replace(/[-_]+/g, ' ')}`.trim() : action.replace(/[._-]+/g, ' ');
}

function Changes({ entry }: { entry: AuditEntry }) {
  return (
    <details className="audit-changes">
      <summary>Before and after</summary>
      <div className="audit-diff">
        {(['before', 'after'] as const).map((side) => (
          <div key={side}>
            <h3>{side === 'before' ? 'Before' : 'After'}</h3>
            <pre>{json(entry[side])}</pre>
          </div>
        ))}
      </div>
    </details>
  );
}

function columns(dateTime: (iso: string) => string, filter: (subjectId: string) => void): TableColumn<AuditEntry>[] {
  return [
    { id: 'action', header: 'Action', rowHeader: true, className: 'audit-action', cell: (e) => actionWords(e.action) },
    { id: 'when', header: 'When', className: 'nowrap', cell: (e) => <time dateTime={e.at}>{dateTime(e.at)}</time> },
    {
      id: 'operator',
      header: 'Operator',
      className: 'audit-operator',
      cell: (e) => (
        <>
          {e.operator.name}
          <span className="muted small audit-email">{e.operator.email}</span>
        </>
      ),
    },
    {
      id: 'subject',
      header: 'Subject',
      cell: (e) => (
        <>
          <span className="muted small">{e.subjectType}</span>{' '}
          <button type="button" className="link-button small audit-subject" onClick={() => filter(e.subjectId)}>
            <span className="visually-hidden">Only the history of </span>
            {e.subjectId}
          </button>
        </>
      ),
    },
    { id: 'reason', header: 'Reason', cell: (e) => e.reason ?? <span className="muted">—</span> },
    { id: 'changes', header: 'Changes', className: 'audit-changes-cell', cell: (e) => <Changes entry={e} /> },
  ];
}

export function AuditPanel({ view, go }: { view: OperationsView; go: (changes: Partial<OperationsView>) => void }) {
  const { dateTime } = useAccountDates();
  const log = useQuery(auditKey(view.page, view.subject), (signal) => loadAudit(view.page, view.subject, signal));
  const [subject, setSubject] = useState(view.subject ?? '');
  useEffect(() => setSubject(view.subject ?? ''), [view.subject]);
  const page = log.data;

  return (
    <div className="audit-panel" aria-busy={log.loading}>
      <form
        className="audit-filter"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          go({ subject: subject.trim() || null, page: 1 });
        }}
      >
        <Field id="audit-subject" label="Item id" hint="Of a verification, bank account, payout, product request or financing request.">
          {(control) => (
            <div className="audit-filter-row">
              <input {...control} className="input" type="search" value={subject} onChange={(event) => setSubject(event.target.value)} />
              <button type="submit" className="button compact">
                Show its history
              </button>
            </div>
          )}
        </Field>
        {view.subject && (
          <button type="button" className="link-button small" onClick={() => go({ subject: null, page: 1 })}>
            Show every action
          </button>
        )}
      </form>
      <QueryStatus query={log} what="the audit log" />
      {page && page.data.length === 0 && (
        <div className="card empty-state">
          <h2>{view.subject ? 'No action on this item yet' : 'No operator action yet'}</h2>
          <p className="muted">Every approval, rejection and answer is written here, with who took it and why.</p>
        </div>
      )}
      {page && page.data.length > 0 && (
        <>
          <p className="muted small" role="status">
            {formatNumber(page.totalRecords)} {page.totalRecords === 1 ? 'action' : 'actions'}
            {view.subject ? ` on ${view.subject}` : ''}, newest first
          </p>
          <div className="table-frame">
            <Table
              caption="Operator actions, newest first"
              columns={columns(dateTime, (subjectId) => go({ subject: subjectId, page: 1 }))}
              rows={page.data}
              rowKey={(e) => String(e.id)}
              className="audit-table"
            />
          </div>
          <Pager label="Pages of the audit log" page={page.pageNumber} totalPages={page.totalPages} onPage={(n) => go({ page: n })} />
        </>
      )}
    </div>
  );
}
