/** Approve and Reject under a waiting item; each opens its dialog, and the decision is told to the queue. */
import { useRef, useState } from 'react';
import type { DecisionQueue } from './api.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { DECISION_WORDS, type Decision } from './decision-words.ts';
import { focusNews, type NewsTarget, newsOf } from './decision-news.ts';

interface DecisionActionsProps {
  queue: DecisionQueue;
  id: string;
  subject: string;
  /** The id of the item's title, read with each button ("Approve", of which item). */
  describedBy: string;
  news: NewsTarget;
}

export function DecisionActions({ queue, id, subject, describedBy, news }: DecisionActionsProps) {
  const [open, setOpen] = useState<Decision | null>(null);
  // Read when the dialog has already gone, so a ref rather than state.
  const decided = useRef(false);
  const words = DECISION_WORDS[queue];
  return (
    <div className="review-actions">
      <button type="button" className="button compact" aria-describedby={describedBy} onClick={() => setOpen('approve')}>
        {words.approve.action}
      </button>
      <button
        type="button"
        className="button compact secondary danger-text"
        aria-describedby={describedBy}
        onClick={() => setOpen('reject')}
      >
        {words.reject.action}
      </button>
      {open && (
        <DecisionDialog
          decision={open}
          queue={queue}
          id={id}
          subject={subject}
          onClose={() => setOpen(null)}
          onDone={(outcome) => {
            decided.current = true;
            news.announce(newsOf(outcome, words[open].done, subject));
            setOpen(null);
          }}
          onCloseAutoFocus={(event) => {
            if (decided.current) focusNews(news, event);
          }}
        />
      )}
    </div>
  );
}
