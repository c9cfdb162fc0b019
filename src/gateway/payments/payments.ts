/**
 * Payments. Card: a pending payment per checkout, initialized with the provider (Paystack), and
 * applied once when the provider says it succeeded, by webhook or by a verify call, whichever
 * comes first. Bank transfer: the data of the proforma invoice; the seller confirms the money.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { orderNumber, type CardPayment } from '../../contracts/commerce.ts';
import { isUuid } from '../../contracts/ids.ts';
import { PROFORMA_DUE_DAYS, type BankDetails, type PaymentsConfig, type ProformaInvoice } from '../../contracts/payments.ts';
import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { users } from '../db/schema/accounts.ts';
import { checkouts, orderLines, orders } from '../db/schema/commerce.ts';
import { payments } from '../db/schema/payments.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { loggableError } from '../platform/loggable-error.ts';
import {
  DuplicateReference,
  createPaystack,
  isValidPaystackSignature,
  type Paystack,
  type VerifiedTransaction,
} from '../providers/paystack.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { markCheckoutPaid, type OrderMoneySteps } from '../commerce/index.ts';
import type { Mail } from '../platform/mail/mailer.ts';

export interface PaymentOptions {
  /** Card payments through Paystack; without a secret key card is not offered. */
  paystack?: { secretKey: string; baseUrl: string; timeoutMs?: number } | null;
  /** Paystack's public key, for the inline popup. */
  publicKey?: string | null;
  /** The marketplace's account a bank transfer is paid into. */
  bank?: BankDetails;
  /** The provider's bank for wallets' dedicated accounts (Paystack's `preferred_bank`). */
  dedicatedAccountBank?: string;
}

export interface PaymentDeps extends PaymentOptions {
  notifications: Notifications;
  siteUrl: string;
  /** Emails go out through the outbox, in the caller's transaction. */
  mail: Mail;
  /** The ledger's side of orders (money into escrow when a card payment arrives). */
  orderMoney: OrderMoneySteps;
  /** Credits a wallet once for a top-up that succeeded, in the payment's transaction. */
  creditTopUp: (tx: Db, payment: typeof payments.$inferSelect) => Promise<void>;
  /** Credits a bank transfer into a wallet's dedicated account, once per reference. */
  creditBankTransfer: (transfer: {
    reference: string;
    amountMinor: number;
    currency: string;
    customerCode: string;
    payload: unknown;
  }) => Promise<boolean>;
  /** Background jobs: a webhook the provider could not confirm at once is confirmed later (null in the seed). */
  jobs?: JobQueue | null;
  /** A transfer event (transfer.success, transfer.failed, transfer.reversed) for a payout; true when it changed one. */
  transferEvent?: (event: string, data: Record<string, unknown>) => Promise<boolean>;
  log: FastifyBaseLogger;
}

/** Shown until BANK_* settings are given (see .env.example). */
export const DEMO_BANK_DETAILS: BankDetails = {
  accountName: 'ChemMarket Africa Ltd',
  bankName: 'Demo Bank',
  accountNumber: '0000000000',
};

export const PROVIDER_DOWN = 'The card payment provider did not answer; try again';

type Row = typeof payments.$inferSelect;

const view = (row: Row): CardPayment => ({
  reference: row.reference,
  amountMinor: row.amountMinor,
  currency: row.currency,
  authorizationUrl: row.authorizationUrl,
  accessCode: row.accessCode,
  status: row.status,
});

/** 128 random bits; Paystack accepts letters, digits, '-', '.' and '='. */
const newReference = () => `cm-${randomBytes(16).toString('hex')}`;

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
const missingPayment = () => notFound('No such payment.');
const missingPurchase = () => notFound('No such purchase.');

/** What became of a success the provider reported. */
type Outcome = 'applied' | 'already-applied' | 'mismatch' | 'unknown';

