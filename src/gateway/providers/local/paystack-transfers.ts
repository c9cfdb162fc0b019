/**
 * The payout half of the Paystack stand-in (paystack-server.ts): the bank directory
 * (paystack-banks.ts), transfer recipients (POST /transferrecipient) and transfers from the balance
 * (POST /transfer, GET /transfer/verify/{reference}), kept in memory by reference so a reference is
 * paid at most once.
 *
 * A new transfer answers `pending`, as Paystack's queue does; what happens next is
 * `transferOutcome`: 'success' or 'failed' settle it a moment later, 'pending' leaves it until a test
 * settles it. Settling sends the `transfer.success`, `transfer.failed` or `transfer.reversed`
 * event through `deliver` (the server signs it and POSTs it to its webhook URL).
 */
import { randomBytes } from 'node:crypto';
import { type BankDirectory, listBanks, NIGERIAN_BANKS, resolveAccount } from './paystack-banks.ts';
import { type Answer, parseObject, refused } from './stand-in-http.ts';

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
export interface TransferControls extends BankDirectory {
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

const DEFAULT_REASONS: Record<Exclude<TransferStatus, 'pending'>, string> = {
  success: 'Approved',
  failed: 'Could not credit the beneficiary account',
  reversed: 'Transfer reversed by the beneficiary bank',
};

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
      if (method === 'GET' && path === '/bank') return listBanks(controls, query);
      if (method === 'GET' && path === '/bank/resolve') return resolveAccount(controls, query);
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
