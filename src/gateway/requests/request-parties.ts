/**
 * What quotes, sample requests and document requests share: which rows the caller sees on the
 * buyer side and on the seller side, the product a request is about, the names both sides see,
 * the guarded status change and its refusal, and the limit on new requests.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../contracts/ids.ts';
import { productPath } from '../../contracts/urls.ts';
import type { Db } from '../db/client.ts';
import { markets, products, suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { buyerOf, onBuyerSide, storefrontOf, supplierOfCompany, type BuyerColumns, type Caller } from '../platform/parties/parties.ts';

export { onBuyerSide, storefrontOf, type Caller };
import type { RateLimiter } from '../platform/rate-limiter.ts';
import type { Mail } from '../platform/mail/mailer.ts';

export interface RequestDeps {
  notifications: Notifications;
  siteUrl: string;
  /** Emails go out through the outbox, in the caller's transaction. */
  mail: Mail;
  log?: FastifyBaseLogger;
  limiter: RateLimiter;
}

/** New quotes, samples and documents together, per person: plenty for real buying, too few to spam sellers. */
export const NEW_REQUEST_LIMIT = { limit: 30, windowSeconds: 3600 };

export async function countNewRequest(limiter: RateLimiter, userId: string): Promise<void> {
  await limiter.enforce(
    `requests:user:${userId}`,
    NEW_REQUEST_LIMIT,
    'You sent many requests in the last hour. Please wait a while before sending more.',
  );
}

/** Another side's id, a malformed id and an unknown one all answer the same 404. */
export function checkId(id: string, noun: string): string {
  if (!isUuid(id)) throw notFound(`No such ${noun}.`);
  return id.toLowerCase();
}

/** The buyer as they are now; their session outlived their account otherwise. */
export async function currentBuyer(db: Db, caller: Caller) {
  const buyer = await buyerOf(db, caller.userId);
  if (!buyer) throw new HttpError(401, 'Your session has ended. Please sign in again.');
  return buyer;
}

/** A published product a buyer may ask about; their own storefront's products are refused. */
export async function requestableProduct(db: Db, productId: number, caller: Caller) {
  const [product] = await db
    .select({ id: products.id, name: products.name, supplierId: products.supplierId, currency: products.currency })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'published')));
  if (!product) throw new HttpError(404, 'No such product.', { productId: ['No such product'] });
  if (product.supplierId === (await supplierOfCompany(db, caller.companyId))) {
    throw new HttpError(409, 'This product is sold by your own storefront.');
  }
  return product;
}

/** Who asks, about which product of which storefront: the columns every new request row starts with. */
export function requestParties(caller: Caller, buyer: { name: string }, product: { id: number; supplierId: number }) {
  return {
    buyerUserId: caller.userId,
    buyerCompanyId: caller.companyId,
    buyerName: buyer.name,
    productId: product.id,
    supplierId: product.supplierId,
  };
}

/** The buyer as the seller's notification names them: "Ada Obi of Okafor Paints", or the name alone. */
export function requesterName(buyer: { name: string; companyName: string | null }): string {
  return buyer.companyName ? `${buyer.name} of ${buyer.companyName}` : buyer.name;
}

/** A product's name for a notification; one deleted meanwhile is "a product". */
export async function productNameOf(handle: Db, productId: number): Promise<string> {
  const [row] = await handle.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return row?.name ?? 'a product';
}

/** Columns naming the product, the storefront and the buyer's company of a request row. */
export const refColumns = {
  productId: products.id,
  productName: products.name,
  productSlug: products.slug,
  productImageUrl: products.imageUrl,
  marketSlug: markets.slug,
  supplierName: suppliers.name,
  supplierSlug: suppliers.slug,
  buyerCompanyName: companies.name,
};

interface RefTable extends BuyerColumns {
  productId: AnyPgColumn;
  supplierId: AnyPgColumn;
}

/** Join conditions for refColumns, in the order the joins must be made. */
export function refJoins(table: RefTable) {
  return {
    product: eq(products.id, table.productId),
    market: eq(markets.id, products.marketId),
    supplier: eq(suppliers.id, table.supplierId),
    company: eq(companies.id, table.buyerCompanyId),
  };
}

export type Side = 'buyer' | 'seller';

/** Which rows of a request table the caller sees from a side: the buyer's own (and company's), or the storefront's. */
export async function sideWhere(db: Db, table: RefTable, caller: Caller, side: Side): Promise<SQL> {
  return side === 'buyer' ? onBuyerSide(table, caller) : eq(table.supplierId, await storefrontOf(db, caller));
}

export interface RefRow {
  productId: number;
  productName: string;
  productSlug: string;
  productImageUrl: string | null;
  marketSlug: string;
  supplierName: string;
  supplierSlug: string;
  buyerCompanyName: string | null;
}

export function refsOf(ref: RefRow, supplierId: number, buyerName: string) {
  return {
    product: {
      id: ref.productId,
      name: ref.productName,
      url: productPath(ref.productSlug, ref.marketSlug, ref.productId),
      imageUrl: ref.productImageUrl,
    },
    supplier: { id: supplierId, name: ref.supplierName, slug: ref.supplierSlug },
    buyer: { name: buyerName, companyName: ref.buyerCompanyName },
  };
}

/** The 409 of a step the request's status forbids: "This quote is declined, so it cannot be accepted." */
export function cannotBe(noun: string, action: string): (status: string) => string {
  return (status) => `This ${noun} is ${status}, so it cannot be ${action}.`;
}

/**
 * A status change as one conditional UPDATE (`change`, which returns the changed row or nothing),
 * so two people pressing buttons at once cannot both win. When nothing changed, the row's current
 * status (`current`) tells a 404 (not the caller's to see) from a 409 naming what it is now.
 */
export async function guardedChange<R>(
  change: () => Promise<R[]>,
  current: () => Promise<{ status: string }[]>,
  refusal: (status: string) => string,
  noun: string,
): Promise<R> {
  const [row] = await change();
  if (row) return row;
  const [now] = await current();
  if (!now) throw notFound(`No such ${noun}.`);
  throw new HttpError(409, refusal(now.status));
}
