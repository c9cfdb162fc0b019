/**
 * The cart as the gateway prices it now. Signed in: the server cart (merged with this browser's
 * cart the first time after sign-in), kept in the cart store. Signed out: the browser cart priced
 * after each change of lines or quantities, a burst of clicks priced once.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { PricedCart } from '../../contracts/commerce.ts';
import { $cart, $serverCart, cartIsSaving, loadServerCart, withoutLine } from '../../lib/cart.ts';
import { $loggedUser } from '../../lib/session.ts';
import { queryKey, useQuery } from '../shared/data/use-query.ts';
import { cartPriceKey, priceCart, type PriceLines } from './api.ts';

const EMPTY: PricedCart = { lines: [], totalMinor: 0, currency: 'NGN', count: 0 };
const REPRICE_DELAY_MS = 300;

/** Waits, unless the request is given up first (a newer change came). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export function usePricedCart() {
  const user = useStore($loggedUser);
  const items = useStore($cart);
  const server = useStore($serverCart);
  const [dropped, setDropped] = useState(0);
  // The first pricing goes at once; later ones wait for the clicks to stop.
  const pricedBefore = useRef(false);
  const signedIn = user !== null;
  const lines: PriceLines = items.map(({ packageId, quantity }) => ({ packageId, quantity }));
  const idKey = items
    .map((i) => i.packageId)
    .sort((a, b) => a - b)
    .join(',');

  const serverLoad = useQuery(user ? queryKey('cart:server', { user: user.id }) : null, () => loadServerCart());

  // Signed in: another tab changed the cart; read the server cart again once nothing is on its way.
  useEffect(() => {
    if (!signedIn || !server) return;
    const serverIds = server.lines
      .map((l) => l.packageId)
      .sort((a, b) => a - b)
      .join(',');
    if (serverIds === idKey) return;
    const timer = setTimeout(() => {
      if (!cartIsSaving()) void loadServerCart().catch(() => {});
    }, REPRICE_DELAY_MS * 2);
    return () => clearTimeout(timer);
  }, [signedIn, server, idKey]);

  // An empty browser cart needs no pricing: it shows as empty at once, as the page's HTML drew it.
  const visitor = useQuery(signedIn || lines.length === 0 ? null : cartPriceKey(lines), async (signal) => {
    if (pricedBefore.current) await pause(REPRICE_DELAY_MS, signal);
    const answer = await priceCart(lines, signal);
    pricedBefore.current = true;
    // Packages the gateway no longer sells leave the cart, and the page says how many went.
    const known = new Set(answer.lines.map((l) => l.packageId));
    const gone = lines.filter((l) => !known.has(l.packageId));
    if (gone.length && !signal.aborted) {
      $cart.set(gone.reduce((rest, line) => withoutLine(rest, line.packageId), $cart.get()));
      setDropped((n) => n + gone.length);
    }
    return answer;
  });

  const priced = signedIn ? server : lines.length === 0 ? EMPTY : (visitor.data ?? null);
  const load = signedIn ? serverLoad : visitor;
  return { items, priced, failure: load.error?.message ?? null, retry: load.reload, dropped, clearDropped: () => setDropped(0) };
}
