/**
 * A storefront's delivery options: the seller lists, adds, changes and removes them; a buyer's
 * checkout reads the active ones that serve the address. At most DELIVERY_OPTIONS_LIMIT per
 * storefront, counted with the storefront's row locked so a burst of additions cannot pass it.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import {
  DELIVERY_OPTIONS_LIMIT,
  type DeliveryOption,
  type deliveryOptionFields,
  type deliveryPriceBody,
  type PricedDeliveryOption,
} from '../../contracts/delivery.ts';
import { isUuid } from '../../contracts/ids.ts';
import { stateOf } from '../../contracts/states.ts';
import type { Db } from '../db/client.ts';
import { packages, products, suppliers } from '../db/schema/catalog.ts';
import { deliveryOptions } from '../db/schema/delivery.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { type Caller, storefrontOf } from '../platform/parties/parties.ts';
import { sellerTaxStandings, type TaxSettings, vatOnSales } from '../taxes/index.ts';
import { labelsOf } from '../../contracts/dangerous-goods.ts';
import { packageTransport, readTransport } from '../dangerous-goods/index.ts';
import { pricedOption, refusedClass, servesPlace, type Place } from './delivery-pricing.ts';
import { loadOf } from './package-weight.ts';

export type DeliveryOptionRow = typeof deliveryOptions.$inferSelect;
type OptionFields = z.output<typeof deliveryOptionFields>;

const view = (row: DeliveryOptionRow): DeliveryOption => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  address: row.address,
  country: row.country,
  states: row.states ?? [],
  feePerOrderMinor: Number(row.feePerOrderMinor),
  feePerTonneMinor: Number(row.feePerTonneMinor),
  feePerPackageMinor: Number(row.feePerPackageMinor),
  leadTimeDays: row.leadTimeDays,
  refusedClasses: row.refusedClasses,
  classSurcharges: row.classSurcharges,
  active: row.active,
  position: row.position,
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns an option's fields set; states as the country's list names them. */
const columnsOf = (body: OptionFields) => ({
  kind: body.kind,
  label: body.label,
  address: body.kind === 'pickup' ? body.address : null,
  country: body.country,
  states: body.kind === 'zone' ? [...new Set(body.states.map((s) => stateOf(body.country, s) ?? s))] : null,
  feePerOrderMinor: body.kind === 'zone' ? body.feePerOrderMinor : 0,
  feePerTonneMinor: body.kind === 'zone' ? body.feePerTonneMinor : 0,
  feePerPackageMinor: body.kind === 'zone' ? body.feePerPackageMinor : 0,
  leadTimeDays: body.leadTimeDays,
  refusedClasses: body.kind === 'pickup' ? [] : body.refusedClasses,
  classSurcharges: body.kind === 'zone' ? body.classSurcharges : [],
  active: body.active,
  position: body.position,
});

/** The active options of some storefronts, each storefront's in its order. */
export async function activeOptions(handle: Db, supplierIds: number[]): Promise<Map<number, DeliveryOptionRow[]>> {
  const byStorefront = new Map<number, DeliveryOptionRow[]>();
  if (!supplierIds.length) return byStorefront;
  const rows = await handle
    .select()
    .from(deliveryOptions)
    .where(and(inArray(deliveryOptions.supplierId, supplierIds), eq(deliveryOptions.active, true)))
    .orderBy(asc(deliveryOptions.position), asc(deliveryOptions.createdAt), asc(deliveryOptions.id));
  for (const row of rows) byStorefront.set(row.supplierId, [...(byStorefront.get(row.supplierId) ?? []), row]);
  return byStorefront;
}

