/**
 * Dangerous goods in a purchase (docs/decisions/040-dangerous-goods-in-orders.md), the checks the
 * checkout, its preview, an accepted quote and an awarded request share through placeOrders:
 * - each delivery's goods against the segregation table (dangerous-goods' segregationConflicts):
 *   goods that may not be loaded together are refused with 422, the pairs and rules named, and the
 *   purchase's deliveries split so that none travel together, for the client to send back as it is;
 *   goods to be kept apart pass, the rule kept on the order;
 * - restricted goods (restrictionFor) only for a company verified at tier 2 (403 otherwise), with
 *   an end-use declaration (422 without), which the order keeps.
 */
import type { EndUseDeclaration, OrderDangerousGoods, SegregationRefusal } from '../../contracts/commerce.ts';
import { type HazardClass, labelsOf, type TransportClassification } from '../../contracts/dangerous-goods.ts';
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import {
  DEFAULT_RESTRICTION_RULES,
  packageTransport,
  readTransport,
  restrictionFor,
  type SegregationConflict,
  segregationConflicts,
} from '../dangerous-goods/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../platform/errors.ts';
import type { Delivery, DeliveryItem } from './deliveries.ts';
import { deliveryField } from './deliveries.ts';
import type { BuyerTrust } from './order-ports.ts';

/** A line as the checks read it: its goods, how they travel, how people name them. */
export interface GoodsLine extends DeliveryItem {
  /** Its position in the request's lines, for field messages. */
  index: number;
  productName: string;
  packageLabel: string;
  casNumber: string | null;
  /** Null: not stated. */
  transport: TransportClassification | null;
}

/** How each package travels (its own classification, else its product's), by package id. */
export async function transportOfPackages(
  handle: Db,
  lines: readonly { packageId: number; productId: number }[],
): Promise<Map<number, TransportClassification | null>> {
  const found = await readTransport(handle, [...new Set(lines.map((l) => l.productId))]);
  return new Map(lines.map((l) => [l.packageId, packageTransport(found.get(l.productId), l.packageId)]));
}

/** The labels (classes and subsidiary risks) a delivery's goods carry, in the list's order. */
export function labelsOfLines(lines: readonly Pick<GoodsLine, 'transport'>[]): HazardClass[] {
  const labels = new Set(lines.flatMap((l) => labelsOf(l.transport)));
  return [...labels].sort((a, b) => Number(a) - Number(b));
}

export type KeptApart = OrderDangerousGoods['keptApart'][number];

const conflictsOf = (lines: readonly GoodsLine[]) =>
  segregationConflicts(lines.map((l) => ({ id: l.packageId, classification: l.transport })));

/** Splits lines into the fewest groups first-fit can find with no pair that may not be loaded together. */
function firstFit(lines: readonly GoodsLine[], forbidden: readonly SegregationConflict<number>[]): GoodsLine[][] {
  const apart = (a: number, b: number) => forbidden.some(({ lines: [x, y] }) => (x === a && y === b) || (x === b && y === a));
  const groups: GoodsLine[][] = [];
  for (const line of lines) {
    const group = groups.find((g) => g.every((other) => !apart(other.packageId, line.packageId)));
    if (group) group.push(line);
    else groups.push([line]);
  }
  return groups;
}

/**
 * The purchase's `delivery` with every delivery holding goods that may not be loaded together split
 * so that none do: a storefront that needs no split keeps its entries as they were sent; one that
 * does has each delivery named by its packageIds, a split delivery's parts keeping its option.
 */
function suggestedDelivery(
  deliveries: readonly Delivery<GoodsLine>[],
  forbidden: Map<Delivery<GoodsLine>, SegregationConflict<number>[]>,
  choices: readonly DeliveryChoice[],
): SegregationRefusal['suggestedDelivery'] {
  const suggested: SegregationRefusal['suggestedDelivery'] = [];
  for (const supplierId of [...new Set(deliveries.map((d) => d.supplierId))]) {
    const own = deliveries.filter((d) => d.supplierId === supplierId);
    if (!own.some((d) => forbidden.get(d)?.length)) {
      for (const d of own) if (d.choice !== null) suggested.push({ ...choices[d.choice]! });
      continue;
    }
    for (const d of own)
      for (const group of firstFit(d.lines, forbidden.get(d) ?? []))
        suggested.push({ supplierId, ...(d.optionId ? { optionId: d.optionId } : {}), packageIds: group.map((l) => l.packageId) });
  }
  return suggested;
}

/**
 * Each delivery's goods against the segregation table: the pairs kept apart, per delivery, when
 * nothing forbids the purchase; 422 with every forbidden pair and a suggested split otherwise.
 */
