/**
 * Answers while the gateway shuts down, in the envelope like every other answer: Fastify's own
 * 503 (return503OnClosing) is a bare JSON of another shape, so it is off and this hook answers
 * requests that still arrive on a busy keep-alive connection. Requests already in flight finish;
 * Node closes idle keep-alive connections with a FIN when the server closes.
 */
import type { FastifyInstance } from 'fastify';
import { failure } from './reply.ts';

export function installShutdownAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send(failure('The server is restarting. Please try again in a moment.'));
  });
}
