/**
 * Paystack's HTTP API as far as the marketplace uses it: initialize a transaction (the buyer then
 * pays on the returned page or in the inline popup), verify it by reference, check a webhook's
 * signature, give a wallet a dedicated account number (customer, then dedicated account), and pay
 * out of the balance to bank accounts (bank list, account names, recipients, transfers).
 * Amounts are in the currency's minor unit (kobo for NGN), as Paystack counts them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BankDirectory, TransferState, Transfers } from './ports.ts';
import { isRecord, ProviderError, providerHttp } from './provider-http.ts';

export interface PaystackSettings {
  secretKey: string;
  /** https://api.paystack.co, or a stand-in that speaks the same API. */
  baseUrl: string;
  /** How long to wait for an answer; 10 s when absent. */
  timeoutMs?: number;
}

/**
 * Paystack could not be reached or answered something other than its documented success. A
 * ProviderUnavailable, so the wallet keeps the work and tries again later.
 */
export class PaystackError extends ProviderError {
  constructor(message: string, status: number | null = null) {
    super('Paystack', message, status);
    this.name = 'PaystackError';
  }
}

/**
 * Paystack refused to initialize a reference it already has: an earlier call of ours reached it and
 * its answer was lost (a timeout, a gateway that died). Paystack gives no second page for it.
 */
export class DuplicateReference extends PaystackError {
  constructor(message: string, status: number) {
    super(message, status);
    this.name = 'DuplicateReference';
  }
}

export interface InitializeInput {
  email: string;
  amountMinor: number;
  reference: string;
  currency: string;
  /** Where the provider's page sends the buyer back; it appends `trxref` and `reference`. */
  callbackUrl: string;
}

export interface InitializedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

export interface VerifiedTransaction {
  reference: string;
  /** 'success', 'failed', 'abandoned', 'ongoing', 'pending', 'processing', 'queued' or 'reversed'. */
  status: string;
  amountMinor: number;
  currency: string;
  /** The provider's `data` object as received, kept with the payment. */
  data: Record<string, unknown>;
}

