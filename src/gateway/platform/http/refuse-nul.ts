/**
 * Refuses a NUL character (\u0000, %00) anywhere in a request's query, path or body with 400 and
 * the field's name, before validation: PostgreSQL's text cannot hold it, and one guard here covers
 * every string of every contract rather than a refinement remembered in each.
 */
import type { FastifyInstance } from 'fastify';
import { NUL_MESSAGE, hasNul } from '../../../contracts/text.ts';
import { HttpError } from '../errors.ts';

/** The dotted path of the first string (or key) holding a NUL, or null. */
function nulField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (hasNul(key)) return innerPath.replaceAll('\u0000', '\\0');
    const found = nulField(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return null;
}

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulField(request.params, '') ?? nulField(request.query, '') ?? nulField(request.body, '');
    if (field !== null) {
      const name = field || 'request';
      throw new HttpError(400, `Invalid request. ${name}: ${NUL_MESSAGE}`, { [name]: [NUL_MESSAGE] });
    }
  });
}
