/**
 * One request in full, for either side: what was asked, what the seller answered, and the steps
 * the caller may take now (the gateway's `actions`), each opening its dialog.
 */
import { useState, type ReactNode, type Ref } from 'react';
import { dayName, type DocumentRequest, type Quote, type SampleRequest } from '../../../../contracts/requests.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/use-account-dates.ts';
import { KINDS, statusTone, type AnyRequest, type RequestAction, type RequestKindName, type Side } from './kinds.ts';
import { AcceptQuoteDialog, AnswerQuoteDialog, ConfirmDialog, FulfilDocumentDialog, NoteDialog, type Perform } from './RequestDialogs.tsx';

interface Props {
  kind: RequestKindName;
  side: Side;
  request: AnyRequest;
  /** Sends a step; resolves when done, rejects with the gateway's error for the dialog to show. */
  perform: (action: RequestAction, body?: Record<string, unknown>) => Promise<void>;
  headingRef: Ref<HTMLHeadingElement>;
  conflict: string | null;
}

export function StatusBadge({ kind, status, expired = false }: { kind: RequestKindName; status: string; expired?: boolean }) {
  if (expired) return <span className="badge danger">Expired</span>;
  return <span className={`badge ${statusTone(status)}`}>{KINDS[kind].statuses[status] ?? status}</span>;
}

const otherParty = (side: Side, request: AnyRequest) => side === 'seller'
  ? (request.buyer.companyName ? `${request.buyer.companyName} (${request.buyer.name})` : request.buyer.name)
  : request.supplier.name;

