/**
 * The contract walk: every operation of the published OpenAPI document, called with inputs drawn
 * from its own schemas (valid ones and invalid ones), as an anonymous visitor, a buyer and a
 * seller. Whatever comes back must be a status the document lists, with a body its schema allows,
 * and never a 5xx. Calls that would end the walk's own sessions (sign-out, password change,
 * deleting the account, removing members) get fresh accounts of their own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDojahIdentity } from '../../src/gateway/providers/dojah.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { buyer, member, packagesOfSuppliers, seller } from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { type IdentityServer, startIdentityServer } from '../../src/gateway/providers/local/identity-server.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';
import { type Components, invalid, resolve, type Schema, valid } from './openapi-arbitraries.ts';

type Parameter = { in: 'query' | 'path' | 'header' | 'cookie'; name: string; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }>;
};
type Persona = 'anonymous' | 'buyer' | 'seller';

/** Calls that end or change the caller's own session or membership: each case gets new accounts. */
const ENDS_A_SESSION = /\/(Account\/logout|settings\/(delete-account|change-password)|usermanagement\/(user|change-role))\b/i;
/** Cases per operation and persona: valid inputs, then invalid ones. */
const VALID_CASES = 2;
const INVALID_CASES = 2;

describe.each(backends)('the contract walk on %s', (backend) => {
  let gw: TestGateway;
  let paystack: PaystackServer;
  let identity: IdentityServer;
  const storageDir = mkdtempSync(join(tmpdir(), 'contract-walk-'));
  let doc: { paths: Record<string, Record<string, Operation>>; components: Components & Record<string, any> };
  const tokens: Record<Persona, string | null> = { anonymous: null, buyer: null, seller: null };
  let supplierId: number;
  let accounts = 0;
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);

  beforeAll(async () => {
    // Every provider configured (against the local stand-ins), so no call is refused for want of one.
    paystack = await startPaystackServer('sk_test_contract_walk');
    identity = await startIdentityServer();
    gw = await startGateway(backend, 20, {
      payments: { paystack: { secretKey: 'sk_test_contract_walk', baseUrl: paystack.url }, publicKey: 'pk_test_public' },
      identity: createDojahIdentity({ baseUrl: identity.url, appId: identity.appId, secretKey: identity.secretKey, timeoutMs: 2000 }),
      storage: createDiskStorage(storageDir),
      logger: { level: 'fatal' },
    });
    await gw.app.listen({ host: '127.0.0.1', port: 0 });
    paystack.webhookUrl = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/payments/paystack/webhook`;
    doc = (await gw.app.inject({ url: '/api/docs/json' })).json();
    const [pack] = await packagesOfSuppliers(gw, 1);
    supplierId = pack!.supplierId;
    tokens.buyer = (await buyer(gw, 'walk-buyer@example.com')).auth.authorization;
    tokens.seller = (await seller(gw, 'walk-seller@example.com', supplierId)).auth.authorization;
  });
  afterAll(async () => {
    await gw?.close();
    await paystack?.close();
    await identity?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  async function tokenFor(persona: Persona, path: string): Promise<string | null> {
    if (persona === 'anonymous' || !ENDS_A_SESSION.test(path)) return tokens[persona];
    accounts++;
    const email = `walk-${persona}-${accounts}@example.com`;
    // A storefront belongs to one company: the fresh seller owns a company of its own.
    return (await (persona === 'buyer' ? buyer(gw, email) : member(gw, email, 'owner'))).auth.authorization;
  }

  /** The request one case sends: path, query and headers from the parameters, a JSON body. */
  function casesOf(operation: Operation, wrong: boolean, count: number, seed: number) {
    const params = operation.parameters ?? [];
    const body = operation.requestBody?.content['application/json']?.schema;
    const arbitrary = fc.record({
      params: fc.tuple(
        ...params.map((p) =>
          fc.oneof(
            { weight: wrong ? 1 : 0, arbitrary: invalid(p.schema, doc.components) },
            { weight: wrong ? 1 : 4, arbitrary: valid(p.schema, doc.components) },
          ),
        ),
      ),
      present: fc.tuple(...params.map((p) => (p.required ? fc.constant(true) : fc.boolean()))),
      body: body
        ? wrong
          ? fc.oneof(invalid(body, doc.components), fc.constant(undefined))
          : valid(body, doc.components)
        : fc.constant(undefined),
    });
    return fc.sample(arbitrary, { numRuns: count, seed });
  }

  function documented(operation: Operation, status: number) {
    const answer = operation.responses[String(status)];
    if (!answer) return null;
    const resolved = answer.$ref ? doc.components.responses[answer.$ref.split('/').pop()!] : answer;
    return resolved as { content?: Record<string, { schema: Schema }> };
  }

  // About 1800 calls one after another: under a minute on two free cores, longer on a busy machine.
  it('answers every operation, valid and invalid inputs, as each persona, as the document says', async () => {
    const problems: string[] = [];
    let cases = 0;
    let operations = 0;
    const statuses = new Map<number, number>();
    const validators = new Map<Schema, ReturnType<typeof ajv.compile>>();
    let seed = 1;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        operations++;
        for (const persona of ['anonymous', 'buyer', 'seller'] as Persona[]) {
          const runs =
            persona === 'anonymous'
              ? casesOf(operation, false, 1, seed++)
              : [...casesOf(operation, false, VALID_CASES, seed++), ...casesOf(operation, true, INVALID_CASES, seed++)];
          for (const run of runs) {
            let url = path;
            const query = new URLSearchParams();
            const headers: Record<string, string> = {};
            (operation.parameters ?? []).forEach((p, i) => {
              if (!run.present[i]) return;
              const value = run.params[i];
              const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
              if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(text || 'x'));
              else if (p.in === 'query') query.set(p.name, text);
              else if (p.in === 'header') headers[p.name.toLowerCase()] = text.replace(/[^\x20-\x7e]/g, '');
              else if (p.in === 'cookie') headers.cookie = `${p.name}=${encodeURIComponent(text)}`;
            });
            const token = await tokenFor(persona, path);
            if (token) headers.authorization = token;
            const target = `${url}${query.size ? `?${query}` : ''}`;
            const response = await gw.app.inject({
              method: method.toUpperCase() as 'GET',
              url: target,
              headers,
              ...(run.body === undefined
                ? {}
                : { payload: JSON.stringify(run.body), headers: { ...headers, 'content-type': 'application/json' } }),
            });
            cases++;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const where = `${method.toUpperCase()} ${target} as ${persona} → ${response.statusCode}`;
            if (response.statusCode >= 500) {
              problems.push(`${where}: ${response.body.slice(0, 200)}`);
              continue;
            }
            const answer = documented(operation, response.statusCode);
            if (!answer) {
              problems.push(`${where}: status not in the document`);
              continue;
            }
            const schema = answer.content?.['application/json']?.schema;
            if (!schema || !String(response.headers['content-type']).startsWith('application/json')) continue;
            let validate = validators.get(schema);
            if (!validate) {
              validate = ajv.compile({ ...resolve(schema, doc.components), components: doc.components });
              validators.set(schema, validate);
            }
            if (!validate(response.json())) {
              problems.push(`${where}: body does not match: ${ajv.errorsText(validate.errors)}`);
            }
          }
        }
      }
    }
    console.info(
      `Contract walk on ${backend}: ${operations} operations, ${cases} cases; statuses`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    );
    expect(problems).toEqual([]);
  }, 300_000);
});
