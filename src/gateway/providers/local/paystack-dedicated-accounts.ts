/**
 * The bank-transfer half of the Paystack stand-in (paystack-server.ts): customers (POST /customer),
 * dedicated virtual accounts for them (POST /dedicated_account), and money sent into those accounts.
 *
 * Someone "sends" a transfer with `sendTransfer` (tests), POST /__stand-in/dedicated-accounts/
 * {accountNumber}/transfers {amount, senderName?} (browser tests, no key), or the page at GET
 * /bank-transfer (a person trying LOCAL_PROVIDERS=1). Each becomes a successful transaction on the
 * `dedicated_nuban` channel, kept with the card ones, so GET /transaction/verify/{reference}
 * answers it as Paystack does, and its `charge.success` event goes to the webhook URL through
 * `deliver` (signed by the server), as Paystack reports an inbound transfer.
 */
import { randomBytes } from 'node:crypto';
import { formatMoney, nairaToKobo } from '../../../contracts/money.ts';
import { type Answer, parseObject } from './stand-in-http.ts';

/** An account given out, by account number. */
export interface FakeDedicatedAccount {
  accountNumber: string;
  accountName: string;
  customerCode: string;
  email: string;
}

/** What a transfer into a dedicated account adds to a stand-in transaction. */
export interface InboundTransfer {
  customerCode: string;
  accountNumber: string;
  senderName: string;
}

/** A transaction the stand-in keeps (paystack-server.ts calls it FakeTransaction). */
export interface InboundTransaction {
  id: number;
  reference: string;
  email: string;
  /** What the merchant asked for, in the minor unit. */
  amount: number;
  currency: string;
  callbackUrl: string | null;
  accessCode: string;
  authorizationUrl: string;
  /** 'abandoned' until paid, as Paystack reports a transaction nobody completed. */
  status: 'abandoned' | 'success' | 'failed';
  /** What was actually charged; equals `amount` unless a test says otherwise. */
  paidAmount: number | null;
  paidCurrency: string | null;
  paidAt: string | null;
  /** A transfer into a dedicated account; null for a card payment. */
  inbound: InboundTransfer | null;
}

export interface DedicatedAccountControls {
  /** Dedicated accounts given out, by account number: the customer's code. */
  dedicatedAccounts: Map<string, string>;
  /** The raw `charge.success` body of a transfer into a dedicated account, stored as a transaction so verify finds it. */
  bankTransferBody(accountNumber: string, amount: number, reference?: string): string;
  /** Money sent into a dedicated account: the transaction stored, its event sent to the webhook URL; the webhook's status (0 unreachable). */
  sendTransfer(accountNumber: string, amount: number, senderName?: string): Promise<{ reference: string; webhookStatus: number }>;
}

