/**
 * Orders for both sides: the buyer (the person who placed it and, in a company, the company's
 * buyers) and the seller (the storefront's company). The status machine is
 * docs/decisions/009-order-status-machine.md: each change is one conditional UPDATE, so when two
 * people act at once one wins and the other gets a 409 naming the order's status now.
 */
import { campaigns } from '../db/schema/campaigns.ts';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { orderNumber, type Order, type OrderStatusName } from '../../contracts/commerce.ts';
import { isUuid } from '../../contracts/ids.ts';
import { pageOffset, type Page } from '../../contracts/paging.ts';
import { productPath } from '../../contracts/urls.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/escape-like.ts';
import { markets, packages, products, suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { orderEvents, orderLines, orders, type OrderStatus } from '../db/schema/commerce.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError, fieldError, notFound } from '../platform/errors.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { buyerOrderLink, sellerOrderLink } from './order-placement.ts';
import { buyerRecipients, onBuyerSide, sellerRecipients, storefrontOf, tell, type Recipient } from '../platform/parties/parties.ts';
import type { Mail } from '../platform/mail/mailer.ts';

export type OrderSide = 'buyer' | 'seller';

type OrderRow = typeof orders.$inferSelect;

/**
 * What an order's steps do to its money. Commerce names the steps; the wallet does them
 * (wallet/order-money.ts, on the ledger) and registry.ts wires it in, so commerce depends on no
 * money domain.
 */
export interface OrderMoneySteps {
  /** A card payment or a bank transfer arrived for the order: it enters escrow. */
  received(tx: Db, order: Pick<OrderRow, 'id' | 'number' | 'subtotalMinor'>, via: 'card' | 'bank-transfer'): Promise<unknown>;
  /** Delivered: the seller is paid, less the commission. */
  settle(tx: Db, order: OrderRow): Promise<unknown>;
  /** Cancelled: a wallet hold goes back to the buyer. */
  release(tx: Db, order: OrderRow): Promise<unknown>;
}

/** A financed order's cancellation shrinks its financing (done by financing/money.ts). */
export interface FinancingRelease {
  orderReleased(tx: Db, order: Pick<OrderRow, 'id' | 'number' | 'subtotalMinor' | 'paymentMethod'>): Promise<unknown>;
}

export interface OrderDeps {
  notifications: Notifications;
  siteUrl: string;
  /** Emails go out through the outbox, in the caller's transaction. */
  mail: Mail;
  /** The order's money on the ledger: escrow in, seller paid on delivery, holds released on cancel. */
  orderMoney: OrderMoneySteps;
  /** A financed order's cancellation shrinks its financing; absent where nothing is financed. */
  financing?: FinancingRelease;
  /** The time as the money rules see it (automatic delivery); the system clock when absent. */
  clock?: () => Date;
  log?: FastifyBaseLogger;
}

/** What a cancellation means for the money, in a sentence (or nothing when the order was unpaid). */
const refundNote = (row: OrderRow) =>
  row.paymentStatus === 'refunded' && row.paymentMethod === 'financing'
    ? ` The ${formatMoney(Number(row.subtotalMinor), row.currency)} paid by financing went back to the lender; nothing is owed for it.`
    : row.paymentStatus === 'refunded'
      ? ` The ${formatMoney(Number(row.subtotalMinor), row.currency)} held in the buyer's wallet went back to it.`
      : row.paymentStatus === 'refund-due'
        ? ` It was paid, so a refund of ${formatMoney(Number(row.subtotalMinor), row.currency)} is due.`
        : '';

const missing = () => notFound('No such order.');

/** What the caller may do next with an order, on their side. */
export function orderActions(row: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentMethod'>, side: OrderSide): string[] {
  const actions: string[] = [];
  if (side === 'seller') {
    if (row.status === 'placed') actions.push('accept');
    if ((row.status === 'placed' || row.status === 'accepted') && row.paymentMethod === 'bank-transfer' && row.paymentStatus === 'unpaid') {
      actions.push('confirm-payment');
    }
    if (row.status === 'accepted' && row.paymentStatus === 'paid') actions.push('ship');
    if (row.status === 'shipped') actions.push('deliver');
    if (row.status === 'placed' || row.status === 'accepted') actions.push('cancel');
  } else {
    if (row.status === 'shipped') actions.push('deliver');
    if (row.status === 'placed') actions.push('cancel');
  }
  return actions;
}

/** Orders as the contract shows them, in the order of `ids`. Pass a transaction's handle inside one. */
export async function orderViews(handle: Db, ids: string[], side: OrderSide): Promise<Order[]> {
  if (!ids.length) return [];
  const [rows, lines, events] = await Promise.all([
    handle
      .select({ order: orders, supplierName: suppliers.name, supplierSlug: suppliers.slug, companyName: companies.name })
      .from(orders)
      .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .leftJoin(companies, eq(companies.id, orders.buyerCompanyId))
      .where(inArray(orders.id, ids)),
    handle
      .select({ line: orderLines, slug: products.slug, marketSlug: markets.slug, campaignName: campaigns.name })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .innerJoin(markets, eq(markets.id, products.marketId))
      .leftJoin(campaigns, eq(campaigns.id, orderLines.campaignId))
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id)),
    handle.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const o = r.order;
    return [
      {
        id: o.id,
        number: orderNumber(Number(o.number)),
        status: o.status,
        paymentMethod: o.paymentMethod,
        paymentStatus: o.paymentStatus,
        supplier: { id: o.supplierId, name: r.supplierName, slug: r.supplierSlug },
        buyer: { name: o.buyerName, email: o.buyerEmail, companyName: r.companyName },
        lines: lines
          .filter((l) => l.line.orderId === id)
          .map(({ line, slug, marketSlug, campaignName }) => ({
            productId: line.productId,
            packageId: line.packageId,
            productName: line.productName,
            packageLabel: line.packageLabel,
            productUrl: productPath(slug, marketSlug, line.productId),
            unitPriceMinor: Number(line.unitPriceMinor),
            quantity: line.quantity,
            lineTotalMinor: Number(line.lineTotalMinor),
            listUnitPriceMinor: Number(line.listUnitPriceMinor ?? line.unitPriceMinor),
            discountMinor: Number(line.discountMinor),
            campaign: line.campaignId && campaignName ? { id: line.campaignId, name: campaignName } : null,
          })),
        subtotalMinor: Number(o.subtotalMinor),
        currency: o.currency,
        shippingAddress: o.shippingAddress,
        quoteId: o.quoteId,
        checkoutId: o.checkoutId,
        trackingNote: o.trackingNote,
        cancelReason: o.cancelReason,
        cancelledBy: o.cancelledBy,
        placedAt: o.placedAt.toISOString(),
        updatedAt: o.updatedAt.toISOString(),
        events: events
          .filter((e) => e.orderId === id)
          .map((e) => ({ kind: e.kind, actor: e.actor, note: e.note, createdAt: e.createdAt.toISOString() })),
        actions: orderActions(o, side),
      },
    ];
  });
}

