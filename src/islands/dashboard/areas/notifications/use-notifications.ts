/**
 * The notifications list and what can be done to it. Page 1 is the query; "Load more" adds later
 * pages to the same list, and marking read changes it in place, so the list stays one piece of data.
 * The header's badge is told after every change.
 */
import { useState } from 'react';
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { Notification } from '../../../../contracts/notifications.ts';
import { notificationsChanged } from '../../../../lib/unread-notifications.ts';
import { useMutation, useQuery } from '../../../shared/data/use-query.ts';
import { loadNotificationsPage, markAllNotificationsRead, markNotificationRead, notificationsKey } from './api.ts';

export interface NotificationList {
  items: Notification[];
  total: number;
  /** The last page read. */
  pageNumber: number;
}

const fromPage = (page: PagedEnvelope<Notification>): NotificationList => ({
  items: page.data,
  total: page.totalRecords,
  pageNumber: page.pageNumber,
});

/** Rows may have shifted while reading (a new notification came first): skip any already shown. */
function withPage(list: NotificationList, page: PagedEnvelope<Notification>): NotificationList {
  const seen = new Set(list.items.map((item) => item.id));
  return {
    items: [...list.items, ...page.data.filter((item) => !seen.has(item.id))],
    total: page.totalRecords,
    pageNumber: page.pageNumber,
  };
}

export function useNotifications() {
  const list = useQuery(notificationsKey, async (signal) => fromPage(await loadNotificationsPage(1, signal)));
  const more = useMutation((pageNumber: number) => loadNotificationsPage(pageNumber));
  const markOne = useMutation(markNotificationRead);
  const markAll = useMutation(markAllNotificationsRead);
  /** The notification whose marking failed last, named in the message. */
  const [failed, setFailed] = useState<string | null>(null);
  /** Said to screen readers after a change. */
  const [status, setStatus] = useState('');

  const setRead = (ids: Set<string> | 'all', read: boolean) =>
    list.setData((current) => ({ ...current, items: current.items.map((n) => (ids === 'all' || ids.has(n.id) ? { ...n, read } : n)) }));

  /** Marks at once, and puts it back when the gateway refuses; `quiet` when the person is leaving by its link. */
  async function markRead(item: Notification, options: { quiet?: boolean } = {}): Promise<void> {
    if (item.read) return;
    markAll.reset();
    setRead(new Set([item.id]), true);
    const done = await markOne.run(item.id);
    notificationsChanged();
    if (done === null) {
      setRead(new Set([item.id]), false);
      setFailed(item.title);
    } else if (!options.quiet) setStatus(`Marked “${item.title}” as read.`);
  }

  async function markAllRead(): Promise<boolean> {
    markOne.reset();
    const done = await markAll.run();
    notificationsChanged();
    if (done === null) return false;
    setRead('all', true);
    setStatus('All notifications are marked as read.');
    return true;
  }

  /** Adds the next page; resolves to the first notification it added, if any. */
  async function loadMore(): Promise<Notification | undefined> {
    const current = list.data;
    if (!current) return undefined;
    const page = await more.run(current.pageNumber + 1);
    if (!page) return undefined;
    const seen = new Set(current.items.map((item) => item.id));
    list.setData((latest) => withPage(latest, page));
    return page.data.find((item) => !seen.has(item.id));
  }

  const actionError = markAll.error
    ? `We could not mark your notifications as read: ${markAll.error.message}`
    : markOne.error
      ? `We could not mark “${failed}” as read: ${markOne.error.message}`
      : null;

  return {
    list,
    more,
    markRead,
    markAllRead,
    loadMore,
    status,
    actionError,
    marking: markOne.busy || markAll.busy,
    markingAll: markAll.busy,
  };
}
