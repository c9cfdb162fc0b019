/** Every financing request of the company, newest first, each linking to its page. */
import type { FinanceOverview } from '../../../../contracts/financing.ts';
import { FINANCING_TYPE_LABELS } from '../../../../contracts/financing-terms.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { FinancingStatusBadge } from '../../../shared/money/FinancingBadges.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { requestLink } from './request-link.ts';

export function History({ history }: { history: FinanceOverview['history'] }) {
  const { date } = useAccountDates();
  return (
    <section className="card finance-card" aria-labelledby="finance-history-title">
      <div className="finance-card-head">
        <h2 id="finance-history-title">Financing history</h2>
        <a className="small" href="/financing/list">
          All requests
        </a>
      </div>
      <ul className="finance-rows">
        {history.map((r) => {
          const amount = r.offeredAmount ?? r.amount;
          return (
            <li key={r.id}>
              <div className="finance-row-main">
                <a href={requestLink(r.type, r.id)} className="finance-row-title">
                  {r.reference}
                </a>
                <span className="muted small">
                  {FINANCING_TYPE_LABELS[r.type]} · {date(r.createdAt)}
                </span>
              </div>
              <span className="finance-row-amount">{amount !== null ? formatMoney(amount) : '—'}</span>
              <FinancingStatusBadge status={r.status} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
