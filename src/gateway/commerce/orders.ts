/**
 * Orders for both sides: the buyer (the person who placed it and, in a company, the company's
 * buyers) and the seller (the storefront's company). The status machine is
 * docs/decisions/009-order-status-machine.md: each change is one conditional UPDATE, so when two
 * people act at once one wins and the other gets a 409 naming the order's status now. What each
 * side sees is order-views.ts; a card payment arriving, orders-paid.ts; delivery by the clock,
 * auto-delivery.ts; paying the seller once the claim window has passed, order-settlement.ts; the
 * ports to the money, order-ports.ts.
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { orderNumber, type Order, type OrderStatusName } from '../../contracts/commerce.ts';
import { isUuid } from '../../contracts/ids.ts';
import { formatDate } from '../../contracts/format.ts';
import { formatMoney } from '../../contracts/money.ts';
import { MARKET_TIME_ZONE } from '../../contracts/requests.ts';
import { pageOffset, type Page } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/escape-like.ts';
import { orderEvents, orderLines, orders, type OrderStatus } from '../db/schema/commerce.ts';
import type { Member } from '../platform/auth/members.ts';
import { fieldError, HttpError, notFound } from '../platform/errors.ts';
import { buyerRecipients, mailTo, onBuyerSide, type Recipient, sellerRecipients, storefrontOf, tell } from '../platform/parties/parties.ts';
import { deliveredEmail, documentFile, type IssuedDocumentRef, type OrderEmailFn, orderEmail, orderFile } from './order-mail.ts';
import { buyerOrderLink, sellerOrderLink } from './order-placement.ts';
import { autoDeliver } from './auto-delivery.ts';
import { releaseStock } from './order-stock.ts';
import { type RefundActor, type RefundInput, type RefundOptions, refundInTransaction, refundOrder } from './order-refunds.ts';
import type { OrderDeps } from './order-ports.ts';
import { claimWindowEnd, claimWindowOf, settleAfterClaim, settleAsIfDue, settleDue, settleOrder } from './order-settlement.ts';
import { buyerSide, type OrderSide, orderViews } from './order-views.ts';

type OrderRow = typeof orders.$inferSelect;
/** What shipping an order issued: its dangerous goods transport document, if it holds dangerous goods. */
type ShipmentDocument = Awaited<ReturnType<NonNullable<OrderDeps['documents']>['shipped']>>;

/** What is left of the order's total once its partial refunds went back: what a cancellation returns or owes. */
const restOf = (row: OrderRow) => formatMoney(Number(row.totalMinor) - Number(row.refundedMinor), row.currency);

/** What a cancellation means for the money, in a sentence (or nothing when the order was unpaid). */
const refundNote = (row: OrderRow) =>
  row.paymentStatus === 'refunded' && row.paymentMethod === 'financing'
    ? ` The ${restOf(row)} paid by financing went back to the lender; nothing is owed for it.`
    : row.paymentStatus === 'refunded'
      ? ` The ${restOf(row)} held in the buyer's wallet went back to it.`
      : row.paymentStatus === 'refund-due'
        ? ` It was paid, so a refund of ${restOf(row)} is due.`
        : '';