export function createDeliveryOptions(db: Db, deps: { tax: TaxSettings; clock: () => Date }) {
  const missing = () => notFound('No such delivery option in your storefront.');

  async function list(supplierId: number): Promise<DeliveryOption[]> {
    const rows = await db
      .select()
      .from(deliveryOptions)
      .where(eq(deliveryOptions.supplierId, supplierId))
      .orderBy(asc(deliveryOptions.position), asc(deliveryOptions.createdAt), asc(deliveryOptions.id));
    return rows.map(view);
  }

  return {
    list,
    /** The storefront the caller sells through; 403 when their company has none. */
    storefrontOf: (caller: Caller) => storefrontOf(db, caller),

    /** Adds an option; 409 past the limit. */
    async add(supplierId: number, body: OptionFields): Promise<DeliveryOption> {
      return db.transaction(async (tx) => {
        await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId)).for('update');
        if ((await tx.$count(deliveryOptions, eq(deliveryOptions.supplierId, supplierId))) >= DELIVERY_OPTIONS_LIMIT)
          throw new HttpError(
            409,
            `A storefront has at most ${DELIVERY_OPTIONS_LIMIT} delivery options. Remove one before adding another.`,
          );
        const [row] = await tx
          .insert(deliveryOptions)
          .values({ id: uuidv7(), supplierId, ...columnsOf(body) })
          .returning();
        return view(row!);
      });
    },

    /** Changes an option whole. Orders placed with it keep the copy they were priced with. */
    async update(supplierId: number, id: string, body: OptionFields): Promise<DeliveryOption> {
      if (!isUuid(id)) throw missing();
      const [row] = await db
        .update(deliveryOptions)
        .set({ ...columnsOf(body), updatedAt: sql`now()` })
        .where(and(eq(deliveryOptions.id, id), eq(deliveryOptions.supplierId, supplierId)))
        .returning();
      if (!row) throw missing();
      return view(row);
    },

    async remove(supplierId: number, id: string): Promise<void> {
      if (!isUuid(id)) throw missing();
      const gone = await db
        .delete(deliveryOptions)
        .where(and(eq(deliveryOptions.id, id), eq(deliveryOptions.supplierId, supplierId)))
        .returning({ id: deliveryOptions.id });
      if (!gone.length) throw missing();
    },

    /**
     * A storefront's active options that serve a place and carry the goods, priced for some of its
     * packages (packages of other storefronts are left out) at the seller's VAT now, with the
     * surcharges of the classes they carry. Public: what a cart can show before sign-in.
     */
    async price(body: z.output<typeof deliveryPriceBody>): Promise<PricedDeliveryOption[]> {
      const ids = body.items.map((i) => i.packageId);
      const rows = ids.length
        ? await db
            .select({
              packageId: packages.id,
              productId: products.id,
              unit: packages.unit,
              size: packages.size,
              properties: products.properties,
            })
            .from(packages)
            .innerJoin(products, eq(products.id, packages.productId))
            .where(and(inArray(packages.id, ids), eq(products.supplierId, body.supplierId)))
        : [];
      const byId = new Map(rows.map((r) => [r.packageId, r]));
      const load = loadOf(body.items.flatMap((i) => (byId.has(i.packageId) ? [{ ...byId.get(i.packageId)!, quantity: i.quantity }] : [])));
      const [options, standings, transport] = await Promise.all([
        activeOptions(db, [body.supplierId]),
        sellerTaxStandings(db, [body.supplierId]),
        readTransport(db, [...new Set(rows.map((r) => r.productId))]),
      ]);
      const labels = [...new Set(rows.flatMap((r) => labelsOf(packageTransport(transport.get(r.productId), r.packageId))))];
      const vat = vatOnSales(standings.get(body.supplierId) ?? null, deps.tax.rates, deps.clock());
      const place: Place = { country: body.country, state: body.state };
      return (options.get(body.supplierId) ?? [])
        .filter((o) => servesPlace(o, place) && !refusedClass(o, labels))
        .map((o) => pricedOption(o, load, vat, labels));
    },
  };
}

export type DeliveryOptions = ReturnType<typeof createDeliveryOptions>;
