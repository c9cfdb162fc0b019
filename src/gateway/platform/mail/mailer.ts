/**
 * Email through a transactional outbox: a message is stored in the same transaction as the change
 * that causes it, together with an `email.deliver` job naming it, so a rolled-back change sends
 * nothing and a committed one is delivered even if the process stops right after the commit. The
 * job queue (platform/jobs/queue.ts) retries a failed delivery with backoff; the outbox row records the
 * outcome. Without SMTP_URL the messages stay in the outbox.
 *
 * No secret outlives its use there: a message carrying a one-time code or a one-use link says until
 * when it works (`secretUntil`); its codes and links are removed from the stored copy as soon as it
 * is sent, or once that time has passed unsent (`outbox.prune`, every ten minutes), which also
 * deletes messages older than the retention (OUTBOX_RETENTION_DAYS). See docs/decisions/015-job-queue.md.
 */
import { and, eq, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { type MailAttachment, outbox } from '../../db/schema/platform.ts';
import { queueSettings } from '../jobs/catalog.ts';
import type { JobHandler, JobQueue } from '../jobs/queue.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** For a message carrying a one-time code or a one-use link: when it stops working. */
  secretUntil?: Date;
  /** Files rendered when the message is sent (an invoice's PDF), named here by reference. */
  attachments?: MailAttachment[];
}

/** A rendered attachment. */
export interface AttachmentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Renders the files messages name, by their `source` ('trade-document' and 'order-document' → the
 * documents domain, 'proforma' → payments; wired in registry.ts). Null when the record is gone: the message then goes without it.
 */
export type AttachmentSource = (attachment: MailAttachment) => Promise<AttachmentFile | null>;

/** What stands in a stored message where a code or a one-use link was. */
export const REDACTED_CODE = '••••••';
export const REDACTED_LINK = '(link removed: it was sent, or has expired)';

/**
 * The SQL that removes a message's secrets from one of its columns: every six-digit number and every
 * web address (a message with a secret has no other link or figure of six digits).
 */
const SIX_DIGITS = '\\m[0-9]{6}\\M';
const WEB_ADDRESS = `https?://[^[:space:]"'<>]+`;
const redacted = (column: AnyPgColumn) =>
  sql`regexp_replace(regexp_replace(${column}, ${SIX_DIGITS}, ${REDACTED_CODE}, 'g'), ${WEB_ADDRESS}, ${REDACTED_LINK}, 'g')`;

/** The columns of a message whose secrets are removed, and when. */
const redaction = () => ({
  subject: redacted(outbox.subject),
  text: redacted(outbox.text),
  html: redacted(outbox.html),
  redactedAt: sql`now()`,
});

/**
 * The `outbox.prune` job: removes the secrets of messages whose code or link has expired unsent (no
 * mail server, or delivery gave up), and deletes messages older than `retentionDays`. Returns how
 * many it changed of each.
 */
export async function pruneOutbox(db: Db, retentionDays: number): Promise<{ redacted: number; deleted: number }> {
  const cleaned = await db
    .update(outbox)
    .set(redaction())
    .where(and(isNull(outbox.redactedAt), lte(outbox.secretUntil, sql`now()`)))
    .returning({ id: outbox.id });
  const deleted = await db
    .delete(outbox)
    .where(lt(outbox.createdAt, sql`now() - make_interval(days => ${retentionDays})`))
    .returning({ id: outbox.id });
  return { redacted: cleaned.length, deleted: deleted.length };
}

export interface Mail {
  /** Stores the message, and its delivery job, inside `handle`'s transaction when it is one. */
  enqueue(handle: Db, email: Email): Promise<void>;
}

/** Without a queue (the demo-history seed) messages are only stored. */
export function createMail(jobs: JobQueue | null, log?: FastifyBaseLogger): Mail {
  return {
    async enqueue(handle, email) {
      const id = uuidv7();
      // A savepoint inside the caller's transaction, or a transaction of its own: row and job together.
      await handle.transaction(async (tx) => {
        await tx.insert(outbox).values({ id, ...email, secretUntil: email.secretUntil ?? null, attachments: email.attachments ?? [] });
        await jobs?.send('email.deliver', { outboxId: id }, { db: tx });
      });
      // Only the outbox id: the address is personal and the text can hold a sign-in or reset link.
      log?.debug({ outboxId: id }, 'email queued');
    },
  };
}

export interface EmailDelivery {
  deliver: JobHandler<'email.deliver'>;
  close(): void;
}

/**
 * The Message-ID of an outbox message: the same on every attempt, so the one message a gateway sent
 * and died before recording is, sent again, recognisably the same to mail servers and clients
 * (docs/decisions/021-several-gateways.md).
 */
export function messageIdOf(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'chemmarket.invalid';
  return `<${outboxId}@${domain}>`;
}

/**
 * The files of a message, rendered now. One that cannot be found (a record deleted since) is left
 * out and logged; a rendering that fails throws, so the delivery is retried with its files.
 */
async function renderAttachments(
  wanted: MailAttachment[],
  source: AttachmentSource | undefined,
  log: FastifyBaseLogger,
  messageId: string,
): Promise<AttachmentFile[]> {
  if (!wanted.length) return [];
  if (!source) {
    log.warn({ messageId, attachments: wanted.length }, 'no attachment source: sending without the files');
    return [];
  }
  const files: AttachmentFile[] = [];
  for (const attachment of wanted) {
    const file = await source(attachment);
    if (file) files.push({ ...file, filename: attachment.filename });
    else log.warn({ messageId, source: attachment.source, ref: attachment.ref }, 'attachment not found: sending without it');
  }
  return files;
}

/** The `email.deliver` handler: sends an outbox message unless it was sent (or deleted) already. */
export function createEmailDelivery(options: {
  db: Db;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  /** Renders attachments by reference; without it messages go without their files. */
  attachments?: AttachmentSource;
}): EmailDelivery {
  const { db, log } = options;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // An attempt must end well before the job's expiry, or a second one could start beside it.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver({ outboxId }, attempt) {
      const [message] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      if (!message || message.status === 'sent') return;
      const attempts = message.attempts + 1;
      try {
        const files = await renderAttachments(message.attachments, options.attachments, log, message.id);
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: messageIdOf(message.id, options.from),
          attachments: files,
        });
      } catch (error) {
        const last = attempt.retryCount >= queueSettings['email.deliver'].retryLimit;
        await db
          .update(outbox)
          .set({ attempts, status: last ? 'failed' : 'pending', lastError: (error as Error).message.slice(0, 500) })
          .where(eq(outbox.id, message.id));
        log.warn(
          { messageId: message.id, attempts, err: (error as Error).message },
          last ? 'email delivery failed; giving up' : 'email delivery failed; will retry',
        );
        throw error;
      }
      // Sent: its code or link is the recipient's now, and no longer kept here.
      await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          attempts,
          lastError: null,
          ...(message.secretUntil && !message.redactedAt ? redaction() : {}),
        })
        .where(and(eq(outbox.id, message.id), ne(outbox.status, 'sent')));
    },
    close: () => transport.close(),
  };
}
