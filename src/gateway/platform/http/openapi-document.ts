/**
 * What the OpenAPI document says beyond each route's own schemas, added in one place so a client
 * generated from it is exact: an operationId per call, every error answer the gateway gives (in the
 * envelope), the tags it uses, and the server. Route files declare only their inputs and success.
 */
import { z } from 'zod';
import { refusalDetails } from '../../../contracts/commerce.ts';
import type { Access } from './access.ts';
import { type ErrorStatus, RULE_ANSWERS } from './openapi-answers.ts';
import { describeHandReadInputs } from './openapi-inputs.ts';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The error answers, each the envelope with `succeeded: false`; see http/error-handler.ts. */
const ERROR_ANSWERS: Record<ErrorStatus, readonly [string, string]> = {
  '400': ['BadRequest', 'The request is not valid: `errors` names each field and what it must be.'],
  '401': ['Unauthorized', 'Not signed in, the session has expired, or the credentials are wrong.'],
  '403': ['Forbidden', 'Signed in, but not allowed to do this.'],
  '404': ['NotFound', 'Nothing of that id, or not yours to see.'],
  '409': ['Conflict', 'The state changed under the request (already done, in use, out of stock).'],
  '410': ['Gone', 'The one-time code has expired.'],
  '413': ['PayloadTooLarge', 'The body or the uploaded file is larger than allowed.'],
  '415': ['UnsupportedMediaType', 'The body is not of a type this call takes (JSON, or the file types of an upload).'],
  '422': [
    'Unprocessable',
    'Valid, but refused by a rule about money (a limit, a ceiling, a balance) or the goods (dangerous goods that may not travel together: `data.segregation` says how to split them; restricted goods without an end-use declaration).',
  ],
  '428': ['PreconditionRequired', 'Above the warning limit: confirm with a one-time code.'],
  '429': ['TooManyRequests', 'Too many attempts; `Retry-After` says in how many seconds to try again.'],
  '502': ['BadGateway', 'The payment or bank provider did not answer as expected; nothing was moved.'],
  '503': ['Unavailable', 'The gateway is shutting down, or a provider this call needs is not configured or not answering.'],
};

/** Methods whose body Fastify reads, so a body too large (413) or of another type (415) is refused. */
const READS_A_BODY = new Set(['post', 'put', 'patch', 'delete']);

const ERROR_ENVELOPE = {
  type: 'object',
  description: 'Every error answer: `succeeded` false, a message for people, field messages for forms.',
  properties: {
    succeeded: { type: 'boolean', enum: [false] },
    message: { type: 'string' },
    errors: {
      type: 'object',
      nullable: true,
      description: 'Field name (or `body`, `query`, `headers`) → what is wrong with it.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    data: {
      ...z.toJSONSchema(refusalDetails, { target: 'openapi-3.0', io: 'output' }),
      nullable: true,
      description:
        'Null, except where a refusal says how to fix the request: goods that may not travel together (422) carry `segregation`, each pair with its rule and the purchase’s deliveries split, to send back as `delivery`.',
    },
  },
  required: ['succeeded', 'message', 'errors', 'data'],
  additionalProperties: false,
};

function errorResponses() {
  const responses: Json = {};
  for (const [status, [name, description]] of Object.entries(ERROR_ANSWERS)) {
    responses[name] = {
      description,
      ...(status === '429' || status === '503'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } } } }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  return responses;
}

/** `/api/v1/marketplace/getmarkets-menu` → `marketplaceGetmarketsMenu`: the spec's family and call. */
function nameOf(path: string): string {
  const words = path
    .replace(/^\/api\/(v\d+\/)?/, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word[0]!.toLowerCase() : word[0]!.toUpperCase()) + word.slice(1)).join('') || 'root';
}

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * operationIds named after the call; a path with several methods prefixes the method, a second
 * version or a path parameter is added only where two calls would otherwise share a name.
 */
