/**
 * A small HTTP server that answers like the e-invoicing service's API as providers/mbs.ts calls it:
 * POST /api/v1/invoice/validate and /api/v1/invoice/sign, authenticated by the `x-api-key` and
 * `x-api-secret` headers. It refuses, as the service documents, an invoice missing a required field
 * (400 `{ code, data: null, message, error: { public_message, details } }` naming the field) or whose
 * IRN does not follow the template, and signs an IRN once: the same invoice signed again answers the
 * same, another one under a used IRN is refused. Its key pair and certificate stand for the
 * taxpayer's crypto_keys.txt. Controls for tests: `down` answers 503 to everything; `requests` lists
 * the calls. GET /api answers `{ healthy: true }`.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createStandInServer, json, parseObject, readBody } from './stand-in-http.ts';

export interface EInvoiceServer {
  url: string;
  apiKey: string;
  apiSecret: string;
  businessId: string;
  serviceId: string;
  /** The service's public key (PEM) and certificate, as the dashboard's crypto_keys.txt gives them. */
  publicKey: string;
  certificate: string;
  /** Signed invoices by IRN. */
  signed: Map<string, Record<string, unknown>>;
  down: boolean;
  requests: string[];
  close(): Promise<void>;
}

/** Fields the service requires, as paths into the invoice. */
const REQUIRED = [
  'business_id',
  'irn',
  'issue_date',
  'invoice_type_code',
  'document_currency_code',
  'accounting_supplier_party.party_name',
  'accounting_supplier_party.tin',
  'accounting_supplier_party.email',
  'accounting_customer_party.party_name',
  'accounting_customer_party.tin',
  'accounting_customer_party.email',
  'legal_monetary_total.line_extension_amount',
  'legal_monetary_total.tax_exclusive_amount',
  'legal_monetary_total.tax_inclusive_amount',
  'legal_monetary_total.payable_amount',
  'invoice_line',
];

const LINE_REQUIRED = ['invoiced_quantity', 'line_extension_amount', 'item.name', 'price.price_amount'];

function valueAt(object: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), object);
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

const refusal = (details: string) => ({
  code: 400,
  data: null,
  message: 'error has occurred',
  error: { id: randomUUID(), handler: 'invoice', details, public_message: 'validation failed: we are unable to process your request' },
});

export async function startEInvoiceServer(options: { port?: number } = {}): Promise<EInvoiceServer> {
  const { publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const serviceId = randomBytes(4).toString('hex').toUpperCase();
  const state: Omit<EInvoiceServer, 'url' | 'close'> = {
    apiKey: randomUUID(),
    apiSecret: randomBytes(24).toString('base64url'),
    businessId: randomUUID(),
    serviceId,
    publicKey,
    certificate: randomBytes(32).toString('base64'),
    signed: new Map(),
    down: false,
    requests: [],
  };

  /** What is wrong with an invoice, or null. */
  function problem(invoice: Record<string, unknown>): string | null {
    for (const path of REQUIRED) if (!present(valueAt(invoice, path))) return `${path} is required`;
    if (invoice.business_id !== state.businessId) return 'business_id is not the business of this api key';
    const irn = String(invoice.irn);
    const date = String(invoice.issue_date).replaceAll('-', '');
    if (!new RegExp(`^[A-Za-z0-9]+-${serviceId}-${date}$`).test(irn))
      return `irn must follow the template {invoice id}-${serviceId}-{YYYYMMDD of issue_date}`;
    const lines = invoice.invoice_line as unknown[];
    if (!Array.isArray(lines)) return 'invoice_line must be a list';
    for (const [index, line] of lines.entries())
      for (const path of LINE_REQUIRED) if (!present(valueAt(line, path))) return `invoice_line[${index}].${path} is required`;
    return null;
  }

  const server = createStandInServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    state.requests.push(`${req.method} ${path}`);
    const body = await readBody(req);
    if (state.down) return json(res, 503, { code: 503, data: null, message: 'service unavailable' });
    if (req.method === 'GET' && path === '/api') return json(res, 200, { healthy: true });
    if (req.headers['x-api-key'] !== state.apiKey || req.headers['x-api-secret'] !== state.apiSecret)
      return json(res, 401, {
        code: 401,
        data: null,
        message: 'error has occurred',
        error: { public_message: 'unable to validate api key' },
      });
    if (req.method !== 'POST' || (path !== '/api/v1/invoice/validate' && path !== '/api/v1/invoice/sign'))
      return json(res, 404, { code: 404, data: null, message: 'not found' });
    const invoice = parseObject(body);
    if (!invoice) return json(res, 400, refusal('the body must be a JSON object'));
    const wrong = problem(invoice);
    if (wrong) return json(res, 400, refusal(wrong));
    const irn = String(invoice.irn);
    const earlier = state.signed.get(irn);
    const same = earlier !== undefined && JSON.stringify(earlier) === JSON.stringify(invoice);
    if (earlier && !same) return json(res, 400, refusal(`irn ${irn} was signed already for another invoice`));
    if (path === '/api/v1/invoice/sign') state.signed.set(irn, invoice);
    return json(res, 201, { code: 201, data: { ok: true } });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as EInvoiceServer;
}
