/**
 * Which of an item's dialogs is open, and what follows a decision taken in it: the queue's news
 * line says what was done, the dialog goes, and the keyboard lands on the news rather than on the
 * button that opened the dialog (the decided item usually leaves the list).
 */
import { useRef, useState } from 'react';
import type { Outcome } from './api.ts';
import { focusNews, type NewsTarget, newsOf } from './decision-news.ts';

export function useDecidedDialog<K extends string>(news: NewsTarget) {
  const [open, setOpen] = useState<K | null>(null);
  // Read when the dialog has already gone, so a ref rather than state.
  const decided = useRef(false);
  return {
    open,
    show: (dialog: K) => setOpen(dialog),
    close: () => setOpen(null),
    /** The gateway answered: `done` is the confirmation's verb ("Approved"), `subject` what was decided. */
    decided(outcome: Outcome, done: string, subject: string) {
      decided.current = true;
      news.announce(newsOf(outcome, done, subject));
      setOpen(null);
    },
    onCloseAutoFocus(event: Event) {
      if (decided.current) focusNews(news, event);
    },
  };
}
