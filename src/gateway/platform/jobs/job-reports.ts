/**
 * Each attempt of a job this gateway runs is reported on a diagnostics channel (Node's
 * TracingChannel `chemmarket:job`), as the database reports its statements (db/query-reports.ts):
 * platform/observability counts attempts, failures, retries and what runs now per job, and nothing
 * happens when nobody listens.
 */
import { tracingChannel } from 'node:diagnostics_channel';
import type { JobName } from './catalog.ts';

export interface JobReport {
  name: JobName;
  /** 0 on the first attempt; a retry has 1 or more. */
  retryCount: number;
}

export const jobChannel = tracingChannel<JobReport>('chemmarket:job');

/** What the queue holds of one job, across every gateway, as pg-boss last counted it (every 10 s). */
export interface QueueCounts {
  name: string;
  /** Waiting to run: due now, or deferred to a start time or a retry's backoff. */
  queued: number;
  /** Running now, on any gateway. */
  active: number;
  /** Attempts spent and kept for inspection (they also go to the dead-letter queue). */
  failed: number;
}
