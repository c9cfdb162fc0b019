/**
 * The wallet PIN asked before money moves (a payout, accepting or repaying financing, paying at
 * checkout): six digits, hidden, never offered by the browser's autofill. Only digits are taken as
 * they are typed or pasted; whether the PIN is complete is the contract's rule (`pinEntry`).
 */
import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field } from '../ui/Field.tsx';

interface PinFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  id: string;
  error?: string | undefined;
  label?: string;
}

export const PinField = forwardRef<HTMLInputElement, PinFieldProps>(function PinField(
  { label = 'Your wallet PIN', onChange, ...props },
  ref,
) {
  return (
    <Field
      ref={ref}
      label={label}
      inputMode="numeric"
      type="password"
      autoComplete="off"
      maxLength={6}
      {...props}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
});
