/**
 * One conversation: what it is about and with whom, its messages (the newest page, earlier ones on
 * request), read marks ("Seen by …"), and the composer. New messages and read marks arrive live;
 * what is on screen while the page is visible is marked read.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConversationMessage, MessagesPage, ReadMark, ThreadDetail } from '../../../../contracts/conversations.ts';
import { toast } from '../../../../lib/toast.ts';
import { messagesChanged } from '../../../../lib/unread-messages.ts';
import { invalidate, useMutation, useQuery } from '../../../shared/data/use-query.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { getMessages, getThread, markThreadRead, messagesKeys, sendMessage } from './api.ts';
import { Composer } from './Composer.tsx';
import { $liveState, useLiveEvents } from './live-stream.ts';
import { MessageItem } from './MessageItem.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import { counterpartOf } from './ThreadList.tsx';

interface ThreadViewProps {
  threadId: string;
  backHref: string;
}

/** A page of messages with one more (or one changed: a removed message comes again), in order, each once. */
function withMessage(page: MessagesPage, message: ConversationMessage): MessagesPage {
  const others = page.messages.filter((m) => m.id !== message.id);
  return { ...page, messages: [...others, message].sort((a, b) => a.seq - b.seq) };
}

/** Who of the other sides has read up to each of our messages: the names under the last one they reached. */
function seenMarks(messages: ConversationMessage[], reads: ReadMark[], side: ThreadDetail['side']): Map<string, string> {
  const marks = new Map<string, string>();
  const ours = messages.filter((m) => m.author.side === side);
  for (const read of reads.filter((r) => r.side !== side)) {
    const reached = ours.filter((m) => m.seq <= read.lastReadSeq).at(-1);
    if (reached) marks.set(reached.id, marks.has(reached.id) ? `${marks.get(reached.id)}, ${read.name}` : read.name);
  }
  return marks;
}

export function ThreadView({ threadId, backHref }: ThreadViewProps) {
  const detail = useQuery(messagesKeys.thread(threadId), (signal) => getThread(threadId, signal));
  const page = useQuery(messagesKeys.messages(threadId), (signal) => getMessages(threadId, null, signal));
  const older = useMutation((before: number) => getMessages(threadId, before));
  const live = useStore($liveState);
  const [reporting, setReporting] = useState<ConversationMessage | null>(null);
  const [status, setStatus] = useState('');
  const log = useRef<HTMLOListElement>(null);
  const stickToEnd = useRef(true);

  useLiveEvents((event) => {
    if (event.kind === 'message' && event.message.threadId === threadId) {
      page.setData((current) => withMessage(current, event.message));
      if (!event.message.author.mine) setStatus(`New message from ${event.message.author.name}.`);
    } else if (event.kind === 'read' && event.read.threadId === threadId && !event.read.mine) {
      const { threadId: _, userId: __, mine: ___, ...mark } = event.read;
      detail.setData((current) => ({
        ...current,
        reads: [...current.reads.filter((r) => r.name !== mark.name || r.side !== mark.side), mark],
      }));
    } else if (event.kind === 'resumed') {
      detail.reload();
      page.reload();
    }
  });

  const messages = page.data?.messages ?? [];
  const newest = messages.at(-1)?.seq ?? 0;
  const myRead = detail.data?.myLastReadSeq ?? 0;

  // What is on screen is read while the page is visible; the header's badge and the list follow.
  useEffect(() => {
    if (!newest || newest <= myRead) return;
    const read = () => {
      if (document.visibilityState === 'hidden') return;
      markThreadRead(threadId, newest).then(
        ({ lastReadSeq }) => {
          detail.setData((current) => ({ ...current, myLastReadSeq: lastReadSeq, unreadCount: 0 }));
          invalidate('messages.threads.');
          messagesChanged();
        },
        () => {},
      );
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [threadId, newest, myRead, detail.setData]);

  // The newest message stays in view as messages come, unless the reader scrolled up to read earlier ones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the number of messages is the trigger
  useLayoutEffect(() => {
    if (log.current && stickToEnd.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length]);

  async function loadOlder() {
    const first = messages[0];
    if (!first) return;
    stickToEnd.current = false;
    const earlier = await older.run(first.seq);
    if (!earlier) return;
    page.setData((current) => ({ messages: [...earlier.messages, ...current.messages], hasOlder: earlier.hasOlder }));
    // The keyboard stays where the reader was: on the first of the earlier messages' successors.
    document.getElementById(`message-${first.id}`)?.focus();
  }

  async function send(body: { text: string; fileIds: string[] }) {
    const sent = await sendMessage(threadId, body);
    stickToEnd.current = true;
    page.setData((current) => withMessage(current, sent.message));
    detail.setData((current) => ({ ...current, myLastReadSeq: sent.message.seq }));
    invalidate('messages.threads.');
    setStatus('Message sent.');
  }

  const thread = detail.data;
  const seen = thread ? seenMarks(messages, thread.reads, thread.side) : new Map<string, string>();
  return (
    <section className="thread-view" aria-labelledby="thread-title">
      <BackLink href={backHref} className="thread-back">
        All conversations
      </BackLink>
      <QueryStatus
        query={detail}
        what="the conversation"
        notFound={<p className="card notice-block">This conversation is not yours to read, or no longer exists.</p>}
      />
      {thread && (
        <header className="thread-head">
          <h2 id="thread-title" tabIndex={-1}>
            {counterpartOf(thread)}
          </h2>
          <p className="small muted">
            About {thread.subject.url ? <a href={thread.subject.url}>{thread.subject.title}</a> : <span>{thread.subject.title}</span>}
            <span className={`live-state ${live}`}>
              {live === 'live' ? 'Live' : live === 'reconnecting' ? 'Reconnecting…' : 'Connecting…'}
            </span>
          </p>
        </header>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <QueryStatus query={page} what="the messages" />
      {page.data?.hasOlder && (
        <p className="load-more">
          <button
            type="button"
            className="button secondary compact"
            onClick={() => void loadOlder()}
            disabled={older.busy}
            aria-busy={older.busy}
          >
            {older.busy ? 'Loading…' : 'Earlier messages'}
          </button>
        </p>
      )}
      {older.error && (
        <p className="field-error" role="alert">
          Could not load earlier messages: {older.error.message}
        </p>
      )}
      {thread && (
        <ol
          ref={log}
          className="message-log"
          aria-label={`Messages with ${counterpartOf(thread)}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; the keyboard must reach it to scroll it
          tabIndex={0}
          onScroll={(event) => {
            const box = event.currentTarget;
            stickToEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
          }}
        >
          {page.data && messages.length === 0 && <li className="muted">No messages yet.</li>}
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              ours={message.author.side === thread.side}
              seenBy={seen.get(message.id) ?? null}
              onReport={setReporting}
            />
          ))}
        </ol>
      )}
      {thread && <Composer key={threadId} label={`Message to ${counterpartOf(thread)}`} onSend={send} />}
      {reporting && (
        <ReportDialog
          messageId={reporting.id}
          author={reporting.author.name}
          onClose={() => setReporting(null)}
          onReported={() => {
            setReporting(null);
            toast('Reported. Our operators will look at it.');
          }}
        />
      )}
    </section>
  );
}
