/** Cart lines grouped by the seller who ships them: the gateway makes one order per seller. */
import type { PricedCartLine } from '../../../contracts/commerce.ts';

export interface SellerGroup<L> {
  supplier: PricedCartLine['supplier'];
  lines: L[];
}

/** Groups in the order sellers first appear in the cart, lines in cart order within each group. */
export function groupBySeller<L extends Pick<PricedCartLine, 'supplier'>>(lines: readonly L[]): SellerGroup<L>[] {
  const groups = new Map<number, SellerGroup<L>>();
  for (const line of lines) {
    const group = groups.get(line.supplier.id) ?? { supplier: line.supplier, lines: [] };
    group.lines.push(line);
    groups.set(line.supplier.id, group);
  }
  return [...groups.values()];
}
