/**
 * The gateway's printed pages, on pdfkit (docs/decisions/035-trade-documents.md): an A4 page with
 * the marketplace's name at the head, a table that carries over to the next page with its header,
 * and amounts written with the currency's code ("NGN 1,250.50": the standard PDF fonts have no
 * naira sign, and a code reads the same to every accountant). Trade documents (documents/) and
 * the wallet's statement (wallet/) are drawn with it.
 */
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const PAGE_MARGIN = 48;
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Kobo → "NGN 1,250.50". */
export function pdfMoney(minor: number, currency = 'NGN'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(minor / 100).replace(/\u00a0/g, ' ');
}

/** A new A4 document; `title` is its metadata title too. */
export function newPdf(title: string, author: string): Pdf {
  return new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: title, Author: author, Producer: author },
    lang: 'en-NG',
    bufferPages: true,
  });
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The head of the first page: the marketplace's name on the left, the document's title and facts on the right. */
export function pageHead(doc: Pdf, marketplace: string, title: string, facts: [string, string][]): void {
  const top = doc.y;
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(marketplace, left, top, { width: width / 2 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('B2B marketplace for chemicals and raw materials', left, doc.y, { width: width / 2 });
  const afterName = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(title, left + width / 2, top, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const [label, value] of facts)
    doc.fillColor(INK).text(`${label}: ${value}`, left + width / 2, doc.y, { width: width / 2, align: 'right' });
  doc.y = Math.max(afterName, doc.y) + 12;
  rule(doc);
}

/** A thin line across the page, with a little room after it. */
export function rule(doc: Pdf): void {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 10;
}

/** Blocks side by side (the parties), each a bold heading and lines of text. */
export function columns(doc: Pdf, blocks: { heading: string; lines: string[] }[]): void {
  const top = doc.y;
  const left = doc.page.margins.left;
  const width = contentWidth(doc) / blocks.length;
  let bottom = top;
  blocks.forEach((block, index) => {
    const x = left + index * width;
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(MUTED)
      .text(block.heading.toUpperCase(), x, top, { width: width - 12 });
    doc.font('Helvetica').fontSize(9.5).fillColor(INK);
    block.lines.forEach((line, i) => {
      doc.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica').text(line, x, doc.y, { width: width - 12 });
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom + 12;
}

export interface Column {
  label: string;
  /** A share of the page's width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

/** A table with a header row, repeated on each new page it runs onto. */
export function table(doc: Pdf, cols: Column[], rows: string[][], options: { boldLast?: boolean } = {}): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const xs: number[] = [];
  for (let i = 0; i < cols.length; i++) xs.push(i === 0 ? left : xs[i - 1]! + cols[i - 1]!.share * width);
  const drawRow = (cells: string[], bold: boolean, head = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(head ? 8 : 9);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i]!.share * width - 8 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!head)
        drawRow(
          cols.map((c) => c.label),
          true,
          true,
        );
    }
    const y = doc.y;
    cells.forEach((cell, i) => {
      doc
        .fillColor(head ? MUTED : INK)
        .text(cell, xs[i]! + 4, y + 3, { width: cols[i]!.share * width - 8, align: cols[i]!.align ?? 'left' });
    });
    doc.y = y + height;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  };
  drawRow(
    cols.map((c) => c.label),
    true,
    true,
  );
  rows.forEach((row, i) => {
    drawRow(row, Boolean(options.boldLast) && i === rows.length - 1);
  });
  doc.x = left;
  doc.y += 10;
}

/** A short paragraph in the muted colour. */
export function note(doc: Pdf, text: string): void {
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.y += 6;
}

/** "Page 1 of 2" at the foot of every page. */
export function pageNumbers(doc: Pdf, footer: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - doc.page.margins.bottom + 16;
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`${footer} · Page ${i + 1} of ${count}`, doc.page.margins.left, bottom, {
        width: contentWidth(doc),
        align: 'center',
      });
    doc.page.margins.bottom = margin;
  }
}
