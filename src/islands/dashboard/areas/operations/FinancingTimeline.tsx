/** A financing request's history as the company and the operators see it: newest last, who did what and when. */
import type { FinancingEvent } from '../../../../contracts/financing.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';

const BY: Record<FinancingEvent['by'], string> = { customer: 'Company', operator: 'Operator', system: 'Automatic' };

export function FinancingTimeline({ events }: { events: readonly FinancingEvent[] }) {
  const { dateTime } = useAccountDates();
  if (!events.length) return null;
  return (
    <div className="financing-timeline">
      <h3 className="review-subtitle">Timeline</h3>
      <ol>
        {events.map((event, index) => (
          // Events have no id; their order in the list is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <p>
              <strong>{event.title}</strong>{' '}
              <span className="muted small">
                · {BY[event.by]}, <time dateTime={event.at}>{dateTime(event.at)}</time>
              </span>
            </p>
            {event.body && <p className="muted small">{event.body}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
