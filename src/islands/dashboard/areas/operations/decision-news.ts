/**
 * The line a queue shows after a decision ("Rejected: …", or that someone else decided first),
 * and where the keyboard goes once the dialog closes: the decided item usually leaves the list.
 */
import type { Outcome } from './api.ts';

export interface DecisionNews {
  text: string;
  /** Someone else decided first; the queue was refreshed. */
  conflict: boolean;
}

export interface NewsTarget {
  announce: (news: DecisionNews) => void;
  /** The id of the element that shows the news, focused when the dialog closes. */
  elementId: string;
}

/** The news of a decision: what was done to what, or the gateway's word that it was decided already. */
export function newsOf(outcome: Outcome, done: string, subject: string): DecisionNews {
  return outcome.conflict
    ? { text: `${outcome.message} The list now shows the current state.`, conflict: true }
    : { text: `${done}: ${subject}.`, conflict: false };
}

/**
 * Sends the keyboard to the news instead of the button that opened the dialog (it may be gone);
 * `event` is the dialog's closing, whose own return of the keyboard is then cancelled.
 */
export function focusNews(target: NewsTarget, event?: Event): void {
  const element = document.getElementById(target.elementId);
  if (!element) return;
  event?.preventDefault();
  element.focus();
}