function nameOperations(paths: Record<string, Record<string, Operation>>): void {
  const taken = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    const methods = METHODS.filter((method) => item[method]);
    for (const method of methods) {
      const base = nameOf(path);
      const named = methods.length > 1 ? `${method}${capital(base)}` : base;
      const version = /^\/api\/v(\d+)\//.exec(path)?.[1];
      const params = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => `By${capital(m[1]!.replace(/\W/g, ''))}`).join('');
      const candidates = [named, `${named}${params}`, `${named}${params}V${version ?? ''}`];
      let id = candidates.find((candidate) => !taken.has(candidate));
      for (let n = 2; !id; n++) if (!taken.has(`${named}${n}`)) id = `${named}${n}`;
      taken.add(id);
      item[method]!.operationId = id;
    }
  }
}

/**
 * zod writes a record keyed by an enum as `required` names without `properties` (OpenAPI 3.0 has no
 * `propertyNames`), which says the keys must be there without saying what they hold: name them.
 */
function nameRecordKeys(node: unknown): void {
  if (Array.isArray(node)) for (const entry of node) nameRecordKeys(entry);
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as Json;
  if (Array.isArray(schema.required) && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const properties = (schema.properties ??= {}) as Json;
    for (const name of schema.required as string[]) properties[name] ??= schema.additionalProperties;
  }
  for (const value of Object.values(schema)) nameRecordKeys(value);
}

/**
 * A nullable enum lists null among its values: OpenAPI 3.0.3 says `nullable` does not widen an
 * `enum`, so without it a validator refuses the null that zod's `.nullable()` allows.
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) for (const entry of node) nullInNullableEnums(entry);
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  for (const value of Object.values(schema)) nullInNullableEnums(value);
}

/**
 * Every error status one operation can answer: a malformed request (400: a bad URL, a NUL, an input
 * outside the contract) and a gateway shutting down (503) anywhere; no valid session (401) where
 * one is needed; a role without the permission (403); a body too large or of another type (413,
 * 415) where a body is read; then the operation's own rules (openapi-answers.ts).
 */
function answersOf(method: string, path: string, access: Access | undefined): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400, 503, ...(RULE_ANSWERS[`${method} ${path}`] ?? [])]);
  if (access !== 'public') statuses.add(401);
  if (access === 'operator' || typeof access === 'object') statuses.add(403);
  if (READS_A_BODY.has(method)) for (const status of [413, 415] as const) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The `#/components/schemas/…` names a part of the document points at. */
function schemaReferences(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const entry of node) schemaReferences(entry, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) found.add(value.slice(21));
      else schemaReferences(value, found);
    }
  }
  return found;
}

/** Keeps the component schemas the paths reach (zod also registers an unused input twin, `MenuItemInput`). */
function reachedSchemas(schemas: Json, paths: unknown): Json {
  const reached = schemaReferences(paths);
  for (const name of reached) schemaReferences(schemas[name], reached); // a Set iterates what is added while iterating
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
}

/** Who may call an operation, from the route's access declaration (http/access.ts). */
export type AccessOf = (method: string, path: string) => Access | undefined;

/** Adds what every operation can answer besides its success, names and tags it, and says where to ask. */
export function finishDocument<T extends Json>(document: T, accessOf: AccessOf, siteUrl: string): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  nameOperations(paths);
  nameRecordKeys(document);
  nullInNullableEnums(document);
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const tag of operation.tags ?? []) tags.add(tag);
      describeHandReadInputs(method, path, operation);
      const responses = (operation.responses ??= {});
      for (const status of answersOf(method, path, accessOf(method, path))) {
        responses[status] ??= { $ref: `#/components/responses/${ERROR_ANSWERS[status][0]}` };
      }
    }
  }
  const components = (document.components ?? {}) as Json;
  const terms = new URL('/terms', siteUrl).href;
  return {
    ...document,
    info: {
      ...(document.info as Json),
      contact: { name: 'Marketplace support', url: new URL('/contact', siteUrl).href },
      termsOfService: terms,
      license: { name: 'Proprietary: use under the marketplace’s terms', url: terms },
    },
    servers: [{ url: '/', description: 'This gateway: every path below starts with /api.' }],
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name.toLowerCase()} calls.` })),
    components: {
      ...components,
      schemas: { ...reachedSchemas((components.schemas ?? {}) as Json, paths), ErrorEnvelope: ERROR_ENVELOPE },
      responses: { ...(components.responses as Json), ...errorResponses() },
    },
  };
}
