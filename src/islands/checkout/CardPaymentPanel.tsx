/** Where a card purchase's payment stands, with "Verify payment" and "Pay now" (or "Try paying again") until it succeeds. */
import { useEffect } from 'react';
import type { CardPayment } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import { useCardPayment } from './use-card-payment.ts';

const PAYMENT_TEXT: Record<CardPayment['status'], string> = {
  pending: 'Waiting for your card payment',
  succeeded: 'Paid by card',
  failed: 'The card payment did not go through',
};

const BADGE: Record<CardPayment['status'], string> = { succeeded: 'verified', failed: 'danger', pending: 'warning' };

interface CardPaymentPanelProps {
  payment: CardPayment | null;
  returnTo: string;
  /** Back from the provider's page or popup: ask the gateway at once. */
  verifyOnArrival: boolean;
  onVerified: (payment: CardPayment) => void;
}

export function CardPaymentPanel({ payment, returnTo, verifyOnArrival, onVerified }: CardPaymentPanelProps) {
  const card = useCardPayment(returnTo, onVerified);
  // Once, as the page opens: a later "Verify payment" is the buyer's to press.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on arrival only, by design
  useEffect(() => {
    if (verifyOnArrival && payment?.status === 'pending') void card.check(payment.reference);
  }, []);

  return (
    <section className="card next-steps-card" aria-labelledby="payment-title">
      <h2 id="payment-title">Card payment</h2>
      <p className="payment-state" role="status">
        <span className={`badge ${payment ? BADGE[payment.status] : 'warning'}`}>
          {payment ? PAYMENT_TEXT[payment.status] : 'No card payment found'}
        </span>
        {payment && <span className="money">{formatMoney(payment.amountMinor, payment.currency)}</span>}
      </p>
      {card.note && <p className="small">{card.note}</p>}
      {payment && payment.status !== 'succeeded' && (
        <div className="button-row">
          <button
            type="button"
            className="button"
            aria-disabled={card.checking || undefined}
            onClick={() => {
              if (!card.checking) void card.check(payment.reference);
            }}
          >
            {card.checking ? 'Checking…' : 'Verify payment'}
          </button>
          <button
            type="button"
            className="button secondary"
            aria-disabled={card.checking || undefined}
            onClick={() => {
              if (!card.checking) card.pay(payment.reference);
            }}
          >
            {payment.status === 'failed' ? 'Try paying again' : 'Pay now'}
          </button>
        </div>
      )}
      <p className="small muted">Payment reference {payment?.reference}</p>
    </section>
  );
}
