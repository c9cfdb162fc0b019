/** A buyer's request for a product the catalog lacks: what, how much, where to; answered rather than approved. */
import { useId } from 'react';
import { countryName } from '../../../../contracts/format.ts';
import type { ProductRequestReviewItem } from '../../../../contracts/operations.ts';
import { AnswerDialog } from './AnswerDialog.tsx';
import type { NewsTarget } from './decision-news.ts';
import { ReviewCard, type Tone } from './ReviewCard.tsx';
import { useDecidedDialog } from './use-decided-dialog.ts';

const STATUS: Record<ProductRequestReviewItem['status'], { label: string; tone: Tone }> = {
  open: { label: 'Waiting for an answer', tone: 'waiting' },
  sourcing: { label: 'Looking for suppliers', tone: 'neutral' },
  closed: { label: 'Closed', tone: 'good' },
};

interface Props {
  item: ProductRequestReviewItem;
  news: NewsTarget;
  historyHref: string;
}

export function ProductRequestItem({ item, news, historyHref }: Props) {
  const titleId = useId();
  const dialog = useDecidedDialog<'answer'>(news);
  return (
    <ReviewCard
      titleId={titleId}
      title={item.productName}
      meta={item.casNumber ? `CAS ${item.casNumber}` : 'No CAS number given'}
      status={STATUS[item.status]}
      customer={item.customer}
      at={{ label: 'Asked', iso: item.createdAt }}
      historyHref={historyHref}
      actions={
        item.status !== 'closed' && (
          <div className="review-actions">
            <button type="button" className="button compact" aria-describedby={titleId} onClick={() => dialog.show('answer')}>
              {item.answer ? 'Answer again' : 'Answer'}
            </button>
          </div>
        )
      }
    >
      <dl className="facts review-facts">
        <dt>Quantity</dt>
        <dd>{item.quantity}</dd>
        <dt>Deliver to</dt>
        <dd>{countryName(item.deliveryCountry)}</dd>
      </dl>
      {item.details && <p className="review-text">{item.details}</p>}
      {item.answer && (
        <div className="review-answer">
          <h3 className="review-subtitle">Our last answer</h3>
          <p className="review-text">{item.answer}</p>
        </div>
      )}
      {dialog.open && (
        <AnswerDialog
          request={item}
          onClose={dialog.close}
          onDone={(outcome) => dialog.decided(outcome, 'Answered', `${item.productName} for ${item.customer.name}`)}
          onCloseAutoFocus={dialog.onCloseAutoFocus}
        />
      )}
    </ReviewCard>
  );
}
