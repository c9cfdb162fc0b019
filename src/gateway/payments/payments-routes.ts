/**
 * Payments: which methods are offered, the buyer's card payment (initialize, verify), the
 * provider's webhook, and the proforma invoice of a bank-transfer purchase.
 */
import { z } from 'zod';
import { cardPayment, checkoutIdParams } from '../../contracts/commerce.ts';
import { envelope } from '../../contracts/envelope.ts';
import { paymentReferenceParams, paymentsConfig, proformaInvoice, proformaOrderParams } from '../../contracts/payments.ts';
import { currentMember } from '../platform/http/access.ts';
import { ok } from '../platform/http/reply.ts';
import { PAYSTACK_SIGNATURE_HEADER } from '../providers/paystack.ts';
import type { Routes } from '../platform/http/module.ts';
import type { Payments } from './payments.ts';

/** Paystack's events are a few kilobytes; anything much larger is not one. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

export const paymentsRoutes: Routes<{ payments: Payments }> = async (app, { services }) => {
  const tags = ['Payments'];
  const buy = { access: { permission: 'buy' as const } };

  app.get(
    '/v1/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Which payment methods are offered: card when configured, and the public key of the inline popup',
        response: { 200: envelope(paymentsConfig) },
      },
    },
    async () => ok(services.payments.config()),
  );

  app.post(
    '/v1/payments/initialize/:reference',
    {
      config: buy,
      schema: {
        tags,
        summary:
          'Where to pay one of your card payments: asks the provider for a payment page unless one is stored (502 when it does not answer)',
        params: paymentReferenceParams,
        response: { 200: envelope(cardPayment) },
      },
    },
    async (request) => ok(await services.payments.initializeFor(currentMember(request).userId, request.params.reference)),
  );

  app.get(
    '/v1/payments/verify/:reference',
    {
      config: buy,
      schema: {
        tags,
        summary: "Asks the provider how one of your card payments went; a success marks the purchase's orders paid, once",
        params: paymentReferenceParams,
        response: { 200: envelope(cardPayment) },
      },
    },
    async (request) => ok(await services.payments.verifyFor(currentMember(request).userId, request.params.reference)),
  );

  app.get(
    '/v1/payments/proforma/:checkoutId',
    {
      config: buy,
      schema: {
        tags,
        summary:
          'The proforma invoice of one of your purchases: the bank account to pay into, a payment reference per order, totals and due date',
        params: checkoutIdParams,
        response: { 200: envelope(proformaInvoice) },
      },
    },
    async (request) => ok(await services.payments.proforma(currentMember(request).userId, request.params.checkoutId)),
  );

  app.get(
    '/v1/payments/proforma/orders/:orderId',
    {
      config: buy,
      schema: {
        tags,
        summary:
          'The proforma invoice of one of your orders placed outside checkout (an awarded offer, an accepted quote): the bank account to pay into, the reference, total and due date',
        params: proformaOrderParams,
        response: { 200: envelope(proformaInvoice) },
      },
    },
    async (request) => ok(await services.payments.orderProforma(currentMember(request).userId, request.params.orderId)),
  );

  // The signature covers the exact bytes sent, so this route alone keeps the body as a Buffer.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    hook.post(
      '/v1/payments/paystack/webhook',
      {
        config: { access: 'public' },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags,
          summary: `Paystack's events; ${PAYSTACK_SIGNATURE_HEADER} must hold the hex HMAC-SHA512 of the raw body (401 otherwise). A successful charge is applied once.`,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[PAYSTACK_SIGNATURE_HEADER];
        await services.payments.handleWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
        return ok(null);
      },
    );
  });
};
