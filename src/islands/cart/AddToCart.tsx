/**
 * "Add to cart" for one package row of a product page. It hydrates when visible and stays small:
 * the cart store, a stepper and a button (no form library). The quantity starts at the product's
 * minimum order in packages and cannot exceed the stock the page was built with; the gateway checks
 * both again when the cart is priced.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $cart, addToCart, clampQuantity } from '../../lib/cart.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';
import './cart.css';

interface Props {
  packageId: number;
  label: string;
  priceMinor: number;
  stock: number;
  /** minPackages(product, package) from the contracts. */
  minQuantity: number;
}

function AddToCart({ packageId, label, priceMinor, stock, minQuantity }: Props) {
  const items = useStore($cart);
  const [quantity, setQuantity] = useState(() => clampQuantity(minQuantity, minQuantity, stock));
  // Rendered at build time: the button waits for the island, so a click never falls on dead HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (stock < 1) return <button type="button" className="button compact add-button" disabled>Out of stock</button>;
  if (stock < minQuantity) {
    return <p className="small muted add-note">Not enough stock for the minimum order ({minQuantity} packages).</p>;
  }

  const inCart = items.some((item) => item.packageId === packageId);
  const noteId = `in-cart-${packageId}`;
  const hintId = `min-${packageId}`;

  return (
    <div className="add-to-cart">
      <QuantityStepper id={`qty-${packageId}`} name={label} value={quantity} min={minQuantity} max={stock} disabled={!hydrated}
        onChange={setQuantity} describedBy={minQuantity > 1 ? hintId : undefined} />
      <button type="button" className="button compact add-button" disabled={!hydrated}
        aria-describedby={inCart ? noteId : undefined} onClick={() => void addToCart({ packageId, packagePrice: priceMinor, quantity })}>
        Add to cart<span className="visually-hidden">: {label}</span>
      </button>
      {minQuantity > 1 && <p id={hintId} className="add-note small muted">Minimum {minQuantity} packages</p>}
      {inCart && <p id={noteId} className="add-note small"><a href="/cart">In your cart</a></p>}
    </div>
  );
}

export default withErrorBoundary(AddToCart);
