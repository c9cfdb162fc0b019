/**
 * The lines the cart page shows: the gateway's prices at the quantities in the cart now. A quantity
 * changed since the last answer is not "settled" yet: its total is worked out here meanwhile, and
 * its problem (if any) waits for the gateway's word.
 */
import type { CartItem, PricedCart, PricedCartLine } from '../../contracts/commerce.ts';

export interface ShownLine extends PricedCartLine {
  settled: boolean;
}

export function shownLines(priced: PricedCart | null, items: readonly CartItem[]): ShownLine[] {
  const quantities = new Map(items.map((i) => [i.packageId, i.quantity]));
  return (priced?.lines ?? [])
    .filter((l) => quantities.has(l.packageId))
    .map((l) => {
      const quantity = quantities.get(l.packageId)!;
      const settled = quantity === l.quantity;
      return {
        ...l,
        quantity,
        settled,
        lineTotalMinor: l.unitPriceMinor * quantity,
        problem: settled ? (l.problem ?? (l.available ? null : 'No longer sold')) : null,
      };
    });
}

/** What the available lines cost. */
export const linesTotal = (lines: readonly ShownLine[]) => lines.reduce((sum, l) => sum + (l.available ? l.lineTotalMinor : 0), 0);