export function createPayments(db: Db, deps: PaymentDeps) {
  const provider: Paystack | null = deps.paystack?.secretKey ? createPaystack(deps.paystack) : null;
  const secretKey = deps.paystack?.secretKey ?? null;
  const bank = deps.bank ?? DEMO_BANK_DETAILS;
  const log = deps.log;

  const byReference = async (reference: string) => {
    if (!REFERENCE.test(reference)) return null;
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
    return row ?? null;
  };

  /** A pending payment that was started again under a new reference (restart), by its old one. */
  const byAbandonedReference = async (reference: string) => {
    if (!REFERENCE.test(reference)) return null;
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), sql`${payments.providerPayload} ->> 'abandonedReference' = ${reference}`));
    return row ?? null;
  };

  /** The payment when it belongs to a checkout of this person; 404 otherwise, like an unknown one. */
  async function ownPayment(userId: string, reference: string): Promise<Row> {
    if (!REFERENCE.test(reference)) throw missingPayment();
    const [found] = await db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(checkouts, eq(checkouts.id, payments.checkoutId))
      .where(and(eq(payments.reference, reference), eq(checkouts.userId, userId)));
    if (!found) throw missingPayment();
    return found.payment;
  }

  /**
   * Applies a success the provider reported, once: the payment goes from pending to succeeded and,
   * in the same transaction, the checkout's orders become paid. A success whose amount or currency
   * differs from the payment's marks the payment failed and pays nothing.
   */
  async function applySuccess(
    success: Pick<VerifiedTransaction, 'reference' | 'amountMinor' | 'currency'>,
    payload: unknown,
    via: string,
  ): Promise<Outcome> {
    const row = (await byReference(success.reference)) ?? (await byAbandonedReference(success.reference));
    if (!row) {
      log.info({ reference: success.reference, via }, 'card payment success for an unknown reference ignored');
      return 'unknown';
    }
    if (success.amountMinor !== row.amountMinor || success.currency.toUpperCase() !== row.currency.toUpperCase()) {
      const failed = await db
        .update(payments)
        .set({ status: 'failed', providerPayload: payload, updatedAt: sql`now()` })
        .where(and(eq(payments.reference, row.reference), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      log.warn(
        {
          reference: row.reference,
          via,
          expected: { amountMinor: row.amountMinor, currency: row.currency },
          received: { amountMinor: success.amountMinor, currency: success.currency },
          changed: failed.length > 0,
        },
        'card payment amount does not match; payment marked failed, nothing paid',
      );
      return 'mismatch';
    }
    return db.transaction(async (tx) => {
      const [applied] = await tx
        .update(payments)
        .set({ status: 'succeeded', paidAt: sql`now()`, providerPayload: payload, updatedAt: sql`now()` })
        .where(and(eq(payments.reference, row.reference), eq(payments.status, 'pending')))
        .returning();
      if (!applied) return 'already-applied' as const;
      if (applied.checkoutId) {
        await markCheckoutPaid(tx, applied.checkoutId, {
          notifications: deps.notifications,
          siteUrl: deps.siteUrl,
          mail: deps.mail,
          orderMoney: deps.orderMoney,
          log,
        });
      }
      if (applied.walletId) {
        await deps.creditTopUp(tx, applied);
      }
      log.info({ reference: applied.reference, checkoutId: applied.checkoutId, via }, 'card payment applied');
      return 'applied' as const;
    });
  }

  /**
   * The provider has a transaction under this payment's reference that was never recorded here: an
   * earlier call reached it and its answer was lost (a timeout, a gateway that died mid-call). The
   * provider refuses the reference again and has no second page for it. Paid there after all: that
   * is applied. Otherwise the payment takes a new reference and starts again; the old one is kept
   * in the row, so a success for it is still recognised (applySuccess).
   */
  async function restart(row: Row, email: string): Promise<CardPayment> {
    const known = await provider!.verify(row.reference).catch(() => null);
    if (known?.status === 'success') {
      await applySuccess({ ...known, reference: row.reference }, known.data, 'verify');
      return view((await byReference(row.reference))!);
    }
    const [moved] = await db
      .update(payments)
      .set({ reference: newReference(), providerPayload: { abandonedReference: row.reference }, updatedAt: sql`now()` })
      .where(and(eq(payments.id, row.id), eq(payments.reference, row.reference), eq(payments.status, 'pending')))
      .returning();
    log.warn({ reference: row.reference, newReference: moved?.reference }, 'card payment started again under a new reference');
    // Another call moved it first: the payment as that call left it.
    const current = moved ?? (await db.select().from(payments).where(eq(payments.id, row.id)))[0]!;
    return current.authorizationUrl || current.status !== 'pending' ? view(current) : service.initialize(current.reference, email);
  }

  const service = {
    /** Card is offered only when a secret key is configured. */
    cardEnabled: provider !== null,

    config(): PaymentsConfig {
      return { cardEnabled: provider !== null, publicKey: provider ? (deps.publicKey ?? null) : null };
    },

    /** A pending card payment for a checkout, inside the checkout's transaction. */
    async createPending(tx: Db, input: { checkoutId: string; amountMinor: number; currency: string }): Promise<{ reference: string }> {
      const reference = newReference();
      await tx.insert(payments).values({
        id: uuidv7(),
        reference,
        provider: 'paystack',
        checkoutId: input.checkoutId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        status: 'pending',
      });
      return { reference };
    },

    /** A pending card top-up of a wallet; the wallet is credited when the provider reports success. */
    async createTopUp(walletId: string, amountMinor: number): Promise<{ reference: string }> {
      const reference = newReference();
      await db
        .insert(payments)
        .values({ id: uuidv7(), reference, provider: 'paystack', walletId, amountMinor, currency: 'NGN', status: 'pending' });
      return { reference };
    },

    async view(reference: string): Promise<CardPayment | null> {
      const row = await byReference(reference);
      return row ? view(row) : null;
    },

    /**
     * Where the buyer pays: asks the provider for a payment page unless one is stored already.
     * 502 when the provider cannot be reached; the payment stays pending and may be asked again.
     */
    async initialize(reference: string, email: string): Promise<CardPayment> {
      const row = await byReference(reference);
      if (!row) throw missingPayment();
      if (row.status !== 'pending' || row.authorizationUrl) return view(row);
      if (!provider) throw new HttpError(503, 'Card payments are not available right now. Please pay by bank transfer.');
      const callback = new URL(row.walletId ? '/wallet/home' : '/order-success', deps.siteUrl);
      if (row.checkoutId) callback.searchParams.set('checkout', row.checkoutId);
      if (row.walletId) callback.searchParams.set('topup', row.reference);
      let started: Awaited<ReturnType<typeof provider.initialize>>;
      try {
        started = await provider.initialize({
          email,
          amountMinor: row.amountMinor,
          reference: row.reference,
          currency: row.currency,
          callbackUrl: callback.href,
        });
      } catch (error) {
        // A concurrent call may have stored the page meanwhile (the provider refuses a reference twice).
        const now = await byReference(reference);
        if (now?.authorizationUrl) return view(now);
        if (error instanceof DuplicateReference && now?.status === 'pending') return restart(now, email);
        log.warn({ err: loggableError(error), reference }, 'card payment could not be initialized');
        throw new HttpError(502, PROVIDER_DOWN);
      }
      const [stored] = await db
        .update(payments)
        .set({ authorizationUrl: started.authorizationUrl, accessCode: started.accessCode, updatedAt: sql`now()` })
        .where(and(eq(payments.reference, row.reference), sql`${payments.authorizationUrl} is null`))
        .returning();
      return view(stored ?? (await byReference(reference))!);
    },

    /** Asks the provider how the payment went and applies a success once. */
    async verify(reference: string): Promise<CardPayment> {
      const row = await byReference(reference);
      if (!row) throw missingPayment();
      if (row.status !== 'pending' || !provider) return view(row);
      let result: VerifiedTransaction | null;
      try {
        result = await provider.verify(row.reference);
      } catch (error) {
        log.warn({ err: loggableError(error), reference }, 'card payment could not be verified');
        throw new HttpError(502, PROVIDER_DOWN);
      }
      if (result?.status === 'success') await applySuccess({ ...result, reference: row.reference }, result.data, 'verify');
      return view((await byReference(reference))!);
    },

    /**
     * A webhook from the provider. 401 when the signature is absent or forged (nothing is read);
     * events other than a successful charge are acknowledged and ignored. A successful charge is
     * confirmed with the provider before anything is credited (`confirm`), even though it is signed:
     * the provider's own guidance, and a leaked key then credits nothing unpaid.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!secretKey || !isValidPaystackSignature(rawBody, signature, secretKey)) {
        throw new HttpError(401, 'The webhook signature does not match.');
      }
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
      }
      const { event: name, data } = (event ?? {}) as { event?: unknown; data?: Record<string, unknown> | null };
      // Payouts: the transfer's reference is the payout's id.
      if (typeof name === 'string' && name.startsWith('transfer.') && data && typeof data === 'object') {
        const changed = (await deps.transferEvent?.(name, data)) ?? false;
        log.info({ event: name, reference: data.reference, changed }, 'transfer webhook');
        return;
      }
      if (name !== 'charge.success' || !data || typeof data !== 'object') {
        log.debug({ event: name }, 'payment webhook ignored');
        return;
      }
      const { reference } = data;
      if (typeof reference !== 'string' || !REFERENCE.test(reference)) {
        log.warn({ event: name }, 'payment webhook without a usable reference ignored');
        return;
      }
      // The webhook only says where to look: value is given for what the provider confirms when asked.
      try {
        await service.confirm(reference);
      } catch (error) {
        log.warn({ err: loggableError(error), reference }, 'payment webhook: the provider could not confirm it now; asking again later');
        await deps.jobs?.send('payments.confirm', { reference });
      }
    },

    /**
     * Asks the provider about a transaction its webhook reported, and gives value for what it
     * confirms: a card payment or top-up of ours is applied once, at the amount and currency the
     * provider says were paid; a transfer into a wallet's dedicated account is credited once to the
     * wallet of the customer the provider names. A transaction the provider does not know, or does
     * not call successful, moves nothing. Throws when the provider cannot be asked (the
     * `payments.confirm` job retries).
     */
    async confirm(reference: string): Promise<'applied' | 'already-applied' | 'mismatch' | 'unknown' | 'unpaid'> {
      if (!provider) return 'unknown';
      const verified = await provider.verify(reference);
      if (!verified || verified.status !== 'success') {
        log.warn(
          { reference, status: verified?.status ?? 'unknown to the provider' },
          'payment webhook not confirmed by the provider; nothing credited',
        );
        return 'unpaid';
      }
      const { data } = verified;
      if (data.channel === 'dedicated_nuban') {
        const customer = data.customer as { customer_code?: unknown } | undefined;
        if (typeof customer?.customer_code !== 'string') return 'unknown';
        const credited = await deps.creditBankTransfer({
          reference: verified.reference,
          amountMinor: verified.amountMinor,
          currency: verified.currency,
          customerCode: customer.customer_code,
          payload: data,
        });
        log.info({ reference, credited }, 'bank transfer to a dedicated account');
        return credited ? 'applied' : 'unknown';
      }
      return applySuccess({ ...verified, reference }, data, 'webhook');
    },

    /** POST /v1/payments/initialize/{reference}: the caller's own payment, with their email. */
    async initializeFor(userId: string, reference: string): Promise<CardPayment> {
      const row = await ownPayment(userId, reference);
      const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!person) throw missingPayment();
      return service.initialize(row.reference, person.email);
    },

    /** GET /v1/payments/verify/{reference}: the caller's own payment. */
    async verifyFor(userId: string, reference: string): Promise<CardPayment> {
      const row = await ownPayment(userId, reference);
      return service.verify(row.reference);
    },

    /** The proforma invoice of one of the caller's purchases. */
    async proforma(userId: string, checkoutId: string): Promise<ProformaInvoice> {
      if (!isUuid(checkoutId)) throw missingPurchase();
      const [checkout] = await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
      if (!checkout) throw missingPurchase();
      const rows = await db
        .select({ order: orders, supplier: { id: suppliers.id, name: suppliers.name, slug: suppliers.slug }, companyName: companies.name })
        .from(orders)
        .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
        .leftJoin(companies, eq(companies.id, orders.buyerCompanyId))
        .where(eq(orders.checkoutId, checkoutId))
        .orderBy(asc(orders.number));
      if (!rows.length) throw missingPurchase();
      const lines = await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.order.id),
          ),
        )
        .orderBy(asc(orderLines.id));

      const first = rows[0]!;
      const placed = new Date(Math.min(...rows.map((r) => r.order.placedAt.getTime())));
      const live = rows.filter((r) => r.order.status !== 'cancelled');
      return {
        checkoutId,
        paymentMethod: checkout.paymentMethod,
        issuedAt: placed.toISOString(),
        dueAt: new Date(placed.getTime() + PROFORMA_DUE_DAYS * 86_400_000).toISOString(),
        buyer: { name: first.order.buyerName, email: first.order.buyerEmail, companyName: first.companyName ?? null },
        shippingAddress: first.order.shippingAddress,
        bank,
        orders: rows.map(({ order, supplier }) => ({
          orderId: order.id,
          number: orderNumber(Number(order.number)),
          paymentReference: orderNumber(Number(order.number)),
          supplier,
          lines: lines
            .filter((l) => l.orderId === order.id)
            .map((l) => ({
              productName: l.productName,
              packageLabel: l.packageLabel,
              quantity: l.quantity,
              unitPriceMinor: l.unitPriceMinor,
              lineTotalMinor: l.lineTotalMinor,
            })),
          subtotalMinor: order.subtotalMinor,
          currency: order.currency,
          status: order.status,
          paymentStatus: order.paymentStatus,
        })),
        totalMinor: live.reduce((sum, r) => sum + r.order.subtotalMinor, 0),
        amountDueMinor: live.filter((r) => r.order.paymentStatus === 'unpaid').reduce((sum, r) => sum + r.order.subtotalMinor, 0),
        currency: first.order.currency,
      };
    },
  };
  return service;
}

export type Payments = ReturnType<typeof createPayments>;
