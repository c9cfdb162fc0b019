/**
 * A real SMTP server on loopback that keeps what it receives, for tests that follow emailed links;
 * `refuse` makes it answer every message with a temporary failure, as a busy server does, and
 * `hold` keeps its answers waiting, as a slow one does.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  raw: string;
}

export async function startSmtpSink(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  let refusal: string | null = null;
  let held: Promise<void> | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', async () => {
        while (held) await held;
        if (refusal) {
          callback(Object.assign(new Error(refusal), { responseCode: 451 }));
          return;
        }
        for (const rcpt of session.envelope.rcptTo) {
          const mail = { to: rcpt.address, raw };
          received.push(mail);
          for (const waiter of waiters.splice(0).filter((w) => {
            if (w.match(mail)) {
              w.resolve(mail);
              return false;
            }
            return true;
          }))
            waiters.push(waiter);
        }
        callback();
      });
    },
  });
  // A sender that goes away mid-message (a gateway stopped at the end of a run) resets its
  // connection: that is the sender's failure, not the server's, which goes on serving the others.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    /** Refuses every message with this text from now on; null accepts them again. */
    refuse(message: string | null) {
      refusal = message;
    },
    /** Keeps every answer waiting until the function answered is called. */
    hold(): () => void {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    /** The next (or an already received) message to this address whose text matches. */
    waitFor(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
      const match = (m: ReceivedMail) => m.to === to && pattern.test(decodeQuotedPrintable(m.raw));
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no email to ${to} matching ${pattern} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Emails arrive quoted-printable encoded: long lines are folded with "=\n", "=" is "=3D", and each
 * byte of a character outside ASCII is one "=XX" (so "₦" is "=E2=82=A6", read back as UTF-8).
 */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The first link to the site in a received email. */
export function linkIn(mail: ReceivedMail, site: string): URL {
  const text = decodeQuotedPrintable(mail.raw);
  const match = new RegExp(`${site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]+`).exec(text);
  if (!match) throw new Error(`no link to ${site} in the email`);
  return new URL(match[0].replaceAll('&amp;', '&'));
}

/** A file attached to a received email, as a mail client saves it. */
export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The attachments of a received email: each MIME part marked as one, its base64 body decoded. */
export function attachmentsOf(mail: ReceivedMail): ReceivedAttachment[] {
  const files: ReceivedAttachment[] = [];
  for (const part of mail.raw.split(/\r?\n--[^\r\n]+/)) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    // Header lines, with folded continuations joined.
    const headers = part.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ');
    if (!/^Content-Disposition:\s*attachment/im.test(headers)) continue;
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
    const contentType = /^Content-Type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim() ?? '';
    const body = part.slice(split.index + split[0].length).replace(/\s+/g, '');
    files.push({ filename, contentType, content: Buffer.from(body, 'base64') });
  }
  return files;
}

/** The subject of a received email, its encoded words decoded. */
export function subjectOf(mail: ReceivedMail): string {
  const header = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    )
    .trim();
}
