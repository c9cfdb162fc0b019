/**
 * Checkout's second step: how to pay. Bank transfer always; card only when the gateway offers it;
 * the wallet when the person has one (with its PIN, and above their warning limit a confirmation
 * and a one-time code); financing when the company has an accepted procurement line (confirmed
 * with the same wallet PIN). A way that cannot pay says why instead of failing at "Place order".
 * The choices and the PIN are fields of the kit's form (payment-form.ts).
 */
import { lazy, Suspense } from 'react';
import { formatMoney } from '../../contracts/money.ts';
import type { WalletDetails } from '../../contracts/wallet.ts';
import { useAccountDates } from '../shared/data/use-account-dates.ts';
import { PinField } from '../shared/money/PinField.tsx';
import type { FinancingLine } from './api.ts';
import { FinancingChoice } from './FinancingChoice.tsx';
import type { PaymentFormState } from './payment-form.ts';
import { financingProblem, walletProblem } from './payment-problems.ts';

interface PaymentStepProps {
  payment: PaymentFormState;
  cardEnabled: boolean;
  wallet: WalletDetails | null;
  /** The company's procurement financing line, when it has one open to this person. */
  financing: FinancingLine | null;
  total: number;
}

/** Only payments above the warning limit need a code: its step loads when one does. */
const OneTimeCode = lazy(() => import('../shared/money/OneTimeCode.tsx').then((m) => ({ default: m.OneTimeCode })));

export function PaymentStep({ payment: { form, errors }, cardEnabled, wallet, financing, total }: PaymentStepProps) {
  const { date } = useAccountDates();
  const method = form.watch('paymentMethod');
  const choice = form.register('paymentMethod');
  const problem = wallet ? walletProblem(wallet, total) : null;
  const large = wallet?.limits.warningLimit != null && total > wallet.limits.warningLimit;
  // Both are confirmed with the wallet's PIN: one field serves them.
  const withPin = (method === 'wallet' || method === 'financing') && wallet;
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
          <input type="radio" value="bank-transfer" {...choice} />
          <span className="choice-body">
            <span className="choice-title">Bank transfer</span>
            <span className="small muted">
              You get a proforma invoice with the bank details and a reference for each order. The seller ships once the money arrives.
            </span>
          </span>
        </label>
        {wallet && (
          <label className="choice-card">
            <input type="radio" value="wallet" disabled={problem !== null} {...choice} />
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
            choice={choice}
            until={date(financing.expiresAt)}
          />
        )}
        {cardEnabled && (
          <label className="choice-card">
            <input type="radio" value="card" {...choice} />
            <span className="choice-body">
              <span className="choice-title">Card</span>
              <span className="small muted">Pay now with a debit or credit card through Paystack. Your card details never reach us.</span>
            </span>
          </label>
        )}
      </fieldset>
      {withPin && (
        <div className="wallet-pay">
          <PinField
            id="wallet-pin"
            label="Wallet PIN"
            className="input pin-input"
            error={errors.walletPin?.message}
            {...form.register('walletPin')}
          />
          {method === 'wallet' && large && (
            <>
              <label className="checkbox">
                <input type="checkbox" {...form.register('confirmLargePayment')} /> I confirm this payment of {formatMoney(total)}, above my
                warning limit of {formatMoney(withPin.limits.warningLimit!)}.
              </label>
              <Suspense fallback={<p className="small muted">Loading the one-time code step…</p>}>
                <OneTimeCode
                  purpose="large-outflow"
                  reason="Payments above your warning limit also need a code sent to your email."
                  onValidated={(otpId) => form.setValue('otpId', otpId)}
                />
              </Suspense>
            </>
          )}
        </div>
      )}
    </section>
  );
}