export function createDedicatedAccountDesk(options: {
  transactions: Map<string, InboundTransaction>;
  nextId: () => number;
  /** Signs the event and POSTs it to the webhook URL; the answer's status, 0 when none or unreachable. */
  deliver: (reference: string, body: string) => Promise<number>;
  /** The stand-in's HTML page frame. */
  page: (title: string, content: string) => string;
  escapeHtml: (text: string) => string;
}) {
  const customers = new Map<string, { email: string; name: string }>();
  const accounts = new Map<string, FakeDedicatedAccount>();
  const dedicatedAccounts = new Map<string, string>();

  function eventBody(t: InboundTransaction): string {
    return JSON.stringify({ event: 'charge.success', data: verificationOf(t) });
  }

  function bankTransferBody(accountNumber: string, amount: number, reference = `T${randomBytes(8).toString('hex')}`): string {
    const customerCode = dedicatedAccounts.get(accountNumber);
    if (!customerCode) throw new Error(`No dedicated account ${accountNumber}`);
    const existing = options.transactions.get(reference);
    if (existing) return eventBody(existing);
    const at = new Date().toISOString();
    const transaction: InboundTransaction = {
      id: options.nextId(),
      reference,
      email: accounts.get(accountNumber)?.email ?? customers.get(customerCode)?.email ?? '',
      amount,
      currency: 'NGN',
      callbackUrl: null,
      accessCode: '',
      authorizationUrl: '',
      status: 'success',
      paidAmount: amount,
      paidCurrency: 'NGN',
      paidAt: at,
      inbound: { customerCode, accountNumber, senderName: 'Kano Polymers Ltd' },
    };
    options.transactions.set(reference, transaction);
    return eventBody(transaction);
  }

  async function sendTransfer(accountNumber: string, amount: number, senderName = 'Kano Polymers Ltd') {
    const reference = `T${randomBytes(8).toString('hex')}`;
    bankTransferBody(accountNumber, amount, reference);
    const transaction = options.transactions.get(reference)!;
    transaction.inbound!.senderName = senderName;
    return { reference, webhookStatus: await options.deliver(reference, eventBody(transaction)) };
  }

  /** POST /customer and POST /dedicated_account, with the key checked by the server; null for other calls. */
  function answerApi(method: string, path: string, body: string): Answer | null {
    if (method !== 'POST' || (path !== '/customer' && path !== '/dedicated_account')) return null;
    const input = parseObject(body);
    if (!input) return { status: 400, body: { status: false, message: 'Invalid JSON body' } };
    if (path === '/customer') {
      if (typeof input.email !== 'string' || !input.email.includes('@'))
        return { status: 400, body: { status: false, message: 'Invalid Email Address Passed' } };
      const code = `CUS_${randomBytes(6).toString('hex')}`;
      customers.set(code, { email: input.email, name: `${input.first_name ?? ''} ${input.last_name ?? ''}`.trim() });
      return {
        status: 200,
        body: { status: true, message: 'Customer created', data: { customer_code: code, email: input.email, id: options.nextId() } },
      };
    }
    const customer = typeof input.customer === 'string' ? customers.get(input.customer) : undefined;
    if (!customer) return { status: 404, body: { status: false, message: 'Customer not found' } };
    const accountNumber = String(9_000_000_000 + dedicatedAccounts.size * 7919 + Math.floor(Math.random() * 7000));
    const accountName = `PAYSTACK/${customer.name}`;
    dedicatedAccounts.set(accountNumber, input.customer as string);
    accounts.set(accountNumber, { accountNumber, accountName, customerCode: input.customer as string, email: customer.email });
    return {
      status: 200,
      body: {
        status: true,
        message: 'NUBAN successfully created',
        data: {
          bank: { name: 'Test Bank', id: 1, slug: String(input.preferred_bank ?? 'test-bank') },
          account_name: accountName,
          account_number: accountNumber,
          assigned: true,
          currency: 'NGN',
          customer: { customer_code: input.customer },
        },
      },
    };
  }

  function transferPage(message = ''): string {
    const list = [...accounts.values()];
    const choices = list
      .map((a) => `<option value="${a.accountNumber}">${options.escapeHtml(`${a.accountNumber} · ${a.accountName}`)}</option>`)
      .join('');
    return options.page(
      'Send a test bank transfer',
      `<h1>Send a test bank transfer</h1>
<p>A stand-in for a bank: money "sent" here to a wallet's dedicated account arrives as Paystack reports a transfer. No money moves.</p>
${message}
${
  list.length
    ? `<form method="post" action="/bank-transfer">
<p><label>To account<br><select name="accountNumber">${choices}</select></label></p>
<p><label>Amount (₦)<br><input name="amount" inputmode="decimal" placeholder="250,000" required></label></p>
<p><label>From<br><input name="senderName" value="Kano Polymers Ltd"></label></p>
<div class="actions"><button type="submit">Send the transfer</button></div>
</form>`
    : '<p>No dedicated account has been given out yet: a verified wallet gets one a moment after the gateway starts or verifies it.</p>'
}`,
    );
  }

  /** The controls and the page: no key, as a bank's side is not Paystack's API. Null for other paths. */
  async function answerControl(method: string, path: string, body: string): Promise<Answer | null> {
    if (method === 'GET' && path === '/__stand-in/dedicated-accounts')
      return { status: 200, body: { status: true, data: [...accounts.values()] } };
    const control = /^\/__stand-in\/dedicated-accounts\/(\d{10})\/transfers$/.exec(path);
    if (method === 'POST' && control) {
      const input = parseObject(body) ?? {};
      const amount = input.amount;
      if (!Number.isSafeInteger(amount) || (amount as number) <= 0)
        return { status: 400, body: { status: false, message: 'amount must be kobo' } };
      if (!dedicatedAccounts.has(control[1]!)) return { status: 404, body: { status: false, message: 'No such dedicated account' } };
      const sent = await sendTransfer(control[1]!, amount as number, typeof input.senderName === 'string' ? input.senderName : undefined);
      return { status: 200, body: { status: true, data: sent } };
    }
    if (path !== '/bank-transfer') return null;
    if (method === 'GET') return { status: 200, body: transferPage(), html: true };
    if (method !== 'POST') return { status: 405, body: options.page('Not allowed', '<h1>Not allowed</h1>'), html: true };
    const form = new URLSearchParams(body);
    const accountNumber = form.get('accountNumber') ?? '';
    const amount = nairaToKobo(form.get('amount') ?? '');
    if (!dedicatedAccounts.has(accountNumber) || !amount)
      return {
        status: 400,
        body: transferPage('<p role="alert">Choose an account and type an amount in naira, like 250000.</p>'),
        html: true,
      };
    const sent = await sendTransfer(accountNumber, amount, form.get('senderName')?.trim() || undefined);
    const outcome =
      sent.webhookStatus === 200
        ? 'The marketplace was told (its webhook answered 200): the wallet shows it now.'
        : `The marketplace's webhook answered ${sent.webhookStatus || 'nothing'}.`;
    return {
      status: 200,
      body: transferPage(
        `<p role="status">Sent ${options.escapeHtml(formatMoney(amount))} to ${options.escapeHtml(accountNumber)}, reference ${options.escapeHtml(sent.reference)}. ${options.escapeHtml(outcome)}</p>`,
      ),
      html: true,
    };
  }

  return { answerApi, answerControl, controls: { dedicatedAccounts, bankTransferBody, sendTransfer } satisfies DedicatedAccountControls };
}

/** How GET /transaction/verify and `charge.success` tell a transaction: card, or a transfer into a dedicated account. */
export function verificationOf(t: InboundTransaction) {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.paidAmount ?? t.amount,
    message: null,
    gateway_response: t.status === 'success' ? (t.inbound ? 'Approved' : 'Successful') : 'The transaction was not completed',
    paid_at: t.paidAt,
    created_at: t.paidAt ?? new Date().toISOString(),
    channel: t.inbound ? 'dedicated_nuban' : 'card',
    currency: t.paidCurrency ?? t.currency,
    customer: t.inbound ? { email: t.email, customer_code: t.inbound.customerCode } : { email: t.email },
    ...(t.inbound
      ? {
          authorization: {
            channel: 'dedicated_nuban',
            receiver_bank_account_number: t.inbound.accountNumber,
            receiver_bank: 'Test Bank',
            sender_name: t.inbound.senderName,
          },
        }
      : {}),
  };
}
