/**
 * Confirm-purchase: the buyer's lines become orders (one per delivery: per supplier unless the
 * buyer splits a supplier's packages) in one transaction with the
 * checkout row that makes the request idempotent (docs/decisions/009-order-status-machine.md).
 * The same Idempotency-Key with the same body answers the first purchase again, even while that
 * purchase is still running (the second insert waits on the unique index); with another body it is
 * a 409. A purchase that fails stores nothing, so the key may be used again.
 */
import { formatMoney } from '../../contracts/money.ts';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  IDEMPOTENCY_KEY,
  type CardPayment,
  type EndUseDeclaration,
  type PaymentMethodName,
  type PurchaseResult,
} from '../../contracts/commerce.ts';
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import { isUuid } from '../../contracts/ids.ts';
import type { Db } from '../db/client.ts';
import { cartItems, checkouts, orders } from '../db/schema/commerce.ts';
import { payments } from '../db/schema/payments.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError, fieldError, notFound } from '../platform/errors.ts';
import {
  type BuyerTrust,
  cartLines,
  type CartLineInput,
  type PlacedOrder,
  placeOrders,
  orderViews,
  type OrderDeps,
  addressSnapshot,
  findAddress,
} from '../commerce/index.ts';
import { buyerOf } from '../platform/parties/parties.ts';
import { can } from '../platform/auth/permissions.ts';
import type { Wallet } from '../db/schema/wallet.ts';
import type { FinancingMoney } from '../financing/index.ts';
import type { OrderMoney, Wallets } from '../wallet/index.ts';

/** What checkout needs of the card payments service (services.payments). */
export interface CheckoutPayments {
  /** False when the gateway has no card provider configured. */
  cardEnabled?: boolean;
  createPending(tx: Db, input: { checkoutId: string; amountMinor: number; currency: string }): Promise<{ reference: string }>;
  initialize(reference: string, email: string): Promise<CardPayment>;
}

export interface ConfirmPurchaseInput {
  items?: CartLineInput[] | undefined;
  shippingAddressId: string;
  paymentMethod: PaymentMethodName;
  walletPin?: string | undefined;
  confirmLargePayment?: boolean | undefined;
  otpId?: string | undefined;
  /** The delivery option picked per storefront, or per delivery of a split storefront. */
  delivery?: DeliveryChoice[] | undefined;
  /** What restricted dangerous goods are for. */
  endUse?: EndUseDeclaration | undefined;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The header's value, or a 400 naming the header. */
export function idempotencyKey(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value?.trim()) {
    throw fieldError(
      IDEMPOTENCY_HEADER,
      'is required: send a new unique value (8 to 200 letters, digits, "_", ".", ":" or "-") with each purchase',
    );
  }
  if (!IDEMPOTENCY_KEY.test(value.trim())) {
    throw fieldError(IDEMPOTENCY_HEADER, 'must be 8 to 200 letters, digits, "_", ".", ":" or "-"');
  }
  return value.trim();
}

/** The hash of what was asked for: lines sorted, and nothing a client may send besides the contract. */
export function purchaseHash(body: ConfirmPurchaseInput): string {
  const items = body.items ? [...body.items].map((i) => [i.packageId, i.quantity]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!) : null;
  // Storefronts in order; a storefront's deliveries keep theirs (it is its orders'); the packages of one are a set.
  const delivery = body.delivery?.length
    ? [...body.delivery]
        .sort((a, b) => a.supplierId - b.supplierId)
        .map((c) => [c.supplierId, c.optionId ?? null, ...(c.packageIds ? [[...c.packageIds].sort((a, b) => a - b)] : [])])
    : undefined;
  return createHash('sha256')
    .update(
      JSON.stringify({
        items,
        shippingAddressId: body.shippingAddressId,
        paymentMethod: body.paymentMethod,
        delivery,
        endUse: body.endUse?.statement,
      }),
    )
    .digest('hex');
}

type CheckoutRow = typeof checkouts.$inferSelect;

export interface CheckoutDeps extends OrderDeps {
  wallets: Wallets;
  /** The most one purchase may come to, in kobo, whatever pays it. */
  maxPayment: number;
  orderMoney: OrderMoney;
  /** Paying with the company's accepted procurement financing. */
  financing?: Pick<FinancingMoney, 'draw' | 'orderReleased'>;
  /** Who may buy restricted dangerous goods. */
  buyerTrust?: BuyerTrust;
}

