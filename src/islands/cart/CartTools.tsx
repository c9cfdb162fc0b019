/** Under the cart's lines: back to shopping, and emptying the cart after a confirmation. */
import { useState } from 'react';

export function CartTools({ onEmpty }: { onEmpty: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="cart-tools">
      <a href="/markets">Continue shopping</a>
      {confirming ? (
        <span className="confirm-clear" role="group" aria-label="Empty the cart">
          <span>Remove every package?</span>
          <button
            type="button"
            className="button secondary compact"
            onClick={() => {
              setConfirming(false);
              onEmpty();
            }}
          >
            Yes, empty the cart
          </button>
          <button type="button" className="button secondary compact" onClick={() => setConfirming(false)}>
            Keep them
          </button>
        </span>
      ) : (
        <button type="button" className="link-button" onClick={() => setConfirming(true)}>
          Empty the cart
        </button>
      )}
    </div>
  );
}
