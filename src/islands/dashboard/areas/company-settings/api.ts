/** Company settings' calls: the company as it stands, and saving its settings. */
import type { CompanyProfile, CompanySettings } from '../../../../contracts/company.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
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
