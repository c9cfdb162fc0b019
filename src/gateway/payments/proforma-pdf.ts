/**
 * A bank-transfer purchase's proforma invoice as PDF, for the email of its placed orders: the
 * account to pay into, each order with its lines, VAT, delivery and the reference to quote, what is
 * due and by when. Drawn with the gateway's page kit (platform/pdf); rendered when the email is sent
 * (platform/mail/mailer.ts), from the purchase as it stands then.
 */
import { type BankDetails, type ProformaInvoice, proformaOfRef } from '../../contracts/payments.ts';
import { ratePercent } from '../../contracts/tax.ts';
import type { Db } from '../db/client.ts';
import type { AttachmentSource } from '../platform/mail/mailer.ts';
import { MARKETPLACE_NAME } from '../platform/marketplace.ts';
import { columns, newPdf, note, pageHead, pageNumbers, pdfBytes, pdfMoney, table } from '../platform/pdf/pdf-document.ts';
import { DEMO_BANK_DETAILS } from './payments.ts';
import { proformaInvoice } from './proforma-invoice.ts';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date(iso));

export async function proformaPdf(proforma: ProformaInvoice): Promise<Buffer> {
  const money = (minor: number) => pdfMoney(minor, proforma.currency);
  const doc = newPdf(`Proforma invoice ${proforma.orders.map((o) => o.number).join(', ')}`, MARKETPLACE_NAME);
  pageHead(doc, MARKETPLACE_NAME, 'Proforma invoice', [
    ['Orders', proforma.orders.map((o) => o.number).join(', ')],
    ['Issued', day(proforma.issuedAt)],
    ['Pay by', day(proforma.dueAt)],
  ]);
  const a = proforma.shippingAddress;
  columns(doc, [
    {
      heading: 'Bill to',
      lines: [proforma.buyer.companyName ?? proforma.buyer.name, proforma.buyer.email, a.line1, `${a.city}, ${a.state}`],
    },
    {
      heading: 'Pay by bank transfer into',
      lines: [proforma.bank.accountName, proforma.bank.bankName, `Account ${proforma.bank.accountNumber}`],
    },
  ]);
  for (const order of proforma.orders) {
    note(doc, `Order ${order.number} from ${order.supplier.name}: quote ${order.paymentReference} with the transfer.`);
    const vat = (bps: number, minor: number) => `${ratePercent(bps)} ${money(minor)}`;
    table(
      doc,
      [
        { label: 'Product', share: 0.46 },
        { label: 'Qty', share: 0.1, align: 'right' },
        { label: 'VAT', share: 0.22, align: 'right' },
        { label: 'Amount', share: 0.22, align: 'right' },
      ],
      [
        ...order.lines.map((l) => [
          `${l.productName}, ${l.packageLabel}`,
          String(l.quantity),
          vat(l.vatRateBps, l.vatMinor),
          money(l.lineTotalMinor),
        ]),
        ...(order.deliveryMinor || order.deliveryLabel
          ? [
              [
                `Delivery${order.deliveryLabel ? `: ${order.deliveryLabel}` : ''}`,
                '',
                money(order.deliveryVatMinor),
                money(order.deliveryMinor),
              ],
            ]
          : []),
        [
          `Total of ${order.number}${order.status === 'cancelled' ? ' (cancelled)' : order.paymentStatus !== 'unpaid' ? ' (paid)' : ''}`,
          '',
          '',
          money(order.totalMinor),
        ],
      ],
      { boldLast: true },
    );
  }
  note(
    doc,
    `Still to pay: ${money(proforma.amountDueMinor)} of ${money(proforma.totalMinor)}. Transfer each order's total quoting its number, so it is matched to the order.`,
  );
  note(doc, 'This is not a tax invoice: the seller issues that when the order is accepted or paid.');
  pageNumbers(doc, `${MARKETPLACE_NAME} · Proforma invoice`);
  return pdfBytes(doc);
}

/**
 * The emails' attachment source for proformas (registry.ts wires it beside the trade documents'):
 * `proforma` names a purchase (its checkout id) or an order placed outside checkout (`order:` and
 * its id, `proformaRef`); null when there is none.
 */
export function proformaAttachments(db: Db, bank: BankDetails = DEMO_BANK_DETAILS): AttachmentSource {
  return async (attachment) => {
    if (attachment.source !== 'proforma') return null;
    const proforma = await proformaInvoice(db, bank, null, proformaOfRef(attachment.ref)).catch(() => null);
    return proforma ? { filename: attachment.filename, contentType: 'application/pdf', content: await proformaPdf(proforma) } : null;
  };
}
