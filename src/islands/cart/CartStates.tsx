/** What the cart page shows before there are lines to list: loading, a failure, or an empty cart. */

export function CartFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="card cart-message" role="alert">
      <p>We could not load your cart: {message}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Grey shapes where the groups and the summary will be, so the page does not jump when they come. */
export function CartLoading() {
  return (
    <>
      <p className="visually-hidden">Loading your cart…</p>
      <div className="cart-layout">
        <div className="cart-groups">
          {[0, 1].map((n) => (
            <div key={n} className="card cart-skeleton" />
          ))}
        </div>
        <div className="card cart-skeleton short" />
      </div>
    </>
  );
}

export function CartEmpty() {
  return (
    <div className="card cart-empty">
      <svg
        aria-hidden="true"
        focusable="false"
        width="48"
        height="48"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.9a1.5 1.5 0 0 0 1.4-1.1L22 7H6.2" />
      </svg>
      <h2>Your cart is empty</h2>
      <p className="muted">Find chemicals and raw materials by market, compare packages and prices, and add what you need.</p>
      <a className="button" href="/markets">
        Browse markets
      </a>
    </div>
  );
}
