/**
 * Trade documents as the buyer's and the seller's pages fetch them (docs/decisions/035): the list,
 * one document's PDF or UBL, and a period's ZIP. The gateway makes every file; the browser only
 * saves what it answers (with the bearer token, so not plain links).
 */
import type { DocumentKind } from '../../../contracts/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { saveBlob } from '../data/save-blob.ts';

export type DocumentSide = 'buyer' | 'seller';

export const DOCUMENTS_BASE: Record<DocumentSide, string> = {
  buyer: '/v1/procurement/documents',
  seller: '/v1/storefront/documents',
};

/** Saves a document as PDF or UBL XML, named by its number. */
export async function downloadDocument(side: DocumentSide, id: string, number: string, format: 'pdf' | 'ubl'): Promise<void> {
  const blob = await api<Blob>(`${DOCUMENTS_BASE[side]}/${encodeURIComponent(id)}/${format}`, { responseType: 'blob' as never });
  saveBlob(blob, `${number.replace(/[^A-Za-z0-9._-]/g, '_')}.${format === 'pdf' ? 'pdf' : 'xml'}`);
}

/** Saves every document of a period (market days, both included), of one kind or all, as one ZIP. */
export async function downloadDocumentsZip(side: DocumentSide, from: string, to: string, kind: DocumentKind | null): Promise<void> {
  const query = { From: from, To: to, ...(kind ? { Kind: kind } : {}) };
  const blob = await api<Blob>(`${DOCUMENTS_BASE[side]}/export.zip`, { query, responseType: 'blob' as never });
  saveBlob(blob, `documents-${from}-to-${to}.zip`);
}
