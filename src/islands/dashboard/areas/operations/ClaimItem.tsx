/**
 * A claim in the console: which order, whose, what is wrong, where it stands and by when the seller
 * had to answer, what was refunded of the order, and its trail. While it is open the operator may
 * join its conversation; once it waits for an operator, decide it (a refund, or none).
 */
import { useId } from 'react';
import type { Claim } from '../../../../contracts/claims.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { useMutation } from '../../../shared/data/use-query.ts';
import { ClaimTimeline } from '../../../shared/commerce/ClaimTimeline.tsx';
import { isOpen, KIND_LABEL } from '../../../shared/commerce/claim-text.ts';
import { ClaimStatusBadge } from '../../../shared/commerce/ClaimStatusBadge.tsx';
import { MessageFiles } from '../../../shared/ui/MessageFiles.tsx';
import { joinClaim } from './api.ts';
import { ClaimDecisionDialog } from './ClaimDecisionDialog.tsx';
import { focusNews, type NewsTarget, newsOf } from './decision-news.ts';
import { useDecidedDialog } from './use-decided-dialog.ts';

interface Props {
  item: Claim;
  news: NewsTarget;
  historyHref: string;
}

export function ClaimItem({ item, news, historyHref }: Props) {
  const titleId = useId();
  const { date, dateTime } = useAccountDates();
  const dialog = useDecidedDialog<'decide'>(news);
  const join = useMutation(() => joinClaim(item.id));
  const subject = `claim ${item.number} on order ${item.order.number}`;
  const joined = isOpen(item) && !item.actions.includes('join');
  const money = (minor: number) => formatMoney(minor, item.order.currency);

  async function joinConversation() {
    const outcome = await join.run();
    if (!outcome) return;
    news.announce(newsOf(outcome, 'Joined the conversation', subject));
    focusNews(news);
  }

  return (
    <article className="card review-item claim-review" aria-labelledby={`${titleId} ${titleId}-meta`}>
      <div className="review-head">
        <div className="review-heading">
          <h2 id={titleId} className="review-title">
            Claim {item.number} on order {item.order.number}
          </h2>
          <p id={`${titleId}-meta`} className="muted small review-meta">
            {KIND_LABEL[item.kind]} claim of {item.buyer.name} against {item.supplier.name}
          </p>
        </div>
        <ClaimStatusBadge status={item.status} />
      </div>
      <dl className="facts review-facts">
        <dt>Order total</dt>
        <dd className="num">
          {money(item.order.totalMinor)}
          {item.order.refundedMinor > 0 && <>, {money(item.order.refundedMinor)} refunded</>}
        </dd>
        <dt>{item.status === 'open' ? 'Seller answers by' : 'Seller had until'}</dt>
        <dd>
          <time dateTime={item.respondBy}>{date(item.respondBy)}</time>
        </dd>
        {item.escalatedAt && (
          <>
            <dt>With operators since</dt>
            <dd>
              <time dateTime={item.escalatedAt}>{dateTime(item.escalatedAt)}</time>
            </dd>
          </>
        )}
      </dl>
      <h3 className="review-subtitle">What the buyer says</h3>
      <p className="review-text">{item.reason}</p>
      {item.evidence.length > 0 &&
        (joined ? (
          <>
            <h3 className="review-subtitle">Evidence</h3>
            <MessageFiles files={item.evidence} />
          </>
        ) : (
          <p className="muted small">
            {item.evidence.length} {item.evidence.length === 1 ? 'file' : 'files'} of evidence, in the claim’s conversation
            {isOpen(item) ? ': join it to read them.' : '.'}
          </p>
        ))}
      {joined && (
        <p className="small">
          <a href={`/procurement/messages?thread=${encodeURIComponent(item.threadId)}`}>Open the conversation</a>
        </p>
      )}
      <details className="claim-trail">
        <summary>History of the claim</summary>
        <ClaimTimeline events={item.events} currency={item.order.currency} />
      </details>
      <div className="review-foot">
        <p className="muted small">
          Opened <time dateTime={item.openedAt}>{dateTime(item.openedAt)}</time> ·{' '}
          <a href={historyHref} aria-describedby={titleId}>
            Audit log
          </a>
        </p>
        {(item.actions.includes('join') || item.actions.includes('decide')) && (
          <div className="review-actions">
            {item.actions.includes('join') && (
              <button
                type="button"
                className="button compact secondary"
                aria-describedby={titleId}
                disabled={join.busy}
                aria-busy={join.busy || undefined}
                onClick={() => void joinConversation()}
              >
                {join.busy ? 'Joining…' : 'Join the conversation'}
              </button>
            )}
            {item.actions.includes('decide') && (
              <button type="button" className="button compact" aria-describedby={titleId} onClick={() => dialog.show('decide')}>
                Decide
              </button>
            )}
            {join.error && (
              <p className="field-error review-actions-error" role="alert">
                {join.error.message}
              </p>
            )}
          </div>
        )}
      </div>
      {dialog.open && (
        <ClaimDecisionDialog
          claim={item}
          onClose={dialog.close}
          onDone={(outcome, done) => dialog.decided(outcome, done, subject)}
          onCloseAutoFocus={dialog.onCloseAutoFocus}
        />
      )}
    </article>
  );
}
