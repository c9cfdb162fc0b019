/**
 * The wallet PIN asked before money moves (a payout, accepting or repaying financing): six digits,
 * hidden, never offered by the browser's autofill.
 */
import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field } from '../ui/Field.tsx';

interface PinFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  id: string;
  error?: string | undefined;
  label?: string;
}

export const PinField = forwardRef<HTMLInputElement, PinFieldProps>(function PinField({ label = 'Your wallet PIN', ...props }, ref) {
  return <Field ref={ref} label={label} inputMode="numeric" type="password" autoComplete="off" maxLength={6} {...props} />;
});
