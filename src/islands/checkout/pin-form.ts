/**
 * The wallet's PIN at checkout as a kit form (use-gateway-form.ts): the PIN under the contract's
 * rule (`pinEntry`, as confirm-purchase checks it), and for the wallet above its warning limit the
 * confirmation and the validated one-time code. A valid form hands over the payment's part of
 * confirm-purchase's body: all of it for the wallet, the PIN alone for financing (it draws the
 * line, not the wallet). Loaded with PinConfirmation.tsx, only when a way to pay asks for the PIN.
 */
import { z } from 'zod';
import { otpId, pinEntry } from '../../contracts/wallet.ts';
import { useGatewayForm } from '../shared/data/use-gateway-form.ts';
import type { PinMethod } from './use-place-order.ts';

const pinPayment = z
  .object({
    paymentMethod: z.enum(['wallet', 'financing']),
    walletPin: pinEntry,
    confirmLargePayment: z.boolean().optional(),
    otpId: otpId.optional(),
  })
  .transform(({ paymentMethod, walletPin, ...large }) =>
    paymentMethod === 'wallet' ? { paymentMethod, walletPin, ...large } : { paymentMethod, walletPin },
  ) satisfies z.ZodType<{ paymentMethod: PinMethod }>;

export type PinPayment = z.output<typeof pinPayment>;

/** What the form's fields hold. */
interface PinFields {
  paymentMethod: PinMethod;
  walletPin: string;
  confirmLargePayment?: boolean;
  /** Set once the one-time code step validates a code. */
  otpId?: string;
}

/** Checked when "Place order" is pressed, then again as the PIN is typed. */
export const usePinForm = (method: PinMethod) =>
  useGatewayForm<PinPayment, PinFields>(
    pinPayment,
    { paymentMethod: method, walletPin: '' },
    { mode: 'onSubmit', reValidateMode: 'onChange' },
  );
