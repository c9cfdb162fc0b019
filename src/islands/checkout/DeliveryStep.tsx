/**
 * Checkout's delivery step: for each seller, the options the gateway says reach the address, with
 * the fee it priced (pickup at a named warehouse free, a zone's fee with its VAT, freight quoted by
 * the seller after the order). The option checked is the one the gateway would place the order
 * with; picking another asks the gateway again. The options themselves load with the first preview.
 */
import { lazy, Suspense } from 'react';
import type { CheckoutPreview } from '../../contracts/commerce.ts';

const DeliveryChoices = lazy(() => import('./DeliveryChoices.tsx'));

interface DeliveryStepProps {
  preview: CheckoutPreview | undefined;
  /** The preview is being asked again (an option or the address changed). */
  updating: boolean;
  error: string | null;
  onRetry: () => void;
  onChoose: (supplierId: number, optionId: string) => void;
  hasAddress: boolean;
  /** The options the buyer picked, shown checked at once while the gateway prices them. */
  picked: readonly { supplierId: number; optionId?: string | undefined }[];
}

const pricing = (
  <>
    <p className="visually-hidden">Pricing delivery…</p>
    <div className="card cart-skeleton short" />
  </>
);

export function DeliveryStep({ preview, updating, error, onRetry, onChoose, hasAddress, picked }: DeliveryStepProps) {
  return (
    <section className="card checkout-step" aria-labelledby="delivery-title" aria-busy={updating || undefined}>
      <h2 id="delivery-title">
        <span className="step-number" aria-hidden="true">
          2
        </span>{' '}
        Delivery
      </h2>
      {!hasAddress ? (
        <p className="muted">Choose where to deliver first: each seller's options depend on the address.</p>
      ) : error && !preview ? (
        <div className="cart-alert" role="alert">
          <p>We could not price delivery: {error}</p>
          <button type="button" className="button secondary compact" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : !preview ? (
        pricing
      ) : (
        <Suspense fallback={pricing}>
          <DeliveryChoices preview={preview} onChoose={onChoose} picked={picked} />
        </Suspense>
      )}
    </section>
  );
}
