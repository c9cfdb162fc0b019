/**
 * Claims over HTTP (docs/decisions/042-claims-and-settlement-window.md). Buyer routes need `buy`,
 * storefront routes `sell` and a storefront; a claim or order not on the caller's side answers 404,
 * a step its state forbids 409 (a claim after the window, on a settled order, a second one). The
 * operator's routes are the console's (operations/operations-routes.ts).
 */
import { z } from 'zod';
import { claim, claimIdParams, claimRefundBody, claimsQuery, openClaimBody } from '../../contracts/claims.ts';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf } from '../../contracts/paging.ts';
import { optionalText } from '../../contracts/text-fields.ts';
import { currentMember } from '../platform/http/access.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Claims } from './claims.ts';

const buy = { access: { permission: 'buy' as const } };
const sell = { access: { permission: 'sell' as const } };
const withdrawBody = z.object({ reason: optionalText(500) });

export const claimsRoutes: Routes<{ claims: Claims }> = async (app, { services }) => {
  const { claims } = services;
  const one = { 200: envelope(claim) };

  {
    const tags = ['Claims (buyer)'];
    app.post(
      '/v1/claims',
      {
        config: buy,
        schema: {
          tags,
          summary:
            'Open a quality or quantity claim on a delivered order within its claim window, with evidence files you uploaded: the seller stays unpaid until it ends',
          body: openClaimBody,
          response: one,
        },
      },
      async (request) => ok(await claims.open(currentMember(request), request.body), 'Claim opened. The seller has been told.'),
    );
    app.get(
      '/v1/claims/get-all',
      {
        config: buy,
        schema: {
          tags,
          summary: 'Your claims (and your company’s), newest first',
          querystring: claimsQuery,
          response: { 200: pagedEnvelope(claim) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { items, total } = await claims.listForBuyer(currentMember(request), { ...page, status: request.query.Status });
        return paged(items, total, page);
      },
    );
    app.get(
      '/v1/claims/get/:id',
      { config: buy, schema: { tags, summary: 'One of your claims, with its steps', params: claimIdParams, response: one } },
      async (request) => ok(await claims.getForBuyer(currentMember(request), request.params.id)),
    );
    app.post(
      '/v1/claims/withdraw/:id',
      {
        config: buy,
        schema: {
          tags,
          summary: 'Withdraw an open claim: the order is paid to the seller at once',
          params: claimIdParams,
          body: withdrawBody,
          response: one,
        },
      },
      async (request) => ok(await claims.withdraw(currentMember(request), request.params.id, request.body.reason), 'Claim withdrawn.'),
    );
  }

  {
    const tags = ['Claims (seller)'];
    app.get(
      '/v1/claims/received',
      {
        config: sell,
        schema: {
          tags,
          summary: 'Claims on your storefront’s orders, newest first',
          querystring: claimsQuery,
          response: { 200: pagedEnvelope(claim) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { items, total } = await claims.listForSeller(currentMember(request), { ...page, status: request.query.Status });
        return paged(items, total, page);
      },
    );
    app.get(
      '/v1/claims/received/:id',
      { config: sell, schema: { tags, summary: 'One claim on your storefront’s orders', params: claimIdParams, response: one } },
      async (request) => ok(await claims.getForSeller(currentMember(request), request.params.id)),
    );
    app.post(
      '/v1/claims/refund/:id',
      {
        config: sell,
        schema: {
          tags,
          summary:
            'Settle an open claim by refunding packages and/or delivery (all of what is left if need be): a credit note is issued and the rest of the order is paid to you at once',
          params: claimIdParams,
          body: claimRefundBody,
          response: one,
        },
      },
      async (request) =>
        ok(await claims.refund(currentMember(request), request.params.id, request.body), 'Refund made; the claim is closed.'),
    );
  }
};
