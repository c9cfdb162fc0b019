/**
 * The cart (spec §3–§5): lines of { packageId, packagePrice (kobo), quantity } in localStorage
 * through @nanostores/persistent, so every static page, island and tab reads the same cart.
 *
 * Signed in, the browser cart mirrors the person's server cart: once per sign-in it is merged into
 * it (POST /v1/shoppingcart/merge) and the server's answer becomes the cart; later changes go to the
 * gateway too, applied here at once and undone, with a toast, when the gateway refuses them.
 * Server calls run one after another, so their answers arrive in the order the changes were made.
 *
 * This module ships on every static page (the header badge): it imports no zod and no framework.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import type { CartItem, PricedCart, PricedCartLine } from '../contracts/commerce.ts';
import type { Envelope } from '../contracts/envelope.ts';
import { api, backgroundApi, errorMessage, type ApiClient } from './api-client.ts';
import { $loggedUser } from './session.ts';
import { toast } from './toast.ts';

/** The same limits as CART_LINE_LIMIT and QUANTITY_MAX in contracts/commerce.ts (a unit test keeps them equal). */
export const CART_LINES_MAX = 50;
export const CART_QUANTITY_MAX = 100_000;

const isWhole = (value: unknown, min: number): value is number => Number.isInteger(value) && (value as number) >= min;

/** Reads what localStorage holds; anything unreadable (an old format, a hand edit) is an empty cart. */
export function decodeCart(raw: string): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (line): line is CartItem => isWhole(line?.packageId, 1) && isWhole(line?.packagePrice, 0) && isWhole(line?.quantity, 1),
    );
  } catch {
    return [];
  }
}

export const $cart = persistentAtom<CartItem[]>('cart', [], { encode: JSON.stringify, decode: decodeCart, listen: true });
/** Distinct packages in the cart: the header badge's number. */
export const $cartLineCount = computed($cart, (items) => items.length);
/** The signed-in person's cart as the gateway last priced it (null when signed out or not loaded). */
export const $serverCart = atom<PricedCart | null>(null);

// ---------------------------------------------------------------- pure cart logic

/** spec §9: the cart total is the sum of packagePrice × quantity. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.packagePrice * item.quantity, 0);
}

/** A whole number of packages between min and max (and within 1…CART_QUANTITY_MAX). */
export function clampQuantity(quantity: number, min = 1, max = CART_QUANTITY_MAX): number {
  const high = Math.min(Math.max(max, 1), CART_QUANTITY_MAX);
  const low = Math.min(Math.max(min, 1), high);
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : low;
  return Math.min(Math.max(whole, low), high);
}

/** spec §5: a packageId already in the cart is refused; so is a line past the cart's limit. */
export function withLine(items: readonly CartItem[], item: CartItem): CartItem[] | 'duplicate' | 'full' {
  if (items.some((line) => line.packageId === item.packageId)) return 'duplicate';
  if (items.length >= CART_LINES_MAX) return 'full';
  return [...items, { packageId: item.packageId, packagePrice: item.packagePrice, quantity: clampQuantity(item.quantity) }];
}

