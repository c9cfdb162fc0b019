import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/gateway/app.ts';
import { openDatabase, type Database, type Db } from '../../src/gateway/db/client.ts';
import { outbox } from '../../src/gateway/db/schema/platform.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { type Email, pruneOutbox } from '../../src/gateway/platform/mail/mailer.ts';
import { backends, openTestDatabase, startGateway, type TestDatabase, type TestGateway } from './harness.ts';
import { decodeQuotedPrintable, startSmtpSink } from './smtp-sink.ts';

const FROM = 'Market <no-reply@market.test>';
const email = (to: string, subject = 'Your order'): Email => ({ to, subject, text: `Hello ${to}`, html: `<p>Hello ${to}</p>` });

describe.each(backends)('background jobs on %s', (backend) => {
  let gw: TestGateway;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let storageDir: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    storageDir = mkdtempSync(join(tmpdir(), 'jobs-test-'));
    gw = await startGateway(backend, 5, { smtp: { url: smtp.url, from: FROM }, storage: createDiskStorage(storageDir) });
  });
  afterAll(async () => {
    await gw?.close();
    await smtp?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const db = () => gw.database.db;
  const outboxRows = (to: string) => db().select().from(outbox).where(eq(outbox.to, to));
  const mailsTo = (to: string) => smtp.received.filter((m) => m.to === to).length;

  it('delivers an email stored with its change once, over SMTP, and records it sent', async () => {
    await db().transaction((tx) => gw.app.services.mail.enqueue(tx as unknown as Db, email('once@jobs.test')));
    await smtp.waitFor('once@jobs.test', /Hello once@jobs\.test/);
    await expect.poll(async () => (await outboxRows('once@jobs.test'))[0]?.status, { timeout: 15_000 }).toBe('sent');

    expect(await gw.app.jobs.drain('email.deliver', { includeDeferred: true })).toBe(0);
    expect(mailsTo('once@jobs.test')).toBe(1);
    const [row] = await outboxRows('once@jobs.test');
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    // Named by its outbox row, so a copy sent again after a crash is recognisably the same message.
    expect(smtp.received.find((m) => m.to === 'once@jobs.test')!.raw).toMatch(new RegExp(`^Message-ID: <${row!.id}@market\\.test>`, 'im'));
  });

  it('keeps no code or one-use link in a stored message once it is sent, or once it expired unsent, and prunes old messages', async () => {
    // A password reset: the recipient gets the link; the stored copy loses it once sent.
    await gw.app.services.accounts.createUser(db(), {
      email: 'secrets@jobs.test',
      fullName: 'Ada Secret',
      passwordHash: null,
      accountType: 'personal',
      businessUserType: 'buyer',
      verified: true,
    });
    await gw.app.services.accounts.forgotPassword('secrets@jobs.test', '127.0.0.9');
    const received = await smtp.waitFor('secrets@jobs.test', /reset-password\?token=/);
    expect(decodeQuotedPrintable(received.raw)).toMatch(/token=[\w-]{20,}/);
    await expect.poll(async () => (await outboxRows('secrets@jobs.test'))[0]?.redactedAt ?? null, { timeout: 15_000 }).not.toBeNull();
    const [sent] = await outboxRows('secrets@jobs.test');
    for (const part of [sent!.subject, sent!.text, sent!.html]) {
      expect(part).not.toMatch(/token=|https?:\/\//);
    }
    expect(sent!.text).toContain('link removed');

    // A one-time code never sent (no mail server would have taken it) loses its code when it expires.
    const coded: Email = {
      to: 'unsent@jobs.test',
      subject: '482913 is your ChemMarket Africa code',
      text: 'Your one-time code to confirm a large payment is 482913. It expires in 10 minutes.',
      html: '<p style="font-size:28px">482913</p>',
      secretUntil: new Date(Date.now() + 600_000),
    };
    const plain = email('plain@jobs.test', 'Order 123456 shipped');
    // Stored only (as without a mail server): no delivery job.
    await db()
      .insert(outbox)
      .values([
        { id: uuidv7(), ...coded },
        { id: uuidv7(), ...plain },
      ]);
    expect(await pruneOutbox(db(), 30)).toMatchObject({ redacted: 0 });
    expect((await outboxRows('unsent@jobs.test'))[0]!.text).toContain('482913');
    // Ten minutes later, as the database's clock sees it.
    await db()
      .update(outbox)
      .set({ secretUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.to, 'unsent@jobs.test'));
    expect((await pruneOutbox(db(), 30)).redacted).toBe(1);
    const [expired] = await outboxRows('unsent@jobs.test');
    for (const part of [expired!.subject, expired!.text, expired!.html]) expect(part).not.toMatch(/\d{6}/);
    expect(expired!.text).toBe('Your one-time code to confirm a large payment is ••••••. It expires in 10 minutes.');
    // A message without a secret keeps its figures.
    expect((await outboxRows('plain@jobs.test'))[0]!.subject).toBe('Order 123456 shipped');

    // Past the retention, messages are deleted, sent or not.
    await db()
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(outbox.to, 'plain@jobs.test'));
    expect((await pruneOutbox(db(), 30)).deleted).toBe(1);
    expect(await outboxRows('plain@jobs.test')).toEqual([]);
    expect(await outboxRows('unsent@jobs.test')).toHaveLength(1);

    // Nowhere in the outbox is a code or link left that was sent or has expired.
    const leftovers = await db().execute(sql`select id from outbox where secret_until is not null
      and (status = 'sent' or secret_until <= now()) and (text ~ '[0-9]{6}' or text ~ 'https?://' or html ~ 'https?://')`);
    expect((leftovers as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('never sends an email, nor runs a job, enqueued in a transaction that rolls back', async () => {
    const rolledBack = db().transaction(async (tx) => {
      await gw.app.services.mail.enqueue(tx as unknown as Db, email('rolled-back@jobs.test'));
      await gw.app.jobs.send('email.deliver', { outboxId: uuidv7() }, { db: tx as unknown as Db });
      throw new Error('the change failed');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');

    expect(await outboxRows('rolled-back@jobs.test')).toEqual([]);
    expect(await gw.app.jobs.drain('email.deliver', { includeDeferred: true })).toBe(0);
    expect(mailsTo('rolled-back@jobs.test')).toBe(0);
  });

  it('retries a refused delivery after a backoff, and delivers it once the server accepts', async () => {
    smtp.refuse('mailbox busy, try later');
    try {
      await gw.app.services.mail.enqueue(db(), email('busy@jobs.test'));
      await expect.poll(async () => (await outboxRows('busy@jobs.test'))[0]?.attempts, { timeout: 10_000 }).toBe(1);
      const [first] = await outboxRows('busy@jobs.test');
      expect(first).toMatchObject({ status: 'pending', lastError: expect.stringContaining('mailbox busy') });
      // The retry waits for its backoff: nothing is due right after the failure.
      expect(await gw.app.jobs.drain('email.deliver')).toBe(0);
    } finally {
      smtp.refuse(null);
    }
    // Runs the retry now rather than after its backoff (once the failed attempt is recorded).
    await expect
      .poll(async () => {
        await gw.app.jobs.drain('email.deliver', { includeDeferred: true });
        return mailsTo('busy@jobs.test');
      })
      .toBe(1);
    expect((await outboxRows('busy@jobs.test'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after eight refused attempts: the job is dead-lettered and the message marked failed', async () => {
    smtp.refuse('mailbox unavailable');
    try {
      await gw.app.services.mail.enqueue(db(), email('dead@jobs.test'));
      const id = (await outboxRows('dead@jobs.test'))[0]!.id;
      const deadLetter = async () =>
        (await gw.app.jobs.deadLetters('email.deliver')).find((d) => (d.data as { outboxId: string }).outboxId === id);
      // Every retry now rather than after its backoff.
      const until = Date.now() + 20_000;
      while (!(await deadLetter()) && Date.now() < until) await gw.app.jobs.drain('email.deliver', { includeDeferred: true });

      expect(await deadLetter()).toMatchObject({
        sourceName: 'email.deliver',
        error: { message: expect.stringContaining('mailbox unavailable') },
      });
      expect((await outboxRows('dead@jobs.test'))[0]).toMatchObject({
        status: 'failed',
        attempts: 8,
        lastError: expect.stringContaining('mailbox unavailable'),
      });
      expect(await gw.app.jobs.drain('email.deliver', { includeDeferred: true })).toBe(0);
    } finally {
      smtp.refuse(null);
    }
    expect(mailsTo('dead@jobs.test')).toBe(0);
  });

  it('sweeps unreferenced uploads on an hourly schedule, as a job', async () => {
    expect(await gw.app.jobs.schedules()).toContainEqual({ name: 'uploads.sweep', cron: '0 * * * *', key: '' });
    await gw.app.jobs.send('uploads.sweep', {});
    expect(await gw.app.jobs.drain('uploads.sweep')).toBe(1);
  });
});

describe.skipIf(!backends.includes('postgres'))('two gateways on one PostgreSQL database', () => {
  let shared: TestDatabase;
  let second: Database;
  let apps: FastifyInstance[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    shared = await openTestDatabase('postgres');
    // A pool of its own, as a second gateway process would have.
    second = await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: join(shared.dir, 'unused') });
    apps = await Promise.all(
      [shared.database, second].map(async (database) => {
        const app = await buildApp({
          db: database.db,
          smtp: { url: smtp.url, from: FROM },
          storage: createDiskStorage(join(shared.dir, 'media')),
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await shared?.close();
    await smtp?.close();
  });

  it('delivers each email once while both gateways work the queue', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `person-${i}@two-gateways.test`);
    for (const to of recipients) await apps[0]!.services.mail.enqueue(shared.database.db, email(to));

    const ran = await Promise.all(apps.map((app) => app.jobs.drain('email.deliver')));
    await Promise.all(recipients.map((to) => smtp.waitFor(to, /Hello/)));
    // Past a polling interval of both workers, nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 2500));

    expect(ran[0]! + ran[1]!).toBeLessThanOrEqual(30);
    expect(smtp.received.filter((m) => m.to.endsWith('@two-gateways.test'))).toHaveLength(30);
    for (const to of recipients) expect(smtp.received.filter((m) => m.to === to)).toHaveLength(1);
  });

  it('keeps one hourly sweep schedule however many gateways define it', async () => {
    const schedules = await apps[1]!.jobs.schedules();
    expect(schedules.filter((s) => s.name === 'uploads.sweep')).toEqual([{ name: 'uploads.sweep', cron: '0 * * * *', key: '' }]);
  });
});
