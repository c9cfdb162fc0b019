/**
 * The embedded database's data directory as one archive, and back (docs/decisions/037).
 *
 * A snapshot is PGlite's own dump of its data directory (a gzipped tar), taken while no statement
 * runs: PGlite runs one at a time and holds them while it dumps, so the files are those of one
 * instant, with every committed transaction in the write-ahead log. Restored, PostgreSQL recovers
 * from that log as after a crash: what was committed before the snapshot is there, what was half
 * done is not. A checkpoint first keeps that recovery short.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';

export async function snapshotPglite(client: PGlite): Promise<Blob> {
  await client.exec('checkpoint');
  return client.dumpDataDir('gzip');
}

/**
 * Creates the embedded database in `dataDir` from a snapshot; the directory must hold no database
 * yet (PGlite refuses to load over one). Takes the directory's lock while it works.
 */
export async function restorePglite(dataDir: string, snapshot: Blob): Promise<void> {
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: snapshot });
    // A first statement runs the recovery; closing checkpoints the result into the files.
    await client.query('select 1');
    await client.close();
  } finally {
    release();
  }
}
