/** Approve and Reject under a waiting item; each opens its dialog, and the decision is told to the queue. */
import { approve, type DecisionQueue, reject } from './api.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { DECISION_WORDS, type Decision } from './decision-words.ts';
import type { NewsTarget } from './decision-news.ts';
import { useDecidedDialog } from './use-decided-dialog.ts';

interface DecisionActionsProps {
  queue: DecisionQueue;
  id: string;
  subject: string;
  /** The id of the item's title, read with each button ("Approve", of which item). */
  describedBy: string;
  news: NewsTarget;
}

export function DecisionActions({ queue, id, subject, describedBy, news }: DecisionActionsProps) {
  const dialog = useDecidedDialog<Decision>(news);
  const words = DECISION_WORDS[queue];
  const open = dialog.open;
  return (
    <div className="review-actions">
      <button type="button" className="button compact" aria-describedby={describedBy} onClick={() => dialog.show('approve')}>
        {words.approve.action}
      </button>
      <button
        type="button"
        className="button compact secondary danger-text"
        aria-describedby={describedBy}
        onClick={() => dialog.show('reject')}
      >
        {words.reject.action}
      </button>
      {open && (
        <DecisionDialog
          decision={open}
          words={words[open]}
          send={(text) => (open === 'approve' ? approve(queue, id, text) : reject(queue, id, text ?? ''))}
          subject={subject}
          onClose={dialog.close}
          onDone={(outcome) => dialog.decided(outcome, words[open].done, subject)}
          onCloseAutoFocus={dialog.onCloseAutoFocus}
        />
      )}
    </div>
  );
}
