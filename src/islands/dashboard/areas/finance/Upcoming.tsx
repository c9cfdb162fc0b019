/** The instalments coming up, across requests: when, for which request, what is left to pay, and their state. */
import type { FinanceOverview } from '../../../../contracts/financing.ts';
import { FINANCING_TYPE_LABELS } from '../../../../contracts/financing-terms.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { InstalmentBadge } from '../../../shared/money/FinancingBadges.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { requestLink } from './request-link.ts';

export function Upcoming({ upcoming }: { upcoming: FinanceOverview['upcoming'] }) {
  const { date } = useAccountDates();
  return (
    <section className="card finance-card" aria-labelledby="finance-upcoming-title">
      <h2 id="finance-upcoming-title">Upcoming repayments</h2>
      {upcoming.length ? (
        <ul className="finance-rows">
          {upcoming.map((line) => (
            <li key={line.id}>
              <div className="finance-row-main">
                <span className="finance-row-title">{date(line.dueAt)}</span>
                <span className="muted small">
                  <a href={requestLink(line.type, line.requestId)}>{line.reference}</a> · {FINANCING_TYPE_LABELS[line.type]} · instalment{' '}
                  {line.seq}
                </span>
              </div>
              <span className="finance-row-amount">{formatMoney(line.amount - line.paid)}</span>
              <InstalmentBadge status={line.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No repayment is due.</p>
      )}
      {upcoming.length > 0 && <p className="small muted">Each is taken from your wallet on its due date.</p>}
    </section>
  );
}
