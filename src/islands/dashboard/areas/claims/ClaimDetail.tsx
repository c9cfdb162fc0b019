/**
 * One claim in full, for the buyer and the seller: where it stands and who ended it, the reason and
 * the evidence, the order's lines with what was refunded of them, the refund and its credit note,
 * the conversation, the audit trail, and what the signed-in person may do next (`claim.actions`).
 */
import { type Ref, useState } from 'react';
import type { Claim } from '../../../../contracts/claims.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { downloadDocument } from '../../../shared/commerce/trade-documents.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { DownloadButton, useDownload } from '../../../shared/ui/DownloadButtons.tsx';
import { MessageFiles } from '../../../shared/ui/MessageFiles.tsx';
import type { ClaimSide } from '../../../shared/commerce/claims-api.ts';
import { isOpen, KIND_LABEL, RESOLVER_LABEL, STATUS_LABEL } from '../../../shared/commerce/claim-text.ts';
import { ClaimTimeline } from '../../../shared/commerce/ClaimTimeline.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import type { RefundParts } from '../../../shared/commerce/claim-refund-form.ts';
import { ClaimStatusBadge } from '../../../shared/commerce/ClaimStatusBadge.tsx';
import { WithdrawDialog } from './WithdrawDialog.tsx';

/** Each side's pages: its orders, its documents and its messages. */
const PAGES: Record<ClaimSide, { orders: string; documents: string; messages: string }> = {
  buyer: { orders: '/procurement/my-orders', documents: '/procurement/documents', messages: '/procurement/messages' },
  seller: { orders: '/storefront/orders', documents: '/storefront/documents', messages: '/storefront/messages' },
};

interface ClaimDetailProps {
  claim: Claim;
  side: ClaimSide;
  headingRef: Ref<HTMLHeadingElement>;
  withdraw: (reason: string) => Promise<unknown>;
  refund: (parts: RefundParts) => Promise<unknown>;
}

export function ClaimDetail({ claim, side, headingRef, withdraw, refund }: ClaimDetailProps) {
  const { date, dateTime } = useAccountDates();
  const [dialog, setDialog] = useState<'withdraw' | 'refund' | null>(null);
  const pages = PAGES[side];
  const money = (minor: number) => formatMoney(minor, claim.order.currency);
  const open = isOpen(claim);
  const canWithdraw = side === 'buyer' && claim.actions.includes('withdraw');
  const canRefund = side === 'seller' && claim.actions.includes('refund');

  return (
    <article className="order-detail claim-detail" aria-labelledby="claim-title">
      <header className="order-head">
        <h1 id="claim-title" ref={headingRef} tabIndex={-1}>
          Claim {claim.number}
        </h1>
        <p className="order-badges">
          <span className="visually-hidden">Status: </span>
          <ClaimStatusBadge status={claim.status} />
          <span className="badge">{KIND_LABEL[claim.kind]} claim</span>
        </p>
        <p className="muted small">
          On order <a href={`${pages.orders}?order=${encodeURIComponent(claim.order.id)}`}>{claim.order.number}</a>
          {side === 'buyer' ? ` from ${claim.supplier.name}` : ` by ${claim.buyer.name}`} · opened{' '}
          <time dateTime={claim.openedAt}>{dateTime(claim.openedAt)}</time>
        </p>
      </header>

      {open ? (
        <div className="card notice-block claim-notice">
          {claim.status === 'open' ? (
            <p>
              {side === 'buyer' ? 'The seller has' : 'You have'} until <strong>{date(claim.respondBy)}</strong> to settle this claim; after
              that an operator decides it. The seller is not paid for the order while it is open.
            </p>
          ) : (
            <p>
              The seller did not settle this claim by {date(claim.respondBy)}: an operator decides it now.{' '}
              {side === 'seller' ? 'You may still refund it yourself.' : 'You may still withdraw it.'}
            </p>
          )}
        </div>
      ) : (
        <div className={`card notice-block claim-notice claim-ended-${claim.status}`}>
          <p>
            <strong>
              {STATUS_LABEL[claim.status]}
              {claim.resolvedBy && ` by ${RESOLVER_LABEL[claim.resolvedBy]}`}
              {claim.resolvedAt && (
                <>
                  {' '}
                  on <time dateTime={claim.resolvedAt}>{date(claim.resolvedAt)}</time>
                </>
              )}
              .
            </strong>{' '}
            {claim.resolution && <>“{claim.resolution}”</>}
          </p>
        </div>
      )}

      {(canWithdraw || canRefund) && (
        <section className="order-actions" aria-labelledby="claim-actions-title">
          <h2 id="claim-actions-title" className="visually-hidden">
            What you can do
          </h2>
          <div className="order-action-buttons">
            {canRefund && (
              <button type="button" className="button" aria-haspopup="dialog" onClick={() => setDialog('refund')}>
                Refund
              </button>
            )}
            {canWithdraw && (
              <button
                type="button"
                className="button secondary danger-outline"
                aria-haspopup="dialog"
                onClick={() => setDialog('withdraw')}
              >
                Withdraw the claim
              </button>
            )}
          </div>
        </section>
      )}

      <div className="order-grid claim-grid">
        <section className="card order-section claim-reason" aria-labelledby="claim-reason-title">
          <h2 id="claim-reason-title">What is wrong</h2>
          <p className="claim-reason-text">{claim.reason}</p>
          <h3>Evidence</h3>
          {claim.evidence.length ? <MessageFiles files={claim.evidence} /> : <p className="muted">No files were attached.</p>}
          <h3>Conversation</h3>
          <p>
            <a href={`${pages.messages}?thread=${encodeURIComponent(claim.threadId)}`}>
              Open the conversation with the {side === 'buyer' ? 'seller' : 'buyer'} about this claim
            </a>
          </p>
        </section>

        <section className="card order-section" aria-labelledby="claim-refund-title">
          <h2 id="claim-refund-title">Refund</h2>
          {claim.refundedMinor > 0 ? (
            <>
              <p>
                <strong>{money(claim.refundedMinor)}</strong> refunded, VAT included.
              </p>
              {claim.creditNote && <CreditNote side={side} note={claim.creditNote} />}
            </>
          ) : (
            <p className="muted">{open ? 'Nothing refunded yet.' : 'Nothing was refunded.'}</p>
          )}
          <p className="small claim-documents-link">
            <a href={`${pages.documents}?order=${encodeURIComponent(claim.order.id)}`}>All documents of order {claim.order.number}</a>
          </p>
        </section>

        <section className="card order-section order-lines" aria-labelledby="claim-lines-title">
          <h2 id="claim-lines-title">Order {claim.order.number}</h2>
          <ClaimLines claim={claim} />
        </section>

        <section className="card order-section order-history" aria-labelledby="claim-history-title">
          <h2 id="claim-history-title">History</h2>
          <ClaimTimeline events={claim.events} currency={claim.order.currency} />
        </section>
      </div>

      {dialog === 'withdraw' && <WithdrawDialog claim={claim} onSubmit={withdraw} onClose={() => setDialog(null)} />}
      {dialog === 'refund' && <RefundDialog claim={claim} onSubmit={refund} onClose={() => setDialog(null)} />}
    </article>
  );
}

