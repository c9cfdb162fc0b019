/** The accepted procurement line: what it allows, what is used and left, until when; paid from at checkout. */
import type { FinanceOverview } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { requestLink } from './request-link.ts';

export function CreditLine({ line }: { line: NonNullable<FinanceOverview['line']> }) {
  const { date } = useAccountDates();
  const used = line.amount > 0 ? Math.min(100, Math.round((line.used / line.amount) * 100)) : 0;
  return (
    <section className="card finance-card finance-line" aria-labelledby="finance-line-title">
      <div className="finance-card-head">
        <h2 id="finance-line-title">Procurement credit line</h2>
        <a className="small" href={requestLink('procurement', line.requestId)}>
          See the request
        </a>
      </div>
      <div className="finance-line-figures">
        <p>
          <span className="finance-label">Left to use</span>
          <span className="finance-value">{formatMoney(line.left)}</span>
        </p>
        <p className="muted small">
          {formatMoney(line.used)} used of {formatMoney(line.amount)} · until {date(line.expiresAt)}
        </p>
      </div>
      <div
        className="finance-meter"
        role="meter"
        aria-label="Credit line used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={used}
        aria-valuetext={`${used} % used`}
      >
        <span style={{ width: `${used}%` }} />
      </div>
      {line.left > 0 && (
        <p className="finance-line-cta">
          Pay for your cart with financing at checkout.{' '}
          <a className="button compact" href="/cart">
            Go to your cart
          </a>
        </p>
      )}
    </section>
  );
}
