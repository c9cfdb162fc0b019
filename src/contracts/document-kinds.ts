/**
 * The kinds of trade documents, without the schemas: documents.ts builds its schemas from them and
 * re-exports them, and the documents list reads them from here without loading zod.
 */
export const documentKinds = ['tax-invoice', 'receipt', 'credit-note', 'commission-invoice', 'transport-document'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** How each kind is titled on paper. */
export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  'tax-invoice': 'Tax invoice',
  receipt: 'Receipt',
  'credit-note': 'Credit note',
  'commission-invoice': 'Commission invoice',
  'transport-document': 'Dangerous goods transport document',
};

/** Invoices and credit notes have a UBL form; a receipt and a transport document do not. */
export const hasUbl = (kind: DocumentKind) => kind !== 'receipt' && kind !== 'transport-document';
