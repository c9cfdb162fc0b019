/**
 * The Idempotency-Key of one checkout attempt: made once and kept in sessionStorage until the
 * purchase succeeds, so a double click, a retry after a network error or a reload sends the same
 * key and the gateway creates the orders once (docs/decisions/009-order-status-machine.md).
 */
const STORAGE_KEY = 'checkout-idempotency-key';
const SHAPE = /^checkout-[0-9a-f]{32}$/;

let fallback: string | null = null;

function fresh(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The key of the attempt under way, made on first use. */
export function checkoutAttemptKey(): string {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored && SHAPE.test(stored)) return stored;
    const key = fresh();
    sessionStorage.setItem(STORAGE_KEY, key);
    return key;
  } catch {
    // Storage refused (private mode): the key lives as long as the page.
    fallback ??= fresh();
    return fallback;
  }
}

/** The purchase went through: the next checkout is a new attempt. */
export function endCheckoutAttempt(): void {
  fallback = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* nothing kept */
  }
}
