/**
 * A document as PDF, drawn from its frozen content on request (never stored: the clearance's IRN
 * and QR code arrive after issue, and the content never changes, so the same bytes' meaning comes
 * back every time): both parties with their addresses and TINs, the lines, the VAT by rate, the
 * delivery, the totals, the payment's reference, a QR code and, once cleared, the IRN.
 */
import QRCode from 'qrcode';
import { DOCUMENT_TITLES, type DocumentContent, type DocumentParty } from '../../contracts/documents.ts';
import { columns, newPdf, note, type Pdf, pageHead, pageNumbers, pdfBytes, pdfMoney, rule, table } from '../platform/pdf/pdf-document.ts';

/** What the e-invoicing service said, as the PDF prints it. */
export interface PrintedClearance {
  state: 'pending' | 'cleared' | 'failed' | 'not-required';
  irn: string | null;
  qrPayload: string | null;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date(iso));

const percent = (bps: number) => `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : bps % 10 === 0 ? 1 : 2)}%`;

const CATEGORY_WORDS = { standard: 'Standard', 'zero-rated': 'Zero-rated', exempt: 'Exempt' } as const;

const PAYMENT_WORDS: Record<string, string> = {
  wallet: 'Wallet',
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  financing: 'Procurement financing',
};

function partyLines(party: DocumentParty): string[] {
  return [
    party.name,
    ...(party.legalName ? [party.legalName] : []),
    ...party.address,
    party.country,
    `TIN: ${party.tin ?? 'not given'}${party.vatRegistered ? ' (VAT registered)' : ''}`,
    ...(party.email ? [party.email] : []),
  ];
}

/** What the QR code holds before clearance: the document's own facts, so a phone reads who issued what, for how much. */
const ownQr = (c: DocumentContent) =>
  [
    c.marketplace,
    c.kind,
    c.number,
    c.issuer.tin ?? '',
    c.customer.tin ?? '',
    c.issuedAt.slice(0, 10),
    `${c.totals.totalMinor / 100} ${c.currency}`,
  ].join('|');

/** A QR code drawn as squares: sharp at any zoom, and no picture to encode. */
function drawQr(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fillColor('#000000').fill();
}

export async function documentPdf(content: DocumentContent, clearance: PrintedClearance): Promise<Buffer> {
  const title = DOCUMENT_TITLES[content.kind];
  const doc = newPdf(`${title} ${content.number}`, content.marketplace);
  const money = (minor: number) => pdfMoney(minor, content.currency);
  pageHead(doc, content.marketplace, title, [
    ['Number', content.number],
    ['Date', day(content.issuedAt)],
    ['Order', content.order.number],
    ...(content.corrects
      ? ([[content.kind === 'credit-note' ? 'Corrects invoice' : 'For invoice', content.corrects.number]] as [string, string][])
      : []),
    ...(clearance.irn ? ([['IRN', clearance.irn]] as [string, string][]) : []),
  ]);
  const issuerHeading = content.kind === 'receipt' ? 'Received by' : 'Seller';
  const customerHeading =
    content.kind === 'receipt' ? 'Received from' : content.kind === 'commission-invoice' ? 'Billed to (seller)' : 'Buyer';
  columns(doc, [
    { heading: content.kind === 'commission-invoice' ? 'From (platform)' : issuerHeading, lines: partyLines(content.issuer) },
    { heading: customerHeading, lines: partyLines(content.customer) },
  ]);

  if (content.kind === 'receipt') {
    table(
      doc,
      [
        { label: 'Description', share: 0.7 },
        { label: 'Amount', share: 0.3, align: 'right' },
      ],
      [...content.lines.map((l) => [l.description, money(l.netMinor)]), ['Total received', money(content.totals.totalMinor)]],
      { boldLast: true },
    );
  } else {
    table(
      doc,
      [
        { label: 'Description', share: 0.36 },
        { label: 'Qty', share: 0.07, align: 'right' },
        { label: 'Unit price', share: 0.15, align: 'right' },
        { label: 'VAT', share: 0.12, align: 'right' },
        { label: 'Net', share: 0.15, align: 'right' },
        { label: 'VAT amount', share: 0.15, align: 'right' },
      ],
      content.lines.map((l) => [
        l.description,
        String(l.quantity),
        money(l.unitPriceMinor),
        l.vatCategory === 'standard' ? percent(l.vatRateBps) : CATEGORY_WORDS[l.vatCategory],
        money(l.netMinor),
        money(l.vatMinor),
      ]),
    );
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#1f2933').text('VAT by rate');
    doc.y += 2;
    table(
      doc,
      [
        { label: 'Rate', share: 0.4 },
        { label: 'Taxable amount', share: 0.3, align: 'right' },
        { label: 'VAT', share: 0.3, align: 'right' },
      ],
      content.vatBreakdown.map((v) => [
        v.category === 'standard' ? `Standard ${percent(v.rateBps)}` : `${CATEGORY_WORDS[v.category]} 0%`,
        money(v.taxableMinor),
        money(v.vatMinor),
      ]),
    );
    const delivery = content.lines.find((l) => l.delivery);
    table(
      doc,
      [
        { label: 'Totals', share: 0.7 },
        { label: content.currency, share: 0.3, align: 'right' },
      ],
      [
        ['Goods, before VAT', money(content.totals.netMinor - (delivery?.netMinor ?? 0))],
        ['Delivery, before VAT', money(delivery?.netMinor ?? 0)],
        ['Total before VAT', money(content.totals.netMinor)],
        ['VAT', money(content.totals.vatMinor)],
        [content.kind === 'credit-note' ? 'Total credited' : 'Total', money(content.totals.totalMinor)],
      ],
      { boldLast: true },
    );
  }

  const payment = content.payment;
  const facts = [
    payment
      ? `Payment: ${PAYMENT_WORDS[payment.method] ?? payment.method}${payment.reference ? `, reference ${payment.reference}` : ''} (${payment.status}).`
      : null,
    content.note,
    clearance.state === 'cleared'
      ? `Cleared by the e-invoicing service: IRN ${clearance.irn}.`
      : clearance.state === 'pending'
        ? 'E-invoice clearance pending with the revenue service.'
        : clearance.state === 'failed'
          ? 'E-invoice clearance refused by the revenue service; being retried.'
          : null,
  ].filter((text): text is string => Boolean(text));
  const qrSize = 96;
  if (doc.y + qrSize + 20 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  drawQr(doc, clearance.qrPayload ?? ownQr(content), doc.page.width - doc.page.margins.right - qrSize, top, qrSize);
  doc.x = doc.page.margins.left;
  doc.y = top;
  for (const text of facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#1f2933')
      .text(text, doc.page.margins.left, doc.y, { width: doc.page.width - doc.page.margins.left - doc.page.margins.right - qrSize - 16 });
    doc.y += 4;
  }
  doc.y = Math.max(doc.y, top + qrSize + 8);
  rule(doc);
  note(
    doc,
    `Issued through ${content.marketplace} on behalf of ${content.issuer.legalName ?? content.issuer.name}. An issued document is never changed; a correction is a credit note.`,
  );
  pageNumbers(doc, `${title} ${content.number}`);
  return pdfBytes(doc);
}
