/**
 * The live stream of conversations (Server-Sent Events): each signed-in person's open streams on
 * this gateway, and what they are sent. Every message and read mark is announced by NOTIFY in the
 * transaction that writes it (threads.ts); each gateway listens (notice-listener.ts) and sends it
 * to its own streams whose person speaks for one of the thread's parties, so a message written
 * through one gateway reaches a reader connected to any other. A notice names the parties' keys, so
 * a gateway without an interested stream reads nothing; one with some reads the message once.
 *
 * Events: `message` (id: the message's seq, so Last-Event-ID resumes from stored messages), `read`
 * (someone's read mark moved), `ready` (the stream is open; its id is where a resumed stream
 * starts), `reset` (more was missed than a resume sends: reload), and a comment every 25 seconds
 * to keep proxies from closing an idle stream.
 */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConversationMessage, ReadEvent } from '../../contracts/conversations.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { loggableError } from '../platform/loggable-error.ts';
import { type Viewer, viewerKeys } from './access.ts';
import { messageBySeq, messagesAfter } from './message-views.ts';
import { listenForNotices, type NoticeListener } from './notice-listener.ts';
import { LIVE_CHANNEL, type LiveNotice } from './threads.ts';
import { openLiveStream } from '../platform/observability/live-streams.ts';

/** Messages a resumed stream is sent at most; past them it is told to reload. */
const RESUME_LIMIT = 200;
/** A reader this far behind (bytes waiting) is dropped rather than let the gateway's memory grow; it reconnects and resumes. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface LiveHubOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Between keep-alive comments. */
  heartbeatMs?: number;
  /** A stream is closed after this long, so a changed role or a signed-out session counts within it; the browser reconnects. */
  maxStreamAgeMs?: number;
}

interface Stream {
  viewer: Viewer;
  keys: string[];
  out: PassThrough;
  openedAt: number;
  /** The last message sent, where a resume after a lost listening connection starts. */
  lastSeq: number;
  /** Events that came while the stream was being resumed, sent once it is. */
  pending: { seq: number | null; text: string }[] | null;
}

/** Streams open on every hub of this process (the gateway's Prometheus gauge reads it). */
let openStreams = 0;
export const openStreamCount = () => openStreams;

