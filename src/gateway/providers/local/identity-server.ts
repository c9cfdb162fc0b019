/**
 * A small HTTP server that answers like Dojah's KYC API for the look-ups the gateway makes
 * (src/gateway/providers/dojah.ts): GET /api/v1/kyc/bvn/full?bvn=, GET /api/v1/kyc/nin?nin= and GET
 * /api/v1/kyc/cac/basic?rc_number=&company_type=, authenticated by the `AppId` and `Authorization`
 * (the secret key, no "Bearer") headers, from an in-memory directory. Answers are `{ entity }`, or
 * `{ error }` with 404 when the number is not registered (400 when it is malformed). Dates of birth
 * come as the registries write them: "14-Mar-1986" from the BVN registry, "1986-03-14" from NIMC.
 *
 * It starts with the demo's identity records (src/gateway/seed/demo-identities.ts: the demo people
 * and companies the seed verifies), a person whose name matches no demo account and a company no
 * longer active (EXTRA_PEOPLE, EXTRA_BUSINESSES). Controls for browser tests, which run it as
 * another process (no key asked): POST /__stand-in/people {idType, number, firstName, lastName,
 * middleName?, dateOfBirth}, POST /__stand-in/businesses {companyType, number, companyName,
 * address?, status?}, POST /__stand-in/down {down}. GET /health answers "ok".
 */
import type { AddressInfo } from 'node:net';
import { SUPPLIERS } from '../../seed/data/companies.ts';
import { DEMO_BUSINESSES, DEMO_PEOPLE } from '../../seed/demo-identities.ts';
import type { PersonRecord } from '../ports.ts';
import { createStandInServer, json, parseObject, readBody } from './stand-in-http.ts';

export type IdType = 'bvn' | 'nin';
export type CompanyType = 'RC' | 'BN';

/** A person as the registries hold them; dates of birth are yyyy-MM-dd. */
export interface FakePerson extends PersonRecord {
  gender?: 'Male' | 'Female';
  phoneNumber?: string;
}

export interface FakeBusiness {
  companyName: string;
  address: string | null;
  /** As the CAC writes it: ACTIVE, INACTIVE, Not Active… */
  status: string;
  /** yyyy-MM-dd. */
  registeredOn?: string;
}

export interface IdentityServerOptions {
  /** 0 (any free port) when absent. */
  port?: number;
  /** The credentials calls must carry; the stand-in's own when absent. */
  appId?: string;
  secretKey?: string;
}

export interface IdentityServer {
  url: string;
  appId: string;
  secretKey: string;
  /** By `${idType}:${number}`, e.g. `bvn:22212345678`. */
  people: Map<string, FakePerson>;
  /** By `${companyType}:${number}`, e.g. `RC:1234567`. */
  businesses: Map<string, FakeBusiness>;
  /** While true, every look-up answers 503 as an outage would. */
  down: boolean;
  /** Every request received, as "METHOD /path" (without the query: identity numbers stay out of logs). */
  requests: string[];
  close(): Promise<void>;
}

/** Beside the demo's people: one whose name matches no demo account. */
export const EXTRA_PEOPLE: Record<string, FakePerson> = {
  'bvn:22200000001': { firstName: 'Chinedu', lastName: 'Eze', middleName: 'Ikenna', dateOfBirth: '1990-01-01', gender: 'Male' },
};

/** Beside the demo's companies: one no longer active. */
export const EXTRA_BUSINESSES: Record<string, FakeBusiness> = {
  'RC:1111111': {
    companyName: 'Lagoon Solvents Ltd',
    address: '3 Creek Road, Apapa, Lagos',
    status: 'INACTIVE',
    registeredOn: '2003-02-17',
  },
};

/** The directory a new server starts with, by `${idType}:${number}` and `${companyType}:${number}`. */
function seedDirectory(): { people: Map<string, FakePerson>; businesses: Map<string, FakeBusiness> } {
  const people = new Map<string, FakePerson>(Object.entries(EXTRA_PEOPLE).map(([key, p]) => [key, { ...p }]));
  for (const { bvn, nin, firstName, lastName, middleName, dateOfBirth } of DEMO_PEOPLE) {
    people.set(`bvn:${bvn}`, { firstName, lastName, middleName, dateOfBirth });
    people.set(`nin:${nin}`, { firstName, lastName, middleName, dateOfBirth });
  }
  const businesses = new Map<string, FakeBusiness>(Object.entries(EXTRA_BUSINESSES).map(([key, b]) => [key, { ...b }]));
  for (const business of DEMO_BUSINESSES) {
    // The demo seller's company is named after the first storefront (seed/demo-accounts.ts).
    const companyName = business.name ?? SUPPLIERS[0]!.name;
    businesses.set(`${business.companyType}:${business.registrationNumber}`, {
      companyName,
      address: business.address,
      status: business.status ?? 'ACTIVE',
    });
  }
  return { people, businesses };
}

