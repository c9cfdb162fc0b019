/**
 * "Place order": sends confirm-purchase once per attempt (the same Idempotency-Key on a retry), then
 * takes the buyer to pay or to the confirmation. When the gateway refuses, its field errors that
 * name a line of the cart go beside that line, the rest under its message.
 */
import { useState } from 'react';
import type { PaymentMethodName, PricedCart } from '../../contracts/commerce.ts';
import type { PaymentsConfig } from '../../contracts/payments.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { forgetCart, loadServerCart } from '../../lib/cart.ts';
import { useMutation } from '../shared/data/use-query.ts';
import { confirmPurchase } from './api.ts';
import { payByCard } from './card-payment.ts';
import { checkoutAttemptKey, endCheckoutAttempt } from './idempotency-key.ts';

/** Paying from the wallet: the PIN, and above the warning limit the confirmation and a validated code (financing: the PIN). */
export interface WalletAuthorization {
  walletPin: string;
  confirmLargePayment?: boolean;
  otpId?: string;
}

export interface PlaceFailure {
  message: string;
  /** Messages that are not about one line and do not repeat the message. */
  general: string[];
  byLine: Map<number, string[]>;
}

/** `items.{index}.{field}` names a line of the cart that was bought (in cart order); anything else is general. */
function splitErrors(error: unknown, packageIds: number[], message: string): PlaceFailure {
  const fields = (error as { data?: { errors?: Record<string, string[]> | null } }).data?.errors ?? {};
  const byLine = new Map<number, string[]>();
  const general: string[] = [];
  for (const [key, messages] of Object.entries(fields)) {
    const index = /^items\.(\d+)\./.exec(key)?.[1];
    const id = index === undefined ? undefined : packageIds[Number(index)];
    if (id !== undefined) byLine.set(id, [...(byLine.get(id) ?? []), ...messages]);
    else general.push(...messages.filter((m) => !message.toLowerCase().includes(m.toLowerCase())));
  }
  return { message, general, byLine };
}

/** The wallet's part of the body: all of it for the wallet, the PIN alone for financing (it draws the line, not the wallet). */
function walletFields(method: PaymentMethodName, wallet: WalletAuthorization | null): Partial<WalletAuthorization> {
  if (!wallet) return {};
  if (method === 'wallet') return wallet;
  if (method === 'financing') return { walletPin: wallet.walletPin };
  return {};
}

/** How the PIN's absence is said, by the way it would confirm. */
const PIN_NEEDED: Partial<Record<PaymentMethodName, string>> = {
  wallet: 'Enter your 6-digit wallet PIN to pay from the wallet.',
  financing: 'Enter your 6-digit wallet PIN to pay with financing.',
};

export function usePlaceOrder(cart: PricedCart | null, payments: PaymentsConfig | undefined) {
  const [failure, setFailure] = useState<PlaceFailure | null>(null);
  // Once the orders exist the button stays busy while the page moves on: a second click would be a second purchase.
  const [placed, setPlaced] = useState(false);

  const send = useMutation(async (shippingAddressId: string, paymentMethod: PaymentMethodName, wallet: WalletAuthorization | null) => {
    setFailure(null);
    try {
      const body = { shippingAddressId, paymentMethod, ...walletFields(paymentMethod, wallet) };
      const result = (await confirmPurchase(body, checkoutAttemptKey())).data;
      endCheckoutAttempt();
      forgetCart();
      setPlaced(true);
      const next = `/order-success?checkout=${encodeURIComponent(result.checkoutId)}`;
      if (result.paymentMethod === 'card' && result.payment) await payByCard(result.payment, payments ?? null, next);
      else location.assign(next);
    } catch (error) {
      const message = errorMessage(error);
      setPlaced(false);
      setFailure(splitErrors(error, cart?.lines.map((l) => l.packageId) ?? [], message));
      // The cart as it stands now: stock, prices and minimums may have moved.
      void loadServerCart().catch(() => {});
      throw error;
    }
  });

  const placing = send.busy || placed;
  return {
    placing,
    failure,
    /** Says what is missing instead of sending when no address is chosen. */
    place(addressId: string | null, method: PaymentMethodName, wallet: WalletAuthorization | null = null): boolean {
      if (placing) return true;
      if (!addressId) {
        setFailure({ message: 'Choose where to deliver the order, or add an address.', general: [], byLine: new Map() });
        return false;
      }
      const pinNeeded = PIN_NEEDED[method];
      if (pinNeeded && !/^\d{6}$/.test(wallet?.walletPin ?? '')) {
        setFailure({ message: pinNeeded, general: [], byLine: new Map() });
        return true;
      }
      void send.run(addressId, method, wallet);
      return true;
    },
  };
}
