/**
 * Spec §7 "wallet": the wallet's verification tier and the submissions that raise it (README,
 * "Verification tiers"). The `finance` permission, like every wallet endpoint.
 */
import { envelope } from '../../contracts/envelope.ts';
import { businessVerificationBody, personVerificationBody, verificationState } from '../../contracts/verification.ts';
import { currentMember } from '../platform/http/access.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok } from '../platform/http/reply.ts';
import type { VerificationService } from './verification.ts';

export const verificationRoutes: Routes<{ verification: VerificationService }> = async (app, { services }) => {
  const tags = ['Wallet'];
  const config = { access: { permission: 'finance' as const } };
  const { verification } = services;

  app.get(
    '/v1/wallet/verification',
    {
      config,
      schema: {
        tags,
        summary: 'The wallet’s verification tier, each tier’s caps, the latest submissions and what is missing',
        response: { 200: envelope(verificationState) },
      },
    },
    async (request) => ok(await verification.state(currentMember(request))),
  );

  app.post(
    '/v1/wallet/verification/person',
    {
      config,
      schema: {
        tags,
        summary: 'Tier 1: your BVN or NIN and date of birth, checked with the identity provider (only the last four digits are kept)',
        body: personVerificationBody,
        response: { 200: envelope(verificationState) },
      },
    },
    async (request) => ok(await verification.submitPerson(currentMember(request), request.body), 'Submitted.'),
  );

  app.post(
    '/v1/wallet/verification/business',
    {
      config,
      schema: {
        tags,
        summary: 'Tier 2: CAC registration, TIN, address and two documents, looked up and then reviewed by our team',
        body: businessVerificationBody,
        response: { 200: envelope(verificationState) },
      },
    },
    async (request) => ok(await verification.submitBusiness(currentMember(request), request.body), 'Submitted for review.'),
  );
};