export function createCheckout(db: Db, deps: CheckoutDeps) {
  /** The purchase as it is now, built from the database; null when it is not the person's. */
  async function result(handle: Db, checkoutId: string, userId: string): Promise<PurchaseResult | null> {
    if (!isUuid(checkoutId)) return null;
    const [row] = await handle
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
    if (!row) return null;
    const ids = await handle.select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.number));
    const [payment] = await handle
      .select()
      .from(payments)
      .where(eq(payments.checkoutId, checkoutId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return {
      checkoutId: row.id,
      orders: await orderViews(
        handle,
        ids.map((o) => o.id),
        'buyer',
      ),
      totalMinor: Number(row.totalMinor),
      currency: row.currency,
      paymentMethod: row.paymentMethod,
      payment: payment
        ? {
            reference: payment.reference,
            amountMinor: Number(payment.amountMinor),
            currency: payment.currency,
            authorizationUrl: payment.authorizationUrl,
            accessCode: payment.accessCode,
            status: payment.status,
          }
        : null,
    };
  }

  /** The first purchase's answer for a repeated key, or 409 when the body differs. */
  async function replay(row: CheckoutRow, hash: string): Promise<PurchaseResult> {
    if (row.requestHash !== hash)
      throw new HttpError(409, 'This Idempotency-Key was used for a different purchase. Send a new key for a new purchase.');
    return (await result(db, row.id, row.userId))!;
  }

  const findCheckout = async (handle: Db, userId: string, key: string) =>
    (
      await handle
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)))
    )[0] ?? null;

  return {
    result: (userId: string, checkoutId: string) => result(db, checkoutId, userId),

    async get(userId: string, checkoutId: string): Promise<PurchaseResult> {
      const found = await result(db, checkoutId, userId);
      if (!found) throw notFound('No such purchase.');
      return found;
    },

    /**
     * Places the purchase. `items` absent → the person's server cart; the bought packages leave the
     * server cart either way. Card: a pending payment is created with the orders and initialized
     * with the provider after commit; when that fails the answer's authorizationUrl is null.
     */
    async confirm(member: Member, key: string, body: ConfirmPurchaseInput, cardPayments: CheckoutPayments | null): Promise<PurchaseResult> {
      const { userId } = member;
      const hash = purchaseHash(body);
      const known = await findCheckout(db, userId, key);
      if (known) return replay(known, hash);
      if (body.paymentMethod === 'card' && (!cardPayments || cardPayments.cardEnabled === false)) {
        throw fieldError('paymentMethod', 'Card payment is not available; choose bank transfer');
      }
      // Paying from the wallet: who may, and the PIN, before anything is written (a wrong PIN counts).
      let wallet: Wallet | null = null;
      if (body.paymentMethod === 'wallet' || body.paymentMethod === 'financing') {
        const what = body.paymentMethod === 'wallet' ? 'pay from its wallet' : 'pay with its financing';
        if (!can(member.role, 'finance'))
          throw fieldError('paymentMethod', `Only your company's owners, administrators and finance staff can ${what}`);
        if (body.paymentMethod === 'financing' && (!member.companyId || !deps.financing))
          throw fieldError('paymentMethod', 'Financing is for companies with an accepted procurement financing');
        const own = await deps.wallets.find(member);
        if (!own) throw fieldError('paymentMethod', 'You have no wallet yet: open one on the wallet page, or choose another way to pay');
        if (!body.walletPin) throw fieldError('walletPin', `is required to ${what.replace(' its', ' your')}`);
        await deps.wallets.checkPin(own, body.walletPin);
        if (body.paymentMethod === 'wallet') wallet = own;
      }

      type Outcome = { replay: CheckoutRow } | { checkoutId: string; reference: string | null; email: string };
      const outcome: Outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const checkoutId = uuidv7();
        // A concurrent request with the same key waits here until the first one commits or fails.
        const inserted = await tx
          .insert(checkouts)
          .values({
            id: checkoutId,
            userId,
            idempotencyKey: key,
            requestHash: hash,
            paymentMethod: body.paymentMethod,
            totalMinor: 0,
          })
          .onConflictDoNothing({ target: [checkouts.userId, checkouts.idempotencyKey] })
          .returning({ id: checkouts.id });
        if (!inserted.length) {
          const first = await findCheckout(tx, userId, key);
          if (!first) throw new HttpError(409, 'This purchase is being placed already. Try again in a moment.');
          return { replay: first };
        }

        const buyer = await buyerOf(tx, userId);
        if (!buyer) throw new HttpError(401, 'Your session has ended. Please sign in again.');
        const address = await findAddress(tx, { userId, companyId: member.companyId }, body.shippingAddressId);
        if (!address) throw fieldError('shippingAddressId', 'No such shipping address; choose one of yours');
        const lines = body.items ?? (await cartLines(tx, userId));
        if (!lines.length) throw fieldError('items', 'Your cart is empty');

        let totalMinor = 0;
        let currency = 'NGN';
        // The payment's checks and holds, before placeOrders locks the packages for their stock.
        const pay = async (placed: PlacedOrder[]) => {
          const currencies = new Set(placed.map((o) => o.currency));
          if (currencies.size > 1)
            throw new HttpError(400, 'Lines priced in different currencies cannot be bought together. Buy them separately.', {
              items: ['mixes currencies'],
            });
          totalMinor = placed.reduce((sum, o) => sum + o.totalMinor, 0);
          currency = placed[0]!.currency;
          // The platform's ceiling on one payment, however it is paid; refused before anything is held or asked.
          if (totalMinor > deps.maxPayment)
            throw new HttpError(
              422,
              `${formatMoney(totalMinor, currency)} is above the ${formatMoney(deps.maxPayment)} one purchase may be. Split it into smaller purchases, or ask the seller for a quote.`,
              { items: [`come to more than ${formatMoney(deps.maxPayment)}`] },
            );
          if (body.paymentMethod === 'financing') await deps.financing!.draw(tx, member.companyId, userId, placed);
          if (wallet) {
            if (currency !== wallet.currency)
              throw fieldError('paymentMethod', `The wallet holds ${wallet.currency}; these lines are priced in ${currency}`);
            await deps.wallets.authorizeOutflow(tx, wallet, userId, {
              amount: totalMinor,
              pin: body.walletPin!,
              otpId: body.otpId,
              confirmLarge: body.confirmLargePayment,
            });
            await deps.orderMoney.hold(tx, wallet.ledgerAccountId, placed);
          }
        };
        const orderIds = await placeOrders(
          tx,
          {
            buyer: { userId, companyId: member.companyId, name: buyer.name, email: buyer.email },
            lines: lines.map((l) => ({ packageId: l.packageId, quantity: l.quantity })),
            address: addressSnapshot(address),
            paymentMethod: body.paymentMethod,
            checkoutId,
            quoteId: null,
            delivery: body.delivery,
            endUse: body.endUse,
            beforeStockTaken: pay,
          },
          deps,
        );
        // Paid at once from the wallet or the financing line: the invoices, after the stock (so every purchase takes its locks in one order).
        if (body.paymentMethod === 'wallet' || body.paymentMethod === 'financing')
          for (const orderId of orderIds) await deps.documents?.paid(tx, orderId);
        await tx.update(checkouts).set({ totalMinor, currency, responseStatus: 200 }).where(eq(checkouts.id, checkoutId));
        await tx.delete(cartItems).where(
          and(
            eq(cartItems.userId, userId),
            inArray(
              cartItems.packageId,
              lines.map((l) => l.packageId),
            ),
          ),
        );

        const reference =
          body.paymentMethod === 'card'
            ? (await cardPayments!.createPending(tx, { checkoutId, amountMinor: totalMinor, currency })).reference
            : null;
        return { checkoutId, reference, email: buyer.email };
      });

      if ('replay' in outcome) return replay(outcome.replay, hash);
      if (outcome.reference) {
        try {
          await cardPayments!.initialize(outcome.reference, outcome.email);
        } catch (error) {
          // The orders stand; the buyer can start the card payment again from the order page.
          deps.log?.warn({ err: (error as Error).message, reference: outcome.reference }, 'card payment could not be initialized');
        }
      }
      return (await result(db, outcome.checkoutId, userId))!;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckout>;
