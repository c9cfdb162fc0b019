/**
 * GET /metrics in Prometheus's text format: to this machine (a Prometheus or an agent beside the
 * gateway), or to anyone sending `Authorization: Bearer <METRICS_TOKEN>` when a token is
 * configured. The figures say how busy the marketplace is and how much money it holds: they are not
 * for the public. Not part of the API's contract (kept out of /api/docs), like /dev/mailbox.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { register } from 'prom-client';
import { failure } from '../http/reply.ts';
import { fromThisMachine } from '../loopback.ts';
import { readStoredState, type StateSources } from './state-metrics.ts';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token; compared in constant time (digests of equal length). */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), digest(token));
}

export function installMetricsRoute(app: FastifyInstance, sources: StateSources, token: string | null): void {
  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!(token && carriesToken(request, token)) && !fromThisMachine(request)) {
      return token
        ? reply.status(401).header('www-authenticate', 'Bearer').send(failure('Send the metrics token as a bearer token.'))
        : reply.status(403).send(failure('Metrics are served to this machine only (set METRICS_TOKEN to read them from elsewhere).'));
    }
    await readStoredState(sources);
    return reply
      .header('cache-control', 'no-store')
      .type(register.contentType)
      .send(await register.metrics());
  });
}
