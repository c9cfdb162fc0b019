/**
 * A purchase's deliveries (docs/decisions/040-dangerous-goods-in-orders.md): each storefront's lines
 * travel in one delivery, or in several when the buyer's `delivery` entries for it name their
 * `packageIds` (goods that may not travel together, or simply two dispatches). Each delivery becomes
 * one order with its own delivery line. A split must hold each of the storefront's packages in
 * exactly one of its deliveries; anything else is refused with 400 and a message per field.
 */
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import { fieldErrors } from '../platform/errors.ts';

/** What a delivery needs of a line: its package, its storefront and how people name it. */
export interface DeliveryItem {
  packageId: number;
  supplierId: number;
  name: string;
}

export interface Delivery<L extends DeliveryItem> {
  supplierId: number;
  /** Its entry in the request's `delivery`, or null for a storefront the request leaves out. */
  choice: number | null;
  /** The option picked; undefined: the storefront's default (its first pickup). */
  optionId: string | undefined;
  /** Its lines, in the order the purchase gives them. */
  lines: L[];
}

/** The field a delivery's problems are reported on: its entry in `delivery`, or `delivery` for one not named there. */
export const deliveryField = (delivery: Pick<Delivery<DeliveryItem>, 'choice'>, rest = '') =>
  delivery.choice === null ? 'delivery' : `delivery.${delivery.choice}${rest}`;

/** The purchase's deliveries, storefront by storefront (ascending id), each storefront's in the order of its entries. */
export function splitDeliveries<L extends DeliveryItem>(lines: readonly L[], choices: readonly DeliveryChoice[] = []): Delivery<L>[] {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const supplierIds = [...new Set(lines.map((l) => l.supplierId))].sort((a, b) => a - b);
  const entriesOf = new Map<number, number[]>();
  choices.forEach((choice, index) => {
    if (!supplierIds.includes(choice.supplierId)) add(`delivery.${index}.supplierId`, 'is not a storefront of this purchase');
    else entriesOf.set(choice.supplierId, [...(entriesOf.get(choice.supplierId) ?? []), index]);
  });

  const deliveries: Delivery<L>[] = [];
  for (const supplierId of supplierIds) {
    const own = lines.filter((l) => l.supplierId === supplierId);
    const entries = entriesOf.get(supplierId) ?? [];
    if (!entries.some((i) => choices[i]!.packageIds)) {
      for (const extra of entries.slice(1))
        add(`delivery.${extra}.supplierId`, 'appears more than once: to split a storefront’s packages, give each delivery its packageIds');
      const first = entries[0];
      deliveries.push({
        supplierId,
        choice: first ?? null,
        optionId: first === undefined ? undefined : choices[first]!.optionId,
        lines: own,
      });
      continue;
    }
    // A split: every entry names its packages, each package of the storefront in exactly one.
    const placedIn = new Map<number, number>();
    for (const index of entries) {
      const packageIds = choices[index]!.packageIds;
      if (!packageIds) {
        add(`delivery.${index}.packageIds`, 'is required when the storefront’s packages are split into several deliveries');
        continue;
      }
      packageIds.forEach((packageId, j) => {
        const field = `delivery.${index}.packageIds.${j}`;
        const before = placedIn.get(packageId);
        if (!own.some((l) => l.packageId === packageId)) add(field, 'is not a package of this storefront in this purchase');
        else if (before === index) add(field, 'appears more than once');
        else if (before !== undefined) add(field, `is in delivery.${before} already: each package travels in one delivery`);
        else placedIn.set(packageId, index);
      });
    }
    const left = own.filter((l) => !placedIn.has(l.packageId));
    // An entry without its packages is the fault to name; what it would have held is not "left out".
    if (left.length && entries.every((i) => choices[i]!.packageIds))
      add(
        `delivery.${entries[0]}.packageIds`,
        `leaves out ${left.map((l) => l.name).join('; ')}: each of the storefront’s packages goes in one of its deliveries`,
      );
    for (const index of entries) {
      if (!choices[index]!.packageIds) continue;
      deliveries.push({
        supplierId,
        choice: index,
        optionId: choices[index]!.optionId,
        lines: own.filter((l) => placedIn.get(l.packageId) === index),
      });
    }
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return deliveries;
}
