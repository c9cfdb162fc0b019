/**
 * Conversations between buyers and storefronts (docs/decisions/039-conversations.md). Every route
 * needs a session; who may read or write a thread is decided per thread (access.ts): the buying
 * party's members who may buy, the storefront's who may sell, invited operators. Another party's
 * thread, message or file answers 404; a company one has no subject with, 403.
 */
import { z } from 'zod';
import {
  markReadBody,
  messageBody,
  messageIdParams,
  messagesPage,
  messagesQuery,
  newThreadBody,
  reportBody,
  sentMessage,
  subjectPreview,
  subjectQuery,
  threadDetail,
  threadFileParams,
  threadIdParams,
  threadsQuery,
  conversationThread,
  unreadMessages,
  type NewThreadSubject,
} from '../../contracts/conversations.ts';
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf } from '../../contracts/paging.ts';
import { fieldError } from '../platform/errors.ts';
import { currentUser } from '../platform/http/access.ts';
import type { Routes } from '../platform/http/module.ts';
import { sendPrivateFile } from '../platform/http/private-file.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Conversations } from './conversations.ts';

const config = { access: 'signed-in' as const };

/** The subject a query names, in the shape a new thread's body gives it. */
function subjectOf(query: z.output<typeof subjectQuery>): NewThreadSubject {
  if (query.kind === 'product') {
    if (query.productId === undefined) throw fieldError('productId', 'is required for a product');
    return { kind: 'product', productId: query.productId };
  }
  if (query.kind === 'order') {
    if (!query.orderId) throw fieldError('orderId', 'is required for an order');
    return { kind: 'order', orderId: query.orderId };
  }
  return { kind: 'general', supplierId: query.supplierId, buyerId: query.buyerId };
}

export const conversationsRoutes: Routes<{ conversations: Conversations }> = async (app, { services }) => {
  const tags = ['Conversations'];
  const { conversations } = services;

  app.get(
    '/v1/conversations/threads',
    {
      config,
      schema: {
        tags,
        summary: 'Your conversations (on one side, or all), latest activity first, each with its last message and unread count',
        querystring: threadsQuery,
        response: { 200: pagedEnvelope(conversationThread) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await conversations.list(currentUser(request).userId, request.query.side, page);
      return paged(items, total, page);
    },
  );

  app.post(
    '/v1/conversations/threads',
    {
      config,
      schema: {
        tags,
        summary:
          'Write about a product, an order, or generally to a party you deal with: starts the thread, or adds to the one there is (403 with no subject between you)',
        body: newThreadBody,
        response: { 200: envelope(sentMessage) },
      },
    },
    async (request) => ok(await conversations.start(currentUser(request).userId, request.body), 'Message sent.'),
  );

  app.get(
    '/v1/conversations/subject',
    {
      config,
      schema: {
        tags,
        summary: 'What a new conversation would be about and with whom (and the thread already there), checked as starting one is',
        querystring: subjectQuery,
        response: { 200: envelope(subjectPreview) },
      },
    },
    async (request) => ok(await conversations.preview(currentUser(request).userId, subjectOf(request.query))),
  );

  app.get(
    '/v1/conversations/threads/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One conversation, with the read marks of its people',
        params: threadIdParams,
        response: { 200: envelope(threadDetail) },
      },
    },
    async (request) => ok(await conversations.thread(currentUser(request).userId, request.params.id)),
  );

  app.get(
    '/v1/conversations/threads/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: 'A page of a conversation’s messages: the newest, or those before a message (`before`, its seq); oldest first',
        params: threadIdParams,
        querystring: messagesQuery,
        response: { 200: envelope(messagesPage) },
      },
    },
    async (request) =>
      ok(
        await conversations.messages(currentUser(request).userId, request.params.id, {
          before: request.query.before,
          size: request.query.PageSize,
        }),
      ),
  );

  app.post(
    '/v1/conversations/threads/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Send a message: text (plain, links shown as links) and files you uploaded (429 past the sending limits)',
        params: threadIdParams,
        body: messageBody,
        response: { 200: envelope(sentMessage) },
      },
    },
    async (request) => ok(await conversations.send(currentUser(request).userId, request.params.id, request.body), 'Message sent.'),
  );

  app.post(
    '/v1/conversations/threads/:id/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a conversation read, up to a message or to the newest',
        params: threadIdParams,
        body: markReadBody.optional(),
        response: { 200: envelope(z.object({ lastReadSeq: z.number().int() })) },
      },
    },
    async (request) => ok(await conversations.markRead(currentUser(request).userId, request.params.id, request.body?.upTo)),
  );

  app.get(
    '/v1/conversations/threads/:id/files/:fileId',
    {
      config,
      schema: { tags, summary: 'Download a file sent in a conversation (its parties only)', params: threadFileParams },
    },
    async (request, reply) => {
      const { row, bytes } = await conversations.file(currentUser(request).userId, request.params.id, request.params.fileId);
      return sendPrivateFile(reply, row, bytes);
    },
  );

  app.get(
    '/v1/conversations/unread-count',
    {
      config,
      schema: {
        tags,
        summary: 'Unread messages across your conversations (the header’s badge)',
        response: { 200: envelope(unreadMessages) },
      },
    },
    async (request) => ok(await conversations.unread(currentUser(request).userId)),
  );

  app.post(
    '/v1/conversations/messages/:id/report',
    {
      config,
      schema: {
        tags,
        summary: 'Report a message to the operators (once; not your own)',
        params: messageIdParams,
        body: reportBody,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await conversations.report(currentUser(request).userId, request.params.id, request.body.reason),
        'Reported. Our operators will look at it.',
      ),
  );
};
