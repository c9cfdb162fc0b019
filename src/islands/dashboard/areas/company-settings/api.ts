/** Company settings' calls: the company as it stands, and saving its settings. */
import type { CompanyProfile, CompanySettings } from '../../../../contracts/company.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { TaxProfile, TaxProfileBody } from '../../../../contracts/tax.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const companyKey = queryKey('company/get');

export async function loadCompany(signal: AbortSignal): Promise<CompanyProfile> {
  return (await api<Envelope<CompanyProfile>>('/v1/company/get', { signal })).data;
}

/** The gateway's confirmation ("Company settings saved."). */
export async function updateCompanySettings(body: CompanySettings): Promise<string> {
  return (await api<Envelope<null>>('/v1/company/update-settings', { method: 'POST', body })).message ?? 'Saved.';
}

/* ---- The tax profile (TIN, VAT registration, country): decides the VAT on the company's sales. */

export const taxProfileKey = queryKey('company/tax-profile');

export async function loadTaxProfile(signal: AbortSignal): Promise<TaxProfile> {
  return (await api<Envelope<TaxProfile>>('/v1/company/tax-profile', { signal })).data;
}

/** The gateway's confirmation ("Tax profile saved.") with the profile as it now stands. */
export async function saveTaxProfile(body: TaxProfileBody): Promise<{ message: string; profile: TaxProfile }> {
  const answer = await api<Envelope<TaxProfile>>('/v1/company/tax-profile', { method: 'POST', body });
  return { message: answer.message ?? 'Saved.', profile: answer.data };
}
