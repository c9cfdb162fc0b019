/**
 * Writing to someone about something for the first time (a product page's "Message the supplier",
 * an order's link): what it is about and with whom, checked by the gateway before anything is
 * typed, then the composer; the first message opens the thread. When the two already talk about it,
 * that thread opens instead.
 */
import { useEffect } from 'react';
import type { NewThreadSubject } from '../../../../contracts/conversations.ts';
import { messagesChanged } from '../../../../lib/unread-messages.ts';
import { invalidate, useQuery } from '../../../shared/data/use-query.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { messagesKeys, previewSubject, startThread } from './api.ts';
import { Composer } from './Composer.tsx';

interface NewThreadProps {
  subject: NewThreadSubject;
  backHref: string;
  /** Opens a thread (the one just started, or the one there was), in place of this address. */
  open: (threadId: string) => void;
}

export function NewThread({ subject, backHref, open }: NewThreadProps) {
  const preview = useQuery(messagesKeys.subject(subject), (signal) => previewSubject(subject, signal));
  const existing = preview.data?.threadId ?? null;
  useEffect(() => {
    if (existing) open(existing);
  }, [existing, open]);

  async function send(body: { text: string; fileIds: string[] }) {
    const sent = await startThread(subject, body);
    invalidate('messages.');
    messagesChanged();
    open(sent.thread.id);
  }

  const about = preview.data;
  return (
    <section className="thread-view new-thread" aria-labelledby="thread-title">
      <BackLink href={backHref} className="thread-back">
        All conversations
      </BackLink>
      {preview.error ? (
        <div className="card notice-block" role="alert">
          <h2 id="thread-title">You cannot start this conversation</h2>
          <p>{preview.error.message}</p>
          {subject.kind === 'general' && (
            <p className="muted">Open one of the supplier’s products and use “Message the supplier” to ask about it.</p>
          )}
        </div>
      ) : !about ? (
        <p className="query-status muted" aria-busy="true">
          Loading…
        </p>
      ) : (
        !existing && (
          <>
            <header className="thread-head">
              <h2 id="thread-title" tabIndex={-1}>
                New conversation with {about.counterpart}
              </h2>
              <p className="small muted">About {about.subject.title}</p>
            </header>
            <p className="muted small new-thread-note">
              {about.counterpart} reads your message in its dashboard and is told by email if it stays unread.
            </p>
            <Composer label={`Message to ${about.counterpart}`} onSend={send} autoFocus />
          </>
        )
      )}
    </section>
  );
}
