/**
 * The offer on a request: amount, tenor, monthly rate, annual percentage rate, fee, interest and what is repaid in all,
 * the schedule, and (while it stands) "Accept the offer" and "Decline the offer".
 */
import { useState } from 'react';
import type { FinancingDetail, OfferView } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { AcceptOfferDialog } from './AcceptOfferDialog.tsx';
import { DeclineOfferDialog } from './DeclineOfferDialog.tsx';
import type { Changed } from './RequestDetail.tsx';
import { annualRate, monthlyRate } from './rates.ts';
import { ScheduleTable } from './ScheduleTable.tsx';

interface Props {
  request: FinancingDetail;
  offer: OfferView;
  onChange: Changed;
  /** The offer's schedule; left out once the instalments themselves are shown. */
  withSchedule: boolean;
}

export function OfferCard({ request, offer, onChange, withSchedule }: Props) {
  const { dateTime } = useAccountDates();
  const [open, setOpen] = useState<'accept' | 'decline' | null>(null);
  const standing = request.status === 'offered';
  const instalments = offer.schedule.length;
  // A procurement line that paid a purchase: what is owed is what it paid, not the whole line.
  const drawn = request.type === 'procurement' && request.drawn > 0 ? request.drawn : null;

  return (
    <section className={`card fin-card fin-offer${standing ? ' standing' : ''}`} aria-labelledby="fin-offer-title">
      <div className="fin-card-head">
        <h2 id="fin-offer-title">{standing ? 'Your offer' : 'Terms'}</h2>
        {standing && (
          <p className="fin-expiry">
            Accept by <time dateTime={offer.expiresAt}>{dateTime(offer.expiresAt)}</time>
          </p>
        )}
      </div>
      <div className="fin-offer-figures">
        <div className="fin-figure main">
          <span className="fin-figure-label">
            {drawn !== null ? 'Financed' : request.type === 'procurement' ? 'Credit line' : 'Amount'}
          </span>
          <span className="fin-figure-value" data-testid="offer-amount">
            {formatMoney(drawn ?? offer.amount)}
          </span>
          {drawn !== null && <span className="muted small">of a {formatMoney(offer.amount)} line</span>}
        </div>
        <div className="fin-figure">
          <span className="fin-figure-label">Tenor</span>
          <span className="fin-figure-value">{offer.tenorDays} days</span>
          <span className="muted small">
            {instalments} {instalments === 1 ? 'instalment' : 'instalments'}
          </span>
        </div>
        <div className="fin-figure">
          <span className="fin-figure-label">Rate</span>
          <span className="fin-figure-value">{monthlyRate(offer.rateBps)}</span>
        </div>
        <div className="fin-figure">
          <span className="fin-figure-label">
            <abbr title="Annual percentage rate">APR</abbr>
          </span>
          <span className="fin-figure-value" data-testid="offer-apr">
            {annualRate(offer.aprBps)}
          </span>
          <span className="muted small">a year, interest and fee</span>
        </div>
      </div>
      <dl className="fin-totals">
        <div>
          <dt>Arrangement fee</dt>
          <dd>{formatMoney(offer.fee)}</dd>
        </div>
        <div>
          <dt>Interest</dt>
          <dd>{formatMoney(offer.interest)}</dd>
        </div>
        <div className="total">
          <dt>Total to repay</dt>
          <dd data-testid="offer-total">{formatMoney(offer.total)}</dd>
        </div>
      </dl>
      {offer.note && <p className="fin-offer-note">{offer.note}</p>}
      {withSchedule && (
        <>
          <h3 className="fin-subhead">Repayment schedule</h3>
          {standing && <p className="muted small">If you accept today. The dates start from the day the money is paid out.</p>}
          <ScheduleTable schedule={offer.schedule} />
        </>
      )}
      {standing && (
        <div className="fin-actions">
          <button type="button" className="button" onClick={() => setOpen('accept')}>
            Accept the offer
          </button>
          <button type="button" className="button secondary" onClick={() => setOpen('decline')}>
            Decline the offer
          </button>
        </div>
      )}
      {open === 'accept' && (
        <AcceptOfferDialog
          request={request}
          offer={offer}
          onClose={() => setOpen(null)}
          onAccepted={(accepted) => {
            setOpen(null);
            onChange(accepted, 'Offer accepted.');
          }}
        />
      )}
      {open === 'decline' && (
        <DeclineOfferDialog
          request={request}
          onClose={() => setOpen(null)}
          onDeclined={(declined) => {
            setOpen(null);
            onChange(declined, 'Offer declined.');
          }}
        />
      )}
    </section>
  );
}
