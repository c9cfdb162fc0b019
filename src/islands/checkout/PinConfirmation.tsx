/**
 * The wallet's PIN under the ways to pay that need it (the wallet, financing), on the kit's form
 * (pin-form.ts): the PIN, and for the wallet above its warning limit the confirmation and a
 * one-time code. Loaded when such a way is chosen; "Place order" asks it through `confirmRef`.
 */
import { type RefObject, useEffect } from 'react';
import { formatMoney } from '../../contracts/money.ts';
import { OneTimeCode } from '../shared/money/OneTimeCode.tsx';
import { PinField } from '../shared/money/PinField.tsx';
import { usePinForm } from './pin-form.ts';
import type { ConfirmPin, PinMethod } from './use-place-order.ts';

interface PinConfirmationProps {
  method: PinMethod;
  total: number;
  /** The wallet's warning limit when the total is above it (a confirmation and a code are asked), else null. */
  exceededLimit: number | null;
  confirmRef: RefObject<ConfirmPin | null>;
}

export function PinConfirmation({ method, total, exceededLimit, confirmRef }: PinConfirmationProps) {
  const { form, errors } = usePinForm(method);
  useEffect(() => form.setValue('paymentMethod', method), [form, method]);
  useEffect(() => {
    confirmRef.current = () => new Promise((resolve) => void form.handleSubmit(resolve, () => resolve(null))());
    return () => {
      confirmRef.current = null;
    };
  }, [form, confirmRef]);

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
            purpose="large-outflow"
            reason="Payments above your warning limit also need a code sent to your email."
            onValidated={(otpId) => form.setValue('otpId', otpId)}
          />
        </>
      )}
    </div>
  );
}
