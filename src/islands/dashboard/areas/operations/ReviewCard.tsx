/**
 * One item of a review queue as a card: what it is and where it stands, whose it is, what the
 * operator needs to decide (the children), when it came in, its history in the audit log, and
 * the decision's buttons while it waits.
 */
import type { ReactNode } from 'react';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { type Customer, CustomerLine } from './Customer.tsx';

/** How a status reads at a glance; the word on the badge carries the meaning. */
export type Tone = 'waiting' | 'good' | 'bad' | 'neutral';
const TONE_CLASS: Record<Tone, string> = { waiting: 'badge warning', good: 'badge verified', bad: 'badge danger', neutral: 'badge' };

interface ReviewCardProps {
  titleId: string;
  title: ReactNode;
  /** One line under the title: the kind of item, a reference. */
  meta?: ReactNode;
  status: { label: string; tone: Tone };
  customer: Customer;
  /** The title is the customer's name, so the customer line leaves it out. */
  titleIsCustomer?: boolean;
  /** When the item came in, and what that moment is called ("Submitted", "Asked"). */
  at: { label: string; iso: string };
  historyHref: string;
  /** The decision's buttons, while the item waits. */
  actions?: ReactNode;
  children: ReactNode;
}

export function ReviewCard({
  titleId,
  title,
  meta,
  status,
  customer,
  titleIsCustomer = false,
  at,
  historyHref,
  actions,
  children,
}: ReviewCardProps) {
  const { dateTime } = useAccountDates();
  const metaId = `${titleId}-meta`;
  // Named by its title and kind: one company's person and business verifications are told apart.
  return (
    <article className="card review-item" aria-labelledby={meta ? `${titleId} ${metaId}` : titleId}>
      <div className="review-head">
        <div className="review-heading">
          <h2 id={titleId} className="review-title">
            {title}
          </h2>
          {meta && (
            <p id={metaId} className="muted small review-meta">
              {meta}
            </p>
          )}
        </div>
        <span className={TONE_CLASS[status.tone]}>{status.label}</span>
      </div>
      <CustomerLine customer={customer} named={!titleIsCustomer} />
      {children}
      <div className="review-foot">
        <p className="muted small">
          {at.label} <time dateTime={at.iso}>{dateTime(at.iso)}</time> ·{' '}
          <a href={historyHref} aria-describedby={titleId}>
            History
          </a>
        </p>
        {actions}
      </div>
    </article>
  );
}
