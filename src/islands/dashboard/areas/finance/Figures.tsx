/** /finance at a glance: the wallet's available money, what is owed, what is overdue, and the next repayment. */
import type { FinanceOverview } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';

export function Figures({ overview }: { overview: FinanceOverview }) {
  const { date } = useAccountDates();
  const next = overview.upcoming[0];
  return (
    <ul className="finance-figures" aria-label="Figures">
      <li className="card finance-figure">
        <p className="finance-label">Wallet, available</p>
        <p className="finance-value">{overview.wallet ? formatMoney(overview.wallet.available, overview.wallet.currency) : '—'}</p>
        <p className="small">
          {overview.wallet ? <a href="/wallet/home">Add money</a> : <a href="/wallet/home">Open a wallet</a>}
          <span className="muted"> · instalments are taken from it</span>
        </p>
      </li>
      <li className="card finance-figure">
        <p className="finance-label">Owed</p>
        <p className="finance-value" data-testid="finance-owed">
          {formatMoney(overview.owed)}
        </p>
        <p className="small muted">Left to repay on the instalments not paid yet.</p>
      </li>
      <li className={`card finance-figure${overview.overdue > 0 ? ' overdue' : ''}`}>
        <p className="finance-label">Overdue</p>
        <p className="finance-value" data-testid="finance-overdue">
          {formatMoney(overview.overdue)}
        </p>
        <p className="small muted">{overview.overdue > 0 ? 'Add money to your wallet: late instalments carry a fee.' : 'Nothing late.'}</p>
      </li>
      <li className="card finance-figure">
        <p className="finance-label">Next repayment</p>
        <p className="finance-value">{next ? formatMoney(next.amount - next.paid) : '—'}</p>
        <p className="small muted">
          {next ? (
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
