/**
 * The gateway's background work on pg-boss, a job queue kept in the app's own database (PGlite or
 * PostgreSQL): each job runs once however many gateways share the database, failed attempts are
 * retried with backoff, and a job whose retries are spent moves to the dead-letter queue. Cron
 * schedules are stored there too and fire once across all gateways. See
 * docs/decisions/015-job-queue.md.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Job, type SendOptions } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { loggableError } from '../loggable-error.ts';
import { DEAD_LETTER_QUEUE, HEARTBEAT_SECONDS, SUPERVISE_SECONDS, queueSettings, type JobData, type JobName } from './catalog.ts';
import { inTransaction, queueConnection } from './connection.ts';
import { jobChannel, type QueueCounts } from './job-reports.ts';

/** What a handler knows of the attempt it runs; `signal` aborts when the gateway stops. */
export interface JobAttempt {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (data: JobData[N], attempt: JobAttempt) => Promise<unknown>;

export interface DefineOptions {
  /** Cron expression (UTC) on which a job is sent, once across every gateway. */
  cron?: string;
  /** How often an idle worker looks for work; 2 s when absent. */
  pollingIntervalSeconds?: number;
}

export interface SendJobOptions {
  /** A transaction handle: the job is stored only if that transaction commits. */
  db?: Db;
  /** Not before this time (a Date, an ISO string, or seconds from now). */
  startAfter?: Date | string | number;
  /** A UUID that makes the send idempotent: a second send with the same id is ignored. */
  id?: string;
  /** With `singletonSeconds`: at most one job with this key per window of that many seconds. */
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface DeadLetter {
  id: string;
  /** The queue the job failed on and its data. */
  sourceName: string | null;
  data: unknown;
  /** The last attempt's error, as pg-boss stored it. */
  error: unknown;
}

export interface JobQueue {
  /** Registers a job's handler, and optionally its cron schedule; call before the app is ready. */
  define<N extends JobName>(name: N, handler: JobHandler<N>, options?: DefineOptions): void;
  send<N extends JobName>(name: N, data: JobData[N], options?: SendJobOptions): Promise<string | null>;
  /** Sends a job on a cron expression (UTC); `key` tells apart several schedules of one job. */
  schedule<N extends JobName>(name: N, cron: string, data: JobData[N], key?: string): Promise<void>;
  /**
   * Runs the jobs of one queue that are due now, here, with its handler, and answers how many ran
   * (tests). `includeDeferred` takes jobs waiting for their start time or retry backoff too.
   */
  drain(name: JobName, options?: { includeDeferred?: boolean }): Promise<number>;
  /** Jobs that came from this queue and spent their retries. */
  deadLetters(name: JobName): Promise<DeadLetter[]>;
  /** The recurring schedules stored in the database, shared by every gateway. */
  schedules(): Promise<{ name: string; cron: string; key: string }[]>;
  /** What the queue holds of each job (metrics), as pg-boss's monitor last counted it. */
  counts(): Promise<QueueCounts[]>;
  /** Creates the queues, starts the defined workers and schedules. */
  start(): Promise<void>;
  /** Lets running jobs finish (up to 10 s), then stops polling. */
  stop(): Promise<void>;
}

interface Definition {
  run: (job: Job<object>) => Promise<unknown>;
  options: DefineOptions;
}

export function createJobQueue(db: Db, log: FastifyBaseLogger): JobQueue {
  const connection = queueConnection(db);
  const boss = new PgBoss({
    db: connection.db,
    backend: connection.backend,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: loggableError(error) }, 'job queue'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, `job queue: ${warning.message}`));
  const definitions = new Map<JobName, Definition>();
  let started: Promise<void> | null = null;

  function definition(name: JobName): Definition {
    const found = definitions.get(name);
    if (!found) throw new Error(`No handler is defined for the job ${name}.`);
    return found;
  }

  async function createQueues() {
    await boss.createQueue(DEAD_LETTER_QUEUE);
    for (const [name, settings] of Object.entries(queueSettings)) {
      const options = {
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: settings.expireInSeconds,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        deadLetter: DEAD_LETTER_QUEUE,
      };
      const retryDelayMax = settings.retryDelayMaxSeconds;
      await boss.createQueue(name, { ...options, ...(retryDelayMax ? { retryDelayMax } : {}), policy: settings.policy ?? 'standard' });
      // An existing queue keeps what it was created with: the settings here win on every start.
      await boss.updateQueue(name, { ...options, retryDelayMax: retryDelayMax ?? null });
    }
  }

  return {
    define(name, handler, options = {}) {
      if (started) throw new Error(`The job ${name} is defined after the queue started.`);
      if (definitions.has(name)) throw new Error(`The job ${name} is defined twice.`);
      const attempt = async (job: Job<object>) =>
        handler(job.data as JobData[typeof name], { id: job.id, retryCount: job.retryCount, signal: job.signal });
      const run = async (job: Job<object>) => {
        try {
          return await jobChannel.tracePromise(attempt, { name, retryCount: job.retryCount }, undefined, job);
        } catch (error) {
          log.warn({ job: name, jobId: job.id, retryCount: job.retryCount, err: loggableError(error) }, 'job failed');
          throw error;
        }
      };
      definitions.set(name, { run, options });
    },

    send(name, data, options = {}) {
      const { db: handle, ...rest } = options;
      // pg-boss validates a key that is present even when it is undefined.
      const sendOptions: SendOptions = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
      if (handle) sendOptions.db = inTransaction(handle);
      return boss.send(name, data, sendOptions);
    },

    schedule(name, cron, data, key) {
      return boss.schedule(name, cron, data, key ? { key } : {});
    },

    async drain(name, options = {}) {
      const { run } = definition(name);
      let ran = 0;
      for (;;) {
        const jobs = await boss.fetch<object>(name, { batchSize: 10, ignoreStartAfter: options.includeDeferred ?? false });
        if (jobs.length === 0) return ran;
        for (const job of jobs) {
          const attempt = { id: job.id, retryCount: job.retryCount };
          try {
            await run(job);
            await boss.complete(name, attempt);
          } catch (error) {
            await boss.fail(name, attempt, { message: error instanceof Error ? error.message : String(error) });
          }
          ran++;
        }
      }
    },

    async deadLetters(name) {
      const jobs = await boss.findJobs<unknown>(DEAD_LETTER_QUEUE);
      return jobs
        .filter((job) => job.sourceName === name)
        .map((job) => ({ id: job.id, sourceName: job.sourceName, data: job.data, error: job.sourceOutput }));
    },

    async schedules() {
      return (await boss.getSchedules()).map(({ name, cron, key }) => ({ name, cron, key }));
    },

    async counts() {
      if (!started) return [];
      await started;
      return (await boss.getQueues([...definitions.keys()])).map((queue) => ({
        name: queue.name,
        queued: queue.queuedCount,
        active: queue.activeCount,
        failed: queue.failedCount,
      }));
    },

    start() {
      started ??= (async () => {
        await boss.start();
        await createQueues();
        for (const [name, { run, options }] of definitions) {
          await boss.work<object>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, ([job]) => run(job!));
          if (options.cron) await boss.schedule(name, options.cron, {});
        }
      })();
      return started;
    },

    async stop() {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
