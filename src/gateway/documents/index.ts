/**
 * Trade documents' public entry (docs/decisions/035-trade-documents.md): the issuer that implements
 * commerce's OrderDocuments port, the Documents list, the clearance by the e-invoicing service, an
 * order's documents for its answer, and a document's PDF by id (for the emails that carry it).
 */
export { type Clearances, createClearances } from './clearance.ts';
export type { PlatformParty } from './document-parties.ts';
export { createDocuments, type Documents, documentAttachments, documentsOfOrders, renderDocumentPdf } from './documents.ts';
export { createDocumentIssuer, type DocumentDeps } from './issue.ts';
export { documentsModule } from './module.ts';
export type { CommissionDetail, OrderDocuments, RefundDetail } from './ports.ts';
export { ublDocument } from './ubl.ts';
