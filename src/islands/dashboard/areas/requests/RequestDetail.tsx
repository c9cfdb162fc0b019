/**
 * One request in full, for either side: what was asked, what the seller answered, and the steps
 * the caller may take now (the gateway's `actions`), each opening its dialog.
 */
import { useState, type Ref } from 'react';
import type { DocumentRequest, Quote, SampleRequest } from '../../../../contracts/requests.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import type { AnyRequest, RequestKindName, Side, StepBody } from './api.ts';
import { KINDS, type RequestAction } from './kinds.ts';
import { DocumentFacts, QuoteFacts, SampleFacts } from './RequestFacts.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StepDialog } from './StepDialog.tsx';

interface Props {
  kind: RequestKindName;
  side: Side;
  request: AnyRequest;
  /** Sends a step; resolves when done, rejects with the gateway's error for the dialog to show. */
  perform: (action: RequestAction, body?: StepBody) => Promise<void>;
  headingRef: Ref<HTMLHeadingElement>;
  conflict: string | null;
}

const otherParty = (side: Side, request: AnyRequest) =>
  side === 'seller'
    ? request.buyer.companyName
      ? `${request.buyer.companyName} (${request.buyer.name})`
      : request.buyer.name
    : request.supplier.name;

const toneClass = { primary: 'button', secondary: 'button secondary', danger: 'button secondary danger-outline' } as const;

export function RequestDetail({ kind, side, request, perform, headingRef, conflict }: Props) {
  const { dateTime } = useAccountDates();
  const [open, setOpen] = useState<RequestAction | null>(null);
  const config = KINDS[kind];
  const actions = config.actions[side].filter((action) => request.actions.includes(action.name));
  const quote = kind === 'quotes' ? (request as Quote) : null;

  return (
    <article className="request-detail" aria-labelledby="request-title">
      <header className="request-head">
        <p className="muted small">
          {config.noun[0]!.toUpperCase()}
          {config.noun.slice(1)} · {side === 'seller' ? 'from' : 'to'} {otherParty(side, request)}
        </p>
        <h1 id="request-title" ref={headingRef} tabIndex={-1}>
          <a href={request.product.url}>{request.product.name}</a>
        </h1>
        <p>
          <span className="visually-hidden">Status: </span>
          <StatusBadge kind={kind} status={request.status} expired={quote?.expired} />
        </p>
        <p className="muted small">
          Sent <time dateTime={request.createdAt}>{dateTime(request.createdAt)}</time>
          {request.updatedAt !== request.createdAt && (
            <>
              {' '}
              · updated <time dateTime={request.updatedAt}>{dateTime(request.updatedAt)}</time>
            </>
          )}
        </p>
      </header>
      {conflict && (
        <div className="card notice-block request-conflict" role="alert">
          <strong>This request changed before your step went through.</strong> {conflict}
        </div>
      )}
      {actions.length > 0 && (
        <div className="request-actions">
          {actions.map((action) => (
            <button
              key={action.name}
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(action)}
              className={toneClass[action.tone]}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
      {kind === 'quotes' && <QuoteFacts quote={request as Quote} side={side} />}
      {kind === 'samples' && <SampleFacts sample={request as SampleRequest} />}
      {kind === 'documents' && <DocumentFacts document={request as DocumentRequest} side={side} />}
      {open && (
        <StepDialog
          action={open}
          request={request}
          onClose={() => setOpen(null)}
          perform={(body) => perform(open, body).then(() => setOpen(null))}
        />
      )}
    </article>
  );
}
