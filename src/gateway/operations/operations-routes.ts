/**
 * The operations console (beyond the spec): platform operators' queues, the read-only ledger and
 * the audit log. Every route needs the `operator` access: a platform operator, not a company role.
 */
import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import {
  answerProductRequestBody,
  approveBody,
  auditEntry,
  auditQuery,
  beneficiaryReviewItem,
  ledgerView,
  operationsSummary,
  payoutReviewItem,
  productRequestReviewItem,
  queueQuery,
  rejectBody,
  verificationReviewItem,
} from '../../contracts/operations.ts';
import { transportDeviationItem } from '../../contracts/dangerous-goods.ts';
import { messageReportItem } from '../../contracts/conversations.ts';
import { claim, claimDecisionBody, claimQueueQuery } from '../../contracts/claims.ts';
import { pageOf, pagingQuery } from '../../contracts/paging.ts';
import { financingReviewItem, offerBody } from '../../contracts/financing.ts';
import { currentMember } from '../platform/http/access.ts';
import { sendPrivateFile } from '../platform/http/private-file.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { Operations } from './operations.ts';
import type { Uploads } from '../platform/files/uploads.ts';

export const operationsRoutes: Routes<{ operations: Operations; uploads: Uploads }> = async (app, { services }) => {
  const tags = ['Operations'];
  const config = { access: 'operator' as const };
  const { operations } = services;
  const idParams = z.object({ id: z.uuid({ error: 'is not an id we gave' }) });

  app.get(
    '/v1/operations/summary',
    {
      config,
      schema: {
        tags,
        summary: 'Items waiting in each queue, and the ledger’s invariant check',
        response: { 200: envelope(operationsSummary) },
      },
    },
    async () => ok(await operations.summary()),
  );

  /** A queue: its list, and approve / reject for each item. */
  function queue<T extends z.ZodType>(
    path: string,
    what: string,
    item: T,
    list: (state: 'waiting' | 'decided', page: { pageNumber: number; pageSize: number }) => Promise<{ items: z.infer<T>[]; total: number }>,
    decide: (
      operatorId: string,
      id: string,
      decision: { approve: true; note?: string | undefined } | { approve: false; reason: string },
    ) => Promise<void>,
  ) {
    app.get(
      `/v1/operations/${path}`,
      {
        config,
        schema: {
          tags,
          summary: `${what}: waiting (oldest first) or decided`,
          querystring: queueQuery,
          response: { 200: pagedEnvelope(item) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { items, total } = await list(request.query.state, page);
        return paged(items, total, page);
      },
    );
    app.post(
      `/v1/operations/${path}/:id/approve`,
      {
        config,
        schema: {
          tags,
          summary: `Approve one of the ${what.toLowerCase()} (audited)`,
          params: idParams,
          body: approveBody,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await decide(currentMember(request).userId, request.params.id, { approve: true, note: request.body.note });
        return ok(null, 'Approved.');
      },
    );
    app.post(
      `/v1/operations/${path}/:id/reject`,
      {
        config,
        schema: {
          tags,
          summary: `Reject one of the ${what.toLowerCase()} with a reason the customer reads (audited)`,
          params: idParams,
          body: rejectBody,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await decide(currentMember(request).userId, request.params.id, { approve: false, reason: request.body.reason });
        return ok(null, 'Rejected.');
      },
    );
  }

  queue('verifications', 'Business verifications', verificationReviewItem, operations.verifications, operations.decideVerification);
  queue(
    'beneficiaries',
    'Bank accounts whose name did not match',
    beneficiaryReviewItem,
    operations.beneficiaries,
    operations.decideBeneficiary,
  );
  queue('payouts', 'Payouts above the approval threshold', payoutReviewItem, operations.payouts, operations.decidePayout);
  // Approve upholds a report (the message is removed), reject dismisses it; the reporter is told either way.
  queue('message-reports', 'Reported messages', messageReportItem, operations.messageReports, operations.decideMessageReport);

  app.get(
    '/v1/operations/financing',
    {
      config,
      schema: {
        tags,
        summary: 'Financing requests: waiting for review, an offer or disbursement (oldest first), or decided',
        querystring: queueQuery,
        response: { 200: pagedEnvelope(financingReviewItem) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await operations.financing(request.query.state, page);
      return paged(items, total, page);
    },
  );

  /** The operator's moves on a financing request, each audited. */
  const financingMove = <B extends z.ZodType>(
    action: string,
    summary: string,
    body: B,
    run: (operatorId: string, id: string, body: z.output<B>) => Promise<void>,
    done: string,
  ) =>
    app.post(
      `/v1/operations/financing/:id/${action}`,
      { config, schema: { tags, summary, params: idParams, body, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await run(currentMember(request).userId, request.params.id, request.body as z.output<B>);
        return ok(null, done);
      },
    );
  const nothing = z.object({}).optional();
  financingMove(
    'review',
    'Take a submitted request into review (audited)',
    nothing,
    (op, id) => operations.actOnFinancing(op, id, { kind: 'review' }),
    'In review.',
  );
  financingMove(
    'offer',
    'Make an offer: amount, tenor, rate, fee, expiry (audited)',
    offerBody,
    (op, id, offer) => operations.actOnFinancing(op, id, { kind: 'offer', offer }),
    'Offer sent.',
  );
  financingMove(
    'decline',
    'Decline with a reason the company reads (audited)',
    rejectBody,
    (op, id, body) => operations.actOnFinancing(op, id, { kind: 'decline', reason: body.reason }),
    'Declined.',
  );
  financingMove(
    'disburse',
    'Pay an accepted import or manufacturing financing into the company’s wallet (audited)',
    nothing,
    (op, id) => operations.actOnFinancing(op, id, { kind: 'disburse' }),
    'Disbursed.',
  );

  // Claims: the queue of those waiting for an operator (or all), one claim, joining its conversation, the decision.
  {
    const one = { 200: envelope(claim) };
    app.get(
      '/v1/operations/claims',
      {
        config,
        schema: {
          tags,
          summary: 'Claims the seller left unsettled past their time (oldest first), or every claim (newest first)',
          querystring: claimQueueQuery,
          response: { 200: pagedEnvelope(claim) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { items, total } = await operations.claims(currentMember(request).userId, request.query.state, page);
        return paged(items, total, page);
      },
    );
    app.get(
      '/v1/operations/claims/:id',
      { config, schema: { tags, summary: 'One claim, with its steps and evidence', params: idParams, response: one } },
      async (request) => ok(await operations.claim(currentMember(request).userId, request.params.id)),
    );
    app.post(
      '/v1/operations/claims/:id/join',
      {
        config,
        schema: {
          tags,
          summary: 'Join an open claim’s conversation with the buyer and the seller (audited)',
          params: idParams,
          response: one,
        },
      },
      async (request) =>
        ok(await operations.actOnClaim(currentMember(request).userId, request.params.id, { kind: 'join' }), 'You joined the conversation.'),
    );
    app.post(
      '/v1/operations/claims/:id/decide',
      {
        config,
        schema: {
          tags,
          summary:
            'Decide a claim waiting for an operator: refund packages and/or delivery, or none; the rest of the order is paid to the seller (audited)',
          params: idParams,
          body: claimDecisionBody,
          response: one,
        },
      },
      async (request) =>
        ok(
          await operations.actOnClaim(currentMember(request).userId, request.params.id, { kind: 'decide', decision: request.body }),
          'Claim decided.',
        ),
    );
  }

  app.get(
    '/v1/operations/product-requests',
    {
      config,
      schema: {
        tags,
        summary: 'Buyers’ requests for products not listed: open (oldest first) or closed',
        querystring: queueQuery,
        response: { 200: pagedEnvelope(productRequestReviewItem) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await operations.productRequests(request.query.state, page);
      return paged(items, total, page);
    },
  );

  app.post(
    '/v1/operations/product-requests/:id/answer',
    {
      config,
      schema: {
        tags,
        summary: 'Answer a product request (the buyer is told) and mark it sourcing or closed (audited)',
        params: idParams,
        body: answerProductRequestBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await operations.answerProductRequest(currentMember(request).userId, request.params.id, request.body);
      return ok(null, 'Answer sent.');
    },
  );

  app.get(
    '/v1/operations/transport-deviations',
    {
      config,
      schema: {
        tags,
        summary: 'Sellers’ transport classifications that differ from the reference list, with their reasons (newest first)',
        querystring: pagingQuery,
        response: { 200: pagedEnvelope(transportDeviationItem) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await operations.transportDeviations(page);
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/operations/ledger',
    {
      config,
      schema: {
        tags,
        summary: 'The ledger, read-only: the invariant check, platform accounts and the newest transfers',
        response: { 200: envelope(ledgerView) },
      },
    },
    async () => ok(await operations.ledger()),
  );

  app.get(
    '/v1/operations/audit',
    {
      config,
      schema: {
        tags,
        summary: 'The audit log of operator actions, newest first',
        querystring: auditQuery,
        response: { 200: pagedEnvelope(auditEntry) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await operations.audit({ ...page, subjectId: request.query.subjectId });
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/operations/files/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A verification or financing document (private: operators and, for financing, the company download it)',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const { row, bytes } = await services.uploads.get(request.params.id, { privateToo: true });
      return sendPrivateFile(reply, row, bytes);
    },
  );
};
