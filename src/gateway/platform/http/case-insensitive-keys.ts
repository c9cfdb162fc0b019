/**
 * The spec spells query names one way (`PageNumber`, `productId`); clients send them in any case.
 * For each route, a hook renames incoming query and body keys to the casing its schema declares.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

type KeyMap = Map<string, string>;

function keyMapOf(schema: unknown): KeyMap | null {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape || typeof shape !== 'object') return null;
  return new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
}

function renameKeys(value: unknown, keys: KeyMap): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const canonical = keys.get(key.toLowerCase()) ?? key;
    // A key already spelled canonically wins over a differently-cased duplicate.
    if (canonical in out && canonical !== key) continue;
    out[canonical] = v;
  }
  return out;
}

export function installCaseInsensitiveKeys(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const queryKeys = keyMapOf(route.schema?.querystring);
    const bodyKeys = keyMapOf(route.schema?.body);
    if (!queryKeys && !bodyKeys) return;
    const hook = async (request: { query: unknown; body: unknown }) => {
      if (queryKeys) request.query = renameKeys(request.query, queryKeys);
      if (bodyKeys) request.body = renameKeys(request.body, bodyKeys);
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [hook, ...(Array.isArray(existing) ? existing : [existing])] : [hook];
  });
}
