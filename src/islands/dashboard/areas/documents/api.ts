/** The Documents pages' calls: a page of the side's documents with the filters the address holds. */
import type { DocumentKind, DocumentSummary } from '../../../../contracts/documents.ts';
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';
import { DOCUMENTS_BASE, type DocumentSide } from '../../../shared/commerce/trade-documents.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const DOCUMENTS_PAGE_SIZE = 20;

export interface DocumentsFilter {
  kind: DocumentKind | null;
  from: string | null;
  to: string | null;
  order: string | null;
  search: string | null;
  page: number;
}

export const documentsKey = (side: DocumentSide, filter: DocumentsFilter) => queryKey(`documents:${side}`, { ...filter });

export function fetchDocuments(side: DocumentSide, f: DocumentsFilter, signal: AbortSignal): Promise<PagedEnvelope<DocumentSummary>> {
  const query = {
    PageNumber: f.page,
    PageSize: DOCUMENTS_PAGE_SIZE,
    ...(f.kind ? { Kind: f.kind } : {}),
    ...(f.from ? { From: f.from } : {}),
    ...(f.to ? { To: f.to } : {}),
    ...(f.order ? { OrderId: f.order } : {}),
    ...(f.search ? { Search: f.search } : {}),
  };
  return api<PagedEnvelope<DocumentSummary>>(DOCUMENTS_BASE[side], { query, signal });
}
