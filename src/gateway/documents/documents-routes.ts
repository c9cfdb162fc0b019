/**
 * Trade documents (docs/decisions/035-trade-documents.md) and dangerous goods transport documents
 * (038-dangerous-goods.md): the buyer's (`/v1/procurement/documents`, the `buy` permission, as its
 * orders) and the seller's (`/v1/storefront/documents`, the `sell` permission): a list with filters,
 * one document with its clearance, its PDF, its UBL, and a ZIP of a period; and every document for
 * the platform's operators (`/v1/operations/documents`: the list, one, its PDF and UBL). Another
 * side's document answers 404.
 */
import { documentIdParams, documentsExportQuery, documentsQuery, documentSummary } from '../../contracts/documents.ts';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf } from '../../contracts/paging.ts';
import { type Access, currentMember } from '../platform/http/access.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Documents, DocumentSide } from './documents.ts';
import { documentsZip } from './export-zip.ts';

const attachment = (filename: string) => `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

export const documentsRoutes: Routes<{ documents: Documents }> = async (app, { services }) => {
  const { documents } = services;
  const sides: [DocumentSide, string, string, Access][] = [
    ['buyer', '/v1/procurement/documents', 'Documents (buyer)', { permission: 'buy' }],
    ['seller', '/v1/storefront/documents', 'Documents (seller)', { permission: 'sell' }],
    ['operator', '/v1/operations/documents', 'Operations', 'operator'],
  ];
  const KINDS: Record<DocumentSide, string> = {
    buyer: 'Tax invoices, receipts, credit notes and dangerous goods transport documents',
    seller: 'Tax invoices, receipts, credit notes, commission invoices and dangerous goods transport documents',
    operator: 'Every document issued',
  };
  for (const [side, path, tag, access] of sides) {
    const tags = [tag];
    const config = { access };
    const whose = side === 'buyer' ? "your orders' and your company's" : side === 'seller' ? "your storefront's" : 'all';

    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: `${KINDS[side]} of ${whose} orders, newest first; Kind, From/To (market days), OrderId and Search (a document or order number) filter`,
          querystring: documentsQuery,
          response: { 200: pagedEnvelope(documentSummary) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { items, total } = await documents.list(currentMember(request), side, {
          ...page,
          kind: request.query.Kind,
          from: request.query.From,
          to: request.query.To,
          orderId: request.query.OrderId,
          search: request.query.Search,
        });
        return paged(items, total, page);
      },
    );

    // A period's ZIP is for a company's books; operators look documents up one by one.
    if (side !== 'operator')
      app.get(
        `${path}/export.zip`,
        {
          config,
          schema: {
            tags,
            summary: `Every document of ${whose} orders issued From–To (market days; none when To is before From), at most 2000, as PDF and UBL in one ZIP`,
            querystring: documentsExportQuery,
          },
        },
        async (request, reply) => {
          const { From: from, To: to, Kind: kind } = request.query;
          const rows = await documents.forExport(currentMember(request), side, { from, to, kind });
          return reply
            .header('content-type', 'application/zip')
            .header('content-disposition', attachment(`documents-${from}-to-${to}.zip`))
            .send(documentsZip(rows, documents.pdfOf));
        },
      );

    app.get(
      `${path}/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'One document, with its e-invoice clearance',
          params: documentIdParams,
          response: { 200: envelope(documentSummary) },
        },
      },
      async (request) => ok(await documents.get(currentMember(request), side, request.params.id)),
    );

    app.get(
      `${path}/:id/pdf`,
      { config, schema: { tags, summary: 'The document as PDF (A4)', params: documentIdParams } },
      async (request, reply) => {
        const { filename, bytes } = await documents.pdf(currentMember(request), side, request.params.id);
        return reply.header('content-type', 'application/pdf').header('content-disposition', attachment(filename)).send(bytes);
      },
    );

    app.get(
      `${path}/:id/ubl`,
      {
        config,
        schema: {
          tags,
          summary:
            'The invoice or credit note as UBL 2.1 XML (EN 16931, Peppol BIS Billing 3.0); a receipt or a transport document has none',
          params: documentIdParams,
        },
      },
      async (request, reply) => {
        const { filename, xml } = await documents.ubl(currentMember(request), side, request.params.id);
        return reply.header('content-type', 'application/xml; charset=utf-8').header('content-disposition', attachment(filename)).send(xml);
      },
    );
  }
};
