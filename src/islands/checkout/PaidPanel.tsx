/**
 * After a purchase paid at once from the wallet or with financing: nothing to pay any more, the money
 * is held until after delivery, and where the payment is followed (the wallet, or the repayments at /finance).
 */
import { formatMoney } from '../../contracts/money.ts';

interface PaidPanelProps {
  method: 'wallet' | 'financing';
  total: number;
  currency: string;
}

export function PaidPanel({ method, total, currency }: PaidPanelProps) {
  const amount = formatMoney(total, currency);
  return (
    <section className="card next-steps-card" aria-labelledby="paid-title">
      <h2 id="paid-title">{method === 'financing' ? 'Paid by financing' : 'Paid from your wallet'}</h2>
      {method === 'financing' ? (
        <p>
          Your procurement financing paid <strong className="money">{amount}</strong>. The money is held for the seller until after you
          confirm delivery; you repay it in instalments taken from your wallet, the first due in 30 days.
        </p>
      ) : (
        <p>
          <strong className="money">{amount}</strong> left your wallet and is held for the seller until after you confirm delivery; it comes
          back to your wallet if an order is cancelled.
        </p>
      )}
      <div className="button-row">
        {method === 'financing' ? (
          <a className="button" href="/finance">
            See your repayments
          </a>
        ) : (
          <a className="button" href="/wallet/home">
            Open the wallet
          </a>
        )}
        <a className="button secondary" href="/procurement/my-orders">
          My orders
        </a>
      </div>
    </section>
  );
}
