/**
 * A small HTTP server that answers like Paystack's API for the calls the gateway makes
 * (POST /transaction/initialize, GET /transaction/verify/{reference}, Bearer secret key), keeps
 * transactions in memory, and plays the buyer's side: `complete` pays a transaction and
 * `sendWebhook` POSTs a `charge.success` event signed as Paystack signs it (hex HMAC-SHA512 of the
 * raw body with the secret key, in x-paystack-signature).
 *
 * For a browser, the authorization_url is a plain payment page (GET /checkout/{accessCode}): "Pay"
 * marks the transaction paid, POSTs the signed `charge.success` to `webhookUrl` when one is set,
 * and sends the browser (303) to the callback_url with `trxref` and `reference` appended, as
 * Paystack does; "Cancel" goes back to the callback_url unpaid. GET /health answers "ok".
 *
 * Payouts: the bank list and account names from `accounts` (paystack-banks.ts), recipients and
 * transfers (paystack-transfers.ts), whose `transfer.*` events go to `webhookUrl` signed like `charge.success`.
 *
 * Bank transfers in (paystack-dedicated-accounts.ts): customers and their dedicated accounts, and
 * transfers "sent" into them (`sendTransfer`, a control, or the page GET /bank-transfer), which
 * verify answers and whose `charge.success` goes to `webhookUrl`.
 *
 * Controls for browser tests, which run the server as another process (no key asked, up while
 * `down`): POST /__stand-in/accounts {bankCode, accountNumber, accountName} registers an account,
 * POST /__stand-in/transfer-outcome {outcome} says what new transfers do, POST
 * /__stand-in/transfers/{reference}/settle {status, reason?} settles one, GET /__stand-in/transfers
 * lists them, and POST /__stand-in/down {down} starts or ends an outage.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatMoney } from '../../../contracts/money.ts';
import {
  createDedicatedAccountDesk,
  type DedicatedAccountControls,
  type InboundTransaction,
  verificationOf,
} from './paystack-dedicated-accounts.ts';
import { type TransferControls, type TransferEvent, createTransferDesk } from './paystack-transfers.ts';
import { createStandInServer, json, parseObject, readBody } from './stand-in-http.ts';

/** A transaction the stand-in keeps: a card payment, or a transfer into a dedicated account. */
export type FakeTransaction = InboundTransaction;

export interface PaystackServerOptions {
  /** 0 (any free port) when absent. */
  port?: number;
  /** Where the payment page's "Pay" POSTs the signed `charge.success` event, and transfers their events; none when absent. */
  webhookUrl?: string | null;
  /** How long a new transfer stays pending before `transferOutcome` applies; 200 ms when absent. */
  transferSettleMs?: number;
}

/** One event the stand-in POSTed to `webhookUrl`, with the answer (status 0 when unreachable). */
export interface WebhookDelivery {
  event: 'charge.success' | TransferEvent;
  reference: string;
  status: number;
}

