/**
 * Checkout's way to pay as a kit form (use-gateway-form.ts) on the purchase contract: the method,
 * and for the wallet and financing the wallet's PIN under the contract's rule (`pinEntry`). A valid
 * form hands over the payment's part of the body: all of the wallet's for the wallet (above its
 * warning limit, the confirmation and the validated one-time code too), the PIN alone for
 * financing (it draws the line, not the wallet), nothing of the wallet for a bank transfer or a card.
 */
import { z } from 'zod';
import { type ConfirmPurchaseBody, confirmPurchaseBody, type PaymentMethodName } from '../../contracts/commerce.ts';
import { pinEntry } from '../../contracts/wallet.ts';
import { useGatewayForm } from '../shared/data/use-gateway-form.ts';

const { confirmLargePayment, otpId } = confirmPurchaseBody.shape;

export const paymentForm = z.discriminatedUnion('paymentMethod', [
  z.object({ paymentMethod: z.enum(['bank-transfer', 'card']) }),
  z.object({ paymentMethod: z.literal('financing'), walletPin: pinEntry }),
  z.object({ paymentMethod: z.literal('wallet'), walletPin: pinEntry, confirmLargePayment, otpId }),
]) satisfies z.ZodType<Partial<ConfirmPurchaseBody>>;

/** What the form's fields hold, whichever way to pay is chosen. */
export interface PaymentFields {
  paymentMethod: PaymentMethodName;
  walletPin: string;
  confirmLargePayment?: boolean;
  /** Set once the one-time code step validates a code. */
  otpId?: string;
}

/** The payment's part of confirm-purchase's body. */
export type PaymentPart = z.output<typeof paymentForm>;

/** Checked when "Place order" is pressed, then again as the PIN is typed. */
export const usePaymentForm = () =>
  useGatewayForm<PaymentPart, PaymentFields>(
    paymentForm,
    { paymentMethod: 'bank-transfer', walletPin: '' },
    { mode: 'onSubmit', reValidateMode: 'onChange' },
  );

export type PaymentFormState = ReturnType<typeof usePaymentForm>;

/** How a PIN that cannot confirm is said under "Place order", by the way it would confirm. */
export const PIN_NEEDED: Partial<Record<PaymentMethodName, string>> = {
  wallet: 'Enter your 6-digit wallet PIN to pay from the wallet.',
  financing: 'Enter your 6-digit wallet PIN to pay with financing.',
};
