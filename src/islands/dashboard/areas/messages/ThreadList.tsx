/**
 * The conversations of one side, latest activity first: the other party, the subject, the last
 * message's start and the unread count; the open one marked. Paged; reloaded when the live stream
 * says something changed.
 */
import { useStore } from '@nanostores/react';
import type { ConversationThread } from '../../../../contracts/conversations.ts';
import { formatDate, formatTime } from '../../../../contracts/format.ts';
import { $timezone } from '../../../../lib/session.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { listThreads, messagesKeys } from './api.ts';
import type { AreaSide } from './new-thread.ts';
import type { MessagesView } from './url-view.ts';

interface ThreadListProps {
  side: AreaSide;
  view: MessagesView;
  go: (changes: Partial<MessagesView>) => void;
  href: (changes: Partial<MessagesView>) => string;
}

/** The party on the other side of a thread. */
export const counterpartOf = (thread: Pick<ConversationThread, 'side' | 'buyer' | 'supplier'>) =>
  thread.side === 'buyer'
    ? thread.supplier.name
    : thread.side === 'seller'
      ? thread.buyer.name
      : `${thread.buyer.name} and ${thread.supplier.name}`;

/** When the last message came: the time today, else the day. */
function whenOf(iso: string, timeZone: string): string {
  const today = formatDate(new Date().toISOString(), timeZone) === formatDate(iso, timeZone);
  return today ? formatTime(iso, timeZone) : formatDate(iso, timeZone);
}

export function ThreadList({ side, view, go, href }: ThreadListProps) {
  const timeZone = useStore($timezone);
  const list = useQuery(messagesKeys.threads(side, view.page), (signal) => listThreads(side, view.page, signal));
  const threads = list.data?.data ?? [];
  return (
    <nav className="thread-list" aria-label="Conversations">
      <QueryStatus query={list} what="your conversations" />
      {list.data && threads.length === 0 && (
        <div className="empty-state thread-empty">
          <h2>No conversations yet</h2>
          <p className="muted">
            {side === 'buyer'
              ? 'Write to a supplier from a product page with “Message the supplier”, or about one of your orders.'
              : 'When a buyer writes to your storefront about a product or an order, the conversation shows here.'}
          </p>
          {side === 'buyer' && (
            <a className="button secondary" href="/search">
              Find products
            </a>
          )}
        </div>
      )}
      {threads.length > 0 && (
        <ul className="threads">
          {threads.map((thread) => {
            const last = thread.lastMessage;
            const preview = last
              ? `${last.mine ? 'You: ' : ''}${last.preview || (last.files ? `${last.files} file${last.files > 1 ? 's' : ''}` : 'Removed message')}`
              : '';
            return (
              <li key={thread.id}>
                <a
                  className={`thread-link${thread.unreadCount > 0 ? ' unread' : ''}`}
                  href={href({ thread: thread.id })}
                  aria-current={view.thread === thread.id ? 'page' : undefined}
                >
                  <span className="thread-top">
                    <strong className="thread-party">{counterpartOf(thread)}</strong>
                    {last && (
                      <time className="small muted" dateTime={last.sentAt}>
                        {whenOf(last.sentAt, timeZone)}
                      </time>
                    )}
                  </span>
                  <span className="thread-subject small">{thread.subject.title}</span>
                  <span className="thread-preview small muted">{preview}</span>
                  {thread.unreadCount > 0 && (
                    <span className="thread-unread">
                      {thread.unreadCount}
                      <span className="visually-hidden"> unread</span>
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {list.data && (
        <Pager label="Pages of conversations" page={view.page} totalPages={list.data.totalPages} onPage={(page) => go({ page })} />
      )}
    </nav>
  );
}
