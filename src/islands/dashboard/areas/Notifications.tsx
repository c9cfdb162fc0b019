/**
 * /account/notifications: the signed-in person's notifications, newest first, from
 * GET /api/v1/notifications/get-all. Each can be marked read (opening its link does too), or all
 * at once; the header's badge is told after every change.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PagedEnvelope } from '../../../contracts/envelope.ts';
import type { Notification } from '../../../contracts/notifications.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { $unreadCount, notificationsChanged } from '../../../lib/unread-notifications.ts';
import '../../shared/shared.css';
import './notifications.css';
import { useAccountDates } from '../../shared/use-account-dates.ts';

const PAGE_SIZE = 20;

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done' };


/** A link stored with a notification is followed only when it is a path on this site or an http(s) address. */
function safeLink(link: string | null): { href: string; external: boolean } | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) return { href: link, external: false };
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { href: url.href, external: url.origin !== location.origin };
  } catch {
    return null;
  }
}

export default function Notifications({ title }: { title: string; params: Record<string, string> }) {
  const { dateTime } = useAccountDates();
  const [items, setItems] = useState<Notification[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNumber, setPageNumber] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  /** Loads page `n`; page 1 replaces the list, later pages add to it. */
  const fetchPage = useCallback((n: number, signal?: AbortSignal) => {
    setLoad({ status: 'loading' });
    return api<PagedEnvelope<Notification>>('/v1/notifications/get-all', { query: { PageNumber: n, PageSize: PAGE_SIZE }, signal }).then(
      (page) => {
        setItems((current) => {
          if (n === 1) return page.data;
          // Rows may have shifted while reading: skip any already shown.
          const seen = new Set(current.map((item) => item.id));
          return [...current, ...page.data.filter((item) => !seen.has(item.id))];
        });
        setTotal(page.totalRecords);
        setPageNumber(n);
        setLoad({ status: 'done' });
        return page.data.length;
      },
      (error) => {
        if (!signal?.aborted) setLoad({ status: 'error', message: errorMessage(error) });
        return 0;
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void fetchPage(1, controller.signal);
    return () => controller.abort();
  }, [fetchPage, attempt]);

  const unread = items.filter((item) => !item.read).length;
  // The header keeps the count of every unread one, including those on pages not loaded yet.
  const unreadAnywhere = useStore($unreadCount);
  const hasMore = items.length < total;

  async function markRead(item: Notification, options: { quiet?: boolean } = {}) {
    if (item.read) return;
    setItems((current) => current.map((n) => (n.id === item.id ? { ...n, read: true } : n)));
    try {
      // keepalive: opening the link may leave the page before the answer comes back.
      await api(`/v1/notifications/mark-read/${encodeURIComponent(item.id)}`, { method: 'POST', keepalive: true });
      if (!options.quiet) setStatus(`Marked “${item.title}” as read.`);
      setActionError(null);
    } catch (error) {
      setItems((current) => current.map((n) => (n.id === item.id ? { ...n, read: false } : n)));
      setActionError(`We could not mark “${item.title}” as read: ${errorMessage(error)}`);
    } finally {
      notificationsChanged();
    }
  }

  async function onMarkOne(item: Notification, index: number) {
    setBusy(item.id);
    await markRead(item);
    setBusy(null);
    // The button is gone once read: keep the keyboard on the same item.
    listRef.current?.querySelectorAll<HTMLElement>('.notification-item')[index]?.focus();
  }

  async function onMarkAll() {
    setBusy('all');
    setActionError(null);
    try {
      await api('/v1/notifications/mark-all-read', { method: 'POST' });
      setItems((current) => current.map((n) => ({ ...n, read: true })));
      setStatus('All notifications are marked as read.');
      headingRef.current?.focus();
    } catch (error) {
      setActionError(`We could not mark your notifications as read: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
      notificationsChanged();
    }
  }

  async function onLoadMore() {
    const before = items.length;
    const added = await fetchPage(pageNumber + 1);
    // Move focus to the first new notification, as a page of results would start there.
    if (added) requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('.notification-item')[before]?.focus());
  }

  const firstLoad = pageNumber === 0;

  return (
    <section className="list-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" ref={headingRef} tabIndex={-1}>{title}</h1>
        {(unread > 0 || (hasMore && unreadAnywhere > 0)) && (
          <button type="button" className="button secondary" onClick={() => void onMarkAll()} disabled={busy !== null}>
            {busy === 'all' ? 'Marking…' : 'Mark all as read'}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">{status}</p>
      {actionError && <div className="card notice-block list-error" role="alert">{actionError}</div>}

      {firstLoad && load.status === 'loading' && <div className="card notice-block" aria-busy="true">Loading your notifications…</div>}
      {firstLoad && load.status === 'error' && (
        <div className="card notice-block" role="alert">
          <p>We could not load your notifications: {load.message}</p>
          <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
        </div>
      )}
      {!firstLoad && items.length === 0 && (
        <div className="card notice-block empty-list">
          <h2>No notifications yet</h2>
          <p className="muted">When something needs your attention, such as a reply to a request or a change to your account, it will show here.</p>
        </div>
      )}

      {items.length > 0 && (
        <>
          <p className="muted small">{unread === 0 ? 'All caught up.' : `${unread} unread.`} Showing {items.length} of {total}.</p>
          <ul className="item-list" ref={listRef}>
            {items.map((item, index) => {
              const link = safeLink(item.link);
              const titleId = `notification-${item.id}`;
              return (
                <li key={item.id} className={`card notification-item${item.read ? '' : ' unread'}`} tabIndex={-1} aria-labelledby={titleId}>
                  <div className="item-main">
                    <h2 className="item-title" id={titleId}>
                      {!item.read && <span className="badge unread-badge">New<span className="visually-hidden">, unread</span></span>}{' '}
                      {link ? (
                        <a href={link.href} onClick={() => void markRead(item, { quiet: true })} {...(link.external ? { rel: 'noopener noreferrer' } : {})}>{item.title}</a>
                      ) : item.title}
                    </h2>
                    {item.body && <p className="item-body">{item.body}</p>}
                    <p className="muted small item-meta"><time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time></p>
                  </div>
                  {!item.read && (
                    <div className="item-actions">
                      <button type="button" className="button secondary" onClick={() => void onMarkOne(item, index)} disabled={busy !== null}
                        aria-describedby={titleId}>
                        {busy === item.id ? 'Marking…' : 'Mark as read'}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {!firstLoad && load.status === 'error' && (
            <div className="card notice-block list-error" role="alert">
              <p>We could not load more notifications: {load.message}</p>
            </div>
          )}
          {hasMore && (
            <p className="load-more">
              <button type="button" className="button secondary" onClick={() => void onLoadMore()} disabled={load.status === 'loading'} aria-busy={load.status === 'loading'}>
                {load.status === 'loading' ? 'Loading…' : `Load more (${total - items.length} more)`}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
