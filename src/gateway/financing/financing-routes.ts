/**
 * Financing (the spec's /financing and /finance areas; docs/decisions/018-financing.md): a
 * company's requests, drafts, submission, the offer accepted or declined, orders paid with the
 * line, early repayment, and the finance overview and statement. Everything needs the `finance`
 * permission (a company's owners, administrators and finance staff).
 */
import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import {
  acceptOfferBody,
  createFinancingBody,
  financeOverview,
  financingAmount,
  financingAmountQuery,
  financingDetail,
  financingEligibility,
  financingListQuery,
  financingSummary,
  payOrderBody,
  rejectOfferBody,
  repayBody,
  saveDraftBody,
} from '../../contracts/financing.ts';
import { formatMoney } from '../../contracts/money.ts';
import { pageOf } from '../../contracts/paging.ts';
import { currentMember } from '../platform/http/access.ts';
import { csvFile } from '../platform/http/csv.ts';
import { sendPrivateFile } from '../platform/http/private-file.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { FinancingService } from './financing.ts';
import type { Uploads } from '../platform/files/uploads.ts';

export const financingRoutes: Routes<{ financing: FinancingService; uploads: Uploads }> = async (app, { services }) => {
  const tags = ['Financing'];
  const config = { access: { permission: 'finance' as const } };
  const { financing } = services;
  const idParams = z.object({ id: z.string().max(64) });
  const detail = { 200: envelope(financingDetail) };

  app.get(
    '/v1/financing/eligibility',
    {
      config,
      schema: {
        tags,
        summary: 'Whether the company may ask for financing, its bounds, and its open request of each type',
        response: { 200: envelope(financingEligibility) },
      },
    },
    async (request) => ok(await financing.eligibility(currentMember(request))),
  );

  app.get(
    '/v1/financing/amount',
    {
      config,
      schema: {
        tags,
        summary: 'What a procurement request of the cart, a quote or an order would finance now, and why it could not be',
        querystring: financingAmountQuery,
        response: { 200: envelope(financingAmount) },
      },
    },
    async (request) => ok(await financing.amount(currentMember(request), request.query)),
  );

  app.get(
    '/v1/financing/requests',
    {
      config,
      schema: {
        tags,
        summary: 'The company’s financing requests, newest change first',
        querystring: financingListQuery,
        response: { 200: pagedEnvelope(financingSummary) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await financing.list(currentMember(request), { ...page, status: request.query.status });
      return paged(items, total, page);
    },
  );

  app.post(
    '/v1/financing/requests',
    { config, schema: { tags, summary: 'Start a draft (one open request per type)', body: createFinancingBody, response: detail } },
    async (request) => ok(await financing.create(currentMember(request), request.body.type), 'Draft started.'),
  );

  app.get(
    '/v1/financing/requests/:id',
    { config, schema: { tags, summary: 'A request: offer, schedule, timeline', params: idParams, response: detail } },
    async (request) => ok(await financing.get(currentMember(request), request.params.id)),
  );

  app.put(
    '/v1/financing/requests/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Save a draft as it is filled (checked in full on submission)',
        params: idParams,
        body: saveDraftBody,
        response: detail,
      },
    },
    async (request) => ok(await financing.saveDraft(currentMember(request), request.params.id, request.body), 'Saved.'),
  );

  app.delete(
    '/v1/financing/requests/:id',
    { config, schema: { tags, summary: 'Discard a draft', params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await financing.discard(currentMember(request), request.params.id);
      return ok(null, 'Draft discarded.');
    },
  );

  app.post(
    '/v1/financing/requests/:id/submit',
    { config, schema: { tags, summary: 'Submit a draft: every field checked, the amount priced', params: idParams, response: detail } },
    async (request) =>
      ok(await financing.submit(currentMember(request), request.params.id), 'Submitted. We review it within two working days.'),
  );

  app.post(
    '/v1/financing/requests/:id/accept',
    {
      config,
      schema: {
        tags,
        summary: 'Accept the offer with the wallet PIN and a one-time code (accept-financing)',
        params: idParams,
        body: acceptOfferBody,
        response: detail,
      },
    },
    async (request) => ok(await financing.accept(currentMember(request), request.params.id, request.body), 'Offer accepted.'),
  );

  app.post(
    '/v1/financing/requests/:id/reject-offer',
    { config, schema: { tags, summary: 'Decline the offer', params: idParams, body: rejectOfferBody, response: detail } },
    async (request) => ok(await financing.rejectOffer(currentMember(request), request.params.id, request.body.reason), 'Offer declined.'),
  );

  app.post(
    '/v1/financing/requests/:id/pay-order',
    {
      config,
      schema: {
        tags,
        summary: 'Pay an unpaid order of the company with the accepted procurement line (PIN)',
        params: idParams,
        body: payOrderBody,
        response: detail,
      },
    },
    async (request) =>
      ok(await financing.payOrder(currentMember(request), request.params.id, request.body), 'The order is paid by financing.'),
  );

  app.post(
    '/v1/financing/requests/:id/repay',
    {
      config,
      schema: {
        tags,
        summary: 'Repay early from the wallet: in full without an amount, or a part (PIN)',
        params: idParams,
        body: repayBody,
        response: detail,
      },
    },
    async (request) => {
      const after = await financing.repay(currentMember(request), request.params.id, request.body);
      return ok(after, after.status === 'repaid' ? 'Repaid in full.' : `Thank you: ${formatMoney(request.body.amount ?? 0)} repaid.`);
    },
  );

  app.get(
    '/v1/financing/requests/:id/files/:fileId',
    {
      config,
      schema: {
        tags,
        summary: 'A document the request names (private: the company’s finance people and operators only)',
        params: z.object({ id: z.string().max(64), fileId: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const fileId = await financing.namedFile(currentMember(request), request.params.id, request.params.fileId);
      const { row, bytes } = await services.uploads.get(fileId, { privateToo: true });
      return sendPrivateFile(reply, row, bytes);
    },
  );

  app.get(
    '/v1/financing/overview',
    {
      config,
      schema: {
        tags,
        summary: 'The finance page: wallet, credit line, owed, upcoming, history, repayments by month',
        response: { 200: envelope(financeOverview) },
      },
    },
    async (request) => ok(await financing.overview(currentMember(request))),
  );

  app.get(
    '/v1/financing/statement.csv',
    { config, schema: { tags, summary: 'The financing statement as CSV: disbursements, instalments, repayments' } },
    async (request, reply) => {
      const rows = await financing.statement(currentMember(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="financing-statement.csv"')
        .send(csvFile(['Date', 'Reference', 'Type', 'Entry', 'Amount (NGN)', 'Paid (NGN)', 'Status'], rows));
    },
  );
};
