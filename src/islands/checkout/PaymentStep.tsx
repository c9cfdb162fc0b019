/**
 * Checkout's second step: how to pay. Bank transfer always; card only when the gateway offers it;
 * the wallet when the person has one (with its PIN, and above their warning limit a confirmation
 * and a one-time code); financing when the company has an accepted procurement line (confirmed
 * with the same wallet PIN). A way that cannot pay says why instead of failing at "Place order".
 * The choice is a plain radio group; the PIN is the kit's form, loaded when a way that needs it is chosen.
 */
import { lazy, type RefObject, Suspense } from 'react';
import type { PaymentMethodName } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { WalletDetails } from '../../contracts/wallet.ts';
import { useAccountDates } from '../shared/data/use-account-dates.ts';
import type { FinancingLine } from './api.ts';
import { FinancingChoice } from './FinancingChoice.tsx';
import { financingProblem, walletProblem } from './payment-problems.ts';
import { isPinMethod, type PinStep } from './use-place-order.ts';

interface PaymentStepProps {
  method: PaymentMethodName;
  onMethod: (method: PaymentMethodName) => void;
  cardEnabled: boolean;
  wallet: WalletDetails | null;
  /** The company's procurement financing line, when it has one open to this person. */
  financing: FinancingLine | null;
  total: number;
  /** Set by the PIN's form while it shows: "Place order" checks the PIN through it. */
  pinStep: RefObject<PinStep | null>;
}

const PinConfirmation = lazy(() => import('./forms.ts').then((m) => ({ default: m.PinConfirmation })));

export function PaymentStep({ method, onMethod, cardEnabled, wallet, financing, total, pinStep }: PaymentStepProps) {
  const { date } = useAccountDates();
  const problem = wallet ? walletProblem(wallet, total) : null;
  const large = wallet?.limits.warningLimit != null && total > wallet.limits.warningLimit;
  // Both are confirmed with the wallet's PIN: one field serves them.
  const withPin = isPinMethod(method) && wallet;
  return (
    <section className="card checkout-step" aria-labelledby="payment-title">
      <h2 id="payment-title">
        <span className="step-number" aria-hidden="true">
          3
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
        {wallet && (
          <label className="choice-card">
            <input
              type="radio"
              name="payment-method"
              value="wallet"
              checked={method === 'wallet'}
              disabled={problem !== null}
              onChange={() => onMethod('wallet')}
            />
            <span className="choice-body">
              <span className="choice-title">Wallet · {formatMoney(wallet.balances.available)} available</span>
              <span className="small muted">
                {problem ??
                  'Paid at once with your PIN and held safely until you confirm delivery; back to your wallet if the order is cancelled.'}
                {problem && (
                  <>
                    {' '}
                    <a href={wallet.pinSet ? '/wallet/home' : '/wallet/settings'}>Open the wallet</a>
                  </>
                )}
              </span>
            </span>
          </label>
        )}
        {financing && (
          <FinancingChoice
            line={financing}
            problem={financingProblem(financing, wallet, total, date)}
            checked={method === 'financing'}
            onChoose={() => onMethod('financing')}
            until={date(financing.expiresAt)}
          />
        )}
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
      {withPin && (
        <Suspense fallback={<p className="small muted wallet-pay">Loading the PIN field…</p>}>
          <PinConfirmation method={method} total={total} exceededLimit={large ? wallet.limits.warningLimit : null} pinStep={pinStep} />
        </Suspense>
      )}
    </section>
  );
}
