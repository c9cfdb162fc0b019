/**
 * The embedded database's data directory as one archive, and back (docs/decisions/037).
 *
 * A snapshot is PGlite's own dump of its data directory (a tar, gzipped here), taken while no
 * statement runs: PGlite runs one at a time and holds them while it dumps, so the files are those
 * of one instant, with every committed transaction in the write-ahead log. Restored, PostgreSQL
 * recovers from that log as after a crash: what was committed before the snapshot is there, what
 * was half done is not. A checkpoint first keeps that recovery short.
 *
 * The tar is taken uncompressed and gzipped after: statements wait only while the files are read
 * (0.4 s for the 1000-product demo catalog's 63 MB, against 1.6–1.9 s when PGlite gzips it under
 * its lock; docs/decisions/037).
 */
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);
/**
 * zlib works in the thread pool one output chunk at a time, each back through the event loop: at
 * its 16 KiB a busy gateway took 50 s to compress the snapshot of a small database, at 1 MiB a
 * few seconds.
 */
const ZLIB = { chunkSize: 1 << 20 };

/** A gzipped tar of the data directory at one instant. */
export async function snapshotPglite(client: PGlite): Promise<Buffer> {
  await client.exec('checkpoint');
  const tar = await client.dumpDataDir('none');
  return gzip(Buffer.from(await tar.arrayBuffer()), ZLIB);
}

/**
 * Creates the embedded database in `dataDir` from a snapshot; the directory must hold no database
 * yet (PGlite refuses to load over one). Takes the directory's lock while it works.
 */
export async function restorePglite(dataDir: string, snapshot: Buffer): Promise<void> {
  const tar = await gunzip(snapshot, ZLIB);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: new Blob([tar]) });
    // A first statement runs the recovery; closing checkpoints the result into the files.
    await client.query('select 1');
    await client.close();
  } finally {
    release();
  }
}
