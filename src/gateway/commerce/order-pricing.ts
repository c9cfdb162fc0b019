/**
 * What an order comes to (docs/decisions/034-vat-delivery-and-commission.md), the one computation the
 * checkout, its preview and an accepted quote share, so what is shown is what is charged:
 * - each line's VAT: its net total (unit price × quantity) at the seller's standard rate for standard
 *   goods, 0 for zero-rated and exempt goods, and 0 when the seller does not charge VAT on the
 *   order's day; rounded half up to the kobo per line (vatOf);
 * - the delivery line: the option's fee for the goods' weight and packages, with VAT at the
 *   seller's standard rate when it charges VAT, rounded once;
 * - the order's figures are sums: subtotal of the lines' net totals, goods VAT of the lines' VAT,
 *   total = subtotal + goods VAT + delivery + delivery VAT (the database checks the last).
 */
import { stateOf } from '../../contracts/states.ts';
import { lineRateBps, type TaxSnapshot, type VatTreatment, vatOf } from '../../contracts/tax.ts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { HttpError } from '../platform/errors.ts';
import type { PlacementInput, PlacementLine } from './order-placement.ts';
import { packages, products } from '../db/schema/catalog.ts';
import type { DeliverySnapshot } from '../db/schema/commerce.ts';
import {
  activeOptions,
  type DeliveryOptionRow,
  loadOf,
  type Place,
  pricedOption,
  servesPlace,
  type WeighedLine,
} from '../delivery/index.ts';
import { sellerTaxStandings, type TaxSettings, type TaxStanding, taxSnapshot, vatOnSales } from '../taxes/index.ts';

export interface PricingLine extends WeighedLine {
  unitPriceMinor: number;
  quantity: number;
  vatTreatment: VatTreatment;
}

/** A storefront's side of an order placed now to a place: its VAT and the delivery options that reach the place. */
export interface SellerTerms {
  standing: TaxStanding | null;
  vat: { chargesVat: boolean; standardBps: number };
  /** Active options that serve the place, in the storefront's order. */
  options: DeliveryOptionRow[];
  /** Whether the storefront has any active option at all (one may serve other places only). */
  hasOptions: boolean;
}

export async function sellerTerms(
  handle: Db,
  supplierIds: number[],
  place: Place,
  deps: { tax: TaxSettings; at: Date },
): Promise<Map<number, SellerTerms>> {
  const [standings, options] = await Promise.all([sellerTaxStandings(handle, supplierIds), activeOptions(handle, supplierIds)]);
  return new Map(
    supplierIds.map((id) => {
      const standing = standings.get(id) ?? null;
      const active = options.get(id) ?? [];
      return [
        id,
        {
          standing,
          vat: vatOnSales(standing, deps.tax.rates, deps.at),
          options: active.filter((o) => servesPlace(o, place)),
          hasOptions: active.length > 0,
        },
      ];
    }),
  );
}

/**
 * The option an order is placed with: the one chosen, else the storefront's first pickup (free),
 * else none when the storefront has no options. A problem (for the field errors) when the choice is
 * not the storefront's, does not reach the place, or is missing where the storefront has no pickup.
 */
export function chosenOption(
  terms: SellerTerms,
  optionId: string | undefined,
  place: Place,
): { option: DeliveryOptionRow | null; problem: string | null } {
  if (optionId !== undefined) {
    const option = terms.options.find((o) => o.id === optionId);
    if (option) return { option, problem: null };
    const where = stateOf(place.country, place.state) ?? (place.state || place.country);
    return { option: null, problem: `is not a delivery option of this storefront that reaches ${where}` };
  }
  const pickup = terms.options.find((o) => o.kind === 'pickup');
  if (pickup) return { option: pickup, problem: null };
  if (terms.options.length) return { option: null, problem: 'choose one of the storefront’s delivery options' };
  if (terms.hasOptions) {
    const where = stateOf(place.country, place.state) ?? (place.state || place.country);
    return { option: null, problem: `none of the storefront’s delivery options reaches ${where}` };
  }
  return { option: null, problem: null };
}

/** A delivery line of an order: its fee before VAT and how it is described on the order. */
export interface DeliveryLine {
  feeMinor: number;
  snapshot: Omit<DeliverySnapshot, 'vatRateBps'>;
}

/** The delivery line of an option for some lines. */
export function optionLine(option: DeliveryOptionRow, lines: WeighedLine[]): DeliveryLine {
  const priced = pricedOption(option, loadOf(lines), { chargesVat: false, standardBps: 0 });
  return {
    feeMinor: priced.feeMinor,
    snapshot: {
      optionId: option.id,
      kind: option.kind,
      label: option.label,
      address: option.address,
      states: option.states,
      leadTimeDays: option.leadTimeDays,
      note: priced.note,
    },
  };
}

export interface PricedOrder {
  lines: { vatTreatment: VatTreatment; vatRateBps: number; vatMinor: number; lineTotalMinor: number }[];
  subtotalMinor: number;
  goodsVatMinor: number;
  deliveryMinor: number;
  deliveryVatMinor: number;
  totalMinor: number;
  /** The delivery line as the order keeps it, or null when it has none. */
  delivery: DeliverySnapshot | null;
  sellerTax: TaxSnapshot | null;
}

