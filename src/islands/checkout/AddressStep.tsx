/** Checkout's first step: where to deliver. A saved address (the default chosen first), or a new one added here. */
import { lazy, type Ref, Suspense } from 'react';
import type { ShippingAddress } from '../../contracts/commerce.ts';
import { AddressLines } from '../shared/commerce/AddressLines.tsx';

// The form and its validation load only when someone adds an address: a buyer with a saved one
// never needs them at checkout.
const AddressForm = lazy(() => import('./forms.ts').then((m) => ({ default: m.AddressForm })));

interface AddressStepProps {
  addresses: ShippingAddress[];
  chosenId: string | null;
  onChoose: (id: string) => void;
  /** The new-address form is open. */
  adding: boolean;
  onAdding: (adding: boolean) => void;
  onSaved: (address: ShippingAddress) => void;
  /** Focused when "Place order" finds no address chosen. */
  sectionRef: Ref<HTMLElement>;
}

export function AddressStep({ addresses, chosenId, onChoose, adding, onAdding, onSaved, sectionRef }: AddressStepProps) {
  return (
    <section className="card checkout-step" aria-labelledby="address-title" ref={sectionRef} tabIndex={-1}>
      <h2 id="address-title">
        <span className="step-number" aria-hidden="true">
          1
        </span>{' '}
        Delivery address
      </h2>
      {addresses.length > 0 && (
        <fieldset className="choice-cards">
          <legend className="visually-hidden">Deliver to</legend>
          {addresses.map((address) => (
            <label key={address.id} className="choice-card">
              <input
                type="radio"
                name="shipping-address"
                value={address.id}
                checked={address.id === chosenId}
                onChange={() => onChoose(address.id)}
              />
              <span className="choice-body">
                <span className="choice-title">
                  {address.label} {address.isDefault && <span className="badge">Default</span>}
                </span>
                <AddressLines address={address} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {adding ? (
        <div className="inline-address">
          <h3>{addresses.length ? 'New address' : 'Where should the sellers deliver?'}</h3>
          <Suspense fallback={<p className="small muted">Loading the address form…</p>}>
            <AddressForm
              idPrefix="checkout-address"
              defaultChecked={addresses.length === 0}
              submitLabel="Save and deliver here"
              onSaved={onSaved}
              {...(addresses.length ? { onCancel: () => onAdding(false) } : {})}
            />
          </Suspense>
        </div>
      ) : (
        <button type="button" className="button secondary compact" onClick={() => onAdding(true)}>
          Add a new address
        </button>
      )}
    </section>
  );
}
