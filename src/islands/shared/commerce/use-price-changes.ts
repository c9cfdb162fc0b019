/**
 * Prices that changed since packages went into the cart, for the cart and checkout pages: whatever
 * the gateway answers is stored as the cart's price, and each change is kept to be said out loud.
 */
import { useEffect, useState } from 'react';
import type { PricedCart } from '../../../contracts/commerce.ts';
import { adoptPrices, type PriceChange } from '../../../lib/cart.ts';

/** Keeps the first "from" and the latest "to" of each package; a price that came back is no change. */
function mergeChanges(known: PriceChange[], fresh: PriceChange[]): PriceChange[] {
  const merged = new Map(known.map((c) => [c.packageId, c]));
  for (const change of fresh) {
    const before = merged.get(change.packageId);
    merged.set(change.packageId, before ? { ...change, from: before.from } : change);
  }
  return [...merged.values()].filter((c) => c.from !== c.to);
}

export function usePriceChanges(priced: PricedCart | null) {
  const [changes, setChanges] = useState<PriceChange[]>([]);
  useEffect(() => {
    if (!priced) return;
    const fresh = adoptPrices(priced);
    if (fresh.length) setChanges((known) => mergeChanges(known, fresh));
  }, [priced]);
  return { changes, dismissChanges: () => setChanges([]) };
}
