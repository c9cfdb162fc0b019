/**
 * Requests for quote. A buyer asks a storefront for a price for some packages of a product; the
 * seller answers with a price per package and a last valid day, or declines; the buyer accepts (the
 * quote becomes an order at the quoted price, in the same transaction) or cancels.
 *
 *   open ──answer──▶ answered ──accept (not expired)──▶ accepted
 *   open, answered ──decline (seller)──▶ declined;  ──cancel (buyer)──▶ cancelled
 *   answered ──answer again──▶ answered (a new price or validity)
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { type EndUseDeclaration, minPackages } from '../../contracts/commerce.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import { buyerRequestLink, dayName, marketToday, sellerRequestLink, type Quote, type QuoteStatusName } from '../../contracts/requests.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { markets, packages, products, suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { quotes } from '../db/schema/requests.ts';
import type { AddressSnapshot, PaymentMethod } from '../db/schema/commerce.ts';
import { addressSnapshot, type BuyerTrust, findAddress, placeOrders } from '../commerce/index.ts';
import { HttpError } from '../platform/errors.ts';
import type { TaxSettings } from '../taxes/index.ts';
import { buyerRecipients, sellerRecipients, tell } from '../platform/parties/parties.ts';
import {
  cannotBe,
  checkId,
  countNewRequest,
  currentBuyer,
  guardedChange,
  onBuyerSide,
  productNameOf,
  refColumns,
  refJoins,
  refsOf,
  requestableProduct,
  requesterName,
  requestParties,
  type Side,
  sideWhere,
  type Caller,
  type RequestDeps,
} from './request-parties.ts';

const NOUN = 'quote';
const OPEN: QuoteStatusName[] = ['open', 'answered'];

export interface QuoteRequest {
  productId: number;
  packageId: number;
  quantity: number;
  targetPriceMinor?: number | undefined;
  deliveryPlace: string;
  incoterm: string;
  neededBy: string;
  message: string;
}

export function createQuotes(db: Db, deps: RequestDeps & { tax: TaxSettings; clock?: () => Date; buyerTrust?: BuyerTrust }) {
  const joins = refJoins(quotes);
  const select = (handle: Db, where: SQL | undefined) =>
    handle
      .select({ row: quotes, ...refColumns, packageLabel: packages.label, packagePriceMinor: packages.priceMinor })
      .from(quotes)
      .innerJoin(products, joins.product)
      .innerJoin(markets, joins.market)
      .innerJoin(suppliers, joins.supplier)
      .innerJoin(packages, eq(packages.id, quotes.packageId))
      .leftJoin(companies, joins.company)
      .where(where);
  type Selected = Awaited<ReturnType<typeof select>>[number];

  function view({ row, packageLabel, packagePriceMinor, ...ref }: Selected, side: Side, today = marketToday()): Quote {
    const expired = row.status === 'answered' && row.validUntil !== null && row.validUntil < today;
    const actions =
      side === 'buyer'
        ? [...(row.status === 'answered' && !expired ? ['accept'] : []), ...(OPEN.includes(row.status) ? ['cancel'] : [])]
        : OPEN.includes(row.status)
          ? ['answer', 'decline']
          : [];
    return {
      id: row.id,
      status: row.status,
      expired,
      ...refsOf(ref, row.supplierId, row.buyerName),
      package: { id: row.packageId, label: packageLabel, priceMinor: Number(packagePriceMinor) },
      quantity: row.quantity,
      targetPriceMinor: row.targetPriceMinor,
      currency: row.currency,
      deliveryPlace: row.deliveryPlace,
      incoterm: row.incoterm,
      neededBy: row.neededBy,
      message: row.message,
      quotedUnitPriceMinor: row.quotedUnitPriceMinor,
      quotedTotalMinor: row.quotedUnitPriceMinor === null ? null : row.quotedUnitPriceMinor * row.quantity,
      quotedDeliveryMinor: row.quotedDeliveryMinor,
      quotedDeliveryLabel: row.quotedDeliveryLabel,
      validUntil: row.validUntil,
      sellerNote: row.sellerNote,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      orderId: row.orderId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      actions,
    };
  }

  async function one(handle: Db, id: string, side: Side, where: SQL): Promise<Quote> {
    const [row] = await select(handle, and(eq(quotes.id, id), where));
    if (!row) throw new HttpError(404, 'No such quote.');
    return view(row, side);
  }

  /** The conditional update of a status change, refused with 404 or 409 as guardedChange says. */
  async function change(
    handle: Db,
    id: string,
    where: SQL,
    from: QuoteStatusName[],
    set: Partial<typeof quotes.$inferInsert>,
    action: string,
  ) {
    return guardedChange(
      () =>
        handle
          .update(quotes)
          .set({ ...set, updatedAt: sql`now()` })
          .where(and(eq(quotes.id, id), where, inArray(quotes.status, from)))
          .returning(),
      () =>
        handle
          .select({ status: quotes.status })
          .from(quotes)
          .where(and(eq(quotes.id, id), where)),
      cannotBe(NOUN, action),
      NOUN,
    );
  }

  return {
    async request(caller: Caller, input: QuoteRequest): Promise<Quote> {
      const product = await requestableProduct(db, input.productId, caller);
      const [pack] = await db
        .select()
        .from(packages)
        .where(and(eq(packages.id, input.packageId), eq(packages.productId, product.id)));
      if (!pack)
        throw new HttpError(400, 'Invalid request. packageId: is not a package of this product', {
          packageId: ['is not a package of this product'],
        });
      const [rules] = await db.select({ moq: products.moq, moqUnit: products.moqUnit }).from(products).where(eq(products.id, product.id));
      // An answered quote becomes an order, which must reach the minimum order: ask for enough now.
      const minimum = minPackages({ moq: Number(rules!.moq), moqUnit: rules!.moqUnit }, { size: Number(pack.size), unit: pack.unit });
      if (input.quantity < minimum) {
        throw new HttpError(400, `Invalid request. quantity: the minimum order is ${minimum} packages`, {
          quantity: [`must be at least ${minimum} (the minimum order)`],
        });
      }
      await countNewRequest(deps.limiter, caller.userId);
      const buyer = await currentBuyer(db, caller);
      return db.transaction(async (handle) => {
        const id = uuidv7();
        await handle.insert(quotes).values({
          id,
          ...requestParties(caller, buyer, product),
          packageId: pack.id,
          quantity: input.quantity,
          targetPriceMinor: input.targetPriceMinor ?? null,
          currency: pack.currency,
          deliveryPlace: input.deliveryPlace,
          incoterm: input.incoterm,
          neededBy: input.neededBy,
          message: input.message,
        });
        const who = requesterName(buyer);
        await tell(handle, deps, await sellerRecipients(handle, product.supplierId), {
          kind: 'quote.requested',
          title: `Request for quote: ${product.name}`,
          body: `${who} asks for a price for ${input.quantity} × ${pack.label}, ${input.incoterm} ${input.deliveryPlace}, needed by ${dayName(input.neededBy)}. Answer with a price and how long it holds.`,
          link: sellerRequestLink('quotes', id),
        });
        return one(handle, id, 'buyer', onBuyerSide(quotes, caller));
      });
    },

    async list(caller: Caller, side: Side, page: Page & { status?: QuoteStatusName | undefined }) {
      const where = and(await sideWhere(db, quotes, caller, side), page.status ? eq(quotes.status, page.status) : undefined);
      const [rows, total] = await Promise.all([
        select(db, where).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(page.pageSize).offset(pageOffset(page)),
        db.$count(quotes, where),
      ]);
      const today = marketToday();
      return { items: rows.map((r) => view(r, side, today)), total };
    },

    async get(caller: Caller, side: Side, id: string): Promise<Quote> {
      return one(db, checkId(id, NOUN), side, await sideWhere(db, quotes, caller, side));
    },

    /** The seller's price per package and last valid day; a new answer replaces the last one. */
    async answer(
      caller: Caller,
      id: string,
      input: { unitPriceMinor: number; validUntil: string; note: string; deliveryMinor?: number | null; deliveryLabel?: string },
    ): Promise<Quote> {
      const quoteId = checkId(id, NOUN);
      const where = await sideWhere(db, quotes, caller, 'seller');
      return db.transaction(async (handle) => {
        const row = await change(
          handle,
          quoteId,
          where,
          OPEN,
          {
            status: 'answered',
            quotedUnitPriceMinor: input.unitPriceMinor,
            validUntil: input.validUntil,
            sellerNote: input.note || null,
            quotedDeliveryMinor: input.deliveryMinor ?? null,
            quotedDeliveryLabel: input.deliveryMinor == null ? null : input.deliveryLabel || null,
            answeredAt: sql`now()` as unknown as Date,
          },
          'answered',
        );
        const delivery =
          input.deliveryMinor == null
            ? ''
            : ` Delivery: ${formatMoney(input.deliveryMinor, row.currency)} before VAT (${input.deliveryLabel || `to ${row.deliveryPlace}`}).`;
        await tell(handle, deps, await buyerRecipients(handle, { userId: row.buyerUserId, companyId: row.buyerCompanyId }), {
          kind: 'quote.answered',
          title: `Your quote for ${await productNameOf(handle, row.productId)} is ready`,
          body: `${formatMoney(input.unitPriceMinor, row.currency)} per package, ${formatMoney(input.unitPriceMinor * row.quantity, row.currency)} for ${row.quantity}, valid until ${dayName(input.validUntil)}.${delivery}${input.note ? ` The seller adds: ${input.note}` : ''} Accept it to place the order.`,
          link: buyerRequestLink('quotes', quoteId),
        });
        return one(handle, quoteId, 'seller', where);
      });
    },

    async decline(caller: Caller, id: string, note: string): Promise<Quote> {
      const quoteId = checkId(id, NOUN);
      const where = await sideWhere(db, quotes, caller, 'seller');
      return db.transaction(async (handle) => {
        const row = await change(handle, quoteId, where, OPEN, { status: 'declined', sellerNote: note || null }, 'declined');
        await tell(handle, deps, await buyerRecipients(handle, { userId: row.buyerUserId, companyId: row.buyerCompanyId }), {
          kind: 'quote.declined',
          title: `Your request for quote for ${await productNameOf(handle, row.productId)} was declined`,
          body: note ? `The seller says: ${note}` : 'The seller gave no reason. You can ask another supplier for a price.',
          link: buyerRequestLink('quotes', quoteId),
        });
        return one(handle, quoteId, 'seller', where);
      });
    },

    async cancel(caller: Caller, id: string): Promise<Quote> {
      const quoteId = checkId(id, NOUN);
      const where = onBuyerSide(quotes, caller);
      return db.transaction(async (handle) => {
        const row = await change(handle, quoteId, where, OPEN, { status: 'cancelled' }, 'cancelled');
        await tell(handle, deps, await sellerRecipients(handle, row.supplierId), {
          kind: 'quote.cancelled',
          title: `Request for quote withdrawn: ${await productNameOf(handle, row.productId)}`,
          body: `${row.buyerName} no longer needs a price for ${row.quantity} packages.`,
          link: sellerRequestLink('quotes', quoteId),
        });
        return one(handle, quoteId, 'buyer', where);
      });
    },

    /**
     * The buyer takes the quoted price: in one transaction the quote is marked accepted and an
     * order is placed at that price (stock reserved, the seller told). Refused with 409 when the
     * quote is not answered or its last valid day has passed, or when stock is short; restricted
     * dangerous goods as at checkout (403 below tier 2, 422 without an end-use declaration).
     */
    async accept(
      caller: Caller,
      id: string,
      input: { shippingAddressId: string; paymentMethod: PaymentMethod; endUse?: EndUseDeclaration | undefined },
    ): Promise<{ quote: Quote; orderId: string }> {
      const quoteId = checkId(id, NOUN);
      const where = onBuyerSide(quotes, caller);
      const buyer = await currentBuyer(db, caller);
      const today = marketToday();
      return db.transaction(async (handle) => {
        const row = await guardedChange(
          () =>
            handle
              .update(quotes)
              .set({ status: 'accepted', updatedAt: sql`now()` })
              .where(and(eq(quotes.id, quoteId), where, eq(quotes.status, 'answered'), sql`${quotes.validUntil} >= ${today}`))
              .returning(),
          () =>
            handle
              .select({ status: quotes.status, validUntil: quotes.validUntil })
              .from(quotes)
              .where(and(eq(quotes.id, quoteId), where))
              .then((rows) =>
                rows.map((r) => ({ status: r.status === 'answered' && r.validUntil! < today ? `expired:${r.validUntil}` : r.status })),
              ),
          (status) =>
            status.startsWith('expired:')
              ? `This quote expired on ${dayName(status.slice(8))}. Ask the seller for a new one.`
              : status === 'open'
                ? 'The seller has not answered this quote yet.'
                : cannotBe(NOUN, 'accepted')(status),
          NOUN,
        );
        const address = await shippingAddressOf(handle, caller, input.shippingAddressId);
        const [orderId] = await placeOrders(
          handle,
          {
            buyer: { userId: caller.userId, companyId: caller.companyId, name: buyer.name, email: buyer.email },
            lines: [{ packageId: row.packageId, quantity: row.quantity, unitPriceMinor: row.quotedUnitPriceMinor! }],
            address,
            paymentMethod: input.paymentMethod,
            checkoutId: null,
            quoteId,
            quoteDelivery:
              row.quotedDeliveryMinor === null
                ? null
                : { feeMinor: row.quotedDeliveryMinor, label: row.quotedDeliveryLabel ?? `Delivery to ${row.deliveryPlace}` },
            endUse: input.endUse,
          },
          deps,
        );
        await handle.update(quotes).set({ orderId }).where(eq(quotes.id, quoteId));
        return { quote: await one(handle, quoteId, 'buyer', where), orderId: orderId! };
      });
    },
  };
}

/** One of the addresses the caller sees (the checkout's rule), as an order stores it. */
async function shippingAddressOf(handle: Db, caller: Caller, id: string): Promise<AddressSnapshot> {
  const row = await findAddress(handle, { userId: caller.userId, companyId: caller.companyId }, id);
  if (!row)
    throw new HttpError(400, 'Invalid request. shippingAddressId: No such shipping address', {
      shippingAddressId: ['No such shipping address'],
    });
  return addressSnapshot(row);
}

export type Quotes = ReturnType<typeof createQuotes>;
