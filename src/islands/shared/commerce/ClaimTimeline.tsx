/** A claim's audit trail, oldest first: each step, who took it, when, its note and any amount refunded. */
import type { Claim } from '../../../contracts/claims.ts';
import { formatMoney } from '../../../contracts/money.ts';
import { useAccountDates } from '../data/use-account-dates.ts';
import { ACTOR_LABEL, claimEventLabel } from './claim-text.ts';

export function ClaimTimeline({ events, currency }: { events: Claim['events']; currency: string }) {
  const { dateTime } = useAccountDates();
  return (
    <ol className="timeline">
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the trail is append-only; two steps may share a moment
        <li key={`${event.at}-${index}`} className={`timeline-item claim-event-${event.kind}`}>
          <span className="timeline-dot" aria-hidden="true" />
          <div>
            <p className="timeline-title">
              <strong>{claimEventLabel(event.kind)}</strong> <span className="muted">{ACTOR_LABEL[event.actor]}</span>
              {event.amountMinor !== null && <> · {formatMoney(event.amountMinor, currency)}</>}
            </p>
            <p className="muted small timeline-time">
              <time dateTime={event.at}>{dateTime(event.at)}</time>
            </p>
            {event.note && <p className="timeline-note">{event.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
