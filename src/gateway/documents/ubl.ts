/**
 * A tax invoice, commission invoice or credit note as UBL 2.1, in the shape of EN 16931 as Peppol
 * BIS Billing 3.0 profiles it (the customization and profile ids, VAT categories from UNCL 5305,
 * payment means from UNCL 4461, a credit note's reference to its invoice), written from the frozen
 * content. Written by hand rather than through a library: the document is small and fixed, and the
 * test validates every kind against the OASIS schemas with xmllint (docs/decisions/035-trade-documents.md).
 * A receipt is not an e-invoice and has no UBL form.
 */
import type { DocumentLine, DocumentParty, IssuedDocumentContent, VatCategory } from '../../contracts/documents.ts';
import { koboToDecimal } from '../../contracts/money.ts';

export const PEPPOL_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const NAMESPACES = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** UNCL 5305. */
const CATEGORY_CODES: Record<VatCategory, string> = { standard: 'S', 'zero-rated': 'Z', exempt: 'E' };
/** UNCL 4461: credit transfer, bank card, and "mutually defined" for a wallet or financing. */
const PAYMENT_MEANS: Record<string, string> = { 'bank-transfer': '30', card: '48', wallet: 'ZZZ', financing: 'ZZZ' };

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** An element with text, or nothing when the text is empty. */
const el = (name: string, text: string | number | null | undefined, attributes: Record<string, string> = {}) =>
  text === null || text === undefined || text === ''
    ? ''
    : `<${name}${Object.entries(attributes)
        .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
        .join('')}>${escapeXml(String(text))}</${name}>`;

/** An element holding others; nothing when they are all empty. */
const group = (name: string, ...children: string[]) => {
  const inner = children.join('');
  return inner ? `<${name}>${inner}</${name}>` : '';
};

const percentOf = (bps: number) => (bps / 100).toString();

function party(role: 'AccountingSupplierParty' | 'AccountingCustomerParty', p: DocumentParty): string {
  const legalName = p.legalName ?? p.name;
  return group(
    `cac:${role}`,
    group(
      'cac:Party',
      p.email ? el('cbc:EndpointID', p.email, { schemeID: 'EM' }) : '',
      group('cac:PartyName', el('cbc:Name', p.name)),
      group(
        'cac:PostalAddress',
        el('cbc:StreetName', p.address[0]),
        el('cbc:AdditionalStreetName', p.address.length > 2 ? p.address.slice(1, -1).join(', ') : ''),
        el('cbc:CityName', p.address.length > 1 ? p.address.at(-1) : ''),
        group('cac:Country', el('cbc:IdentificationCode', p.country)),
      ),
      p.tin && p.vatRegistered ? group('cac:PartyTaxScheme', el('cbc:CompanyID', p.tin), group('cac:TaxScheme', el('cbc:ID', 'VAT'))) : '',
      group('cac:PartyLegalEntity', el('cbc:RegistrationName', legalName), el('cbc:CompanyID', p.tin)),
      p.email || p.phone ? group('cac:Contact', el('cbc:Telephone', p.phone), el('cbc:ElectronicMail', p.email)) : '',
    ),
  );
}

const taxCategory = (name: string, category: VatCategory, rateBps: number) =>
  group(
    name,
    el('cbc:ID', CATEGORY_CODES[category]),
    el('cbc:Percent', percentOf(rateBps)),
    category === 'exempt' ? el('cbc:TaxExemptionReason', 'Exempt from VAT') : '',
    group('cac:TaxScheme', el('cbc:ID', 'VAT')),
  );

function line(kind: 'Invoice' | 'CreditNote', l: DocumentLine, index: number, currency: string): string {
  const amount = (minor: number) => el('cbc:LineExtensionAmount', koboToDecimal(minor), { currencyID: currency });
  return group(
    kind === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine',
    el('cbc:ID', String(index + 1)),
    el(kind === 'Invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity', String(l.quantity), { unitCode: l.delivery ? 'E48' : 'H87' }),
    amount(l.netMinor),
    group('cac:Item', el('cbc:Name', l.description), taxCategory('cac:ClassifiedTaxCategory', l.vatCategory, l.vatRateBps)),
    // The price of one: the net over the quantity (a credit note's lines may credit part of a line).
    group(
      'cac:Price',
      el('cbc:PriceAmount', koboToDecimal(l.quantity ? Math.round(l.netMinor / l.quantity) : l.netMinor), { currencyID: currency }),
    ),
  );
}

/** The document as UBL 2.1 XML; null for a receipt and a transport document. */
export function ublDocument(c: IssuedDocumentContent): string | null {
  if (c.kind === 'receipt' || c.kind === 'transport-document') return null;
  const kind = c.kind === 'credit-note' ? 'CreditNote' : 'Invoice';
  const money = (name: string, minor: number) => el(name, koboToDecimal(minor), { currencyID: c.currency });
  const body = [
    el('cbc:CustomizationID', PEPPOL_CUSTOMIZATION),
    el('cbc:ProfileID', PEPPOL_PROFILE),
    el('cbc:ID', c.number),
    el('cbc:IssueDate', c.issuedAt.slice(0, 10)),
    kind === 'Invoice' ? el('cbc:InvoiceTypeCode', '380') : el('cbc:CreditNoteTypeCode', '381'),
    el('cbc:Note', c.note),
    el('cbc:DocumentCurrencyCode', c.currency),
    el('cbc:BuyerReference', c.order.number),
    group('cac:OrderReference', el('cbc:ID', c.order.number)),
    c.corrects
      ? group(
          'cac:BillingReference',
          group('cac:InvoiceDocumentReference', el('cbc:ID', c.corrects.number), el('cbc:IssueDate', c.corrects.issuedAt.slice(0, 10))),
        )
      : '',
    party('AccountingSupplierParty', c.issuer),
    party('AccountingCustomerParty', c.customer),
    c.payment
      ? group(
          'cac:PaymentMeans',
          el('cbc:PaymentMeansCode', PAYMENT_MEANS[c.payment.method] ?? 'ZZZ'),
          el('cbc:PaymentID', c.payment.reference),
        )
      : '',
    group(
      'cac:TaxTotal',
      money('cbc:TaxAmount', c.totals.vatMinor),
      ...c.vatBreakdown.map((v) =>
        group(
          'cac:TaxSubtotal',
          money('cbc:TaxableAmount', v.taxableMinor),
          money('cbc:TaxAmount', v.vatMinor),
          taxCategory('cac:TaxCategory', v.category, v.rateBps),
        ),
      ),
    ),
    group(
      'cac:LegalMonetaryTotal',
      money('cbc:LineExtensionAmount', c.totals.netMinor),
      money('cbc:TaxExclusiveAmount', c.totals.netMinor),
      money('cbc:TaxInclusiveAmount', c.totals.totalMinor),
      money('cbc:PayableAmount', c.totals.totalMinor),
    ),
    ...c.lines.map((l, i) => line(kind, l, i, c.currency)),
  ].join('\n  ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<${kind} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${kind}-2" xmlns:cac="${NAMESPACES.cac}" xmlns:cbc="${NAMESPACES.cbc}">
  ${body}
</${kind}>
`;
}
