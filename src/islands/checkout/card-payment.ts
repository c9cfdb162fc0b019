/**
 * Paying a card checkout: in the provider's inline popup when the gateway has a public key (its
 * script is loaded only then), else on the provider's page (authorizationUrl). Either way the buyer
 * comes back to /order-success, which verifies the payment with the gateway.
 */
import type { CardPayment } from '../../contracts/commerce.ts';
import type { PaymentsConfig } from '../../contracts/payments.ts';

interface PopupCallbacks {
  onSuccess: (transaction: { reference: string }) => void;
  onCancel: () => void;
  onError: (error: { message: string }) => void;
}
interface PaystackPopup {
  resumeTransaction(accessCode: string, callbacks: PopupCallbacks): void;
}
type PaystackPopupClass = new () => PaystackPopup;

const SCRIPT_URL = 'https://js.paystack.co/v2/inline.js';
let script: Promise<PaystackPopupClass> | null = null;

function loadPopup(): Promise<PaystackPopupClass> {
  script ??= new Promise<PaystackPopupClass>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = SCRIPT_URL;
    tag.async = true;
    tag.onload = () => {
      const popup = (window as unknown as { PaystackPop?: PaystackPopupClass }).PaystackPop;
      if (popup) resolve(popup);
      else reject(new Error('The card form did not load.'));
    };
    tag.onerror = () => reject(new Error('The card form could not load.'));
    document.head.append(tag);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

/** Opens the popup; resolves true once paid, false when closed or failed. */
function payInPopup(accessCode: string): Promise<boolean> {
  return loadPopup().then(
    (Popup) =>
      new Promise<boolean>((resolve) => {
        new Popup().resumeTransaction(accessCode, {
          onSuccess: () => resolve(true),
          onCancel: () => resolve(false),
          onError: () => resolve(false),
        });
      }),
  );
}

/**
 * Takes the buyer to pay, then to `returnTo` (with `verify=1` after the popup reports success).
 * Without a popup and without a provider page, goes straight to `returnTo`, which offers to pay.
 */
export async function payByCard(payment: CardPayment, config: PaymentsConfig | null, returnTo: string): Promise<void> {
  if (payment.status !== 'pending') return location.assign(returnTo);
  if (config?.publicKey && payment.accessCode) {
    try {
      const paid = await payInPopup(payment.accessCode);
      return location.assign(paid ? `${returnTo}${returnTo.includes('?') ? '&' : '?'}verify=1` : returnTo);
    } catch {
      // The popup could not load (blocked, offline): the provider's own page does the same job.
    }
  }
  location.assign(payment.authorizationUrl ?? returnTo);
}
