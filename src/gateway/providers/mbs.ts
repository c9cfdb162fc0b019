/**
 * Clearance through Nigeria's e-invoicing service, the Merchant Buyer Solution (MBS) of the revenue
 * service, as its API is documented: `x-api-key` and `x-api-secret` headers, POST
 * /api/v1/invoice/validate then POST /api/v1/invoice/sign with the invoice as UBL-named JSON; answers
 * `{ code, data }`, or `{ code, error: { public_message, details } }` when refused. The IRN is ours to
 * form from the service's template, `{invoice id}-{service id}-{yyyyMMdd}`; the QR code holds the IRN
 * and a timestamp with the certificate, encrypted with the service's public key (both from the
 * taxpayer's crypto_keys.txt), which is also the document's cryptographic stamp. Off unless
 * EINVOICE_API_KEY is set; LOCAL_PROVIDERS runs the stand-in (local/einvoice-server.ts).
 */
import { constants, publicEncrypt } from 'node:crypto';
import type { DocumentContent, DocumentParty } from '../../contracts/documents.ts';
import { koboToDecimal } from '../../contracts/money.ts';
import { type Clearance, ClearanceRefused, type EInvoicing } from './ports.ts';
import { isRecord, ProviderError, providerHttp } from './provider-http.ts';

export interface MbsSettings {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The taxpayer's business id on the service's dashboard. */
  businessId: string;
  /** The 8-character middle of the IRN template the service gives the taxpayer. */
  serviceId: string;
  /** The service's public key (PEM) and certificate, from crypto_keys.txt: the QR code's content is made with them. */
  publicKey: string | null;
  certificate: string | null;
  timeoutMs?: number;
}

/** UNCL 1001: a commercial invoice, a credit note. */
const TYPE_CODES = { 'tax-invoice': '380', 'commission-invoice': '380', 'credit-note': '381', receipt: '380' } as const;

/** The document's number as the IRN's first part: letters and digits only. */
export const irnOf = (document: Pick<DocumentContent, 'number' | 'issuedAt'>, serviceId: string) =>
  `${document.number.replace(/[^A-Za-z0-9]/g, '')}-${serviceId}-${document.issuedAt.slice(0, 10).replaceAll('-', '')}`;

const amount = (minor: number) => Number(koboToDecimal(minor));

const party = (p: DocumentParty) => ({
  party_name: p.legalName ?? p.name,
  tin: p.tin ?? undefined,
  email: p.email ?? undefined,
  telephone: p.phone?.startsWith('+') ? p.phone.replaceAll(' ', '') : undefined,
  postal_address: {
    street_name: p.address[0] ?? '',
    city_name: p.address[1] ?? p.address[0] ?? '',
    postal_zone: '',
    country: p.country,
  },
});

/** The invoice as the service's validate and sign calls take it. */
export function mbsInvoice(document: DocumentContent, businessId: string, irn: string) {
  const { totals, currency } = document;
  return {
    business_id: businessId,
    irn,
    issue_date: document.issuedAt.slice(0, 10),
    issue_time: document.issuedAt.slice(11, 19),
    invoice_type_code: TYPE_CODES[document.kind],
    payment_status: document.payment?.status === 'paid' ? 'PAID' : 'PENDING',
    document_currency_code: currency,
    tax_currency_code: currency,
    order_reference: document.order.number,
    ...(document.corrects
      ? { billing_reference: [{ irn: document.corrects.number, issue_date: document.corrects.issuedAt.slice(0, 10) }] }
      : {}),
    note: document.note ?? undefined,
    accounting_supplier_party: party(document.issuer),
    accounting_customer_party: party(document.customer),
    tax_total: [
      {
        tax_amount: amount(totals.vatMinor),
        tax_subtotal: document.vatBreakdown.map((v) => ({
          taxable_amount: amount(v.taxableMinor),
          tax_amount: amount(v.vatMinor),
          tax_category: {
            id: v.category === 'standard' ? 'STANDARD_VAT' : v.category === 'exempt' ? 'EXEMPTED' : 'ZERO_VAT',
            percent: v.rateBps / 100,
          },
        })),
      },
    ],
    legal_monetary_total: {
      line_extension_amount: amount(totals.netMinor),
      tax_exclusive_amount: amount(totals.netMinor),
      tax_inclusive_amount: amount(totals.totalMinor),
      payable_amount: amount(totals.totalMinor),
    },
    invoice_line: document.lines.map((line) => ({
      hsn_code: line.delivery ? 'DELIVERY' : 'GOODS',
      product_category: line.delivery ? 'Delivery' : 'Chemicals and raw materials',
      invoiced_quantity: line.quantity,
      line_extension_amount: amount(line.netMinor),
      item: { name: line.description, description: line.description },
      price: { price_amount: amount(line.unitPriceMinor), base_quantity: 1, price_unit: `${currency} per 1` },
    })),
  };
}

/** The service's reason for a refusal, as it words it. */
function refusalOf(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { public_message: said, details } = body.error;
  return [said, details].filter((part) => typeof part === 'string' && part).join(': ') || null;
}

export function createMbs(settings: MbsSettings): EInvoicing {
  const http = providerHttp({
    provider: 'MBS',
    baseUrl: settings.baseUrl,
    timeoutMs: settings.timeoutMs ?? 20_000,
    headers: { 'x-api-key': settings.apiKey, 'x-api-secret': settings.apiSecret },
  });

  async function post(path: string, body: unknown) {
    const answer = await http({ method: 'POST', path, body });
    if (answer.ok) return answer.body;
    const refusal = refusalOf(answer.body);
    // A 4xx with a reason is the service's word on the invoice; anything else is an outage.
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 429 && refusal)
      throw new ClearanceRefused(refusal);
    throw new ProviderError('MBS', `MBS POST ${path} answered ${answer.status}${refusal ? `: ${refusal}` : ''}`, answer.status);
  }

  /** The QR code's content and the stamp: the IRN with a timestamp and the certificate, encrypted with the service's key. */
  function stampOf(irn: string, at: Date): string | null {
    if (!settings.publicKey || !settings.certificate) return null;
    const message = JSON.stringify({ irn: `${irn}.${Math.floor(at.getTime() / 1000)}`, certificate: settings.certificate });
    return publicEncrypt({ key: settings.publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(message)).toString('base64');
  }

  return {
    async clear(document): Promise<Clearance> {
      const irn = irnOf(document, settings.serviceId);
      const invoice = mbsInvoice(document, settings.businessId, irn);
      await post('/api/v1/invoice/validate', invoice);
      const signed = await post('/api/v1/invoice/sign', invoice);
      const data = isRecord(signed) && isRecord(signed.data) ? signed.data : {};
      const given = (key: string) => (typeof data[key] === 'string' && data[key] ? (data[key] as string) : null);
      const stamp = given('csid') ?? given('cryptographic_stamp') ?? stampOf(irn, new Date(document.issuedAt));
      if (!stamp)
        throw new ProviderError(
          'MBS',
          'MBS signed the invoice but no stamp could be made: set EINVOICE_PUBLIC_KEY and EINVOICE_CERTIFICATE',
          200,
        );
      return { irn, qrPayload: given('qr_code') ?? stamp, stamp };
    },
  };
}
