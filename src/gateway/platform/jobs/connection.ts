/**
 * How pg-boss reaches the app's database: the embedded PGlite instance itself (one connection,
 * shared with Drizzle), or the node-postgres pool Drizzle already holds, so the queue opens no
 * connections of its own. A transaction handle becomes a connection too, so a job can be stored
 * with the change that causes it.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fromDrizzle, fromPglite, type BackendProfile, type DrizzleTransactionLike, type Db as QueueDb } from 'pg-boss';
import type { Db } from '../../db/client.ts';

export interface QueueConnection {
  backend: BackendProfile;
  db: QueueDb;
}

export function queueConnection(db: Db): QueueConnection {
  // Drizzle keeps its driver on `$client`; the Db type leaves it out because it spans both drivers.
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return { backend: 'pglite', db: fromPglite(client) };
  if (client instanceof pg.Pool) return { backend: 'postgres', db: fromPool(client) };
  throw new Error('The job queue needs a PGlite or node-postgres database.');
}

/** Statements run inside the caller's transaction (or savepoint): they commit or roll back with it. */
export function inTransaction(handle: Db): QueueDb {
  // Drizzle types `execute` by the statement; pg-boss only reads the rows.
  return fromDrizzle(handle as unknown as DrizzleTransactionLike, sql);
}

function fromPool(pool: pg.Pool): QueueDb {
  return {
    async executeSql(text, values) {
      // Text without parameters may hold several statements (pg-boss's migrations and locked
      // blocks); node-postgres then answers one result per statement.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
    },
  };
}
