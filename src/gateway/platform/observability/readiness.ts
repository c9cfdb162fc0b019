/**
 * Readiness, as a load balancer asks it (GET /api/health/ready): the database answers and holds
 * every migration this code knows, the search index is built, and the gateway is not stopping.
 * Liveness stays GET /api/health, which answers without the database (a database outage is no
 * reason to restart every gateway).
 *
 * On SIGTERM the server calls `drain()`: from then on the gateway says it is not ready while it
 * goes on serving for the drain period (DRAIN_SECONDS), so the balancer takes it out of rotation
 * before it closes and no request is sent to a gateway that is going (scripts/gateway.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pendingMigrations } from '../../db/migration-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the gateway should take traffic (platform/observability/readiness.ts). */
    readiness: Readiness;
  }
}

/** What is not ready, by check: empty when the gateway is ready. */
export type NotReady = Record<string, string[]>;

export interface Readiness {
  check(): Promise<NotReady>;
  /** Says not ready from now on: the gateway is stopping. */
  drain(): void;
  readonly draining: boolean;
}

export interface ReadinessSources {
  db: Db;
  /** The catalog version the search index holds, null until it is built; `warm()` starts the build. */
  searchIndex: { version: () => Promise<number | null>; warm: () => void };
}

/** The database check may take this long before it counts as failed: a balancer's check waits for no more. */
const DATABASE_TIMEOUT_MS = 2000;
/** Probes within this time share one reading of the database (several balancers, several checks a second). */
const DATABASE_REUSE_MS = 500;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createReadiness(sources: ReadinessSources): Readiness {
  let draining = false;
  let database: { at: number; problems: Promise<string[]> } | null = null;

  async function readDatabase(): Promise<string[]> {
    try {
      const pending = await withTimeout(pendingMigrations(sources.db), DATABASE_TIMEOUT_MS);
      return pending.length ? [`migrations not applied: ${pending.join(', ')}`] : [];
    } catch (error) {
      return [`cannot be read: ${(error as Error).message}`];
    }
  }

  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async check() {
      const notReady: NotReady = {};
      if (draining) notReady.draining = ['the gateway is stopping'];
      if (!database || performance.now() - database.at > DATABASE_REUSE_MS) database = { at: performance.now(), problems: readDatabase() };
      const problems = await database.problems;
      if (problems.length) notReady.database = problems;
      if ((await sources.searchIndex.version()) === null) {
        sources.searchIndex.warm();
        notReady.searchIndex = ['not built yet'];
      }
      return notReady;
    },
  };
}

export function installReadiness(app: FastifyInstance, sources: ReadinessSources): Readiness {
  const readiness = createReadiness(sources);
  app.decorate('readiness', readiness);
  return readiness;
}
