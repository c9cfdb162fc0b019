/**
 * Every statement the gateway sends, through either driver, is reported on one diagnostics channel
 * (Node's TracingChannel `chemmarket:db:query`): whoever listens (platform/observability) times it
 * and traces it, and nothing happens when nobody does. The database layer so knows nothing of
 * metrics or traces, and a statement costs one property read more when they are off.
 *
 * PGlite is one connection that runs one statement at a time; the work it holds (statements and
 * transactions started and not finished) is counted here, so its use can be read as a pool's.
 */
import { tracingChannel } from 'node:diagnostics_channel';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

export interface QueryReport {
  database: 'pglite' | 'postgres';
  /** The statement's text, with placeholders for its parameters (never their values). */
  text: string;
}

export const queryChannel = tracingChannel<QueryReport>('chemmarket:db:query');

/** How much of the database the process uses now: connections in use and idle, and work waiting for one. */
export interface DatabaseUse {
  max: number;
  inUse: number;
  idle: number;
  waiting: number;
}

const uses = new WeakMap<object, () => DatabaseUse>();

/** The use of the database behind a Drizzle handle's driver (PGlite or a node-postgres pool); null for another. */
export function databaseUse(client: unknown): DatabaseUse | null {
  return client && typeof client === 'object' ? (uses.get(client)?.() ?? null) : null;
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

const textOf = (first: unknown): string =>
  typeof first === 'string' ? first : ((first as { text?: string } | null | undefined)?.text ?? '');

/** A statement method reporting on the channel: promise calls as promises, callback calls as callbacks. */
function reporting(method: Method, database: QueryReport['database']): Method {
  return function (this: unknown, ...args: unknown[]) {
    if (!queryChannel.hasSubscribers) return method.apply(this, args);
    const first = args[0];
    // A query stream (a Submittable) reports nothing: none is used, and it has no single end.
    if (typeof (first as { submit?: unknown } | null)?.submit === 'function') return method.apply(this, args);
    const report: QueryReport = { database, text: textOf(first) };
    const last = args.length - 1;
    if (typeof args[last] === 'function') return queryChannel.traceCallback(method, last, report, this, ...args);
    return queryChannel.tracePromise(method as (...a: unknown[]) => Promise<unknown>, report, this, ...args);
  };
}

/**
 * Reports every statement of the pool's connections, `pool.query` and transactions alike (both go
 * through a connection's `query`), and tells the pool's use from its own counts.
 */
export function reportPoolQueries(pool: pg.Pool, max: number): void {
  pool.on('connect', (client) => {
    client.query = reporting(client.query as Method, 'postgres') as typeof client.query;
  });
  uses.set(pool, () => ({ max, inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }));
}

/** Reports PGlite's statements, those inside transactions too, and counts the work it holds. */
export function reportPgliteQueries(client: PGlite): void {
  let holding = 0;
  const held =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      holding++;
      try {
        return await run(...args);
      } finally {
        holding--;
      }
    };
  const query = reporting(client.query.bind(client) as Method, 'pglite');
  const exec = reporting(client.exec.bind(client) as Method, 'pglite');
  const transaction = client.transaction.bind(client);
  client.query = held(query as PGlite['query']) as PGlite['query'];
  client.exec = held(exec as PGlite['exec']) as PGlite['exec'];
  client.transaction = held(<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = reporting(tx.query as Method, 'pglite') as Transaction['query'];
      tx.exec = reporting(tx.exec as Method, 'pglite') as Transaction['exec'];
      return callback(tx);
    }),
  ) as PGlite['transaction'];
  uses.set(client, () => ({ max: 1, inUse: Math.min(holding, 1), idle: holding > 0 ? 0 : 1, waiting: Math.max(holding - 1, 0) }));
}
