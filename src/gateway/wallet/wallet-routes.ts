/**
 * Spec §7 "wallet": open it, its details, set and change the PIN, one-time codes, limits, top-ups,
 * transactions (with a CSV export) and the in/out flow. Everything needs the `finance` permission:
 * an owner, an administrator or finance staff of a company, or a personal account's owner. The
 * family's verification tier is verification/verification-routes.ts, its beneficiaries and payouts
 * payouts/payouts-routes.ts.
 */
import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { formatMoney, koboToDecimal } from '../../contracts/money.ts';
import { pageOf } from '../../contracts/paging.ts';
import {
  changePinBody,
  flowQuery,
  limitsBody,
  otpSent,
  sendOtpBody,
  setPinBody,
  statementQuery,
  topUpBody,
  topUpStarted,
  transactionsQuery,
  validateOtpBody,
  walletDetails,
  walletFlow,
  walletState,
  walletTransaction,
} from '../../contracts/wallet.ts';
import { cardPayment } from '../../contracts/commerce.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { currentMember } from '../platform/http/access.ts';
import { csvFile } from '../platform/http/csv.ts';
import { MARKETPLACE_NAME } from '../platform/marketplace.ts';
import { walletStatementPdf } from './statement-pdf.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { Wallets } from './wallets.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import type { Payments } from '../payments/index.ts';

export const walletRoutes: Routes<{ wallets: Wallets; codes: OneTimeCodes; payments: Payments }> = async (app, { services }) => {
  const tags = ['Wallet'];
  const config = { access: { permission: 'finance' as const } };
  const { wallets, codes } = services;

  app.get(
    '/v1/wallet/details',
    {
      config,
      schema: { tags, summary: 'Your wallet (company or personal), or whether you can open one', response: { 200: envelope(walletState) } },
    },
    async (request) => ok(await wallets.state(currentMember(request))),
  );

  app.post(
    '/v1/wallet/new',
    {
      config,
      schema: {
        tags,
        summary: 'Open your NGN wallet (one per company or personal account; email confirmed first)',
        response: { 200: envelope(walletDetails) },
      },
    },
    async (request) => ok(await wallets.open(currentMember(request)), 'Your wallet is open. Set a PIN to start using it.'),
  );

  app.post(
    '/v1/wallet/set-pin',
    {
      config,
      schema: {
        tags,
        summary: 'Set the wallet PIN (6 digits, not trivial) the first time',
        body: setPinBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await wallets.setPin(currentMember(request), request.body.pin);
      return ok(null, 'Your wallet PIN is set.');
    },
  );

  app.post(
    '/v1/wallet/change-pin',
    {
      config,
      schema: {
        tags,
        summary: 'Change the PIN: the current PIN and a validated one-time code',
        body: changePinBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await wallets.changePin(currentMember(request), request.body);
      return ok(null, 'Your wallet PIN is changed.');
    },
  );

  app.post(
    '/v1/wallet/send-otp',
    {
      config,
      schema: { tags, summary: 'Email a one-time code (10 minutes, single use)', body: sendOtpBody, response: { 200: envelope(otpSent) } },
    },
    async (request) => {
      const sent = await codes.send(currentMember(request).userId, request.body.purpose);
      return ok(sent, `We sent a code to ${sent.sentTo}.`);
    },
  );

  app.post(
    '/v1/wallet/validate-otp',
    {
      config,
      schema: {
        tags,
        summary: 'Check a one-time code before the operation it authorises',
        body: validateOtpBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await codes.validate(currentMember(request).userId, request.body.otpId, request.body.code);
      return ok(null, 'Code accepted.');
    },
  );

  app.post(
    '/v1/wallet/limits',
    {
      config,
      schema: {
        tags,
        summary: 'Set the warning limit and the upper limits (per transaction, per day), with the PIN; null removes one',
        body: limitsBody,
        response: { 200: envelope(walletDetails) },
      },
    },
    async (request) => ok(await wallets.setLimits(currentMember(request), request.body), 'Your limits are saved.'),
  );

  app.post(
    '/v1/wallet/top-up',
    {
      config,
      schema: {
        tags,
        summary: 'Start a card top-up: answers the provider page to pay on (the wallet is credited when the payment succeeds)',
        body: topUpBody,
        response: { 200: envelope(topUpStarted) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const wallet = await wallets.mine(member);
      if (!services.payments.cardEnabled)
        throw new HttpError(503, 'Card top-ups are not available here. Fund the wallet by bank transfer to its account number.');
      if (request.body.amount < 100_00)
        throw new HttpError(400, `The smallest top-up is ${formatMoney(100_00)}.`, { amount: ['must be at least ₦100'] });
      await wallets.assertTopUpFits(wallet, request.body.amount);
      const { reference } = await services.payments.createTopUp(wallet.id, request.body.amount);
      const started = await services.payments.initialize(reference, await wallets.emailOf(member.userId));
      return ok({ reference, authorizationUrl: started.authorizationUrl, accessCode: started.accessCode });
    },
  );

  app.get(
    '/v1/wallet/top-up/:reference',
    {
      config,
      schema: {
        tags,
        summary: 'A top-up of your wallet, asked of the provider again while it is pending (credited once)',
        params: z.object({ reference: z.string().max(100) }),
        response: { 200: envelope(cardPayment) },
      },
    },
    async (request) => {
      if (!(await wallets.ownsTopUp(currentMember(request), request.params.reference))) throw notFound('No such top-up.');
      return ok(await services.payments.verify(request.params.reference));
    },
  );

  app.get(
    '/v1/wallet/transactions',
    {
      config,
      schema: {
        tags,
        summary: 'The wallet’s lines, newest first: filter by type, status, dates (market time) and reference',
        querystring: transactionsQuery,
        response: { 200: pagedEnvelope(walletTransaction) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await wallets.transactions(currentMember(request), { ...request.query, ...page });
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/wallet/transactions.csv',
    { config, schema: { tags, summary: 'The same lines as CSV (at most 10000), for accounting', querystring: transactionsQuery } },
    async (request, reply) => {
      const { items } = await wallets.transactions(currentMember(request), { ...request.query, pageNumber: 1, pageSize: 10_000 });
      const header = ['Date', 'Type', 'Status', 'Direction', 'Amount (NGN)', 'Reference', 'Description'];
      const rows = items.map((t) => [
        t.createdAt,
        t.type,
        t.status,
        t.direction,
        koboToDecimal(t.amount),
        t.reference ?? '',
        t.description,
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="wallet-transactions.csv"')
        .send(csvFile(header, rows));
    },
  );

  app.get(
    '/v1/wallet/statement.pdf',
    {
      config,
      schema: {
        tags,
        summary: 'The wallet’s statement for a period (market days; at most 10000 lines) as PDF, with its lines and totals',
        querystring: statementQuery,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const member = currentMember(request);
      const wallet = await wallets.details(member);
      const { items } = await wallets.transactions(member, { from, to, pageNumber: 1, pageSize: 10_000 });
      const pdf = await walletStatementPdf(MARKETPLACE_NAME, wallet, { from, to }, [...items].reverse());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="wallet-statement-${from}-to-${to}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/v1/wallet/flow',
    {
      config,
      schema: {
        tags,
        summary: 'Money in and out per day over the last 30 or 90 days',
        querystring: flowQuery,
        response: { 200: envelope(walletFlow) },
      },
    },
    async (request) => ok(await wallets.flow(currentMember(request), Number(request.query.days ?? '30'))),
  );
};
