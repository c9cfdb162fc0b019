/** Storefront branding's calls: the company as it stands, and saving its branding. */
import { z } from 'zod';
import { type CompanyProfile, type Customization, customizationBody } from '../../../../contracts/company.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const companyKey = queryKey('company/get');

export async function loadCompany(signal: AbortSignal): Promise<CompanyProfile> {
  return (await api<Envelope<CompanyProfile>>('/v1/company/get', { signal })).data;
}

/** The gateway's confirmation ("Storefront branding saved."). */
export async function updateCustomization(body: Customization): Promise<string> {
  return (await api<Envelope<null>>('/v1/company/update-customization', { method: 'POST', body })).message ?? 'Saved.';
}

const link = customizationBody.shape.links.unwrap().element;
const blank = (row: { label: string; url: string }) => !row.label.trim() && !row.url.trim();

/**
 * The branding contract, except that a link row left blank is dropped instead of refused (the
 * editor offers empty rows); the others are checked as the contract checks them, row by row, so a
 * message lands beside its own row.
 */
export const brandingForm = customizationBody.extend({
  links: z
    .array(z.object({ label: z.string(), url: z.string() }))
    .max(6, { error: 'at most 6 links' })
    .superRefine((rows, ctx) => {
      rows.forEach((row, i) => {
        if (blank(row)) return;
        const checked = link.safeParse(row);
        if (!checked.success)
          for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: issue.message });
      });
    })
    .transform((rows) => rows.filter((row) => !blank(row)).map((row) => link.parse(row))),
});
export type BrandingValues = z.infer<typeof brandingForm>;