/** Prices one order: the lines' VAT, the delivery line and its VAT, the sums. */
export function priceOrder(lines: PricingLine[], terms: Pick<SellerTerms, 'standing' | 'vat'>, delivery: DeliveryLine | null): PricedOrder {
  const rate = terms.vat.chargesVat ? terms.vat.standardBps : 0;
  const priced = lines.map((line) => {
    const lineTotalMinor = line.unitPriceMinor * line.quantity;
    const vatRateBps = lineRateBps(line.vatTreatment, rate);
    return { vatTreatment: line.vatTreatment, vatRateBps, vatMinor: vatOf(lineTotalMinor, vatRateBps), lineTotalMinor };
  });
  const subtotalMinor = priced.reduce((sum, l) => sum + l.lineTotalMinor, 0);
  const goodsVatMinor = priced.reduce((sum, l) => sum + l.vatMinor, 0);
  const deliveryMinor = delivery?.feeMinor ?? 0;
  const deliveryVatMinor = vatOf(deliveryMinor, rate);
  return {
    lines: priced,
    subtotalMinor,
    goodsVatMinor,
    deliveryMinor,
    deliveryVatMinor,
    totalMinor: subtotalMinor + goodsVatMinor + deliveryMinor + deliveryVatMinor,
    delivery: delivery ? { ...delivery.snapshot, vatRateBps: rate } : null,
    sellerTax: taxSnapshot(terms.standing),
  };
}

/** One line of goods as a storefront would sell it now, for an amount asked before checkout. */
export interface GoodsLine {
  packageId: number;
  supplierId: number;
  quantity: number;
  unitPriceMinor: number;
}

/**
 * The VAT goods would carry if bought now (each storefront's standing today, each product's
 * treatment), per line as priceOrder rounds it, and the storefronts' standard rates: what an amount
 * asked for before checkout adds to the goods (a procurement financing of a cart or a quote).
 */
export async function vatOfGoods(
  handle: Db,
  lines: GoodsLine[],
  deps: { tax: TaxSettings; at: Date },
): Promise<{ vatMinor: number; rateBps: Map<number, number> }> {
  if (!lines.length) return { vatMinor: 0, rateBps: new Map() };
  const supplierIds = [...new Set(lines.map((l) => l.supplierId))];
  const [standings, treatments] = await Promise.all([
    sellerTaxStandings(handle, supplierIds),
    handle
      .select({ packageId: packages.id, vatTreatment: products.vatTreatment })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(
        inArray(
          packages.id,
          lines.map((l) => l.packageId),
        ),
      ),
  ]);
  const rateBps = new Map(
    supplierIds.map((id) => {
      const vat = vatOnSales(standings.get(id) ?? null, deps.tax.rates, deps.at);
      return [id, vat.chargesVat ? vat.standardBps : 0];
    }),
  );
  const treatmentOf = new Map(treatments.map((t) => [t.packageId, t.vatTreatment]));
  const vatMinor = lines.reduce(
    (sum, l) =>
      sum + vatOf(l.unitPriceMinor * l.quantity, lineRateBps(treatmentOf.get(l.packageId) ?? 'standard', rateBps.get(l.supplierId) ?? 0)),
    0,
  );
  return { vatMinor, rateBps };
}

/**
 * The delivery line of each storefront's order: the quote's own, or the option picked (the default
 * when none is: chosenOption). Refused with 400 and field errors `delivery.{index}.…` for a choice
 * that names a storefront not in the purchase, twice, or an option that is not its or does not reach
 * the address, and `delivery` for a storefront that needs a choice.
 */
export function deliveryLines(
  input: PlacementInput,
  supplierIds: number[],
  place: { country: string; state: string },
  terms: Map<number, SellerTerms>,
  groups: Map<number, { line: PlacementLine; row: { unit: string; size: string | number; properties: Record<string, string> | null } }[]>,
  nameOf: (supplierId: number) => string,
): Map<number, DeliveryLine> {
  const lines = new Map<number, DeliveryLine>();
  if (input.quoteDelivery) {
    for (const id of supplierIds)
      lines.set(id, {
        feeMinor: input.quoteDelivery.feeMinor,
        snapshot: { optionId: null, kind: 'quote', label: input.quoteDelivery.label },
      });
    return lines;
  }
  if (input.quoteId) return lines;
  const errors: Record<string, string[]> = {};
  const picked = new Map<number, string>();
  (input.delivery ?? []).forEach((choice, index) => {
    if (!supplierIds.includes(choice.supplierId)) errors[`delivery.${index}.supplierId`] = ['is not a storefront of this purchase'];
    else if (picked.has(choice.supplierId)) errors[`delivery.${index}.supplierId`] = ['appears more than once'];
    else picked.set(choice.supplierId, choice.optionId);
  });
  for (const id of supplierIds) {
    const { option, problem } = chosenOption(terms.get(id)!, picked.get(id), place);
    if (problem) {
      const index = (input.delivery ?? []).findIndex((c) => c.supplierId === id);
      (errors[index >= 0 ? `delivery.${index}.optionId` : 'delivery'] ??= []).push(index >= 0 ? problem : `${nameOf(id)}: ${problem}`);
    } else if (option)
      lines.set(
        id,
        optionLine(
          option,
          groups.get(id)!.map(({ line, row }) => ({ ...row, quantity: line.quantity })),
        ),
      );
  }
  if (Object.keys(errors).length) {
    const [field, messages] = Object.entries(errors)[0]!;
    throw new HttpError(400, `Invalid request. ${field}: ${messages[0]}`, errors);
  }
  return lines;
}
