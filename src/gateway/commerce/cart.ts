/**
 * The signed-in person's server cart (one row per package, no prices stored) and the pricing of
 * any list of lines at today's prices, stock and minimum order.
 */
import { bestSale, runningCampaigns } from '../catalog/index.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CART_LINE_LIMIT, minPackages, type PricedCart, type PricedCartLine } from '../../contracts/commerce.ts';
import { productPath } from '../../contracts/urls.ts';
import type { Db } from '../db/client.ts';
import { markets, packages, products, suppliers } from '../db/schema/catalog.ts';
import { users } from '../db/schema/accounts.ts';
import { cartItems } from '../db/schema/commerce.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { type TaxSettings, taxSettings } from '../taxes/index.ts';
import { type CheckoutPreviewInput, checkoutPreview } from './checkout-preview.ts';
import type { BuyerTrust } from './order-ports.ts';

export interface CartLineInput {
  packageId: number;
  quantity: number;
}

/** Why a line cannot be bought as it is, or null. */
export function lineProblem(line: { quantity: number; stock: number; minQuantity: number; available: boolean }): string | null {
  if (!line.available) return 'No longer sold';
  if (line.stock <= 0) return 'Out of stock';
  if (line.quantity > line.stock) return `Only ${line.stock} left`;
  if (line.quantity < line.minQuantity) return `Minimum order is ${line.minQuantity} packages`;
  return null;
}

/** What a line is priced and checked from (price, stock, minimum order, whether it is sold), in the cart and at checkout alike. */
export const lineColumns = {
  packageId: packages.id,
  label: packages.label,
  unit: packages.unit,
  size: packages.size,
  priceMinor: packages.priceMinor,
  currency: packages.currency,
  stock: packages.stock,
  productId: products.id,
  productName: products.name,
  status: products.status,
  moq: products.moq,
  moqUnit: products.moqUnit,
  /** What VAT and delivery are priced on: the product's VAT treatment, and its density when a line is in litres. */
  vatTreatment: products.vatTreatment,
  properties: products.properties,
};

/**
 * Prices lines at today's prices, in the order given. Unknown packages are left out; so are
 * unpublished ones when `dropUnavailable` is set (otherwise they stay, marked unavailable).
 */
