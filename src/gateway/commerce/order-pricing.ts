/**
 * What an order comes to (docs/decisions/034-vat-delivery-and-commission.md), the one computation the
 * checkout, its preview and an accepted quote share, so what is shown is what is charged:
 * - each line's VAT: its net total (unit price × quantity) at the seller's standard rate for standard
 *   goods, 0 for zero-rated and exempt goods, and 0 when the seller does not charge VAT on the
 *   order's day; rounded half up to the kobo per line (vatOf);
 * - the delivery line: the option's fee for the goods' weight and packages, and the surcharges of
 *   the dangerous goods' classes, with VAT at the seller's standard rate when it charges VAT, rounded once;
 * - the order's figures are sums: subtotal of the lines' net totals, goods VAT of the lines' VAT,
 *   total = subtotal + goods VAT + delivery + delivery VAT (the database checks the last).
 */
import { stateOf } from '../../contracts/states.ts';
import { lineRateBps, type TaxSnapshot, type VatTreatment, vatOf } from '../../contracts/tax.ts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { HttpError } from '../platform/errors.ts';
import { deliveryClassName, type HazardClass } from '../../contracts/dangerous-goods.ts';
import type { PlacementInput } from './order-placement.ts';
import { packages, products } from '../db/schema/catalog.ts';
import type { DeliverySnapshot } from '../db/schema/commerce.ts';
import {
  activeOptions,
  type DeliveryOptionRow,
  loadOf,
  type Place,
  pricedOption,
  refusedClass,
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
 * else none when the storefront has no options. Options that refuse a class the delivery's goods
 * carry (`labels`) are not offered; pickup always is. A problem (for the field errors) when the
 * choice is not the storefront's, does not reach the place or refuses the goods, or is missing
 * where the storefront has no pickup.
 */
export function chosenOption(
  terms: SellerTerms,
  optionId: string | undefined,
  place: Place,
  labels: readonly HazardClass[] = [],
): { option: DeliveryOptionRow | null; problem: string | null } {
  const where = stateOf(place.country, place.state) ?? (place.state || place.country);
  const carrying = carryingOptions(terms, labels);
  if (optionId !== undefined) {
    const option = carrying.find((o) => o.id === optionId);
    if (option) return { option, problem: null };
    const refusing = terms.options.find((o) => o.id === optionId);
    if (refusing)
      return {
        option: null,
        problem: `does not carry ${deliveryClassName(refusedClass(refusing, labels)!)}: choose another of the storefront’s options`,
      };
    return { option: null, problem: `is not a delivery option of this storefront that reaches ${where}` };
  }
  const pickup = carrying.find((o) => o.kind === 'pickup');
  if (pickup) return { option: pickup, problem: null };
  if (carrying.length) return { option: null, problem: 'choose one of the storefront’s delivery options' };
  if (terms.options.length) {
    const refused = [...new Set(terms.options.map((o) => deliveryClassName(refusedClass(o, labels)!)))];
    return { option: null, problem: `none of the storefront’s delivery options to ${where} carries ${refused.join(' or ')}` };
  }
  if (terms.hasOptions) return { option: null, problem: `none of the storefront’s delivery options reaches ${where}` };
  return { option: null, problem: null };
}

/** The storefront's options that reach the place and carry goods with these labels. */
export const carryingOptions = (terms: SellerTerms, labels: readonly HazardClass[]) =>
  terms.options.filter((o) => !refusedClass(o, labels));

/** A delivery line of an order: its fee before VAT and how it is described on the order. */
export interface DeliveryLine {
  feeMinor: number;
  snapshot: Omit<DeliverySnapshot, 'vatRateBps'>;
}

/** The delivery line of an option for some lines, whose goods carry `labels` (its surcharges). */
export function optionLine(option: DeliveryOptionRow, lines: WeighedLine[], labels: readonly HazardClass[] = []): DeliveryLine {
  const priced = pricedOption(option, loadOf(lines), { chargesVat: false, standardBps: 0 }, labels);
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
      ...(priced.surcharges.length ? { surcharges: priced.surcharges } : {}),
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

/** A delivery as its line is priced: its storefront, its entry in `delivery`, its goods' weight and labels. */
export interface DeliveryToPrice {
  supplierId: number;
  choice: number | null;
  optionId: string | undefined;
  lines: WeighedLine[];
  labels: HazardClass[];
}

/**
 * The delivery line of each delivery, in the order given: an accepted quote's or offer's own (on
 * each storefront's first delivery; a further delivery of a split carries none, the quoted fee
 * covering the storefront's goods), or the option picked (the default when none is: chosenOption).
 * Refused with 400 and field errors `delivery.{index}.optionId` for an option that is not the
 * storefront's, does not reach the address or refuses the goods, and `delivery` for a storefront
 * that needs a choice.
 */
export function deliveryLines(
  input: Pick<PlacementInput, 'quoteId' | 'quoteDelivery'>,
  deliveries: readonly DeliveryToPrice[],
  place: Place,
  terms: Map<number, SellerTerms>,
  nameOf: (supplierId: number) => string,
): (DeliveryLine | null)[] {
  const { quoteDelivery } = input;
  if (quoteDelivery) {
    return deliveries.map((d, i) => {
      const { feeMinor, label } = quoteDelivery instanceof Map ? quoteDelivery.get(d.supplierId)! : quoteDelivery;
      return deliveries.findIndex((other) => other.supplierId === d.supplierId) === i
        ? { feeMinor, snapshot: { optionId: null, kind: 'quote', label } }
        : {
            feeMinor: 0,
            snapshot: { optionId: null, kind: 'quote', label: `${label}: a separate delivery, its freight in the first one’s` },
          };
    });
  }
  if (input.quoteId) return deliveries.map(() => null);
  const errors: Record<string, string[]> = {};
  const lines = deliveries.map((d) => {
    const { option, problem } = chosenOption(terms.get(d.supplierId)!, d.optionId, place, d.labels);
    if (problem) {
      const field = d.choice === null ? 'delivery' : `delivery.${d.choice}.optionId`;
      (errors[field] ??= []).push(d.choice === null ? `${nameOf(d.supplierId)}: ${problem}` : problem);
    }
    return option ? optionLine(option, d.lines, d.labels) : null;
  });
  if (Object.keys(errors).length) {
    const [field, messages] = Object.entries(errors)[0]!;
    throw new HttpError(400, `Invalid request. ${field}: ${messages[0]}`, errors);
  }
  return lines;
}
