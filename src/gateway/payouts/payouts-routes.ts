/**
 * Spec §7 "wallet": money out of the wallet, the banks, the wallet's beneficiary accounts and its
 * payouts (docs/decisions/017-verification-and-payouts.md). The `finance` permission, like every
 * wallet endpoint.
 */
import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf } from '../../contracts/paging.ts';
import {
  addBeneficiaryBody,
  bank,
  beneficiaryView,
  createPayoutBody,
  payoutView,
  payoutsQuery,
  resolveAccountBody,
  resolvedAccount,
} from '../../contracts/verification.ts';
import { currentMember } from '../platform/http/access.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { PayoutsService } from './payouts.ts';

export const payoutsRoutes: Routes<{ payouts: PayoutsService }> = async (app, { services }) => {
  const tags = ['Wallet'];
  const config = { access: { permission: 'finance' as const } };
  const { payouts } = services;
  const idParams = z.object({ id: z.uuid({ error: 'is not an id we gave' }) });

  app.get(
    '/v1/wallet/banks',
    {
      config,
      schema: {
        tags,
        summary: 'Banks a payout can go to (from the provider, refreshed daily)',
        response: { 200: envelope(z.array(bank)) },
      },
    },
    async () => ok(await payouts.banks()),
  );

  app.post(
    '/v1/wallet/beneficiaries/resolve',
    {
      config,
      schema: {
        tags,
        summary: 'The name a bank account has at its bank, and whether it matches the wallet’s verified name (rate-limited)',
        body: resolveAccountBody,
        response: { 200: envelope(resolvedAccount) },
      },
    },
    async (request) => ok(await payouts.resolveAccount(currentMember(request), request.body)),
  );

  app.get(
    '/v1/wallet/beneficiaries',
    {
      config,
      schema: { tags, summary: 'The bank accounts the wallet pays out to', response: { 200: envelope(z.array(beneficiaryView)) } },
    },
    async (request) => ok(await payouts.listBeneficiaries(currentMember(request))),
  );

  app.post(
    '/v1/wallet/beneficiaries',
    {
      config,
      schema: {
        tags,
        summary: 'Add a bank account to pay out to: the PIN and a one-time code; a name that differs from the verified one is reviewed',
        body: addBeneficiaryBody,
        response: { 200: envelope(beneficiaryView) },
      },
    },
    async (request) => {
      const added = await payouts.addBeneficiary(currentMember(request), request.body);
      return ok(
        added,
        added.status === 'active'
          ? 'Bank account added.'
          : 'Bank account added. Its name differs from your verified name, so our team reviews it first.',
      );
    },
  );

  app.delete(
    '/v1/wallet/beneficiaries/:id',
    { config, schema: { tags, summary: 'Remove a bank account', params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await payouts.deleteBeneficiary(currentMember(request), request.params.id);
      return ok(null, 'Bank account removed.');
    },
  );

  app.get(
    '/v1/wallet/payouts',
    {
      config,
      schema: {
        tags,
        summary: 'Payouts from the wallet, newest first',
        querystring: payoutsQuery,
        response: { 200: pagedEnvelope(payoutView) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await payouts.listPayouts(currentMember(request), { ...page, status: request.query.status });
      return paged(items, total, page);
    },
  );

  app.post(
    '/v1/wallet/payouts',
    {
      config,
      schema: {
        tags,
        summary: 'Pay out to a bank account: the PIN, within the tier and the wallet’s limits (a one-time code above the warning limit)',
        body: createPayoutBody,
        response: { 200: envelope(payoutView) },
      },
    },
    async (request) => {
      const payout = await payouts.requestPayout(currentMember(request), request.body);
      return ok(
        payout,
        payout.status === 'awaiting_approval' ? 'Payout requested: large payouts are approved by our team first.' : 'Payout on its way.',
      );
    },
  );

  app.get(
    '/v1/wallet/payouts/:id',
    { config, schema: { tags, summary: 'One payout of the wallet', params: idParams, response: { 200: envelope(payoutView) } } },
    async (request) => ok(await payouts.getPayout(currentMember(request), request.params.id)),
  );
};
