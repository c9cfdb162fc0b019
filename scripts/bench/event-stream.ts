/**
 * A reader of Server-Sent Events over plain HTTP, as a browser's EventSource reads them: events
 * (`id`, `event`, `data`) split on blank lines, comments counted apart. Used by the conversations'
 * tests (one reader per person), the several-gateways test and the streams benchmark (a thousand
 * readers on one gateway), so it keeps one socket per stream and nothing else.
 */
import { type IncomingHttpHeaders, request } from 'node:http';

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
  /** performance.now() when its last byte arrived. */
  at: number;
}

export interface EventStreamReader {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event so far, in order. */
  events: StreamEvent[];
  /** Comment lines so far (keep-alives). */
  comments: number;
  /** The body, for an answer that was not a stream (a 401's envelope). */
  body(): string;
  /** Resolves with the first event (past or future) that matches; rejects after `timeoutMs` or when the stream ends first. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      let raw = '';
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let endedResolve = () => {};
      const ended = new Promise<void>((done) => {
        endedResolve = done;
      });
      let finished = false;
      const reader: EventStreamReader = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments: 0,
        body: () => raw,
        ended,
        next(match, timeoutMs = 10_000) {
          return new Promise((found, fail) => {
            let seen = 0;
            const check = () => {
              for (; seen < events.length; seen++) {
                if (match(events[seen]!)) {
                  cleanup();
                  found(events[seen]!);
                  return;
                }
              }
              if (finished) {
                cleanup();
                fail(new Error('the stream ended before the event came'));
              }
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${events.map((e) => e.event).join(', ') || 'none'}`));
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      };
      const parse = (block: string) => {
        let id: string | null = null;
        let event = 'message';
        const data: string[] = [];
        let fields = 0;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            reader.comments++;
            continue;
          }
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') id = value;
          else if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
          else continue;
          fields++;
        }
        if (fields && data.length) events.push({ id, event, data: data.join('\n'), at: performance.now() });
      };
      res.on('data', (chunk: string) => {
        raw += raw.length < 65_536 ? chunk : '';
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        for (const waiter of [...waiters]) waiter();
      });
      const finish = () => {
        finished = true;
        endedResolve();
        for (const waiter of [...waiters]) waiter();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
      resolve(reader);
    });
    req.on('error', reject);
    req.end();
  });
}
