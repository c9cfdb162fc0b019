/**
 * The area's one live connection to the gateway (Server-Sent Events through EventSource): opened
 * while some part of the area listens, closed when none does. EventSource sends no Authorization
 * header, so each connection starts with a ticket asked for with the access token; when the browser
 * gives up on a connection (the ticket has expired, the gateway restarted), a new ticket opens a new
 * one, resuming after the last message seen (`lastEventId`), with a growing pause between tries.
 */
import { atom } from 'nanostores';
import { useEffect, useRef } from 'react';
import type { ConversationMessage, ReadEvent } from '../../../../contracts/conversations.ts';
import { streamTicket } from './api.ts';

export type LiveEvent =
  | { kind: 'message'; message: ConversationMessage }
  | { kind: 'read'; read: ReadEvent }
  /** Open again after a break: what changed meanwhile besides messages (read marks) is worth loading again. */
  | { kind: 'resumed' };

/** `connecting` before the first connection, `live` while one is open, `reconnecting` after a break. */
export const $liveState = atom<'connecting' | 'live' | 'reconnecting'>('connecting');

const listeners = new Set<(event: LiveEvent) => void>();
let source: EventSource | null = null;
let lastEventId = '';
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryMs = 1000;
let everOpen = false;

const emit = (event: LiveEvent) => {
  for (const listener of [...listeners]) listener(event);
};

function retryLater() {
  if (retryTimer || !listeners.size) return;
  $liveState.set(everOpen ? 'reconnecting' : 'connecting');
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect();
  }, retryMs);
  retryMs = Math.min(retryMs * 2, 30_000);
}

async function connect() {
  if (source || !listeners.size) return;
  let ticket: string;
  try {
    ticket = (await streamTicket()).ticket;
  } catch {
    retryLater();
    return;
  }
  if (source || !listeners.size) return;
  const query = new URLSearchParams({ ticket });
  if (lastEventId) query.set('lastEventId', lastEventId);
  const opened = new EventSource(`/api/v1/conversations/stream?${query}`);
  source = opened;
  opened.addEventListener('ready', (event) => {
    lastEventId = (event as MessageEvent).lastEventId || lastEventId;
    retryMs = 1000;
    $liveState.set('live');
    if (everOpen) emit({ kind: 'resumed' });
    everOpen = true;
  });
  opened.addEventListener('message', (event) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    emit({ kind: 'message', message: JSON.parse(event.data) as ConversationMessage });
  });
  opened.addEventListener('read', (event) => emit({ kind: 'read', read: JSON.parse((event as MessageEvent).data) as ReadEvent }));
  // A resume that would have been too long: load everything again.
  opened.addEventListener('reset', () => emit({ kind: 'resumed' }));
  opened.addEventListener('error', () => {
    // While it is CONNECTING the browser tries again by itself, with the same ticket; CLOSED is for us.
    if (opened.readyState === EventSource.CONNECTING) $liveState.set('reconnecting');
    if (opened.readyState !== EventSource.CLOSED) return;
    opened.close();
    if (source === opened) source = null;
    retryLater();
  });
}

function disconnect() {
  source?.close();
  source = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

/** Listens to the live stream while the component is on screen. */
export function useLiveEvents(listener: (event: LiveEvent) => void): void {
  const current = useRef(listener);
  current.current = listener;
  useEffect(() => {
    const forward = (event: LiveEvent) => current.current(event);
    listeners.add(forward);
    void connect();
    return () => {
      listeners.delete(forward);
      if (!listeners.size) disconnect();
    };
  }, []);
}
