/** Notifications' calls: a page of them (newest first), and marking one or all as read. */
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { Notification } from '../../../../contracts/notifications.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const PAGE_SIZE = 20;

export const notificationsKey = queryKey('notifications/get-all');

export function loadNotificationsPage(pageNumber: number, signal?: AbortSignal): Promise<PagedEnvelope<Notification>> {
  return api<PagedEnvelope<Notification>>('/v1/notifications/get-all', { query: { PageNumber: pageNumber, PageSize: PAGE_SIZE }, signal });
}

export async function markNotificationRead(id: string): Promise<void> {
  // keepalive: opening the notification's link may leave the page before the answer comes back.
  await api(`/v1/notifications/mark-read/${encodeURIComponent(id)}`, { method: 'POST', keepalive: true });
}

export async function markAllNotificationsRead(): Promise<void> {
  await api('/v1/notifications/mark-all-read', { method: 'POST' });
}
