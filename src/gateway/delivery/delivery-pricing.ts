/**
 * The price of a delivery option for some goods (docs/decisions/034-vat-delivery-and-commission.md):
 * pickup and quoted freight are free on the order; a zone costs its fee per order, plus its fee per
 * tonne times the goods' weight (rounded half up to the kobo), plus its fee per package times the
 * packages, plus its surcharge for each class of dangerous goods the delivery carries, once per
 * class (docs/decisions/040-dangerous-goods-in-orders.md). VAT on the fee at the seller's standard
 * rate when it charges VAT, rounded once, on the fee. An option that refuses a class the goods
 * carry is not offered for them.
 */
import { carriesClass, type DeliveryClass, type HazardClass } from '../../contracts/dangerous-goods.ts';
import type { PricedDeliveryOption } from '../../contracts/delivery.ts';
import { stateOf } from '../../contracts/states.ts';
import { vatOf } from '../../contracts/tax.ts';
import type { deliveryOptions } from '../db/schema/delivery.ts';
import { HttpError } from '../platform/errors.ts';
import { kilograms, type Load } from './package-weight.ts';

type OptionRow = typeof deliveryOptions.$inferSelect;

/** Shown on a quoted-freight option and on the orders placed with it. */
export const QUOTED_FREIGHT_NOTE = 'Freight is quoted by the seller after the order and invoiced separately.';

/** Where goods go: an address's country and state as typed. */
export interface Place {
  country: string;
  state: string;
}

/** Whether an option serves a place: pickup and quoted freight always; a zone when it lists the address's state. */
export function servesPlace(option: Pick<OptionRow, 'kind' | 'country' | 'states'>, place: Place): boolean {
  if (option.kind !== 'zone') return true;
  if (option.country !== place.country.toUpperCase()) return false;
  const state = stateOf(place.country, place.state);
  return state !== null && (option.states ?? []).includes(state);
}

/** The first class the option refuses among the labels goods carry, or null when it carries them all. */
export const refusedClass = (option: Pick<OptionRow, 'refusedClasses'>, labels: readonly HazardClass[]): DeliveryClass | null =>
  option.refusedClasses.find((c) => carriesClass(labels, c)) ?? null;

/** The option's surcharges that apply to goods carrying these labels. */
export const surchargesFor = (option: Pick<OptionRow, 'kind' | 'classSurcharges'>, labels: readonly HazardClass[]) =>
  option.kind === 'zone' ? option.classSurcharges.filter((s) => carriesClass(labels, s.class)) : [];

/** The fee before VAT, in kobo, for goods carrying `labels`. Refused with 422 past what an amount can hold exactly. */
export function deliveryFee(
  option: Pick<OptionRow, 'kind' | 'feePerOrderMinor' | 'feePerTonneMinor' | 'feePerPackageMinor' | 'classSurcharges'>,
  load: Load,
  labels: readonly HazardClass[] = [],
) {
  if (option.kind !== 'zone') return 0;
  const perTonne = (BigInt(option.feePerTonneMinor) * load.milligrams + 500_000_000n) / 1_000_000_000n;
  const surcharges = surchargesFor(option, labels).reduce((sum, s) => sum + BigInt(s.amountMinor), 0n);
  const fee = BigInt(option.feePerOrderMinor) + perTonne + BigInt(option.feePerPackageMinor) * BigInt(load.packages) + surcharges;
  if (fee > BigInt(Number.MAX_SAFE_INTEGER))
    throw new HttpError(422, 'The delivery fee of so many goods is too large to price. Split the order, or ask the seller for a quote.');
  return Number(fee);
}

/** The option as the buyer sees it, priced for the load (carrying `labels`) at the seller's VAT. */
export function pricedOption(
  option: OptionRow,
  load: Load,
  vat: { chargesVat: boolean; standardBps: number },
  labels: readonly HazardClass[] = [],
): PricedDeliveryOption {
  const feeMinor = deliveryFee(option, load, labels);
  const vatRateBps = vat.chargesVat ? vat.standardBps : 0;
  const vatMinor = vatOf(feeMinor, vatRateBps);
  return {
    id: option.id,
    kind: option.kind,
    label: option.label,
    address: option.address,
    country: option.country,
    states: option.states ?? [],
    leadTimeDays: option.leadTimeDays,
    feeMinor,
    surcharges: surchargesFor(option, labels).map((s) => ({ class: s.class, amountMinor: s.amountMinor })),
    vatRateBps,
    vatMinor,
    totalMinor: feeMinor + vatMinor,
    weightKg: kilograms(load),
    note: option.kind === 'quoted' ? QUOTED_FREIGHT_NOTE : null,
  };
}
