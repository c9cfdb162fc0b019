/**
 * Every metric family the gateway exports at /metrics, in one place (README, "Operate it"), on
 * prom-client's default registry beside Node's own process metrics. Counters and histograms are
 * counted by this process as things happen; the gauges of stored state (the ledger, the outbox,
 * the job queue) are read from the database at each scrape (state-metrics.ts), so every gateway
 * on one database reports the same values for them: aggregate those with max(), not sum().
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';

/** Latency buckets in seconds, from a cached read to a slow publish-sized request. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let defaultsCollected = false;
/** Node's own metrics (CPU, memory, event loop lag, handles), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register });
}

export const httpRequestDuration = new Histogram({
  name: 'chemmarket_http_request_duration_seconds',
  help: 'HTTP requests answered, by route pattern (not the address asked), method and status, with their latency',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: SECONDS,
});

export const httpRequestsInFlight = new Gauge({
  name: 'chemmarket_http_requests_in_flight',
  help: 'HTTP requests being answered now',
});

export const dbQueryDuration = new Histogram({
  name: 'chemmarket_db_query_duration_seconds',
  help: 'Database statements by driver (pglite, postgres) and kind (select, insert, update, delete, begin, commit, rollback, other), with their time, waiting for the connection included for PGlite',
  labelNames: ['database', 'operation'] as const,
  buckets: [0.0005, 0.001, 0.0025, ...SECONDS],
});

export const dbConnections = new Gauge({
  name: 'chemmarket_db_pool_connections',
  help: "Connections of the process's database pool by state (in_use, idle); PGlite is one connection",
  labelNames: ['state'] as const,
});

export const dbPoolMax = new Gauge({
  name: 'chemmarket_db_pool_max',
  help: 'Connections the pool may open (DATABASE_POOL_SIZE; 1 for PGlite)',
});

export const dbPoolWaiting = new Gauge({
  name: 'chemmarket_db_pool_waiting',
  help: 'Statements or transactions waiting for a connection of the pool',
});

export const jobDuration = new Histogram({
  name: 'chemmarket_job_duration_seconds',
  help: 'Job attempts run by this gateway, by job and outcome (completed, failed), with their time',
  labelNames: ['job', 'outcome'] as const,
  buckets: [...SECONDS, 30, 60, 300],
});

export const jobsRunning = new Gauge({
  name: 'chemmarket_jobs_running',
  help: 'Job attempts running in this gateway now',
  labelNames: ['job'] as const,
});

export const jobRetries = new Counter({
  name: 'chemmarket_job_retries_total',
  help: 'Job attempts this gateway ran that were retries of a failed one',
  labelNames: ['job'] as const,
});

export const jobsQueued = new Gauge({
  name: 'chemmarket_jobs_queued',
  help: 'Jobs waiting in the queue, due or deferred, across every gateway (as pg-boss counted them at most 10 s ago)',
  labelNames: ['job'] as const,
});

export const jobsActive = new Gauge({
  name: 'chemmarket_jobs_active',
  help: 'Jobs running on any gateway (as pg-boss counted them at most 10 s ago)',
  labelNames: ['job'] as const,
});

export const jobsFailed = new Gauge({
  name: 'chemmarket_jobs_failed',
  help: 'Jobs whose retries are spent, kept in the queue for inspection (also in the dead-letter queue)',
  labelNames: ['job'] as const,
});

export const publishDuration = new Histogram({
  name: 'chemmarket_publish_duration_seconds',
  help: 'Publishes of the static site by kind (full, partial, none) with their time (npm start; the separate publisher keeps its record in dist/.publish)',
  labelNames: ['kind'] as const,
  buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
});

export const publishFailures = new Counter({
  name: 'chemmarket_publish_failures_total',
  help: 'Publishes that failed (the site stayed as it was)',
});

export const publishedPaths = new Counter({
  name: 'chemmarket_publish_paths_changed_total',
  help: 'Site addresses publishes changed, added or removed (a full build counts every address)',
});

export const publishedVersion = new Gauge({
  name: 'chemmarket_publish_catalog_version',
  help: 'The catalog version the served site shows',
});

export const searchIndexVersion = new Gauge({
  name: 'chemmarket_search_index_catalog_version',
  help: "The catalog version this gateway's search index holds (0 until it is built)",
});

export const catalogVersion = new Gauge({ name: 'chemmarket_catalog_version', help: 'The catalog version in the database' });

export const searchIndexLag = new Gauge({
  name: 'chemmarket_search_index_lag_versions',
  help: 'Catalog versions the search index is behind the catalog; it catches up when the next search asks',
});

export const storedTransfers = new Gauge({
  name: 'chemmarket_ledger_transfers',
  help: 'Transfers stored in the ledger, by kind (single, pending, post, void); they are never removed',
  labelNames: ['kind'] as const,
});

export const ledgerOpenHolds = new Gauge({
  name: 'chemmarket_ledger_open_holds',
  help: 'Holds (pending transfers) not yet posted or voided',
});

export const ledgerOpenHoldsKobo = new Gauge({ name: 'chemmarket_ledger_open_holds_kobo', help: 'Money the open holds hold, in kobo' });

export const ledgerCheckPassed = new Gauge({
  name: 'chemmarket_ledger_check_passed',
  help: 'Whether the last ledger check found nothing wrong (1) or found problems (0), labelled by who ran it (command: npm run ledger:check, job: the nightly check); absent when none ran',
  labelNames: ['ran_by'] as const,
});

export const ledgerCheckProblems = new Gauge({
  name: 'chemmarket_ledger_check_problems',
  help: 'Problems the last ledger check found',
  labelNames: ['ran_by'] as const,
});

export const ledgerCheckTimestamp = new Gauge({
  name: 'chemmarket_ledger_check_timestamp_seconds',
  help: 'When the last ledger check started (Unix time)',
  labelNames: ['ran_by'] as const,
});

export const ledgerCheckDuration = new Gauge({
  name: 'chemmarket_ledger_check_duration_seconds',
  help: 'How long the last ledger check took',
  labelNames: ['ran_by'] as const,
});

export const outboxWaiting = new Gauge({
  name: 'chemmarket_outbox_waiting',
  help: 'Emails in the outbox not yet sent (without SMTP_URL they all wait)',
});

export const outboxOldestSeconds = new Gauge({
  name: 'chemmarket_outbox_oldest_waiting_seconds',
  help: 'Age of the oldest email waiting in the outbox',
});

export const liveStreams = new Gauge({
  name: 'chemmarket_live_streams_open',
  help: 'Live streams (server-sent events) open on this gateway',
});

export const stateReadable = new Gauge({
  name: 'chemmarket_metrics_state_up',
  help: 'Whether the last scrape could read each part of the stored state (ledger, check, outbox, jobs, search); 0 leaves its families out',
  labelNames: ['part'] as const,
});