export async function priceLines(
  handle: Db,
  lines: CartLineInput[],
  options: { dropUnavailable?: boolean; now?: Date } = {},
): Promise<PricedCart> {
  const ids = [...new Set(lines.map((l) => l.packageId))];
  const rows = ids.length
    ? await handle
        .select({
          ...lineColumns,
          slug: products.slug,
          imageUrl: products.imageUrl,
          marketSlug: markets.slug,
          supplierId: suppliers.id,
          supplierName: suppliers.name,
          supplierSlug: suppliers.slug,
        })
        .from(packages)
        .innerJoin(products, eq(products.id, packages.productId))
        .innerJoin(markets, eq(markets.id, products.marketId))
        .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
        .where(inArray(packages.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.packageId, r]));
  // The campaign in force now (docs/decisions/019-campaigns.md): the price checkout will charge.
  const running = await runningCampaigns(
    handle,
    rows.map((r) => r.productId),
    options.now ?? new Date(),
  );
  const priced: PricedCartLine[] = [];
  const seen = new Set<number>();
  for (const line of lines) {
    const row = byId.get(line.packageId);
    if (!row || seen.has(line.packageId)) continue;
    seen.add(line.packageId);
    const available = row.status === 'published';
    if (!available && options.dropUnavailable) continue;
    const listUnitPriceMinor = Number(row.priceMinor);
    const sale = available ? bestSale(listUnitPriceMinor, running.get(row.productId) ?? []) : null;
    const unitPriceMinor = sale?.priceMinor ?? listUnitPriceMinor;
    const minQuantity = minPackages({ moq: Number(row.moq), moqUnit: row.moqUnit }, { size: Number(row.size), unit: row.unit });
    priced.push({
      packageId: row.packageId,
      quantity: line.quantity,
      productId: row.productId,
      productName: row.productName,
      productUrl: productPath(row.slug, row.marketSlug, row.productId),
      imageUrl: row.imageUrl,
      packageLabel: row.label,
      supplier: { id: row.supplierId, name: row.supplierName, slug: row.supplierSlug },
      unitPriceMinor,
      listUnitPriceMinor,
      campaign: sale ? { id: sale.campaign.id, name: sale.campaign.name, endsAt: sale.campaign.endsAt.toISOString() } : null,
      currency: row.currency,
      lineTotalMinor: unitPriceMinor * line.quantity,
      stock: row.stock,
      minQuantity,
      available,
      problem: lineProblem({ quantity: line.quantity, stock: row.stock, minQuantity, available }),
    });
  }
  const buyable = priced.filter((l) => l.available);
  return {
    lines: priced,
    totalMinor: buyable.reduce((sum, l) => sum + l.lineTotalMinor, 0),
    currency: priced[0]?.currency ?? 'NGN',
    count: priced.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/** The server cart's lines, oldest first. */
export async function cartLines(handle: Db, userId: string): Promise<CartLineInput[]> {
  return handle
    .select({ packageId: cartItems.packageId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.packageId));
}

const fullCart = () =>
  new HttpError(409, `Your cart can hold up to ${CART_LINE_LIMIT} different packages. Buy or remove some before adding more.`);

export function createCart(
  db: Db,
  clock: () => Date = () => new Date(),
  tax: TaxSettings = taxSettings(),
  buyerTrust: BuyerTrust | undefined = undefined,
) {
  const get = async (userId: string, handle: Db = db) => priceLines(handle, await cartLines(handle, userId), { now: clock() });

  /** Locks the person's row so that concurrent additions take turns and the line limit holds. */
  async function lockOwner(tx: Db, userId: string) {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!owner) throw new HttpError(401, 'Your session has ended. Please sign in again.');
  }

  async function published(handle: Db, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await handle
      .select({ id: packages.id })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(and(inArray(packages.id, ids), eq(products.status, 'published')));
    return new Set(rows.map((r) => r.id));
  }

  return {
    get: (userId: string) => get(userId),

    /** Adds a package; 409 "Already in cart" when it is there. */
    async add(userId: string, line: CartLineInput): Promise<PricedCart> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        if (!(await published(tx, [line.packageId])).has(line.packageId)) throw notFound('No such package on sale.');
        const [present] = await tx
          .select({ n: sql<number>`1` })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), eq(cartItems.packageId, line.packageId)));
        if (present) throw new HttpError(409, 'Already in cart');
        if ((await tx.$count(cartItems, eq(cartItems.userId, userId))) >= CART_LINE_LIMIT) throw fullCart();
        await tx.insert(cartItems).values({ userId, packageId: line.packageId, quantity: line.quantity });
        return get(userId, tx);
      });
    },

    async update(userId: string, line: CartLineInput): Promise<PricedCart> {
      const updated = await db
        .update(cartItems)
        .set({ quantity: line.quantity, updatedAt: sql`now()` })
        .where(and(eq(cartItems.userId, userId), eq(cartItems.packageId, line.packageId)))
        .returning({ id: cartItems.packageId });
      if (!updated.length) throw notFound('This package is not in your cart.');
      return get(userId);
    },

    /** Removing a package that is not there leaves the cart as it is. */
    async remove(userId: string, packageId: number): Promise<PricedCart> {
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.packageId, packageId)));
      return get(userId);
    },

    async clear(userId: string): Promise<PricedCart> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
      return get(userId);
    },

    /**
     * Adds the browser's cart after sign-in: lines already on the server keep the server quantity,
     * unknown and unpublished packages are dropped, and lines past the limit are left out.
     */
    async merge(userId: string, items: CartLineInput[]): Promise<PricedCart> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const onSale = await published(
          tx,
          items.map((i) => i.packageId),
        );
        const present = new Set((await cartLines(tx, userId)).map((l) => l.packageId));
        let room = CART_LINE_LIMIT - present.size;
        for (const item of items) {
          if (room <= 0) break;
          if (present.has(item.packageId) || !onSale.has(item.packageId)) continue;
          await tx.insert(cartItems).values({ userId, packageId: item.packageId, quantity: item.quantity });
          present.add(item.packageId);
          room--;
        }
        return get(userId, tx);
      });
    },

    /** Prices a signed-out browser cart. */
    price: (items: CartLineInput[]) => priceLines(db, items, { now: clock() }),

    /** What a purchase of these lines (or the cart) to this address would be charged now, per storefront (checkout-preview.ts). */
    preview: (caller: { userId: string; companyId: string | null }, input: CheckoutPreviewInput) =>
      checkoutPreview(db, caller, input, { tax, now: clock(), buyerTrust }),
  };
}

export type Cart = ReturnType<typeof createCart>;
