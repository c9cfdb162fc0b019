/**
 * The live stream of conversations (Server-Sent Events, live-hub.ts) and its tickets. The stream is
 * declared public because a browser's EventSource sends no Authorization header: it is opened with
 * a ticket asked for with the access token (stream-ticket.ts), by browsers and API clients alike,
 * and answers 401 without one. Never compressed: each event must leave at once.
 */
import { envelope } from '../../contracts/envelope.ts';
import { streamQuery, streamTicket } from '../../contracts/conversations.ts';
import { currentUser } from '../platform/http/access.ts';
import type { Routes } from '../platform/http/module.ts';
import { ok } from '../platform/http/reply.ts';
import type { Conversations } from './conversations.ts';
import type { LiveHub } from './live-hub.ts';

/** A Last-Event-ID header as EventSource sends it: the last message seq seen. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

export const streamRoutes: Routes<{ conversations: Conversations; liveHub: LiveHub }> = async (app, { services }) => {
  const tags = ['Conversations'];
  const { conversations, liveHub } = services;

  // Open streams end before the server closes: it waits for every response to finish.
  app.addHook('preClose', async () => liveHub.endStreams());

  app.post(
    '/v1/conversations/stream-ticket',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A ticket that opens your live stream for two minutes (EventSource cannot send the access token)',
        response: { 200: envelope(streamTicket) },
      },
    },
    async (request) => ok(await conversations.issueTicket(currentUser(request).userId)),
  );

  app.get(
    '/v1/conversations/stream',
    {
      // The ticket is checked instead.
      config: { access: 'public' },
      compress: false,
      schema: {
        tags,
        summary:
          'Your live stream (text/event-stream): `message` and `read` events of your conversations, a comment every 25 s; Last-Event-ID (or lastEventId) resumes from stored messages',
        querystring: streamQuery,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const viewer = await conversations.streamHolder(request.query.ticket);
      const lastEventId = lastEventIdOf(request.headers['last-event-id']) ?? request.query.lastEventId ?? null;
      const body = await liveHub.open(viewer, lastEventId);
      reply.raw.once('close', () => body.destroy());
      // The reader may have gone while the stream was being resumed.
      if (request.raw.socket.destroyed) body.destroy();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(body);
    },
  );
};