/** Dojah's `company_type` values for the two CAC number series. */
const COMPANY_TYPES: Record<string, CompanyType> = { COMPANY: 'RC', BUSINESS_NAME: 'BN' };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The BVN registry's way: 14-Mar-1986. */
const bvnDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The entity Dojah answers for a person. */
function personEntity(idType: IdType, number: string, p: FakePerson): Record<string, unknown> {
  const names = { first_name: p.firstName, last_name: p.lastName, middle_name: p.middleName ?? '', gender: p.gender ?? '' };
  const phone = p.phoneNumber ?? '';
  if (idType === 'bvn')
    return { bvn: number, ...names, date_of_birth: bvnDate(p.dateOfBirth), phone_number1: phone, phone_number2: '', image: '' };
  return { nin: number, ...names, date_of_birth: p.dateOfBirth, phone_number: phone, image: '' };
}

export async function startIdentityServer(options: IdentityServerOptions = {}): Promise<IdentityServer> {
  const appId = options.appId ?? 'stand-in-app';
  const secretKey = options.secretKey ?? 'test_sk_identity_stand_in';
  const { people, businesses } = seedDirectory();
  const requests: string[] = [];

  const server = createStandInServer(async (req, res) => {
    const target = new URL(req.url ?? '/', 'http://stand-in');
    const path = target.pathname;
    const method = req.method ?? 'GET';
    requests.push(`${method} ${path}`);
    const body = await readBody(req);

    if (method === 'GET' && path === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('ok');
    }
    if (method === 'POST' && path.startsWith('/__stand-in/')) {
      const input = parseObject(body) ?? {};
      if (path === '/__stand-in/down') {
        state.down = input.down === true;
        return json(res, 200, { down: state.down });
      }
      if (path === '/__stand-in/people') {
        const idType = input.idType;
        const number = text(input.number);
        const dateOfBirth = text(input.dateOfBirth);
        if (
          (idType !== 'bvn' && idType !== 'nin') ||
          !/^\d{11}$/.test(number) ||
          !text(input.firstName) ||
          !text(input.lastName) ||
          !ISO_DATE.test(dateOfBirth)
        )
          return json(res, 400, {
            error: 'idType (bvn or nin), an 11-digit number, firstName, lastName and dateOfBirth (yyyy-MM-dd) are required',
          });
        const person: FakePerson = {
          firstName: text(input.firstName),
          lastName: text(input.lastName),
          middleName: text(input.middleName) || null,
          dateOfBirth,
          ...(input.gender === 'Male' || input.gender === 'Female' ? { gender: input.gender } : {}),
          ...(text(input.phoneNumber) ? { phoneNumber: text(input.phoneNumber) } : {}),
        };
        people.set(`${idType}:${number}`, person);
        return json(res, 201, { key: `${idType}:${number}`, person });
      }
      if (path === '/__stand-in/businesses') {
        const companyType = input.companyType;
        const number = text(input.number);
        if ((companyType !== 'RC' && companyType !== 'BN') || !/^\d{1,8}$/.test(number) || !text(input.companyName))
          return json(res, 400, { error: 'companyType (RC or BN), a number and companyName are required' });
        const business: FakeBusiness = {
          companyName: text(input.companyName),
          address: text(input.address) || null,
          status: text(input.status) || 'ACTIVE',
          ...(ISO_DATE.test(text(input.registeredOn)) ? { registeredOn: text(input.registeredOn) } : {}),
        };
        businesses.set(`${companyType}:${number}`, business);
        return json(res, 201, { key: `${companyType}:${number}`, business });
      }
      return json(res, 404, { error: 'Not found' });
    }

    if (state.down) return json(res, 503, { error: 'Service unavailable' });
    if (req.headers.appid !== appId || req.headers.authorization !== secretKey)
      return json(res, 401, { error: 'Unauthorized: check your AppId and secret key' });
    if (method !== 'GET') return json(res, 405, { error: 'Method not allowed' });

    const query = target.searchParams;
    const idType: IdType | null = path === '/api/v1/kyc/bvn/full' ? 'bvn' : path === '/api/v1/kyc/nin' ? 'nin' : null;
    if (idType) {
      const number = query.get(idType) ?? '';
      if (!/^\d{11}$/.test(number)) return json(res, 400, { error: `${idType.toUpperCase()} must be 11 digits` });
      const person = people.get(`${idType}:${number}`);
      if (!person) return json(res, 404, { error: `${idType.toUpperCase()} not found` });
      return json(res, 200, { entity: personEntity(idType, number, person) });
    }
    if (path === '/api/v1/kyc/cac/basic') {
      const number = (query.get('rc_number') ?? '').trim();
      const companyType = COMPANY_TYPES[query.get('company_type') ?? ''];
      if (!number) return json(res, 400, { error: 'rc_number is required' });
      if (!companyType)
        return json(res, 400, {
          error:
            'company_type must be one of BUSINESS_NAME, COMPANY, INCORPORATED_TRUSTEES, LIMITED_PARTNERSHIP, LIMITED_LIABILITY_PARTNERSHIP',
        });
      const business = businesses.get(`${companyType}:${number}`);
      if (!business) return json(res, 404, { error: 'Company not found' });
      return json(res, 200, {
        entity: {
          company_name: business.companyName,
          type_of_company: companyType === 'RC' ? 'COMPANY' : 'BUSINESS_NAME',
          address: business.address ?? '',
          status: business.status,
          date_of_registration: business.registeredOn ? `${business.registeredOn}T00:00:00.000+00:00` : '',
          rc_number: number,
          business_number: number,
        },
      });
    }
    return json(res, 404, { error: 'Not found' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });

  const state: IdentityServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    appId,
    secretKey,
    people,
    businesses,
    down: false,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return state;
}
