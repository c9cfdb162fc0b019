/**
 * The stored state's gauges, read at each scrape: the ledger's transfers and open holds, the last
 * ledger check, the outbox, the job queue, the search index against the catalog, and the pool's
 * use. Each part is read on its own: one that cannot be read is left out of the answer (its
 * `chemmarket_metrics_state_up` is 0) and the others still answer.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Gauge } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { lastLedgerCheck } from '../../ledger/check-runs.ts';
import { ledgerTotals } from '../../ledger/open-holds.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { waitingOutboxMessages } from '../mail/outbox-messages.ts';
import { loggableError } from '../loggable-error.ts';
import { readPoolUse } from './database-metrics.ts';
import { readQueueCounts } from './job-metrics.ts';
import {
  catalogVersion,
  jobsActive,
  jobsFailed,
  jobsQueued,
  ledgerCheckDuration,
  ledgerCheckPassed,
  ledgerCheckProblems,
  ledgerCheckTimestamp,
  ledgerOpenHolds,
  ledgerOpenHoldsKobo,
  storedTransfers,
  outboxOldestSeconds,
  outboxWaiting,
  searchIndexLag,
  searchIndexVersion,
  stateReadable,
} from './metrics.ts';

export interface StateSources {
  db: Db;
  jobs: JobQueue;
  /** The catalog version the search index holds (null until built) and the catalog's. */
  searchIndex: () => Promise<{ indexVersion: number | null; catalogVersion: number }>;
  log: FastifyBaseLogger;
}

/**
 * Each part: the gauges it sets, and how it reads them: the reading is awaited, then the gauges are
 * emptied and set at once, so a scrape never shows a part half set nor a stale value of a part that
 * failed.
 */
function parts(sources: StateSources): { part: string; gauges: Gauge[]; read: () => Promise<() => void> }[] {
  const { db } = sources;
  return [
    {
      part: 'ledger',
      gauges: [storedTransfers, ledgerOpenHolds, ledgerOpenHoldsKobo],
      read: async () => {
        const totals = await ledgerTotals(db);
        return () => {
          for (const [kind, count] of Object.entries(totals.transfers)) storedTransfers.set({ kind }, count);
          ledgerOpenHolds.set(totals.openHolds.count);
          ledgerOpenHoldsKobo.set(totals.openHolds.amount);
        };
      },
    },
    {
      part: 'ledger_check',
      gauges: [ledgerCheckPassed, ledgerCheckProblems, ledgerCheckTimestamp, ledgerCheckDuration],
      read: async () => {
        const run = await lastLedgerCheck(db);
        return () => {
          if (!run) return;
          const who = { ran_by: run.ranBy };
          ledgerCheckPassed.set(who, run.problems === 0 ? 1 : 0);
          ledgerCheckProblems.set(who, run.problems);
          ledgerCheckTimestamp.set(who, run.startedAt.getTime() / 1000);
          ledgerCheckDuration.set(who, run.tookMs / 1000);
        };
      },
    },
    {
      part: 'outbox',
      gauges: [outboxWaiting, outboxOldestSeconds],
      read: async () => {
        const waiting = await waitingOutboxMessages(db);
        return () => {
          outboxWaiting.set(waiting.count);
          outboxOldestSeconds.set(waiting.oldestSeconds);
        };
      },
    },
    { part: 'jobs', gauges: [jobsQueued, jobsActive, jobsFailed], read: () => readQueueCounts(sources.jobs) },
    {
      part: 'search',
      gauges: [searchIndexVersion, catalogVersion, searchIndexLag],
      read: async () => {
        const state = await sources.searchIndex();
        return () => {
          catalogVersion.set(state.catalogVersion);
          if (state.indexVersion === null) return;
          searchIndexVersion.set(state.indexVersion);
          searchIndexLag.set(Math.max(0, state.catalogVersion - state.indexVersion));
        };
      },
    },
  ];
}

export async function readStoredState(sources: StateSources): Promise<void> {
  readPoolUse((sources.db as unknown as { $client: unknown }).$client);
  // One after the other: a scrape takes one connection of the pool at a time.
  for (const { part, gauges, read } of parts(sources)) {
    let apply: (() => void) | null = null;
    try {
      apply = await read();
    } catch (error) {
      sources.log.warn({ part, err: loggableError(error) }, 'metrics: could not read the stored state');
    }
    for (const gauge of gauges) gauge.reset();
    apply?.();
    stateReadable.set({ part }, apply ? 1 : 0);
  }
}
