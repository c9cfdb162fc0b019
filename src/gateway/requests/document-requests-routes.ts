/**
 * Spec §7 "document requests": a buyer asks a storefront for a document about a listed product
 * (TDS, SDS, CoA or another); the seller fulfils it with a PDF or declines; the buyer may withdraw
 * it until the seller acts. Buyer calls need `buy`, seller calls `sell` and a storefront; another
 * side's request answers 404, a step its status forbids 409. Every step tells the other side.
 */
import { envelope } from '../../contracts/envelope.ts';
import {
  documentRequest,
  documentRequestBody,
  documentsQuery,
  fulfilDocumentBody,
  noteBody,
  requestIdParams,
} from '../../contracts/requests.ts';
import { ok } from '../platform/http/reply.ts';
import { buy, callerOf, registerRequestRoutes, sell } from './request-routes.ts';
import type { Routes } from '../platform/http/module.ts';
import type { DocumentRequests } from './document-requests.ts';

export const documentRequestsRoutes: Routes<{ documentRequests: DocumentRequests }> = async (app, { services }) => {
  const tags = ['Document requests'];
  const documents = services.documentRequests;
  app.post(
    '/v1/documentrequest/new',
    {
      config: buy,
      schema: {
        tags,
        summary: "Ask the product's storefront for a document (TDS, SDS, CoA or another)",
        body: documentRequestBody,
        response: { 200: envelope(documentRequest) },
      },
    },
    async (request) => ok(await documents.request(callerOf(request), request.body), 'Your document request was sent to the seller.'),
  );
  registerRequestRoutes(app, {
    prefix: '/v1/documentrequest',
    tag: 'Document requests',
    noun: 'document request',
    service: documents,
    item: documentRequest,
    query: documentsQuery,
  });
  app.post(
    '/v1/documentrequest/fulfil/:id',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Fulfil a document request with a PDF uploaded through POST /v1/fileupload/document',
        params: requestIdParams,
        body: fulfilDocumentBody,
        response: { 200: envelope(documentRequest) },
      },
    },
    async (request) => ok(await documents.fulfil(callerOf(request), request.params.id, request.body), 'Document sent to the buyer.'),
  );
  app.post(
    '/v1/documentrequest/decline/:id',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Decline a document request, with an optional note',
        params: requestIdParams,
        body: noteBody.optional(),
        response: { 200: envelope(documentRequest) },
      },
    },
    async (request) =>
      ok(await documents.decline(callerOf(request), request.params.id, request.body?.note ?? ''), 'Document request declined.'),
  );
};
