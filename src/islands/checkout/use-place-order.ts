/**
 * "Place order": sends confirm-purchase (with the deliveries shown for each seller and the end-use declaration of restricted goods) once per attempt (the same Idempotency-Key on a retry), then
 * takes the buyer to pay or to the confirmation. When the gateway refuses, its field errors that
 * name a line of the cart go beside that line, the rest under its message.
 */
import { useRef, useState } from 'react';
import type { PaymentMethodName, PricedCart } from '../../contracts/commerce.ts';
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import type { PaymentsConfig } from '../../contracts/payments.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { forgetCart, loadServerCart } from '../../lib/cart.ts';
import { useMutation } from '../shared/data/use-query.ts';
import { confirmPurchase } from './api.ts';
import { checkoutAttemptKey, endCheckoutAttempt } from './idempotency-key.ts';
import type { PinPayment } from './pin-form.ts';

/** The ways to pay confirmed with the wallet's PIN (pin-form.ts, loaded when one is chosen). */
export type PinMethod = 'wallet' | 'financing';
export const isPinMethod = (method: PaymentMethodName): method is PinMethod => method === 'wallet' || method === 'financing';

/** How a PIN that cannot confirm is said under "Place order", by the way it would confirm. */
export const PIN_NEEDED: Record<PinMethod, string> = {
  wallet: 'Enter your 6-digit wallet PIN to pay from the wallet.',
  financing: 'Enter your 6-digit wallet PIN to pay with financing.',
};

/** The PIN's form while it shows (PinConfirmation.tsx), as "Place order" uses it. */
export interface PinStep {
  /** Checks the form: the payment's part of the body, or null once the form marks what is missing. */
  confirm: () => Promise<PinPayment | null>;
  /** The gateway refused the purchase: a refused one-time code starts a new code step. */
  refused: (error: unknown) => void;
}

/** The payment's part of confirm-purchase's body. */
export type PaymentPart = { paymentMethod: Exclude<PaymentMethodName, PinMethod> } | PinPayment;

/** The goods' part: the deliveries as priced (split by package when they are) and the end-use declaration ('' for none). */
export interface GoodsPart {
  delivery: DeliveryChoice[];
  endUse: string;
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

export function usePlaceOrder(cart: PricedCart | null, payments: PaymentsConfig | undefined) {
  const [failure, setFailure] = useState<PlaceFailure | null>(null);
  // Once the orders exist the button stays busy while the page moves on: a second click would be a second purchase.
  const [placed, setPlaced] = useState(false);

  // Set at once, so a second press before the first renders (the payment form checks asynchronously) sends nothing.
  const inFlight = useRef(false);

  const send = useMutation(
    async (shippingAddressId: string, payment: PaymentPart, goods: GoodsPart, onRefused?: (error: unknown) => void) => {
      setFailure(null);
      try {
        const { delivery, endUse } = goods;
        const body = {
          shippingAddressId,
          ...payment,
          ...(delivery.length ? { delivery } : {}),
          ...(endUse ? { endUse: { statement: endUse } } : {}),
        };
        const result = (await confirmPurchase(body, checkoutAttemptKey())).data;
        endCheckoutAttempt();
        forgetCart();
        setPlaced(true);
        const next = `/order-success?checkout=${encodeURIComponent(result.checkoutId)}`;
        // The card's code loads only for a card purchase, once its orders exist.
        if (result.paymentMethod === 'card' && result.payment)
          await (await import('./card-payment.ts')).payByCard(result.payment, payments ?? null, next);
        else location.assign(next);
      } catch (error) {
        const message = errorMessage(error);
        setPlaced(false);
        setFailure(splitErrors(error, cart?.lines.map((l) => l.packageId) ?? [], message));
        onRefused?.(error);
        // The cart as it stands now: stock, prices and minimums may have moved.
        void loadServerCart().catch(() => {});
        throw error;
      }
    },
  );

  const placing = send.busy || placed;
  const refuse = (message: string) => setFailure({ message, general: [], byLine: new Map() });
  return {
    placing,
    failure,
    /** Says why the order cannot be placed as it stands, without sending. */
    refuse,
    /** Sends the purchase, unless it is already on its way; `onRefused` hears why the gateway refused it. */
    place(addressId: string, payment: PaymentPart, goods: GoodsPart, onRefused?: (error: unknown) => void): void {
      if (placing || inFlight.current) return;
      inFlight.current = true;
      void send.run(addressId, payment, goods, onRefused).then((result) => {
        // null: refused (the failure says why), so a new attempt may go; otherwise the page is moving on.
        if (result === null) inFlight.current = false;
      });
    },
  };
}
