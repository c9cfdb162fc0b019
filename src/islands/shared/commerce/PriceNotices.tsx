/** Says which prices changed since they were put in the cart (the cart now shows the current ones). */
import type { PriceChange } from '../../../lib/cart.ts';
import { formatMoney } from '../../../contracts/money.ts';

export function PriceNotices({ changes, dropped = 0, onDismiss }: { changes: PriceChange[]; dropped?: number; onDismiss: () => void }) {
  if (changes.length === 0 && dropped === 0) return null;
  return (
    <div className="price-notices" role="status">
      <ul>
        {changes.map((c) => (
          <li key={`${c.packageId}-${c.to}`}>
            The price of {c.name} changed from {formatMoney(c.from, c.currency)} to {formatMoney(c.to, c.currency)}; the cart now shows the
            current price.
          </li>
        ))}
        {dropped > 0 && (
          <li>
            {dropped === 1 ? 'A package in your cart is' : `${dropped} packages in your cart are`} no longer sold and{' '}
            {dropped === 1 ? 'was' : 'were'} removed.
          </li>
        )}
      </ul>
      <button type="button" className="button secondary compact" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
