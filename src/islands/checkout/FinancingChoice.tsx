/**
 * "Pay with financing" among checkout's ways to pay, when the company has an accepted procurement
 * line: what is left on it and until when, or why it cannot pay this cart (disabled, with the
 * reason read with the choice).
 */
import { formatMoney } from '../../contracts/money.ts';
import type { FinancingLine } from './api.ts';

interface FinancingChoiceProps {
  line: FinancingLine;
  /** Why the line cannot pay this cart, or null. */
  problem: string | null;
  checked: boolean;
  onChoose: () => void;
  /** The line's last day, as the reader reads days. */
  until: string;
}

export function FinancingChoice({ line, problem, checked, onChoose, until }: FinancingChoiceProps) {
  return (
    <label className="choice-card">
      <input type="radio" name="payment-method" value="financing" checked={checked} disabled={problem !== null} onChange={onChoose} />
      <span className="choice-body">
        <span className="choice-title">Pay with financing · {formatMoney(line.left)} left</span>
        <span className="small muted">
          {problem ??
            `Your procurement line pays the seller now; you repay it in instalments from your wallet. Confirm with your PIN. Open until ${until}.`}{' '}
          <a href="/finance">Your financing</a>
        </span>
      </span>
    </label>
  );
}