/** Gives a cancelled order's quantities back, locking the packages in ascending id like a checkout. */
async function releaseStock(tx: Db, orderId: string): Promise<void> {
  const lines = await tx
    .select({ packageId: orderLines.packageId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.packageId);
  if (!lines.length) return;
  const ids = lines.map((l) => l.packageId).sort((a, b) => a - b);
  await tx.select({ id: packages.id }).from(packages).where(inArray(packages.id, ids)).orderBy(asc(packages.id)).for('update');
  for (const id of ids) {
    const quantity = Number(lines.find((l) => l.packageId === id)!.quantity);
    await tx
      .update(packages)
      .set({ stock: sql`${packages.stock} + ${quantity}` })
      .where(eq(packages.id, id));
  }
}

const buyerSide = (row: OrderRow) => ({ userId: row.buyerUserId, companyId: row.buyerCompanyId });

/**
 * Marks the unpaid orders of a checkout paid (a verified card payment): one 'paid' event each by
 * the system, and both sides told. An order cancelled before the money arrived becomes refund-due.
 * Runs inside the caller's transaction; returns the ids of the orders it changed (none the second time).
 */
export async function markCheckoutPaid(tx: Db, checkoutId: string, deps: OrderDeps): Promise<string[]> {
  return markPaid(tx, eq(orders.checkoutId, checkoutId), deps);
}

/** The same for a single order paid on its own (for example one made from a quote). */
export async function markOrderPaid(tx: Db, orderId: string, deps: OrderDeps): Promise<string[]> {
  return markPaid(tx, eq(orders.id, orderId), deps);
}

async function markPaid(tx: Db, which: SQL, deps: OrderDeps): Promise<string[]> {
  const rows = await tx
    .update(orders)
    .set({
      paymentStatus: sql`case when ${orders.status} = 'cancelled' then 'refund-due' else 'paid' end`,
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(which, eq(orders.paymentStatus, 'unpaid')))
    .returning();
  for (const row of rows) {
    await deps.orderMoney.received(tx, row, 'card');
    const number = orderNumber(Number(row.number));
    const amount = formatMoney(Number(row.subtotalMinor), row.currency);
    const refund = row.paymentStatus === 'refund-due';
    await tx.insert(orderEvents).values({
      id: uuidv7(),
      orderId: row.id,
      kind: 'paid',
      actor: 'system',
      actorUserId: null,
      note: refund ? 'Card payment received after the order was cancelled; a refund is due' : 'Card payment received',
    });
    await tell(tx, deps, await buyerRecipients(tx, buyerSide(row)), {
      kind: 'order.paid',
      title: `Payment received for ${number}`,
      body: refund
        ? `Your card payment of ${amount} for order ${number} arrived after the order was cancelled. The seller owes you a refund.`
        : `Your card payment of ${amount} for order ${number} was received.`,
      link: buyerOrderLink(row.id),
    });
    await tell(tx, deps, await sellerRecipients(tx, row.supplierId), {
      kind: 'order.paid',
      title: `Order ${number} is paid`,
      body: refund
        ? `${row.buyerName} paid ${amount} by card for order ${number} after it was cancelled. A refund is due.`
        : `${row.buyerName} paid ${amount} by card for order ${number}.${row.status === 'accepted' ? ' You can ship it now.' : ''}`,
      link: sellerOrderLink(row.id),
    });
  }
  return rows.map((r) => r.id);
}

interface Transition {
  kind: string;
  allowed: OrderStatus[];
  /** More conditions of the UPDATE beside the status. */
  also?: SQL;
  set: Partial<Record<keyof OrderRow, unknown>>;
  /** The 409 message, given the order as it is now. */
  refuse: (row: OrderRow) => string;
  note?: string | null;
  releaseStock?: boolean;
  /** The money's step, in the same transaction (settle on delivery, release a hold on cancel). */
  money?: (tx: Db, row: OrderRow) => Promise<unknown>;
  /** What the other side is told. */
  tell: (row: OrderRow, number: string) => { title: string; body: string };
}

export function createOrders(db: Db, deps: OrderDeps) {
  const buyerScope = (member: Member) => onBuyerSide(orders, member);

  async function sellerScope(member: Member): Promise<SQL> {
    return eq(orders.supplierId, await storefrontOf(db, member));
  }

  async function list(scope: SQL, side: OrderSide, query: Page & { status?: OrderStatusName | undefined; search?: string | undefined }) {
    const conditions: SQL[] = [scope];
    if (query.status) conditions.push(eq(orders.status, query.status));
    const search = query.search?.trim();
    if (search) {
      const byName = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${ilike(orderLines.productName, containsPattern(search))})`;
      const digits = /^(?:mc-?)?\s*(\d{1,15})$/i.exec(search)?.[1];
      conditions.push(digits ? or(eq(orders.number, Number(digits)), byName)! : byName);
    }
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(query.pageSize)
        .offset(pageOffset(query)),
      db.$count(orders, where),
    ]);
    return {
      items: await orderViews(
        db,
        rows.map((r) => r.id),
        side,
      ),
      total,
    };
  }

  async function one(scope: SQL, id: string, side: OrderSide): Promise<Order> {
    if (!isUuid(id)) throw missing();
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, id), scope));
    if (!row) throw missing();
    return (await orderViews(db, [row.id], side))[0]!;
  }

  async function transition(scope: SQL, id: string, actor: { side: OrderSide; userId: string }, t: Transition): Promise<Order> {
    if (!isUuid(id)) throw missing();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ ...t.set, updatedAt: sql`now()` } as never)
        .where(and(eq(orders.id, id), scope, inArray(orders.status, t.allowed), t.also))
        .returning();
      if (!row) {
        const [current] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), scope));
        if (!current) throw missing();
        throw new HttpError(409, t.refuse(current));
      }
      // The money before the packages, in the order a purchase locks them (placeOrders' beforeStockTaken).
      if (t.money) await t.money(tx, row);
      if (t.releaseStock) await releaseStock(tx, row.id);
      await tx
        .insert(orderEvents)
        .values({ id: uuidv7(), orderId: row.id, kind: t.kind, actor: actor.side, actorUserId: actor.userId, note: t.note ?? null });
      const news = t.tell(row, orderNumber(Number(row.number)));
      const toBuyer = actor.side === 'seller';
      const recipients: Recipient[] = toBuyer ? await buyerRecipients(tx, buyerSide(row)) : await sellerRecipients(tx, row.supplierId);
      await tell(tx, deps, recipients, {
        kind: `order.${t.kind}`,
        ...news,
        link: toBuyer ? buyerOrderLink(row.id) : sellerOrderLink(row.id),
      });
    });
    return (await orderViews(db, [id], actor.side))[0]!;
  }

  const statusNow = (row: OrderRow) => `This order is ${row.status}`;
  /** A cancelled order's hold goes back where it came from: the buyer's wallet, or the financing pool. */
  const release = async (tx: Db, row: OrderRow) => {
    await deps.orderMoney.release(tx, row);
    await deps.financing?.orderReleased(tx, row);
  };

  /** Marking a shipped order delivered, by either side: the seller is paid; only what the other side is told differs. */
  const delivery = (news: Transition['tell']): Transition => ({
    kind: 'delivered',
    allowed: ['shipped'],
    money: (tx, row) => deps.orderMoney.settle(tx, row),
    set: { status: 'delivered', deliveredAt: sql`now()` },
    refuse: (row) =>
      row.status === 'delivered' ? 'This order is already delivered.' : `${statusNow(row)}: only a shipped order can be marked delivered.`,
    tell: news,
  });

  /** A paid order cancelled: a wallet hold goes back at once (refunded); other payments are owed back. */
  const cancelledPayment = sql`case when ${orders.paymentStatus} = 'paid' and ${orders.walletHoldId} is not null then 'refunded'
    when ${orders.paymentStatus} = 'paid' then 'refund-due' else ${orders.paymentStatus} end`;

  /** Cancelling, by either side: the stock comes back and the money goes back or is owed back; an empty reason is kept as none. */
  const cancellation = (
    by: OrderSide,
    reason: string,
    t: Pick<Transition, 'allowed' | 'tell'> & { otherwise: (row: OrderRow) => string },
  ): Transition => ({
    kind: 'cancelled',
    allowed: t.allowed,
    releaseStock: true,
    money: release,
    note: reason || null,
    set: { status: 'cancelled', cancelledAt: sql`now()`, cancelledBy: by, cancelReason: reason || null, paymentStatus: cancelledPayment },
    refuse: (row) => (row.status === 'cancelled' ? 'This order is already cancelled.' : t.otherwise(row)),
    tell: t.tell,
  });

  return {
    // ------------------------------------------------------------ buyer

    listForBuyer: (member: Member, query: Page & { status?: OrderStatusName | undefined; search?: string | undefined }) =>
      list(buyerScope(member), 'buyer', query),

    getForBuyer: (member: Member, id: string) => one(buyerScope(member), id, 'buyer'),

    /** The buyer cancels an order the seller has not accepted yet. */
    cancelByBuyer: (member: Member, id: string, reason: string) =>
      transition(
        buyerScope(member),
        id,
        { side: 'buyer', userId: member.userId },
        cancellation('buyer', reason, {
          allowed: ['placed'],
          otherwise: (row) =>
            `${statusNow(row)}: only an order the seller has not accepted yet can be cancelled here. Ask the seller to cancel it.`,
          tell: (row, number) => ({
            title: `Order ${number} cancelled by the buyer`,
            body: `${row.buyerName} cancelled order ${number}${reason ? `: "${reason}"` : '.'}${refundNote(row)} The stock was given back.`,
          }),
        }),
      ),

    deliveredByBuyer: (member: Member, id: string) =>
      transition(
        buyerScope(member),
        id,
        { side: 'buyer', userId: member.userId },
        delivery((row, number) => ({
          title: `Order ${number} delivered`,
          body: `${row.buyerName} confirmed that order ${number} was delivered.`,
        })),
      ),

    // ------------------------------------------------------------ seller

    /** The storefront of the caller's company; 403 when it has none. */
    sellerScope,

    listForSeller: async (member: Member, query: Page & { status?: OrderStatusName | undefined; search?: string | undefined }) =>
      list(await sellerScope(member), 'seller', query),

    getForSeller: async (member: Member, id: string) => one(await sellerScope(member), id, 'seller'),

    accept: async (member: Member, id: string) =>
      transition(
        await sellerScope(member),
        id,
        { side: 'seller', userId: member.userId },
        {
          kind: 'accepted',
          allowed: ['placed'],
          set: { status: 'accepted', acceptedAt: sql`now()` },
          refuse: (row) =>
            row.status === 'accepted' ? 'This order is already accepted.' : `${statusNow(row)}: only a placed order can be accepted.`,
          tell: (row, number) => ({
            title: `Order ${number} accepted`,
            body:
              row.paymentStatus === 'paid'
                ? `The seller accepted order ${number} and will ship it.`
                : row.paymentMethod === 'bank-transfer'
                  ? `The seller accepted order ${number}. Pay ${formatMoney(Number(row.subtotalMinor), row.currency)} by bank transfer, quoting ${number}; it ships once the payment arrives.`
                  : `The seller accepted order ${number}. It ships once your card payment is confirmed.`,
          }),
        },
      ),

    /** Bank transfer received: the order is paid (while placed or accepted). */
    confirmPayment: async (member: Member, id: string) =>
      transition(
        await sellerScope(member),
        id,
        { side: 'seller', userId: member.userId },
        {
          kind: 'paid',
          allowed: ['placed', 'accepted'],
          also: and(eq(orders.paymentStatus, 'unpaid'), eq(orders.paymentMethod, 'bank-transfer')),
          set: { paymentStatus: 'paid', paidAt: sql`now()` },
          money: (tx, row) => deps.orderMoney.received(tx, row, 'bank-transfer'),
          note: 'Bank transfer received',
          refuse: (row) =>
            row.paymentStatus !== 'unpaid'
              ? `${statusNow(row)} and its payment is ${row.paymentStatus} already.`
              : row.paymentMethod !== 'bank-transfer'
                ? `${statusNow(row)} and paid by card: the card payment confirms itself.`
                : `${statusNow(row)}: a payment can be confirmed only while the order is placed or accepted.`,
          tell: (row, number) => ({
            title: `Payment received for ${number}`,
            body: `The seller confirmed your bank transfer of ${formatMoney(Number(row.subtotalMinor), row.currency)} for order ${number}.`,
          }),
        },
      ),

    ship: async (member: Member, id: string, trackingNote: string) =>
      transition(
        await sellerScope(member),
        id,
        { side: 'seller', userId: member.userId },
        {
          kind: 'shipped',
          allowed: ['accepted'],
          also: eq(orders.paymentStatus, 'paid'),
          set: { status: 'shipped', shippedAt: sql`now()`, trackingNote },
          note: trackingNote,
          refuse: (row) =>
            row.status === 'accepted'
              ? `${statusNow(row)} but not paid yet: it can be shipped once the payment is received.`
              : row.status === 'placed'
                ? `${statusNow(row)}: accept it and receive the payment before shipping it.`
                : `${statusNow(row)}: only an accepted, paid order can be shipped.`,
          tell: (_row, number) => ({ title: `Order ${number} shipped`, body: `The seller shipped order ${number}. ${trackingNote}` }),
        },
      ),

    /**
     * Orders shipped more than `days` ago that nobody marked delivered become delivered (by the
     * system), each in its own transaction with its settlement; both sides are told. Returns how many.
     */
    async autoDeliver(days: number): Promise<number> {
      const before = new Date((deps.clock?.() ?? new Date()).getTime() - days * 86_400_000);
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'shipped'), sql`${orders.shippedAt} < ${before.toISOString()}::timestamptz`))
        .orderBy(asc(orders.shippedAt))
        .limit(200);
      let delivered = 0;
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .update(orders)
            .set({ status: 'delivered', deliveredAt: sql`now()`, updatedAt: sql`now()` })
            .where(and(eq(orders.id, id), eq(orders.status, 'shipped')))
            .returning();
          if (!row) return;
          await deps.orderMoney.settle(tx, row);
          const note = `Delivered automatically ${days} days after shipping`;
          await tx
            .insert(orderEvents)
            .values({ id: uuidv7(), orderId: row.id, kind: 'delivered', actor: 'system', actorUserId: null, note });
          const number = orderNumber(Number(row.number));
          await tell(tx, deps, await buyerRecipients(tx, buyerSide(row)), {
            kind: 'order.delivered',
            title: `Order ${number} marked delivered`,
            body: `Order ${number} was shipped ${days} days ago, so it now counts as delivered and the seller is paid. Tell the seller at once if it has not arrived.`,
            link: buyerOrderLink(row.id),
          });
          await tell(tx, deps, await sellerRecipients(tx, row.supplierId), {
            kind: 'order.delivered',
            title: `Order ${number} delivered`,
            body: `Order ${number} counts as delivered ${days} days after shipping; its proceeds are in your wallet, less the commission.`,
            link: sellerOrderLink(row.id),
          });
          delivered++;
        });
      }
      return delivered;
    },

    deliveredBySeller: async (member: Member, id: string) =>
      transition(
        await sellerScope(member),
        id,
        { side: 'seller', userId: member.userId },
        delivery((_row, number) => ({ title: `Order ${number} delivered`, body: `The seller marked order ${number} as delivered.` })),
      ),

    /** The seller cancels an order not yet shipped, with a reason; the stock comes back. */
    cancelBySeller: async (member: Member, id: string, reason: string) => {
      const scope = await sellerScope(member);
      if (!reason) throw fieldError('reason', 'is required: tell the buyer why the order is cancelled');
      return transition(
        scope,
        id,
        { side: 'seller', userId: member.userId },
        cancellation('seller', reason, {
          allowed: ['placed', 'accepted'],
          otherwise: (row) => `${statusNow(row)}: an order can be cancelled only before it ships.`,
          tell: (row, number) => ({
            title: `Order ${number} cancelled by the seller`,
            body: `The seller cancelled order ${number}: "${reason}".${
              row.paymentStatus === 'refunded'
                ? ` The ${formatMoney(Number(row.subtotalMinor), row.currency)} held for it is back in your wallet.`
                : row.paymentStatus === 'refund-due'
                  ? ` You paid ${formatMoney(Number(row.subtotalMinor), row.currency)}; the seller owes you a refund.`
                  : ''
            }`,
          }),
        }),
      );
    },
  };
}

export type OrdersService = ReturnType<typeof createOrders>;
