/** The list after an address was saved, in the gateway's order: the default first. */
import type { ShippingAddress } from '../../../../contracts/commerce.ts';

export function withSaved(list: ShippingAddress[], saved: ShippingAddress): ShippingAddress[] {
  // A new default takes the place of the old one: only one address is the default.
  const others = list.filter((a) => a.id !== saved.id).map((a) => (saved.isDefault ? { ...a, isDefault: false } : a));
  return [saved, ...others].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