export interface PaystackServer extends TransferControls, DedicatedAccountControls {
  url: string;
  secretKey: string;
  transactions: Map<string, FakeTransaction>;
  /** Every request received, as "METHOD /path" (without the query). */
  requests: string[];
  /** While true, every API call answers 503 as an outage would (the payment page and the controls stay up). */
  down: boolean;
  /** Where `charge.success` and `transfer.*` events are sent; may be set once the gateway listens. */
  webhookUrl: string | null;
  /** The events sent to `webhookUrl`, oldest first. */
  deliveries: WebhookDelivery[];
  /** The buyer pays on the provider's page; `amount`/`currency` let a test charge something else. */
  complete(reference: string, charged?: { amount?: number; currency?: string }): FakeTransaction;
  /** The raw body of the `charge.success` event of a completed transaction. */
  chargeSuccessBody(reference: string): string;
  /** Hex HMAC-SHA512 of a body, keyed with `secret` (the server's own key by default). */
  sign(body: string | Buffer, secret?: string): string;
  /** POSTs a body to a URL with a signature header (none when `signature` is null). */
  sendWebhook(url: string, body: string, signature?: string | null): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-length': 0 });
  res.end();
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The callback URL with `trxref` and `reference` appended, as Paystack sends the buyer back. */
function returnUrl(t: FakeTransaction): string | null {
  if (!t.callbackUrl) return null;
  const back = new URL(t.callbackUrl);
  back.searchParams.set('trxref', t.reference);
  back.searchParams.set('reference', t.reference);
  return back.href;
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; }
  dt { color: #555; }
  dd { margin: 0; }
  .actions { display: flex; gap: 1rem; align-items: center; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; background: #0a6b3d; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

/** The page the buyer pays on: amount, reference, "Pay ₦…" (a form POST) and "Cancel". */
function paymentPage(t: FakeTransaction): string {
  const amount = formatMoney(t.amount, t.currency);
  const code = encodeURIComponent(t.accessCode);
  const details = `<dl>
<dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
<dt>Reference</dt><dd class="reference">${escapeHtml(t.reference)}</dd>
<dt>Email</dt><dd>${escapeHtml(t.email)}</dd>
</dl>`;
  if (t.status === 'success') {
    const back = returnUrl(t);
    return page(
      'Test card payment',
      `<h1>Test card payment</h1>
${details}
<p role="status">This payment is complete.</p>
${back ? `<p><a href="${escapeHtml(back)}">Back to the merchant</a></p>` : ''}`,
    );
  }
  return page(
    'Test card payment',
    `<h1>Test card payment</h1>
<p>A test payment page: no card is asked for and no money moves.</p>
${details}
<form class="actions" method="post" action="/checkout/${code}/pay">
  <button type="submit">Pay ${escapeHtml(amount)}</button>
  <a href="/checkout/${code}/cancel">Cancel</a>
</form>`,
  );
}

/** Paystack accepts an amount as a number or a string of digits, in the minor unit. */
const parseAmount = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

export async function startPaystackServer(secretKey: string, options: PaystackServerOptions = {}): Promise<PaystackServer> {
  const transactions = new Map<string, FakeTransaction>();
  const requests: string[] = [];
  let nextId = 4_000_000_001;
  let url = '';

  const verification = verificationOf;

  const byAccessCode = (code: string) => [...transactions.values()].find((t) => t.accessCode === code);

  const desk = createTransferDesk({
    settleDelayMs: options.transferSettleMs ?? 200,
    async deliver(event, reference, body) {
      if (!state.webhookUrl) return;
      let status = 0;
      try {
        status = (await state.sendWebhook(state.webhookUrl, body)).status;
      } catch {
        // Unreachable: the merchant finds the outcome by verifying the transfer.
      }
      state.deliveries.push({ event, reference, status });
    },
  });

  const inbound = createDedicatedAccountDesk({
    transactions,
    nextId: () => nextId++,
    async deliver(reference, body) {
      if (!state.webhookUrl) return 0;
      let status = 0;
      try {
        status = (await state.sendWebhook(state.webhookUrl, body)).status;
      } catch {
        // Unreachable: the merchant finds the payment by verifying it.
      }
      state.deliveries.push({ event: 'charge.success', reference, status });
      return status;
    },
    page,
    escapeHtml,
  });

  /** The buyer presses "Pay": paid, the event sent (before the browser returns, as Paystack does), then back. */
  async function payOnPage(res: ServerResponse, transaction: FakeTransaction): Promise<void> {
    if (transaction.status !== 'success') {
      state.complete(transaction.reference);
      if (state.webhookUrl) {
        let status = 0;
        try {
          status = (await state.sendWebhook(state.webhookUrl, state.chargeSuccessBody(transaction.reference))).status;
        } catch {
          // Unreachable: the buyer still returns, and the merchant's verify call finds the payment.
        }
        state.deliveries.push({ event: 'charge.success', reference: transaction.reference, status });
      }
    }
    const back = returnUrl(transaction);
    if (back) return redirect(res, back);
    html(res, 200, paymentPage(transaction));
  }

  const server = createStandInServer(async (req, res) => {
    const target = new URL(req.url ?? '/', 'http://stand-in');
    const path = target.pathname;
    const method = req.method ?? 'GET';
    requests.push(`${method} ${path}`);
    const body = await readBody(req);

    // The browser's side: no key, and up during an API outage (the page is another host at Paystack).
    if (req.method === 'GET' && path === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('ok');
    }
    const checkout = /^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/.exec(path);
    if (checkout) {
      const transaction = byAccessCode(decodeURIComponent(checkout[1]!));
      const action = checkout[2];
      if (!transaction)
        return html(res, 404, page('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>'));
      if (req.method === 'GET' && !action) return html(res, 200, paymentPage(transaction));
      if (req.method === 'POST' && action === 'pay') return payOnPage(res, transaction);
      if (req.method === 'GET' && action === 'cancel') {
        if (transaction.callbackUrl) return redirect(res, transaction.callbackUrl);
        return html(res, 200, page('Payment cancelled', '<h1>Payment cancelled</h1>'));
      }
      return html(res, 405, page('Not allowed', '<h1>Not allowed</h1>'));
    }

    if (method === 'POST' && path === '/__stand-in/down') {
      state.down = parseObject(body)?.down === true;
      return json(res, 200, { status: true, down: state.down });
    }
    const control = await desk.answerControl(method, path, body);
    if (control) return json(res, control.status, control.body);
    const bank = await inbound.answerControl(method, path, body);
    if (bank) return bank.html ? html(res, bank.status, bank.body as string) : json(res, bank.status, bank.body);

    if (state.down) return json(res, 503, { status: false, message: 'Service unavailable' });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return json(res, 401, { status: false, message: 'Invalid key' });
    }

    const payout = await desk.answerApi(method, path, target.searchParams, body);
    if (payout) return json(res, payout.status, payout.body);
    const accountAnswer = inbound.answerApi(method, path, body);
    if (accountAnswer) return json(res, accountAnswer.status, accountAnswer.body);

    if (req.method === 'POST' && path === '/transaction/initialize') {
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return json(res, 400, { status: false, message: 'Invalid JSON body' });
      }
      const amount = parseAmount(input.amount);
      if (typeof input.email !== 'string' || !input.email.includes('@'))
        return json(res, 400, { status: false, message: 'Invalid Email Address Passed' });
      if (amount === null) return json(res, 400, { status: false, message: 'Invalid Amount Sent' });
      const reference = typeof input.reference === 'string' && input.reference ? input.reference : randomBytes(8).toString('hex');
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return json(res, 400, { status: false, message: 'Invalid transaction reference' });
      if (transactions.has(reference)) return json(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const accessCode = randomBytes(8).toString('hex');
      const transaction: FakeTransaction = {
        id: nextId++,
        reference,
        email: input.email,
        amount,
        currency: typeof input.currency === 'string' ? input.currency : 'NGN',
        callbackUrl: typeof input.callback_url === 'string' ? input.callback_url : null,
        accessCode,
        authorizationUrl: `${url}/checkout/${accessCode}`,
        status: 'abandoned',
        paidAmount: null,
        paidCurrency: null,
        paidAt: null,
        inbound: null,
      };
      transactions.set(reference, transaction);
      return json(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: transaction.authorizationUrl, access_code: accessCode, reference },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction) return json(res, 400, { status: false, message: 'Transaction reference not found' });
      return json(res, 200, { status: true, message: 'Verification successful', data: verification(transaction) });
    }

    return json(res, 404, { status: false, message: 'Not found' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (body: string | Buffer, secret = secretKey) => createHmac('sha512', secret).update(body).digest('hex');

  // One object carries the payout controls and the rest, so a test's `transferOutcome = …` reaches the desk.
  const state: PaystackServer = Object.assign(desk.controls, {
    url,
    secretKey,
    transactions,
    requests,
    down: false,
    webhookUrl: options.webhookUrl ?? null,
    deliveries: [],

    complete(reference, charged = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`No transaction ${reference} at the provider`);
      transaction.status = 'success';
      transaction.paidAmount = charged.amount ?? transaction.amount;
      transaction.paidCurrency = charged.currency ?? transaction.currency;
      transaction.paidAt = new Date().toISOString();
      return transaction;
    },

    chargeSuccessBody(reference) {
      const transaction = transactions.get(reference);
      if (transaction?.status !== 'success') throw new Error(`Transaction ${reference} is not paid`);
      return JSON.stringify({ event: 'charge.success', data: verification(transaction) });
    },

    sign,
    ...inbound.controls,

    async sendWebhook(target, body, signature = sign(body)) {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-paystack-signature': signature }) },
        body,
      });
      return { status: response.status, body: await response.text() };
    },

    close: () =>
      new Promise<void>((resolve, reject) => {
        desk.close();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  } satisfies Omit<PaystackServer, keyof TransferControls>);
  return state;
}
