/**
 * Spec §7 "sample requests": a buyer asks a storefront for a sample of a listed product; the seller
 * approves, declines or ships it; the buyer may withdraw it until the seller acts. Buyer calls need
 * `buy`, seller calls `sell` and a storefront; another side's request answers 404, a step its
 * status forbids 409. Every step tells the other side (in-app and by email).
 */
import { envelope } from '../../contracts/envelope.ts';
import { noteBody, requestIdParams, sampleRequest, sampleRequestBody, samplesQuery, shipSampleBody } from '../../contracts/requests.ts';
import { ok } from '../platform/http/reply.ts';
import { buy, callerOf, registerRequestRoutes, sell } from './request-routes.ts';
import type { Routes } from '../platform/http/module.ts';
import type { SampleRequests } from './sample-requests.ts';

export const sampleRequestsRoutes: Routes<{ sampleRequests: SampleRequests }> = async (app, { services }) => {
  const tags = ['Sample requests'];
  const samples = services.sampleRequests;
  const optionalNote = noteBody.optional();
  app.post(
    '/v1/samplerequest/new',
    {
      config: buy,
      schema: {
        tags,
        summary: "Ask the product's storefront for a sample",
        body: sampleRequestBody,
        response: { 200: envelope(sampleRequest) },
      },
    },
    async (request) => ok(await samples.request(callerOf(request), request.body), 'Your sample request was sent to the seller.'),
  );
  registerRequestRoutes(app, {
    prefix: '/v1/samplerequest',
    tag: 'Sample requests',
    noun: 'sample request',
    service: samples,
    item: sampleRequest,
    query: samplesQuery,
  });
  app.post(
    '/v1/samplerequest/approve/:id',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Approve a pending sample request, with an optional note',
        params: requestIdParams,
        body: optionalNote,
        response: { 200: envelope(sampleRequest) },
      },
    },
    async (request) =>
      ok(await samples.decide(callerOf(request), request.params.id, 'approve', request.body?.note ?? ''), 'Sample approved.'),
  );
  app.post(
    '/v1/samplerequest/decline/:id',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Decline a sample request not shipped yet, with an optional note',
        params: requestIdParams,
        body: optionalNote,
        response: { 200: envelope(sampleRequest) },
      },
    },
    async (request) =>
      ok(await samples.decide(callerOf(request), request.params.id, 'decline', request.body?.note ?? ''), 'Sample request declined.'),
  );
  app.post(
    '/v1/samplerequest/ship/:id',
    {
      config: sell,
      schema: {
        tags,
        summary: 'Mark an approved sample shipped, with a tracking note',
        params: requestIdParams,
        body: shipSampleBody,
        response: { 200: envelope(sampleRequest) },
      },
    },
    async (request) =>
      ok(await samples.decide(callerOf(request), request.params.id, 'ship', request.body.trackingNote), 'Sample marked as shipped.'),
  );
};
