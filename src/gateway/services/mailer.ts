/**
 * Email through a transactional outbox: a message is inserted in the same transaction as the
 * change that causes it, and a worker delivers it over SMTP with retries. Without SMTP_URL the
 * messages stay in the outbox, and their text (with its links) is logged at debug level only.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema-accounts.ts';
import { loggableError } from '../loggable-error.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const MAX_ATTEMPTS = 8;

export async function enqueueEmail(db: Db, email: Email, log?: FastifyBaseLogger): Promise<void> {
  await db.insert(outbox).values({ id: uuidv7(), ...email });
  log?.debug({ to: email.to, subject: email.subject, text: email.text }, 'email queued');
}

export interface OutboxWorker {
  /** Sends what is due now; resolves when done. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxWorker(options: {
  db: Db;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): OutboxWorker {
  const transport = nodemailer.createTransport(options.smtpUrl);
  let running: Promise<number> | null = null;

  async function sendDue(): Promise<number> {
    const due = await options.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.createdAt))
      .limit(20);
    let sent = 0;
    for (const message of due) {
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await options.db
          .update(outbox)
          .set({ status: 'sent', sentAt: sql`now()`, attempts: message.attempts + 1 })
          .where(eq(outbox.id, message.id));
        sent++;
      } catch (error) {
        const attempts = message.attempts + 1;
        const backoffSeconds = Math.min(3600, 5 * 2 ** attempts);
        await options.db
          .update(outbox)
          .set({
            attempts,
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            lastError: (error as Error).message.slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
          })
          .where(eq(outbox.id, message.id));
        options.log.warn({ messageId: message.id, attempts, err: (error as Error).message }, 'email delivery failed; will retry');
      }
    }
    return sent;
  }

  const drain = () =>
    (running ??= sendDue().finally(() => {
      running = null;
    }));
  const timer = setInterval(() => {
    drain().catch((e: Error) => options.log.error({ err: loggableError(e) }, 'outbox worker'));
  }, options.intervalMs ?? 2000);
  timer.unref();
  return {
    drain,
    async stop() {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