export function RequestDetail({ kind, side, request, perform, headingRef, conflict }: Props) {
  const { dateTime } = useAccountDates();
  const [open, setOpen] = useState<RequestAction | null>(null);
  const config = KINDS[kind];
  const actions = config.actions[side].filter((action) => request.actions.includes(action.name));
  const close = () => setOpen(null);
  const run: Perform = (body) => perform(open!, body).then(close);
  const quote = kind === 'quotes' ? request as Quote : null;

  return (
    <article className="request-detail" aria-labelledby="request-title">
      <header className="request-head">
        <p className="muted small">{config.noun[0]!.toUpperCase()}{config.noun.slice(1)} · {side === 'seller' ? 'from' : 'to'} {otherParty(side, request)}</p>
        <h1 id="request-title" ref={headingRef} tabIndex={-1}><a href={request.product.url}>{request.product.name}</a></h1>
        <p><span className="visually-hidden">Status: </span><StatusBadge kind={kind} status={request.status} expired={quote?.expired} /></p>
        <p className="muted small">Sent <time dateTime={request.createdAt}>{dateTime(request.createdAt)}</time>
          {request.updatedAt !== request.createdAt && <> · updated <time dateTime={request.updatedAt}>{dateTime(request.updatedAt)}</time></>}</p>
      </header>
      {conflict && <div className="card notice-block request-conflict" role="alert"><strong>This request changed before your step went through.</strong> {conflict}</div>}
      {actions.length > 0 && (
        <div className="request-actions">
          {actions.map((action) => (
            <button key={action.name} type="button" aria-haspopup="dialog" onClick={() => setOpen(action)}
              className={`button${action.tone === 'secondary' ? ' secondary' : action.tone === 'danger' ? ' secondary danger-outline' : ''}`}>
              {action.label}
            </button>
          ))}
        </div>
      )}
      {kind === 'quotes' && <QuoteFacts quote={request as Quote} side={side} />}
      {kind === 'samples' && <SampleFacts sample={request as SampleRequest} />}
      {kind === 'documents' && <DocumentFacts document={request as DocumentRequest} side={side} />}

      {open?.prompt.type === 'confirm' && <ConfirmDialog {...open.prompt} onClose={close} perform={run} />}
      {open?.prompt.type === 'note' && <NoteDialog {...open.prompt} onClose={close} perform={run} />}
      {open?.prompt.type === 'answer' && <AnswerQuoteDialog quote={request as Quote} onClose={close} perform={run} />}
      {open?.prompt.type === 'accept' && <AcceptQuoteDialog quote={request as Quote} onClose={close} perform={run} />}
      {open?.prompt.type === 'fulfil' && <FulfilDocumentDialog request={request as DocumentRequest} onClose={close} perform={run} />}
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `request-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return <section className="card request-section" aria-labelledby={id}><h2 id={id}>{title}</h2>{children}</section>;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return <dl className="facts">{rows.filter(([, value]) => value !== null && value !== '').map(([label, value]) => <div key={label} className="fact"><dt>{label}</dt><dd>{value}</dd></div>)}</dl>;
}

function QuoteFacts({ quote, side }: { quote: Quote; side: Side }) {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  return (
    <div className="request-grid">
      <Section title="What was asked">
        <Facts rows={[
          ['Package', `${quote.package.label} (listed at ${money(quote.package.priceMinor)})`],
          ['Quantity', `${quote.quantity} packages`],
          ['Target price', quote.targetPriceMinor ? `${money(quote.targetPriceMinor)} per package` : null],
          ['Delivery', `${quote.incoterm} ${quote.deliveryPlace}`],
          ['Needed by', dayName(quote.neededBy)],
          ['Message', quote.message ? <span className="request-text">{quote.message}</span> : null],
        ]} />
      </Section>
      <Section title="The seller's answer">
        {quote.quotedUnitPriceMinor === null ? (
          <p className="muted">{quote.status === 'declined' ? 'The seller declined without a price.' : side === 'buyer' ? 'No answer yet. You will be told by email when the seller answers.' : 'Not answered yet.'}</p>
        ) : (
          <Facts rows={[
            ['Price per package', money(quote.quotedUnitPriceMinor)],
            ['Total', <strong key="total">{money(quote.quotedTotalMinor!)}</strong>],
            ['Valid until', <>{dayName(quote.validUntil!)}{quote.expired && <> <span className="badge danger">Expired</span></>}</>],
          ]} />
        )}
        {quote.sellerNote && <p className="request-text request-note"><strong>Note:</strong> {quote.sellerNote}</p>}
        {quote.orderId && (
          <p className="request-order">
            The quote became an order.{' '}
            <a href={side === 'buyer' ? `/procurement/my-orders?order=${quote.orderId}` : `/storefront/orders?order=${quote.orderId}`}>View the order</a>
          </p>
        )}
      </Section>
    </div>
  );
}

function SampleFacts({ sample }: { sample: SampleRequest }) {
  return (
    <div className="request-grid">
      <Section title="What was asked">
        <Facts rows={[
          ['Sample size', sample.quantity],
          ['Purpose', sample.purpose ? <span className="request-text">{sample.purpose}</span> : null],
          ['Deliver to', <span key="address" className="request-text">{sample.deliveryAddress}</span>],
        ]} />
      </Section>
      <Section title="The seller's answer">
        {!sample.sellerNote && !sample.trackingNote && <p className="muted">{sample.status === 'pending' ? 'Waiting for the seller.' : 'No note.'}</p>}
        <Facts rows={[
          ['Note', sample.sellerNote ? <span className="request-text">{sample.sellerNote}</span> : null],
          ['Tracking', sample.trackingNote ? <span className="request-text">{sample.trackingNote}</span> : null],
        ]} />
      </Section>
    </div>
  );
}

function DocumentFacts({ document, side }: { document: DocumentRequest; side: Side }) {
  return (
    <div className="request-grid">
      <Section title="What was asked">
        <Facts rows={[
          ['Document', document.kind],
          ['Message', document.message ? <span className="request-text">{document.message}</span> : null],
        ]} />
      </Section>
      <Section title="The seller's answer">
        {document.fileUrl ? (
          <p><a className="button" href={document.fileUrl} download>Download {document.fileName ?? `the ${document.kind}`} (PDF)</a></p>
        ) : (
          <p className="muted">{document.status === 'pending' ? (side === 'buyer' ? 'Waiting for the seller. You will be told by email when the document is ready.' : 'Not sent yet.') : 'No document was sent.'}</p>
        )}
        {document.sellerNote && <p className="request-text request-note"><strong>Note:</strong> {document.sellerNote}</p>}
      </Section>
    </div>
  );
}
