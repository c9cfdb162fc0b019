/**
 * Checkout's delivery step: for each seller, the options the gateway says reach the address, with
 * the fee it priced (pickup at a named warehouse free, a zone's fee with its VAT, freight quoted by
 * the seller after the order). The option checked is the one the gateway would place the order
 * with; picking another asks the gateway again. The options themselves load with the first preview.
 * Goods that may not travel together, and restricted goods, are said here with what to do
 * (SegregationAlert.tsx, EndUseDeclaration.tsx).
 */
import { lazy, Suspense } from 'react';
import type { CheckoutPreview } from '../../contracts/commerce.ts';
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import type { PreviewRefusal } from './api.ts';
import { EndUseDeclaration } from './EndUseDeclaration.tsx';
import { SegregationAlert } from './SegregationAlert.tsx';

const DeliveryChoices = lazy(() => import('./DeliveryChoices.tsx'));

interface DeliveryStepProps {
  preview: CheckoutPreview | undefined;
  /** The preview is being asked again (an option or the address changed). */
  updating: boolean;
  error: string | null;
  onRetry: () => void;
  onChoose: (supplierId: number, optionId: string, packageIds?: number[]) => void;
  hasAddress: boolean;
  /** The deliveries the buyer picked, shown checked at once while the gateway prices them. */
  picked: readonly DeliveryChoice[];
  /** Why the gateway will not price the purchase as it stands, when the buyer can change it. */
  refusal: PreviewRefusal | null;
  sellerName: (supplierId: number) => string;
  onSplit: (delivery: DeliveryChoice[]) => void;
  /** The end-use declaration sent ('' for none), and whether the goods need one. */
  endUse: string;
  endUseAsked: boolean;
  onDeclare: (statement: string) => void;
}

const pricing = (
  <>
    <p className="visually-hidden">Pricing delivery…</p>
    <div className="card cart-skeleton short" />
  </>
);

export function DeliveryStep(props: DeliveryStepProps) {
  const { preview, updating, error, onRetry, onChoose, hasAddress, picked, refusal } = props;
  const declaration = (props.endUseAsked || refusal?.endUse || refusal?.restricted) && (
    <EndUseDeclaration
      statement={props.endUse}
      problems={refusal?.endUse ?? null}
      refused={refusal?.restricted ?? null}
      onDeclare={props.onDeclare}
    />
  );
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
      ) : refusal?.segregation ? (
        <>
          <SegregationAlert segregation={refusal.segregation} sellerName={props.sellerName} onSplit={props.onSplit} splitting={updating} />
          {declaration}
        </>
      ) : refusal ? (
        declaration
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
        <>
          <Suspense fallback={pricing}>
            <DeliveryChoices preview={preview} onChoose={onChoose} picked={picked} />
          </Suspense>
          {declaration}
        </>
      )}
    </section>
  );
}
