/**
 * What the people who run the gateway look at, installed on the app in one call (app.ts): metrics
 * at /metrics (metrics.ts lists every family), readiness at /api/health/ready (readiness.ts), and
 * the listeners that turn the database's and the job queue's reports into metrics and spans.
 * Traces are started apart, before the app's modules load (tracing.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { listenToDatabase } from './database-metrics.ts';
import { installHttpMetrics } from './http-metrics.ts';
import { listenToJobs } from './job-metrics.ts';
import { collectProcessMetrics } from './metrics.ts';
import { installMetricsRoute } from './metrics-route.ts';
import { installReadiness } from './readiness.ts';

export interface ObservabilitySources {
  db: Db;
  jobs: JobQueue;
  /** The search index's catalog version (null until built) and the catalog's; `warm` starts the build. */
  searchIndex: { state: () => Promise<{ indexVersion: number | null; catalogVersion: number }>; warm: () => void };
  /** The bearer token that opens /metrics beside this machine's own requests; only this machine when null. */
  metricsToken: string | null;
}

export function installObservability(app: FastifyInstance, sources: ObservabilitySources): void {
  collectProcessMetrics();
  listenToDatabase();
  listenToJobs();
  installHttpMetrics(app);
  const { db, jobs, searchIndex } = sources;
  installMetricsRoute(app, { db, jobs, searchIndex: searchIndex.state, log: app.log }, sources.metricsToken);
  installReadiness(app, { db, searchIndex: { version: async () => (await searchIndex.state()).indexVersion, warm: searchIndex.warm } });
}
