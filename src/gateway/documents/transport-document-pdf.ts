/**
 * A dangerous goods transport document as PDF, drawn from its frozen content on request like the
 * trade documents (document-pdf.ts): consignor, consignee and delivery address; each dangerous line
 * in the order of UN Model Regulations 5.4.1.4.1 ("UN2031 NITRIC ACID, 8 (5.1), PG II") with its
 * packages, total quantity and the limited-quantity and marine-pollutant marks (5.4.1.5); the other
 * goods apart; the 24-hour emergency telephone; the shipper's declaration (5.4.1.6.1).
 */
import {
  DOCUMENT_TITLES,
  type DocumentParty,
  type TransportDocumentContent,
  type TransportDocumentLine,
} from '../../contracts/documents.ts';
import { columns, newPdf, note, pageHead, pageNumbers, pdfBytes, rule, table } from '../platform/pdf/pdf-document.ts';

/** Model Regulations 5.4.1.6.1: the declaration the consignor signs. */
export const SHIPPERS_DECLARATION =
  'I hereby declare that the contents of this consignment are fully and accurately described above by the proper shipping name, and are classified, packaged, marked and labelled/placarded, and are in all respects in proper condition for transport according to applicable international and national governmental regulations.';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date(iso));

/** "UN2031 NITRIC ACID, 8 (5.1), PG II": the description in the Model Regulations' order. */
export function dangerousGoodsDescription(line: TransportDocumentLine): string {
  const risks = line.subsidiaryRisks.length ? ` (${line.subsidiaryRisks.join(', ')})` : '';
  // A no-break space keeps "PG III" on one line.
  return `${line.unNumber} ${line.properShippingName}, ${line.hazardClass}${risks}${line.packingGroup ? `, PG\u00a0${line.packingGroup}` : ''}`;
}

/** The marks a line carries besides its description: limited or excepted quantity, marine pollutant. */
function marks(line: TransportDocumentLine): string {
  const words = [
    line.quantity === 'limited' ? 'Limited quantity (LTD QTY)' : null,
    line.quantity === 'excepted' ? 'Dangerous goods in excepted quantities' : null,
    line.marinePollutant ? 'MARINE POLLUTANT / environmentally hazardous' : null,
  ].filter(Boolean);
  return words.length ? words.join('; ') : '-';
}

const quantityOf = (line: TransportDocumentLine) =>
  `${new Intl.NumberFormat('en-NG', { maximumFractionDigits: 3 }).format(line.netQuantity)} ${line.unit}`;

const partyLines = (party: DocumentParty) => [
  party.name,
  ...(party.legalName ? [party.legalName] : []),
  ...party.address,
  party.country,
  ...(party.phone ? [`Tel. ${party.phone}`] : []),
  ...(party.email ? [party.email] : []),
];

/** The emergency telephone, or what to do when the consignor gave none (the document is issued all the same). */
export function emergencyText(content: Pick<TransportDocumentContent, 'emergencyPhone' | 'consignorPhone'>): string {
  if (content.emergencyPhone) return `Emergency telephone (24 hours): ${content.emergencyPhone}`;
  const consignor = content.consignorPhone ? ` and the consignor on ${content.consignorPhone}` : '';
  return `Emergency telephone (24 hours): not given by the consignor. In an emergency call the emergency services${consignor}.`;
}

export async function transportDocumentPdf(content: TransportDocumentContent): Promise<Buffer> {
  const title = DOCUMENT_TITLES[content.kind];
  const doc = newPdf(`${title} ${content.number}`, content.marketplace);
  pageHead(doc, content.marketplace, title, [
    ['Number', content.number],
    ['Date', day(content.issuedAt)],
    ['Order', content.order.number],
  ]);
  columns(doc, [
    { heading: 'Consignor (seller)', lines: partyLines(content.issuer) },
    { heading: 'Consignee (buyer)', lines: partyLines(content.customer) },
    { heading: 'Deliver to', lines: content.deliverTo },
  ]);
  if (content.trackingNote) note(doc, `Carrier and waybill, as the consignor gave them: ${content.trackingNote}`);

  doc.font('Helvetica-Bold').fontSize(10).fillColor('#b42318').text(emergencyText(content));
  doc.y += 8;

  doc.font('Helvetica-Bold').fontSize(9).fillColor('#1f2933').text('Dangerous goods');
  doc.y += 2;
  table(
    doc,
    [
      { label: 'UN number, proper shipping name, class (subsidiary risks), packing group', share: 0.42 },
      { label: 'Number and kind of packages', share: 0.2 },
      { label: 'Total quantity (net)', share: 0.13, align: 'right' },
      { label: 'Quantity provisions and marks', share: 0.25 },
    ],
    content.goods.map((line) => [dangerousGoodsDescription(line), `${line.packages} × ${line.packageKind}`, quantityOf(line), marks(line)]),
  );

  if (content.otherGoods.length) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#1f2933').text('Other goods in this consignment (not dangerous goods)');
    doc.y += 2;
    table(
      doc,
      [
        { label: 'Goods', share: 0.55 },
        { label: 'Packages', share: 0.15, align: 'right' },
        { label: 'Transport classification', share: 0.3 },
      ],
      content.otherGoods.map((line) => [
        line.description,
        String(line.packages),
        line.status === 'not-dangerous' ? 'Not dangerous for transport' : 'Not stated by the consignor',
      ]),
    );
  }

  doc.font('Helvetica-Bold').fontSize(9).fillColor('#1f2933').text("Shipper's declaration");
  doc.y += 2;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(SHIPPERS_DECLARATION, { width: doc.page.width - doc.page.margins.left - doc.page.margins.right });
  doc.y += 10;
  doc.text(`Consignor: ${content.issuer.legalName ?? content.issuer.name}`);
  doc.text('Name and signature: ______________________________   Place and date: ______________________');
  doc.y += 12;
  rule(doc);
  note(
    doc,
    `Classifications as the consignor stated them when the order was placed, checked against ${content.source}. Issued through ${content.marketplace} on behalf of the consignor; an issued document is never changed.`,
  );
  pageNumbers(doc, `${title} ${content.number}`);
  return pdfBytes(doc);
}
