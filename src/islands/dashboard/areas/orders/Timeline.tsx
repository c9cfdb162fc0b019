/** An order's history, oldest first: what happened, who did it, when, and any note that came with it. */
import type { Order } from '../../../../contracts/commerce.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { ACTOR_LABEL, eventLabel } from './order-text.ts';

export function Timeline({ events }: { events: Order['events'] }) {
  const { dateTime } = useAccountDates();
  if (!events.length) return <p className="muted">Nothing has happened to this order yet.</p>;
  return (
    <ol className="timeline">
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only; two may share a timestamp
        <li key={`${event.createdAt}-${index}`} className={`timeline-item event-${event.kind}`}>
          <span className="timeline-dot" aria-hidden="true" />
          <div>
            <p className="timeline-title">
              <strong>{eventLabel(event.kind)}</strong> <span className="muted">{ACTOR_LABEL[event.actor]}</span>
            </p>
            <p className="muted small timeline-time">
              <time dateTime={event.createdAt}>{dateTime(event.createdAt)}</time>
            </p>
            {event.note && <p className="timeline-note">{event.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
