/**
 * The contract walk: every operation of the published OpenAPI document, called with inputs drawn
 * from its own schemas (valid ones and invalid ones), as an anonymous visitor, a buyer and a
 * seller. Whatever comes back must be a status that operation lists, with a body its schema
 * allows, and never a 5xx; a valid input is never refused with 400, except by a rule listed in
 * RULES_BEYOND_THE_SCHEMA. Calls that would end the walk's own sessions (sign-out, password
 * change, deleting the account, removing members) get fresh accounts of their own, and the walk
 * ends by checking that the buyer's and the seller's sessions still work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDojahIdentity } from '../../src/gateway/providers/dojah.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { buyer, member, packagesOfSuppliers, seller } from './commerce-fixtures.ts';
import { minimalPdf } from '../fixtures/pdf.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { type IdentityServer, startIdentityServer } from '../../src/gateway/providers/local/identity-server.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';
import { type Components, invalid, resolve, type Schema, valid } from './openapi-arbitraries.ts';

type Parameter = { in: 'query' | 'path' | 'header' | 'cookie'; name: string; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema; encoding?: Record<string, { contentType: string }> }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }>;
};
type Persona = 'anonymous' | 'buyer' | 'seller';

/** Calls that end or change the caller's own session or membership: each case gets new accounts. */
const ENDS_A_SESSION = /\/(Account\/logout|settings\/(delete-account|change-password)|usermanagement\/(user|change-role))\b/i;
/** Cases per operation and persona: valid inputs, then invalid ones (anonymous: one valid); CONTRACT_WALK_CASES and CONTRACT_WALK_SEED walk wider or elsewhere. */
const VALID_CASES = Number(process.env.CONTRACT_WALK_CASES ?? 2);
const INVALID_CASES = VALID_CASES;

/** A transport classification's rules beyond its schema: the reference list, and fields that go together. */
const TRANSPORT_RULES = {
  dangerous: 'a substance the reference list has as dangerous, declared not dangerous, needs a reason',
  unNumber: 'in the reference list; for dangerous goods only (two fields)',
  properShippingName: 'the list’s name for the UN number, or a reason; for dangerous goods only (two fields)',
  hazardClass: 'the list’s class for the UN number, or a reason; for dangerous goods only (two fields)',
  'subsidiaryRisks.*': 'not the primary class (two fields)',
  subsidiaryRisks: 'the list’s for the UN number, or a reason; for dangerous goods only (two fields)',
  packingGroup: 'none on classes 1, 2, 5.2, 6.2 and 7; the list’s, or a reason (two fields)',
  quantity: 'for dangerous goods only (two fields)',
  marinePollutant: 'for dangerous goods only (two fields)',
  reason: 'required where the classification differs from the reference list',
};
const transportRules = (prefix: string) =>
  Object.fromEntries(Object.entries(TRANSPORT_RULES).map(([field, rule]) => [`${prefix}${field}`, rule]));

/** A product's fields checked against the catalog, the company's uploads and each other. */
const PRODUCT_FIELDS = {
  casNumber: 'its check digit',
  marketId: 'a market of the catalog',
  'applicationIds.*': 'an application of the catalog',
  producerId: 'a producer of the catalog',
  imageUrl: 'a photo the company uploaded',
  'packages.*.id': 'a package of this product, each once',
  ...transportRules('transport.'),
  ...transportRules('packages.*.transport.'),
  transport: 'a product classified as dangerous is published only with its safety data sheet',
  status: 'a product classified as dangerous is published only with its safety data sheet',
};

/** A delivery option's fields checked against each other and the country's states. */
const DELIVERY_OPTION_FIELDS = {
  address: 'required for a pickup (two fields)',
  feePerOrderMinor: '0 for pickup and quoted freight (two fields)',
  states: 'at least one for a zone, none for other kinds (two fields)',
  'states.*': 'a state of the option’s country (two fields)',
  country: 'one with delivery zones, for a zone (two fields)',
  refusedClasses: 'none on a pickup (two fields)',
  'refusedClasses.*': 'each class once, not overlapping another',
  classSurcharges: 'for a zone only (two fields)',
  'classSurcharges.*.class': 'each class once, not overlapping another, not a refused class (two fields)',
};

