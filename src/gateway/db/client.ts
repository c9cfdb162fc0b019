/**
 * Opens the database: PGlite persisted in DATA_DIR by default, PostgreSQL through node-postgres
 * when a connection URL is given. Both run the same Drizzle schema and migrations.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { reportPgliteQueries, reportPoolQueries } from './query-reports.ts';
import { snapshotPglite } from './pglite-archive.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Closes connections; PGlite checkpoints its files here. */
  close(): Promise<void>;
  /**
   * PGlite only: a copy of its data directory as it is at one instant, taken between two statements
   * (a gzipped tar of PGlite's own dump), for `npm run backup` (platform/backup/).
   */
  snapshot?(): Promise<Buffer>;
}

const migrationsFolder = join(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` keeps them in memory (tests). */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

/** The advisory lock every gateway takes to migrate: one at a time, the others then find nothing to do. */
export const MIGRATION_LOCK_KEY = 'chemmarket.migrations';

/**
 * Applies pending migrations on a connection of its own that holds a session advisory lock, so
 * gateways starting together on one database migrate one after the other (two at once both tried
 * the same CREATE TABLE and one crashed). Ending the connection releases the lock.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
  } finally {
    await client.end();
  }
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A pool error on an idle client must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  reportPoolQueries(pool, max);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(url),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(inMemory ? dataDir : join(dataDir, 'pgdata'));
    reportPgliteQueries(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      snapshot: () => snapshotPglite(client),
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
