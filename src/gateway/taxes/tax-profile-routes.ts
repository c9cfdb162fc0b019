/**
 * A company's tax profile (TIN, VAT registration, country), read and set by its owners,
 * administrators and finance staff: it decides the VAT on the company's sales and is printed on its
 * orders' documents.
 */
import { envelope } from '../../contracts/envelope.ts';
import { taxProfile, taxProfileBody } from '../../contracts/tax.ts';
import { currentCompanyId } from '../platform/http/access.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok } from '../platform/http/reply.ts';
import type { TaxProfiles } from './tax-profiles.ts';

export const taxProfileRoutes: Routes<{ taxProfiles: TaxProfiles }> = async (app, { services }) => {
  const tags = ['Company'];
  const config = { access: { permission: 'finance' as const } };

  app.get(
    '/v1/company/tax-profile',
    {
      config,
      schema: {
        tags,
        summary: "Your company's TIN and VAT registration, and whether its sales carry VAT today",
        response: { 200: envelope(taxProfile) },
      },
    },
    async (request) => ok(await services.taxProfiles.get(currentCompanyId(request))),
  );

  app.post(
    '/v1/company/tax-profile',
    {
      config,
      schema: {
        tags,
        summary: "Set your company's TIN and VAT registration (a VAT-registered company needs a TIN and the day it took effect)",
        body: taxProfileBody,
        response: { 200: envelope(taxProfile) },
      },
    },
    async (request) => ok(await services.taxProfiles.set(currentCompanyId(request), request.body), 'Tax profile saved.'),
  );
};
