/**
 * Payments. Card: a pending payment per checkout, initialized with the provider (Paystack), and
 * applied once when the provider says it succeeded, by webhook (payment-webhook.ts) or by a verify
 * call, whichever comes first. Bank transfer: the proforma invoice (proforma-invoice.ts); the
 * seller confirms the money.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { CardPayment } from '../../contracts/commerce.ts';
import type { BankDetails, PaymentsConfig } from '../../contracts/payments.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { checkouts } from '../db/schema/commerce.ts';
import { payments } from '../db/schema/payments.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { loggableError } from '../platform/loggable-error.ts';
import { DuplicateReference, createPaystack, type Paystack, type VerifiedTransaction } from '../providers/paystack.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { markCheckoutPaid, type OrderDocuments, type OrderMoneySteps } from '../commerce/index.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import { createPaymentWebhook, type PaymentOutcome, REFERENCE, type WebhookDeps } from './payment-webhook.ts';
import { proformaInvoice } from './proforma-invoice.ts';

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
  /** The documents of an order paid by card (its tax invoice and receipt); absent where none are issued. */
  documents?: OrderDocuments | undefined;
  /** Credits a wallet once for a top-up that succeeded, in the payment's transaction. */
  creditTopUp: (tx: Db, payment: typeof payments.$inferSelect) => Promise<void>;
  /** The webhook's: transfers into dedicated accounts, payouts' transfer events, the confirm job (payment-webhook.ts). */
  creditBankTransfer: WebhookDeps['creditBankTransfer'];
  jobs?: WebhookDeps['jobs'];
  transferEvent?: WebhookDeps['transferEvent'];
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

const missingPayment = () => notFound('No such payment.');

export function createPayments(db: Db, deps: PaymentDeps) {
  const provider: Paystack | null = deps.paystack?.secretKey ? createPaystack(deps.paystack) : null;
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
  ): Promise<PaymentOutcome> {
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
          documents: deps.documents,
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

    ...createPaymentWebhook({
      secretKey: deps.paystack?.secretKey ?? null,
      provider,
      applySuccess,
      creditBankTransfer: deps.creditBankTransfer,
      transferEvent: deps.transferEvent,
      jobs: deps.jobs,
      log,
    }),

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

    /** The proforma invoice of one of the caller's purchases (proforma-invoice.ts). */
    proforma: (userId: string, checkoutId: string) => proformaInvoice(db, bank, userId, { checkoutId }),
    /** The proforma invoice of one of the caller's orders placed outside checkout (an award, a quote). */
    orderProforma: (userId: string, orderId: string) => proformaInvoice(db, bank, userId, { orderId }),
  };
  return service;
}

export type Payments = ReturnType<typeof createPayments>;
