/**
 * The payout half of the Paystack stand-in (paystack-server.ts): the bank list (GET /bank, cursor
 * pages), account names (GET /bank/resolve) from a directory tests fill, transfer recipients
 * (POST /transferrecipient) and transfers from the balance (POST /transfer, GET
 * /transfer/verify/{reference}), kept in memory by reference so a reference is paid at most once.
 *
 * A new transfer answers `pending`, as Paystack's queue does; what happens next is
 * `transferOutcome`: 'success' or 'failed' settle it a moment later, 'pending' leaves it until a test
 * settles it. Settling sends the `transfer.success`, `transfer.failed` or `transfer.reversed`
 * event through `deliver` (the server signs it and POSTs it to its webhook URL).
 */
import { randomBytes } from 'node:crypto';
import { nubanWithCheckDigit } from '../../../contracts/verification.ts';
import { SUPPLIERS } from '../../seed/data/companies.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { parseObject } from './stand-in-http.ts';

/** A bank as GET /bank lists it. */
export interface FakeBank {
  id: number;
  name: string;
  slug: string;
  code: string;
  active: boolean;
}

/** Nigerian banks with their Paystack codes; Heritage Bank's licence was revoked, so it is listed inactive. */
export const NIGERIAN_BANKS: readonly FakeBank[] = [
  { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044', active: true },
  { id: 2, name: 'Ecobank Nigeria', slug: 'ecobank-nigeria', code: '050', active: true },
  { id: 3, name: 'Fidelity Bank', slug: 'fidelity-bank', code: '070', active: true },
  { id: 4, name: 'First Bank of Nigeria', slug: 'first-bank-of-nigeria', code: '011', active: true },
  { id: 5, name: 'First City Monument Bank', slug: 'first-city-monument-bank', code: '214', active: true },
  { id: 6, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058', active: true },
  { id: 7, name: 'Heritage Bank', slug: 'heritage-bank', code: '030', active: false },
  { id: 8, name: 'Kuda Bank', slug: 'kuda-bank', code: '50211', active: true },
  { id: 9, name: 'Moniepoint MFB', slug: 'moniepoint-mfb-ng', code: '50515', active: true },
  { id: 10, name: 'OPay Digital Services Limited (OPay)', slug: 'paycom', code: '999992', active: true },
  { id: 11, name: 'Polaris Bank', slug: 'polaris-bank', code: '076', active: true },
  { id: 12, name: 'Stanbic IBTC Bank', slug: 'stanbic-ibtc-bank', code: '221', active: true },
  { id: 13, name: 'Sterling Bank', slug: 'sterling-bank', code: '232', active: true },
  { id: 14, name: 'Union Bank of Nigeria', slug: 'union-bank-of-nigeria', code: '032', active: true },
  { id: 15, name: 'United Bank For Africa', slug: 'united-bank-for-africa', code: '033', active: true },
  { id: 16, name: 'Wema Bank', slug: 'wema-bank', code: '035', active: true },
  { id: 17, name: 'Zenith Bank', slug: 'zenith-bank', code: '057', active: true },
];

const [buyer, seller] = [
  DEMO_ACCOUNTS.find((a) => a.businessUserType === 'buyer')!,
  DEMO_ACCOUNTS.find((a) => a.businessUserType === 'seller')!,
];
/** "Adaeze Okafor" as a bank writes an account holder: OKAFOR ADAEZE. */
const bankStyle = (fullName: string) => fullName.split(' ').reverse().join(' ').toUpperCase();

/**
 * Accounts for demos and browser tests, by `${bankCode}:${accountNumber}`: the demo buyer's own
 * and her company's, the demo seller's company's (the first supplier's) and his own, and one whose
 * name matches no demo account (a payout to it goes to review); valid NUBANs, as the gateway checks
 * the digit. Tests' own servers start without them.
 */
export const DEMO_BANK_ACCOUNTS: Readonly<Record<string, string>> = {
  [`058:${nubanWithCheckDigit('058', '012345678')}`]: bankStyle(buyer.fullName),
  [`057:${nubanWithCheckDigit('057', '100200300')}`]: buyer.company!.toUpperCase(),
  [`044:${nubanWithCheckDigit('044', '009876543')}`]: `${SUPPLIERS[0]!.name.toUpperCase()} LTD`,
  [`033:${nubanWithCheckDigit('033', '223344556')}`]: bankStyle(seller.fullName),
  [`011:${nubanWithCheckDigit('011', '556677889')}`]: 'BALOGUN NGOZI',
};

export interface FakeRecipient {
  id: number;
  recipientCode: string;
  name: string;
  accountNumber: string;
  bankCode: string;
  /** The name the bank gives the account. */
  accountName: string;
}

export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed';
export type TransferOutcome = 'success' | 'failed' | 'pending';
export type TransferEvent = 'transfer.success' | 'transfer.failed' | 'transfer.reversed';

export interface FakeTransfer {
  id: number;
  reference: string;
  transferCode: string;
  /** Kobo. */
  amount: number;
  currency: string;
  /** The narration the merchant sent. */
  reason: string | null;
  recipientCode: string;
  status: TransferStatus;
  /** Paystack's explanation of the outcome (`gateway_response`), e.g. why the bank refused it. */
  gatewayResponse: string | null;
  createdAt: string;
  updatedAt: string;
  transferredAt: string | null;
}

/** What a test reads and steers; the server's state carries these fields. */
export interface TransferControls {
  banks: FakeBank[];
  /** The most banks one GET /bank page holds (Paystack's limit is 100); lower it to make pages. */
  bankPageLimit: number;
  /** Accounts the banks know, by `${bankCode}:${accountNumber}`: the account's name. */
  accounts: Map<string, string>;
  /** By recipient code. */
  recipients: Map<string, FakeRecipient>;
  /** By reference. */
  transfers: Map<string, FakeTransfer>;
  /** What new transfers do after answering `pending`; 'success' when not set. */
  transferOutcome: TransferOutcome;
  /**
   * The bank's answer: a pending transfer succeeds or fails, a pending or successful one is
   * reversed. Sends the event to the webhook URL when one is set, and resolves once it was sent.
   */
  settleTransfer(reference: string, status: Exclude<TransferStatus, 'pending'>, reason?: string): Promise<FakeTransfer>;
  /** The raw body of a transfer event as Paystack sends it; its `data.status` is the event's. */
  transferWebhookBody(reference: string, event: TransferEvent): string;
}

export interface Answer {
  status: number;
  body: unknown;
}

const DEFAULT_REASONS: Record<Exclude<TransferStatus, 'pending'>, string> = {
  success: 'Approved',
  failed: 'Could not credit the beneficiary account',
  reversed: 'Transfer reversed by the beneficiary bank',
};

const refused = (status: number, message: string): Answer => ({ status, body: { status: false, message } });

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export interface TransferDesk {
  controls: TransferControls;
  /** The answer to an API call this desk serves, or null when the path is not one of them. */
  answerApi(method: string, path: string, query: URLSearchParams, body: string): Promise<Answer | null>;
  /** The answer to a control (/__stand-in/...) this desk serves, or null. */
  answerControl(method: string, path: string, body: string): Promise<Answer | null>;
  close(): void;
}

export function createTransferDesk(options: {
  /** How long a transfer stays `pending` before the outcome applies. */
  settleDelayMs: number;
  /** Sends an event's raw body to the webhook URL, when there is one. */
  deliver(event: TransferEvent, reference: string, body: string): Promise<void>;
}): TransferDesk {
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 7_000_001;
  const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex').slice(0, 15)}`;

  const recipientData = (r: FakeRecipient) => ({
    id: r.id,
    active: true,
    currency: 'NGN',
    domain: 'test',
    name: r.name,
    recipient_code: r.recipientCode,
    type: 'nuban',
    details: {
      account_number: r.accountNumber,
      account_name: r.accountName,
      bank_code: r.bankCode,
      bank_name: controls.banks.find((b) => b.code === r.bankCode)?.name ?? null,
    },
  });

  /** A transfer as Paystack describes it: the recipient by id when answering POST /transfer, in full elsewhere. */
  const transferData = (t: FakeTransfer, recipientInFull: boolean, status: TransferStatus = t.status) => {
    const recipient = controls.recipients.get(t.recipientCode)!;
    return {
      id: t.id,
      domain: 'test',
      amount: t.amount,
      currency: t.currency,
      source: 'balance',
      reason: t.reason,
      reference: t.reference,
      transfer_code: t.transferCode,
      status,
      gateway_response: t.gatewayResponse,
      failures: null,
      recipient: recipientInFull ? recipientData(recipient) : recipient.id,
      transferred_at: t.transferredAt,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    };
  };

  const controls: TransferControls = {
    banks: NIGERIAN_BANKS.map((bank) => ({ ...bank })),
    bankPageLimit: 100,
    accounts: new Map(),
    recipients: new Map(),
    transfers: new Map(),
    transferOutcome: 'success',

    async settleTransfer(reference, status, reason) {
      const transfer = controls.transfers.get(reference);
      if (!transfer) throw new Error(`No transfer ${reference} at the provider`);
      const allowed = status === 'reversed' ? ['pending', 'success'] : ['pending'];
      if (!allowed.includes(transfer.status)) throw new Error(`Transfer ${reference} is ${transfer.status}; it cannot become ${status}`);
      const now = new Date().toISOString();
      Object.assign(transfer, {
        status,
        gatewayResponse: reason ?? DEFAULT_REASONS[status],
        updatedAt: now,
        transferredAt: status === 'success' ? now : transfer.transferredAt,
      });
      await options.deliver(`transfer.${status}`, reference, controls.transferWebhookBody(reference, `transfer.${status}`));
      return transfer;
    },

    transferWebhookBody(reference, event) {
      const transfer = controls.transfers.get(reference);
      if (!transfer) throw new Error(`No transfer ${reference} at the provider`);
      const status = event.slice('transfer.'.length) as TransferStatus;
      return JSON.stringify({ event, data: transferData(transfer, true, status) });
    },
  };

  /** The outcome a moment after the answer, as Paystack's queue settles a transfer. */
  function scheduleOutcome(transfer: FakeTransfer): void {
    const outcome = controls.transferOutcome;
    if (outcome === 'pending') return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (transfer.status !== 'pending') return; // a test settled it first
      controls.settleTransfer(transfer.reference, outcome).catch(() => {});
    }, options.settleDelayMs);
    timers.add(timer);
  }

  function listBanks(query: URLSearchParams): Answer {
    const country = (query.get('country') ?? 'nigeria').toLowerCase();
    const currency = (query.get('currency') ?? 'NGN').toUpperCase();
    const all = country === 'nigeria' && currency === 'NGN' ? controls.banks : [];
    const perPage = Math.min(Math.max(Number(query.get('perPage')) || 50, 1), controls.bankPageLimit);
    const data = (from: number) =>
      all.slice(from, from + perPage).map((b) => ({
        ...b,
        longcode: '',
        gateway: null,
        pay_with_bank: false,
        country: 'Nigeria',
        currency: 'NGN',
        type: 'nuban',
        is_deleted: false,
      }));
    if (query.get('use_cursor') === 'true') {
      const cursor = query.get('next');
      const from = cursor
        ? Number(
            Buffer.from(cursor, 'base64')
              .toString('utf8')
              .replace(/^bank:/, ''),
          )
        : 0;
      if (!Number.isInteger(from) || from < 0) return refused(400, 'Invalid cursor');
      const next = from + perPage < all.length ? Buffer.from(`bank:${from + perPage}`).toString('base64') : null;
      const previous = from > 0 ? Buffer.from(`bank:${Math.max(from - perPage, 0)}`).toString('base64') : null;
      return { status: 200, body: { status: true, message: 'Banks retrieved', data: data(from), meta: { next, previous, perPage } } };
    }
    const page = Math.max(Number(query.get('page')) || 1, 1);
    const meta = { total: all.length, skipped: (page - 1) * perPage, perPage, page, pageCount: Math.ceil(all.length / perPage) };
    return { status: 200, body: { status: true, message: 'Banks retrieved', data: data((page - 1) * perPage), meta } };
  }

  function resolveAccount(query: URLSearchParams): Answer {
    const accountNumber = query.get('account_number') ?? '';
    const bankCode = query.get('bank_code') ?? '';
    if (!accountNumber || !bankCode) return refused(400, 'Account number and bank code are required');
    if (!controls.banks.some((b) => b.code === bankCode)) return refused(422, `Unknown bank code: ${bankCode}`);
    const accountName = controls.accounts.get(`${bankCode}:${accountNumber}`);
    if (!/^\d{10}$/.test(accountNumber) || !accountName)
      return refused(422, 'Could not resolve account name. Check parameters or try again.');
    const bankId = controls.banks.find((b) => b.code === bankCode)!.id;
    return {
      status: 200,
      body: {
        status: true,
        message: 'Account number resolved',
        data: { account_number: accountNumber, account_name: accountName, bank_id: bankId },
      },
    };
  }

  function createRecipient(input: Record<string, unknown>): Answer {
    const accountNumber = text(input.account_number);
    const bankCode = text(input.bank_code);
    if (input.type !== 'nuban') return refused(400, 'Recipient type is invalid');
    if (!text(input.name)) return refused(400, 'Name is required');
    if (!accountNumber || !bankCode) return refused(400, 'Account number and bank code are required');
    if (!controls.banks.some((b) => b.code === bankCode && b.active)) return refused(400, `Unknown bank code: ${bankCode}`);
    const accountName = controls.accounts.get(`${bankCode}:${accountNumber}`);
    if (!accountName) return refused(422, 'Cannot resolve account');
    // Paystack answers the recipient it already has for an account rather than a second one.
    const existing = [...controls.recipients.values()].find((r) => r.bankCode === bankCode && r.accountNumber === accountNumber);
    if (existing)
      return { status: 200, body: { status: true, message: 'Transfer recipient created successfully', data: recipientData(existing) } };
    const recipient: FakeRecipient = {
      id: nextId++,
      recipientCode: code('RCP'),
      name: text(input.name),
      accountNumber,
      bankCode,
      accountName,
    };
    controls.recipients.set(recipient.recipientCode, recipient);
    return { status: 201, body: { status: true, message: 'Transfer recipient created successfully', data: recipientData(recipient) } };
  }

  function initiateTransfer(input: Record<string, unknown>): Answer {
    const amount = input.amount;
    const reference = text(input.reference);
    if (input.source !== 'balance') return refused(400, 'Invalid transfer source');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return refused(400, 'Invalid amount');
    if ((input.currency ?? 'NGN') !== 'NGN') return refused(400, 'Currency is not supported');
    const recipient = controls.recipients.get(text(input.recipient));
    if (!recipient) return refused(400, 'Recipient specified is invalid');
    if (!reference || !/^[A-Za-z0-9_-]+$/.test(reference)) return refused(400, 'Invalid transfer reference');
    if (controls.transfers.has(reference)) return refused(400, 'Duplicate Transfer Reference');
    const now = new Date().toISOString();
    const transfer: FakeTransfer = {
      id: nextId++,
      reference,
      transferCode: code('TRF'),
      amount,
      currency: 'NGN',
      reason: text(input.reason) || null,
      recipientCode: recipient.recipientCode,
      status: 'pending',
      gatewayResponse: null,
      createdAt: now,
      updatedAt: now,
      transferredAt: null,
    };
    controls.transfers.set(reference, transfer);
    scheduleOutcome(transfer);
    return { status: 200, body: { status: true, message: 'Transfer has been queued', data: transferData(transfer, false) } };
  }

  return {
    controls,

    async answerApi(method, path, query, body) {
      if (method === 'GET' && path === '/bank') return listBanks(query);
      if (method === 'GET' && path === '/bank/resolve') return resolveAccount(query);
      const verify = /^\/transfer\/verify\/([^/]+)$/.exec(path);
      if (method === 'GET' && verify) {
        const transfer = controls.transfers.get(decodeURIComponent(verify[1]!));
        if (!transfer) return refused(404, 'Transfer not found');
        return { status: 200, body: { status: true, message: 'Transfer retrieved', data: transferData(transfer, true) } };
      }
      if (method !== 'POST' || (path !== '/transferrecipient' && path !== '/transfer')) return null;
      const input = parseObject(body);
      if (!input) return refused(400, 'Invalid JSON body');
      return path === '/transfer' ? initiateTransfer(input) : createRecipient(input);
    },

    async answerControl(method, path, body) {
      if (method === 'GET' && path === '/__stand-in/transfers')
        return { status: 200, body: { status: true, data: [...controls.transfers.values()].map((t) => transferData(t, true)) } };
      if (method !== 'POST') return null;
      const input = parseObject(body) ?? {};
      if (path === '/__stand-in/accounts') {
        const bankCode = text(input.bankCode);
        const accountNumber = text(input.accountNumber);
        const accountName = text(input.accountName);
        if (!bankCode || !/^\d{10}$/.test(accountNumber) || !accountName)
          return refused(400, 'bankCode, a 10-digit accountNumber and accountName are required');
        controls.accounts.set(`${bankCode}:${accountNumber}`, accountName);
        return { status: 201, body: { status: true, bankCode, accountNumber, accountName } };
      }
      if (path === '/__stand-in/transfer-outcome') {
        if (input.outcome !== 'success' && input.outcome !== 'failed' && input.outcome !== 'pending')
          return refused(400, 'outcome must be success, failed or pending');
        controls.transferOutcome = input.outcome;
        return { status: 200, body: { status: true, outcome: input.outcome } };
      }
      const settle = /^\/__stand-in\/transfers\/([^/]+)\/settle$/.exec(path);
      if (settle) {
        const reference = decodeURIComponent(settle[1]!);
        if (!controls.transfers.has(reference)) return refused(404, 'Transfer not found');
        if (input.status !== 'success' && input.status !== 'failed' && input.status !== 'reversed')
          return refused(400, 'status must be success, failed or reversed');
        try {
          const transfer = await controls.settleTransfer(reference, input.status, text(input.reason) || undefined);
          return { status: 200, body: { status: true, data: transferData(transfer, true) } };
        } catch (error) {
          return refused(409, (error as Error).message);
        }
      }
      return null;
    },

    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
