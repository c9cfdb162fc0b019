/**
 * The provider's webhook: signed events about card payments, top-ups, transfers into wallets'
 * dedicated accounts and payouts. An event only says where to look: a successful charge is
 * confirmed with the provider before anything is credited, and one it cannot confirm now is asked
 * again by the `payments.confirm` job.
 */
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../platform/errors.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import { loggableError } from '../platform/loggable-error.ts';
import { isValidPaystackSignature, type Paystack, type VerifiedTransaction } from '../providers/paystack.ts';

/** What became of a success the provider reported. */
export type PaymentOutcome = 'applied' | 'already-applied' | 'mismatch' | 'unknown';

/** Payment references as Paystack takes them; anything else is no payment of ours. */
export const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

/** What the webhook gives value through; the wallet and payouts implement the last three (registry.ts). */
export interface WebhookDeps {
  secretKey: string | null;
  provider: Paystack | null;
  /** Applies a card payment's or a top-up's success once (payments.ts). */
  applySuccess: (
    success: Pick<VerifiedTransaction, 'reference' | 'amountMinor' | 'currency'>,
    payload: unknown,
    via: string,
  ) => Promise<PaymentOutcome>;
  /** Credits a bank transfer into a wallet's dedicated account, once per reference. */
  creditBankTransfer: (transfer: {
    reference: string;
    amountMinor: number;
    currency: string;
    customerCode: string;
    payload: unknown;
  }) => Promise<boolean>;
  /** A transfer event (transfer.success, transfer.failed, transfer.reversed) for a payout; true when it changed one. */
  transferEvent?: ((event: string, data: Record<string, unknown>) => Promise<boolean>) | undefined;
  /** Background jobs: a webhook the provider could not confirm at once is confirmed later (null in the seed). */
  jobs?: JobQueue | null | undefined;
  log: FastifyBaseLogger;
}

export function createPaymentWebhook(deps: WebhookDeps) {
  const { log } = deps;
  const webhook = {
    /**
     * A webhook from the provider. 401 when the signature is absent or forged (nothing is read);
     * events other than a successful charge are acknowledged and ignored. A successful charge is
     * confirmed with the provider before anything is credited (`confirm`), even though it is signed:
     * the provider's own guidance, and a leaked key then credits nothing unpaid.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!deps.secretKey || !isValidPaystackSignature(rawBody, signature, deps.secretKey)) {
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
        await webhook.confirm(reference);
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
    async confirm(reference: string): Promise<PaymentOutcome | 'unpaid'> {
      if (!deps.provider) return 'unknown';
      const verified = await deps.provider.verify(reference);
      if (verified?.status !== 'success') {
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
      return deps.applySuccess({ ...verified, reference }, data, 'webhook');
    },
  };
  return webhook;
}
