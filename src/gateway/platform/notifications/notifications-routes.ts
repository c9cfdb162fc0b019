/** In-app notifications of the signed-in person: each person sees and marks only their own. */
import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../../contracts/envelope.ts';
import {
  markAllReadResult,
  notification,
  notificationIdParams,
  notificationsQuery,
  unreadCount,
} from '../../../contracts/notifications.ts';
import { isUuid } from '../../../contracts/ids.ts';
import { pageOf } from '../../../contracts/paging.ts';
import { currentUser } from '../http/access.ts';
import { notFound } from '../errors.ts';
import { ok, paged } from '../http/reply.ts';
import type { Routes } from '../http/module.ts';
import type { Notifications } from './notifications.ts';

export const notificationsRoutes: Routes<{ notifications: Notifications }> = async (app, { services }) => {
  const tags = ['Notifications'];
  const config = { access: 'signed-in' as const };

  app.get(
    '/v1/notifications/get-all',
    {
      config,
      schema: {
        tags,
        summary: 'Your notifications, newest first; UnreadOnly=true keeps the unread ones',
        querystring: notificationsQuery,
        response: { 200: pagedEnvelope(notification) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await services.notifications.list(currentUser(request).userId, {
        ...page,
        unreadOnly: request.query.UnreadOnly,
      });
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/notifications/unread-count',
    {
      config,
      schema: { tags, summary: 'How many of your notifications are unread', response: { 200: envelope(unreadCount) } },
    },
    async (request) => ok({ count: await services.notifications.unreadCount(currentUser(request).userId) }),
  );

  app.post(
    '/v1/notifications/mark-read/:id',
    {
      config,
      schema: { tags, summary: 'Mark one of your notifications read', params: notificationIdParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      // A malformed id names no notification: the same answer as an unknown one, before the uuid column sees it.
      if (!isUuid(request.params.id)) throw notFound('No such notification.');
      await services.notifications.markRead(currentUser(request).userId, request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/v1/notifications/mark-all-read',
    {
      config,
      schema: { tags, summary: 'Mark all your notifications read', response: { 200: envelope(markAllReadResult) } },
    },
    async (request) => ok({ marked: await services.notifications.markAllRead(currentUser(request).userId) }),
  );
};
