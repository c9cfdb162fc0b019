/**
 * A small HTTP server that answers like Paystack's API for the calls the gateway makes
 * (POST /transaction/initialize, GET /transaction/verify/{reference}, Bearer secret key), keeps
 * transactions in memory, and plays the buyer's side: `complete` pays a transaction and
 * `sendWebhook` POSTs a `charge.success` event signed as Paystack signs it (hex HMAC-SHA512 of the
 * raw body with the secret key, in x-paystack-signature).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTransaction {
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
}

export interface PaystackServer {
  url: string;
  secretKey: string;
  transactions: Map<string, FakeTransaction>;
  /** Every request received, as "METHOD /path". */
  requests: string[];
  /** While true, every API call answers 503 as an outage would. */
  down: boolean;
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

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Paystack accepts an amount as a number or a string of digits, in the minor unit. */
const parseAmount = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

export async function startPaystackServer(secretKey: string): Promise<PaystackServer> {
  const transactions = new Map<string, FakeTransaction>();
  const requests: string[] = [];
  let nextId = 4_000_000_001;
  let url = '';

  const verification = (t: FakeTransaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.paidAmount ?? t.amount,
    message: null,
    gateway_response: t.status === 'success' ? 'Successful' : 'The transaction was not completed',
    paid_at: t.paidAt,
    created_at: new Date().toISOString(),
    channel: 'card',
    currency: t.paidCurrency ?? t.currency,
    customer: { email: t.email },
  });

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(`${req.method} ${path}`);
    const body = await readBody(req);
    if (state.down) return json(res, 503, { status: false, message: 'Service unavailable' });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return json(res, 401, { status: false, message: 'Invalid key' });
    }

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

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (body: string | Buffer, secret = secretKey) => createHmac('sha512', secret).update(body).digest('hex');

  const state: PaystackServer = {
    url,
    secretKey,
    transactions,
    requests,
    down: false,

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
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return state;
}
