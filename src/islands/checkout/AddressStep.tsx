/** Checkout's first step: where to deliver. A saved address (the default chosen first), or a new one added here. */
import type { Ref } from 'react';
import type { ShippingAddress } from '../../contracts/commerce.ts';
import { AddressForm } from '../shared/addresses/AddressForm.tsx';
import { AddressLines } from '../shared/addresses/AddressLines.tsx';

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
          <AddressForm
            idPrefix="checkout-address"
            defaultChecked={addresses.length === 0}
            submitLabel="Save and deliver here"
            onSaved={onSaved}
            {...(addresses.length ? { onCancel: () => onAdding(false) } : {})}
          />
        </div>
      ) : (
        <button type="button" className="button secondary compact" onClick={() => onAdding(true)}>
          Add a new address
        </button>
      )}
    </section>
  );
}