function CreditNote({ side, note }: { side: ClaimSide; note: NonNullable<Claim['creditNote']> }) {
  const download = useDownload();
  return (
    <p className="claim-credit-note">
      <span>
        Credit note <strong>{note.number}</strong>
      </span>
      <DownloadButton
        download={download}
        what={`Credit note ${note.number} (PDF)`}
        save={() => downloadDocument(side, note.id, note.number, 'pdf')}
      >
        PDF<span className="visually-hidden"> of {note.number}</span>
      </DownloadButton>
      {download.problem && (
        <span className="field-error" role="alert">
          {download.problem}
        </span>
      )}
    </p>
  );
}

/** The order's lines as the claim sees them: ordered, refunded so far, and the unit price before VAT. */
function ClaimLines({ claim }: { claim: Claim }) {
  const money = (minor: number) => formatMoney(minor, claim.order.currency);
  const { order } = claim;
  type Row = readonly [label: string, minor: number, strong: boolean];
  const rows: Row[] = [];
  if (order.deliveryMinor > 0) rows.push(['Delivery fee before VAT', order.deliveryMinor, false]);
  if (order.refundedDeliveryMinor > 0) rows.push(['Of it refunded', -order.refundedDeliveryMinor, false]);
  rows.push(['Order total', order.totalMinor, true]);
  if (order.refundedMinor > 0) rows.push(['Refunded, VAT included', -order.refundedMinor, false]);

  return (
    <table className="data order-lines-table">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className="num">
            Unit price before VAT
          </th>
          <th scope="col" className="num">
            Ordered
          </th>
          <th scope="col" className="num">
            Refunded
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.id}>
            <th scope="row">
              {line.productName}
              <span className="muted small line-package">{line.packageLabel}</span>
            </th>
            <td className="num" data-label="Unit price before VAT">
              {money(line.unitPriceMinor)}
            </td>
            <td className="num" data-label="Ordered">
              {formatNumber(line.quantity)}
            </td>
            <td className="num" data-label="Refunded">
              {formatNumber(line.refundedQuantity)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {rows.map(([label, minor, strong]) => (
          <tr key={label}>
            <th scope="row" colSpan={3}>
              {label}
            </th>
            <td className="num" data-label={label}>
              {strong ? <strong>{money(minor)}</strong> : money(minor)}
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
