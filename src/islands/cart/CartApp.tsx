/**
 * /cart: the cart as the gateway prices it now (use-priced-cart.ts), grouped by seller. Quantities
 * change at once and are priced again; a changed price is said out loud and stored; a line that
 * cannot be bought as it is says why and holds back the checkout.
 */
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../contracts/format.ts';
import { clearCart, removeFromCart, updateQuantity } from '../../lib/cart.ts';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { CartGroup } from './CartGroup.tsx';
import { CartEmpty, CartFailure, CartLoading } from './CartStates.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CartTools } from './CartTools.tsx';
import { groupBySeller } from '../shared/commerce/group-by-seller.ts';
import { PriceNotices } from '../shared/commerce/PriceNotices.tsx';
import { shownLines, type ShownLine } from './shown-lines.ts';
import { usePriceChanges } from '../shared/commerce/use-price-changes.ts';
import { usePricedCart } from './use-priced-cart.ts';
import './cart.css';
import '../shared/commerce/cart-page.css';

function CartApp() {
  const { items, priced, failure, retry, dropped, clearDropped } = usePricedCart();
  const { changes, dismissChanges } = usePriceChanges(priced);
  const [status, setStatus] = useState('');
  /** The element to focus once the next render is done (after a removal, where the keyboard was is gone). */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const lines = shownLines(priced, items);
  const currency = priced?.currency ?? 'NGN';

  async function changeQuantity(line: ShownLine, quantity: number) {
    setStatus(`${line.productName}, ${line.packageLabel}: ${formatNumber(quantity)} ${quantity === 1 ? 'package' : 'packages'}.`);
    await updateQuantity(line.packageId, quantity);
  }

  async function remove(line: ShownLine) {
    const index = lines.findIndex((l) => l.packageId === line.packageId);
    const neighbour = lines[index + 1] ?? lines[index - 1];
    focusNext.current = neighbour ? `qty-${neighbour.packageId}` : 'cart-title';
    setStatus(`Removed ${line.productName}, ${line.packageLabel} from your cart.`);
    await removeFromCart(line.packageId);
  }

  async function emptyCart() {
    focusNext.current = 'cart-title';
    setStatus('Your cart is now empty.');
    await clearCart();
  }

  const live = (
    <p className="visually-hidden" role="status" aria-live="polite">
      {status}
    </p>
  );
  if (failure && !priced) {
    return (
      <div className="cart-app">
        {live}
        <CartFailure message={failure} onRetry={retry} />
      </div>
    );
  }
  if (!priced || (lines.length === 0 && items.length > 0)) {
    return (
      <div className="cart-app" aria-busy="true">
        {live}
        <CartLoading />
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="cart-app">
        {live}
        <PriceNotices changes={[]} dropped={dropped} onDismiss={clearDropped} />
        <CartEmpty />
      </div>
    );
  }

  const groups = groupBySeller(lines);
  return (
    <div className="cart-app">
      {live}
      <PriceNotices
        changes={changes}
        dropped={dropped}
        onDismiss={() => {
          dismissChanges();
          clearDropped();
        }}
      />
      {failure && (
        <div className="cart-alert" role="alert">
          The cart could not be brought up to date: {failure}{' '}
          <button type="button" className="link-button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      <div className="cart-layout">
        <div className="cart-groups">
          {groups.map((group) => (
            <CartGroup
              key={group.supplier.id}
              group={group}
              currency={currency}
              onQuantity={(line, quantity) => void changeQuantity(line, quantity)}
              onRemove={(line) => void remove(line)}
            />
          ))}
          <CartTools onEmpty={() => void emptyCart()} />
        </div>
        <CartSummary
          lines={lines}
          sellers={groups.length}
          currency={currency}
          updating={lines.some((l) => !l.settled) || lines.length < items.length}
        />
      </div>
    </div>
  );
}

export default withErrorBoundary(CartApp);