const missing = () => notFound('No such order.');

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
  /**
   * The step's own emails by side, from the order as the step left it and what `money` answered: the
   * side told gets its one instead of the plain email (null: in-app only), the side that acted by email alone.
   */
  mail?: (tx: Db, row: OrderRow, done: unknown) => Promise<Partial<Record<OrderSide, OrderEmailFn | null>>>;
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
      const done = t.money ? await t.money(tx, row) : undefined;
      if (t.releaseStock) await releaseStock(tx, row.id);
      await tx
        .insert(orderEvents)
        .values({ id: uuidv7(), orderId: row.id, kind: t.kind, actor: actor.side, actorUserId: actor.userId, note: t.note ?? null });
      const news = t.tell(row, orderNumber(Number(row.number)));
      const told: OrderSide = actor.side === 'seller' ? 'buyer' : 'seller';
      const people = async (side: OrderSide): Promise<Recipient[]> =>
        side === 'buyer' ? buyerRecipients(tx, buyerSide(row)) : sellerRecipients(tx, row.supplierId);
      const link = (side: OrderSide) => (side === 'buyer' ? buyerOrderLink(row.id) : sellerOrderLink(row.id));
      const [after] = t.mail ? await tx.select().from(orders).where(eq(orders.id, row.id)) : [];
      const mails = t.mail ? await t.mail(tx, after!, done) : {};
      await tell(tx, deps, await people(told), {
        kind: `order.${t.kind}`,
        ...news,
        link: link(told),
        ...(mails[told] !== undefined ? { email: mails[told] } : {}),
      });
      const own = mails[actor.side];
      if (own) await mailTo(tx, deps, await people(actor.side), link(actor.side), own);
    });
    return (await orderViews(db, [id], actor.side))[0]!;
  }

  const statusNow = (row: OrderRow) => `This order is ${row.status}`;
  /**
   * A cancelled order's money goes back where it came from (the buyer's wallet, or the financing
   * pool), all that was not refunded before; the order then counts as refunded whole. Its documents follow.
   */
  const release = async (tx: Db, row: OrderRow) => {
    await deps.orderMoney.release(tx, row);
    const rest = Number(row.totalMinor) - Number(row.refundedMinor);
    if (row.paymentStatus === 'refunded') {
      await deps.financing?.orderReleased(tx, row, { amountMinor: rest, whole: true });
      await tx.update(orders).set({ refundedMinor: row.totalMinor, refundedDeliveryMinor: row.deliveryMinor }).where(eq(orders.id, row.id));
      await tx
        .update(orderLines)
        .set({ refundedQuantity: sql`${orderLines.quantity}` })
        .where(eq(orderLines.orderId, row.id));
    }
    return (await deps.documents?.cancelled(tx, row.id)) ?? null;
  };

  /** Without a claim window, delivery pays the seller at once (order-settlement.ts); with one, the job does once it has passed. */
  const windowDays = claimWindowOf(deps);
  const settleOnDelivery = windowDays === 0 ? (tx: Db, row: OrderRow) => settleOrder(tx, deps, row) : undefined;
  /** What the seller is told of the money when an order is delivered. */
  const proceedsNote = (row: OrderRow) =>
    row.paymentStatus !== 'paid'
      ? ''
      : settleOnDelivery
        ? ' Its proceeds are in your wallet, less the commission.'
        : ` Its proceeds reach your wallet, less the commission, on ${formatDate(claimWindowEnd(row.deliveredAt ?? new Date(), windowDays).toISOString(), MARKET_TIME_ZONE)} unless the buyer opens a claim before.`;

  /** Marking a shipped order delivered, by either side: the seller is paid (now or after the claim window); only what the other side is told differs. */
  const delivery = (news: Transition['tell']): Transition => ({
    kind: 'delivered',
    allowed: ['shipped'],
    ...(settleOnDelivery ? { money: settleOnDelivery } : {}),
    // On the money's clock, as the claim window that starts here is counted.
    set: { status: 'delivered', deliveredAt: deps.clock?.() ?? new Date() },
    // The buyer's email with the tax invoice, whoever marked it; the seller's news is the settlement's email.
    mail: async (tx, row, settled) => ({ buyer: await deliveredEmail(tx, deps, row), ...(settled ? { seller: null } : {}) }),
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
    // The buyer's email, whoever cancelled, with the credit note when one was issued.
    mail: async (tx, row, note) => ({
      buyer: await orderEmail(tx, row, 'cancelled', { attachments: note ? [documentFile(note as IssuedDocumentRef)] : [] }),
    }),
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
          body: `${row.buyerName} confirmed that order ${number} was delivered.${proceedsNote(row)}`,
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
          // A bank-transfer order is invoiced when the seller accepts it: the buyer's accounts pay against the invoice.
          money: async (tx, row) => {
            if (row.paymentMethod === 'bank-transfer') await deps.documents?.paid(tx, row.id);
          },
          refuse: (row) =>
            row.status === 'accepted' ? 'This order is already accepted.' : `${statusNow(row)}: only a placed order can be accepted.`,
          tell: (row, number) => ({
            title: `Order ${number} accepted`,
            body:
              row.paymentStatus === 'paid'
                ? `The seller accepted order ${number} and will ship it.`
                : row.paymentMethod === 'bank-transfer'
                  ? `The seller accepted order ${number}. Pay ${formatMoney(Number(row.totalMinor), row.currency)} by bank transfer, quoting ${number}; it ships once the payment arrives.`
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
          money: async (tx, row) => {
            await deps.orderMoney.received(tx, row, 'bank-transfer');
            await deps.documents?.paid(tx, row.id);
          },
          note: 'Bank transfer received',
          mail: async (tx, row) => ({
            buyer: await orderEmail(tx, row, 'payment-received', {
              attachments: deps.documents ? [orderFile(row, 'tax-invoice'), orderFile(row, 'receipt')] : [],
            }),
          }),
          refuse: (row) =>
            row.paymentStatus !== 'unpaid'
              ? `${statusNow(row)} and its payment is ${row.paymentStatus} already.`
              : row.paymentMethod !== 'bank-transfer'
                ? `${statusNow(row)} and paid by card: the card payment confirms itself.`
                : `${statusNow(row)}: a payment can be confirmed only while the order is placed or accepted.`,
          tell: (row, number) => ({
            title: `Payment received for ${number}`,
            body: `The seller confirmed your bank transfer of ${formatMoney(Number(row.totalMinor), row.currency)} for order ${number}.`,
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
          // Dangerous goods travel with their transport document (docs/decisions/038-dangerous-goods.md).
          money: async (tx, row) => (await deps.documents?.shipped(tx, row.id)) ?? null,
          tell: (_row, number) => ({ title: `Order ${number} shipped`, body: `The seller shipped order ${number}. ${trackingNote}` }),
          // The buyer's email, with the transport document when one was issued; the seller gets it too, for the carrier.
          mail: async (tx, row, issued) => {
            const document = issued as ShipmentDocument;
            if (!document) return { buyer: await orderEmail(tx, row, 'shipped') };
            const extra = { attachments: [orderFile(row, 'transport-document')], transport: document };
            return {
              buyer: await orderEmail(tx, row, 'shipped', extra),
              seller: await orderEmail(tx, row, 'seller-shipped-dangerous-goods', extra),
            };
          },
        },
      ),

    /** The job's step: shipped orders nobody marked delivered count as delivered after `days` (auto-delivery.ts). */
    autoDeliver: (days: number) => autoDeliver(db, deps, days, settleOnDelivery),

    /** The job's step: delivered orders whose claim window has passed, and that no claim holds, are settled (order-settlement.ts). */
    settleDue: () => settleDue(db, deps),

    /** The browser tests' hook: one delivered order paid to its seller as if its claim window had passed. */
    settleAsIfDue: (id: string) => settleAsIfDue(db, deps, id),

    /** The seller refunds some packages and/or part of the delivery of a paid order not yet settled (order-refunds.ts). */
    refund: async (member: Member, id: string, body: RefundInput) => {
      await refundOrder(db, deps, await sellerScope(member), id, member.userId, body);
      return (await orderViews(db, [id], 'seller'))[0]!;
    },

    /** A claim's refund, in the claim's transaction (claims/): the order's refund step, the whole of what is left allowed. */
    refundInTransaction: (tx: Db, id: string, actor: RefundActor, body: RefundInput, options: RefundOptions = {}) =>
      refundInTransaction(tx, deps, id, actor, body, options),

    /** A claim ended: its order is settled now, in the claim's transaction (order-settlement.ts). */
    settleAfterClaim: (tx: Db, id: string, note: string) => settleAfterClaim(tx, deps, id, note),

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
                ? ` The ${restOf(row)} held for it is back in your wallet.`
                : row.paymentStatus === 'refund-due'
                  ? ` You paid ${restOf(row)} that was not refunded; the seller owes it back to you.`
                  : ''
            }`,
          }),
        }),
      );
    },
  };
}

export type OrdersService = ReturnType<typeof createOrders>;
