/**
 * Email through a transactional outbox: a message is stored in the same transaction as the change
 * that causes it, together with an `email.deliver` job naming it, so a rolled-back change sends
 * nothing and a committed one is delivered even if the process stops right after the commit. The
 * job queue (jobs/queue.ts) retries a failed delivery with backoff; the outbox row records the
 * outcome. Without SMTP_URL the messages stay in the outbox, and their text (with its links) is
 * logged at debug level only. See docs/decisions/015-job-queue.md.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema-accounts.ts';
import { queueSettings } from '../jobs/catalog.ts';
import type { JobHandler, JobQueue } from '../jobs/queue.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
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
        await tx.insert(outbox).values({ id, ...email });
        await jobs?.send('email.deliver', { outboxId: id }, { db: tx as unknown as Db });
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

/** The `email.deliver` handler: sends an outbox message unless it was sent (or deleted) already. */
export function createEmailDelivery(options: { db: Db; smtpUrl: string; from: string; log: FastifyBaseLogger }): EmailDelivery {
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
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: messageIdOf(message.id, options.from),
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
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts, lastError: null })
        .where(and(eq(outbox.id, message.id), ne(outbox.status, 'sent')));
    },
    close: () => transport.close(),
  };
}