/** A purchase's deliveries: storefronts of the purchase, each package of a split storefront in one of its deliveries. */
const DELIVERY_FIELDS = {
  delivery: 'a choice for a storefront whose options reach the address but include no pickup',
  'delivery.*.supplierId': 'a storefront of the purchase, once unless its packages are split',
  'delivery.*.optionId': 'an active option of that storefront that reaches the address and carries the goods',
  'delivery.*.packageIds': 'required on every delivery of a split storefront, leaving none of its packages out',
  'delivery.*.packageIds.*': 'a package of that storefront in the purchase, in one delivery only',
};

/** Calls that take the wallet's PIN: a PIN of the right shape that is not the wallet's. */
const THE_WALLET_PIN = { pin: 'the wallet’s PIN' };

/**
 * The rules a schema cannot state, by operation and field, each with its reason: a valid input
 * answered 400 passes only when every field named in `errors` is listed here for that operation.
 * Field paths name array items `*`.
 */
const RULES_BEYOND_THE_SCHEMA: Record<string, Record<string, string>> = {
  'POST /api/v2/marketplace/products': { maxPrice: 'not below minPrice (two fields)' },
  'GET /api/v1/suppliercatalog/supplierdetails': { supplierId: 'supplierId or slug: one of two optional parameters' },
  'GET /api/v1/likes/status': { productId: 'exactly one of productId, supplierId and producerId' },
  'POST /api/v1/Account/register': { companyName: 'required when accountType is company (two fields)' },
  'POST /api/v1/onboarding/complete': { companyName: 'required when accountType is company (two fields)' },
  'POST /api/v1/Account/confirm-email': { token: 'one the server sent by email' },
  'POST /api/v1/Account/reset-password': { token: 'one the server sent by email' },
  'POST /api/v1/Account/register-invited-user': { token: 'an invitation the server sent' },
  'POST /api/v1/settings/change-password': { currentPassword: 'the caller’s password' },
  'POST /api/v1/wallet/set-pin': { pin: 'not easy to guess (repeats, runs): said in its description' },
  'POST /api/v1/wallet/change-pin': { ...THE_WALLET_PIN, newPin: 'not easy to guess (repeats, runs): said in its description' },
  'POST /api/v1/wallet/payouts': THE_WALLET_PIN,
  'POST /api/v1/wallet/beneficiaries': THE_WALLET_PIN,
  'POST /api/v1/financing/requests/{id}/accept': THE_WALLET_PIN,
  'POST /api/v1/financing/requests/{id}/repay': THE_WALLET_PIN,
  'POST /api/v1/financing/requests/{id}/pay-order': THE_WALLET_PIN,
  'POST /api/v1/wallet/limits': {
    ...THE_WALLET_PIN,
    warningLimit: 'not above the per-transaction limit (two fields)',
    perTransactionLimit: 'not above the daily limit (two fields)',
    dailyLimit: 'within the caps of the wallet’s verification tier',
  },
  'POST /api/v1/company/update-customization': {
    logoFileId: 'a photo the company uploaded',
    bannerFileId: 'a photo the company uploaded',
  },
  'POST /api/v1/product/add-product': PRODUCT_FIELDS,
  'POST /api/v1/product/update-product': PRODUCT_FIELDS,
  'POST /api/v1/product/update-additionalinfo': { signalWord: 'required with hazard pictograms or H statements (two fields)' },
  'POST /api/v1/product/update-productdocuments': {
    'documents.*.id': 'one of the product’s documents',
    'documents.*.fileId': 'a PDF the company uploaded',
    'documents.*.fileUrl': 'an upload of the company or an https address',
    'documents.*.issuedAt': 'not after today',
    documents: 'a published product classified as dangerous keeps its safety data sheet',
  },
  'GET /api/v1/dangerous-goods/suggestion': { CasNumber: 'its check digit' },
  'POST /api/v1/savedsearches/create': { query: 'the search page’s keys, each once' },
  'POST /api/v1/shoppingcart/confirm-purchase': {
    shippingAddressId: 'one of the caller’s addresses',
    paymentMethod: 'wallet and financing need a wallet (or a financing line)',
    walletPin: 'required when paying from the wallet or with financing (two fields)',
    ...THE_WALLET_PIN,
    ...DELIVERY_FIELDS,
  },
  'POST /api/v1/shoppingcart/preview': { shippingAddressId: 'one of the caller’s addresses', ...DELIVERY_FIELDS },
  'POST /api/v1/company/tax-profile': {
    country: 'a country code we know; VAT-registered, one with a configured rate',
    tin: 'required when VAT-registered (two fields)',
    vatRegisteredFrom: 'required when VAT-registered (two fields), not before 1993-12-01',
  },
  'POST /api/v1/storefront/delivery-options': DELIVERY_OPTION_FIELDS,
  'POST /api/v1/storefront/delivery-options/update': DELIVERY_OPTION_FIELDS,
  'POST /api/v1/storefront/orders/refund/{id}': {
    lines: 'packages or a delivery amount to refund (two fields); not the whole order',
    'lines.*.orderLineId': 'a line of the order, each once',
    'lines.*.quantity': 'at most the packages not refunded yet',
    deliveryMinor: 'at most the delivery fee not refunded yet',
  },
  'POST /api/v1/claims/refund/{id}': { lines: 'packages or a delivery amount to refund (two fields)' },
  'POST /api/v1/quotes/request': { neededBy: 'not before today', packageId: 'a package of that product' },
  'POST /api/v1/quotes/answer/{id}': { validUntil: 'not before today' },
  'POST /api/v1/productrequest/new': { casNumber: 'its check digit' },
  'POST /api/v1/documentrequest/new': { otherKind: 'required when kind is other (two fields)' },
  'POST /api/v1/campaigns': { startsAt: 'not before now', endsAt: 'after startsAt (two fields)' },
  'POST /api/v1/rfq': {
    'lines.*.casNumber': 'its check digit',
    'openTo.casNumber': 'its check digit; a storefront taking open requests sells it (two fields)',
    openTo: 'a storefront taking open requests found for the CAS number or market',
    'lines.*.productId': 'a published product',
    'lines.*.name': 'required for a line without a product (two fields)',
    closesAt: 'in the future, within 90 days',
    neededBy: 'not before today',
    supplierIds: 'storefronts of the marketplace, not one’s own; or openTo (two fields)',
    fileIds: 'files the caller uploaded that nothing uses',
  },
  'POST /api/v1/rfq/offer/{id}': {
    validUntil: 'not before today',
    'lines.*.lineId': 'a line of the request, each once',
    'lines.*.packageId': 'a package of the storefront’s, each once',
    documents: 'files the caller uploaded that nothing uses',
  },
  'POST /api/v1/rfq/award/{id}': {
    lines: 'all to one storefront or line by line, not both (two fields)',
    supplierId: 'a storefront that made an offer',
    'lines.*.lineId': 'a line of the request, each once',
    'lines.*.supplierId': 'a storefront that offered the line',
    shippingAddressId: 'one of the caller’s addresses',
    ...DELIVERY_FIELDS,
  },
  'POST /api/v1/conversations/threads': {
    text: 'text or a file, the text once cleaned of invisible characters (two fields)',
    fileIds: 'files the caller uploaded that nothing uses',
    subject: 'a general conversation names the storefront or the buyer, not both (two fields)',
  },
  'POST /api/v1/conversations/threads/{id}/messages': {
    text: 'text or a file, the text once cleaned of invisible characters (two fields)',
    fileIds: 'files the caller uploaded that nothing uses',
  },
  'GET /api/v1/conversations/subject': {
    subject: 'a general conversation names the storefront or the buyer, not both (two fields)',
    productId: 'required for a product (two fields)',
    orderId: 'required for an order (two fields)',
  },
};

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
  /** A real file of each type an upload takes, for the valid multipart cases. */
  const files: Record<string, Buffer> = { 'application/pdf': minimalPdf() };

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
    files['image/png'] = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
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
    return fc.sample(arbitrary, { numRuns: count, seed }).map((run) => ({ ...run, valid: !wrong }));
  }

  /** A multipart body with a real file of a type the operation takes (or null, if it takes none). */
  function multipartOf(operation: Operation): { payload: Buffer; contentType: string } | null {
    const multipart = operation.requestBody?.content['multipart/form-data'];
    const type = multipart?.encoding?.file?.contentType.split(', ').find((t) => files[t]);
    if (!type) return null;
    const boundary = 'contract-walk-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="walk"\r\nContent-Type: ${type}\r\n\r\n`),
      files[type]!,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
  }

  /** Whether a 400 to a valid input names only fields whose rule the schema cannot state. */
  function refusedByAListedRule(operationKey: string, body: { errors?: Record<string, string[]> | null }) {
    const rules = RULES_BEYOND_THE_SCHEMA[operationKey] ?? {};
    const fields = Object.keys(body.errors ?? {}).map((field) => field.replace(/\.\d+(?=\.|$)/g, '.*'));
    return fields.length > 0 && fields.every((field) => field in rules);
  }

  function documented(operation: Operation, status: number) {
    const answer = operation.responses[String(status)];
    if (!answer) return null;
    const resolved = answer.$ref ? doc.components.responses[answer.$ref.split('/').pop()!] : answer;
    return resolved as { content?: Record<string, { schema: Schema }> };
  }

  // About 1800 calls one after another: about ten seconds on PGlite, longer on a busy machine.
  it('answers every operation, valid and invalid inputs, as each persona, as the document says', async () => {
    const problems: string[] = [];
    let cases = 0;
    let validCases = 0;
    let refusedByRule = 0;
    let skipped = 0;
    let operations = 0;
    const statuses = new Map<number, number>();
    const validators = new Map<Schema, ReturnType<typeof ajv.compile>>();
    let seed = Number(process.env.CONTRACT_WALK_SEED ?? 1);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        operations++;
        for (const persona of ['anonymous', 'buyer', 'seller'] as Persona[]) {
          const valid = casesOf(operation, false, persona === 'anonymous' ? 1 : VALID_CASES, seed++);
          const wrong = persona === 'anonymous' ? [] : casesOf(operation, true, INVALID_CASES, seed++);
          // Valid and invalid in turn: when the first of each get the same 401 or 403, the caller was
          // refused before the input was read (an invalid one would have got 400), and so would the rest.
          const runs = valid.flatMap((run, i) => (wrong[i] ? [run, wrong[i]] : [run])).concat(wrong.slice(valid.length));
          const refusedAtTheDoor: number[] = [];
          for (const run of runs) {
            if (refusedAtTheDoor.length === 2) {
              if (refusedAtTheDoor[0] === refusedAtTheDoor[1] && [401, 403].includes(refusedAtTheDoor[0]!)) {
                skipped++;
                continue;
              }
            }
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
            const multipart = run.valid ? multipartOf(operation) : null;
            const body =
              run.body !== undefined
                ? { payload: JSON.stringify(run.body), contentType: 'application/json' }
                : (multipart ?? { payload: undefined, contentType: undefined });
            const response = await gw.app.inject({
              method: method.toUpperCase() as 'GET',
              url: target,
              headers: body.contentType ? { ...headers, 'content-type': body.contentType } : headers,
              ...(body.payload === undefined ? {} : { payload: body.payload }),
            });
            cases++;
            if (run.valid) validCases++;
            refusedAtTheDoor.push(response.statusCode);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const where = `${method.toUpperCase()} ${target} as ${persona} → ${response.statusCode}`;
            if (response.statusCode >= 500) {
              problems.push(`${where}: ${response.body.slice(0, 200)}`);
              continue;
            }
            if (run.valid && response.statusCode === 400) {
              const operationKey = `${method.toUpperCase()} ${path}`;
              if (!refusedByAListedRule(operationKey, response.json())) {
                problems.push(`${where}: a valid input refused: ${response.body.slice(0, 300)}`);
                continue;
              }
              refusedByRule++;
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
      `Contract walk on ${backend}: ${operations} operations, ${cases} cases (${validCases} valid, ${refusedByRule} of them refused by a rule beyond the schema; ${skipped} left out, their caller refused before the input was read); statuses`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    );
    expect(problems).toEqual([]);
    expect(operations).toBe(Object.values(doc.paths).flatMap((item) => Object.keys(item)).length);

    // The walk's own accounts are still there and still signed in: nothing it called ended them.
    for (const persona of ['buyer', 'seller'] as const) {
      const me = await gw.app.inject({ url: '/api/v1/Account/me', headers: { authorization: tokens[persona]! } });
      expect(me.statusCode, persona).toBe(200);
    }
  }, 300_000);
});
