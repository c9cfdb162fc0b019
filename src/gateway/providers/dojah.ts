/**
 * The identity provider through Dojah's KYC API (https://api.dojah.io): a person by BVN or NIN, a
 * business by its CAC number. Dojah answers `{ entity: {...} }`, or `{ error }` with 400/404 when
 * the number is not registered; it authenticates with the app's id in `AppId` and the secret key,
 * as it is (no "Bearer"), in `Authorization`.
 */
import type { BusinessRecord, IdentityProvider, PersonRecord } from './ports.ts';
import { isoDateOf } from './identity-dates.ts';
import { isRecord, ProviderError, providerHttp } from './provider-http.ts';

export interface DojahSettings {
  /** https://api.dojah.io (https://sandbox.dojah.io to test), or a stand-in that speaks the same API. */
  baseUrl: string;
  appId: string;
  secretKey: string;
  /** How long to wait for an answer; 15 s when absent (the registries behind Dojah are slow). */
  timeoutMs?: number;
}

/** Dojah's `company_type` for the CAC's two number series: RC for companies, BN for business names. */
const COMPANY_TYPES = { RC: 'COMPANY', BN: 'BUSINESS_NAME' } as const;

const PERSON_PATHS = { bvn: ['/api/v1/kyc/bvn/full', 'bvn'], nin: ['/api/v1/kyc/nin', 'nin'] } as const;

/**
 * A 400 that is about our account rather than the number (an empty wallet, a bad app id): Dojah
 * uses the same status for both, and answering "not registered" for these would reject a person.
 */
const ACCOUNT_TROUBLE = /balance|fund|credit|wallet|limit|app ?id|unauthori[sz]ed|permission|subscri/i;

/** The first of the fields that holds text, trimmed; Dojah's endpoints do not all spell fields alike. */
function text(entity: Record<string, unknown>, ...fields: string[]): string | null {
  for (const field of fields) {
    const value = entity[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

export function createDojahIdentity(settings: DojahSettings): IdentityProvider {
  const http = providerHttp({
    provider: 'Dojah',
    baseUrl: settings.baseUrl,
    timeoutMs: settings.timeoutMs ?? 15_000,
    headers: { AppId: settings.appId, Authorization: settings.secretKey },
  });

  /** GET a look-up: its entity, or null when Dojah says the number is not registered. */
  async function lookUp(path: string, query: Record<string, string>): Promise<Record<string, unknown> | null> {
    const { status, ok, body: answer } = await http({ path, query });
    if (ok && isRecord(answer) && isRecord(answer.entity)) return answer.entity;
    const error = isRecord(answer) && typeof answer.error === 'string' ? answer.error : null;
    if (error !== null && (status === 404 || (status === 400 && !ACCOUNT_TROUBLE.test(error)))) return null;
    throw new ProviderError('Dojah', `Dojah GET ${path} answered ${status}: ${error ?? 'an undocumented body'}`, status);
  }

  return {
    async lookUpPerson(idType, idNumber): Promise<PersonRecord | null> {
      const [path, parameter] = PERSON_PATHS[idType];
      const entity = await lookUp(path, { [parameter]: idNumber });
      if (!entity) return null;
      const firstName = text(entity, 'first_name', 'firstname');
      const lastName = text(entity, 'last_name', 'surname', 'lastname');
      const birth = text(entity, 'date_of_birth', 'dateOfBirth', 'birthdate');
      const dateOfBirth = birth ? isoDateOf(birth) : null;
      if (!firstName || !lastName || !dateOfBirth)
        throw new ProviderError('Dojah', `Dojah's ${idType.toUpperCase()} record lacks a name or a readable date of birth`, 200);
      return { firstName, lastName, middleName: text(entity, 'middle_name', 'middlename'), dateOfBirth };
    },

    async lookUpBusiness(companyType, registrationNumber): Promise<BusinessRecord | null> {
      const entity = await lookUp('/api/v1/kyc/cac/basic', { rc_number: registrationNumber, company_type: COMPANY_TYPES[companyType] });
      if (!entity) return null;
      const name = text(entity, 'company_name');
      if (!name) throw new ProviderError('Dojah', `Dojah's CAC record of ${companyType} ${registrationNumber} has no company name`, 200);
      return {
        name,
        registrationNumber: text(entity, 'rc_number', 'business_number') ?? registrationNumber,
        address: text(entity, 'address'),
        status: text(entity, 'status')?.toUpperCase() ?? null,
      };
    },
  };
}
