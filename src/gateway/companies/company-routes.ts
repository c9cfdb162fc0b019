/** Spec §2 /company/settings and /company/customization: your company's details and branding. */
import { z } from 'zod';
import { companyProfile, companySettingsBody, customizationBody } from '../../contracts/company.ts';
import { envelope } from '../../contracts/envelope.ts';
import { currentCompanyId } from '../platform/http/access.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { CompanyService } from './company.ts';

export const companyRoutes: Routes<{ company: CompanyService }> = async (app, { services }) => {
  const tags = ['Company'];
  const manage = { access: { permission: 'company:manage' as const } };

  app.get(
    '/v1/company/get',
    {
      config: { access: { permission: 'company:view' } },
      schema: { tags, summary: 'Your company', response: { 200: envelope(companyProfile) } },
    },
    async (request) => ok(await services.company.get(currentCompanyId(request))),
  );

  app.post(
    '/v1/company/update-settings',
    {
      config: manage,
      schema: { tags, summary: 'Legal and contact details', body: companySettingsBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await services.company.updateSettings(currentCompanyId(request), request.body);
      return ok(null, 'Company settings saved.');
    },
  );

  app.post(
    '/v1/company/update-customization',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Storefront branding: logo, banner, colour, about, links',
        body: customizationBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await services.company.updateCustomization(currentCompanyId(request), request.body);
      return ok(null, 'Storefront branding saved. The public storefront shows it after the next site build.');
    },
  );
};
