/** A request's history, oldest first: what happened, who did it and when, with any words that came with it. */
import type { FinancingEvent } from '../../../../contracts/financing.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';

const BY: Record<FinancingEvent['by'], string> = { customer: 'You', operator: 'ChemMarket financing', system: 'Automatic' };

export function FinancingTimeline({ events }: { events: readonly FinancingEvent[] }) {
  const { dateTime } = useAccountDates();
  if (!events.length) return <p className="muted">Nothing has happened yet.</p>;
  return (
    <ol className="fin-timeline">
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only; two may share a time
        <li key={`${event.at}-${index}`} className={`fin-event ${event.status ?? ''}`}>
          <span className="fin-event-dot" aria-hidden="true" />
          <div>
            <p className="fin-event-title">
              <strong>{event.title}</strong> <span className="muted small">· {BY[event.by]}</span>
            </p>
            <p className="muted small">
              <time dateTime={event.at}>{dateTime(event.at)}</time>
            </p>
            {event.body && <p className="fin-event-body">{event.body}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
