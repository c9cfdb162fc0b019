/**
 * Counts and times every request by its route's pattern (`/api/v1/orders/{id}` is one series
 * whatever the id; an address no route matches is `unmatched`), so the number of series stays the
 * number of routes whatever clients ask for.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpRequestDuration, httpRequestsInFlight } from './metrics.ts';

const counted = Symbol('counted in flight');

export function installHttpMetrics(app: FastifyInstance): void {
  const leave = (request: FastifyRequest & { [counted]?: boolean }) => {
    if (!request[counted]) return;
    request[counted] = false;
    httpRequestsInFlight.dec();
  };
  app.addHook('onRequest', async (request: FastifyRequest & { [counted]?: boolean }) => {
    request[counted] = true;
    httpRequestsInFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    leave(request);
    httpRequestDuration.observe(
      { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  // A client that went away before its answer: no onResponse follows.
  app.addHook('onRequestAbort', async (request) => leave(request));
}