export function checkSegregation(deliveries: readonly Delivery<GoodsLine>[], choices: readonly DeliveryChoice[] = []): KeptApart[][] {
  const forbidden = new Map<Delivery<GoodsLine>, SegregationConflict<number>[]>();
  const keptApart: KeptApart[][] = [];
  for (const delivery of deliveries) {
    const conflicts = conflictsOf(delivery.lines);
    const nameOf = (id: number) => delivery.lines.find((l) => l.packageId === id)!.name;
    forbidden.set(
      delivery,
      conflicts.filter((c) => c.outcome === 'may-not-load-together'),
    );
    keptApart.push(
      conflicts
        .filter((c) => c.outcome === 'keep-apart')
        .map((c) => ({ packageIds: [...c.lines], products: c.lines.map(nameOf), classes: [...c.classes], rule: c.rule })),
    );
  }
  const refused = deliveries.flatMap((d) => forbidden.get(d)!.map((conflict) => ({ delivery: d, conflict })));
  if (!refused.length) return keptApart;

  const errors: Record<string, string[]> = {};
  const lineOf = (d: Delivery<GoodsLine>, id: number) => d.lines.find((l) => l.packageId === id)!;
  for (const { delivery, conflict } of refused) {
    const [a, b] = conflict.lines.map((id) => lineOf(delivery, id).name);
    (errors[deliveryField(delivery)] ??= []).push(`${a} and ${b} may not travel in one delivery: ${conflict.rule}`);
  }
  const first = refused[0]!;
  const [a, b] = first.conflict.lines.map((id) => lineOf(first.delivery, id).name);
  const data: { segregation: SegregationRefusal } = {
    segregation: {
      conflicts: refused.map(({ delivery, conflict }) => ({
        supplierId: delivery.supplierId,
        delivery: delivery.choice,
        lines: conflict.lines.map((id) => {
          const line = lineOf(delivery, id);
          return {
            packageId: id,
            productName: line.productName,
            packageLabel: line.packageLabel,
            unNumber: line.transport?.unNumber ?? null,
            classes: labelsOf(line.transport),
          };
        }),
        classes: [...conflict.classes],
        rule: conflict.rule,
      })),
      suggestedDelivery: suggestedDelivery(deliveries, forbidden, choices),
    },
  };
  throw new HttpError(
    422,
    `${a} and ${b} may not travel in one delivery: ${first.conflict.rule} Send them in separate deliveries, each with its own delivery line.`,
    errors,
    {},
    data,
  );
}

/** What the order keeps of restricted goods: the lines, why, and the declaration. */
export interface RestrictedGoods {
  reasons: Map<number, string[]>;
  endUse: OrderDangerousGoods['endUse'];
}

/**
 * The purchase's restricted goods, allowed only to a company verified at tier 2 (403 otherwise)
 * with an end-use declaration (422 without): what the orders keep of them.
 */
export async function checkRestrictions(
  handle: Db,
  lines: readonly GoodsLine[],
  buyer: { companyId: string | null; name: string },
  endUse: EndUseDeclaration | undefined,
  trust: BuyerTrust | undefined,
  at: Date,
): Promise<RestrictedGoods> {
  const restriction = restrictionFor(
    lines.map((l) => ({ id: l.packageId, casNumber: l.casNumber, classification: l.transport })),
    trust?.restrictions ?? DEFAULT_RESTRICTION_RULES,
  );
  const reasons = new Map(restriction.lines.map((l) => [l.id, l.reasons]));
  if (!restriction.restricted) return { reasons, endUse: null };
  const restricted = lines.filter((l) => reasons.has(l.packageId));
  const first = restricted[0]!;
  const why = `${first.name} is restricted (${reasons.get(first.packageId)![0]})`;
  // Deny by default: without the tier reader wired in, nobody may buy restricted goods.
  const tier = buyer.companyId && trust ? await trust.tierOf(handle, buyer.companyId) : 0;
  if (tier < 2) {
    const errors: Record<string, string[]> = {};
    for (const line of restricted)
      errors[`items.${line.index}.packageId`] = [
        `is restricted (${reasons.get(line.packageId)!.join('; ')}): a company verified at tier 2 buys it, with an end-use declaration`,
      ];
    throw new HttpError(
      403,
      `${why}: only a company verified at tier 2 may buy it, with an end-use declaration. ${
        buyer.companyId
          ? 'Verify your company’s business from the wallet page first.'
          : 'Buy it as a member of a company verified at tier 2.'
      }`,
      errors,
    );
  }
  if (!endUse) {
    throw new HttpError(422, `${why}: say what it is for in an end-use declaration, which the order keeps.`, {
      endUse: [`is required for restricted goods (${restricted.map((l) => l.name).join('; ')}): say what they are for`],
    });
  }
  return { reasons, endUse: { statement: endUse.statement, declaredBy: buyer.name, declaredAt: at.toISOString() } };
}

/** What an order keeps of its dangerous goods; null when it holds none (nothing dangerous, nothing restricted). */
export function orderDangerousGoods(
  lines: readonly GoodsLine[],
  keptApart: KeptApart[],
  restricted: RestrictedGoods,
): OrderDangerousGoods | null {
  const classes = labelsOfLines(lines);
  const own = lines.filter((l) => restricted.reasons.has(l.packageId));
  if (!classes.length && !own.length) return null;
  return {
    classes,
    keptApart,
    restricted: own.map((l) => ({ packageId: l.packageId, productName: l.name, reasons: restricted.reasons.get(l.packageId)! })),
    endUse: own.length ? restricted.endUse : null,
  };
}
