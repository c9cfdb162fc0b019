/**
 * The steps an operator may take on a financing request, by its status: a submitted request is
 * taken into review (no dialog: nothing is decided yet) or declined; one in review gets an offer
 * or is declined; an accepted import or manufacturing request is disbursed to the company's wallet
 * (a procurement line is drawn at checkout instead). Each decision is told to the queue.
 */
import type { FinancingReviewItem } from '../../../../contracts/financing.ts';
import { useMutation } from '../../../shared/data/use-query.ts';
import { declineFinancing, disburseFinancing, takeFinancingIntoReview } from './api.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { FINANCING_WORDS, type FinancingStep } from './decision-words.ts';
import { focusNews, type NewsTarget, newsOf } from './decision-news.ts';
import { OfferDialog } from './OfferDialog.tsx';
import { useDecidedDialog } from './use-decided-dialog.ts';

/** The steps open to a request in this status. */
export function stepsOf(item: FinancingReviewItem): FinancingStep[] {
  if (item.status === 'submitted') return ['review', 'decline'];
  if (item.status === 'in_review') return ['offer', 'decline'];
  if (item.status === 'accepted' && item.type !== 'procurement') return ['disburse'];
  return [];
}

interface FinancingActionsProps {
  item: FinancingReviewItem;
  subject: string;
  /** The id of the item's title, read with each button ("Decline", of which request). */
  describedBy: string;
  news: NewsTarget;
}

export function FinancingActions({ item, subject, describedBy, news }: FinancingActionsProps) {
  const dialog = useDecidedDialog<Exclude<FinancingStep, 'review'>>(news);
  const review = useMutation(() => takeFinancingIntoReview(item.id));
  const steps = stepsOf(item);
  if (!steps.length) return null;

  const open = dialog.open;

  /** No dialog: the button is replaced by the next steps, so the keyboard goes to the news. */
  async function takeIntoReview() {
    const outcome = await review.run();
    if (!outcome) return;
    news.announce(newsOf(outcome, FINANCING_WORDS.review.done, subject));
    focusNews(news);
  }

  return (
    <div className="review-actions">
      {steps.map((step) =>
        step === 'review' ? (
          <button
            key={step}
            type="button"
            className="button compact"
            aria-describedby={describedBy}
            disabled={review.busy}
            aria-busy={review.busy || undefined}
            onClick={() => void takeIntoReview()}
          >
            {review.busy ? 'Sending…' : FINANCING_WORDS.review.action}
          </button>
        ) : (
          <button
            key={step}
            type="button"
            className={step === 'decline' ? 'button compact secondary danger-text' : 'button compact'}
            aria-describedby={describedBy}
            onClick={() => dialog.show(step)}
          >
            {FINANCING_WORDS[step].action}
          </button>
        ),
      )}
      {review.error && (
        <p className="field-error review-actions-error" role="alert">
          Could not take it into review: {review.error.message}
        </p>
      )}
      {open === 'offer' && (
        <OfferDialog
          item={item}
          subject={subject}
          onClose={dialog.close}
          onDone={(outcome) => dialog.decided(outcome, FINANCING_WORDS.offer.done, subject)}
          onCloseAutoFocus={dialog.onCloseAutoFocus}
        />
      )}
      {(open === 'decline' || open === 'disburse') && (
        <DecisionDialog
          decision={open === 'decline' ? 'reject' : 'approve'}
          words={FINANCING_WORDS[open]}
          send={(text) => (open === 'decline' ? declineFinancing(item.id, text ?? '') : disburseFinancing(item.id))}
          withNote={false}
          subject={subject}
          onClose={dialog.close}
          onDone={(outcome) => dialog.decided(outcome, FINANCING_WORDS[open].done, subject)}
          onCloseAutoFocus={dialog.onCloseAutoFocus}
        />
      )}
    </div>
  );
}
