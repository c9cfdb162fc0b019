/**
 * A real SMTP server on loopback for the scale-out test: it keeps every message it accepted with
 * its Message-ID (the gateways name each by its outbox row), and can hold its answer to DATA, so a
 * gateway is caught in the middle of a delivery. A message whose sender went away while it was held
 * was never accepted (the sender never heard "250"), and is counted as `abandoned`, not received.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface AcceptedMail {
  to: string;
  messageId: string;
  raw: string;
  at: number;
}

export async function startMailSink() {
  const accepted: AcceptedMail[] = [];
  const abandoned: string[] = [];
  const closed = new Set<string>();
  let held: Promise<void> | null = null;
  let release = () => {};
  /** The sessions whose message waits for the held answer. */
  const waiting = new Set<string>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '';
        if (held) {
          waiting.add(session.id);
          await held;
          waiting.delete(session.id);
        }
        if (closed.has(session.id)) {
          abandoned.push(messageId);
          return;
        }
        for (const rcpt of session.envelope.rcptTo) accepted.push({ to: rcpt.address, messageId, raw, at: Date.now() });
        callback();
      });
    },
  });
  // A sender that goes away mid-message (a gateway stopped at the end of a run) resets its
  // connection: that is the sender's failure, not the server's, which goes on serving the others.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    /** Message-IDs whose sender disconnected before the server answered their DATA. */
    abandoned,
    /** Messages received and waiting for the held answer. */
    inFlight: () => waiting.size,
    /** Of those, the ones whose sender has gone (its connection closed). */
    inFlightGone: () => [...waiting].filter((id) => closed.has(id)).length,
    /** Holds every answer to DATA from now until `release`. */
    hold() {
      held ??= new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release() {
      held = null;
      release();
    },
    /** The first accepted message to `to` whose text matches. */
    async waitFor(to: string, pattern: RegExp, timeoutMs = 30_000): Promise<AcceptedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = accepted.find((m) => m.to === to && pattern.test(unfold(m.raw)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no email to ${to} matching ${pattern} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable as the gateways' messages arrive: soft line breaks and =XX escapes. */
export function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