/** The header a webhook's signature arrives in. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Hex HMAC-SHA512 of the raw request body, keyed with the secret key: what Paystack sends. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/** Whether a webhook's signature is the one its raw body and the secret key make, compared in constant time. */
export function isValidPaystackSignature(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !HEX_SHA512.test(signature.trim())) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  const given = Buffer.from(signature.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Answer {
  status?: unknown;
  message?: unknown;
  data?: unknown;
  meta?: unknown;
}

/** Statuses that end a transfer without the money arriving; only these carry the provider's reason. */
const UNSUCCESSFUL_TRANSFER = new Set(['failed', 'reversed', 'abandoned', 'blocked', 'rejected']);

/** A transfer object (POST /transfer, GET /transfer/verify) as the wallet sees it; null when undocumented. */
function transferStateOf(data: unknown): TransferState | null {
  if (!isRecord(data) || typeof data.status !== 'string') return null;
  // `reason` is the narration we sent; the provider's own explanation is `gateway_response`.
  const explanation = typeof data.gateway_response === 'string' && data.gateway_response.trim() ? data.gateway_response.trim() : null;
  return {
    status: data.status,
    transferCode: typeof data.transfer_code === 'string' ? data.transfer_code : null,
    reason: UNSUCCESSFUL_TRANSFER.has(data.status) ? explanation : null,
  };
}

/** Pages of the bank list followed at most; Paystack lists a few hundred Nigerian banks, 100 a page. */
const MAX_BANK_PAGES = 20;

export function createPaystack(settings: PaystackSettings) {
  const http = providerHttp({
    provider: 'Paystack',
    baseUrl: settings.baseUrl,
    timeoutMs: settings.timeoutMs ?? 10_000,
    headers: { authorization: `Bearer ${settings.secretKey}` },
    error: (message, status) => new PaystackError(message, status),
  });

  /** Paystack's envelope (`status`, `message`, `data`, `meta`); an answer of another shape reads as empty. */
  async function request(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: URLSearchParams; body?: unknown } = {},
  ): Promise<{ httpStatus: number; answer: Answer }> {
    const { status, body } = await http({ method, path, ...options });
    return { httpStatus: status, answer: isRecord(body) ? body : {} };
  }

  const messageOf = (answer: Answer) => (typeof answer.message === 'string' ? answer.message : 'no message');

  const payouts: BankDirectory & Transfers = {
    /** GET /bank, every page (cursor in `meta.next`): the active banks, each code once. */
    async listBanks() {
      const banks = new Map<string, string>();
      let cursor: string | null = null;
      for (let page = 0; page < MAX_BANK_PAGES; page++) {
        const query = new URLSearchParams({ country: 'nigeria', currency: 'NGN', perPage: '100', use_cursor: 'true' });
        if (cursor) query.set('next', cursor);
        const { httpStatus, answer } = await request('GET', '/bank', { query });
        if (httpStatus >= 300 || answer.status !== true || !Array.isArray(answer.data))
          throw new PaystackError(`Paystack could not list banks (${httpStatus}): ${messageOf(answer)}`, httpStatus);
        for (const bank of answer.data) {
          if (
            isRecord(bank) &&
            bank.active === true &&
            typeof bank.code === 'string' &&
            typeof bank.name === 'string' &&
            !banks.has(bank.code)
          )
            banks.set(bank.code, bank.name);
        }
        const next = isRecord(answer.meta) && typeof answer.meta.next === 'string' && answer.meta.next ? answer.meta.next : null;
        if (!next || next === cursor) break;
        cursor = next;
      }
      return [...banks].map(([code, name]) => ({ code, name }));
    },

    /** GET /bank/resolve; Paystack answers 422 (or 400 for a bank code it does not know) with status false when no account matches. */
    async resolveAccount(accountNumber, bankCode) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const { httpStatus, answer } = await request('GET', '/bank/resolve', { query });
      if ((httpStatus === 400 || httpStatus === 404 || httpStatus === 422) && answer.status === false) return null;
      const data = answer.data;
      if (
        httpStatus >= 300 ||
        answer.status !== true ||
        !isRecord(data) ||
        typeof data.account_name !== 'string' ||
        !data.account_name.trim()
      )
        throw new PaystackError(
          `Paystack could not resolve an account at bank ${bankCode} (${httpStatus}): ${messageOf(answer)}`,
          httpStatus,
        );
      return { accountName: data.account_name.trim() };
    },

    /** POST /transferrecipient; the same account twice answers the same recipient. */
    async createRecipient(input) {
      const { httpStatus, answer } = await request('POST', '/transferrecipient', {
        body: {
          type: 'nuban',
          name: input.name,
          account_number: input.accountNumber,
          bank_code: input.bankCode,
          currency: 'NGN',
        },
      });
      const data = answer.data;
      if (httpStatus >= 300 || answer.status !== true || !isRecord(data) || typeof data.recipient_code !== 'string')
        throw new PaystackError(`Paystack refused the transfer recipient (${httpStatus}): ${messageOf(answer)}`, httpStatus);
      return data.recipient_code;
    },

    /**
     * POST /transfer from the balance. Paystack refuses a reference it has seen (400, "Duplicate
     * Transfer Reference"): that is a retry of ours, so the transfer it already has is the answer.
     */
    async initiateTransfer(input) {
      const { httpStatus, answer } = await request('POST', '/transfer', {
        body: {
          source: 'balance',
          amount: input.amount,
          recipient: input.recipientCode,
          reference: input.reference,
          reason: input.reason,
          currency: 'NGN',
        },
      });
      const state = httpStatus < 300 && answer.status === true ? transferStateOf(answer.data) : null;
      if (state) return state;
      if ((httpStatus === 400 || httpStatus === 409) && answer.status === false && /duplicate|already/i.test(messageOf(answer))) {
        const existing = await payouts.verifyTransfer(input.reference);
        if (existing) return existing;
      }
      throw new PaystackError(`Paystack refused transfer ${input.reference} (${httpStatus}): ${messageOf(answer)}`, httpStatus);
    },

    /** GET /transfer/verify/{reference}; null when Paystack has no transfer with it. */
    async verifyTransfer(reference) {
      const { httpStatus, answer } = await request('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
      if ((httpStatus === 400 || httpStatus === 404) && answer.status === false) return null;
      const state = httpStatus < 300 && answer.status === true ? transferStateOf(answer.data) : null;
      if (!state)
        throw new PaystackError(`Paystack could not verify transfer ${reference} (${httpStatus}): ${messageOf(answer)}`, httpStatus);
      return state;
    },
  };

  return {
    ...payouts,

    /** POST /transaction/initialize. */
    async initialize(input: InitializeInput): Promise<InitializedTransaction> {
      const path = '/transaction/initialize';
      const { httpStatus, answer } = await request('POST', path, {
        body: {
          email: input.email,
          amount: input.amountMinor,
          reference: input.reference,
          currency: input.currency,
          callback_url: input.callbackUrl,
        },
      });
      const data = answer.data;
      if (
        httpStatus >= 300 ||
        answer.status !== true ||
        !isRecord(data) ||
        typeof data.authorization_url !== 'string' ||
        typeof data.access_code !== 'string'
      ) {
        const refusal = `Paystack refused to initialize ${input.reference} (${httpStatus}): ${messageOf(answer)}`;
        if ((httpStatus === 400 || httpStatus === 409) && answer.status === false && /duplicate/i.test(messageOf(answer)))
          throw new DuplicateReference(refusal, httpStatus);
        throw new PaystackError(refusal, httpStatus);
      }
      return {
        authorizationUrl: data.authorization_url,
        accessCode: data.access_code,
        reference: typeof data.reference === 'string' ? data.reference : input.reference,
      };
    },

    /**
     * GET /transaction/verify/{reference}. Null when the provider does not know the reference (the
     * buyer never reached its page); throws when it cannot be asked.
     */
    async verify(reference: string): Promise<VerifiedTransaction | null> {
      const path = `/transaction/verify/${encodeURIComponent(reference)}`;
      const { httpStatus, answer } = await request('GET', path);
      if ((httpStatus === 400 || httpStatus === 404) && answer.status === false) return null;
      const data = answer.data;
      if (
        httpStatus >= 300 ||
        answer.status !== true ||
        !isRecord(data) ||
        typeof data.status !== 'string' ||
        typeof data.amount !== 'number' ||
        typeof data.currency !== 'string'
      ) {
        throw new PaystackError(`Paystack could not verify ${reference} (${httpStatus}): ${messageOf(answer)}`, httpStatus);
      }
      return {
        reference: typeof data.reference === 'string' ? data.reference : reference,
        status: data.status,
        amountMinor: data.amount,
        currency: data.currency,
        data,
      };
    },

    /** POST /customer: the wallet's owner as a customer of the provider; answers the customer code. */
    async createCustomer(input: { email: string; firstName: string; lastName: string }): Promise<string> {
      const { httpStatus, answer } = await request('POST', '/customer', {
        body: {
          email: input.email,
          first_name: input.firstName,
          last_name: input.lastName,
        },
      });
      const data = answer.data;
      if (httpStatus >= 300 || answer.status !== true || !isRecord(data) || typeof data.customer_code !== 'string')
        throw new PaystackError(`Paystack refused the customer (${httpStatus}): ${messageOf(answer)}`, httpStatus);
      return data.customer_code;
    },

    /**
     * POST /dedicated_account: a bank account number of the customer's own; transfers into it arrive
     * as `charge.success` webhooks with the channel `dedicated_nuban`.
     */
    async createDedicatedAccount(
      customerCode: string,
      preferredBank: string,
    ): Promise<{ bankName: string; accountNumber: string; accountName: string }> {
      const { httpStatus, answer } = await request('POST', '/dedicated_account', {
        body: { customer: customerCode, preferred_bank: preferredBank },
      });
      const data = answer.data;
      const bank = isRecord(data) && isRecord(data.bank) ? data.bank : null;
      if (
        httpStatus >= 300 ||
        answer.status !== true ||
        !isRecord(data) ||
        typeof data.account_number !== 'string' ||
        typeof data.account_name !== 'string' ||
        typeof bank?.name !== 'string'
      )
        throw new PaystackError(`Paystack refused the dedicated account (${httpStatus}): ${messageOf(answer)}`, httpStatus);
      return { bankName: bank.name, accountNumber: data.account_number, accountName: data.account_name };
    },
  };
}

export type Paystack = ReturnType<typeof createPaystack>;