const frame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function createLiveHub(options: LiveHubOptions) {
  const { db, log } = options;
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxAgeMs = options.maxStreamAgeMs ?? 30 * 60_000;
  const streams = new Set<Stream>();
  const byKey = new Map<string, Set<Stream>>();
  let listener: NoticeListener | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  /** Notices are handled one after another, so each stream gets events in the order they were announced. */
  let queue: Promise<void> = Promise.resolve();

  function send(stream: Stream, text: string, seq: number | null = null) {
    if (stream.pending) {
      stream.pending.push({ seq, text });
      return;
    }
    if (stream.out.writableLength > MAX_BUFFERED_BYTES) {
      stream.out.destroy();
      return;
    }
    stream.out.write(text);
    if (seq !== null && seq > stream.lastSeq) stream.lastSeq = seq;
  }

  function remove(stream: Stream) {
    if (!streams.delete(stream)) return;
    openStreams--;
    for (const key of stream.keys) {
      const set = byKey.get(key);
      set?.delete(stream);
      if (set?.size === 0) byKey.delete(key);
    }
  }

  function interested(keys: string[]): Set<Stream> {
    const found = new Set<Stream>();
    for (const key of keys) for (const stream of byKey.get(key) ?? []) found.add(stream);
    return found;
  }

  async function deliver(notice: LiveNotice) {
    const readers = interested(notice.k);
    if (!readers.size) return;
    if (notice.t === 'r') {
      const event = (mine: boolean): ReadEvent => ({
        threadId: notice.th,
        userId: notice.u,
        name: notice.n,
        side: notice.sd,
        lastReadSeq: notice.s,
        readAt: notice.at,
        mine,
      });
      const [theirs, own] = [frame('read', event(false)), frame('read', event(true))];
      for (const stream of readers) send(stream, stream.viewer.userId === notice.u ? own : theirs);
      return;
    }
    const found = await messageBySeq(db, notice.s);
    if (!found) return;
    const view = (mine: boolean): ConversationMessage => ({ ...found.view, author: { ...found.view.author, mine } });
    const [theirs, own] = [frame('message', view(false), notice.s), frame('message', view(true), notice.s)];
    for (const stream of readers) send(stream, stream.viewer.userId === found.row.authorUserId ? own : theirs, notice.s);
  }

  function onNotice(payload: string) {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice;
    } catch {
      return;
    }
    queue = queue
      .then(() => deliver(notice))
      .catch((error) => log.warn({ err: loggableError(error) }, 'conversations: a live event was lost'));
  }

  /**
   * Sends a stream what it missed after `afterSeq` (a reset instead when that is more than a resume
   * sends); answers the last message seq it sent, or `afterSeq`.
   */
  async function resume(stream: Stream, afterSeq: number): Promise<number> {
    const { messages, more } = await messagesAfter(db, stream.viewer, afterSeq, RESUME_LIMIT);
    if (more) {
      stream.out.write(frame('reset', { reason: 'Too much was missed: load the conversations again.' }));
      return afterSeq;
    }
    for (const message of messages) stream.out.write(frame('message', message, message.seq));
    const sent = messages.at(-1)?.seq ?? afterSeq;
    stream.lastSeq = Math.max(stream.lastSeq, sent);
    return sent;
  }

  /** After the listening connection came back: every stream gets what it missed meanwhile. */
  async function resumeAll() {
    for (const stream of [...streams]) {
      stream.pending ??= [];
      let sent = stream.lastSeq;
      try {
        sent = await resume(stream, stream.lastSeq);
      } finally {
        flush(stream, sent);
      }
    }
  }

  /** Sends what came while the stream was resumed, but the messages the resume sent already. */
  function flush(stream: Stream, sentUpTo: number) {
    const pending = stream.pending ?? [];
    stream.pending = null;
    for (const { seq, text } of pending) if (seq === null || seq > sentUpTo) send(stream, text, seq);
  }

  function beat() {
    const now = Date.now();
    for (const stream of streams) {
      if (now - stream.openedAt > maxAgeMs) stream.out.end();
      else if (!stream.pending) stream.out.write(': keep-alive\n\n');
    }
  }

  return {
    async start() {
      listener = await listenForNotices(db, {
        channel: LIVE_CHANNEL,
        onNotice,
        onReconnect: () => {
          queue = queue.then(resumeAll).catch((error) => log.warn({ err: loggableError(error) }, 'conversations: resume failed'));
        },
        log,
      });
      heartbeat = setInterval(beat, heartbeatMs);
      heartbeat.unref();
    },

    /** Ends every stream (the gateway is closing: the server waits for open responses). */
    endStreams() {
      for (const stream of [...streams]) stream.out.end();
    },

    async stop() {
      this.endStreams();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      await listener?.stop();
      listener = null;
    },

    /**
     * Opens a stream for a person: what they missed since `lastEventId` first (when given), then
     * live events. The body to send as the response; it ends when the person's connection does.
     */
    async open(viewer: Viewer, lastEventId: number | null): Promise<PassThrough> {
      const out = new PassThrough();
      const stream: Stream = { viewer, keys: viewerKeys(viewer), out, openedAt: Date.now(), lastSeq: lastEventId ?? 0, pending: [] };
      // Registered before anything is read, so nothing announced meanwhile is missed (pending keeps it).
      streams.add(stream);
      openStreams++;
      for (const key of stream.keys) {
        let set = byKey.get(key);
        if (!set) byKey.set(key, (set = new Set()));
        set.add(stream);
      }
      const counted = openLiveStream();
      out.once('close', () => {
        remove(stream);
        counted();
      });
      out.write('retry: 3000\n\n');
      let sentUpTo = lastEventId ?? 0;
      try {
        if (lastEventId !== null) sentUpTo = await resume(stream, lastEventId);
        // Where a stream opened again resumes: what this one has seen, or the newest message now.
        const [newest] = rowsOf<{ seq: string | number | null }>(await db.execute(sql`select max(seq) as seq from conversation_messages`));
        stream.lastSeq = Math.max(sentUpTo, Number(newest?.seq ?? 0));
        out.write(frame('ready', { lastEventId: stream.lastSeq }, stream.lastSeq));
      } catch (error) {
        out.destroy();
        remove(stream);
        throw error;
      }
      // Messages announced while this ran are sent even when the newest seq covered them: twice is better than never.
      flush(stream, sentUpTo);
      return out;
    },

    /** This hub's open streams. */
    count: () => streams.size,
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
