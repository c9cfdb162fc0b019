/** /finance at a glance: the wallet's available money, what is owed, what is overdue, and the next repayment. */
import type { FinanceOverview } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { PendingFigure } from '../../../shared/ui/QueryStatus.tsx';

/** The figures; without `overview` (still on its way) each figure's place is held. */
export function Figures({ overview }: { overview?: FinanceOverview | undefined }) {
  const { date } = useAccountDates();
  const next = overview?.upcoming[0];
  const pending = <PendingFigure />;
  return (
    <ul className="finance-figures" aria-label="Figures" aria-busy={!overview}>
      <li className="card finance-figure">
        <p className="finance-label">Wallet, available</p>
        <p className="finance-value">
          {!overview ? pending : overview.wallet ? formatMoney(overview.wallet.available, overview.wallet.currency) : '—'}
        </p>
        <p className="small">
          {!overview ? null : overview.wallet ? <a href="/wallet/home">Add money</a> : <a href="/wallet/home">Open a wallet</a>}
          <span className="muted">{overview ? ' · ' : ''}instalments are taken from it</span>
        </p>
      </li>
      <li className="card finance-figure">
        <p className="finance-label">Owed</p>
        <p className="finance-value" data-testid="finance-owed">
          {overview ? formatMoney(overview.owed) : pending}
        </p>
        <p className="small muted">Left to repay on the instalments not paid yet.</p>
      </li>
      <li className={`card finance-figure${overview && overview.overdue > 0 ? ' overdue' : ''}`}>
        <p className="finance-label">Overdue</p>
        <p className="finance-value" data-testid="finance-overdue">
          {overview ? formatMoney(overview.overdue) : pending}
        </p>
        <p className="small muted">
          {!overview ? pending : overview.overdue > 0 ? 'Add money to your wallet: late instalments carry a fee.' : 'Nothing late.'}
        </p>
      </li>
      <li className="card finance-figure">
        <p className="finance-label">Next repayment</p>
        <p className="finance-value">{!overview ? pending : next ? formatMoney(next.amount - next.paid) : '—'}</p>
        <p className="small muted">
          {!overview ? (
            pending
          ) : next ? (
            <>
              Due {date(next.dueAt)} · <span className="nowrap">{next.reference}</span>
            </>
          ) : (
            'None scheduled.'
          )}
        </p>
      </li>
    </ul>
  );
}
