/**
 * The wallet's PIN under the ways to pay that need it (the wallet, financing), on the kit's form
 * (pin-form.ts): the PIN, and for the wallet above its warning limit the confirmation and a
 * one-time code (a new code step when the gateway refuses the code given). Loaded when such a way
 * is chosen; "Place order" asks it through `pinStep`.
 */
import { type RefObject, useEffect } from 'react';
import { formatMoney } from '../../contracts/money.ts';
import { OneTimeCode } from '../shared/money/OneTimeCode.tsx';
import { PinField } from '../shared/money/PinField.tsx';
import { useCodeStep } from '../shared/money/use-code-step.ts';
import { usePinForm } from './pin-form.ts';
import type { PinMethod, PinStep } from './use-place-order.ts';

interface PinConfirmationProps {
  method: PinMethod;
  total: number;
  /** The wallet's warning limit when the total is above it (a confirmation and a code are asked), else null. */
  exceededLimit: number | null;
  pinStep: RefObject<PinStep | null>;
}

export function PinConfirmation({ method, total, exceededLimit, pinStep }: PinConfirmationProps) {
  const { form, errors } = usePinForm(method);
  const code = useCodeStep();
  useEffect(() => form.setValue('paymentMethod', method), [form, method]);
  useEffect(() => form.setValue('otpId', code.otpId ?? undefined), [form, code.otpId]);
  const { renewOnRefusal } = code;
  useEffect(() => {
    pinStep.current = {
      confirm: () => new Promise((resolve) => void form.handleSubmit(resolve, () => resolve(null))()),
      refused: renewOnRefusal,
    };
    return () => {
      pinStep.current = null;
    };
  }, [form, pinStep, renewOnRefusal]);

  return (
    <div className="wallet-pay">
      <PinField
        id="wallet-pin"
        label="Wallet PIN"
        className="input pin-input"
        error={errors.walletPin?.message}
        {...form.register('walletPin')}
      />
      {method === 'wallet' && exceededLimit !== null && (
        <>
          <label className="checkbox">
            <input type="checkbox" {...form.register('confirmLargePayment')} /> I confirm this payment of {formatMoney(total)}, above my
            warning limit of {formatMoney(exceededLimit)}.
          </label>
          <OneTimeCode
            key={code.round}
            purpose="large-outflow"
            reason="Payments above your warning limit also need a code sent to your email."
            onValidated={code.setOtpId}
          />
        </>
      )}
    </div>
  );
}
