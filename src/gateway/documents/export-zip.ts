/**
 * A period's documents in one ZIP, streamed as it is made (fflate): each document's PDF, and its
 * UBL beside it, in a folder per kind. A file is rendered only when the one before it has been
 * handed on, so a long period holds one document in memory at a time.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { DocumentKind } from '../../contracts/documents.ts';
import type { documentClearances, issuedDocuments } from '../db/schema/documents.ts';
import { ublDocument } from './ubl.ts';

type Row = { document: typeof issuedDocuments.$inferSelect; clearance: typeof documentClearances.$inferSelect | null };

const FOLDERS: Record<DocumentKind, string> = {
  'tax-invoice': 'tax-invoices',
  receipt: 'receipts',
  'credit-note': 'credit-notes',
  'commission-invoice': 'commission-invoices',
  'transport-document': 'transport-documents',
};

export function documentsZip(rows: Row[], render: (row: Row) => Promise<Buffer>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const add = async (name: string, bytes: Uint8Array, compress: boolean) => {
    // PDFs are compressed already; XML shrinks well.
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(file);
    file.push(bytes, true);
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  (async () => {
    for (const row of rows) {
      const folder = FOLDERS[row.document.kind];
      await add(`${folder}/${row.document.number}.pdf`, await render(row), false);
      const xml = ublDocument(row.document.content);
      if (xml) await add(`${folder}/${row.document.number}.xml`, Buffer.from(xml, 'utf8'), true);
    }
    zip.end();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
