/**
 * A request past its draft: where it stands and what comes next (a refusal's reason included), the
 * offer (to accept or decline while it stands), the line of an accepted procurement request, the instalments while
 * money is owed (with early repayment), what was asked, and the history.
 */
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { useState } from 'react';
import { FINANCING_OWING, FINANCING_TYPE_LABELS, type FinancingDetail } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { FinancingStatusBadge } from '../../../shared/money/FinancingBadges.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { CreditLineCard } from './CreditLineCard.tsx';
import { DocumentButtons } from '../../../shared/ui/DownloadButtons.tsx';
import { documentsOf } from '../../../shared/money/financing-documents.ts';
import { FinancingTimeline } from './FinancingTimeline.tsx';
import { InstalmentsTable } from './InstalmentsTable.tsx';
import { OfferCard } from './OfferCard.tsx';
import { RepayDialog } from './RepayDialog.tsx';
import { FactList, factGroups } from './RequestFacts.tsx';
import { LIST_PATH } from './request-view.ts';
import { downloadRequestFile } from './api.ts';

interface Props {
  request: FinancingDetail;
  onChange: (request: FinancingDetail) => void;
}

/** After a change the dialog's button may be gone: the keyboard goes to the title, and the new status is read from there. */
const focusTitle = () => requestAnimationFrame(() => document.getElementById('area-title')?.focus());

/** What a change did, in the words a toast says it. */
export type Changed = (request: FinancingDetail, said: string) => void;

export function RequestDetail({ request, onChange }: Props) {
  const { date, dateTime } = useAccountDates();
  const [repaying, setRepaying] = useState(false);
  const update: Changed = (changed, said) => {
    onChange(changed);
    toast(said);
    focusTitle();
  };
  const owing = FINANCING_OWING.includes(request.status);
  const asked = factGroups(request.type, request.details);

  return (
    <section className="fin-area fin-detail" aria-labelledby="area-title">
      <BackLink href={LIST_PATH} className="fin-back">
        All financing requests
      </BackLink>
      <div className="fin-head">
        <div>
          <h1 id="area-title" tabIndex={-1}>
            {FINANCING_TYPE_LABELS[request.type]} financing <span className="fin-ref">{request.reference}</span>
          </h1>
          <p className="fin-head-meta">
            <FinancingStatusBadge status={request.status} />
            <span className="muted small">Started {date(request.createdAt)}</span>
            {request.amount !== null && <span className="muted small">Asked for {formatMoney(request.amount)}</span>}
          </p>
        </div>
      </div>
      <p className={`fin-next-step ${request.status}`} role="status">
        <span className="fin-next-label">Next</span> {request.nextStep}
      </p>
      <div className="fin-detail-grid">
        <div className="fin-detail-main">
          {request.type === 'procurement' && (request.status === 'accepted' || request.orders.length > 0) && (
            <CreditLineCard request={request} onChange={update} />
          )}
          {request.offer && request.instalments.length === 0 && (
            <OfferCard request={request} offer={request.offer} onChange={update} withSchedule />
          )}
          {request.instalments.length > 0 && (
            <section className="card fin-card" aria-labelledby="fin-instalments-title">
              <div className="fin-card-head">
                <h2 id="fin-instalments-title">Repayments</h2>
                {owing && request.payoffAmount > 0 && (
                  <button type="button" className="button secondary compact" onClick={() => setRepaying(true)}>
                    Repay early
                  </button>
                )}
              </div>
              {owing && (
                <dl className="fin-totals">
                  <div>
                    <dt>Still to repay</dt>
                    <dd>{formatMoney(request.outstanding)}</dd>
                  </div>
                  {request.nextInstalment && (
                    <div>
                      <dt>Next instalment</dt>
                      <dd>
                        {formatMoney(request.nextInstalment.amount)} on {date(request.nextInstalment.dueAt)}
                      </dd>
                    </div>
                  )}
                  <div className="total">
                    <dt>To repay everything today</dt>
                    <dd>{formatMoney(request.payoffAmount)}</dd>
                  </div>
                </dl>
              )}
              <InstalmentsTable instalments={request.instalments} />
              {owing && <p className="muted small">Each instalment is taken from your wallet on its due date: keep enough money in it.</p>}
            </section>
          )}
          {/* Once money is owed the instalments are the schedule: the terms follow them, without it. */}
          {request.offer && request.instalments.length > 0 && (
            <OfferCard request={request} offer={request.offer} onChange={update} withSchedule={false} />
          )}
          <section className="card fin-card" aria-labelledby="fin-asked-title">
            <h2 id="fin-asked-title">What you asked for</h2>
            {request.subject && (
              <div className="fin-subject">
                <h3 className="fin-subhead">{request.subject.label}</h3>
                {request.subject.supplierName && <p className="muted small">From {request.subject.supplierName}</p>}
                <ul className="fin-subject-lines">
                  {request.subject.lines.map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; shown in order
                    <li key={i}>
                      <span>
                        {line.name} × {line.quantity}
                      </span>
                      <span className="fin-money">{formatMoney(line.amount)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {asked.map((group) => (
              <div key={group.step} className="fin-asked-group">
                <h3 className="fin-subhead">{group.title}</h3>
                <FactList facts={group.facts} />
              </div>
            ))}
            <div className="fin-asked-group">
              {documentsOf(request).length ? (
                <DocumentButtons
                  documents={documentsOf(request)}
                  download={(fileId, name) => downloadRequestFile(request.id, fileId, name)}
                />
              ) : (
                <>
                  <h3 className="fin-subhead">Documents</h3>
                  <p className="muted small">No documents.</p>
                </>
              )}
            </div>
          </section>
        </div>
        <aside className="card fin-card fin-history" aria-labelledby="fin-history-title">
          <h2 id="fin-history-title">History</h2>
          <FinancingTimeline events={request.events} />
          <p className="muted small">Last change {dateTime(request.updatedAt)}</p>
        </aside>
      </div>
      {repaying && (
        <RepayDialog
          request={request}
          onClose={() => setRepaying(false)}
          onRepaid={(repaid, amount) => {
            setRepaying(false);
            update(repaid, repaid.status === 'repaid' ? 'Repaid in full. Thank you.' : `${formatMoney(amount)} repaid. Thank you.`);
          }}
        />
      )}
    </section>
  );
}
