/** Checkout's second step: how to pay. Bank transfer always; card only when the gateway offers it. */
import type { PaymentMethodName } from '../../contracts/commerce.ts';

interface PaymentStepProps {
  method: PaymentMethodName;
  onMethod: (method: PaymentMethodName) => void;
  cardEnabled: boolean;
}

export function PaymentStep({ method, onMethod, cardEnabled }: PaymentStepProps) {
  return (
    <section className="card checkout-step" aria-labelledby="payment-title">
      <h2 id="payment-title">
        <span className="step-number" aria-hidden="true">
          2
        </span>{' '}
        Payment
      </h2>
      <fieldset className="choice-cards">
        <legend className="visually-hidden">Pay by</legend>
        <label className="choice-card">
          <input
            type="radio"
            name="payment-method"
            value="bank-transfer"
            checked={method === 'bank-transfer'}
            onChange={() => onMethod('bank-transfer')}
          />
          <span className="choice-body">
            <span className="choice-title">Bank transfer</span>
            <span className="small muted">
              You get a proforma invoice with the bank details and a reference for each order. The seller ships once the money arrives.
            </span>
          </span>
        </label>
        {cardEnabled && (
          <label className="choice-card">
            <input type="radio" name="payment-method" value="card" checked={method === 'card'} onChange={() => onMethod('card')} />
            <span className="choice-body">
              <span className="choice-title">Card</span>
              <span className="small muted">Pay now with a debit or credit card through Paystack. Your card details never reach us.</span>
            </span>
          </label>
        )}
      </fieldset>
    </section>
  );
}