export function withQuantity(items: readonly CartItem[], packageId: number, quantity: number): CartItem[] {
  return items.map((line) => (line.packageId === packageId ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function withoutLine(items: readonly CartItem[], packageId: number): CartItem[] {
  return items.filter((line) => line.packageId !== packageId);
}

export interface PriceChange {
  packageId: number;
  name: string;
  from: number;
  to: number;
  currency: string;
}

/** Lines whose current price differs from the one the cart stored. */
export function priceChanges(items: readonly CartItem[], lines: readonly PricedCartLine[]): PriceChange[] {
  const stored = new Map(items.map((item) => [item.packageId, item.packagePrice]));
  return lines.flatMap((line) => {
    const from = stored.get(line.packageId);
    return from === undefined || from === line.unitPriceMinor
      ? []
      : [
          {
            packageId: line.packageId,
            name: `${line.productName}, ${line.packageLabel}`,
            from,
            to: line.unitPriceMinor,
            currency: line.currency,
          },
        ];
  });
}

/**
 * The server cart as browser lines. Prices the browser already stored are kept: only the cart and
 * checkout pages adopt new prices, where they can say so (see adoptPrices).
 */
export function mirrorLines(items: readonly CartItem[], priced: PricedCart): CartItem[] {
  const stored = new Map(items.map((item) => [item.packageId, item.packagePrice]));
  return priced.lines.map((line) => ({
    packageId: line.packageId,
    packagePrice: stored.get(line.packageId) ?? line.unitPriceMinor,
    quantity: line.quantity,
  }));
}

// ---------------------------------------------------------------- the store's actions

const signedIn = () => $loggedUser.get() !== null;
const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status;

let queue: Promise<unknown> = Promise.resolve();
let pending = 0;

/** Sends one change to the server cart after those before it; the last answer becomes the cart. */
async function sendChange(
  path: string,
  method: 'POST' | 'DELETE',
  body?: Record<string, unknown>,
  client: ApiClient = api,
): Promise<PricedCart> {
  pending++;
  const call = queue.then(() => client<Envelope<PricedCart>>(path, { method, ...(body ? { body } : {}) }));
  queue = call.catch(() => {});
  try {
    const priced = (await call).data;
    if (pending === 1) mirror(priced);
    return priced;
  } finally {
    pending--;
  }
}

function mirror(priced: PricedCart): void {
  $serverCart.set(priced);
  $cart.set(mirrorLines($cart.get(), priced));
}

/** True while changes are on their way to the server cart. */
export const cartIsSaving = () => pending > 0;

export type AddResult = 'added' | 'duplicate' | 'full' | 'failed';

/** Adds one package; answers with the spec's toasts ("Added to cart", "Already in cart"). */
export async function addToCart(item: CartItem): Promise<AddResult> {
  const next = withLine($cart.get(), item);
  if (next === 'duplicate') {
    toast('Already in cart', 'error');
    return 'duplicate';
  }
  if (next === 'full') {
    toast(`Your cart holds at most ${CART_LINES_MAX} different packages. Check out or remove one first.`, 'error');
    return 'full';
  }
  $cart.set(next);
  toast('Added to cart');
  if (!signedIn()) return 'added';
  try {
    await sendChange('/v1/shoppingcart/create', 'POST', { packageId: item.packageId, quantity: clampQuantity(item.quantity) });
    return 'added';
  } catch (error) {
    // Already in the server cart (added on another device): it is in the cart, as the person wanted.
    if (statusOf(error) === 409) {
      void loadServerCart();
      return 'added';
    }
    $cart.set(withoutLine($cart.get(), item.packageId));
    toast(`It could not be added to your cart: ${errorMessage(error)}`, 'error');
    return 'failed';
  }
}

/** Sets a line's quantity; signed in, returns the server cart's answer (null otherwise or on failure). */
export async function updateQuantity(packageId: number, quantity: number): Promise<PricedCart | null> {
  const before = $cart.get().find((line) => line.packageId === packageId);
  if (!before) return null;
  const wanted = clampQuantity(quantity);
  $cart.set(withQuantity($cart.get(), packageId, wanted));
  if (!signedIn()) return null;
  try {
    return await sendChange('/v1/shoppingcart/update', 'POST', { packageId, quantity: wanted });
  } catch (error) {
    if (statusOf(error) === 404) {
      $cart.set(withoutLine($cart.get(), packageId));
      toast('That package was no longer in your cart.', 'error');
      void loadServerCart();
      return null;
    }
    if ($cart.get().find((line) => line.packageId === packageId)?.quantity === wanted) {
      $cart.set(withQuantity($cart.get(), packageId, before.quantity));
    }
    toast(`The quantity could not be changed: ${errorMessage(error)}`, 'error');
    return null;
  }
}

/** Removes a line; signed in, returns the server cart's answer (null otherwise or on failure). */
export async function removeFromCart(packageId: number): Promise<PricedCart | null> {
  const items = $cart.get();
  const index = items.findIndex((line) => line.packageId === packageId);
  if (index < 0) return null;
  const removed = items[index]!;
  $cart.set(withoutLine(items, packageId));
  if (!signedIn()) return null;
  try {
    return await sendChange(`/v1/shoppingcart/remove/${packageId}`, 'DELETE');
  } catch (error) {
    if (statusOf(error) === 404) return null;
    const now = $cart.get();
    if (!now.some((line) => line.packageId === packageId)) $cart.set([...now.slice(0, index), removed, ...now.slice(index)]);
    toast(`It could not be removed from your cart: ${errorMessage(error)}`, 'error');
    return null;
  }
}

/** Empties the cart, the server's too when signed in. */
export async function clearCart(): Promise<void> {
  const before = $cart.get();
  $cart.set([]);
  if (!signedIn()) return;
  try {
    await sendChange('/v1/shoppingcart/clear', 'DELETE');
  } catch (error) {
    $cart.set(before);
    toast(`The cart could not be emptied: ${errorMessage(error)}`, 'error');
  }
}

/**
 * Forgets the browser cart without touching the server's: after a purchase (the gateway emptied the
 * bought lines itself) and after a sign-out (the cart stays on the server for the next sign-in).
 */
export function forgetCart(): void {
  $cart.set([]);
  $serverCart.set(null);
}

/**
 * The cart and checkout pages show current prices: they store them, and return what changed so
 * the page can say so ("The price of X changed from … to …").
 */
export function adoptPrices(priced: PricedCart): PriceChange[] {
  const items = $cart.get();
  const changes = priceChanges(items, priced.lines);
  if (changes.length) {
    const current = new Map(priced.lines.map((line) => [line.packageId, line.unitPriceMinor]));
    $cart.set(items.map((item) => ({ ...item, packagePrice: current.get(item.packageId) ?? item.packagePrice })));
  }
  return changes;
}

// ---------------------------------------------------------------- sign-in and sign-out

/** Whose server cart the browser cart mirrors (a user id), so the merge runs once per sign-in. */
const OWNER_KEY = 'cart-owner';
const readOwner = () => {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
};
const writeOwner = (id: string | null) => {
  try {
    if (id) localStorage.setItem(OWNER_KEY, id);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    /* storage refused (private mode): the merge simply runs again next time */
  }
};

let loading: Promise<PricedCart | null> | null = null;

/**
 * Signed in: merges the browser cart into the server cart the first time after sign-in, else reads
 * the server cart; either way the answer becomes the cart. Signed out: null. Shared while on its way.
 */
export function loadServerCart(client: ApiClient = api): Promise<PricedCart | null> {
  const user = $loggedUser.get();
  if (!user) return Promise.resolve(null);
  loading ??= (async () => {
    await queue;
    // A cart left behind by someone else who signed in on this browser is theirs, not this person's.
    const owner = readOwner();
    if (owner && owner !== user.id) $cart.set([]);
    const items = $cart.get().map(({ packageId, quantity }) => ({ packageId, quantity }));
    const response =
      owner === user.id
        ? await client<Envelope<PricedCart>>('/v1/shoppingcart/get')
        : await client<Envelope<PricedCart>>('/v1/shoppingcart/merge', { method: 'POST', body: { items } });
    if ($loggedUser.get()?.id !== user.id) return null;
    writeOwner(user.id);
    mirror(response.data);
    return response.data;
  })().finally(() => {
    loading = null;
  });
  return loading;
}

let watching = false;

/**
 * Run by the header on every page: after a sign-in, merge the browser cart into the server cart;
 * after a sign-out, forget the cart that mirrored the signed-out person's (it stays on the server).
 */
export function watchCartOwner(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  $loggedUser.subscribe((user) => {
    const owner = readOwner();
    if (user && owner !== user.id) void loadServerCart(backgroundApi).catch(() => {});
    else if (!user && owner) {
      writeOwner(null);
      forgetCart();
    }
  });
}
