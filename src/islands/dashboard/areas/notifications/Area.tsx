/**
 * /account/notifications: the signed-in person's notifications, newest first. Each can be marked
 * read (opening its link does too), or all at once.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Notification } from '../../../../contracts/notifications.ts';
import { $unreadCount } from '../../../../lib/unread-notifications.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useFocusNext } from '../../../shared/ui/use-focus-next.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { NotificationItem, notificationItemId } from './NotificationItem.tsx';
import notificationsStyles from './notifications.css?url';
import { useNotifications } from './use-notifications.ts';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(notificationsStyles);

export default function Notifications({ title }: { title: string; params: Record<string, string> }) {
  const { list, more, markRead, markAllRead, loadMore, status, actionError, marking, markingAll } = useNotifications();
  const [markingId, setMarkingId] = useState<string | null>(null);
  const focusNext = useFocusNext();
  // The header keeps the count of every unread one, including those on pages not loaded yet.
  const unreadAnywhere = useStore($unreadCount);

  async function onMarkOne(item: Notification) {
    setMarkingId(item.id);
    await markRead(item);
    setMarkingId(null);
    // The button is gone once read: keep the keyboard on the same notification.
    focusNext(notificationItemId(item.id));
  }

  async function onMarkAll() {
    if (await markAllRead()) focusNext('area-title');
  }

  async function onLoadMore() {
    // The keyboard goes to the first new notification, as a new page of results would start there.
    const first = await loadMore();
    if (first) focusNext(notificationItemId(first.id));
  }

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const unread = items.filter((item) => !item.read).length;
  const hasMore = items.length < total;

  return (
    <section className="list-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" tabIndex={-1}>
          {title}
        </h1>
        {(unread > 0 || (hasMore && unreadAnywhere > 0)) && (
          <button type="button" className="button secondary" onClick={() => void onMarkAll()} disabled={marking}>
            {markingAll ? 'Marking…' : 'Mark all as read'}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {actionError && (
        <div className="card notice-block list-error" role="alert">
          {actionError}
        </div>
      )}

      <QueryStatus query={list} what="your notifications" />
      {list.data && items.length === 0 && (
        <div className="card notice-block empty-list">
          <h2>No notifications yet</h2>
          <p className="muted">
            When something needs your attention, such as a reply to a request or a change to your account, it will show here.
          </p>
        </div>
      )}

      {items.length > 0 && (
        <>
          <p className="muted small">
            {unread === 0 ? 'All caught up.' : `${unread} unread.`} Showing {items.length} of {total}.
          </p>
          <ul className="item-list">
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                disabled={marking}
                marking={markingId === item.id}
                onMark={() => void onMarkOne(item)}
                onOpen={() => void markRead(item, { quiet: true })}
              />
            ))}
          </ul>
          {more.error && (
            <div className="card notice-block list-error" role="alert">
              <p>We could not load more notifications: {more.error.message}</p>
            </div>
          )}
          {hasMore && (
            <p className="load-more">
              <button
                type="button"
                className="button secondary"
                onClick={() => void onLoadMore()}
                disabled={more.busy}
                aria-busy={more.busy}
              >
                {more.busy ? 'Loading…' : `Load more (${total - items.length} more)`}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
