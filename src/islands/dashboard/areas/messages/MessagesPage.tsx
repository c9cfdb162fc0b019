/**
 * A messages page of the dashboard, for either side: the conversations on the left, the one open
 * (or a new one) on the right; on a phone, one after the other. The live stream keeps the list,
 * the open thread and the header's badge current.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { $loggedUser } from '../../../../lib/session.ts';
import { $unreadMessagesBySide, messagesChanged } from '../../../../lib/unread-messages.ts';
import { useLocation } from '../../../shared/data/location.ts';
import { invalidate } from '../../../shared/data/use-query.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import { areaStyles } from '../../../shared/ui/area-styles.ts';
import { Loading } from '../../../shared/ui/QueryStatus.tsx';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { useLiveEvents } from './live-stream.ts';
import messagesStyles from './messages.css?url';
import { type AreaSide, MESSAGES_PATH, readNewThread } from './new-thread.ts';
import { ThreadList } from './ThreadList.tsx';
import { messagesView } from './url-view.ts';

await areaStyles(messagesStyles);

// A conversation and a new one (with the composer and its checks) load when one is opened, not
// with the list of conversations.
const NewThread = lazy(() => import('./NewThread.tsx').then((m) => ({ default: m.NewThread })));
const ThreadView = lazy(() => import('./ThreadView.tsx').then((m) => ({ default: m.ThreadView })));

const OTHER: Record<AreaSide, { side: AreaSide; label: string }> = {
  buyer: { side: 'seller', label: 'Your storefront’s messages' },
  seller: { side: 'buyer', label: 'Your buying messages' },
};

export function MessagesPage({ title, side }: { title: string; side: AreaSide }) {
  const { view, go, href } = useUrlState(MESSAGES_PATH[side], messagesView);
  const { search } = useLocation();
  const subject = useMemo(() => readNewThread(search), [search]);
  const user = useStore($loggedUser);
  const unread = useStore($unreadMessagesBySide);
  const open = useCallback((thread: string) => go({ thread }, { replace: true }), [go]);

  // Anything new, anywhere: the list and the header's badge are read again.
  useLiveEvents((event) => {
    if (event.kind === 'message' || event.kind === 'resumed' || (event.kind === 'read' && event.read.mine)) {
      invalidate('messages.threads.');
      messagesChanged();
    }
  });

  const other = OTHER[side];
  const both = user?.accountType === 'company' && user.businessUserType === 'both';
  const otherUnread = unread?.bySide[other.side] ?? 0;
  const showing = subject || view.thread ? 'thread' : 'list';
  return (
    <section className="messages-area" data-showing={showing} aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" tabIndex={-1}>
          {title}
        </h1>
        {both && (
          <a className="button secondary" href={MESSAGES_PATH[other.side]}>
            {other.label}
            {otherUnread > 0 && <span className="thread-unread">{otherUnread}</span>}
          </a>
        )}
      </div>
      <div className="messages-panes">
        <div className="messages-list-pane">
          <ThreadList side={side} view={view} go={go} href={href} />
        </div>
        <div className="messages-thread-pane">
          {subject ? (
            <Suspense fallback={<Loading what="the conversation" />}>
              <NewThread subject={subject} backHref={href({ thread: null })} open={open} />
            </Suspense>
          ) : view.thread ? (
            <Suspense fallback={<Loading what="the conversation" />}>
              <ThreadView key={view.thread} threadId={view.thread} backHref={href({ thread: null })} />
            </Suspense>
          ) : (
            <div className="empty-state thread-none">
              <h2>Choose a conversation</h2>
              <p className="muted">Its messages show here, and new ones arrive as they are written.</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
